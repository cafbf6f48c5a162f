import Testing

@testable import WidgetCommands

/// `help` and `help COMMAND`.
@Suite("Help")
struct HelpTextTests {
  @Test("help lists every command under its group")
  func overview() {
    let text = HelpText.overview(columns: HelpText.columnsMax)
    for info in CommandCatalog.all {
      #expect(text.contains("\n  " + HelpText.shortUsage(info.usage)), "\(info.name) is missing")
    }
    for group in ["Kinds and widgets:", "The app:", "Time:", "Looking:", "Time travel:", "Session:"] {
      #expect(text.contains(group))
    }
  }

  @Test("help COMMAND gives the usage, a description and an example", arguments: CommandCatalog.names)
  func command(name: String) throws {
    let text = try HelpText.text(for: name)
    let info = try #require(CommandCatalog.info(name))
    let lines = text.split(separator: "\n", omittingEmptySubsequences: false)
    let usage = lines.prefix { !$0.isEmpty }.joined(separator: " ").split(separator: " ")
    let example = lines.reversed().prefix { !$0.isEmpty }.reversed().joined(separator: " ").split(separator: " ")
    #expect(usage == ("usage: " + info.usage).split(separator: " "))
    #expect(example == ("example: " + info.example).split(separator: " "))
    #expect(text.split(separator: "\n").allSatisfy { $0.count <= HelpText.columnsMax })
  }

  @Test("every example in the catalog parses")
  func examplesParse() throws {
    for info in CommandCatalog.all {
      #expect(throws: Never.self, "\(info.name): \(info.example)") { try CommandParser.parse(info.example) }
    }
  }

  @Test(
    "an unknown command suggests the nearest",
    arguments: [
      ("shw", "no command 'shw'. Did you mean 'show'? Type help for the list."),
      ("timelime", "no command 'timelime'. Did you mean 'timeline'? Type help for the list."),
      ("xyzzy", "no command 'xyzzy'. Type help for the list."),
    ])
  func unknown(name: String, message: String) {
    #expect(throws: ParseError(message)) { try HelpText.text(for: name) }
  }

  @Test("? and exit are explained as help and quit")
  func aliases() throws {
    #expect(try HelpText.text(for: "?").hasPrefix("usage: help"))
    #expect(try HelpText.text(for: "exit").hasPrefix("usage: quit"))
  }

  @Test("the overview's usages fit their column")
  func shortUsages() {
    #expect(CommandCatalog.all.allSatisfy { HelpText.shortUsage($0.usage).count < HelpText.usageColumns })
  }
}
