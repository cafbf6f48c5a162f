import Foundation
import Testing
import WidgetJournal
import WidgetModel

@testable import WidgetCommands
@testable import WidgetSimCore

/// `widgetsim edit` and `widgetsim diff`, and the REPL's `insert`, `replace` and `drop`: what-if edits of a journal's
/// history, and the comparison of two journals.
@Suite("What-if edits and diff")
struct EditDiffTests {
  /// A recorded example copied into a new temporary directory, so tests may write beside it.
  static func example(_ name: String) throws -> String {
    try Widgetsim.copy(Widgetsim.packageRoot.appendingPathComponent("journals/\(name).jsonl").path)
  }

  /// The directory of `path`.
  static func folder(_ path: String) -> URL { URL(fileURLWithPath: path).deletingLastPathComponent() }

  /// The files in the directory of `path`, sorted.
  static func files(beside path: String) throws -> [String] {
    try FileManager.default.contentsOfDirectory(atPath: folder(path).path).sorted()
  }

  /// The instants of a journal's ticks, in order.
  static func tickInstants(_ path: String) throws -> [Instant] {
    var instants: [Instant] = []
    let outcome = try JournalReplay.replay(path: path) { _, action, _ in
      if case .clockTicked(let to) = action { instants.append(to) }
    }
    #expect(outcome.error == nil)
    return instants
  }

  /// Runs `widgetsim ARGS` in the directory of `path`.
  static func run(_ arguments: [String], beside path: String) throws -> Widgetsim.Run {
    try Widgetsim.run(arguments, in: folder(path))
  }

  @Test("edit keeps every later tick's instant, and leaves out a tick the inserted one moved the clock past")
  func ticksKeepInstants() throws {
    let path = try Self.example("budget-spent")
    let original = try Data(contentsOf: URL(fileURLWithPath: path))
    // After seq 7 the clock is at 08:10; the inserted tick takes it to 08:35, past the ticks to 08:20 and 08:30.
    let run = try Self.run(["edit", path, "--insert", "8", "tick 25m", "-o", "e.jsonl"], beside: path)
    #expect(run.status == 0, "\(run.stderr)")
    let edited = Self.folder(path).appendingPathComponent("e.jsonl").path
    #expect(try Data(contentsOf: URL(fileURLWithPath: path)) == original, "the original must not change")
    let before = try Self.tickInstants(path)
    let after = try Self.tickInstants(edited)
    let inserted = Instant(iso8601: "2026-03-01T08:35:00Z")!
    let leftOut = ["2026-03-01T08:20:00Z", "2026-03-01T08:30:00Z"].map { Instant(iso8601: $0)! }
    #expect(after.filter { $0 != inserted } == before.filter { !leftOut.contains($0) })
    #expect(after.contains(inserted))
    #expect(try JournalReplay.replay(path: edited).state.now == JournalReplay.replay(path: path).state.now)
    #expect(run.stdout.contains("left out, no longer valid (2 actions, seqs of the original):"))
    #expect(
      run.stdout.contains(
        "  9  tick to 2026-03-01T08:20:00Z: the clock only moves forward: it is 2026-03-01T08:35:00Z, and 2026-03-01T08:20:00Z is earlier"
      ), "\(run.stdout)")
    #expect(run.stdout.contains("  11  tick to 2026-03-01T08:30:00Z: "))
  }

  @Test("actions about a dropped widget are listed with the reason and left out; the rest is replayed")
  func invalidLeftOut() throws {
    let path = Widgetsim.temporaryDirectory().appendingPathComponent("x.jsonl").path
    let (session, _) = try Session.open(path: path, start: Instant(iso8601: "2026-03-01T08:00:00Z")!)
    let lines = [
      "add weather", "add stocks", "tick 10m", "configure w1 city=Guangzhou", "tick 10m", "remove w1",
      "configure w2 symbol=MSFT",
    ]
    for line in lines { #expect(session.execute(line).error == nil, "\(line)") }
    let run = try Self.run(["edit", path, "--drop", "4", "-o", "e.jsonl"], beside: path)
    #expect(run.status == 0, "\(run.stderr)")
    #expect(
      run.stdout.hasPrefix(
        """
        dropped action 4
        left out, no longer valid (2 actions, seqs of the original):
          7  configure w1 city=Guangzhou: no widget 'w1'; did you mean 'w2'? (widgets: w2)
          9  remove w1: no widget 'w1'; did you mean 'w2'? (widgets: w2)
        """), "\(run.stdout)")
    let edited = try JournalReplay.replay(path: Self.folder(path).appendingPathComponent("e.jsonl").path)
    #expect(edited.error == nil)
    #expect(edited.state.seq == 7)
    #expect(edited.state.widgets.keys.sorted() == ["w2"])
    #expect(edited.state.widgets["w2"]?.config["symbol"] == .string("MSFT"))
  }

  /// Every action of the journal at `path` with its seq.
  static func seqs(_ path: String) throws -> [(seq: Int, action: Action)] {
    var all: [(seq: Int, action: Action)] = []
    _ = try JournalReplay.replay(path: path) { state, action, _ in all.append((state.seq, action)) }
    return all
  }

  @Test("the edited journal's header names the original and the seq it was made at; old headers still read")
  func parentInHeader() throws {
    let path = try Self.example("data-without-reload")
    let run = try Self.run(["edit", path, "--replace", "6", "reload all", "-o", "e.jsonl"], beside: path)
    #expect(run.status == 0, "\(run.stderr)")
    let edited = try JournalReplay.replay(path: Self.folder(path).appendingPathComponent("e.jsonl").path)
    #expect(edited.header.parent == JournalParent(path: Journal.absolutePath(path), seq: 5))
    #expect(!edited.header.isExample, "an edit is the user's own journal")
    #expect(try JournalReplay.replay(path: path).header.parent == nil, "a journal from before parents reads as none")
    #expect(run.stdout.hasPrefix("replaced action 6 with: reload all\n"))
  }

  @Test("a fork names its parent in its header too")
  func forkParent() throws {
    let path = Widgetsim.temporaryDirectory().appendingPathComponent("x.jsonl").path
    let (session, _) = try Session.open(path: path, start: Instant(iso8601: "2026-03-01T08:00:00Z")!)
    for line in ["add weather", "tick 1h", "goto 4", "tick 10m"] { #expect(session.execute(line).error == nil) }
    let fork = try JournalReplay.replay(path: try #require(session.path))
    #expect(fork.header.parent == JournalParent(path: Journal.absolutePath(path), seq: 4))
  }

  @Test("diff names the first action that differs and each widget's end, in words and in JSON; exit 1")
  func diffWordsAndJSON() throws {
    let path = try Self.example("data-without-reload")
    let edit = try Self.run(["edit", path, "--insert", "9", "reload weather", "-o", "e.jsonl"], beside: path)
    #expect(edit.status == 0, "\(edit.stderr)")
    let words = try Self.run(["diff", path, "e.jsonl"], beside: path)
    #expect(words.status == 1, "\(words.stderr)")
    let lines = words.stdout.split(separator: "\n").map(String.init)
    #expect(
      lines.contains(
        "B was made from A (its header names it as the parent): the same first 8 actions, then a fork or an edit"))
    let first = try #require(lines.firstIndex(of: "first difference at seq 9:"))
    #expect(lines[first + 1] == "  A: tick to 2026-03-01T09:20:00Z")
    #expect(lines[first + 2] == "  B: reload weather")
    #expect(lines.contains("    status:       stale → live"))
    #expect(lines.contains("    budget:       1/40 → 2/40"))
    #expect(lines.contains("    next refresh: 12:05 → 13:00"))
    #expect(lines.last == "the end states differ (A → B)")
    let json = try Self.run(["diff", path, "e.jsonl", "--json"], beside: path)
    #expect(json.status == 1)
    let value = try JSONValue(parsing: json.stdout.trimmingCharacters(in: .newlines))
    #expect(
      value["firstDifference"]
        == .object([
          ("seq", .int(9)), ("a", .string("tick to 2026-03-01T09:20:00Z")), ("b", .string("reload weather")),
          ("builds", .array([])),
        ]))
    #expect(value["sameEnd"] == .bool(false))
    #expect(
      value["madeFrom"]
        == .object([("child", .string("b")), ("parent", .string("a")), ("seq", .int(8)), ("holds", .bool(true))]))
    let widget = try #require(value["widgets"]?.arrayValue?.first)
    #expect(widget["id"] == .string("w1"))
    #expect(widget["differs"] == .array(["status", "entry", "nextRefresh", "budget"].map { .string($0) }))
    #expect(widget["a"]?["status"] == .string("stale"))
    #expect(widget["b"]?["status"] == .string("live"))
    #expect(widget["a"]?["budgetUsed"] == .int(1))
    #expect(widget["b"]?["budgetUsed"] == .int(2))
    #expect(widget["b"]?["budgetLimit"] == .int(40))
    #expect(widget["b"]?["nextRefresh"] == .string("2026-03-01T13:00:00Z"))
    #expect(widget["b"]?["content"] == .object([("temp", .int(14)), ("sky", .string("sunny"))]))
  }

  @Test("diff of a journal and itself, or a copy: every action the same, exit 0")
  func diffIdentical() throws {
    let path = try Self.example("budget-spent")
    try FileManager.default.copyItem(atPath: path, toPath: Self.folder(path).appendingPathComponent("copy.jsonl").path)
    let run = try Self.run(["diff", path, "copy.jsonl"], beside: path)
    #expect(run.status == 0, "\(run.stderr)")
    #expect(run.stdout.contains("every action is the same (88 of them)"))
    #expect(run.stdout.hasSuffix("the end states are the same\n"))
    let json = try Self.run(["diff", path, "copy.jsonl", "--json"], beside: path)
    let value = try JSONValue(parsing: json.stdout.trimmingCharacters(in: .newlines))
    #expect(value["firstDifference"] == .null)
    #expect(value["sameEnd"] == .bool(true))
    #expect(value["madeFrom"] == .null)
  }

  @Test("diff counts seqs from 1: a difference in the first action is at seq 1, a longer journal's extra at the end")
  func diffFirstAndLast() throws {
    let path = try Self.example("data-without-reload")
    let first = try Self.run(["edit", path, "--replace", "1", "set budget=20", "-o", "first.jsonl"], beside: path)
    #expect(first.status == 0, "\(first.stderr)")
    let atOne = try Self.run(["diff", path, "first.jsonl", "--json"], beside: path)
    let one = try JSONValue(parsing: atOne.stdout.trimmingCharacters(in: .newlines))
    #expect(one["firstDifference"]?["seq"] == .int(1), "\(atOne.stdout)")
    #expect(one["firstDifference"]?["b"] == .string("set budget=20"))
    let longer = try Self.run(["edit", path, "--insert", "10", "tick 1m", "-o", "longer.jsonl"], beside: path)
    #expect(longer.status == 0, "\(longer.stderr)")
    let atEnd = try Self.run(["diff", path, "longer.jsonl"], beside: path)
    #expect(
      atEnd.stdout.contains(
        "first difference at seq 10:\n  A: (none: A ends at seq 9)\n  B: tick to 2026-03-01T09:21:00Z"),
      "\(atEnd.stdout)")
    #expect(atEnd.stdout.contains("  the clock: 09:20 → 09:21"))
  }

  @Test(
    "replaying a pair folds their common prefix once, yet reaches the states and stops of two replays",
    arguments: ["copy", "edit", "header", "prefix", "seq gap", "damaged"])
  func pairMatchesReplays(_ variant: String) throws {
    let path = try Self.example("budget-spent")
    let other = Self.folder(path).appendingPathComponent("other.jsonl").path
    var lines = try String(contentsOfFile: path, encoding: .utf8).split(separator: "\n").map(String.init)
    switch variant {
    case "edit":
      let run = try Self.run(["edit", path, "--insert", "40", "app foreground", "-o", other], beside: path)
      #expect(run.status == 0, "\(run.stderr)")
    case "header": lines[0] = JournalHeader(start: Instant(iso8601: "2026-03-01T07:00:00Z")!).line
    case "prefix": lines.removeLast(20)
    case "seq gap":
      // The same action as the original's 30th, numbered 31: a line the second journal must stop at.
      var action: Action? = nil
      _ = try JournalReplay.replay(path: path, to: 30) { _, folded, _ in action = folded }
      lines[30] = ActionCodec.encode(try #require(action), seq: 31)
    case "damaged": lines[30] = lines[30].replacingOccurrences(of: "stocks", with: "stacks")
    default: break
    }
    if variant != "edit" {
      try (lines.joined(separator: "\n") + "\n").write(toFile: other, atomically: true, encoding: .utf8)
    }
    let pair = try JournalReplay.replayPair(path, other)
    for (outcome, file) in [(pair.a, path), (pair.b, other)] {
      let alone = try JournalReplay.replay(path: file)
      #expect(outcome.state == alone.state, "\(variant): \(file)")
      #expect(outcome.error == alone.error, "\(variant): \(file)")
      #expect(outcome.missingFinalNewline == alone.missingFinalNewline)
    }
    let expected: Int? = ["copy": nil, "edit": 40, "header": 0, "prefix": 69, "seq gap": 30, "damaged": 30][variant]!
    #expect(pair.divergence?.seq == expected, "\(variant)")
  }

  @Test("bad input names the option and the limit, exits 2, and writes nothing")
  func badInput() throws {
    let path = try Self.example("data-without-reload")
    let before = try Self.files(beside: path)
    let cases: [([String], String)] = [
      (
        ["--insert", "11", "reload weather"],
        "--insert 11: the journal holds 9 actions, so SEQ goes from 1 to 10 (10 appends after the last)"
      ),
      (["--replace", "10", "reload weather"], "--replace 10: the journal holds 9 actions, so SEQ goes from 1 to 9"),
      (["--drop", "8..12"], "--drop 8..12: the journal holds 9 actions, so SEQ goes from 1 to 9"),
      (
        ["--insert", "9", "relaod weather"],
        "--insert 9 'relaod weather': unknown command 'relaod'. Did you mean 'reload'?"
      ),
      (
        ["--insert", "9", "reload wether"],
        "--insert 9 'reload wether' is not valid after seq 8 (2026-03-01T09:00:00Z): no kind 'wether'"
      ),
      (["--insert", "9", "show w1"], "--insert 9 'show w1' is not an action"),
      (["--drop", "5..3"], "--drop 5..3: the range runs backwards; write the lower seq first: 3..5"),
      (["--insert", "9", "reload weather", "--drop", "3"], "--insert and --drop: edit makes one change at a time"),
      (["--drop", "0"], "--drop 0: seqs start at 1"),
      (["--insert", "9"], "--insert needs 'ACTION' after SEQ"),
      (["--insrt", "9", "x"], "unknown option --insrt; did you mean --insert?"),
    ]
    for (words, message) in cases {
      let run = try Self.run(["edit", path] + words, beside: path)
      #expect(run.status == 2, "\(words): \(run.stderr)")
      #expect(run.stderr.contains(message), "\(words): \(run.stderr)")
      #expect(run.stdout.isEmpty)
      #expect(try Self.files(beside: path) == before, "\(words) wrote a file")
    }
    let missing = try Self.run(["edit", "missing.jsonl", "--drop", "1"], beside: path)
    #expect(missing.status == 1)
    #expect(missing.stderr.contains("missing.jsonl"), "\(missing.stderr)")
    #expect(try Self.files(beside: path) == before)
    let unreadable = try Self.run(["diff", path, "missing.jsonl"], beside: path)
    #expect(unreadable.status == 2)
    #expect(unreadable.stderr.contains("missing.jsonl"))
    let usage = try Self.run(["diff", path], beside: path)
    #expect(usage.status == 2)
    #expect(usage.stderr.contains("diff needs two journals, A and B; found 1"))
  }

  @Test("-o refuses a file that is not an earlier edit of FILE, and replaces one that is")
  func outputOverwrite() throws {
    let path = try Self.example("data-without-reload")
    let other = Self.folder(path).appendingPathComponent("other.jsonl").path
    try Data("keep me\n".utf8).write(to: URL(fileURLWithPath: other))
    let refused = try Self.run(["edit", path, "--drop", "9", "-o", "other.jsonl"], beside: path)
    #expect(refused.status == 2)
    #expect(refused.stderr.contains("-o other.jsonl: the file exists and is not an edit of"))
    #expect(try String(contentsOfFile: other, encoding: .utf8) == "keep me\n")
    #expect(try Self.run(["edit", path, "--drop", "9", "-o", "e.jsonl"], beside: path).status == 0)
    let again = try Self.run(["edit", path, "--drop", "8", "-o", "e.jsonl"], beside: path)
    #expect(again.status == 0, "\(again.stderr)")
    #expect(again.stdout.hasPrefix("replaced e.jsonl, an earlier edit of \(path) (at seq 8)\n"))
    let edited = try JournalReplay.replay(path: Self.folder(path).appendingPathComponent("e.jsonl").path)
    #expect(edited.header.parent?.seq == 7)
  }

  @Test("without -o the edit goes beside FILE as NAME.edit-N.jsonl, or to the sessions folder for an example")
  func defaultOutput() throws {
    let path = try Self.example("data-without-reload")
    let sessions = Widgetsim.temporaryDirectory().path
    let run = try Widgetsim.run(
      ["edit", path, "--drop", "9"], in: Self.folder(path), environment: ["WIDGETSIM_SESSIONS": sessions])
    #expect(run.status == 0, "\(run.stderr)")
    #expect(FileManager.default.fileExists(atPath: sessions + "/data-without-reload.edit-1.jsonl"))
    let mine = Self.folder(path).appendingPathComponent("mine.jsonl").path
    #expect(try Self.run(["edit", path, "--drop", "9", "-o", "mine.jsonl"], beside: path).status == 0)
    #expect(try Self.run(["edit", mine, "--drop", "8"], beside: path).status == 0)
    #expect(FileManager.default.fileExists(atPath: Self.folder(path).appendingPathComponent("mine.edit-1.jsonl").path))
  }

  @Test("an added widget whose automatic id the original adds later gets the next free id")
  func addedWidgetRenamed() throws {
    let session = Session.inMemory(start: Instant(iso8601: "2026-03-01T08:00:00Z")!)
    for line in ["add weather", "tick 1h", "add stocks", "configure w2 symbol=MSFT", "goto 4"] {
      #expect(session.execute(line).error == nil, "\(line)")
    }
    let outcome = session.execute("insert add todo")
    #expect(outcome.error == nil, "\(outcome)")
    #expect(outcome.output.contains("the added widget is w3: w2 is added later in the original, and keeps its id"))
    #expect(session.head.widgets["w2"]?.kind == "stocks")
    #expect(session.head.widgets["w3"]?.kind == "todo")
  }

  @Test("REPL: insert, replace and drop after goto edit the history at the cursor, listing what is left out")
  func replEdits() throws {
    let path = Widgetsim.temporaryDirectory().appendingPathComponent("x.jsonl").path
    let (session, _) = try Session.open(path: path, start: Instant(iso8601: "2026-03-01T08:00:00Z")!)
    for line in ["add weather", "tick 1h", "configure w1 city=Guangzhou", "tick 1h"] {
      #expect(session.execute(line).error == nil)
    }
    let original = try String(contentsOfFile: path, encoding: .utf8)
    #expect(session.execute("goto 4").error == nil)
    let inserted = session.execute("insert tick 90m")
    #expect(inserted.error == nil, "\(inserted)")
    #expect(inserted.output.contains("inserted at seq 5: tick to 2026-03-01T09:30:00Z"))
    #expect(inserted.output.contains("the edited journal is \(Self.folder(path).path)/x.edit-1.jsonl"))
    #expect(session.promptSeq == 5)
    #expect(session.head.now == Instant(iso8601: "2026-03-01T10:00:00Z")!, "the last tick keeps its instant")
    #expect(try String(contentsOfFile: path, encoding: .utf8) == original)
    #expect(session.execute("goto 5").error == nil)
    let dropped = session.execute("drop")
    #expect(dropped.output.hasPrefix("dropped action 6"), "\(dropped)")
    #expect(session.head.widgets["w1"]?.config["city"] != .string("Guangzhou"))
    #expect(session.execute("goto 4").error == nil)
    let replaced = session.execute("replace remove w1")
    #expect(replaced.error == nil, "\(replaced)")
    #expect(replaced.output.contains("replaced action 5 with: remove w1"))
    #expect(session.head.widgets.isEmpty)
    let replayed = try JournalReplay.replay(path: try #require(session.path))
    #expect(replayed.error == nil)
    #expect(replayed.state == session.head)
    #expect(replayed.header.parent?.seq == 4)
    #expect(session.execute("head").error == nil)
    #expect(session.execute("drop").error?.contains("drop: no action follows seq") == true)
    #expect(session.execute("goto 4").error == nil)
    #expect(
      session.execute("drop 9").error
        == "drop 9: only 2 actions follow the cursor at seq 4 (up to seq 6); drop 2 takes them all")
    #expect(
      session.execute("insert relaod all").error
        == "insert: unknown command 'relaod'. Did you mean 'reload'? Type help for the list.")
  }

  @Test("REPL lines through the binary: goto, insert and a dropped configure of a removed widget listed")
  func replThroughBinary() throws {
    let path = try Self.example("ignores-configuration")
    let sessions = Widgetsim.temporaryDirectory().path
    let history = try Self.seqs(path)
    let addW2 = try #require(
      history.first { if case .widgetAdded("w2", _, _, _, _) = $0.action { true } else { false } })
    let run = try Widgetsim.run(
      ["repl", "--journal", path], input: "goto \(addW2.seq)\ninsert remove w2\nhead\n",
      environment: ["WIDGETSIM_SESSIONS": sessions])
    #expect(run.status == 0, "\(run.stderr)")
    #expect(run.stdout.contains("inserted at seq \(addW2.seq + 1): remove w2"), "\(run.stdout)")
    #expect(run.stdout.contains("the edited journal is \(sessions)/ignores-configuration.edit-1.jsonl"))
  }

  @Test("an edit of a journal with provider kinds is refused, and nothing is written")
  func providerKindsRefused() throws {
    let path = Widgetsim.temporaryDirectory().appendingPathComponent("p.jsonl").path
    let (session, _) = try Session.open(path: path, start: Instant(iso8601: "2026-03-01T08:00:00Z")!)
    for line in ["define mine data=mine provider=yes", "tick 1h", "goto 4"] {
      #expect(session.execute(line).error == nil, "\(line)")
    }
    let before = try Self.files(beside: path)
    let outcome = session.execute("insert tick 5m")
    #expect(outcome.error?.contains("provider=yes") == true, "\(outcome)")
    #expect(try Self.files(beside: path) == before)
    #expect(session.path == path)
  }

  @Test("the README's edit and diff example is the tool's own output")
  func readmeExample() throws {
    let directory = Widgetsim.temporaryDirectory()
    let journals = directory.appendingPathComponent("journals")
    try FileManager.default.createDirectory(at: journals, withIntermediateDirectories: true)
    try FileManager.default.copyItem(
      atPath: Widgetsim.packageRoot.appendingPathComponent("journals/data-without-reload.jsonl").path,
      toPath: journals.appendingPathComponent("data-without-reload.jsonl").path)
    let edit = ["edit", "journals/data-without-reload.jsonl", "--insert", "9", "reload weather", "-o", "what-if.jsonl"]
    let diff = ["diff", "journals/data-without-reload.jsonl", "what-if.jsonl"]
    let edited = try Widgetsim.run(edit, in: directory)
    let compared = try Widgetsim.run(diff, in: directory)
    #expect(compared.status == 1)
    let session = """
      $ widgetsim edit journals/data-without-reload.jsonl --insert 9 'reload weather' -o what-if.jsonl
      \(edited.stdout)$ widgetsim diff journals/data-without-reload.jsonl what-if.jsonl
      \(compared.stdout)$ echo $?
      1
      """
    let readme = try String(
      contentsOf: Widgetsim.packageRoot.appendingPathComponent("README.md"), encoding: .utf8)
    #expect(readme.contains(session), "the README's example differs from:\n\(session)")
  }

  @Test("tab completion and help know insert, replace and drop")
  func completionAndHelp() throws {
    let completer = Completer(state: Session.inMemory(start: Instant(iso8601: "2026-03-01T08:00:00Z")!).head)
    #expect(completer.candidates(line: "ins", cursor: 3) == ["insert"])
    #expect(completer.candidates(line: "insert rel", cursor: 10) == ["reload"])
    #expect(completer.candidates(line: "replace reload ", cursor: 15).first == "all")
    #expect(completer.candidates(line: "dr", cursor: 2) == ["drop"])
    for name in ["insert", "replace", "drop"] {
      #expect(try HelpText.text(for: name).hasPrefix("usage: \(name)"))
    }
    #expect(try CommandParser.parse("drop 2") == .edit(.drop(2)))
    #expect(try CommandParser.parse("replace tick 5m") == .edit(.replace(.tickBy("5m"))))
  }

  @Test("an older-format journal is edited through a copy in a scratch folder that is removed; it stays the parent")
  func olderFormat() throws {
    let folder = Widgetsim.temporaryDirectory()
    let scratch = Widgetsim.temporaryDirectory()
    let path = folder.appendingPathComponent("old.jsonl").path
    let v0 = """
      {"format":"widgetsim-journal","version":0,"start":"2026-03-01T08:00:00Z","settings":{"budget":40}}
      {"n":1,"type":"define","name":"weather","families":["systemSmall"],"params":[{"name":"city","type":"enum","options":["Beijing","Shanghai"],"default":"Beijing"}],"entries":5,"every":"1h","policy":"atEnd","data":"weather:{city}"}
      {"n":2,"type":"add","id":"w1","kind":"weather","family":"systemSmall","config":{"city":"Shanghai"}}
      {"n":3,"type":"tick","to":"2026-03-01T09:00:00Z"}

      """
    try v0.write(toFile: path, atomically: false, encoding: .utf8)
    let run = try Widgetsim.run(
      ["edit", path, "--insert", "3", "tick 30m", "-o", "e.jsonl"], in: folder, environment: ["TMPDIR": scratch.path])
    #expect(run.status == 0, "\(run.stderr)")
    #expect(run.stderr.contains("old.jsonl is in format v0, read through a format v1 copy (\(path) is unchanged)"))
    #expect(try String(contentsOfFile: path, encoding: .utf8) == v0, "the original is untouched")
    #expect(try FileManager.default.contentsOfDirectory(atPath: scratch.path).isEmpty, "the scratch copy is removed")
    #expect(try Self.files(beside: path) == ["e.jsonl", "old.jsonl"], "no upgraded copy beside the original")
    let edited = folder.appendingPathComponent("e.jsonl").path
    let header = try #require(try String(contentsOfFile: edited, encoding: .utf8).split(separator: "\n").first)
    #expect(header.contains(#""parent":{"path":"\#(path)","seq":2}"#))
    #expect(try Self.tickInstants(edited) == ["08:30", "09:00"].map { Instant(iso8601: "2026-03-01T\($0):00Z")! })
  }

  @Test("edit -o refuses an earlier edit that a REPL has open, and replaces nothing")
  func outputHeldByREPL() throws {
    let path = try Self.example("data-without-reload")
    let edited = Self.folder(path).appendingPathComponent("e.jsonl").path
    #expect(try Self.run(["edit", path, "--drop", "9", "-o", "e.jsonl"], beside: path).status == 0)
    let before = try String(contentsOfFile: edited, encoding: .utf8)
    let (session, _) = try Session.open(path: edited, start: Instant(iso8601: "2026-03-01T08:00:00Z")!)
    try withExtendedLifetime(session) {
      let run = try Self.run(["edit", path, "--drop", "8", "-o", "e.jsonl"], beside: path)
      #expect(run.status == 1, "\(run.stderr)")
      #expect(
        run.stderr.contains("-o e.jsonl: another widgetsim is writing it as its journal (a REPL, or a recorder)"),
        "\(run.stderr)")
      #expect(try String(contentsOfFile: edited, encoding: .utf8) == before)
      #expect(session.execute("tick 5m").error == nil, "the REPL goes on writing the file it holds")
    }
    #expect(try JournalReplay.replay(path: edited).state.seq == 9, "the REPL's action is in the file at e.jsonl")
  }

  @Test("edit -o refuses an earlier edit that has grown since it was written, naming the actions it would lose")
  func outputGrown() throws {
    let path = try Self.example("data-without-reload")
    let edited = Self.folder(path).appendingPathComponent("e.jsonl").path
    #expect(try Self.run(["edit", path, "--drop", "9", "-o", "e.jsonl"], beside: path).status == 0)
    #expect(try JournalReplay.replay(path: edited).header.editedActions == 8)
    do {
      let (session, _) = try Session.open(path: edited, start: Instant(iso8601: "2026-03-01T08:00:00Z")!)
      #expect(session.execute("reload all").error == nil)
    }
    let before = try String(contentsOfFile: edited, encoding: .utf8)
    let run = try Self.run(["edit", path, "--drop", "8", "-o", "e.jsonl"], beside: path)
    #expect(run.status == 2, "\(run.stderr)")
    #expect(
      run.stderr.contains(
        "-o e.jsonl: an earlier edit of \(path) that has grown since the edit wrote it (8 actions then, 9 now: action 9 was added later, in a REPL say)"
      ), "\(run.stderr)")
    #expect(try String(contentsOfFile: edited, encoding: .utf8) == before)
    try FileManager.default.removeItem(atPath: edited)
    #expect(try Self.run(["edit", path, "--drop", "8", "-o", "e.jsonl"], beside: path).status == 0)
  }

  @Test("a fork of an edit records no edit count of its own; the REPL's edits record theirs")
  func editedCount() throws {
    let path = Widgetsim.temporaryDirectory().appendingPathComponent("x.jsonl").path
    let (session, _) = try Session.open(path: path, start: Instant(iso8601: "2026-03-01T08:00:00Z")!)
    for line in ["add weather", "tick 1h", "tick 1h", "goto 4", "insert tick 10m"] {
      #expect(session.execute(line).error == nil, "\(line)")
    }
    let edit = try JournalReplay.replay(path: try #require(session.path))
    #expect(edit.header.editedActions == 7)
    #expect(session.execute("goto 5").error == nil)
    #expect(session.execute("tick 5m").error == nil)
    let fork = try JournalReplay.replay(path: try #require(session.path))
    #expect(fork.header.parent?.seq == 5)
    #expect(fork.header.editedActions == nil)
  }

  /// The example copied, and a copy of it beside it whose header names `parent(example)` as the parent.
  static func withParent(_ parent: (String) throws -> JSONValue) throws -> (original: String, copy: String) {
    let path = try Self.example("data-without-reload")
    let copy = Self.folder(path).appendingPathComponent("copy.jsonl").path
    let text = try String(contentsOfFile: path, encoding: .utf8)
    var header = try JournalHeader.parse(String(text.prefix { $0 != "\n" }))
    header.extra.append((JournalHeader.parentKey, try parent(path)))
    try (header.line + text.drop { $0 != "\n" }).write(toFile: copy, atomically: false, encoding: .utf8)
    return (path, copy)
  }

  @Test(
    "a header's parent must be a path and a seq from 0: a damaged one is named, not read as no parent",
    arguments: [
      (#"{"path":"/a.jsonl","seq":-1}"#, #""parent" "seq" must be the number of the original's actions kept"#),
      (#"{"path":"/a.jsonl","seq":"3"}"#, #""parent" "seq" must be"#),
      (#"{"path":"/a.jsonl"}"#, #""parent" "seq" must be"#),
      (#""/a.jsonl""#, #""parent" must be {"path":…,"seq":N}"#),
      (#"{"path":"","seq":2}"#, #""parent" must be {"path":…,"seq":N}"#),
    ])
  func parentChecked(_ parent: String, _ message: String) throws {
    let (_, copy) = try Self.withParent { _ in try JSONValue(parsing: parent) }
    let run = try Widgetsim.run(["verify", copy])
    #expect(run.status == 1)
    #expect(run.stdout.contains(message) || run.stderr.contains(message), "\(run.stdout)\(run.stderr)")
  }

  @Test("diff does not claim a common prefix that the parent's seq does not have")
  func parentSeqPastTheEnd() throws {
    let (path, _) = try Self.withParent { .object([("path", .string(Journal.absolutePath($0))), ("seq", .int(99))]) }
    let run = try Self.run(["diff", path, "copy.jsonl"], beside: path)
    #expect(
      run.stdout.contains(
        "B's header names A as its parent, which does not hold: B's header says it kept A's first 99 actions, but A has 9"
      ), "\(run.stdout)")
    #expect(!run.stdout.contains("the same first 99 actions"))
    let json = try Self.run(["diff", path, "copy.jsonl", "--json"], beside: path)
    let value = try JSONValue(parsing: json.stdout.trimmingCharacters(in: .newlines))
    #expect(value["madeFrom"]?["holds"] == .bool(false))
    let edit = try Self.run(["edit", path, "--insert", "9", "reload weather", "-o", "e.jsonl"], beside: path)
    #expect(edit.status == 0)
    let edited = try Self.run(["diff", path, "e.jsonl"], beside: path)
    #expect(edited.stdout.contains("then a fork or an edit"), "\(edited.stdout)")
    let dropped = try Self.run(["edit", path, "--drop", "3", "-o", "d.jsonl"], beside: path)
    #expect(dropped.status == 0)
    let lines = try String(contentsOfFile: Self.folder(path).appendingPathComponent("d.jsonl").path, encoding: .utf8)
    let header = try JournalHeader.parse(String(lines.prefix { $0 != "\n" }))
    #expect(header.parent?.seq == 2)
    // The header claims more of A than the edit kept: A's third action is not in it.
    let claimed = header.derived(from: JournalParent(path: Journal.absolutePath(path), seq: 5))
    try (claimed.line + lines.drop { $0 != "\n" }).write(
      toFile: Self.folder(path).appendingPathComponent("d.jsonl").path, atomically: false, encoding: .utf8)
    let differs = try Self.run(["diff", path, "d.jsonl"], beside: path)
    #expect(
      differs.stdout.contains("B's header says it kept A's first 5 actions, but they differ at seq 3"),
      "\(differs.stdout)")
  }

  @Test("diff of actions that differ only in their recorded builds shows the builds that differ")
  func diffRecordedBuilds() throws {
    let folder = Widgetsim.temporaryDirectory()
    let start = Instant(iso8601: "2026-03-01T08:00:00Z")!
    var kind = Kind(name: "mine", families: [.systemSmall], dataKey: DataKeyTemplate("mine")!)
    kind.provider = true
    let add = Action.widgetAdded(id: "w1", kind: "mine", family: .systemSmall, config: [:])
    for (name, temp) in [("a.jsonl", 21), ("b.jsonl", 22)] {
      let entries = ProvidedEntries(dates: [start], contents: [.object([("t", .int(Int64(temp)))])], relevances: [nil])
      let build = ProvidedBuild(widget: "w1", at: start, output: .timeline(entries, .never))
      let lines = [
        JournalHeader(start: start).line, ActionCodec.encode(.kindDefined(kind), seq: 1),
        ActionCodec.encode(.withBuilds(add, [build]), seq: 2),
      ]
      try (lines.joined(separator: "\n") + "\n").write(
        to: folder.appendingPathComponent(name), atomically: false, encoding: .utf8)
    }
    let run = try Widgetsim.run(["diff", "a.jsonl", "b.jsonl"], in: folder)
    #expect(run.status == 1, "\(run.stderr)")
    #expect(
      run.stdout.contains(
        """
        first difference at seq 2: the same command, with other builds recorded from the providers
          A: add mine small
          B: add mine small
          recorded build 1 (A → B):
            A: {"widget":"w1","at":"2026-03-01T08:00:00Z","entries":[{"date":"2026-03-01T08:00:00Z","content":{"t":21}}],"policy":"never"}
            B: {"widget":"w1","at":"2026-03-01T08:00:00Z","entries":[{"date":"2026-03-01T08:00:00Z","content":{"t":22}}],"policy":"never"}
        """), "\(run.stdout)")
    let json = try Widgetsim.run(["diff", "a.jsonl", "b.jsonl", "--json"], in: folder)
    let value = try JSONValue(parsing: json.stdout.trimmingCharacters(in: .newlines))
    let builds = try #require(value["firstDifference"]?["builds"]?.arrayValue)
    #expect(builds.count == 1)
    #expect(builds.first?["b"]?["entries"]?.arrayValue?.first?["content"] == .object([("t", .int(22))]))
  }

  @Test("an edit of a journal with provider kinds but no recorded builds (recorded from an app) says so")
  func recorderJournalRefused() throws {
    let path = Widgetsim.temporaryDirectory().appendingPathComponent("r.jsonl").path
    do {
      let (session, _) = try Session.open(path: path, start: Instant(iso8601: "2026-03-01T08:00:00Z")!)
      for line in ["define mine data=mine provider=yes", "data mine 1", "tick 1h"] {
        #expect(session.execute(line).error == nil, "\(line)")
      }
    }
    let run = try Self.run(["edit", path, "--insert", "6", "tick 5m"], beside: path)
    #expect(run.status == 1)
    #expect(
      run.stderr.contains(
        "kinds whose timelines come from your own providers (provider=yes): their builds after the change would need those providers"
      ), "\(run.stderr)")
    #expect(!run.stderr.contains("recorded outputs"), "the journal has none")
    #expect(try Self.files(beside: path) == ["r.jsonl"])
  }
}
