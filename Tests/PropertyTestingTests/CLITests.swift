import Foundation
import PropertyTesting
import Testing
import WidgetJournal
import WidgetModel

@testable import WidgetCLI
@testable import WidgetSimCore

#if canImport(Glibc)
  import Glibc
#endif

/// `widgetsim check`, `shrink` and `bisect` as the command line runs them.
@Suite("check, shrink and bisect subcommands")
struct CLITests {
  /// A fresh temporary folder.
  static func temporaryFolder() -> String {
    var template = Array("/tmp/widgetsim-props-XXXXXX".utf8CString)
    return String(cString: mkdtemp(&template)!)
  }

  @Test("the shrunk journal goes beside the input")
  func shrunkPath() {
    #expect(ShrinkCommand.shrunkPath("journals/x.jsonl") == "journals/x.shrunk.jsonl")
    #expect(ShrinkCommand.shrunkPath("bug") == "bug.shrunk.jsonl")
  }

  @Test(
    "usage errors: a missing --until, a missing file, an unquoted predicate, an unknown property or bug",
    arguments: [
      (["x.jsonl"], "needs --until"), (["--until", "w1.status=live"], "needs a journal FILE"),
      (["x.jsonl", "--until", "w1.status=live", "and", "w2.age>1h"], "quote the predicate"),
    ])
  func usageErrors(_ words: [String], _ message: String) {
    #expect(throws: UsageError.self) { try ShrinkCommand.run(words) }
    do { _ = try BisectCommand.run(words) } catch { #expect("\(error)".contains(message), "\(error)") }
  }

  @Test("check refuses an unknown property or planted bug, with the closest name")
  func checkUsage() {
    do { _ = try CheckCommand.run(["--property", "ownkey"]) } catch {
      #expect("\(error)".contains("did you mean 'ownKey'?"))
    }
    do { _ = try CheckCommand.run(["--plant", "budgetOffByOn"]) } catch {
      #expect("\(error)".contains("did you mean 'budgetOffByOne'?"))
    }
  }

  @Test("shrink writes a small valid journal beside a long one; bisect finds the first seq")
  func shrinkAndBisect() throws {
    let folder = Self.temporaryFolder()
    let path = folder + "/long.jsonl"
    defer {
      unlink(path)
      unlink(folder + "/long.shrunk.jsonl")
      unlink(folder + "/long.shrunk-2.jsonl")
      rmdir(folder)
    }
    let actions = GeneratorTests.generate(seed: 3, steps: 1500).actions
    _ = try JournalWriter.create(
      path: path, header: JournalHeader(start: Instant(ms: 1_772_352_000_000)),
      lines: actions.enumerated().map { ActionCodec.encode($1, seq: $0 + 1) })
    let until = "any.status=stale and any.budget.used>=1"
    #expect(try BisectCommand.run([path, "--until", until]) == 0)
    #expect(try ShrinkCommand.run([path, "--until", until]) == 0)
    var count = 0
    let outcome = try JournalReplay.replay(path: folder + "/long.shrunk.jsonl") { state, _, _ in count = state.seq }
    #expect(outcome.error == nil)
    #expect(count >= 2 && count <= 8)
    #expect(try Predicate.parse(until).holds(in: outcome.state))
    #expect(outcome.header.extra.contains { $0.key == "until" && $0.value == .string(until) })
    #expect(try ShrinkCommand.run([path, "--until", "w1.budget.used>=100000"]) == 1)
    // A second shrink replaces nothing: it writes (and prints) the next free name.
    let first = try String(contentsOfFile: folder + "/long.shrunk.jsonl", encoding: .utf8)
    #expect(ShrinkCommand.shrunkPath(path) == folder + "/long.shrunk-2.jsonl")
    #expect(try ShrinkCommand.run([path, "--until", until]) == 0)
    #expect(try String(contentsOfFile: folder + "/long.shrunk.jsonl", encoding: .utf8) == first)
    #expect(try String(contentsOfFile: folder + "/long.shrunk-2.jsonl", encoding: .utf8) == first)
  }
}
