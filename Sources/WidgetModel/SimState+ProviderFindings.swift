/// The `doctor` checks of kinds whose timelines come from a developer's own provider (docs/PROVIDERS.md): reloads
/// from inside the extension, reloads of a kind that is not defined, and builds that ended the extension's process.
extension SimState {
  /// A provider that asks WidgetCenter to reload from inside the extension: each build asks for the next, so the
  /// widget refreshes as often as the minimum interval and the budget allow, spending the budget on nothing new.
  func providerReloadFindings() -> [Finding] {
    extensionReloadSeq.keys.sorted().map { target in
      guard target == ReloadTarget.all.text || kinds[target] != nil else { return unknownKindReloadFinding(target) }
      let widgets = orderedWidgets.filter { target == "all" || $0.kind == target }.map(\.id)
      let seq = extensionReloadSeq[target]!
      return Finding(
        subject: target,
        subjects: FindingSubjects(widgets: widgets, kinds: target == "all" ? [] : [target]), evidence: [seq],
        detail: .reloadFromExtension(target: target, seq: seq, widgets: widgets))
    }
  }

  /// A provider's reload of a kind that is not defined: on iOS it reloads nothing, so the widgets it meant to reload
  /// (often those of a kind whose name differs by a letter's case) wait for their policy.
  func unknownKindReloadFinding(_ name: String) -> Finding {
    let seq = extensionReloadSeq[name]!
    let near = NameSuggestion.nearest(to: name, in: kindOrder)
    return Finding(
      subject: name, subjects: FindingSubjects(kinds: near.map { [$0] } ?? []), evidence: [seq],
      detail: .reloadOfUnknownKind(name: name, seq: seq, nearest: near))
  }

  /// `doctor`'s finding for a widget whose last build of a developer's provider ended its extension's process
  /// (crashed, exited, ran out of memory, passed the deadline) or failed in `placeholder(in:)`; nil for other
  /// failures, which `buildFailed` reports.
  func providerFailureFinding(_ widget: Widget, _ failure: BuildFailure) -> Finding? {
    guard let reason = failure.providerReason else { return nil }
    let run = failedRun(widget)
    let end = run?.ended
    let inPlaceholder = run?.method == "placeholder(in:)" || reason.hasPrefix("placeholder(in:)")
    let deadline = end == .deadline || (end == nil && reason.contains("within the deadline of"))
    let detail = ProviderFailure(
      failure: failure, reason: reason, end: end, method: run?.method, unknownGroup: run?.unknownGroups.first,
      used: budgetUsed(widget), budget: settings.budget, extensionMemoryMB: settings.extensionMemoryMB,
      providerDeadline: settings.providerDeadline)
    let found: FindingDetail
    if inPlaceholder {
      found = .placeholderFailed(detail)
    } else if end == .crashed || end == .exited {
      found = .providerCrashed(detail)
    } else if end == .memory {
      found = .providerOutOfMemory(detail)
    } else if deadline {
      found = .providerPastDeadline(detail)
    } else {
      return nil
    }
    return Finding(
      subject: widget.id,
      subjects: FindingSubjects(
        widgets: [widget.id], kinds: [widget.kind], keys: [widget.timeline.dataKey].compactMap { $0 }),
      evidence: [failure.seq], detail: found, explains: [widget.id])
  }
}
