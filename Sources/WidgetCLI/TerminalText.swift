/// Text made safe for a terminal: control characters that come from input or a journal (a widget id holding
/// `ESC ] 0 ;` sets the window title, a cache key holding `ESC [ 2 J` clears the screen) are written as visible
/// escapes instead of being sent to the terminal, and so are the characters that reorder or break what a person reads
/// (a value holding U+202E shows the rest of its line backwards, U+2028 breaks a line where no newline is).
enum TerminalText {
  /// `text` with every control character other than newline and tab — C0, DEL and C1 — and every bidirectional
  /// embedding, override and isolate (U+202A–U+202E, U+2066–U+2069) and line or paragraph separator (U+2028, U+2029)
  /// written as `\u001b` (the notation of JSON strings), except the colour sequences the pictures draw with
  /// (`ESC [ 1;33 m`), which are kept.
  /// - Complexity: O(n); text without such characters is returned as it is.
  static func escaped(_ text: String) -> String {
    guard text.unicodeScalars.contains(where: isControl) else { return text }
    var out = String.UnicodeScalarView()
    let scalars = Array(text.unicodeScalars)
    var i = 0
    while i < scalars.count {
      let scalar = scalars[i]
      if scalar == "\u{1B}", let end = colourSequenceEnd(scalars, from: i) {
        out.append(contentsOf: scalars[i...end])
        i = end + 1
        continue
      }
      if isControl(scalar) {
        out.append(contentsOf: visible(scalar).unicodeScalars)
      } else {
        out.append(scalar)
      }
      i += 1
    }
    return String(out)
  }

  /// Whether a scalar is written as an escape: a control character a terminal could act on (newline and tab are
  /// text), a bidirectional embedding, override or isolate, or a line or paragraph separator.
  static func isControl(_ scalar: Unicode.Scalar) -> Bool {
    let value = scalar.value
    if value < 0x2028 { return (value < 0x20 && scalar != "\n" && scalar != "\t") || (0x7F...0x9F).contains(value) }
    return (0x2028...0x202E).contains(value) || (0x2066...0x2069).contains(value)
  }

  /// The index of the `m` ending a colour sequence (`ESC [`, digits and semicolons, `m`) that starts at `start`.
  static func colourSequenceEnd(_ scalars: [Unicode.Scalar], from start: Int) -> Int? {
    guard start + 2 < scalars.count, scalars[start + 1] == "[" else { return nil }
    var i = start + 2
    while i < scalars.count, scalars[i] == ";" || ("0"..."9").contains(scalars[i]) { i += 1 }
    return i < scalars.count && scalars[i] == "m" ? i : nil
  }

  /// `\u001b` for a control character.
  static func visible(_ scalar: Unicode.Scalar) -> String {
    let hex = String(scalar.value, radix: 16)
    return "\\u" + String(repeating: "0", count: 4 - hex.count) + hex
  }
}
