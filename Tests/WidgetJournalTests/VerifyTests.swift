import Foundation
import Testing
import WidgetModel

@testable import WidgetJournal

/// `widgetsim verify` and `replay` on each kind of damage: the line is named with the reason.
@Suite("verify and replay name the damaged line")
struct VerifyTests {
  /// One kind of damage: how to make it at line 8 (seq 7) of a 12-action journal, and what the report says.
  struct Damage: Sendable, CustomTestStringConvertible {
    var name: String
    var kind: String
    var words: String
    var make: @Sendable (String) -> String
    var testDescription: String { name }
  }

  static let damages: [Damage] = [
    Damage(name: "checksum mismatch", kind: "checksum", words: "checksum mismatch") {
      $0.replacingOccurrences(of: "\"seq\":7,", with: "\"seq\":7 ,")
    },
    Damage(name: "unparsable JSON", kind: "json", words: "unparsable JSON") { _ in
      "{\"seq\":7,\"action\":\"tick\",\"to\":\"2026-03-01T09:00:00Z\"" + "}}"
    },
    Damage(name: "unknown action", kind: "unknownAction", words: "unknown action \"tik\"; did you mean \"tick\"?") {
      _ in
      "{\"seq\":7,\"action\":\"tik\",\"to\":\"2030-01-01T00:00:00Z\"}"
    },
    Damage(name: "malformed member", kind: "malformed", words: "tick: unknown member \"too\"; did you mean \"to\"?") {
      _ in
      "{\"seq\":7,\"action\":\"tick\",\"too\":\"2030-01-01T00:00:00Z\"}"
    },
    Damage(name: "invalid against the state", kind: "invalid", words: "(seq 7): invalid action: no widget 'w99'") { _ in
      "{\"seq\":7,\"action\":\"remove\",\"id\":\"w99\"}"
    },
    Damage(name: "seq gap", kind: "seq", words: "seq 9 where 7 was expected (a gap)") { _ in
      "{\"seq\":9,\"action\":\"reload\",\"target\":\"all\"}"
    },
    Damage(name: "seq repeat", kind: "seq", words: "seq 6 where 7 was expected (a repeat)") { _ in
      "{\"seq\":6,\"action\":\"reload\",\"target\":\"all\"}"
    },
    Damage(name: "line too long", kind: "limit", words: "line length (70000 bytes) exceeds the limit of 65536") { _ in
      String(repeating: " ", count: 70_000)
    },
  ]

  static func journal(in folder: String) throws -> (path: String, lines: [String], digests: [String]) {
    let (bytes, digests) = try TestSupport.smallJournal(actions: 12, seed: 12, in: folder)
    var lines = String(decoding: bytes, as: UTF8.self).components(separatedBy: "\n")
    lines.removeLast()
    return (folder + "/source.jsonl", lines, digests)
  }

  static func run(_ arguments: [String]) throws -> (status: Int32, output: String, error: String) {
    let child = try ChildProcess(TestSupport.widgetsimBinary, arguments)
    child.closeInput()
    let output = String(decoding: child.readToEnd(child.output), as: UTF8.self)
    let error = String(decoding: child.readToEnd(child.error), as: UTF8.self)
    return (child.waitForExit(), output, error)
  }

  @Test("verify on a good journal exits 0, with --json too")
  func clean() throws {
    let folder = try TestSupport.temporaryFolder("verify-ok")
    let (path, _, digests) = try Self.journal(in: folder)
    let text = try Self.run(["verify", path])
    #expect(text.status == 0 && text.output.contains("ok, 12 actions, format v1, digest \(digests[12])"))
    let json = try Self.run(["verify", "--json", path])
    let object = try JSONSerialization.jsonObject(with: Data(json.output.utf8)) as? [String: Any]
    #expect(json.status == 0 && object?["ok"] as? Bool == true && object?["problemCount"] as? Int == 0)
  }

  @Test(
    "each kind of damage: verify names line 8 and exits 1, replay stops there, replay --to 6 still works",
    arguments: damages)
  func damaged(_ damage: Damage) throws {
    let folder = try TestSupport.temporaryFolder("verify-damage")
    let (_, lines, digests) = try Self.journal(in: folder)
    var edited = lines
    edited[7] = damage.make(lines[7])
    let path = folder + "/damaged.jsonl"
    try (edited.joined(separator: "\n") + "\n").write(toFile: path, atomically: false, encoding: .utf8)
    let text = try Self.run(["verify", path])
    #expect(text.status == 1)
    #expect(text.error.contains("\(path): line 8") && text.error.contains(damage.words), "\(text.error)")
    let json = try Self.run(["verify", "--json", path])
    let object = try JSONSerialization.jsonObject(with: Data(json.output.utf8)) as? [String: Any]
    let first = (object?["problems"] as? [[String: Any]])?.first
    #expect(
      json.status == 1 && first?["line"] as? Int == 8 && first?["kind"] as? String == damage.kind, "\(json.output)")
    let replay = try Self.run(["replay", path, "--digest"])
    #expect(replay.status == 1 && replay.output == digests[6] + "\n" && replay.error.contains("line 8"), "\(replay)")
    let prefix = try Self.run(["replay", path, "--to", "6", "--digest"])
    #expect(prefix.status == 0 && prefix.output == digests[6] + "\n", "\(prefix)")
  }

  @Test("a journal with CRLF line endings (edited on Windows) is read as the same journal, checksums included")
  func crlf() throws {
    let folder = try TestSupport.temporaryFolder("crlf")
    let (_, lines, digests) = try Self.journal(in: folder)
    let path = folder + "/crlf.jsonl"
    try (lines.joined(separator: "\r\n") + "\r\n").write(toFile: path, atomically: false, encoding: .utf8)
    let report = try JournalVerifier.verify(path: path)
    #expect(report.isClean && report.state?.digest == digests[12], "\(report.problems)")
  }

  @Test("verify keeps checking format after the first invalid action, and reports a torn tail")
  func everyProblem() throws {
    let folder = try TestSupport.temporaryFolder("verify-many")
    let (_, lines, _) = try Self.journal(in: folder)
    var edited = lines
    edited[5] = "{\"seq\":5,\"action\":\"remove\",\"id\":\"nobody\"}"
    edited[7] = lines[7].replacingOccurrences(of: "\"seq\":7,", with: "\"seq\":7 ,")
    edited[9] = "{\"seq\":9,\"action\":\"tick\",\"to\":"
    edited[11] = "{\"seq\":12,\"action\":\"app\",\"state\":\"foreground\"}"
    let path = folder + "/many.jsonl"
    try (edited.joined(separator: "\n") + "\n" + String(lines[12].prefix(20))).write(
      toFile: path, atomically: false, encoding: .utf8)
    let report = try JournalVerifier.verify(path: path)
    let found = report.problems.map { "\($0.line ?? 0):\($0.kind)" }
    #expect(found == ["6:invalid", "8:checksum", "10:json", "12:seq", "14:torn"], "\(report.problems)")
    #expect(report.state?.seq == 4)
  }
}
