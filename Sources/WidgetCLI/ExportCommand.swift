import WidgetJournal
import WidgetModel

#if canImport(Glibc)
  import Glibc
#endif

/// `widgetsim export swift-testing FILE`: a journal as a test in a developer's own test target.
enum ExportCommand {
  /// The formats a journal is exported to.
  static let formats = ["swift-testing"]

  static let usage =
    "widgetsim export swift-testing FILE [--style changes|final] [--call-providers WIDGETS] [--import MODULES] [-o Tests.swift]"
  static let details = """
    Writes a Swift Testing file that replays FILE through WidgetScenario (import WidgetSimCore) and checks the \
    widgets' ids, status, shown entry, next refresh and budget used:
      --style changes   after every action, what it changed since the action before (the default)
      --style final     every widget's every field at the end
    Each action is the REPL command that types it, under a comment with its seq; an action that recorded a \
    developer's provider outputs is the journal's line, so the test needs no provider.
    --call-providers WIDGETS (in a simulator program) writes a test for the program's test target that calls the \
    providers instead: WIDGETS is the Swift expression for the program's widgets ([SimulatedWidget], e.g. \
    WeatherBundle.simulated), --import the modules that declare it (imported @testable, separated by commas). \
    The builds the journal recorded are made again by the providers, in the worker processes of the program built \
    beside the test bundle, and the same expectations check what they give: the test guards the provider too.
    A failure names the widget, the field, the value expected and the one found, and the seq.
    The suite is named after FILE (@Suite("NAME")); the output is the same, byte for byte, for the same journal \
    and style. A journal of more than \(SwiftTestingExport.statementActionsMax) actions, or with more than \
    \(SwiftTestingExport.statementExpectationsMax) expectations, is written as text tables (one action a line, what \
    it changed indented below) run by one loop, so that it compiles in seconds; others as statements, in functions \
    of at most \(SwiftTestingExport.actionsPerFunction) actions. With more than \
    \(SwiftTestingExport.idsListedMax) widgets, an action that places or removes some is followed by the number of \
    widgets, not their list.
    -o writes Tests.swift (its folder must exist) whole or not at all; it never replaces FILE itself, a widgetsim \
    journal, a file a REPL is writing or a symbolic link (neither written through nor replaced). Without -o the \
    file goes to standard output.
    Nothing is written when the journal cannot be read whole or an option is wrong.
    """

  /// `widgetsim export FORMAT FILE …`.
  static func run(_ words: [String]) throws -> Int32 {
    let args = try Arguments(
      words.map { $0 == "-o" ? "--output" : $0 }, flags: [],
      options: ["style", "output", "call-providers", "import"])
    guard let format = args.positionals.first else {
      throw UsageError("export needs a format (\(formats.joined(separator: ", "))) and a FILE")
    }
    guard formats.contains(format) else {
      let near = NameSuggestion.nearest(to: format, in: formats).map { "; did you mean '\($0)'?" } ?? ""
      throw UsageError("unknown format '\(format)'\(near) (formats: \(formats.joined(separator: ", ")))")
    }
    guard args.positionals.count == 2 else { throw UsageError("export swift-testing needs exactly one FILE") }
    let style = try self.style(args.options["style"])
    let path = args.positionals[1]
    // OUT is checked and held before the journal is read: a name that must not be replaced is refused at once.
    let file = try args.options["output"].map { output in
      try checkFolder(of: output)
      return try OutputFile.begin(output, named: "-o \(output)", input: path)
    }
    defer { file?.abandon() }
    let calls = try providerCalls(args)
    var export = try SwiftTestingExport.read(path: path, style: style)
    export.providerCalls = calls
    let text = export.render()
    if let file {
      try OutputFile.write(text, into: file, named: "-o \(file.destination)")
      try OutputFile.commit(file, named: "-o \(file.destination)")
    } else {
      writeAll(1, text)
    }
    return 0
  }

  /// What `--call-providers WIDGETS` and `--import MODULE` ask for, nil without them.
  /// - Throws: `UsageError` outside a simulator program, for `--import` alone, or for a name that is not Swift's.
  static func providerCalls(_ args: Arguments) throws(UsageError) -> SwiftTestingExport.ProviderCalls? {
    let imports =
      args.options["import"].map { $0.split(separator: ",", omittingEmptySubsequences: false).map(String.init) } ?? []
    guard let widgets = args.options["call-providers"] else {
      guard imports.isEmpty else { throw UsageError("--import goes with --call-providers") }
      return nil
    }
    guard WidgetsimCLI.providers != nil else {
      throw UsageError(
        "--call-providers writes a test that calls your own providers: run it in your simulator program (swift run Sim export swift-testing FILE --call-providers WIDGETS; docs/PROVIDERS.md), not in the plain widgetsim"
      )
    }
    // An expression such as `WeatherBundle.simulated` or `Widgets.all(groups: 2)`, kept to one line of Swift.
    guard !widgets.isEmpty, !widgets.contains(where: \.isNewline), !widgets.contains("//"), !widgets.contains("/*")
    else {
      throw UsageError(
        "--call-providers '\(widgets)' is not a Swift expression on one line (e.g. WeatherBundle.simulated)")
    }
    for module in imports
    where module.isEmpty || module.first!.isNumber
      || !module.allSatisfy({ $0.isLetter || $0.isNumber || $0 == "_" })
    {
      throw UsageError("--import '\(module)' is not a module name (e.g. Sim)")
    }
    let program = CommandLine.arguments.first?.split(separator: "/").last.map(String.init) ?? "Sim"
    return SwiftTestingExport.ProviderCalls(widgets: widgets, imports: imports, program: program)
  }

  /// The style named by `--style`, `changes` without it.
  /// - Throws: `UsageError` for another word, with the nearest style.
  static func style(_ text: String?) throws(UsageError) -> SwiftTestingExport.Style {
    guard let text else { return .changes }
    if let style = SwiftTestingExport.Style(rawValue: text) { return style }
    let names = SwiftTestingExport.Style.allCases.map(\.rawValue)
    let near = NameSuggestion.nearest(to: text, in: names).map { "; did you mean '\($0)'?" } ?? ""
    throw UsageError("--style \(text) is not a style\(near) (styles: \(names.joined(separator: ", ")))")
  }

  /// Checks, before the journal is read, that `-o PATH`'s folder exists and is a folder.
  /// - Throws: `ExportError` naming the folder.
  static func checkFolder(of path: String) throws(ExportError) {
    let folder = path.contains("/") ? String(path[..<path.lastIndex(of: "/")!]) : "."
    var info = stat()
    guard stat(folder.isEmpty ? "/" : folder, &info) == 0, (info.st_mode & S_IFMT) == S_IFDIR else {
      throw ExportError("-o \(path): the folder \(folder) does not exist; nothing was written")
    }
  }
}
