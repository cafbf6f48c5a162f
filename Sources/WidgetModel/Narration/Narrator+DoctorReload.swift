/// `doctor`'s findings about reload calls, in words: data written with no reload after it, reloads that read nothing
/// newer, `reload all` for one kind's data, and reloads from inside the extension.
extension Narrator {
  /// The problem of a finding about reload calls.
  func reloadProblem(_ detail: FindingDetail) -> String {
    switch detail {
    case .neverReloaded(_, let keys, let lastWrittenAt, let everReloaded, let widgets):
      let since = everReloaded ? "the app has not reloaded it since" : "the app has never reloaded it"
      return
        "policy never: \(Self.list(keys)) changed (last at \(time(lastWrittenAt))) and \(since), so \(Self.list(widgets)) will not show it until the app does"
    case .dataWithoutReload(_, let writtenAt, let widgets, _):
      return
        "data written at \(time(writtenAt)) with no reload after it, so \(Self.list(widgets)) still show\(Self.verbEnding(widgets)) older content"
    case .wastedReload(_, let wasted, let total, let perWidget, _):
      let named = perWidget.prefix(SimState.widgetsNamedMax).map { "\($0.widget) ×\($0.count)" }
      let others =
        perWidget.count > SimState.widgetsNamedMax
        ? " and \(perWidget.count - SimState.widgetsNamedMax) more widgets" : ""
      return
        "\(wasted) of its \(total) counted reload builds in the last 24h read no newer data than the widget showed (\(Self.list(named))\(others)), spending budget for nothing"
    case .reloadAllForOneKind(let kind, let calls, let lastAt, let others, let rebuilt, let counted):
      let said =
        calls == 1
        ? "reload all at \(time(lastAt))" : "\(calls) reload all calls in the last 24h (the last at \(time(lastAt)))"
      let countedText = counted ? ", each build made in the background counted against its widget's budget" : ""
      return
        "\(said) came when only \(kind)'s data had changed since its last reload, so the widgets of \(Self.list(others)) (\(Self.list(rebuilt))) were rebuilt too\(countedText)"
    case .reloadFromExtension(let target, let seq, let widgets):
      let named = widgets.isEmpty ? "" : " (\(Self.list(widgets)))"
      return
        "a provider called WidgetCenter to reload \(target == "all" ? "all timelines" : target) from inside the widget extension, last during seq \(seq)\(named): every build can ask for the next, a loop that spends the budget"
    case .reloadOfUnknownKind(let name, let seq, _):
      return
        "reloadTimelines(ofKind: \"\(name)\"), called by a provider last during seq \(seq), names no kind, so it reloaded nothing"
    default: preconditionFailure("a finding about reload calls")
    }
  }

  /// The fix of a finding about reload calls.
  func reloadFix(_ detail: FindingDetail) -> String {
    switch detail {
    case .neverReloaded(let kind, _, _, _, _):
      return "call WidgetCenter.shared.reloadTimelines(ofKind: \"\(kind)\") after writing data (reload \(kind))"
    case .dataWithoutReload(_, _, _, let kinds):
      return "after writing data, reload: " + kinds.map { "reload \($0)" }.joined(separator: ", ")
    case .wastedReload(let kind, _, _, _, let key):
      return
        "call WidgetCenter.shared.reloadTimelines(ofKind: \"\(kind)\") only after writing data that changed (data \(key ?? "KEY") VALUE, then reload \(kind)); reloads made while the app is in the foreground are not counted"
    case .reloadAllForOneKind(let kind, _, _, _, _, _):
      return
        "reload only the kind whose data changed: WidgetCenter.shared.reloadTimelines(ofKind: \"\(kind)\") (reload \(kind)) instead of reloadAllTimelines() (reload all)"
    case .reloadFromExtension:
      return
        "reload from the app, where the data changes, never from getTimeline; ask for the next timeline with the policy (.after(date)) instead"
    case .reloadOfUnknownKind(_, _, let nearest):
      return nearest.map {
        "did you mean \($0)? Call reloadTimelines(ofKind: \"\($0)\"), the kind string its Widget declares"
      } ?? "name a kind exactly as its Widget declares it (kinds lists them)"
    default: preconditionFailure("a finding about reload calls")
    }
  }
}
