/// What `why` and `doctor` say about the extension's process that ran a widget's last build of a developer's
/// provider (docs/PROVIDERS.md, "The extension's process"): how the build failed, in a fresh process or not, the App
/// Group identifiers it asked for in vain, and what it printed.
extension Narrator {
  /// The last build's failure of a developer's provider, said as the system saw it: `Its build at 09:00 crashed:
  /// Fatal error: … (WeatherProvider.swift:30). It keeps the timeline built at 08:00; the system tries again at 10:00
  /// (retryAfter 1h).`
  func providerFailureSentences(_ widget: Widget, _ failure: BuildFailure, reason: String)
    -> [String]
  {
    let counted = failure.counted ? " (counted against the budget)" : ""
    let crash = "crashed: "
    let run = state.failedRun(widget)
    let inMethod = run?.method.map { " in \($0)" } ?? ""
    let what =
      reason.hasPrefix(crash) ? "crashed\(inMethod): " + reason.dropFirst(crash.count) : "failed\(inMethod): " + reason
    let kept =
      widget.timeline.missingReason == .buildFailed
      ? "No build has succeeded since it was added, so it shows the fallback (\(state.display(widget).status.rawValue))"
      : "It keeps the timeline built at \(time(widget.timeline.generatedAt))"
    let retry =
      "the system tries again at \(time(failure.at + state.settings.retryAfter)) (retryAfter \(state.settings.retryAfter.text))"
    return [
      "Its build at \(time(failure.at))\(counted) \(what)\(what.hasSuffix(".") ? "" : ".") \(kept); \(retry)."
    ]
  }

  /// How the extension's process ran the widget's last build, where a simulator program recorded it.
  func processSentences(_ widget: Widget) -> [String] {
    guard let run = state.extensionRuns[widget.id] else { return [] }
    let process = run.process
    var lines: [String] = []
    let at = time(run.at)
    for group in process.unknownGroups {
      lines.append(
        "During the build at \(at) the provider asked containerURL(forSecurityApplicationGroupIdentifier:) for \(group), which is not an App Group the extension has, so it got nil: use the identifier the app and the extension both declare in their App Groups capability."
      )
    }
    if process.freshProcess {
      lines.append(
        "The build at \(at) ran in a fresh extension process: no process was kept from a call within extensionKeepAlive (\(state.settings.extensionKeepAlive.text)) before it, so the provider's static variables started empty, as on a device where the extension is gone between reloads."
      )
    } else {
      lines.append(
        "The build at \(at) ran in the extension process kept from a call within extensionKeepAlive (\(state.settings.extensionKeepAlive.text)) before it, so static variables still held what that call left."
      )
    }
    if let peak = process.memoryPeakBytes, process.ended != .memory,
      peak * 2 >= Int(state.settings.extensionMemoryMB) * 1_000_000
    {
      lines.append(
        "Its process grew \(Self.megabytes(peak)) above its idle size, more than half of extensionMemory (\(state.settings.extensionMemoryMB)MB): as its data grows, a build will pass the limit and fail."
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

  /// The failed build in two or three words, for pictures: `crashed`, `exited`, `out of memory`, `deadline passed`,
  /// or `build failed`.
  public func failureWord(_ widget: Widget) -> String {
    switch state.extensionEnd(widget) {
    case .crashed?: return "crashed"
    case .exited?: return "exited"
    case .memory?: return "out of memory"
    case .deadline?: return "deadline passed"
    case .broken?, nil:
      // A build refused at one of the simulator's own limits must not look like a failure on a device.
      let atLimit = widget.failure?.providerReason?.contains(Limits.simulatorLimitWords) == true
      return atLimit ? "simulator limit" : "build failed"
    }
  }
}
