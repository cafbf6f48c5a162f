import Foundation
import JournalWorkload
import PropertyTesting
import Testing
import WidgetModel

@testable import WidgetJournal

/// A `widgetsim repl` appending actions is killed with SIGKILL at random moments: reopening never loses an
/// acknowledged action (one whose output was printed, which happens after its fsync) and never keeps half of one.
@Suite("Kill -9 while appending")
struct KillNineTests {
  static var trials: Int { TestSupport.soak ? 200 : 8 }
  static let commands = 2_000

  @Test("reopening after SIGKILL keeps every acknowledged action, in order, and nothing half-written")
  func killedWriter() throws {
    let seed = TestSupport.seed(0x9)
    var random = SplitMix64(seed: seed)
    let binary = TestSupport.widgetsimBinary
    try #require(FileManager.default.isExecutableFile(atPath: binary), "build widgetsim first: \(binary)")
    let folder = try TestSupport.temporaryFolder("kill9")
    var midStream = 0
    for trial in 0..<Self.trials {
      let path = "\(folder)/j\(trial).jsonl"
      // Mostly after a random number of acknowledgements (so the kill lands mid-stream whatever the machine's
      // speed), sometimes within the first milliseconds (while the journal is being created).
      let early = random.below(4) == 0
      let target = early ? 0 : random.below(Self.commands)
      let extraMicroseconds = random.below(early ? 20_000 : 3_000)
      let acknowledged = try Self.runAndKill(binary, path: path, afterAcks: target, extraMicroseconds)
      if acknowledged > 0 && acknowledged < Self.commands { midStream += 1 }
      try Self.checkAfterKill(path: path, acknowledged: acknowledged, context: "seed \(seed) trial \(trial)")
    }
    #expect(midStream > 0, "seed \(seed): at least one writer was killed in the middle of its stream")
  }

  /// Starts a writer, feeds it `data kN N` commands, kills it once it has acknowledged `target` of them and a
  /// little more time has passed, and returns the highest N it acknowledged.
  static func runAndKill(_ binary: String, path: String, afterAcks target: Int, _ extraMicroseconds: Int) throws -> Int
  {
    let child = try ChildProcess(binary, ["repl", "--journal", path, "--start", "2026-03-01T08:00:00Z"])
    child.send((1...commands).map { "data k\($0) \($0)\n" }.joined())
    var output: [UInt8] = []
    while output.lazy.filter({ $0 == 0x0A }).count < target {
      let chunk = child.read(child.output, timeoutMs: 10_000)
      if chunk.isEmpty { break }
      output += chunk
    }
    usleep(UInt32(extraMicroseconds))
    child.killNow()
    output += child.readToEnd(child.output)
    child.waitForExit()
    let text = String(decoding: output, as: UTF8.self)
    var acknowledged = 0
    for line in text.split(separator: "\n", omittingEmptySubsequences: false).dropLast() where line.hasPrefix("wrote k")
    {
      acknowledged = Int(line.dropFirst(7).prefix { $0.isNumber }) ?? acknowledged
    }
    return acknowledged
  }

  static func checkAfterKill(path: String, acknowledged: Int, context: String) throws {
    guard FileManager.default.fileExists(atPath: path) else {
      #expect(acknowledged == 0, "\(context): no journal, yet \(acknowledged) actions were acknowledged")
      return
    }
    let before = try TestSupport.read(path)
    let start = Instant(iso8601: "2026-03-01T08:00:00Z")!
    let opened = try Journal.open(path: path, creating: JournalHeader(start: start), initialActions: [])
    for repair in opened.repairs {
      if case .setAside(let tail, let side) = repair {
        #expect(try TestSupport.read(side) == Array(before[tail.offset...]), "\(context): the torn bytes were kept")
      }
    }
    guard opened.notes.first?.hasPrefix("resumed ") == true else {
      #expect(acknowledged == 0, "\(context): the journal lost its header after acknowledging \(acknowledged)")
      return
    }
    let actions = try opened.journal.all()
    #expect(actions.count >= 3 + acknowledged, "\(context): \(actions.count - 3) kept, \(acknowledged) acknowledged")
    for (index, action) in actions.dropFirst(3).enumerated() {
      let n = index + 1
      #expect(action == .dataArrived(key: "k\(n)", value: .int(Int64(n)), ttl: nil), "\(context): action \(n)")
    }
    let report = try JournalVerifier.verify(path: path)
    #expect(report.isClean, "\(context): \(report.problems)")
  }
}
