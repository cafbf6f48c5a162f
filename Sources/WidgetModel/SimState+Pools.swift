/// The shared budgets of `budgetScope=kind` and `budgetScope=app` (docs/MODEL.md, "Refresh: policy, requests,
/// budget"), and the scheduler's path for the settings that move a counted refresh off a widget's own rules.
extension SimState {
  /// The rolling-24h window a widget's counted refreshes are judged by: its own under `budgetScope=widget`, else its
  /// pool's (its kind's, or the app's), which holds every counted refresh of the pool's widgets.
  public func budgetWindow(_ widget: Widget) -> RefreshBudget {
    switch settings.budgetScope {
    case .widget: return widget.budget
    case .kind: return pools.window(poolKindSlot(widget))
    case .app: return pools.window(0)
    }
  }

  /// The widgets that share a widget's budget, itself included, in the order they were added.
  public func poolMembers(_ widget: Widget) -> [Widget] {
    switch settings.budgetScope {
    case .widget: return [widget]
    case .kind: return orderedWidgets.filter { $0.kind == widget.kind }
    case .app: return orderedWidgets
    }
  }

  /// The ids of the pool's widgets whose counted refreshes fill its window at `t`, in the order they were added.
  public func budgetSpenders(_ widget: Widget, at t: Instant) -> [String] {
    poolMembers(widget).filter { $0.budget.used(at: t) > 0 }.map(\.id)
  }

  /// The pool of a widget's kind under `kind`: its remembered slot when it belongs to this state, else found by
  /// name.
  func poolKindSlot(_ widget: Widget) -> Int {
    let slot = widget.memo.kindSlot
    if slot < kindOrder.count, kindOrder[slot] == widget.kind { return slot }
    return kindOrder.firstIndex(of: widget.kind)!
  }

  /// Builds the pools again from the widgets' own windows, for the scope in force, and the scheduler's path.
  mutating func rebuildPools() {
    pools = BudgetPools()
    pools.scope = settings.budgetScope
    pools.shared = settings.usesSharedPath
    switch settings.budgetScope {
    case .widget: break
    case .kind:
      let table = widgets
      pools.windows = kindOrder.indices.map { kindSlot in
        let members = kindSlot < table.slotsByKind.count ? table.slotsByKind[kindSlot] : []
        return BudgetPools.merged(members.map { table.slots[$0]!.budget })
      }
    case .app: pools.windows = [BudgetPools.merged(widgets.values.map(\.budget))]
    }
  }

  /// Puts every widget's next build on the schedule again.
  mutating func rescheduleAll() {
    withWidgetTable { state, table in
      for slot in table.slots.indices where table.kindSlots[slot] >= 0 {
        state.reschedule(&table.slots[slot]!, slot: slot)
      }
    }
  }

  /// Reschedules the widgets of the pool a counted refresh has just filled (`pools.filled`), if any: their counted
  /// refreshes, allowed until then, now wait for room.
  mutating func rescheduleFilledPool(_ table: inout WidgetTable) {
    let pool = Int(pools.filled)
    guard pool != BudgetPools.noPool else { return }
    pools.filled = Int32(BudgetPools.noPool)
    if pools.scope == .app {
      for slot in table.slots.indices where table.kindSlots[slot] >= 0 { reschedule(&table.slots[slot]!, slot: slot) }
    } else if pool < table.slotsByKind.count {
      for slot in table.slotsByKind[pool] { reschedule(&table.slots[slot]!, slot: slot) }
    }
  }

  /// The counted refreshes of the pool of the widget in `slot` scheduled at `at` (the schedule's next, `slot` the
  /// first of them in placement order), by slot, in the order the reducer carries them out, at that widget's turn:
  /// the one that fell due earliest first, ties in the order the widgets were placed, each while it is still
  /// scheduled then (a refresh that fills the pool moves the rest to its next room). One freed slot of a spent pool
  /// serves one widget: served by placement alone, a widget placed first that keeps falling due before each slot
  /// frees would take every slot, and one placed later none. Builds of other widgets at `at` keep their order: a
  /// pool's counted refreshes change only the pool and their own widgets. The members are found once for the
  /// instant, not once per build, so an instant where many are due costs one pass over the pool. Out of line, and
  /// not given the refresh log, so that the builds of the default scope pay nothing for it.
  @inline(never)
  func servingOrder(_ table: borrowing WidgetTable, from slot: Int, at: Instant) -> [Int] {
    let rules = rules
    var waiting: [(due: Instant, slot: Int)] = []
    func consider(_ candidate: Int) {
      guard let widget = table.slots[candidate], widget.nextRefreshCounted, widget.nextRefresh == at else { return }
      waiting.append((rules.countedDue(widget) ?? Limits.instantMax, candidate))
    }
    if pools.scope == .app {
      for candidate in slot..<table.slots.count where table.kindSlots[candidate] >= 0 { consider(candidate) }
    } else if case let kindSlot = table.kindSlots[slot], kindSlot >= 0 && kindSlot < table.slotsByKind.count {
      for candidate in table.slotsByKind[kindSlot] where candidate >= slot { consider(candidate) }
    }
    waiting.sort { ($0.due, $0.slot) < ($1.due, $1.slot) }
    return waiting.map(\.slot)
  }

  /// The scheduling rules with the shared budgets and the quiet hours (see `SharedScheduleRules`).
  var sharedRules: SharedScheduleRules {
    SharedScheduleRules(rules: rules, pools: pools, quietHours: settings.quietHours)
  }

  /// Records a counted refresh at now of a widget of the kind in `kindSlot` in its pool. Out of line, so that the
  /// builds of the default scope, which have no pool, keep `build` small.
  @inline(never)
  mutating func recordInPool(kindSlot: Int) {
    pools.record(now, kindSlot: kindSlot, limit: settings.budget + (plantedBug == .poolFilledLate ? 1 : 0))
  }
}

/// The scheduling rules when a setting shares budgets (`budgetScope` kind or app) or sets quiet hours: those of
/// `ScheduleRules`, with the pool's window for the budget and the quiet hours after it. A small value, as
/// `ScheduleRules` is, so that the reducer's helpers call its methods without copying the state or the widget.
struct SharedScheduleRules {
  /// The rules of a widget's own budget.
  var rules: ScheduleRules
  /// The pools, for their windows.
  var pools: BudgetPools
  /// The quiet hours, if any.
  var quietHours: QuietHours?

  /// `nextBuild` of the rules made of these parts, out of line: the reducer's helpers call it only when a setting
  /// needs it, and inlined it made them larger for every build of the default settings.
  @inline(never)
  static func nextBuild(
    _ widget: borrowing Widget, rules: ScheduleRules, pools: borrowing BudgetPools, settings: borrowing Settings
  ) -> (at: Instant, counted: Bool)? {
    SharedScheduleRules(rules: rules, pools: copy pools, quietHours: settings.quietHours).nextBuild(widget)
  }

  /// A widget's next build and whether it counts: as `ScheduleRules.nextBuild`, with `countedAllowed` below.
  func nextBuild(_ widget: borrowing Widget) -> (at: Instant, counted: Bool)? {
    var next: (at: Instant, counted: Bool)? = nil
    if let pending = widget.pending, !pending.counted, !pending.held { next = (max(pending.dueAt, rules.now), false) }
    if let due = rules.countedDue(widget) {
      let window: RefreshBudget
      switch pools.scope {
      case .widget: window = widget.budget
      case .kind: window = pools.window(widget.memo.kindSlot)
      case .app:
        // The planted bug judges a widget of any kind but the first by its own refreshes, not the app's pool.
        window =
          rules.plantedBug == .appPoolByKind && widget.memo.kindSlot != 0 ? widget.budget : pools.window(0)
      }
      let allowed = countedAllowed(widget, from: due, window: window)
      if next == nil || allowed < next!.at { next = (allowed, true) }
    }
    return next
  }

  /// The earliest instant at or after `due` when a counted refresh is allowed: room in `window` (the widget's
  /// budget, or its pool's) and the minimum interval, then, if that falls inside the quiet hours, their end.
  func countedAllowed(_ widget: borrowing Widget, from due: Instant, window: borrowing RefreshBudget) -> Instant {
    let room = rules.countedAllowed(widget, from: due, window: window)
    guard let quietHours else { return room }
    if rules.plantedBug == .quietHoursZoneIgnored { return Self.endInUTC(quietHours, containing: room) ?? room }
    if rules.plantedBug == .quietHoursStartExclusive, quietHours.end(containing: room - .minutes(1)) == nil {
      return room
    }
    return quietHours.end(containing: room) ?? room
  }

  /// The window's end read in UTC, its zone ignored: the planted defect `quietHoursZoneIgnored` (test-only).
  static func endInUTC(_ window: QuietHours, containing t: Instant) -> Instant? {
    QuietHours(start: window.start, end: window.end, rule: ZoneRule(posix: "UTC0")!, zoneRule: "UTC0")
      .end(containing: t)
  }
}

/// The budgets that widgets share under `budgetScope=kind` (one per kind) or `app` (one), and whether the scheduler
/// takes its shared path.
///
/// A pool's window holds every counted refresh its widgets made in the rolling 24 hours: the union of their own
/// windows, which each widget keeps whatever the scope (a removed widget takes its refreshes with it). The pools are
/// derived from the widgets and the settings, so they take no part in equality, hashing or the digest; the reducer
/// keeps them so that scheduling reads one window instead of merging its widgets' on every reschedule. They are kept
/// small (16 bytes), as every copy of the state copies them.
struct BudgetPools: Sendable {
  /// The windows: under `kind`, each kind's by kind slot; under `app`, the app's alone; none under `widget`.
  var windows: [RefreshBudget] = []
  /// The pool that a counted refresh has just filled, whose widgets must be rescheduled (its index in `windows`), or
  /// `noPool`.
  var filled = Int32(noPool)
  /// The scope they were built for: the setting in force.
  var scope: BudgetScope = .widget
  /// Whether the scheduler takes the shared path (`SharedScheduleRules`): a scope other than `widget`, or quiet
  /// hours.
  var shared = false

  /// `filled` when no pool was filled.
  static let noPool = -1

  /// Whether a counted refresh has just filled a pool.
  var isFilled: Bool { filled != Int32(Self.noPool) }

  /// Records a counted refresh at `t` of a widget of the kind in `kindSlot` in its pool, and notes the pool as
  /// filled when it now holds `limit` refreshes or more.
  mutating func record(_ t: Instant, kindSlot: Int, limit: Int) {
    guard scope != .widget else { return }
    let pool = scope == .app ? 0 : kindSlot
    if pool >= windows.count { windows += repeatElement(RefreshBudget(), count: pool + 1 - windows.count) }
    windows[pool].record(t)
    if windows[pool].used(at: t) >= limit { filled = Int32(pool) }
  }

  /// The window of pool `index` (empty for a kind none of whose widgets has counted yet).
  func window(_ index: Int) -> RefreshBudget { index < windows.count ? windows[index] : RefreshBudget() }

  /// One window holding every refresh of `budgets`, in time order.
  static func merged(_ budgets: [RefreshBudget]) -> RefreshBudget {
    var pool = RefreshBudget()
    pool.storage = budgets.flatMap(\.refreshes).sorted()
    return pool
  }
}

extension BudgetPools: Hashable {
  /// Always equal: the pools repeat what the widgets and the settings already say.
  static func == (a: BudgetPools, b: BudgetPools) -> Bool { true }

  /// Hashes nothing, as equality ignores the pools.
  func hash(into hasher: inout Hasher) {}
}
