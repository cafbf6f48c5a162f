import Foundation
import Testing
import WidgetJournal
import WidgetModel

@testable import WidgetCommands
@testable import WidgetSimCore

/// `source FILE` and `repeat N every DUR: …`: lines run in turn, each action recorded as an ordinary one.
@Suite("Scripts in the REPL")
struct ScriptingTests {
  static let start = Instant(iso8601: "2026-03-01T08:00:00Z")!

  /// A new session in memory, with `files` written to a new folder; returns the session and the folder.
  static func session(files: [String: String] = [:]) throws -> (Session, URL) {
    let folder = Widgetsim.temporaryDirectory()
    for (name, text) in files { try Data(text.utf8).write(to: folder.appendingPathComponent(name)) }
    return (Session.inMemory(start: start), folder)
  }

  @Test("repeat records the same ordinary actions as typing its commands and ticks out, {n} counting 1…N")
  func repeatIsOrdinaryActions() throws {
    let repeated = Session.inMemory(start: Self.start)
    let typed = Session.inMemory(start: Self.start)
    #expect(repeated.execute("add stocks small").error == nil)
    #expect(typed.execute("add stocks small").error == nil)
    let outcome = repeated.execute("repeat 3 every 10m: data stocks:AAPL {n} ; reload stocks")
    #expect(outcome.error == nil)
    for n in 1...3 {
      for line in ["data stocks:AAPL \(n)", "reload stocks", "tick 10m"] { #expect(typed.execute(line).error == nil) }
    }
    #expect(try repeated.journal.all() == typed.journal.all())
    #expect(repeated.head.digest == typed.head.digest)
    #expect(repeated.head.now == Self.start + .minutes(30))
  }

  @Test("a ';' inside a JSON string separates nothing")
  func semicolonInString() {
    #expect(Script.splitCommands(#" data k {"a":"x;y"} ; reload all ;; "#) == [#"data k {"a":"x;y"}"#, "reload all"])
  }

  @Test(
    "repeat is refused before anything runs when its count, span or commands are wrong",
    arguments: [
      ("repeat 0 every 1m: tick 1m", "repeat: '0' is not a count from 1 to 1000"),
      ("repeat 1001 every 1m: tick 1m", "repeat: '1001' is not a count from 1 to 1000"),
      ("repeat 99999999999999999999 every 1m: tick 1m", "repeat: '99999999999999999999' is not a count from 1 to 1000"),
      ("repeat 2 every 1h1h: reload all", "repeat: '1h1h' is not a duration such as 5m or 1h30m"),
      ("repeat 2 every 1m", "usage: repeat N every DUR: CMD [; CMD…]"),
      ("repeat 2 every 1m: ;", "repeat: no command after ':'"),
      ("repeat 2 every 1m: bogus", "unknown command 'bogus'. Type help for the list."),
      (
        "repeat 2 every 1m: repeat 2 every 1m: tick 1m",
        "repeat: 'repeat 2 every 1m: tick 1m' cannot be repeated; source and repeat do not nest in repeat"
      ),
      ("repeat 2 every 1m: source x", "repeat: 'source x' cannot be repeated; source and repeat do not nest in repeat"),
      (
        "repeat 2 every 1m: " + Array(repeating: "reload all", count: 17).joined(separator: ";"),
        "repeat: 17 commands, over the limit of 16"
      ),
    ])
  func repeatRefused(line: String, message: String) {
    let session = Session.inMemory(start: Self.start)
    let before = session.journal.count
    #expect(session.execute(line).error == message)
    #expect(session.journal.count == before)
  }

  @Test("an error inside repeat stops it there and says how much was recorded")
  func repeatStops() {
    let session = Session.inMemory(start: Self.start)
    let before = session.journal.count
    let outcome = session.execute("repeat 3 every 5m: reload all ; configure w{n} city=Shanghai")
    #expect(
      outcome.error
        == "repeat, time 1 of 3, 'configure w1 city=Shanghai': no widget 'w1' (there are no widgets) (it stopped there; 1 of its actions were recorded)"
    )
    #expect(session.journal.count == before + 1)
  }

  @Test("source runs a file's lines as typed; the first error stops it as FILE:N, through nested scripts")
  func sourceRunsLines() throws {
    let (session, folder) = try Self.session(files: [
      "outer.txt": "add stocks small\n# a comment\n\nsource INNER\ntick 1h\n",
      "inner.txt": "tick 5m\r\nreload stocks\nbogus\n",
    ])
    let inner = folder.appendingPathComponent("inner.txt").path
    let outer = folder.appendingPathComponent("outer.txt")
    try String(contentsOf: outer, encoding: .utf8).replacingOccurrences(of: "INNER", with: inner)
      .write(to: outer, atomically: true, encoding: .utf8)
    let before = session.journal.count
    let outcome = session.execute("source \(outer.path)")
    #expect(outcome.error == "\(outer.path):4: \(inner):3: unknown command 'bogus'. Type help for the list.")
    #expect(session.journal.count == before + 3, "add, tick and reload were recorded; tick 1h never ran")
    #expect(outcome.output.contains("added w1"))
  }

  @Test("a script that sources itself stops at the depth limit; a missing file or a folder is said in words")
  func sourceBounded() throws {
    let (session, folder) = try Self.session(files: [:])
    let loop = folder.appendingPathComponent("loop.txt").path
    try Data("source \(loop)\n".utf8).write(to: URL(fileURLWithPath: loop))
    let error = try #require(session.execute("source \(loop)").error)
    #expect(error.hasSuffix("source \(loop): scripts nested more than 8 deep (does one source itself?)"))
    #expect(
      session.execute("source \(folder.path)/none").error == "source \(folder.path)/none: no such file or directory")
    #expect(
      session.execute("source \(folder.path)").error
        == "source \(folder.path): is a directory, not a regular file; a script must be a regular file")
  }

  @Test("help lists source and repeat, exit and ?; completion offers them and 'every'")
  func catalog() {
    let help = session(help: "help")
    for word in ["source FILE", "repeat N every DUR", "quit | exit", "help [COMMAND] | ?"] {
      #expect(help.contains(word), "help lacks \(word)")
    }
    let completer = Completer(state: Session.inMemory(start: Self.start).head)
    #expect(completer.candidates(line: "rep", cursor: 3) == ["replace", "repeat"])
    #expect(completer.candidates(line: "sou", cursor: 3) == ["source"])
    #expect(completer.candidates(line: "repeat 3 ev", cursor: 11) == ["every"])
  }

  /// The output of `line` in a new session.
  func session(help line: String) -> String { Session.inMemory(start: Self.start).execute(line).output }
}
