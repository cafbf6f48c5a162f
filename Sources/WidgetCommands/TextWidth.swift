/// Measuring, clipping and wrapping text by the columns it takes on a terminal.
public enum TextWidth {
  /// The columns `text` takes: wide characters (CJK, emoji) take two, combining marks and controls none.
  public static func columns(_ text: String) -> Int {
    // Most text drawn is printable ASCII, one column a byte: skip the Unicode property look-ups for it.
    if text.utf8.allSatisfy({ $0 >= 0x20 && $0 < 0x7F }) { return text.utf8.count }
    if let count = simpleScalarCount(text) { return count }
    var total = 0
    for character in text { total += columns(of: character) }
    return total
  }

  /// The number of scalars of `text` when each is a character one column wide on its own — printable ASCII and
  /// Latin-1 letters up to U+02FF (combining marks start at U+0300), box drawing, blocks and geometric shapes
  /// (U+2500–U+25FF) — which is then its width; nil for any other text. None of these scalars joins another into one
  /// character, so this needs no grapheme breaking: the pictures' frames and bars take this path.
  static func simpleScalarCount(_ text: String) -> Int? {
    var count = 0
    for scalar in text.unicodeScalars {
      guard isOneColumnAlone(scalar) else { return nil }
      count += 1
    }
    return count
  }

  /// Whether a scalar is a character one column wide on its own: printable ASCII, Latin letters up to U+02FF, box
  /// drawing, blocks and geometric shapes (U+2500–U+25FF).
  @inline(__always)
  static func isOneColumnAlone(_ scalar: Unicode.Scalar) -> Bool {
    let value = scalar.value
    return (value >= 0x20 && value < 0x7F) || (value >= 0xA0 && value < 0x300) || (value >= 0x2500 && value < 0x2600)
  }

  /// The columns one character takes.
  static func columns(of character: Character) -> Int {
    guard let first = character.unicodeScalars.first else { return 0 }
    if first.value < 0x20 || (0x7F..<0xA0).contains(first.value) { return 0 }
    if character.unicodeScalars.count == 1, isOneColumnAlone(first) { return 1 }
    if character.unicodeScalars.contains(where: { isWide($0) }) { return 2 }
    switch first.properties.generalCategory {
    case .nonspacingMark, .enclosingMark, .format: return 0
    default: return 1
    }
  }

  /// Whether a scalar is drawn two columns wide (East Asian wide and full-width forms, emoji presentation).
  static func isWide(_ scalar: Unicode.Scalar) -> Bool {
    if scalar.properties.isEmojiPresentation { return true }
    switch scalar.value {
    case 0x1100...0x115F, 0x2E80...0x303E, 0x3041...0x33FF, 0x3400...0x4DBF, 0x4E00...0x9FFF, 0xA000...0xA4CF,
      0xAC00...0xD7A3, 0xF900...0xFAFF, 0xFE30...0xFE4F, 0xFF00...0xFF60, 0xFFE0...0xFFE6, 0x20000...0x3FFFD:
      return true
    default: return false
    }
  }

  /// The longest start of `text` that takes at most `columns` columns.
  public static func prefix(_ text: String, columns limit: Int) -> String {
    if let count = simpleScalarCount(text) {
      return count <= limit ? text : String(String.UnicodeScalarView(text.unicodeScalars.prefix(max(0, limit))))
    }
    var used = 0
    var end = text.startIndex
    for index in text.indices {
      let width = columns(of: text[index])
      if used + width > limit { break }
      used += width
      end = text.index(after: index)
    }
    return String(text[..<end])
  }

  /// `text` shortened to at most `columns` columns, ending in `…` when something was cut.
  public static func clip(_ text: String, columns limit: Int) -> String {
    guard columns(text) > limit else { return text }
    guard limit > 0 else { return "" }
    return prefix(text, columns: limit - 1) + "…"
  }

  /// `text` centred in `columns` columns (clipped when longer), the odd blank going to the right.
  static func centred(_ text: String, columns limit: Int) -> String {
    let clipped = clip(text, columns: limit)
    let left = (limit - columns(clipped)) / 2
    return String(repeating: " ", count: left) + clipped
  }

  /// `text` broken into lines of at most `columns` columns, at blanks where possible, inside long words otherwise.
  public static func wrap(_ text: String, columns limit: Int) -> [String] {
    precondition(limit >= 1, "a line holds at least one column")
    var lines: [String] = []
    var current = ""
    for word in text.split(separator: " ", omittingEmptySubsequences: true).map(String.init) {
      let candidate = current.isEmpty ? word : current + " " + word
      if columns(candidate) <= limit {
        current = candidate
        continue
      }
      if !current.isEmpty { lines.append(current) }
      current = word
      while columns(current) > limit {
        let head = prefix(current, columns: limit)
        // A character wider than the whole line still has to go somewhere.
        let cut = head.isEmpty ? String(current.prefix(1)) : head
        lines.append(cut)
        current = String(current.dropFirst(cut.count))
      }
    }
    if !current.isEmpty || lines.isEmpty { lines.append(current) }
    return lines
  }

  /// `text` broken at blanks into lines of at most `columns` columns, the first starting with `first` and the others
  /// with `rest` (a hanging indent); a word longer than a line is broken inside. When `rest` leaves fewer than 6
  /// columns, the other lines start with nothing instead. When the first word does not fit after a `first` that is
  /// not blank (a row's columns on a narrow terminal), that lead is a line of its own.
  public static func wrap(_ text: String, columns limit: Int, first: String, rest: String) -> [String] {
    let rest = limit - columns(rest) >= 6 ? rest : ""
    var lines: [String] = []
    var current = first
    var fresh = true
    for word in text.split(separator: " ", omittingEmptySubsequences: true).map(String.init) {
      let candidate = fresh ? current + word : current + " " + word
      if columns(candidate) <= limit {
        current = candidate
        fresh = false
        continue
      }
      if !fresh {
        lines.append(current)
        current = rest
      } else if current.contains(where: { $0 != " " }) && columns(rest + word) < columns(candidate) {
        // A first word that does not fit after a lead (a table's columns) starts the next line rather than break.
        lines.append(String(current.reversed().drop { $0 == " " }.reversed()))
        current = rest
      }
      current += word
      fresh = false
      while columns(current) > limit {
        let head = prefix(current, columns: limit)
        // A character wider than the whole line still has to go somewhere.
        let cut = head.count <= rest.count ? String(current.prefix(rest.count + 1)) : head
        lines.append(cut)
        current = rest + current.dropFirst(cut.count)
      }
    }
    if !fresh || lines.isEmpty { lines.append(current) }
    return lines
  }

  /// `text` as paragraphs, one a line, each broken at blanks into lines of at most `columns` columns (help text,
  /// written with one line per paragraph). A line's leading blanks indent all of its lines; after them, a line with a
  /// gap of two blanks or more is a table row, its other lines starting under the text after the gap; a line
  /// starting with `-` (an option and what it does) has a hanging indent of two; any other line (prose, or an
  /// indented list such as `a, b, c`) goes on at its own indent. A word wider than a line is broken inside.
  public static func wrapParagraphs(_ text: String, columns limit: Int) -> [String] {
    text.split(separator: "\n", omittingEmptySubsequences: false).flatMap { line -> [String] in
      let lead = String(line.prefix { $0 == " " })
      let body = line.dropFirst(lead.count)
      if let gap = body.firstRange(of: "  "), !body[..<gap.lowerBound].isEmpty {
        let cell = body[gap.lowerBound...].prefix { $0 == " " }
        let first = lead + body[..<cell.endIndex]
        // Under the text after the gap while that leaves room for a few words, else four columns in.
        let hang = limit - columns(first) >= 20 ? String(repeating: " ", count: columns(first)) : lead + "    "
        return wrap(String(body[cell.endIndex...]), columns: limit, first: first, rest: hang)
      }
      let rest = body.hasPrefix("-") ? lead + "  " : lead
      return wrap(String(body), columns: limit, first: lead, rest: rest)
    }
  }

  /// A command's usage broken at blanks into lines of at most `columns` columns, the first starting with `first`
  /// and the others with `rest`, never inside a bracketed part (`[--at SEQ]`) unless that is wider than a line.
  public static func wrapUsage(_ usage: String, columns limit: Int, first: String, rest: String) -> [String] {
    // A blank inside brackets is swapped for a no-break space (one column, not a break) while wrapping.
    var depth = 0
    var glued = ""
    for character in usage {
      if character == "[" { depth += 1 } else if character == "]" { depth = max(0, depth - 1) }
      glued.append(character == " " && depth > 0 ? "\u{A0}" : character)
    }
    return wrap(glued, columns: limit, first: first, rest: rest).map { String($0.map { $0 == "\u{A0}" ? " " : $0 }) }
  }

  /// Every line of `text` that is wider than `columns` wrapped at blanks, its following lines indented two columns
  /// more than its own leading blanks (a hanging indent); lines that fit are kept as they are.
  public static func wrapLines(_ text: String, columns limit: Int) -> String {
    text.split(separator: "\n", omittingEmptySubsequences: false).flatMap { line -> [String] in
      guard columns(String(line)) > limit else { return [String(line)] }
      let lead = String(line.prefix { $0 == " " })
      return wrap(String(line.dropFirst(lead.count)), columns: limit, first: lead, rest: lead + "  ")
    }.joined(separator: "\n")
  }
}
