import Testing
import WidgetModel

@testable import WidgetCLI
@testable import WidgetCommands

/// The command parser's list of the program's subcommands is the program's (the rest of the parser's tests are in
/// WidgetCommandsTests' CommandParserTests).
@Suite("The command parser and the program's subcommands")
struct ShellSubcommandsTests {
  @Test("a subcommand of the program typed at the prompt says it runs from the shell, not what it is spelt like")
  func shellSubcommandsAtThePrompt() {
    #expect(
      throws: ParseError(
        "'replay' is a subcommand of the widgetsim program, run from the shell (widgetsim replay --help says how), not a command of this prompt. Type help for the list."
      )
    ) { try CommandParser.parse("replay journals/x.jsonl") }
    #expect(throws: ParseError.self) { try CommandParser.parse("widgetsim help") }
    // The list is the program's subcommands that are not the prompt's commands.
    let program = Set(WidgetsimCLI.subcommands.map(\.name))
    #expect(CommandParser.shellSubcommands == program.subtracting(CommandCatalog.names))
  }
}
