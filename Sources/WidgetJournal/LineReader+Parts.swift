import WidgetModel

/// Joining part lines (`JournalParts`) back into the action's line, in the reader every journal pass goes through, so
/// that replay, verify, opening, time travel and forks all see one line per action, numbered and placed where its
/// first part is.
struct PartJoiner {
  /// The action's line so far.
  var text: [UInt8] = []
  /// The seq, part count and announced bytes of the action being joined.
  var seq = 0
  var of = 0
  var bytes = 0
  /// The part expected next; 0 when no action is being joined.
  var next = 0
  /// Where the first part is: its line number and offset; and the number of the last part read.
  var firstLine = 0
  var firstOffset = 0
  var lastLine = 0
  /// The seq of an action whose parts were broken, whose later parts are skipped without another report.
  var brokenSeq: Int? = nil

  /// Whether an action's parts are being joined.
  var active: Bool { next > 0 }

  /// Hands `item` to `body`, or takes it when it is a part line of a long action or one is being joined (a line that
  /// is none of its parts breaks it off first); false when `body` asked to stop.
  @inline(__always)
  mutating func hand(_ item: LineReader.Item, _ body: (LineReader.Item) throws(JournalError) -> Bool)
    throws(JournalError) -> Bool
  {
    if case .line(let number, let bytes, let offset, let terminated) = item, number > 1,
      active || JournalParts.startsPart(bytes)
    {
      if active, !JournalParts.startsPart(bytes) {
        guard try interrupted(at: number, body) else { return false }
        return try body(item)
      }
      return try take(number: number, bytes: bytes, offset: offset, terminated: terminated, body)
    }
    if active { guard try interrupted(at: item.lineNumber, body) else { return false } }
    return try body(item)
  }

  /// At the end of the lines: hands out an action still being joined as the torn tail it is (`endTorn`).
  mutating func finish(_ body: (LineReader.Item) throws(JournalError) -> Bool) throws(JournalError) {
    if active { _ = try endTorn(body) }
  }

  /// Takes a part line (one that starts as one, `JournalParts.startsPart`); hands `body` the joined line after its
  /// last part, or the problem. False when `body` asked to stop.
  @inline(never)
  mutating func take(
    number: Int, bytes line: UnsafeBufferPointer<UInt8>, offset: Int, terminated: Bool,
    _ body: (LineReader.Item) throws(JournalError) -> Bool
  ) throws(JournalError) -> Bool {
    let part: JournalParts.Part
    do { part = try JournalParts.decode(line, lineNumber: number) } catch {
      if !terminated && TornLine.isPrefix(line) {
        // A part cut by a crash: what was joined so far is the torn tail, or this line is when it is the first part.
        guard active else { return try body(.line(number: number, bytes: line, offset: offset, terminated: false)) }
        return try endTorn(body)
      }
      return try broken(number: number, offset: offset, error: error, body)
    }
    if part.part > 1, brokenSeq == part.seq, !active { return true }
    if part.part == 1 {
      if active { guard try interrupted(at: number, body) else { return false } }
      guard part.bytes <= Limits.journalActionBytesMax else {
        return try broken(
          number: number, offset: offset,
          error: .limit(
            line: number, what: "an action announced as \(part.bytes) bytes in parts",
            max: Limits.journalActionBytesMax),
          seq: part.seq, body)
      }
      (text, seq, of, bytes, next, firstLine, firstOffset) = ([], part.seq, part.of, part.bytes, 1, number, offset)
    } else if !active || part.seq != seq || part.part != next || part.of != of || part.bytes != bytes {
      let expected = active ? "part \(next) of \(of) of seq \(seq)" : "a part 1 first"
      return try broken(
        number: number, offset: offset,
        error: .malformed(
          line: number,
          reason: "part: part \(part.part) of \(part.of) of seq \(part.seq) (\(part.bytes) bytes) where \(expected) "
            + "was expected"),
        seq: part.seq, body)
    }
    lastLine = number
    text.append(contentsOf: part.text.utf8)
    guard text.count <= bytes else {
      return try broken(
        number: number, offset: offset,
        error: .malformed(
          line: number, reason: "part: the parts of seq \(seq) hold more than the \(bytes) bytes they announce"),
        seq: seq, body)
    }
    guard next == of else {
      next += 1
      return true
    }
    guard text.count == bytes else {
      return try broken(
        number: number, offset: offset,
        error: .malformed(
          line: number,
          reason: "part: the \(of) parts of seq \(seq) hold \(text.count) bytes, not the \(bytes) they announce"),
        seq: seq, body)
    }
    let values = JSONValue.valueCountEstimate(text)
    guard values <= Limits.journalActionValuesMax else {
      let (first, start) = (firstLine, firstOffset)
      reset()
      return try body(
        .badPart(
          number: first, offset: start,
          error: .limit(line: first, what: "JSON values in one action (\(values))", max: Limits.journalActionValuesMax))
      )
    }
    let (first, start) = (firstLine, firstOffset)
    let joined = text
    reset()
    return try joined.withUnsafeBufferPointer { (joined) throws(JournalError) -> Bool in
      try body(.line(number: first, bytes: joined, offset: start, terminated: terminated))
    }
  }

  /// Reports the action being joined as broken off by line `number`, which is none of its parts; false when `body`
  /// asked to stop.
  @inline(never)
  mutating func interrupted(at number: Int, _ body: (LineReader.Item) throws(JournalError) -> Bool)
    throws(JournalError) -> Bool
  {
    let error = JournalError.malformed(
      line: firstLine,
      reason:
        "part: the action of seq \(seq), written in \(of) parts, stops after part \(next - 1) (line \(lastLine)): "
        + "line \(number) is not its part \(next)")
    let (line, offset) = (firstLine, firstOffset)
    brokenSeq = seq
    reset()
    return try body(.badPart(number: line, offset: offset, error: error))
  }

  /// At the end of the file with an action still being joined: what was joined is handed out as a last line without
  /// a newline, a prefix of the action's line, which every reader then takes for the torn tail it is (a crash cut the
  /// writing of its parts); false when `body` asked to stop.
  @inline(never)
  mutating func endTorn(_ body: (LineReader.Item) throws(JournalError) -> Bool) throws(JournalError) -> Bool {
    let (first, start) = (firstLine, firstOffset)
    let joined = text
    reset()
    return try joined.withUnsafeBufferPointer { (joined) throws(JournalError) -> Bool in
      try body(.line(number: first, bytes: joined, offset: start, terminated: false))
    }
  }

  /// Reports a bad part, dropping what was joined; the action's later parts are skipped.
  @inline(never)
  mutating func broken(
    number: Int, offset: Int, error: JournalError, seq brokenSeq: Int? = nil,
    _ body: (LineReader.Item) throws(JournalError) -> Bool
  ) throws(JournalError) -> Bool {
    self.brokenSeq = brokenSeq ?? (active ? seq : nil)
    reset()
    return try body(.badPart(number: number, offset: offset, error: error))
  }

  /// Forgets the action being joined.
  mutating func reset() {
    text = []
    next = 0
  }
}
