import WidgetModel

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// Why a journal cannot be read, written or replayed, with the line where the problem is.
public enum JournalError: Error, Equatable, Sendable {
  /// The file could not be opened, read or written.
  case io(path: String, operation: String, errno: Int32)
  /// The path names something other than a regular file (`what`: a directory, a FIFO, a character device …), which
  /// is refused for reading and for writing, since reading it may never end or block forever.
  case notRegularFile(path: String, what: String)
  /// Another process holds the journal open for writing.
  case locked(path: String)
  /// The first line is not a widgetsim journal header.
  case badHeader(line: Int, reason: String)
  /// The journal was written by a newer widgetsim.
  case newerVersion(found: Int, supported: Int)
  /// A line is not JSON at all (or not UTF-8); `column` is the 1-based byte where the parser gave up.
  case unparsable(line: Int, column: Int, reason: String)
  /// A line names an action that does not exist.
  case unknownAction(line: Int, name: String, suggestion: String?)
  /// A line is JSON but not a well-formed action: a member is missing, unknown, repeated or of the wrong type.
  case malformed(line: Int, reason: String)
  /// A line's checksum does not match its content.
  case checksumMismatch(line: Int, expected: String, found: String)
  /// A line's seq is not the next one.
  case seqGap(line: Int, expected: Int, found: Int)
  /// An action is well-formed but impossible against the state before it.
  case invalid(line: Int, seq: Int, error: WidgetError)
  /// A limit of the journal format was exceeded.
  case limit(line: Int, what: String, max: Int)
  /// The last line is a proper prefix of a valid line, with no newline (`TornLine`): a writer died mid-line.
  case tornTail(line: Int, offset: Int, bytes: Int, reason: String)
  /// An action would be a line longer than the journal's reader accepts, so it was refused before being written.
  case lineTooLong(bytes: Int, max: Int)

  /// The line the problem was found on, if any.
  public var line: Int? {
    switch self {
    case .io, .notRegularFile, .locked, .newerVersion, .lineTooLong: return nil
    case .badHeader(let line, _), .unparsable(let line, _, _), .unknownAction(let line, _, _), .malformed(let line, _),
      .checksumMismatch(let line, _, _), .seqGap(let line, _, _), .invalid(let line, _, _), .limit(let line, _, _),
      .tornTail(let line, _, _, _):
      return line
    }
  }

  /// A stable one-word name of the kind of problem, for tools reading `verify --json`.
  public var kind: String {
    switch self {
    case .io, .notRegularFile: return "io"
    case .locked: return "locked"
    case .badHeader: return "header"
    case .newerVersion: return "version"
    case .unparsable: return "json"
    case .unknownAction: return "unknownAction"
    case .malformed: return "malformed"
    case .checksumMismatch: return "checksum"
    case .seqGap: return "seq"
    case .invalid: return "invalid"
    case .limit, .lineTooLong: return "limit"
    case .tornTail: return "torn"
    }
  }
}

extension JournalError: CustomStringConvertible {
  /// The message for people: where, what, and what to do.
  public var description: String {
    switch self {
    case .io(let path, let operation, let errno):
      let hint = errno == ENOENT && operation == "open for reading" ? Self.missingFileHint(path) : ""
      return "\(path): cannot \(operation): \(Self.errnoText(errno))\(hint)"
    case .notRegularFile(let path, let what):
      return "\(path) is \(what), not a regular file; a journal must be a regular file"
    case .locked(let path):
      return
        "\(path) is open for writing in another widgetsim (only one writer at a time); readers such as replay and verify still work"
    case .badHeader(let line, let reason):
      return "line \(line): not a widgetsim journal header: \(reason)"
    case .newerVersion(let found, let supported):
      return
        "this journal is format version \(found), newer than this widgetsim reads (up to \(supported)); upgrade widgetsim"
    case .unparsable(let line, let column, let reason):
      return "line \(line): unparsable JSON: \(reason) at byte \(column)"
    case .unknownAction(let line, let name, let suggestion):
      return "line \(line): unknown action \"\(name)\"" + (suggestion.map { "; did you mean \"\($0)\"?" } ?? "")
    case .malformed(let line, let reason):
      return "line \(line): \(reason)"
    case .checksumMismatch(let line, let expected, let found):
      return
        "line \(line): checksum mismatch (the line says \(found), its content gives \(expected)): the line is corrupt"
    case .seqGap(let line, let expected, let found):
      return "line \(line): seq \(found) where \(expected) was expected (\(found < expected ? "a repeat" : "a gap"))"
    case .invalid(let line, let seq, let error):
      return "line \(line) (seq \(seq)): invalid action: \(error)"
    case .limit(let line, let what, let max):
      return "line \(line): \(what) exceeds the limit of \(max)"
    case .tornTail(let line, let offset, let bytes, let reason):
      return
        "line \(line), the last, is incomplete (\(bytes) bytes at offset \(offset): \(reason)); a writer probably died mid-line"
    case .lineTooLong(let bytes, let max):
      return
        "this action would take \(bytes) bytes in the journal, over the limit of \(max) (a limit of this simulator, which keeps a journal readable); nothing was recorded"
    }
  }

  /// The message without its leading `line N: `, for reports that show the line number apart.
  public var detail: String {
    let text = description
    guard let line else { return text }
    if text.hasPrefix("line \(line): ") { return String(text.dropFirst("line \(line): ".count)) }
    // "line 9 (seq 8): invalid action: …" becomes "seq 8: invalid action: …".
    let seqPrefix = "line \(line) ("
    if text.hasPrefix(seqPrefix), let close = text.firstIndex(of: ")") {
      return String(text[text.index(text.startIndex, offsetBy: seqPrefix.count)..<close])
        + text[text.index(after: close)...]
    }
    return text
  }

  /// The reason for an `errno` value in words, as the C library says it, lowercased (`permission denied`).
  public static func errnoText(_ code: Int32) -> String {
    String(cString: strerror(code)).lowercased()
  }
}

extension JournalError {
  /// For a file that does not exist, the one meant, if one is near: a file of a similar name in the same folder
  /// (`data-without-reloda.jsonl`), or one of that name in `journals/` for a bare name (the recorded examples);
  /// empty when none is.
  /// With `closeOnly`, only a name at most two edits away is suggested: a warning about a file being created must not
  /// guess from names that merely look alike (`session-…-2.jsonl` beside `session-….jsonl`).
  public static func missingFileHint(_ path: String, closeOnly: Bool = false) -> String {
    let slash = path.lastIndex(of: "/")
    let folder = slash.map { String(path[..<$0]) } ?? ""
    let name = slash.map { String(path[path.index(after: $0)...]) } ?? path
    guard !name.isEmpty else { return "" }
    if folder.isEmpty, SystemCall.fileExists("journals/" + name) { return "; did you mean journals/\(name)?" }
    guard let near = NameSuggestion.nearest(to: name, in: Self.fileNames(in: folder.isEmpty ? "." : folder)),
      !closeOnly || NameSuggestion.distance(near, name) <= 2
    else { return "" }
    return "; did you mean \(folder.isEmpty ? "" : folder + "/")\(near)?"
  }

  /// The names in `folder` not starting with a dot, at most the first 10,000 (a hint must not cost a huge listing).
  static func fileNames(in folder: String) -> [String] {
    guard let directory = opendir(folder) else { return [] }
    defer { closedir(directory) }
    var names: [String] = []
    while names.count < 10_000, let entry = readdir(directory) {
      let name = withUnsafeBytes(of: entry.pointee.d_name) { raw in
        String(decoding: raw.prefix { $0 != 0 }, as: UTF8.self)
      }
      if !name.hasPrefix(".") { names.append(name) }
    }
    return names
  }
}
