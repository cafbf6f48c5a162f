import DeviceEvidence
import Foundation
import Testing
import WidgetJournal
import WidgetModel

@Suite("The system log's message templates")
struct LogTemplateTests {
  /// The messages issue 31 quotes, each with the event it is and the kind it names.
  static let messages: [(String, Observation.Event, String?)] = [
    (
      "Evaluate reload request from com.example.app:foreground for com.example.app.widget:stocks.", .requestEvaluated,
      "stocks"
    ),
    ("Allowing free reload for com.example.app.widget: [stocks] because widget is visible.", .allowedVisible, "stocks"),
    ("com.example.app.widget:stocks - Allowing first refresh while foreground.", .allowedForeground, "stocks"),
    (
      "com.example.app.widget:stocks - Throttling additional refresh request while foreground.", .throttledForeground,
      "stocks"
    ),
    (
      "com.example.app.widget:stocks - Flushing pending reload request due to background transition.",
      .flushedBackground, "stocks"
    ),
    (
      "[com.example.app.widget:stocks:systemSmall] on local reload: succeeded with 12 entries", .reloadSucceeded,
      "stocks"
    ),
    (
      "[com.example.app.widget:stocks] on local reload: failed with Error Domain=CHSErrorDomain Code=1050 \"timelineReloadFailed\"",
      .reloadFailed, "stocks"
    ),
    ("[com.example.app.widget:stocks] next attempt due at 2026-03-01 10:00:00 +0000", .nextAttempt, "stocks"),
    ("[com.apple.chrono:wake] Wake event fired for date: 2026-03-01 10:00:00 +0000", .wake, nil),
  ]

  @Test("each message quoted in the issue is read by its template, with its kind", arguments: 0..<9)
  func verbatim(_ index: Int) throws {
    let (message, event, kind) = Self.messages[index]
    let folder = try TraceScenario.folder()
    defer { try? FileManager.default.removeItem(at: folder) }
    let path = folder.appendingPathComponent("log.ndjson").path
    let line =
      "{\"timestamp\":\"2026-03-01 17:00:00.250000+0800\",\"subsystem\":\"com.apple.chrono\",\"eventMessage\":"
      + JSONValue.quoted(message) + "}\n"
    try line.write(toFile: path, atomically: true, encoding: .utf8)
    let (observations, report) = try SystemLog.read(path: path, kinds: KindNames(kinds: ["stocks", "weather"]))
    let observation = try #require(observations.first, "\(report)")
    #expect(observation.event == event)
    #expect(observation.kind == kind)
    #expect(observation.at == Instant(iso8601: "2026-03-01T09:00:00.250Z"))
    if event == .reloadSucceeded { #expect(observation.entries == 12) }
    if event == .nextAttempt || event == .wake { #expect(observation.due == Instant(iso8601: "2026-03-01T10:00:00Z")) }
  }

  @Test("every template is listed once, with the OS versions it was seen in")
  func table() {
    #expect(Set(LogTemplate.rows.map(\.event)).count == LogTemplate.rows.count)
    #expect(LogTemplate.rows.allSatisfy { !$0.seenIn.isEmpty })
  }

  @Test("bad lines are counted and skipped: unknown, another subsystem, another app, truncated, too long")
  func badLines() throws {
    let folder = try TraceScenario.folder()
    defer { try? FileManager.default.removeItem(at: folder) }
    let path = folder.appendingPathComponent("log.ndjson").path
    func line(_ message: String, subsystem: String = "com.apple.chrono", at: String = "2026-03-01 09:00:00.000000+0000")
      -> String
    {
      "{\"timestamp\":\"\(at)\",\"subsystem\":\"\(subsystem)\",\"eventMessage\":\(JSONValue.quoted(message))}\n"
    }
    var text = line("Something chronod says that no template knows")
    text += line(
      "com.example.app.widget:stocks - Allowing first refresh while foreground.", subsystem: "com.apple.other")
    text += line("com.other.app.widget:news - Allowing first refresh while foreground.")
    text += String(line("com.example.app.widget:stocks - Allowing first refresh while foreground.").prefix(60)) + "\n"
    text += "{\"eventMessage\":\"" + String(repeating: "x", count: 70_000) + "\"}\n"
    text += line(
      "com.example.app.widget:stocks - Allowing first refresh while foreground.", at: "2026-03-01 04:00:00.5-0500")
    try text.write(toFile: path, atomically: true, encoding: .utf8)
    let (observations, report) = try SystemLog.read(path: path, kinds: KindNames(kinds: ["stocks"]))
    #expect(report.lines == 6)
    #expect(report.unknown == 1 && report.unknownExamples == ["Something chronod says that no template knows"])
    #expect(report.otherSubsystem == 1 && report.otherApp == 1 && report.unreadable == 1 && report.tooLong == 1)
    #expect(observations.map(\.at) == [Instant(iso8601: "2026-03-01T09:00:00.500Z")!])
    #expect(report.offsets == ["-0500"])
  }
}
