import WidgetCommands
import WidgetModel

/// The JSON answers of `widgetsim timeline`, `budget` and `history` whose keys the canonical state does not have
/// (README, "JSON outputs").
enum AnalysisJSON {
  /// An instant as JSON text, or null.
  static func instant(_ instant: Instant?) -> JSONValue { instant.map { .string($0.iso8601) } ?? .null }

  /// A widget's timeline: how and when it was built, what it read, its entries, and what comes next.
  static func timeline(_ widget: Widget, in state: SimState) -> [(key: String, value: JSONValue)] {
    let timeline = widget.timeline
    // Its next refresh as scheduled: the queues of spent shared budgets are not needed here.
    let next = state.nextRefresh(widget, place: .some(nil))
    let build = state.buildOutcome(widget)
    let displayed = timeline.displayedIndex(at: state.now)
    let entries: [JSONValue] = (0..<timeline.entries).map { index in
      .object([
        ("entry", .int(Int64(index + 1))), ("date", instant(timeline.entryDate(index))),
        ("displayed", .bool(index == displayed)),
      ])
    }
    let data: JSONValue =
      timeline.data.map { read in
        .object([
          ("writtenAt", instant(read.writtenAt)), ("writeSeq", .int(Int64(read.writeSeq))),
          ("ttl", .string(read.ttl.text)), ("container", .string(read.container.rawValue)), ("value", read.value),
        ])
      } ?? .null
    let failure: JSONValue =
      build.failure.map { failure in
        .object([
          ("at", instant(failure.at)), ("fetch", .string(failure.fetch.name)),
          ("waited", .string(failure.fetch.waited.text)), ("deadline", .string(failure.deadline.text)),
          ("retryAt", instant(build.retryAt)),
        ])
      } ?? .null
    return [
      ("id", .string(widget.id)), ("generatedAt", instant(build.builtAt)),
      ("builtSeq", .int(Int64(timeline.builtSeq))), ("cause", .string(build.cause.rawValue)),
      ("counted", .bool(build.counted)), ("policy", .string(timeline.policy.text)),
      ("dataKey", timeline.dataKey.map { .string($0) } ?? .null), ("data", data),
      ("missingReason", timeline.data == nil ? .string(missingReason(build.missingReason)) : .null),
      ("source", .string(state.display(widget).source.rawValue)),
      ("fetch", build.fetch.map { .string($0.name) } ?? .null), ("failure", failure),
      ("entries", .array(entries)), ("nextRefresh", instant(next.scheduledAt)),
      ("nextRefreshCounted", next.scheduledAt == nil ? .null : .bool(next.counted)),
      ("pending", pending(next.pending)), ("deferral", deferral(next.deferral)),
    ]
  }

  /// `unresolvedKey`, `appGroupUnavailable`, `noData`, `expired` or `buildFailed`.
  static func missingReason(_ reason: MissingReason?) -> String {
    switch reason {
    case .unresolvedKey?: return "unresolvedKey"
    case .appGroupUnavailable?: return "appGroupUnavailable"
    case .noData?, nil: return "noData"
    case .expired?: return "expired"
    case .buildFailed?: return "buildFailed"
    }
  }

  /// A waiting reload request: when it is due, whether it counts, and what asked for it.
  static func pending(_ pending: PendingReload?) -> JSONValue {
    guard let pending else { return .null }
    var members: [(key: String, value: JSONValue)] = [
      ("dueAt", instant(pending.dueAt)), ("counted", .bool(pending.counted)),
      ("cause", .string(pending.cause.rawValue)),
    ]
    // Held until the app goes to the background (foregroundReloads=onBackground); dueAt is when it was asked for.
    if pending.held { members.append(("held", .bool(true))) }
    return .object(members)
  }

  /// Why the next counted refresh waits (`budgetSpent`, `minInterval` or `quietHours`) and until when.
  static func deferral(_ deferral: Deferral?) -> JSONValue {
    switch deferral {
    case .budgetSpent(_, let until)?: return .object([("reason", .string("budgetSpent")), ("until", instant(until))])
    case .minInterval(_, let until)?: return .object([("reason", .string("minInterval")), ("until", instant(until))])
    case .quietHours(_, let until)?: return .object([("reason", .string("quietHours")), ("until", instant(until))])
    case nil: return .null
    }
  }

  /// A widget's budget: its counted refreshes in the window, when a slot frees, and where its pace leads. Under
  /// `budgetScope` kind or app, `used` and `freeAt` are the pool's, and `scope` and `share` (the widget's own count)
  /// follow `limit`.
  static func budget(_ widget: Widget, in state: SimState) -> JSONValue {
    let budget = state.budgetUse(widget)
    let next = state.nextRefresh(widget, place: .some(nil))
    let (used, limit) = (budget.used, budget.limit)
    let projection = state.budgetSpentAtPace(widget)
    var pool: [(key: String, value: JSONValue)] = []
    if budget.pool.scope != .widget {
      pool = [("scope", .string(budget.pool.scope.rawValue)), ("share", .int(Int64(budget.share)))]
    }
    return .object(
      [
        ("id", .string(widget.id)), ("kind", .string(widget.kind)), ("used", .int(Int64(used))),
        ("limit", .int(Int64(limit))),
      ]
        + pool + [
          ("refreshes", .array(budget.refreshes.map { instant($0) })), ("freeAt", instant(budget.freesAt)),
          ("nextRefresh", instant(next.scheduledAt)),
          ("nextRefreshCounted", next.scheduledAt == nil ? .null : .bool(next.counted)),
          ("pace", projection.map { .string($0.pace.text) } ?? .null),
          ("spentAtPace", used < limit ? instant(projection?.spentAt) : .null),
        ])
  }

  /// One action of the history: its seq, the instant it happened at, and the action as a command and in words.
  static func action(_ row: (seq: Int, at: Instant, action: Action)) -> JSONValue {
    .object([
      ("seq", .int(Int64(row.seq))), ("at", instant(row.at)), ("command", .string(row.action.commandText)),
      ("description", .string(HistoryText.describe(row.action))),
    ])
  }
}
