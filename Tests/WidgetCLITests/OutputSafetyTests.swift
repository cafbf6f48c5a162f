import Foundation
import Testing
import WidgetJournal
import WidgetModel

@testable import WidgetCLI
@testable import WidgetSimCore

#if canImport(Glibc)
  import Glibc
#endif

/// Files written where the user said (`chart -o`, `export -o`, the REPL's `chart`, `edit -o`): never through a link
/// planted beside them or at their name, never over the journal being read, another journal, or a file a writer holds.
@Suite("Outputs never overwrite what they must not")
struct OutputSafetyTests {
  /// A recorded example copied into a new temporary directory, and that directory.
  static func example() throws -> (path: String, folder: URL) {
    let path = try Widgetsim.copy(
      Widgetsim.packageRoot.appendingPathComponent("journals/data-without-reload.jsonl").path)
    return (path, URL(fileURLWithPath: path).deletingLastPathComponent())
  }

  /// A file the test must find untouched, in its own folder.
  static func victim() throws -> String {
    let path = Widgetsim.temporaryDirectory().appendingPathComponent("victim.txt").path
    try "precious\n".write(toFile: path, atomically: false, encoding: .utf8)
    return path
  }

  /// The contents of the file at `path`.
  static func contents(_ path: String) throws -> String { try String(contentsOfFile: path, encoding: .utf8) }

  /// Whether the name at `path` is a symbolic link.
  static func isLink(_ path: String) -> Bool {
    var info = stat()
    return lstat(path, &info) == 0 && info.st_mode & S_IFMT == S_IFLNK
  }

  /// Runs `widgetsim ARGS` in `folder` through a shell that first plants a symbolic link to `victim` at each of
  /// `names`, where `$$` is the pid widgetsim will have (the shell `exec`s it): the old temporary names.
  static func runPlanting(
    _ names: [String], to victim: String, _ arguments: [String], in folder: URL, input: String = ""
  )
    throws -> Widgetsim.Run
  {
    let links = names.map { "ln -s '\(victim)' \($0) && " }.joined()
    return try Widgetsim.run(
      arguments, input: input, in: folder, launcher: ["/bin/sh", "-c", links + #"exec "$0" "$@""#])
  }

  @Test(
    "a link planted at the old temporary name is not followed: the victim stays, OUT is a new regular file",
    arguments: [
      (["chart", "j.jsonl", "-o", "out.svg"], ["out.svg.tmp-$$"], "out.svg"),
      (["chart", "j.jsonl", "-o", "out.html"], ["out.html.tmp-$$"], "out.html"),
      (["export", "swift-testing", "j.jsonl", "-o", "T.swift"], ["T.swift.tmp-$$"], "T.swift"),
    ])
  func plantedTemporary(_ arguments: [String], _ names: [String], _ output: String) throws {
    let (path, folder) = try Self.example()
    try FileManager.default.moveItem(atPath: path, toPath: folder.appendingPathComponent("j.jsonl").path)
    let victim = try Self.victim()
    let run = try Self.runPlanting(names, to: victim, arguments, in: folder)
    #expect(run.status == 0, "\(run.stderr)")
    #expect(try Self.contents(victim) == "precious\n", "the link's target was written through")
    let out = folder.appendingPathComponent(output).path
    #expect(!Self.isLink(out), "OUT became the planted link")
    #expect(try Self.contents(out).count > 100)
  }

  @Test(
    "a PNG goes through rsvg-convert's standard input and output: links at the old .svg and PNG names are not followed")
  func plantedPNG() throws {
    let (path, folder) = try Self.example()
    try FileManager.default.moveItem(atPath: path, toPath: folder.appendingPathComponent("j.jsonl").path)
    // A stand-in converter that copies what it reads to what it writes: the PNG file then holds the SVG.
    let bin = Widgetsim.temporaryDirectory()
    let converter = bin.appendingPathComponent("rsvg-convert").path
    try "#!/bin/sh\nexec cat\n".write(toFile: converter, atomically: false, encoding: .utf8)
    chmod(converter, 0o755)
    let victim = try Self.victim()
    let shell = "ln -s '\(victim)' out.png.tmp-$$ && ln -s '\(victim)' out.png.tmp-$$.svg && " + #"exec "$0" "$@""#
    let run = try Widgetsim.run(
      ["chart", "j.jsonl", "-o", "out.png"], in: folder, launcher: ["/bin/sh", "-c", shell],
      environment: ["PATH": bin.path + ":/usr/bin:/bin"])
    #expect(run.status == 0, "\(run.stderr)")
    #expect(try Self.contents(victim) == "precious\n")
    let out = folder.appendingPathComponent("out.png").path
    #expect(!Self.isLink(out))
    #expect(try Self.contents(out).hasPrefix("<svg"), "the converter read the SVG and wrote OUT")
    let left = try FileManager.default.contentsOfDirectory(atPath: folder.path).filter { $0.contains(".tmp-") }
    #expect(left.allSatisfy { Self.isLink(folder.appendingPathComponent($0).path) }, "a temporary file left: \(left)")
  }

  @Test("the REPL's chart does not follow a link at the old temporary name either")
  func plantedREPLChart() throws {
    let (path, folder) = try Self.example()
    let mine = folder.appendingPathComponent("mine.jsonl").path
    try FileManager.default.moveItem(atPath: path, toPath: mine)
    // Made the user's own, so that the REPL writes it rather than forking a recorded example.
    let text = try Self.contents(mine)
    var header = try JournalHeader.parse(String(text.prefix { $0 != "\n" }))
    header.extra.removeAll { $0.key == JournalHeader.exampleKey }
    try (header.line + text.drop { $0 != "\n" }).write(toFile: mine, atomically: false, encoding: .utf8)
    let victim = try Self.victim()
    let run = try Self.runPlanting(
      ["out.svg.tmp-$$"], to: victim, ["repl", "--journal", "mine.jsonl"], in: folder, input: "chart -o out.svg\n")
    #expect(run.status == 0, "\(run.stderr)")
    #expect(run.stdout.contains("wrote the chart of actions"), "\(run.stdout)")
    #expect(try Self.contents(victim) == "precious\n")
    #expect(!Self.isLink(folder.appendingPathComponent("out.svg").path))
  }

  @Test(
    "OUT that is a symbolic link is refused: neither its target written nor the link replaced",
    arguments: [
      ["chart", "j.jsonl", "-o", "out.svg"], ["export", "swift-testing", "j.jsonl", "-o", "out.svg"],
      ["edit", "j.jsonl", "--drop", "9", "-o", "out.svg"],
    ])
  func outputLink(_ arguments: [String]) throws {
    let (path, folder) = try Self.example()
    try FileManager.default.moveItem(atPath: path, toPath: folder.appendingPathComponent("j.jsonl").path)
    let victim = try Self.victim()
    let out = folder.appendingPathComponent("out.svg").path
    try FileManager.default.createSymbolicLink(atPath: out, withDestinationPath: victim)
    let run = try Widgetsim.run(arguments, in: folder)
    #expect(run.status == 2, "\(run.stderr)")
    #expect(run.stderr.contains("-o out.svg: it is a symbolic link (to \(victim))"), "\(run.stderr)")
    #expect(try Self.contents(victim) == "precious\n")
    #expect(Self.isLink(out))
    let left = try FileManager.default.contentsOfDirectory(atPath: folder.path).sorted()
    #expect(left == ["j.jsonl", "out.svg"], "nothing else is written")
  }

  @Test(
    "export and chart refuse OUT that is the journal read (also through a hard link) or any other journal",
    arguments: [["export", "swift-testing"], ["chart"]])
  func journalsRefused(_ command: [String]) throws {
    let (example, folder) = try Self.example()
    // Named as chart's OUT may be: a journal may have any name.
    let name = "j.svg"
    let path = folder.appendingPathComponent(name).path
    try FileManager.default.moveItem(atPath: example, toPath: path)
    let original = try Self.contents(path)
    try FileManager.default.linkItem(atPath: path, toPath: folder.appendingPathComponent("hard.svg").path)
    let other = folder.appendingPathComponent("other.svg").path
    try FileManager.default.copyItem(atPath: path, toPath: other)
    for (out, message) in [
      (name, "it is \(name), the journal being read"), ("hard.svg", "it is \(name), the journal being read"),
      ("other.svg", "it is a widgetsim journal"),
    ] {
      let run = try Widgetsim.run(command + [name, "-o", out], in: folder)
      #expect(run.status == 2, "\(out): \(run.stderr)")
      #expect(run.stderr.contains("-o \(out): \(message)"), "\(out): \(run.stderr)")
    }
    #expect(try Self.contents(path) == original)
    #expect(try Self.contents(other) == original)
    #expect(try JournalReplay.replay(path: path).error == nil)
  }

  @Test("export and chart refuse OUT that a journal writer holds under its lock", arguments: ["export", "chart"])
  func lockedRefused(_ command: String) throws {
    let (path, folder) = try Self.example()
    let out = folder.appendingPathComponent("held.svg").path
    try "not a journal\n".write(toFile: out, atomically: false, encoding: .utf8)
    let fd = open(out, O_RDONLY)
    defer { close(fd) }
    #expect(flock(fd, LOCK_EX | LOCK_NB) == 0)
    let words = command == "export" ? ["export", "swift-testing"] : ["chart"]
    let run = try Widgetsim.run(words + [path, "-o", "held.svg"], in: folder)
    #expect(run.status == 1, "\(run.stderr)")
    #expect(run.stderr.contains("-o held.svg: another widgetsim is writing it as its journal"), "\(run.stderr)")
    #expect(try Self.contents(out) == "not a journal\n")
  }

  @Test("a REPL's chart is never written over its own journal")
  func replChartOverItsJournal() throws {
    let folder = Widgetsim.temporaryDirectory()
    // A journal may have any name, .svg too.
    let run = try Widgetsim.run(
      ["repl", "--journal", "y.svg", "--start", "2026-03-01T08:00:00Z"], input: "add weather\nchart -o y.svg\n",
      in: folder)
    #expect(run.status == 1)
    #expect(run.stderr.contains("-o y.svg: it is y.svg, the journal being read"), "\(run.stderr)")
    let replayed = try JournalReplay.replay(path: folder.appendingPathComponent("y.svg").path)
    #expect(replayed.error == nil)
    #expect(replayed.state.seq > 0)
  }
}

/// `ReplacementFile` itself, with a predictable source of names, so that a link can be planted at the very name it
/// would choose.
@Suite("A replacement file's temporary name")
struct ReplacementFileTests {
  /// A source of random numbers that hands out `values` in turn, then the last one for ever.
  final class Sequence {
    var values: [UInt64]
    init(_ values: [UInt64]) { self.values = values }
    func next() -> UInt64 { values.count > 1 ? values.removeFirst() : values[0] }
  }

  @Test("a link at the name it would choose first is passed over for another name; the link's target is untouched")
  func plantedAtChosenName() throws {
    let folder = Widgetsim.temporaryDirectory().path
    let destination = folder + "/out.txt"
    let probe = try ReplacementFile(replacing: destination, random: { 7 })
    let first = probe.temporaryPath
    probe.abandon()
    let victim = folder + "/victim"
    try "precious".write(toFile: victim, atomically: false, encoding: .utf8)
    try FileManager.default.createSymbolicLink(atPath: first, withDestinationPath: victim)
    let dangling = folder + "/missing"
    let names = Sequence([7, 7, 8, 9])
    let file = try ReplacementFile(replacing: destination, random: names.next)
    #expect(file.temporaryPath != first)
    try file.write("new")
    try file.commit()
    #expect(try String(contentsOfFile: victim, encoding: .utf8) == "precious")
    #expect(try String(contentsOfFile: destination, encoding: .utf8) == "new")
    #expect(OutputSafetyTests.isLink(first), "the planted link is left alone")
    try FileManager.default.removeItem(atPath: first)
    try FileManager.default.createSymbolicLink(atPath: first, withDestinationPath: dangling)
    #expect(throws: ReplacementError.noFreeName(path: destination, attempts: ReplacementFile.attemptsMax)) {
      _ = try ReplacementFile(replacing: destination, random: { 7 })
    }
    #expect(!FileManager.default.fileExists(atPath: dangling), "a dangling link is not followed to create its target")
  }

  @Test("names differ from run to run, and nothing is left behind when abandoned")
  func unpredictable() throws {
    let folder = Widgetsim.temporaryDirectory().path
    let a = try ReplacementFile(replacing: folder + "/out.txt")
    let b = try ReplacementFile(replacing: folder + "/out.txt")
    #expect(a.temporaryPath != b.temporaryPath)
    #expect(!a.temporaryPath.contains("\(getpid())"))
    a.abandon()
    b.abandon()
    #expect(try FileManager.default.contentsOfDirectory(atPath: folder).isEmpty)
  }

  @Test("the destination is held under the journal writer's lock until the end, and a writer's lock refuses it")
  func holdsLock() throws {
    let folder = Widgetsim.temporaryDirectory().path
    let path = folder + "/j.jsonl"
    try "x\n".write(toFile: path, atomically: false, encoding: .utf8)
    let held = try ReplacementFile(replacing: path)
    #expect(throws: JournalError.locked(path: path)) {
      _ = try Journal.open(path: path, creating: JournalHeader(start: Instant(ms: 0)), initialActions: [])
    }
    held.abandon()
    let written = folder + "/k.jsonl"
    let opened = try Journal.open(path: written, creating: JournalHeader(start: Instant(ms: 0)), initialActions: [])
    #expect(throws: ReplacementError.locked(path: written)) { _ = try ReplacementFile(replacing: written) }
    // The journal's writer holds the lock until here.
    withExtendedLifetime(opened) {}
  }
}

/// Paths from the environment are checked before they name folders and files.
@Suite("Paths from the environment")
struct EnvironmentPathTests {
  @Test(
    "a control character, a separator, a bidirectional control or a relative path is refused, naming the variable",
    arguments: [
      ("WIDGETSIM_SESSIONS", "/tmp/s\nx", #"holds the control character U+000A (/tmp/s\u{a}x)"#),
      ("WIDGETSIM_SESSIONS", "/tmp/\u{1B}[31m", "holds the control character U+001B"),
      ("WIDGETSIM_SESSIONS", "/tmp/a\u{2028}b", "holds the control character U+2028"),
      ("WIDGETSIM_SESSIONS", "/tmp/\u{202E}x", "holds the control character U+202E"),
      ("WIDGETSIM_SESSIONS", "sessions", "is 'sessions', a relative path"),
      ("HOME", "home/ada", "is 'home/ada', a relative path"),
      ("WIDGETSIM_HISTORY", "/tmp/h\u{7F}", "holds the control character U+007F"),
    ])
  func refused(_ name: String, _ value: String, _ message: String) {
    var environment = ["HOME": "/home/ada"]
    environment[name] = value
    let error = #expect(throws: EnvironmentError.self) {
      _ = try ReplCommand.sessionsFolder(environment: environment)
      _ = try LineEditor.historyPath(environment: environment)
    }
    #expect(error?.description.hasPrefix("$\(name) \(message)") == true, "\(String(describing: error))")
    #expect(error?.description.hasSuffix("; set it to an absolute path (starting with /), or unset it") == true)
  }

  @Test("the binary refuses a sessions folder with a newline before writing anything, and a relative TMPDIR for edit")
  func binary() throws {
    let folder = Widgetsim.temporaryDirectory()
    let run = try Widgetsim.run(
      ["repl", "--start", "2026-03-01T08:00:00Z"], input: "add weather\n", in: folder,
      environment: ["WIDGETSIM_SESSIONS": folder.path + "/s\nx"])
    #expect(run.status == 1, "\(run.stderr)")
    #expect(run.stderr.contains("$WIDGETSIM_SESSIONS holds the control character U+000A"), "\(run.stderr)")
    #expect(try FileManager.default.contentsOfDirectory(atPath: folder.path).isEmpty)
    let path = folder.appendingPathComponent("old.jsonl").path
    try """
    {"format":"widgetsim-journal","version":0,"start":"2026-03-01T08:00:00Z","settings":{"budget":40}}
    {"n":1,"type":"tick","to":"2026-03-01T09:00:00Z"}

    """.write(toFile: path, atomically: false, encoding: .utf8)
    let edit = try Widgetsim.run(
      ["edit", path, "--drop", "1", "-o", "e.jsonl"], in: folder, environment: ["TMPDIR": "scratch"])
    #expect(edit.status == 1, "\(edit.stderr)")
    #expect(edit.stderr.contains("$TMPDIR is 'scratch', a relative path"), "\(edit.stderr)")
    #expect(try FileManager.default.contentsOfDirectory(atPath: folder.path) == ["old.jsonl"])
  }
}
