import FuzzerDriver
import WidgetCommands
import WidgetModel

/// libFuzzer's entry point: parses the input as REPL lines, then runs each against a fresh model state — completion
/// of the line, `help`, and for an action its validation, its command text read back, and the reducer.
@_cdecl("LLVMFuzzerTestOneInput")
public func commandParserFuzz(_ data: UnsafePointer<UInt8>?, _ size: Int) -> Int32 {
  let line = String(decoding: UnsafeBufferPointer(start: data, count: size), as: UTF8.self)
  _ = try? CommandParser.parse(line)
  var state = SimState(start: Instant(ms: 1_772_352_000_000))
  for kind in BuiltinKinds.all { state.apply(.kindDefined(kind)) }
  for part in line.split(separator: "\n", maxSplits: 8).map(String.init) {
    _ = Completer(state: state).candidates(line: part, cursor: part.utf8.count)
    switch try? CommandParser.parse(part) {
    case .action(let command):
      guard let action = try? state.validate(command) else { continue }
      let text = action.commandText
      guard case .action(let again) = try? CommandParser.parse(text), (try? state.validate(again)) == action else {
        preconditionFailure("'\(part)' is written back as '\(text)', which does not read back as the same action")
      }
      state.apply(action)
    case .query(.help(let name)): _ = try? HelpText.text(for: name)
    default: break
    }
  }
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
