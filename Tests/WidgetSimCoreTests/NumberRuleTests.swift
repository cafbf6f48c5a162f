import Testing
import WidgetCommands
import WidgetJournal
import WidgetModel
import WidgetSimCore

/// One rule for numbers, in the REPL and in journal lines: a number beyond the range of a double is an error, and a
/// whole number is written as one (no fraction, no exponent) and fits in 64 bits.
@Suite("Numbers out of range, and whole numbers")
struct NumberRuleTests {
  @Test(
    "a data VALUE with a number out of range is an error, bare or nested",
    arguments: ["data k 1e400", "data k -1e400", "data k [1e400]", "data k {\"a\": 1e400}"])
  func dataOutOfRange(line: String) {
    do {
      _ = try CommandParser.parse(line)
      Issue.record("\(line) was accepted")
    } catch {
      #expect(error.description.contains("number out of range"), "\(error)")
    }
  }

  @Test("numbers within range stay numbers, and a word stays a word")
  func dataInRange() throws {
    #expect(try CommandParser.parse("data k 1e308") == .action(.data(key: "k", value: .double(1e308), ttl: nil)))
    #expect(
      try CommandParser.parse("data k 1.0000000000000000000000001")
        == .action(.data(key: "k", value: .double(1), ttl: nil)))
    #expect(try CommandParser.parse("data k e400") == .action(.data(key: "k", value: .string("e400"), ttl: nil)))
  }

  /// The problem replaying a journal of the header, the built-in kinds and `line` (action 4) stops at.
  static func replayError(_ line: String) throws -> String? {
    let header = JournalHeader(start: Instant(iso8601: "2026-03-01T08:00:00Z")!).line
    let defines = BuiltinKinds.all.enumerated().map { ActionCodec.encode(.kindDefined($1), seq: $0 + 1) }
    let outcome = try JournalReplay.replay(text: ([header] + defines + [line]).joined(separator: "\n") + "\n")
    return outcome.error.map { "\($0)" }
  }

  @Test(
    "in a journal line a whole number must be written as one, and a number out of range is an error",
    arguments: [
      (
        "{\"seq\":4,\"action\":\"set\",\"name\":\"budget\",\"value\":1.0000000000000000000000001}",
        "must be a whole number"
      ),
      ("{\"seq\":4,\"action\":\"set\",\"name\":\"budget\",\"value\":40.0}", "must be a whole number"),
      ("{\"seq\":4.0,\"action\":\"app\",\"state\":\"foreground\"}", "\"seq\""),
      ("{\"seq\":4e0,\"action\":\"app\",\"state\":\"foreground\"}", "\"seq\""),
      ("{\"seq\":4,\"action\":\"data\",\"key\":\"k\",\"value\":1e400}", "number out of range"),
      ("{\"seq\":4,\"action\":\"data\",\"key\":\"k\",\"value\":[1e400]}", "number out of range"),
    ])
  func journalNumbers(line: String, words: String) throws {
    let error = try Self.replayError(line)
    #expect(error?.hasPrefix("line 5") == true && error?.contains(words) == true, "\(String(describing: error))")
  }

  @Test("a fraction in a data value is kept as a number")
  func journalDataFraction() throws {
    #expect(
      try Self.replayError("{\"seq\":4,\"action\":\"data\",\"key\":\"k\",\"value\":1.0000000000000000000000001}") == nil
    )
  }
}
