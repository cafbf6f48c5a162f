import WidgetJournal

/// The decoder alone on one journal: lines per second streamed from the file as replay reads it, and from memory.
struct DecodeResult {
  /// The journal decoded.
  var spec: JournalSpec
  /// Its size in bytes.
  var bytes: Int
  /// Action lines decoded (the header is not counted).
  var lines: Int
  /// `LineReader` over the file and `LineDecoder` on each action line: read, split, checksum, decode (median).
  var streamSeconds: Double
  /// `ActionCodec.decode` over the action lines already in memory (median), or nil when the file could not be read.
  var memorySeconds: Double?
}

/// Measures the decoder without validation or fold, on the benchmark's journals and on `varied` ones (non-ASCII
/// text, escapes and fractions, which send some lines down the generic path).
enum DecodeBench {
  /// The journals decoded: the replay section's largest, and a `varied` one of 16 widgets.
  static func specs(quick: Bool) -> [JournalSpec] {
    let actions = quick ? 100_000 : 1_000_000
    return [JournalSpec(actions: actions, widgets: 100), JournalSpec(actions: actions, widgets: 16, values: .varied)]
  }

  /// Writes the journal, times its decoding `runs` times both ways, and removes it unless `keep`.
  static func measure(_ spec: JournalSpec, in directory: String, runs: Int, keep: Bool) throws -> DecodeResult {
    let path = "\(directory)/\(spec.fileName)"
    _ = try ReplayBench.write(spec, to: path)
    defer { if !keep { System.removeFile(path) } }
    var times: [Double] = []
    var lines = 0
    for _ in 0..<runs {
      var decoded = 0
      times.append(try System.time { decoded = try streamDecode(path) })
      lines = decoded
    }
    guard lines == spec.actions else { throw BenchError("\(path): decoded \(lines) of \(spec.actions) action lines") }
    return DecodeResult(
      spec: spec, bytes: System.fileSize(path), lines: lines, streamSeconds: Stats.median(times),
      memorySeconds: ReplayBench.decodeOnly(path, runs: runs))
  }

  /// Streams the file's action lines through `LineDecoder` as replay does, without checking or folding them;
  /// returns how many were decoded.
  /// - Throws: `JournalError` at the first line that cannot be read or decoded.
  static func streamDecode(_ path: String) throws(JournalError) -> Int {
    var lines = 0
    try LineReader.forEachLine(path: path) { (item) throws(JournalError) -> Bool in
      if case .line(let number, let bytes, _, _) = item, number > 1, !LineReader.isBlank(bytes) {
        _ = try LineDecoder.decode(bytes, lineNumber: number)
        lines += 1
      }
      return true
    }
    return lines
  }
}
