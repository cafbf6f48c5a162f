import WidgetModel

/// The results as one JSON object (times in seconds, memory in bytes).
extension Report {
  /// The whole run as compact JSON.
  static func json(_ results: BenchResults, options: Options) -> String {
    var members: [(key: String, value: JSONValue)] = [
      ("quick", .bool(options.quick)), ("runs", .int(Int64(options.runs))), ("statistic", .string("median")),
      ("replay", .array(results.replay.map(replayJSON))), ("decode", .array(results.decode.map(decodeJSON))),
      ("scaling", .array(results.scaling.map(replayJSON))),
    ]
    if let huge = results.huge {
      members.append(
        (
          "huge",
          .object([
            ("journal", .string(huge.spec.name)), ("actions", .int(Int64(huge.spec.actions))),
            ("cliSeconds", .double(huge.child.seconds)), ("maxRSSBytes", .int(Int64(huge.child.maxRSSBytes))),
            ("status", .int(Int64(huge.child.status))),
          ])
        ))
    }
    if let append = results.append { members.append(("append", appendJSON(append))) }
    if let repl = results.repl { members.append(("repl", replJSON(repl))) }
    if let widgets = results.widgets { members.append(("widgets", widgetsJSON(widgets))) }
    if let check = results.check {
      members.append(
        (
          "check",
          .object([
            ("sequences", .int(Int64(check.runs))), ("steps", .int(Int64(check.steps))),
            ("seconds", check.seconds.map(JSONValue.double) ?? .null), ("note", .string(check.note)),
            (
              "jobs",
              .array(
                check.byJobs.map { row in
                  .object([
                    ("jobs", .int(Int64(row.jobs))), ("seconds", .double(row.seconds)),
                    ("cpuSeconds", .double(row.cpuSeconds)),
                    ("speedUp", check.speedUp(row.jobs).map(JSONValue.double) ?? .null),
                  ])
                })
            ),
          ])
        ))
    }
    return JSONValue.object(members).serialized
  }

  /// The widget-count section as JSON.
  static func widgetsJSON(_ widgets: WidgetsResult) -> JSONValue {
    .object([
      (
        "tick30d",
        .array(
          widgets.ticks.map { row in
            .object([
              ("widgets", .int(Int64(row.widgets))), ("builds", .int(Int64(row.builds))),
              ("foldSeconds", .double(row.foldSeconds)), ("foldCPUSeconds", .double(row.foldCPU)),
              ("applySeconds", .double(row.applySeconds)), ("applyCPUSeconds", .double(row.applyCPU)),
            ])
          })
      ),
      (
        "journals",
        .array(
          widgets.journals.map { row in
            .object([
              ("widgets", .int(Int64(row.widgets))), ("actions", .int(Int64(row.actions))),
              ("bytes", .int(Int64(row.bytes))), ("builds", .int(Int64(row.builds))), ("shown", .string(row.shown)),
              ("replaySeconds", .double(row.replaySeconds)), ("replayCPUSeconds", .double(row.replayCPU)),
              ("cliShowSeconds", row.cliShowSeconds.map(JSONValue.double) ?? .null),
              ("resumeSeconds", .double(row.resumeSeconds)), ("showMedianSeconds", .double(row.show.medianSeconds)),
              ("showP90Seconds", .double(row.show.p90Seconds)),
            ])
          })
      ),
    ])
  }

  static func replayJSON(_ row: ReplayResult) -> JSONValue {
    func optional(_ value: Double?) -> JSONValue { value.map(JSONValue.double) ?? .null }
    return .object([
      ("journal", .string(row.spec.name)), ("actions", .int(Int64(row.spec.actions))),
      ("widgets", .int(Int64(row.spec.widgets))), ("fetching", .bool(row.spec.fetching)),
      ("bytes", .int(Int64(row.bytes))), ("builds", .int(Int64(row.builds))),
      ("writeSeconds", .double(row.writeSeconds)), ("replaySeconds", .double(row.replaySeconds)),
      ("replayCPUSeconds", .double(row.replayCPU)),
      ("replayActionsPerSecond", .double(Double(row.spec.actions) / row.replaySeconds)),
      ("pipelinedSeconds", optional(row.pipelinedSeconds)), ("pipelinedCPUSeconds", optional(row.pipelinedCPU)),
      ("decodeSeconds", optional(row.decodeSeconds)), ("foldSeconds", optional(row.foldSeconds)),
      ("cliSeconds", optional(row.cliSeconds)), ("cliCPUSeconds", optional(row.cliCPU)),
      ("chartSeconds", optional(row.chartSeconds)),
      ("maxRSSBytes", row.maxRSSBytes.map { .int(Int64($0)) } ?? .null), ("wcSeconds", optional(row.wcSeconds)),
      ("pythonSeconds", optional(row.pythonSeconds)),
      ("speedupOverPython", optional(row.pythonSeconds.map { $0 / row.replaySeconds })),
      ("pipelinedSpeedupOverPython", optional(row.pythonSeconds.flatMap { p in row.pipelinedSeconds.map { p / $0 } })),
      ("digest", .string(row.digest)), ("problems", .array(row.problems.map(JSONValue.string))),
    ])
  }

  /// One journal of the decode section as JSON.
  static func decodeJSON(_ row: DecodeResult) -> JSONValue {
    .object([
      ("journal", .string(row.spec.name)), ("actions", .int(Int64(row.spec.actions))),
      ("widgets", .int(Int64(row.spec.widgets))), ("bytes", .int(Int64(row.bytes))), ("lines", .int(Int64(row.lines))),
      ("streamSeconds", .double(row.streamSeconds)),
      ("streamLinesPerSecond", .double(Double(row.lines) / row.streamSeconds)),
      ("memorySeconds", row.memorySeconds.map(JSONValue.double) ?? .null),
    ])
  }

  static func appendJSON(_ append: AppendResult) -> JSONValue {
    .object([
      ("encodePerSecond", .double(append.encodePerSecond)), ("groupedActions", .int(Int64(append.groupedActions))),
      ("groupedPerSecond", .double(append.groupedPerSecond)), ("syncedActions", .int(Int64(append.syncedActions))),
      ("syncedPerSecond", .double(append.syncedPerSecond)),
      ("syncedMedianLatencySeconds", .double(append.syncedLatencySeconds)), ("directory", .string(append.directory)),
    ])
  }

  static func replJSON(_ repl: ReplResult) -> JSONValue {
    .object([
      ("widgets", .int(Int64(repl.widgets))), ("fsync", .string(repl.fsyncNote)),
      (
        "lines",
        .array(
          repl.lines.map { line in
            .object([
              ("line", .string(line.line)), ("medianSeconds", .double(line.medianSeconds)),
              ("p90Seconds", .double(line.p90Seconds)), ("wholeState", .bool(line.wholeState)),
            ])
          })
      ),
      ("travel", repl.travel.map(travelJSON) ?? .null),
    ])
  }

  static func travelJSON(_ travel: TravelResult) -> JSONValue {
    .object([
      ("journal", .string(travel.spec.name)), ("resumeSeconds", .double(travel.resumeSeconds)),
      (
        "lines",
        .array(
          travel.lines.map { line in
            .object([
              ("line", .string(line.line)), ("medianSeconds", .double(line.medianSeconds)),
              ("p90Seconds", .double(line.p90Seconds)),
            ])
          })
      ),
    ])
  }
}
