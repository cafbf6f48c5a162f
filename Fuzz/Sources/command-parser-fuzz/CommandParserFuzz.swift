import FuzzerDriver
import WidgetCLI
import WidgetModel

/// libFuzzer's entry point: parses the input as a REPL line, then runs it in a fresh in-memory session.
@_cdecl("LLVMFuzzerTestOneInput")
public func commandParserFuzz(_ data: UnsafePointer<UInt8>?, _ size: Int) -> Int32 {
  let line = String(decoding: UnsafeBufferPointer(start: data, count: size), as: UTF8.self)
  _ = try? CommandParser.parse(line)
  let session = Session.inMemory(start: Instant(ms: 1_772_352_000_000))
  for part in line.split(separator: "\n", maxSplits: 8) { _ = session.execute(String(part)) }
  return 0
}

/// The program's entry point (SwiftPM's name for `main`): runs libFuzzer on `commandParserFuzz`.
@_cdecl("command_parser_fuzz_main")
public func commandParserFuzzMain(
  _ argc: Int32, _ argv: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>?
) -> Int32 {
  var count = argc
  var arguments = argv
  return LLVMFuzzerRunDriver(&count, &arguments) { commandParserFuzz($0, $1) }
}
