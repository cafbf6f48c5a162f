/// What `why` says about the extension's process that ran a widget's last build of a developer's provider
/// (docs/PROVIDERS.md, "The extension's process"): how the build failed, in a fresh process or not, the App Group
/// identifiers it asked for in vain, and what it printed.
extension SimState {
  /// The last build's failure of a developer's provider, said as the system saw it: `Its build at 09:00 crashed:
  /// Fatal error: … (WeatherProvider.swift:30). It keeps the timeline built at 08:00; the system tries again at 10:00
  /// (retryAfter 1h).`
  func providerFailureSentences(_ widget: Widget, _ failure: BuildFailure, reason: String, zone: DisplayZone)
    -> [String]
  {
    let counted = failure.counted ? " (counted against the budget)" : ""
    let crash = "crashed: "
    let run = extensionRuns[widget.id].flatMap { $0.seq == failure.seq && $0.at == failure.at ? $0.process : nil }
    let inMethod = run?.method.map { " in \($0)" } ?? ""
    let what =
      reason.hasPrefix(crash) ? "crashed\(inMethod): " + reason.dropFirst(crash.count) : "failed\(inMethod): " + reason
    let kept =
      widget.timeline.missingReason == .buildFailed
      ? "No build has succeeded since it was added, so it shows the fallback (\(display(widget).status.rawValue))"
      : "It keeps the timeline built at \(time(widget.timeline.generatedAt, zone))"
    let retry =
      "the system tries again at \(time(failure.at + settings.retryAfter, zone)) (retryAfter \(settings.retryAfter.text))"
    return [
      "Its build at \(time(failure.at, zone))\(counted) \(what)\(what.hasSuffix(".") ? "" : ".") \(kept); \(retry)."
    ]
  }

  /// How the extension's process ran the widget's last build, where a simulator program recorded it.
  func processSentences(_ widget: Widget, zone: DisplayZone) -> [String] {
    guard let run = extensionRuns[widget.id] else { return [] }
    let process = run.process
    var lines: [String] = []
    let at = time(run.at, zone)
    for group in process.unknownGroups {
      lines.append(
        "During the build at \(at) the provider asked containerURL(forSecurityApplicationGroupIdentifier:) for \(group), which is not an App Group the extension has, so it got nil: use the identifier the app and the extension both declare in their App Groups capability."
      )
    }
    if process.freshProcess {
      lines.append(
        "The build at \(at) ran in a fresh extension process: no process was kept from a call within extensionKeepAlive (\(settings.extensionKeepAlive.text)) before it, so the provider's static variables started empty, as on a device where the extension is gone between reloads."
      )
    } else {
      lines.append(
        "The build at \(at) ran in the extension process kept from a call within extensionKeepAlive (\(settings.extensionKeepAlive.text)) before it, so static variables still held what that call left."
      )
    }
    if let peak = process.memoryPeakBytes, process.ended != .memory,
      peak * 2 >= Int(settings.extensionMemoryMB) * 1_000_000
    {
      lines.append(
        "Its process grew \(Self.megabytes(peak)) above its idle size, more than half of extensionMemory (\(settings.extensionMemoryMB)MB): as its data grows, a build will pass the limit and fail."
      )
    }
    if process.outputBytes > 0 {
      lines.append(outputSentence(process, at: at))
    }
    return lines
  }

  /// What the provider printed during the build, its last lines at most.
  func outputSentence(_ process: ExtensionRun, at: String) -> String {
    let shownLinesMax = 6
    let all = process.output.split(separator: "\n", omittingEmptySubsequences: true)
    let shown = all.suffix(shownLinesMax).map { "  " + $0 }.joined(separator: "\n")
    let cut = process.outputBytes > process.output.utf8.count || all.count > shownLinesMax
    let which =
      cut
      ? "It printed \(process.outputBytes) bytes during the build at \(at); the last lines:"
      : "It printed during the build at \(at):"
    return which + "\n" + shown
  }

  /// Bytes as megabytes with one decimal: `12.3MB`.
  static func megabytes(_ bytes: Int) -> String {
    let tenths = (bytes + 50_000) / 100_000
    return "\(tenths / 10).\(tenths % 10)MB"
  }

  /// How the widget's last build ended its extension, if it did (recorded by a simulator program), else nil.
  public func extensionEnd(_ widget: Widget) -> ExtensionEnd? {
    guard let failure = widget.failure, let run = extensionRuns[widget.id], run.seq == failure.seq,
      run.at == failure.at
    else { return nil }
    return run.process.ended
  }

  /// The failed build in two or three words, for pictures: `crashed`, `exited`, `out of memory`, `deadline passed`,
  /// or `build failed`.
  public func failureWord(_ widget: Widget) -> String {
    switch extensionEnd(widget) {
    case .crashed?: return "crashed"
    case .exited?: return "exited"
    case .memory?: return "out of memory"
    case .deadline?: return "deadline passed"
    case .broken?, nil: return "build failed"
    }
  }

  /// `doctor`'s finding for a widget whose last build of a developer's provider ended its extension's process
  /// (crashed, exited, ran out of memory, passed the deadline) or failed in `placeholder(in:)`, with the fix in
  /// WidgetKit's terms; nil for other failures, which `buildFailed` reports.
  func providerFailureFinding(_ widget: Widget, _ failure: BuildFailure, zone: DisplayZone) -> Finding? {
    guard let reason = failure.providerReason else { return nil }
    let run = extensionRuns[widget.id].flatMap { $0.seq == failure.seq && $0.at == failure.at ? $0.process : nil }
    let end = run?.ended
    let inPlaceholder = run?.method == "placeholder(in:)" || reason.hasPrefix("placeholder(in:)")
    let deadline = end == .deadline || (end == nil && reason.contains("within the deadline of"))
    let rule: FindingRule
    var fix: String
    if inPlaceholder {
      rule = .placeholderFailed
      fix =
        "make placeholder(in:) return at once a sample entry built from constants: no file, no network, no force unwrap; WidgetKit calls it for the gallery and the first frame"
    } else if end == .crashed || end == .exited {
      rule = .providerCrashed
      fix =
        "never let getTimeline trap or exit: unwrap what can be missing in the extension (guard let for containerURL(forSecurityApplicationGroupIdentifier:), try? for decoding, bounds for indexes) and complete with a placeholder entry and .after(a date) when data is missing"
    } else if end == .memory {
      rule = .providerOutOfMemory
      fix =
        "keep the extension under its memory limit (extensionMemory, \(settings.extensionMemoryMB)MB): downsample images to the size the widget draws, read only what the timeline's entries show, and keep no caches in static variables"
    } else if deadline {
      rule = .providerPastDeadline
      fix =
        "complete within providerDeadline (\(settings.providerDeadline.text)) on every path: give URLSession a timeoutIntervalForRequest below it, call the completion from every branch, and fall back to the App Group's cached copy"
    } else {
      return nil
    }
    if let group = run?.unknownGroups.first {
      fix =
        "ask containerURL(forSecurityApplicationGroupIdentifier:) for the App Group the app and the extension both declare (it was asked for \(group), which gave nil); then "
        + fix
    }
    let counted =
      failure.counted
      ? "; failed builds still count against the budget (\(budgetUsed(widget))/\(settings.budget) used)" : ""
    let how = providerFailureSentences(widget, failure, reason: reason, zone: zone)[0]
    return Finding(
      rule: rule, subject: widget.id,
      subjects: FindingSubjects(
        widgets: [widget.id], kinds: [widget.kind], keys: [widget.timeline.dataKey].compactMap { $0 }),
      evidence: [failure.seq],
      problem: String(how.prefix(1).lowercased() + how.dropFirst().dropLast()) + counted,
      fix: fix, explains: [widget.id])
  }
}
