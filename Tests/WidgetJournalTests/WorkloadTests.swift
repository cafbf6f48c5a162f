import JournalWorkload
import Testing
import WidgetModel

@testable import WidgetJournal

/// The one journal generator, behind the benchmark and these tests: valid, deterministic, and unchanged for the
/// benchmark, whose figures are compared across sessions.
@Suite("The journal workload")
struct WorkloadTests {
  /// One shape of workload: how many widgets, quiet or not, plain or varied values, fetching or not.
  struct Shape: Sendable, CustomTestStringConvertible {
    var widgets: Int
    var quiet = false
    var values = JournalWorkload.Values.plain
    var fetching = false
    var testDescription: String {
      "\(widgets) widgets\(quiet ? ", quiet" : "")\(values == .varied ? ", varied" : "")\(fetching ? ", fetching" : "")"
    }
    /// A generator of this shape.
    func workload(seed: UInt64) -> JournalWorkload {
      JournalWorkload(widgets: widgets, seed: seed, quiet: quiet, values: values, fetching: fetching)
    }
  }

  /// The benchmark's shapes and the tests' ones.
  static let shapes = [
    Shape(widgets: 1), Shape(widgets: 2, values: .varied), Shape(widgets: 16, values: .varied), Shape(widgets: 100),
    Shape(widgets: 100, quiet: true), Shape(widgets: 10, quiet: true, values: .varied),
    Shape(widgets: 100, fetching: true), Shape(widgets: 16, values: .varied, fetching: true),
  ]

  /// FNV-1a over the lines (each with its newline) of the first `count` actions of a workload.
  static func linesDigest(_ workload: JournalWorkload, count: Int) -> UInt64 {
    var workload = workload
    var hash: UInt64 = 0xcbf2_9ce4_8422_2325
    for seq in 1...count {
      for byte in (ActionCodec.encode(workload.next(), seq: seq) + "\n").utf8 {
        hash = (hash ^ UInt64(byte)) &* 0x100_0000_01b3
      }
    }
    return hash
  }

  @Test(
    "every generated action is valid against the state before it, and the widget count stays near its aim",
    arguments: shapes)
  func valid(_ shape: Shape) {
    let seed = TestSupport.seed(0x3A11 + UInt64(shape.widgets))
    var workload = shape.workload(seed: seed)
    var state = SimState(start: JournalWorkload.start)
    for _ in 0..<5_000 {
      let action = workload.next()
      do { try state.check(action) } catch {
        Issue.record("seed \(seed), seq \(state.seq + 1): \(action.name): \(error)")
        return
      }
      state.fold(action)
      #expect(state.widgets.count <= shape.widgets + shape.widgets / 10 + 1, "seed \(seed), seq \(state.seq)")
    }
  }

  @Test("the same seed gives the same actions", arguments: shapes)
  func deterministic(_ shape: Shape) {
    let make = { shape.workload(seed: 77) }
    #expect(Self.linesDigest(make(), count: 2_000) == Self.linesDigest(make(), count: 2_000))
  }

  @Test("the benchmark's journals are byte for byte those it measured before the generators were merged")
  func benchmarkJournalsUnchanged() {
    // Digests of the first 20,000 action lines of `widgetsim-bench --write FILE --actions 200000` (and `--quiet`),
    // written by the benchmark's own generator before it moved here.
    let seed: UInt64 = 0x5EED_0000 + 100
    #expect(Self.linesDigest(JournalWorkload(widgets: 100, seed: seed), count: 20_000) == 0x0d0a_2f75_d369_bea4)
    #expect(
      Self.linesDigest(JournalWorkload(widgets: 100, seed: seed, quiet: true), count: 20_000) == 0xa623_03f5_5dc6_5be7)
  }

  @Test("a fetching journal sets answers, timeouts and errors, goes offline, and its builds take every outcome")
  func fetching() {
    var workload = JournalWorkload(widgets: 100, seed: 0x5EED_0000 + 100, fetching: true)
    var state = SimState(start: JournalWorkload.start)
    var rules: Set<String> = []
    var outcomes: Set<String> = []
    var sources: Set<DataSource> = []
    var failedBuilds = 0
    for _ in 0..<20_000 {
      let action = workload.next()
      switch action {
      case .networkChanged(.rule(_, .answer)): rules.insert("answer")
      case .networkChanged(.rule(_, let rule)): rules.insert(rule.text)
      case .networkChanged(.online(let up)): rules.insert(up ? "online" : "offline")
      default: break
      }
      failedBuilds += state.apply(action).filter(\.failed).count
      for widget in state.widgets.values {
        if let fetch = widget.timeline.fetch { outcomes.insert(fetch.name) }
        sources.insert(widget.timeline.source)
      }
    }
    #expect(rules == ["answer", "timeout", "error", "offline", "online"])
    #expect(outcomes == ["answered", "timeout", "error", "noAnswer", "offline"])
    #expect(sources == Set(DataSource.allCases).subtracting([.provider]))
    #expect(failedBuilds > 0, "no build ran past the provider deadline")
    #expect(Set(state.kinds.values.filter { $0.fetch == .network }.map(\.name)) == ["weather", "news"])
  }

  @Test("varied journals hold non-ASCII text, escapes and fractions; plain ones are ASCII")
  func variedValues() {
    var varied = JournalWorkload(widgets: 16, seed: 5, values: .varied)
    let variedText = (1...3_000).map { ActionCodec.encode(varied.next(), seq: $0) }.joined(separator: "\n")
    for expected in ["Einkäufe", "晴", "\\\"bread\\\"", "tea\\tcake", "\"humidity\":0."] {
      #expect(variedText.contains(expected), "no \(expected) in 3,000 varied lines")
    }
    var plain = JournalWorkload(widgets: 16, seed: 5)
    let plainText = (1...3_000).map { ActionCodec.encode(plain.next(), seq: $0) }.joined(separator: "\n")
    #expect(plainText.utf8.allSatisfy { $0 < 0x80 })
  }

  @Test("write records the generator and its seed in the header, unless asked not to")
  func header() throws {
    let folder = try TestSupport.temporaryFolder("workload")
    var recorded = JournalWorkload(widgets: 2, seed: 9)
    try recorded.write(path: folder + "/seeded.jsonl", actions: 40)
    let seeded = try JournalReplay.replay(path: folder + "/seeded.jsonl")
    #expect(seeded.error == nil && seeded.state.seq == 40)
    #expect(seeded.header.extra.contains { $0.key == "seed" && $0.value == .int(9) })
    var bare = JournalWorkload(widgets: 2, seed: 9)
    try bare.write(path: folder + "/bare.jsonl", actions: 40, recordsSeed: false)
    let plain = try JournalReplay.replay(path: folder + "/bare.jsonl")
    #expect(plain.header.extra.isEmpty && plain.state.digest == seeded.state.digest)
  }
}
