import JournalWorkload
import WidgetJournal
import WidgetModel

/// Append throughput: encoding alone, grouped commits, and one fsync per action (as the REPL does).
struct AppendResult {
  var encodePerSecond: Double
  var groupedActions: Int
  var groupedPerSecond: Double
  var syncedActions: Int
  var syncedPerSecond: Double
  /// The median time of one durable append (write + fsync).
  var syncedLatencySeconds: Double
  var directory: String
}

/// Measures how fast actions are encoded and made durable.
enum AppendBench {
  /// Runs the append measurements in `directory` (the journals' file system, not tmpfs).
  static func measure(in directory: String, options: Options) throws -> AppendResult {
    let count = options.quick ? 20_000 : 100_000
    var generator = JournalWorkload(widgets: 100, seed: 0xA99E)
    let actions = (0..<count).map { _ in generator.next() }
    var encodeTimes: [Double] = []
    for _ in 0..<options.runs {
      var bytes = 0
      encodeTimes.append(
        System.time {
          for (i, action) in actions.enumerated() { bytes &+= ActionCodec.encode(action, seq: i + 1).utf8.count }
        })
      precondition(bytes > 0, "encoding produced text")
    }
    let lines = actions.enumerated().map { ActionCodec.encode($1, seq: $0 + 1) }
    let header = JournalHeader(start: JournalWorkload.start)
    var groupedTimes: [Double] = []
    for run in 0..<options.runs {
      let path = "\(directory)/append-grouped-\(run).jsonl"
      groupedTimes.append(
        try System.time {
          let writer = try JournalWriter.create(path: path, header: header, lines: [])
          var start = 0
          while start < lines.count {
            try writer.appendUnsynced(Array(lines[start..<min(start + 1000, lines.count)]))
            start += 1000
          }
          try writer.sync()
        })
      System.removeFile(path)
    }
    let synced = try syncedAppends(lines.prefix(options.quick ? 50 : 200), header: header, in: directory)
    return AppendResult(
      encodePerSecond: Double(count) / Stats.median(encodeTimes), groupedActions: count,
      groupedPerSecond: Double(count) / Stats.median(groupedTimes), syncedActions: synced.count,
      syncedPerSecond: Double(synced.count) / synced.reduce(0, +), syncedLatencySeconds: Stats.median(synced),
      directory: directory)
  }

  /// Appends each line with its own fsync and returns the time of each append.
  static func syncedAppends(_ lines: ArraySlice<String>, header: JournalHeader, in directory: String) throws
    -> [Double]
  {
    let path = "\(directory)/append-synced.jsonl"
    defer { System.removeFile(path) }
    let writer = try JournalWriter.create(path: path, header: header, lines: [])
    return try lines.map { line in try System.time { try writer.append([line]) } }
  }
}
