import DeviceEvidence
import Foundation
import WidgetJournal
import WidgetModel

/// The app's side of a simulated device's day: a stocks and a weather widget, the app asking for reloads from the
/// background every `spacing` minutes through the morning, and twice in the foreground each evening, for `days` days.
enum TraceScenario {
  static let start = Instant(iso8601: "2026-03-01T08:00:00Z")!

  /// The app's journal: its actions, as WidgetSimRecorder would write them.
  static func appJournal(days: Int = 2, spacing: Int64 = 10, reloadsEachMorning: Int = 36) -> EvidenceJournal {
    var actions: [Action] = [
      .kindDefined(BuiltinKinds.weather), .kindDefined(BuiltinKinds.stocks),
      .widgetAdded(id: "w1", kind: "stocks", family: .systemSmall, config: ["symbol": .string("AAPL")]),
      .widgetAdded(id: "w2", kind: "weather", family: .systemMedium, config: ["city": .string("Beijing")]),
    ]
    for day in 0..<Int64(days) {
      let morning = start.ms + day * 86_400_000 + 3_600_000
      // The morning's reloads end before the evening's (at most 8 hours of them).
      for n in 0..<min(Int64(reloadsEachMorning), 8 * 60 / spacing) {
        actions.append(.clockTicked(to: Instant(ms: morning + n * spacing * 60_000)))
        actions.append(.reloadRequested(.kind("stocks")))
      }
      let evening = start.ms + day * 86_400_000 + 10 * 3_600_000
      actions += [
        .clockTicked(to: Instant(ms: evening)), .appStateChanged(.foreground), .reloadRequested(.kind("stocks")),
        .clockTicked(to: Instant(ms: evening + 3 * 60_000)), .reloadRequested(.all),
        .clockTicked(to: Instant(ms: evening + 10 * 60_000)), .appStateChanged(.background),
      ]
    }
    actions.append(.clockTicked(to: Instant(ms: start.ms + Int64(days) * 86_400_000)))
    return EvidenceJournal(header: JournalHeader(start: start), actions: actions, observations: [])
  }

  /// Settings with `changes` applied to the defaults.
  static func settings(_ changes: [Setting]) -> Settings {
    var settings = Settings()
    for change in changes { settings.apply(change) }
    return settings
  }

  /// A fresh folder for one test's files.
  static func folder() throws -> URL {
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent("trace-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    return folder
  }

  /// The app's journal, the extension's file and the log written to `folder`, then imported; with `damaged`, the
  /// extension's file has a line with a wrong checksum and ends in a torn line.
  static func imported(
    _ app: EvidenceJournal, hidden: Settings, options: SimulatedTrace.Options, in folder: URL, damaged: Bool = false
  ) throws -> (journal: EvidenceJournal, report: DeviceImport.Report) {
    let trace = try SimulatedTrace(app, hidden: hidden, options: options)
    let appPath = folder.appendingPathComponent("widgets.jsonl").path
    let extensionPath = folder.appendingPathComponent("widgetsim-extension.jsonl").path
    let logPath = folder.appendingPathComponent("chrono.ndjson").path
    try app.text.write(toFile: appPath, atomically: true, encoding: .utf8)
    var extensionLines = trace.extensionLines
    if damaged {
      extensionLines +=
        "{\"observed\":\"timeline\",\"at\":\"2026-03-01T09:00:00Z\",\"kind\":\"stocks\",\"crc\":\"00000000\"}\n"
        + "{\"observed\":\"timeline\",\"at\":\"2026-03-01T09"
    }
    try extensionLines.write(toFile: extensionPath, atomically: true, encoding: .utf8)
    try trace.logLines.write(toFile: logPath, atomically: true, encoding: .utf8)
    return try DeviceImport.run(
      app: appPath, extensionFile: extensionPath, log: logPath, bundles: [(SimulatedTrace.bundle, "stocks")])
  }
}
