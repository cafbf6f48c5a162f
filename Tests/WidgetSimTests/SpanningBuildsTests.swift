import Foundation
import Testing
import WidgetJournal
import WidgetKit
import WidgetModel
import WidgetSim

/// The builds of one instant whose outputs do not fit on one journal line go on over several lines, in the
/// simulator program: a tick passes that instant, and the journal replays, verifies and re-runs as one line would.
@Suite("Builds of one instant over several lines", .serialized)
struct SpanningBuildsTests {
  /// An hourly widget with a short notice, and one due six hours after its build whose notice is long.
  static let widgets = [
    SimulatedWidget(kind: "hourly", provider: NoticeProvider(every: 3600, length: 70)),
    SimulatedWidget(kind: "bulky", provider: NoticeProvider(every: 6 * 3600, length: 15_000)),
  ]

  @Test("five long builds due with an hourly one at 14:00 take two lines; the tick reaches its end and replays")
  func tickPassesCrowdedInstant() async throws {
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent("spanning-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: folder) }
    let script = folder.appendingPathComponent("crowd.txt")
    let journal = folder.appendingPathComponent("crowd.jsonl").path
    let lines = ["set providerDeadline=1m", "add hourly"] + Array(repeating: "add bulky", count: 5) + ["tick 8h"]
    try (lines.joined(separator: "\n") + "\n").write(to: script, atomically: true, encoding: .utf8)
    let status = await WidgetSimulator.run(
      ["run", script.path, "--journal", journal, "--start", "2026-03-01T08:00:00Z"], widgets: Self.widgets)
    #expect(status == 0)

    let replay = try JournalReplay.replay(path: journal)
    #expect(replay.error == nil)
    #expect(replay.state.now == Instant(iso8601: "2026-03-01T16:00:00Z")!)
    let crowded = Instant(iso8601: "2026-03-01T14:00:00Z")!
    for id in ["w2", "w3", "w4", "w5", "w6"] {
      #expect(replay.state.widgets[id]?.timeline.generatedAt == crowded, "\(id) was built at 14:00")
    }
    let text = try String(contentsOfFile: journal, encoding: .utf8)
    let ticks = text.split(separator: "\n").filter { $0.contains(#""to":"2026-03-01T14:00:00Z""#) }
    #expect(ticks.count == 2, "the builds at 14:00 take two tick lines")
    #expect(ticks.first?.contains(#""more":true"#) == true && ticks.last?.contains(#""more""#) == false)
    #expect(ticks.allSatisfy { $0.utf8.count <= Limits.journalLineBytesMax })

    #expect(try JournalVerifier.verify(path: journal).problems.isEmpty)
    // Each line's outputs are the providers' again when they run again, the line that stopped part-way included.
    #expect(await WidgetSimulator.run(["replay", journal, "--rerun-providers"], widgets: Self.widgets) == 0)
  }
}
