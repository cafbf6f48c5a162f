import WidgetModel

/// Actions written back as the REPL commands that make them, for listings, `bisect` and failure reports.
extension Action {
  /// The command a user would type for this action (ticks as `tick to INSTANT`).
  public var commandText: String {
    switch self {
    case .kindDefined(let kind): return kind.defineWords
    case .widgetAdded(let id, let kind, let family, let config, let page):
      let words = ["add", kind, family.shortName] + Self.assignments(config) + (page == 1 ? [] : ["page=\(page)"])
      return (words + (WidgetID.isAutomatic(id) ? [] : ["as", id])).joined(separator: " ")
    case .widgetRemoved(let id): return "remove \(id)"
    case .widgetConfigured(let id, let changes):
      return (["configure", id] + Self.assignments(changes)).joined(separator: " ")
    case .dataArrived(let key, let value, let ttl):
      return "data \(Command.quotedWord(key)) \(value.serialized)" + (ttl.map { " ttl=\($0.text)" } ?? "")
    case .fetchFailed(let key, let reason): return "fail \(Command.quotedWord(key)) \(reason.rawValue)"
    case .reloadRequested(let target): return "reload \(target.text)"
    case .clockTicked(let to): return "tick to \(to.iso8601)"
    case .appStateChanged(let state): return "app \(state.rawValue)"
    case .appGroupChanged(let available): return "appgroup \(available ? "on" : "off")"
    case .deviceChanged(.screen(.otherApp(let name))): return "device app " + Command.quotedWord(name ?? "")
    case .deviceChanged(.screen(let screen)): return "device \(screen.word)"
    case .deviceChanged(.page(let page)): return "device page \(page)"
    case .widgetMoved(let id, let page): return "move \(id) page=\(page)"
    // A quiet-hours zone may hold blanks and quotes (`<a b>-8`).
    case .settingChanged(let setting): return "set " + Command.quotedWord(setting.name + "=" + setting.valueText)
    case .networkChanged(.online(let up)): return up ? "net online" : "net offline"
    case .networkChanged(.rule(let key, let rule)): return "net \(Command.quotedWord(key)) \(rule.text)"
    case .networkChanged(.url(let pattern, let rule)): return "net \(Command.quotedWord(pattern)) \(rule.text)"
    // The providers' outputs are not typed: the simulator program makes them again when the command runs.
    case .withBuilds(let base, _): return base.commandText
    case .systemChanged(let change): return change.commandWords.map(Command.quotedWord).joined(separator: " ")
    case .appActivity(.session(let kind, let active)): return "app session \(kind.rawValue) \(active ? "on" : "off")"
    case .appActivity(.intentRan): return "app intent"
    case .intentDefined(let intent):
      let after = intent.after == .zero ? "" : " after=\(intent.after.text)"
      return "intent \(intent.kind) \(intent.name) writes \(Command.quotedWord(intent.key)) \(intent.value.serialized)"
        + after
    case .tapped(let id, let intent): return "tap \(id) \(intent)"
    }
  }

  /// `NAME=VALUE` words in name order, quoted where a value has spaces or quotes.
  static func assignments(_ config: [String: ParamValue]) -> [String] {
    config.keys.sorted().map { Command.quotedWord($0 + "=" + config[$0]!.text) }
  }
}

/// A numbered listing of actions as commands, ticks annotated with how far they move the clock.
public enum ActionListing {
  /// One line per action: its seq, its command, and for ticks the span from the previous clock.
  public static func lines(_ actions: [Action], start: Instant) -> [String] {
    var clock = start
    let width = String(actions.count).count
    return actions.enumerated().map { index, action in
      let seq = String(index + 1)
      var line = String(repeating: " ", count: width - seq.count) + seq + "  " + action.commandText
      if case .clockTicked(let to) = action {
        line += "  (+\((to - clock).text))"
        clock = to
      }
      return line
    }
  }
}
