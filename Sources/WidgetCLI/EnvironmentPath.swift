/// Paths read from environment variables (`WIDGETSIM_SESSIONS`, `WIDGETSIM_HISTORY`, `HOME`, `TMPDIR`), checked before
/// they become the names of folders and files widgetsim writes.
enum EnvironmentPath {
  /// The value of the variable `name` in `environment`, or nil when it is unset or empty (an empty one means unset).
  /// - Throws: `EnvironmentError` for a value holding a control character, a line separator or a bidirectional
  ///   control (a newline, an escape: no one names a folder so on purpose, and every message naming it would be
  ///   garbled), or a relative path (it would name another place from every working folder).
  static func value(_ name: String, in environment: [String: String]) throws(EnvironmentError) -> String? {
    guard let value = environment[name], !value.isEmpty else { return nil }
    if let bad = value.unicodeScalars.first(where: isRefused) {
      let hex = String(bad.value, radix: 16, uppercase: true)
      let code = "U+" + String(repeating: "0", count: max(0, 4 - hex.count)) + hex
      let shown = value.unicodeScalars.map { isRefused($0) ? "\\u{\(String($0.value, radix: 16))}" : String($0) }
      throw EnvironmentError(name: name, problem: "holds the control character \(code) (\(shown.joined()))")
    }
    guard value.hasPrefix("/") else {
      throw EnvironmentError(
        name: name,
        problem: "is '\(value)', a relative path, which would name another place from every working folder")
    }
    return value
  }

  /// Whether `scalar` may not appear in a path read from the environment: a control character (C0, DEL, C1), a line
  /// or paragraph separator, or a bidirectional control.
  static func isRefused(_ scalar: Unicode.Scalar) -> Bool {
    let properties = scalar.properties
    switch properties.generalCategory {
    case .control, .lineSeparator, .paragraphSeparator: return true
    default: return properties.isBidiControl
    }
  }
}

/// An environment variable whose value cannot be used as a path: its name, what is wrong, what to do.
struct EnvironmentError: Error, CustomStringConvertible {
  /// The variable's name, such as `WIDGETSIM_SESSIONS`.
  var name: String
  /// What is wrong with its value, after "$NAME ".
  var problem: String

  var description: String {
    "$\(name) \(problem); set it to an absolute path (starting with /), or unset it"
  }
}
