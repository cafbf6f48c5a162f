import WidgetModel

#if canImport(Glibc)
  import Glibc
#endif

/// The results as text tables for people and as JSON for tools.
enum Report {
  /// Every section that ran, as aligned tables.
  static func text(_ results: BenchResults, options: Options) -> String {
    var out = "\nwidgetsim-bench (\(options.quick ? "quick, " : "")medians of \(options.runs) runs)\n"
    if !results.replay.isEmpty {
      out += "\nReplay (read + decode + check + fold; 2 threads: read + decode on one, check + fold on the other), "
      out += "peak memory\n" + replayTable(results.replay) + fetchingNotes(results.replay)
      out += "\nBaselines on the same files, alternating with the replays\n" + baselineTable(results.replay)
    }
    if !results.decode.isEmpty {
      out += "\nDecode only (LineDecoder: checksum, then the fast path or the generic one; no check, no fold)\n"
      out += decodeTable(results.decode)
    }
    if !results.scaling.isEmpty { out += "\nScaling with the widget count\n" + scalingTable(results.scaling) }
    if let huge = results.huge {
      out += "\n\(huge.spec.name): widgetsim replay --digest in \(seconds(huge.child.seconds)), "
      out += "peak RSS \(megabytes(huge.child.maxRSSBytes)), status \(huge.child.status)\n"
    }
    if let append = results.append { out += "\nAppend\n" + appendTable(append) }
    if let repl = results.repl { out += "\nREPL at \(repl.widgets) widgets (\(repl.fsyncNote))\n" + replTable(repl) }
    if let travel = results.repl?.travel {
      out += "\nREPL over \(travel.spec.name): resume (replay, keeping checkpoints and an index of the lines) "
      out +=
        "\(seconds(travel.resumeSeconds)); each line below draws the \(travel.spec.widgets) widgets it arrives at\n"
      out += table(
        ["line", "median", "p90"],
        travel.lines.map { [$0.line, milli($0.medianSeconds), milli($0.p90Seconds)] })
    }
    if let widgets = results.widgets { out += widgetsText(widgets) }
    if let check = results.check { out += checkText(check) }
    if Baselines.pythonMissing != nil && !results.replay.isEmpty {
      out += "\nPython baseline skipped: \(Baselines.pythonMissing!)\n"
    }
    return out
  }

  /// The widget-count section: `tick 30d` per build against the first row (cost linear in the builds keeps the
  /// ratio near 1), then the same day's journal at each widget count.
  static func widgetsText(_ widgets: WidgetsResult) -> String {
    var out = "\ntick 30d (one action; fold counts the builds, apply keeps them as the REPL does; per build in "
    out += "processor time, which the machine's other work does not inflate, against the first row)\n"
    let first = widgets.ticks.first!
    func perBuild(_ seconds: Double, _ builds: Int) -> Double { seconds / Double(max(builds, 1)) }
    out += table(
      ["widgets", "builds", "fold", "CPU", "builds/s", "µs/build", "÷first", "apply", "CPU", "µs/build", "÷first"],
      widgets.ticks.map { row in
        [
          String(row.widgets), String(row.builds), seconds(row.foldSeconds), seconds(row.foldCPU),
          rate(Double(row.builds) / row.foldCPU), micro(perBuild(row.foldCPU, row.builds)),
          ratio2(perBuild(row.foldCPU, row.builds) / perBuild(first.foldCPU, first.builds)),
          seconds(row.applySeconds), seconds(row.applyCPU), micro(perBuild(row.applyCPU, row.builds)),
          ratio2(perBuild(row.applyCPU, row.builds) / perBuild(first.applyCPU, first.builds)),
        ]
      })
    out += "\nA day of 5-minute ticks after a data write each, after the widgets' adds (per build in processor time "
    out += "against the first row; show: `widgetsim show FILE ID` in a child, and `show ID` in a resumed REPL)\n"
    let base = widgets.journals.first!
    func perBuild(_ row: BigJournalResult) -> Double { row.replayCPU / Double(max(row.builds, 1)) }
    out += table(
      [
        "widgets", "actions", "size", "builds", "replay", "CPU", "µs/build", "÷first", "CLI show", "REPL resume",
        "REPL show", "p90",
      ],
      widgets.journals.map { row in
        [
          String(row.widgets), String(row.actions), megabytes(row.bytes), String(row.builds),
          seconds(row.replaySeconds), seconds(row.replayCPU), micro(perBuild(row)),
          ratio2(perBuild(row) / perBuild(base)), row.cliShowSeconds.map(seconds) ?? "n/a",
          seconds(row.resumeSeconds), milli(row.show.medianSeconds), milli(row.show.p90Seconds),
        ]
      })
    return out
  }

  /// The check's rows: wall time and sequences per second for each job count, and the speed-up over one job.
  static func checkText(_ check: CheckResult) -> String {
    var out = "\ncheck \(check.runs)×\(check.steps) (widgetsim check --seed 1 in a child process)\n"
    guard !check.byJobs.isEmpty else { return out + "  \(check.note)\n" }
    out += table(
      ["--jobs", "time", "sequences/s", "×1 job", "CPU (all threads)"],
      check.byJobs.map { row in
        [
          String(row.jobs), seconds(row.seconds), rate(Double(check.runs) / row.seconds),
          check.speedUp(row.jobs).map(ratio2) ?? "-", seconds(row.cpuSeconds),
        ]
      })
    return out
  }

  /// The replay's rows: on one thread and on two (wall and processor time), the halves from memory, the CLI.
  static func replayTable(_ rows: [ReplayResult]) -> String {
    table(
      [
        "journal", "size", "builds", "1 thread", "CPU", "2 threads", "CPU", "actions/s", "decode-only/s",
        "fold-only/s", "CLI replay", "CLI CPU", "peak RSS", "CLI chart",
      ],
      rows.map { row in
        [
          row.spec.name, megabytes(row.bytes), String(row.builds), seconds(row.replaySeconds),
          seconds(row.replayCPU), row.pipelinedSeconds.map(seconds) ?? "-", row.pipelinedCPU.map(seconds) ?? "-",
          rate(Double(row.spec.actions) / row.bestSeconds),
          row.decodeSeconds.map { rate(Double(row.spec.actions) / $0) } ?? "-",
          row.foldSeconds.map { rate(Double(row.spec.actions) / $0) } ?? "-", row.cliSeconds.map(seconds) ?? "-",
          row.cliCPU.map(seconds) ?? "-", row.maxRSSBytes.map(megabytes) ?? "-", row.chartSeconds.map(seconds) ?? "-",
        ]
      })
  }

  /// The baselines' rows: `wc -l` and Python on the same files, and each replay against them (×python: Python's
  /// time over the replay's; ÷wc: the replay's time over `wc -l`'s).
  static func baselineTable(_ rows: [ReplayResult]) -> String {
    table(
      [
        "journal", "wc -l", "python", "×python 1 thread", "×python 2 threads", "×python CLI", "÷wc 1 thread",
        "÷wc 2 threads",
      ],
      rows.map { row in
        func times(_ replay: Double?) -> String {
          guard let replay, let python = row.pythonSeconds else { return "n/a" }
          return ratio(python / replay)
        }
        func overWC(_ replay: Double?) -> String {
          guard let replay, let wc = row.wcSeconds else { return "-" }
          return ratio(replay / wc)
        }
        return [
          row.spec.name, row.wcSeconds.map(seconds) ?? "-", row.pythonSeconds.map(seconds) ?? "n/a",
          times(row.replaySeconds), times(row.pipelinedSeconds), times(row.cliSeconds), overWC(row.replaySeconds),
          overWC(row.pipelinedSeconds),
        ]
      })
  }

  /// For each fetching journal, its replay and fold against the plain journal of the same size in the same run.
  static func fetchingNotes(_ rows: [ReplayResult]) -> String {
    var out = ""
    for row in rows where row.spec.fetching {
      guard
        let plain = rows.first(where: {
          !$0.spec.fetching && $0.spec.actions == row.spec.actions && $0.spec.widgets == row.spec.widgets
        })
      else { continue }
      out +=
        "  \(row.spec.name): replay \(ratio(row.replaySeconds / plain.replaySeconds)) the time of \(plain.spec.name)"
      if let fold = row.foldSeconds, let plainFold = plain.foldSeconds {
        out += ", fold-only \(ratio(fold / plainFold))"
      }
      out += "; \(row.builds) builds against \(plain.builds)\n"
    }
    return out
  }

  /// The decode section: each journal streamed from its file and decoded from memory.
  static func decodeTable(_ rows: [DecodeResult]) -> String {
    table(
      ["journal", "size", "lines", "streamed", "lines/s", "MB/s", "from memory/s"],
      rows.map { row in
        [
          row.spec.name, megabytes(row.bytes), String(row.lines), seconds(row.streamSeconds),
          rate(Double(row.lines) / row.streamSeconds), fixed(Double(row.bytes) / 1_048_576 / row.streamSeconds, 1),
          row.memorySeconds.map { rate(Double(row.lines) / $0) } ?? "-",
        ]
      })
  }

  static func scalingTable(_ rows: [ReplayResult]) -> String {
    table(
      ["journal", "builds", "replay", "actions/s", "µs/action", "fold-only", "fold µs/action", "fold µs/build"],
      rows.map { row in
        let fold = row.foldSeconds ?? .nan
        return [
          row.spec.name, String(row.builds), seconds(row.replaySeconds),
          rate(Double(row.spec.actions) / row.replaySeconds), micro(row.replaySeconds / Double(row.spec.actions)),
          seconds(fold), micro(fold / Double(row.spec.actions)),
          row.builds * 10 < row.spec.actions ? "-" : micro(fold / Double(row.builds)),
        ]
      })
  }

  static func appendTable(_ append: AppendResult) -> String {
    table(
      ["what", "actions", "actions/s", "median latency"],
      [
        ["encode only (ActionCodec.encode)", String(append.groupedActions), rate(append.encodePerSecond), "-"],
        [
          "grouped commits (1,000 per write, one fsync)", String(append.groupedActions), rate(append.groupedPerSecond),
          "-",
        ],
        [
          "fsync per action (REPL)", String(append.syncedActions), rate(append.syncedPerSecond),
          milli(append.syncedLatencySeconds),
        ],
      ]) + "  (journals in \(append.directory))\n"
  }

  static func replTable(_ repl: ReplResult) -> String {
    table(
      ["line", "median", "p90", "< 1 ms"],
      repl.lines.map { line in
        [
          line.line + (line.wholeState ? " (every widget)" : ""), milli(line.medianSeconds), milli(line.p90Seconds),
          line.medianSeconds < 0.001 ? "yes" : "no",
        ]
      })
  }

  /// Columns aligned: the first to the left, the others to the right.
  static func table(_ header: [String], _ rows: [[String]]) -> String {
    let all = [header] + rows
    let widths = header.indices.map { column in all.map { $0[column].count }.max() ?? 0 }
    var out = ""
    for row in all {
      let cells = row.indices.map { column in
        let pad = String(repeating: " ", count: widths[column] - row[column].count)
        return column == 0 ? row[column] + pad : pad + row[column]
      }
      out += "  " + cells.joined(separator: "  ") + "\n"
    }
    return out
  }

  static func seconds(_ s: Double) -> String { s < 1 ? fixed(s * 1000, 1) + " ms" : fixed(s, 3) + " s" }
  static func milli(_ s: Double) -> String { fixed(s * 1000, 3) + " ms" }
  static func micro(_ s: Double) -> String { fixed(s * 1e6, 2) }
  static func ratio(_ r: Double) -> String { fixed(r, 1) + "×" }
  /// A ratio close to 1 (a speed-up, a cost per build against another), with two decimals.
  static func ratio2(_ r: Double) -> String { fixed(r, 2) + "×" }
  static func megabytes(_ bytes: Int) -> String { fixed(Double(bytes) / 1_048_576, 1) + " MB" }

  static func rate(_ perSecond: Double) -> String {
    if perSecond >= 1e6 { return fixed(perSecond / 1e6, 2) + "M" }
    if perSecond >= 1e3 { return fixed(perSecond / 1e3, 1) + "k" }
    return fixed(perSecond, 1)
  }

  /// A number with `digits` decimals.
  static func fixed(_ value: Double, _ digits: Int) -> String {
    guard value.isFinite else { return "-" }
    var scale = 1.0
    for _ in 0..<digits { scale *= 10 }
    let scaled = Int64((abs(value) * scale).rounded())
    let whole = String(scaled / Int64(scale))
    let sign = value < 0 && scaled != 0 ? "-" : ""
    guard digits > 0 else { return sign + whole }
    let fraction = String(scaled % Int64(scale))
    return sign + whole + "." + String(repeating: "0", count: digits - fraction.count) + fraction
  }

  /// Writes `text` to `path`, replacing it; false on failure.
  static func writeFile(_ path: String, _ text: String) -> Bool {
    guard let file = fopen(path, "w") else { return false }
    let written = fputs(text, file) >= 0
    return fclose(file) == 0 && written
  }
}
