import WidgetModel

/// Why a journal cannot be read, written or replayed, with the line where the problem is.
public enum JournalError: Error, Equatable, Sendable {
  /// The file could not be opened, read or written.
  case io(path: String, operation: String, errno: Int32)
  /// Another process holds the journal open for writing.
  case locked(path: String)
  /// The first line is not a widgetsim journal header.
  case badHeader(line: Int, reason: String)
  /// The journal was written by a newer widgetsim.
  case newerVersion(found: Int, supported: Int)
  /// A line is not a well-formed action.
  case malformed(line: Int, reason: String)
  /// A line's checksum does not match its content.
  case checksumMismatch(line: Int, expected: String, found: String)
  /// A line's seq is not the next one.
  case seqGap(line: Int, expected: Int, found: Int)
  /// An action is well-formed but impossible against the state before it.
  case invalid(line: Int, seq: Int, error: WidgetError)
  /// A limit of the journal format was exceeded.
  case limit(line: Int, what: String, max: Int)

  /// The line the problem was found on, if any.
  public var line: Int? {
    switch self {
    case .io, .locked, .newerVersion: return nil
    case .badHeader(let line, _), .malformed(let line, _), .checksumMismatch(let line, _, _), .seqGap(let line, _, _),
      .invalid(let line, _, _), .limit(let line, _, _):
      return line
    }
  }
}

extension JournalError: CustomStringConvertible {
  /// The message for people: where, what, and what to do.
  public var description: String {
    switch self {
    case .io(let path, let operation, let errno):
      return "\(path): cannot \(operation): \(Self.errnoText(errno))"
    case .locked(let path):
      return
        "\(path) is open for writing in another widgetsim (only one writer at a time); readers such as replay and verify still work"
    case .badHeader(let line, let reason):
      return "line \(line): not a widgetsim journal header: \(reason)"
    case .newerVersion(let found, let supported):
      return
        "this journal is format version \(found), newer than this widgetsim reads (up to \(supported)); upgrade widgetsim"
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
    }
  }

  static func errnoText(_ code: Int32) -> String {
    switch code {
    case 2: return "no such file or directory"
    case 13: return "permission denied"
    case 17: return "file exists"
    case 20: return "a path component is not a directory"
    case 21: return "is a directory"
    case 28: return "no space left on device"
    default: return "error \(code)"
    }
  }
}
