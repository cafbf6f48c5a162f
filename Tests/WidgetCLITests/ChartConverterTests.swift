import Foundation
import Testing

@testable import WidgetCLI

/// `chart -o OUT.png`: when rsvg-convert fails, its reason reaches the user, on one line and bounded.
@Suite("chart -o OUT.png when rsvg-convert fails")
struct ChartConverterTests {
  /// A folder holding an `rsvg-convert` that writes `stderr` (a shell `printf` format) on standard error and fails.
  static func failingConverter(_ stderr: String) throws -> URL {
    let folder = Widgetsim.temporaryDirectory()
    let script = folder.appendingPathComponent("rsvg-convert")
    try "#!/bin/sh\nprintf '\(stderr)' >&2\nexit 1\n".write(to: script, atomically: true, encoding: .utf8)
    try FileManager.default.setAttributes([.posixPermissions: 0o755], ofItemAtPath: script.path)
    return folder
  }

  /// A recorded journal of the package.
  static let journal = Widgetsim.packageRoot.appendingPathComponent("journals/data-without-reload.jsonl").path

  @Test("its reason is given after its exit status, its lines joined, and nothing is written")
  func reasonPassedThrough() throws {
    let converter = try Self.failingConverter(
      "The resulting image would be larger than 32767 pixels on either dimension.\\nPlease specify a smaller size.\\n")
    let dir = Widgetsim.temporaryDirectory()
    let run = try Widgetsim.run(
      ["chart", Self.journal, "-o", "x.png"], in: dir, environment: ["PATH": converter.path + ":/usr/bin:/bin"])
    #expect(run.status == 1)
    #expect(
      run.stderr.contains(
        "-o x.png: rsvg-convert failed (exit status 1): The resulting image would be larger than 32767 pixels on either dimension. Please specify a smaller size."
      ), "\(run.stderr)")
    #expect(try FileManager.default.contentsOfDirectory(atPath: dir.path).isEmpty)
  }

  @Test("a long or odd reason is cut to a bound and its control characters blanked")
  func reasonBounded() throws {
    let line = ChartCommand.reasonLine(Array(repeating: UInt8(ascii: "x"), count: 10) + [27, 10, 7, 65], cut: false)
    #expect(line == "xxxxxxxxxx A")
    let converter = try Self.failingConverter(String(repeating: "0123456789", count: 1_000))
    let run = try Widgetsim.run(
      ["chart", Self.journal, "-o", "x.png"], environment: ["PATH": converter.path + ":/usr/bin:/bin"])
    #expect(run.status == 1)
    let message = try #require(run.stderr.split(separator: "\n").first { $0.contains("rsvg-convert failed") })
    #expect(message.hasSuffix(" …"))
    #expect(message.utf8.count < ChartCommand.converterReasonBytesMax + 100)
  }
}
