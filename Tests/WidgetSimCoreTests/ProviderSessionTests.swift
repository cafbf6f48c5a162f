import Foundation
import Testing
import WidgetJournal
import WidgetModel
import WidgetSimCore

/// A stand-in for a developer's provider run by the simulator program: hourly entries from the build's instant showing
/// the App Group file `weather.json`, and `.atEnd`.
final class HourlyHost: ProviderHost {
  var calls = 0

  func build(_ request: ProviderRequest) -> ProvidedBuild {
    calls += 1
    let file = request.appGroupFiles["weather.json"] ?? .null
    let entries = ProvidedEntries(
      dates: (0..<3).map { request.at + .hours(Int64($0)) }, contents: (0..<3).map { _ in file },
      relevances: [nil, nil, nil])
    return ProvidedBuild(widget: request.widget, at: request.at, output: .timeline(entries, .atEnd))
  }
}

/// A REPL session in which a kind's timelines come from a developer's provider: what it records, and what the plain
/// program makes of the journal.
@Suite("Sessions with a developer's provider")
struct ProviderSessionTests {
  static let start = Instant(iso8601: "2026-03-01T08:00:00Z")!

  static let kind: Kind = {
    var kind = Kind(name: "mine", families: [.systemSmall], dataKey: DataKeyTemplate("weather.json")!)
    kind.provider = true
    return kind
  }()

  static func session(at path: String, host: HourlyHost) throws -> Session {
    let (session, _) = try Session.open(path: path, start: start)
    session.providerHost = host
    #expect(try session.defineProviderKinds([kind]).isEmpty)
    return session
  }

  @Test("a tick is recorded as one line per instant at which the provider ran; the plain replay reaches the same state")
  func recordsAndReplays() throws {
    let path = Widgetsim.temporaryDirectory().appendingPathComponent("p.jsonl").path
    let host = HourlyHost()
    let session = try Self.session(at: path, host: host)
    for line in ["data weather.json 21", "add mine", "tick 7h", "data weather.json 5"] {
      let outcome = session.execute(line)
      #expect(outcome.error == nil, "\(line): \(outcome.error ?? "")")
    }
    #expect(host.calls == 4)
    let lines = try String(contentsOfFile: path, encoding: .utf8).split(separator: "\n")
    let ticks = lines.filter { $0.contains(#""action":"tick""#) }
    #expect(ticks.count == 4)
    #expect(ticks.filter { $0.contains(#""builds":["#) }.count == 3)
    let replay = try JournalReplay.replay(path: path)
    #expect(replay.error == nil)
    #expect(replay.state.digest == session.head.digest)
    #expect(session.execute("why w1").output.contains("stale"))
  }

  @Test("the plain program opens such a journal, explains it, and says where a new build's provider runs")
  func plainProgram() throws {
    let path = Widgetsim.temporaryDirectory().appendingPathComponent("p.jsonl").path
    let session = try Self.session(at: path, host: HourlyHost())
    #expect(session.execute("add mine").error == nil)
    let copy = try Widgetsim.copy(path)
    let (plain, _) = try Session.open(path: copy, start: Self.start)
    #expect(plain.head.display(plain.head.widgets["w1"]!).status == .live)
    #expect(plain.execute("add mine").error == nil)
    let why = plain.execute("why w2").output
    #expect(why.contains("runs only in the simulator program"), "\(why)")
    // The journal records its providers' outputs, so the plain program records the build's failure as one: every
    // line keeps the outputs of its builds, and the journal still verifies.
    #expect(plain.execute("tick 3h").error == nil)
    let lines = try String(contentsOfFile: copy, encoding: .utf8).split(separator: "\n")
    let added = try #require(lines.first { $0.contains(#""action":"add","id":"w2""#) })
    #expect(
      added.contains(
        #""builds":[{"widget":"w2","at":"2026-03-01T08:00:00Z","failed":"mine's provider runs only in the simulator program that defines it"}]"#
      ),
      "\(added)")
    #expect(try JournalVerifier.verify(path: copy).isClean)
    #expect(try JournalReplay.replay(path: copy).state.digest == plain.head.digest)
  }

  @Test("resuming keeps the journal's definition of the kind and says so when the program's differs")
  func resumeKeepsDefinition() throws {
    let path = Widgetsim.temporaryDirectory().appendingPathComponent("p.jsonl").path
    _ = try Self.session(at: path, host: HourlyHost())
    let (resumed, _) = try Session.open(path: Widgetsim.copy(path), start: Self.start)
    var changed = Self.kind
    changed.families = [.systemSmall, .systemMedium]
    let notes = try resumed.defineProviderKinds([changed])
    #expect(notes.count == 1 && notes[0].contains("differently"))
    #expect(resumed.head.kinds["mine"]?.families == [.systemSmall])
  }

  @Test("an interrupted tick is summed up as a tick to where the clock stopped, not to where it was going")
  func interruptedTickSummary() throws {
    let path = Widgetsim.temporaryDirectory().appendingPathComponent("p.jsonl").path
    let session = try Self.session(at: path, host: HourlyHost())
    #expect(session.execute("add mine").error == nil)
    var asked = 0
    session.interruptRequested = {
      asked += 1
      return asked >= 30
    }
    let lines = session.execute("tick 30d").output.split(separator: "\n").map(String.init)
    let stopped = session.head.now
    #expect(stopped > Self.start + .days(1) && stopped < Self.start + .days(30))
    #expect(lines.first?.hasPrefix("interrupted: the clock stopped at \(stopped.iso8601), short of") == true)
    #expect(lines.contains("03-01 08:00 → \(stopped.text(relativeTo: Self.start))"), "\(lines)")
  }
}
