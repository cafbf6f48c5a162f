import Glibc
import Testing

@testable import WidgetCLI
@testable import WidgetSimCore

/// Tests of the line editor's parts that need no terminal: the history path, the completion array and the history file.
@Suite("LineEditor", .serialized)
struct LineEditorTests {
  /// Environments and the history paths they resolve to.
  static let historyPathCases: [([String: String], String)] = [
    (["WIDGETSIM_HISTORY": "/tmp/h", "HOME": "/home/ann"], "/tmp/h"),
    (["WIDGETSIM_HISTORY": "", "HOME": "/home/ann"], "/home/ann/.widgetsim_history"),
    (["HOME": "/home/ann"], "/home/ann/.widgetsim_history"),
    (["HOME": "/"], "/.widgetsim_history"),
    ([:], ".widgetsim_history"),
  ]

  /// String lists and their common prefixes, including ones that differ inside a character.
  static let commonPrefixCases: [([String], String)] = [
    (["cafe\u{301}", "cafe"], "caf"),
    (["añb", "añc"], "añ"),
    (["x", "y"], ""),
    (["same", "same"], "same"),
  ]

  /// Checks each environment against the history path it must resolve to.
  @Test("the history path is $WIDGETSIM_HISTORY, else ~/.widgetsim_history", arguments: historyPathCases)
  func historyPath(environment: [String: String], expected: String) throws {
    #expect(try LineEditor.historyPath(environment: environment) == expected)
  }

  /// Checks that an empty candidate list gives readline NULL.
  @Test("no candidates make no match array")
  func noCandidates() {
    #expect(LineEditor.completionMatches([]) == nil)
  }

  /// Checks that a single candidate is handed over alone, so readline inserts it.
  @Test("a lone candidate is the whole match array")
  func loneCandidate() throws {
    let matches = try #require(LineEditor.completionMatches(["configure"]))
    #expect(Self.consume(matches) == ["configure"])
  }

  /// Checks that several candidates come after their common prefix, as readline expects.
  @Test("several candidates follow their common prefix")
  func severalCandidates() throws {
    let matches = try #require(LineEditor.completionMatches(["city=Beijing", "city=Shanghai", "city=Bern"]))
    #expect(Self.consume(matches) == ["city=", "city=Beijing", "city=Shanghai", "city=Bern"])
  }

  /// Checks the common prefix against a table of string lists.
  @Test("the common prefix never splits a character", arguments: commonPrefixCases)
  func commonPrefix(strings: [String], expected: String) {
    #expect(LineEditor.commonPrefix(strings) == expected)
  }

  /// Checks that non-blank lines reach a new history file, which is cut to the limit.
  @Test("entered lines are appended to a new history file, which keeps the last historyLimit of them")
  func historyFileIsWrittenAndTruncated() throws {
    let directory = try Self.temporaryDirectory()
    let path = directory + "/history"
    defer { Self.remove(file: path, in: directory) }
    let editor = LineEditor(historyPath: path, historyLimit: 3) { _, _ in [] }
    for line in ["tick 1h", "   ", "", "add weather", "show", "kinds"] {
      editor.record(line)
    }
    #expect(editor.historyErrno == nil)
    #expect(editor.historyLines == ["add weather", "show", "kinds"])
    #expect(Self.lines(of: path) == ["add weather", "show", "kinds"])
  }

  /// Checks that history survives from one editor to the next through the file.
  @Test("a new editor loads the history file and appends to it")
  func historyIsLoaded() throws {
    let directory = try Self.temporaryDirectory()
    let path = directory + "/history"
    defer { Self.remove(file: path, in: directory) }
    do {
      let first = LineEditor(historyPath: path) { _, _ in [] }
      first.record("define clock every=1m")
    }
    let second = LineEditor(historyPath: path) { _, _ in [] }
    #expect(second.historyLines == ["define clock every=1m"])
    second.record("add clock")
    #expect(Self.lines(of: path) == ["define clock every=1m", "add clock"])
  }

  /// Checks that a failed history write is recorded while the line stays in memory.
  @Test("a history file that cannot be written is reported, not fatal")
  func unwritableHistory() {
    let editor = LineEditor(historyPath: "/nonexistent-widgetsim-dir/history") { _, _ in [] }
    editor.record("show")
    #expect(editor.historyErrno != nil)
    #expect(editor.historyLines == ["show"])
  }

  /// Reads and frees a match array made by `LineEditor.completionMatches`.
  static func consume(_ matches: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>) -> [String] {
    var strings: [String] = []
    var index = 0
    while let string = matches[index] {
      strings.append(String(cString: string))
      free(string)
      index += 1
    }
    free(matches)
    return strings
  }

  /// Makes a fresh, empty directory under /tmp and returns its path.
  static func temporaryDirectory() throws -> String {
    var template = Array("/tmp/widgetsim-line-editor-XXXXXX".utf8CString)
    let directory = try #require(mkdtemp(&template))
    return String(cString: directory)
  }

  /// Deletes a test's history file and the temporary directory that held it.
  static func remove(file: String, in directory: String) {
    unlink(file)
    rmdir(directory)
  }

  /// Returns the lines of the text file at `path`, or nil when it cannot be read.
  static func lines(of path: String) -> [String]? {
    guard let file = fopen(path, "r") else { return nil }
    defer { fclose(file) }
    var bytes: [UInt8] = []
    var buffer = [UInt8](repeating: 0, count: 4096)
    while case let count = fread(&buffer, 1, buffer.count, file), count > 0 {
      bytes += buffer[..<count]
    }
    return String(decoding: bytes, as: UTF8.self).split(separator: "\n").map(String.init)
  }
}
