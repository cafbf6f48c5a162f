import WidgetModel

/// A journal read once for a chart, streamed (no action is kept): how many actions it holds, its clock at its end
/// and after the seqs `--from` and `--to` name, and each widget's life, from which the range asked for and the lanes
/// drawn are chosen before the chart's own fold (`ChartRecorder`) streams the actions again (`Source`).
struct ChartInput {
  /// One placement of a widget: its id, and when it was added and removed.
  struct Life {
    var id: String
    var added: Instant
    var removed: Instant?
  }

  /// The journal's actions streamed again, in order, to `body`: the chart reads a journal more than once rather than
  /// keep its actions (a million of them took 2 GB).
  typealias Source = (_ body: (Action) -> Void) throws -> Void

  /// The journal's name, for the title.
  var title: String
  /// The journal's start.
  var start: Instant
  /// How many actions were read, the clock after the last, and after each seq in `seqs` (those `--from` and `--to`
  /// name).
  var count = 0
  var end: Instant
  let seqs: Set<Int>
  var clockAt: [Int: Instant] = [:]
  /// Every widget placement, in the order they were added, and the placement of each id placed now.
  var lives: [Life] = []
  var placed: [String: Int] = [:]

  /// An empty reading of a journal named `title` that starts at `start`, noting the clock after each seq `bounds`
  /// name (the texts of `--from` and `--to` that are seqs).
  init(title: String, start: Instant, bounds: [String?] = []) {
    self.title = title
    self.start = start
    end = start
    seqs = Set(bounds.compactMap { $0.flatMap(Self.seq) })
  }

  /// The seq `text` names: digits only.
  static func seq(_ text: String) -> Int? {
    guard !text.isEmpty, text.utf8.allSatisfy({ $0 >= 48 && $0 <= 57 }) else { return nil }
    return Int(text)
  }

  /// Notes one action and the state after it (a replay's observer).
  mutating func observe(_ state: SimState, _ action: Action) {
    let before = end
    count += 1
    if seqs.contains(count) { clockAt[count] = state.now }
    switch action.base {
    case .widgetAdded(let id, _, _, _, _):
      placed[id] = lives.count
      lives.append(Life(id: id, added: before))
    case .widgetRemoved(let id):
      if let index = placed.removeValue(forKey: id) { lives[index].removed = before }
    default: break
    }
    end = state.now
  }

  /// Where `text`, typed after `--from` or `--to`, lands on the journal's clock.
  enum Bound {
    /// An instant within the journal.
    case within(Instant)
    /// A seq past the last action, or an instant after the clock's end: `said` says so ("--to 999 is past the end:
    /// the journal holds 136 actions"), and `hint` explains a time of day read as the next day's (or is empty).
    case pastEnd(said: String, hint: String)
  }

  /// The instant `text` names for `--from`: an instant, a time of day or a seq, as `bound(_:option:zone:)` reads it.
  /// - Throws: `UsageError` for a text that is none of them or an instant outside the journal (past its end, nothing
  ///   would be left to draw).
  func from(_ text: String, zone: DisplayZone) throws(UsageError) -> Instant {
    switch try bound(text, option: "--from", zone: zone) {
    case .within(let instant): return instant
    case .pastEnd(let said, let hint):
      throw UsageError(
        "\(said); nothing would be left to draw\(hint.isEmpty ? "" : "; \(hint) (leave --from out to start at the journal's start)")"
      )
    }
  }

  /// The instant `text` names for `--to`, and for one past the journal's end, the journal's end with a note saying so
  /// (for stderr; the chart is then the one drawn without `--to`).
  /// - Throws: `UsageError` for a text that is not a time or an instant before the journal's start.
  func to(_ text: String, zone: DisplayZone) throws(UsageError) -> (instant: Instant, note: String?) {
    switch try bound(text, option: "--to", zone: zone) {
    case .within(let instant): return (instant, nil)
    case .pastEnd(let said, let hint): return (end, "\(said); the chart ends there\(hint.isEmpty ? "" : "; \(hint)")")
    }
  }

  /// Where `text` lands for `option` (`--from`, `--to`): an instant, a time of day (the first at or after the
  /// journal's start, in `zone`) or a seq (the clock after that action).
  /// - Throws: `UsageError` naming the option, for a text that is none of them or an instant before the journal.
  func bound(_ text: String, option: String, zone: DisplayZone) throws(UsageError) -> Bound {
    if !text.isEmpty, text.utf8.allSatisfy({ $0 >= 48 && $0 <= 57 }) {
      guard let seq = Int(text), seq <= count else {
        return .pastEnd(said: "\(option) \(text) is past the end: the journal holds \(count) actions", hint: "")
      }
      return .within(seq == 0 ? start : clockAt[seq]!)
    }
    let instant: Instant
    // A time of day before the start on the first day means the next day's: said when that is past the end.
    var nextDay = ""
    if let typed = Instant(typed: text) {
      instant = typed
    } else if let local = Self.timeOfDay(text) {
      let dayMs = TimeSpan.days(1).ms
      let day = Instant.floorDivide(zone.localMs(start), dayMs).0 * dayMs
      let candidate = zone.instant(localMs: day + local)
      instant = candidate >= start ? candidate : zone.instant(localMs: day + dayMs + local)
      if candidate < start {
        nextDay =
          "a time of day is the first at or after the journal's start, \(ChartCommand.fullTime(start, zone)), so \(text) is the next day's"
      }
    } else {
      throw UsageError(
        "\(option) '\(text)' is not a time: write an instant such as 2026-03-01T09:00:00Z (or with an offset such as +08:00), a time of day such as 09:30 (the first at or after the journal's start) or a seq such as 12 (the clock after that action)"
      )
    }
    guard instant >= start else {
      throw UsageError(
        "\(option) \(text) is before the journal's start, \(ChartCommand.fullTime(start, zone)) (\(zone.name))")
    }
    guard instant <= end else {
      return .pastEnd(
        said:
          "\(option) \(text) (\(ChartCommand.fullTime(instant, zone))) is after the journal's end, \(ChartCommand.fullTime(end, zone)) (\(zone.name))",
        hint: nextDay)
    }
    return .within(instant)
  }

  /// The milliseconds after midnight of `HH:MM` or `HH:MM:SS`, or nil.
  static func timeOfDay(_ text: String) -> Int64? {
    let parts = text.split(separator: ":", omittingEmptySubsequences: false)
    guard parts.count == 2 || parts.count == 3,
      parts.allSatisfy({ $0.utf8.count == 2 && $0.utf8.allSatisfy { $0 >= 48 && $0 <= 57 } })
    else { return nil }
    let numbers = parts.map { Int64($0)! }
    guard numbers[0] < 24, numbers[1] < 60, numbers.count == 2 || numbers[2] < 60 else { return nil }
    return ((numbers[0] * 60 + numbers[1]) * 60 + (numbers.count == 3 ? numbers[2] : 0)) * 1000
  }

  /// The ids of the widgets to draw: `ids` when given (each must have been placed), else the widgets placed during
  /// `from...to`, at most `ChartCommand.lanesMax` of them (those with the most builds in the range, counted by
  /// folding the actions of `source` from `initial` once more, a note saying so). `option` names where the ids came
  /// from, for errors.
  /// - Throws: `UsageError` for an id the journal never placed, with the nearest one; what `source` throws.
  func lanes(
    _ ids: [String]?, option: String, from: Instant, to: Instant, notes: inout [String], source: Source,
    initial: SimState
  ) throws -> Set<String> {
    var known: [String] = []
    var seen: Set<String> = []
    for life in lives where seen.insert(life.id).inserted { known.append(life.id) }
    if let ids {
      for id in ids where !seen.contains(id) {
        let near = NameSuggestion.nearest(to: id, in: known).map { "; did you mean \($0)?" } ?? ""
        let list =
          known.isEmpty
          ? "it placed none" : "it placed " + known.prefix(8).joined(separator: ", ") + (known.count > 8 ? ", …" : "")
        throw UsageError("\(option): the journal never placed a widget \(id)\(near) (\(list))")
      }
      return Set(ids)
    }
    let during = lives.enumerated().filter { $0.element.added <= to && ($0.element.removed ?? to) >= from }
    guard during.count > ChartCommand.lanesMax else { return Set(during.map(\.element.id)) }
    let builds = try buildsInRange(from: from, to: to, source: source, initial: initial)
    let ranked = during.map { item in (index: item.offset, builds: builds[item.offset]) }
      .sorted { $0.builds != $1.builds ? $0.builds > $1.builds : $0.index < $1.index }
    notes.append(
      "\(ChartCommand.lanesMax) of the \(during.count) widgets placed in this range are drawn: those with the most builds in it (--widgets ID,… chooses others)."
    )
    return Set(ranked.prefix(ChartCommand.lanesMax).map { lives[$0.index].id })
  }

  /// The builds of each placement (by its index in `lives`) within `from...to`, found by folding the actions of
  /// `source` from `initial`.
  /// - Complexity: O(actions and builds) in time; O(placements) in memory.
  func buildsInRange(from: Instant, to: Instant, source: Source, initial: SimState) throws -> [Int] {
    var counts = [Int](repeating: 0, count: lives.count)
    var state = initial
    var placed: [String: Int] = [:]
    var added = 0
    try source { action in
      switch action.base {
      case .widgetAdded(let id, _, _, _, _):
        placed[id] = added
        added += 1
      case .widgetRemoved(let id): placed[id] = nil
      default: break
      }
      for refresh in state.apply(action) where refresh.at >= from && refresh.at <= to {
        if let index = placed[refresh.widget], index < counts.count { counts[index] += 1 }
      }
    }
    return counts
  }
}
