import Testing
import WidgetModel

@testable import WidgetJournal

/// A journal cut at every byte offset: replay gives a prefix or a clean error, and recovery restores the prefix.
@Suite("Truncation at every byte offset")
struct TruncationTests {
  static let start = Instant(iso8601: "2026-03-01T08:00:00Z")!

  @Test("replay of every prefix gives the state after its whole lines, or a clean header error")
  func everyPrefixReplays() throws {
    let seed = TestSupport.seed(0x7A)
    let folder = try TestSupport.temporaryFolder("truncate")
    let (bytes, digests) = try TestSupport.smallJournal(actions: 12, seed: seed, in: folder)
    let starts = TestSupport.lineStarts(bytes)
    let path = folder + "/cut.jsonl"
    for cut in 0...bytes.count {
      try TestSupport.write(Array(bytes[0..<cut]), to: path)
      let wholeActions = max(0, bytes[0..<cut].lazy.filter { $0 == 0x0A }.count - 1)
      do {
        let outcome = try JournalReplay.replay(path: path)
        #expect(outcome.error == nil, "seed \(seed) cut \(cut): \(String(describing: outcome.error))")
        let seq = outcome.state.seq
        #expect(outcome.state.digest == digests[seq], "seed \(seed) cut \(cut): the state is the fold of a prefix")
        let wholeButUnterminated = cut < bytes.count && bytes[cut] == 0x0A && cut > starts[1]
        #expect(
          seq == wholeActions || (seq == wholeActions + 1 && wholeButUnterminated),
          "seed \(seed) cut \(cut): seq \(seq)")
      } catch {
        #expect(error.line == 1 && cut < starts[1], "seed \(seed) cut \(cut): only a cut header may fail: \(error)")
      }
    }
  }

  @Test("opening every prefix for writing sets the torn bytes aside and keeps the whole actions")
  func everyPrefixRecovers() throws {
    let seed = TestSupport.seed(0x7B)
    let folder = try TestSupport.temporaryFolder("recover-cut")
    let (bytes, digests) = try TestSupport.smallJournal(actions: 8, seed: seed, in: folder)
    for cut in 1...bytes.count {
      let path = folder + "/cut-\(cut).jsonl"
      try TestSupport.write(Array(bytes[0..<cut]), to: path)
      let opened = try Journal.open(path: path, creating: JournalHeader(start: Self.start), initialActions: [])
      let after = try TestSupport.read(path)
      var kept = after
      var restarted = false
      for repair in opened.repairs {
        switch repair {
        case .setAside(let tail, let side):
          let moved = try TestSupport.read(side)
          #expect(tail.offset == after.count && moved == Array(bytes[tail.offset..<cut]), "seed \(seed) cut \(cut)")
          kept += moved
        case .headerSetAside(_, let side):
          kept = try TestSupport.read(side)
          restarted = true
        case .newlineAdded:
          kept.removeLast()
        }
      }
      #expect(kept == Array(bytes[0..<cut]), "seed \(seed) cut \(cut): nothing was lost, only moved aside")
      #expect(after.last == 0x0A, "seed \(seed) cut \(cut): the journal ends with a whole line")
      #expect(try opened.journal.all().count == opened.head.seq, "seed \(seed) cut \(cut): the index reads back")
      guard !restarted else {
        #expect(opened.head.seq == 0 && opened.notes.last?.hasPrefix("new journal") == true, "seed \(seed) cut \(cut)")
        continue
      }
      let again = try JournalReplay.replay(path: path)
      #expect(again.error == nil && again.tornTail == nil && !again.missingFinalNewline, "seed \(seed) cut \(cut)")
      #expect(again.state.digest == digests[opened.head.seq], "seed \(seed) cut \(cut)")
    }
  }
}
