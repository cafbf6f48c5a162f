import JournalWorkload
import PropertyTesting
import Testing
import WidgetModel

@testable import WidgetJournal

/// Random damage to a checksummed journal is always detected, or harmless; it is never applied silently.
@Suite("Random bit flips")
struct BitFlipTests {
  static var flips: Int { TestSupport.soak ? 100_000 : 3_000 }

  /// What replaying the damaged bytes gives, judged against the original digests.
  /// A journal cut at a line boundary is a valid shorter journal: only the end of the file can tell, so that one
  /// is allowed to replay cleanly to its last line.
  static func judge(_ damaged: [UInt8], original: [UInt8], path: String, digests: [String]) throws -> String? {
    try TestSupport.write(damaged, to: path)
    let outcome: JournalReplay.Outcome
    do { outcome = try JournalReplay.replay(path: path) } catch {
      return nil
    }
    let seq = outcome.state.seq
    guard seq < digests.count, outcome.state.digest == digests[seq] else {
      return "the state after seq \(seq) differs from the original's: a damaged action was applied"
    }
    let truncated = damaged.count < original.count && Array(original[0..<damaged.count]) == damaged
    if outcome.error == nil, outcome.tornTail == nil, seq != digests.count - 1, !truncated {
      return "the replay ended early at seq \(seq) without saying why"
    }
    return nil
  }

  @Test("single bit flips anywhere are detected or harmless")
  func singleBits() throws {
    let seed = TestSupport.seed(0xF11)
    var random = SplitMix64(seed: seed)
    let folder = try TestSupport.temporaryFolder("flip")
    let (bytes, digests) = try TestSupport.smallJournal(actions: 30, seed: seed, in: folder)
    var detected = 0
    for round in 0..<Self.flips {
      var damaged = bytes
      let at = random.below(bytes.count)
      damaged[at] ^= 1 << UInt8(random.below(8))
      let problem = try Self.judge(damaged, original: bytes, path: folder + "/flipped.jsonl", digests: digests)
      #expect(problem == nil, "seed \(seed) round \(round): byte \(at): \(problem ?? "")")
      let outcome = try? JournalReplay.replay(path: folder + "/flipped.jsonl")
      if outcome.map({ $0.error != nil || $0.tornTail != nil }) ?? true { detected += 1 }
    }
    // A flip inside the header's "crc" member name turns it into an extra member (headers may carry extra members
    // such as a seed): the content it covered is intact, so that flip is harmless, and the only undetected one.
    #expect(detected >= Self.flips * 99 / 100, "seed \(seed): \(detected) of \(Self.flips) flips reported")
  }

  @Test("random byte edits (replace, delete, insert, swap lines) are detected or harmless")
  func byteEdits() throws {
    let seed = TestSupport.seed(0xF12)
    var random = SplitMix64(seed: seed)
    let folder = try TestSupport.temporaryFolder("edit")
    let (bytes, digests) = try TestSupport.smallJournal(actions: 30, seed: seed, in: folder)
    for round in 0..<Self.flips {
      var damaged = JSONGenerator.corrupt(bytes, &random)
      if random.below(4) == 0 { damaged = JSONGenerator.corrupt(damaged, &random) }
      let problem = try Self.judge(damaged, original: bytes, path: folder + "/edited.jsonl", digests: digests)
      #expect(problem == nil, "seed \(seed) round \(round): \(problem ?? "")")
    }
  }
}
