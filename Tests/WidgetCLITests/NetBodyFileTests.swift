import Foundation
import Testing
import WidgetModel
import WidgetSimCore

/// `net URL @FILE`: the body read from a file when the line is typed (docs/PROVIDERS.md, "Network"), bounded before
/// it is read.
@Suite("net URL @FILE")
struct NetBodyFileTests {
  /// A file holding `bytes` in a new folder.
  static func file(_ bytes: [UInt8]) throws -> String {
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent("netbody-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    let path = folder.appendingPathComponent("body").path
    try Data(bytes).write(to: URL(fileURLWithPath: path))
    return path
  }

  /// The URL rule a session holds after `line`, or the line's error.
  static func typed(_ line: String) -> (rule: URLRule?, error: String?) {
    let session = Session.inMemory(start: Instant(iso8601: "2026-03-01T08:00:00Z")!)
    let outcome = session.execute(line)
    return (session.head.network.urls["https://a.example/x"], outcome.error)
  }

  @Test("a JSON file is a JSON body, any other UTF-8 text a text body served as it is")
  func jsonAndText() throws {
    let json = try Self.file(Array(#"{"temp": 21}"#.utf8))
    #expect(
      Self.typed("net https://a.example/x @\(json)").rule
        == .answer(URLAnswer(body: .json(.object([("temp", .int(21))])))))
    let text = try Self.file(Array("<p>21°</p>\n".utf8))
    #expect(
      Self.typed("net https://a.example/x @\(text) status=201").rule
        == .answer(URLAnswer(body: .text("<p>21°</p>\n"), status: 201)))
  }

  @Test("a body of 100 MB, bytes that are not UTF-8 and a missing file are refused, saying why")
  func refused() throws {
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent("netbody-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    let huge = folder.appendingPathComponent("huge").path
    // A sparse file: 100 MB long, of which only the first bytes can be read before the limit stops the reading.
    #expect(FileManager.default.createFile(atPath: huge, contents: nil))
    let handle = try #require(FileHandle(forWritingAtPath: huge))
    try handle.truncate(atOffset: 100_000_000)
    try handle.close()
    let started = ContinuousClock.now
    let big = Self.typed("net https://a.example/x @\(huge)")
    #expect(big.rule == nil)
    #expect(big.error?.contains("holds over 32768 bytes, the limit for a body") == true, "\(big.error ?? "")")
    #expect(ContinuousClock.now - started < .seconds(5))
    let binary = try Self.file([0x7B, 0xFF, 0xFE, 0x7D])
    #expect(Self.typed("net https://a.example/x @\(binary)").error?.contains("is not UTF-8 text") == true)
    #expect(
      Self.typed("net https://a.example/x @/nonexistent/body.json").error?.contains("@/nonexistent/body.json") == true)
  }
}
