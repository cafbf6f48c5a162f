import Foundation
import JournalWorkload
import PropertyTesting
import Testing
import WidgetModel

@testable import WidgetJournal

/// The journal-line fuzzer of issue 17, kept as a seeded test: real action lines, mutated, through the decoder. Each
/// mutant is an error or a valid action that reads back the same when written again; the decoder never traps.
/// `WIDGETSIM_SOAK=N` runs N times as many mutants.
@Suite("Soak: mutated journal lines")
struct LineSoakTests {
  /// Tokens spliced into lines: numbers at and past the edges, escapes, controls, deep nesting, members.
  static let tokens = [
    "1e400", "-1e400", "1.0000000000000000000000001", "9223372036854775808", "-0", "0.0", "\"\\u0000\"", "\"\\ud800\"",
    "\u{1b}]0;x\u{7}", "\u{feff}", "[[[[[[[[[[", "]]]]", "{}", "null", "\"seq\":", "\"crc\":\"00000000\"", ",", ":",
    "\"", "\\", "\u{0}", "\u{ff}",
  ]

  /// One random edit of `line`: a byte replaced, removed or inserted, a token spliced in, a cut, or a slice repeated.
  static func mutate(_ line: [UInt8], using rng: inout SplitMix64) -> [UInt8] {
    var bytes = line
    let at = rng.below(bytes.count + 1)
    switch rng.below(6) {
    case 0 where at < bytes.count: bytes[at] = UInt8(truncatingIfNeeded: rng.next())
    case 1 where at < bytes.count: bytes.remove(at: at)
    case 2: bytes.insert(UInt8(truncatingIfNeeded: rng.next()), at: at)
    case 3: bytes.insert(contentsOf: Array(rng.pick(tokens).utf8), at: at)
    case 4: bytes.removeSubrange(at...)
    default:
      let end = min(bytes.count, at + rng.below(40))
      bytes.insert(contentsOf: bytes[at..<end], at: at)
    }
    return bytes
  }

  /// Decodes `bytes` as line 1; when it is valid, checks that the action written again reads back the same.
  static func check(_ bytes: [UInt8], context: String) {
    do {
      let decoded = try bytes.withUnsafeBufferPointer { (line) throws(JournalError) in
        try LineDecoder.decode(line, lineNumber: 1)
      }
      let again = Array(ActionCodec.encode(decoded.action, seq: decoded.seq).utf8)
      let reread = try again.withUnsafeBufferPointer { (line) throws(JournalError) in
        try LineDecoder.decode(line, lineNumber: 1)
      }
      #expect(reread.action == decoded.action && reread.seq == decoded.seq, "\(context)")
    } catch {
      #expect(error.line == 1, "\(context): \(error)")
    }
  }

  @Test("mutated action lines are an error naming the line, or an action that reads back the same")
  func mutatedLines() {
    let plan = SoakPlan(environment: ProcessInfo.processInfo.environment, seed: 0x11_4E5)
    for run in 0..<plan.iterations(4) {
      var rng = SplitMix64(seed: plan.seed(of: run))
      var workload = JournalWorkload(widgets: 8, seed: plan.seed(of: run), values: .varied)
      for seq in 1...150 {
        var line = Array(ActionCodec.encode(workload.next(), seq: seq).utf8)
        // Most mutants of a checksummed line fail the checksum; without one, they reach the parser.
        if rng.chance(0.7) { line = line.dropLast(LineDecoder.checksumSuffixCount) + [UInt8(ascii: "}")] }
        for edit in 0..<1 + rng.below(4) {
          line = Self.mutate(line, using: &rng)
          Self.check(line, context: "seq \(seq) edit \(edit); \(plan.reproduce(run))")
        }
      }
    }
  }
}
