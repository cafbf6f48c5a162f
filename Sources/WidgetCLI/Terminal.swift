import WidgetSimCore

#if canImport(Glibc)
  import Glibc
#endif

/// What the process can learn about its terminal: whether a stream is one, its width, and whether to use colour.
enum Terminal {
  /// The style for standard output now: the terminal's width and colour when it is a terminal, else `.plain`.
  static func currentStyle(environment: [String: String]) -> PictureStyle {
    let tty = stdoutIsTerminal
    return style(stdoutIsTerminal: tty, windowColumns: tty ? windowColumns() : nil, environment: environment)
  }

  /// Decides the style from the facts: colour only on a terminal with NO_COLOR unset (or empty) and TERM not `dumb`;
  /// width from the window size, else `$COLUMNS`, else 100 (always 100 when standard output is not a terminal).
  static func style(stdoutIsTerminal: Bool, windowColumns: Int?, environment: [String: String]) -> PictureStyle {
    guard stdoutIsTerminal else { return .plain }
    let noColour = !(environment["NO_COLOR"] ?? "").isEmpty || environment["TERM"] == "dumb"
    let width = windowColumns ?? environment["COLUMNS"].flatMap { Int($0) }.flatMap { $0 > 0 ? $0 : nil } ?? 100
    return PictureStyle(width: width, colour: !noColour, wrapsText: true)
  }

  /// The process's environment variables (a malformed entry without `=` is skipped).
  static func environment() -> [String: String] {
    var variables: [String: String] = [:]
    var entry = environ
    while let pointer = entry.pointee {
      let text = String(cString: pointer)
      if let equals = text.firstIndex(of: "=") {
        variables[String(text[..<equals])] = String(text[text.index(after: equals)...])
      }
      entry += 1
    }
    return variables
  }

  /// Whether the terminal on standard input, as it is now (not in readline's raw mode), echoes a control character
  /// such as Ctrl-C as `^C`: `echo` and `echoctl` are on (the default on Linux).
  static func echoesControlCharacters() -> Bool {
    var modes = termios()
    guard tcgetattr(0, &modes) == 0 else { return false }
    let wanted = tcflag_t(ECHO) | tcflag_t(ECHOCTL)
    return modes.c_lflag & wanted == wanted
  }

  /// The number of columns of the terminal on standard output (or on `fd`), or nil when the kernel does not say.
  static func windowColumns(fd: Int32 = 1) -> Int? {
    var size = winsize()
    guard ioctl(fd, UInt(TIOCGWINSZ), &size) == 0, size.ws_col > 0 else { return nil }
    return Int(size.ws_col)
  }
}
