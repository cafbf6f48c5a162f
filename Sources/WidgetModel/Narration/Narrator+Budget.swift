/// A widget's budget in words (`BudgetUse`): whose it is, what it allows, and when a slot frees.
extension Narrator {
  /// The pool's name for people: `w1's budget`, `the weather kind's budget`, `the app's budget`.
  public static func budgetName(_ pool: BudgetPool) -> String {
    switch pool {
    case .widget(let id): return "\(id)'s budget"
    case .kind(let kind): return "the \(kind) kind's budget"
    case .app: return "the app's budget"
    }
  }

  /// The pool as the head of its row in `budget`: `the app`, `weather kind`, or the widget's id.
  public static func poolLabel(_ pool: BudgetPool) -> String {
    switch pool {
    case .widget(let id): return id
    case .kind(let kind): return "\(kind) kind"
    case .app: return "the app"
    }
  }

  /// What the budget allows and whose it is, for the title of `budget`.
  public static func budgetRule(limit: Int, scope: BudgetScope) -> String {
    switch scope {
    case .widget: return "budget: \(limit) counted refreshes per widget in any 24 hours (set budget=N changes it)"
    case .kind:
      return
        "budget: \(limit) counted refreshes per kind, shared by its widgets, in any 24 hours (budgetScope=kind; set budget=N changes it)"
    case .app:
      return
        "budget: \(limit) counted refreshes shared by all the app's widgets in any 24 hours (budgetScope=app; set budget=N changes it)"
    }
  }

  /// `spent: next free slot 03-02 08:05` while the budget is spent (with how many over when it was lowered after
  /// they were counted), else nil.
  public func spentNote(_ budget: BudgetUse) -> String? {
    guard let freesAt = budget.freesAt else { return nil }
    let over =
      budget.used > budget.limit
      ? " (\(budget.used - budget.limit) over: the budget was lowered after they were counted)" : ""
    return "spent\(over): next free slot \(time(freesAt))"
  }
}
