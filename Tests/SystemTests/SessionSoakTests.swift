import Foundation
import PropertyTesting
import Testing
import WidgetJournal
import WidgetModel

@testable import WidgetSimCore

/// The session fuzzers of issue 17, kept as seeded tests: random sessions, then every display command at three widths;
/// and random time travel over a journal file, with actions that fork. `WIDGETSIM_SOAK=N` runs N times as many.
@Suite("Soak: display commands and time travel after random sessions")
struct SessionSoakTests {
  /// The instant every session starts at.
  static let start = Instant(iso8601: "2026-03-01T08:00:00Z")!

  /// Runs `steps` generated actions in `session` (typed as the REPL would get them); returns how many were refused.
  @discardableResult
  static func randomActions(_ steps: Int, in session: Session, using rng: inout SplitMix64) -> Int {
    let generator = ActionGenerator(weights: .random(using: &rng))
    var refused = 0
    for command in generator.setup(using: &rng) {
      if let action = try? session.head.validate(command) { _ = session.execute(action.commandText) }
    }
    for _ in 0..<steps {
      let command = generator.next(in: session.head, using: &rng)
      guard let action = try? session.head.validate(command) else { continue }
      if session.execute(action.commandText).error != nil { refused += 1 }
    }
    return refused
  }

  /// The display commands that draw pictures and tables, which must fit the width, for the widget ids and the kinds
  /// (previewed by `snapshot`) given.
  static func drawingCommands(_ ids: [String], kinds: [String]) -> [String] {
    ["show", "budget", "history", "history 3"] + ids.flatMap { ["show \($0)", "timeline \($0)", "budget \($0)"] }
      + kinds.map { "snapshot \($0)" }
  }

  /// The display commands that answer in sentences, which the terminal wraps (a picture it would wrap is broken).
  static func proseCommands(_ ids: [String]) -> [String] {
    ["doctor", "state", "journal"] + ids.map { "why \($0)" }
  }

  @Test("after a random session every display command answers without trapping; pictures and tables fit the width")
  func displayCommandsFit() throws {
    let plan = SoakPlan(environment: ProcessInfo.processInfo.environment, seed: 0xD15_B1A7)
    for run in 0..<plan.iterations(6) {
      var rng = SplitMix64(seed: plan.seed(of: run))
      let session = Session.inMemory(start: Self.start)
      Self.randomActions(30 + rng.below(60), in: session, using: &rng)
      if rng.chance(0.3) { _ = session.execute("back \(rng.below(10))") }
      let ids = Array(session.viewed.widgets.keys.shuffled(using: &rng).prefix(3)) + ["nope"]
      // An unknown kind's error lists the kinds on one line, as add's does: SnapshotTests checks it.
      let kinds = Array(session.viewed.kindOrder.shuffled(using: &rng).prefix(2))
      for width in [40, 80, 140] {
        session.pictureStyle = PictureStyle(width: width, colour: false, wrapsText: true)
        for command in Self.drawingCommands(ids, kinds: kinds) {
          let outcome = session.execute(command)
          let text = outcome.output + (outcome.error.map { "\n" + $0 } ?? "")
          let wide = text.split(separator: "\n").first { TextWidth.columns(String($0)) > width }
          #expect(wide == nil, "\(command) at \(width): \(wide ?? ""); \(plan.reproduce(run))")
        }
        for command in Self.proseCommands(ids) {
          let outcome = session.execute(command)
          #expect(!outcome.output.isEmpty || outcome.error != nil, "\(command); \(plan.reproduce(run))")
        }
      }
      let json = session.execute("state --json").output
      #expect((try? JSONValue(parsing: json)) != nil, "state --json: \(json.prefix(200)); \(plan.reproduce(run))")
    }
  }

  /// A count for `goto`, `back` or `forward`: small, at the edges, or far past them.
  static func count(using rng: inout SplitMix64, seq: Int) -> String {
    rng.pick([
      "0", "1", "2", String(rng.below(seq + 2)), String(seq), String(seq + 1), "-1", String(Int.max), String(Int.min),
      "99999999999999999999", "",
    ])
  }

  @Test("random time travel over a journal file, with actions that fork, never traps, and the fork replays to the head")
  func timeTravelForks() throws {
    let plan = SoakPlan(environment: ProcessInfo.processInfo.environment, seed: 0x7_1ABE1)
    for run in 0..<plan.iterations(4) {
      var rng = SplitMix64(seed: plan.seed(of: run))
      let dir = Widgetsim.temporaryDirectory()
      defer { try? FileManager.default.removeItem(at: dir) }
      let (session, _) = try Session.open(path: dir.appendingPathComponent("t.jsonl").path, start: Self.start)
      for _ in 0..<12 {
        Self.randomActions(1 + rng.below(8), in: session, using: &rng)
        for _ in 0..<1 + rng.below(4) {
          let move = rng.pick(["goto", "back", "forward", "head"])
          _ = session.execute(move == "head" ? move : "\(move) \(Self.count(using: &rng, seq: session.head.seq))")
        }
      }
      let replayed = try JournalReplay.replay(path: session.path!)
      #expect(replayed.error == nil && replayed.state == session.head, "\(plan.reproduce(run))")
      #expect(try JournalVerifier.verify(path: session.path!).isClean, "\(plan.reproduce(run))")
    }
  }
}
