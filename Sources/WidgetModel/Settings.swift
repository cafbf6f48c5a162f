/// The model's assumptions that WidgetKit does not document, exposed so a user can change them.
public struct Settings: Hashable, Sendable {
  /// Counted refreshes allowed per widget in any rolling 24 hours.
  public var budget: Int = 40
  /// The least time between two timeline builds of a widget before a counted refresh may happen.
  public var minInterval: TimeSpan = .minutes(5)
  /// How long after a WidgetCenter reload request the widget becomes due.
  public var latency: TimeSpan = .zero
  /// Whether a configuration change counts against the budget.
  public var configureCounts: Bool = false
  /// How long the system lets a provider run for one timeline; a build whose fetch waits longer fails.
  public var providerDeadline: TimeSpan = .seconds(5)
  /// How long after a failed build the widget is due again.
  public var retryAfter: TimeSpan = .hours(1)

  public init() {}

  /// The names accepted by `set`, in the order shown to people.
  public static let names = [
    "budget", "minInterval", "latency", "configureCounts", "providerDeadline", "retryAfter",
  ]

  /// The value of a setting as it is written in `set NAME=VALUE`.
  public func text(of name: String) -> String? {
    switch name {
    case "budget": return String(budget)
    case "minInterval": return minInterval.text
    case "latency": return latency.text
    case "configureCounts": return configureCounts ? "true" : "false"
    case "providerDeadline": return providerDeadline.text
    case "retryAfter": return retryAfter.text
    default: return nil
    }
  }
}

/// One setting changed by a `set` action.
public enum Setting: Hashable, Sendable {
  case budget(Int)
  case minInterval(TimeSpan)
  case latency(TimeSpan)
  case configureCounts(Bool)
  case providerDeadline(TimeSpan)
  case retryAfter(TimeSpan)

  /// The setting's name, as in `set NAME=VALUE`.
  public var name: String {
    switch self {
    case .budget: return "budget"
    case .minInterval: return "minInterval"
    case .latency: return "latency"
    case .configureCounts: return "configureCounts"
    case .providerDeadline: return "providerDeadline"
    case .retryAfter: return "retryAfter"
    }
  }

  /// The value as written in `set NAME=VALUE`.
  public var valueText: String {
    switch self {
    case .budget(let n): return String(n)
    case .minInterval(let s), .latency(let s), .providerDeadline(let s), .retryAfter(let s): return s.text
    case .configureCounts(let b): return b ? "true" : "false"
    }
  }
}
