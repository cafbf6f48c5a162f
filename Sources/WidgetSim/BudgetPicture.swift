import WidgetCommands
import WidgetModel

/// `budget` drawn: one bar per widget of its counted refreshes in the last 24 hours against the budget, with the
/// next refresh, or the next free slot when the budget is spent.
struct BudgetPicture {
  /// The widgets drawn, in order.
  let widgets: [Widget]
  /// The state they are drawn in.
  let state: SimState
  /// The columns the picture may take (bars shrink to `barCellsMin`, then notes go below) and the zone of its times.
  let style: PictureStyle

  /// The most cells of a bar; a larger budget is scaled down to it.
  static let barCellsMax = 40

  /// The fewest cells of a bar, however narrow the terminal.
  static let barCellsMin = 10

  /// A title, then one line per widget (two when its note does not fit beside the bar).
  func lines() -> [StyledLine] {
    let budget = state.settings.budget
    let title = TextWidth.wrap(
      "budget: \(budget) counted refreshes per widget in any 24 hours (set budget=N changes it)", columns: style.width,
      first: "", rest: "  "
    ).map { StyledLine($0, .dim) }
    let names = widgets.map { "\($0.id) \($0.kind)" }
    let nameColumns = names.map(TextWidth.columns).max() ?? 0
    let numberColumns = String(budget).count * 2 + 1
    let noteColumns = widgets.map { TextWidth.columns(note($0, used: state.budgetUsed($0))) }.max() ?? 0
    let fixed = 2 + nameColumns + 2 + 2 + numberColumns + 2
    // A cell per refresh when the budget is small enough, else as many cells as fit (at least barCellsMin).
    let room = style.width - fixed - noteColumns
    let cells = min(budget, max(Self.barCellsMin, min(Self.barCellsMax, room)))
    let noteBelow = fixed + cells + noteColumns > style.width
    return title
      + zip(widgets, names).flatMap { widget, name in
        line(widget, name: name, columns: (nameColumns, numberColumns, cells), noteBelow: noteBelow)
      }
  }

  /// `w1 weather  ████████░░░░  12/40  next refresh 12:10`, with the name, numbers and bar in the given columns; the
  /// note wrapped on lines of its own below when `noteBelow`.
  func line(_ widget: Widget, name: String, columns: (name: Int, numbers: Int, cells: Int), noteBelow: Bool)
    -> [StyledLine]
  {
    let budget = state.settings.budget
    let used = state.budgetUsed(widget)
    var line = StyledLine("  ")
    line.append(name, .bold)
    line.append(String(repeating: " ", count: columns.name - TextWidth.columns(name) + 2))
    line.append(bar(used: used, cells: columns.cells))
    let numbers = "\(used)/\(budget)"
    line.append("  " + String(repeating: " ", count: max(0, columns.numbers - numbers.count)) + numbers)
    let tone: Tone = used >= budget ? .yellow : .dim
    guard noteBelow else { return [line + StyledLine("  ") + StyledLine(note(widget, used: used), tone)] }
    let below = TextWidth.wrap(note(widget, used: used), columns: style.width, first: "    ", rest: "      ")
    return [line] + below.map { StyledLine($0, tone) }
  }

  /// The bar in `cells` cells: a filled cell per counted refresh (scaled when they differ), the rest empty; full when
  /// more refreshes were counted than a budget lowered since allows.
  func bar(used: Int, cells: Int) -> StyledLine {
    let budget = state.settings.budget
    var filled = min(cells, (used * cells + budget - 1) / budget)
    if used < budget { filled = min(filled, cells - 1) }
    let tone: Tone = used >= budget ? .red : used * 4 >= budget * 3 ? .yellow : .green
    var bar = StyledLine(String(repeating: "█", count: filled), tone)
    bar.append(String(repeating: "░", count: cells - filled), .dim)
    return bar
  }

  /// When the widget next refreshes, or, with the budget spent, when the next counted refresh can happen.
  func note(_ widget: Widget, used: Int) -> String {
    let budget = state.settings.budget
    if used >= budget {
      let room = widget.budget.earliestRoom(from: state.now, limit: budget)
      let over = used > budget ? " (\(used - budget) over: the budget was lowered after they were counted)" : ""
      return "spent\(over): next free slot \(time(room))"
    }
    guard let next = widget.nextRefresh else { return "no refresh scheduled" }
    return "next refresh \(time(next))" + (widget.nextRefreshCounted ? "" : " (not counted)")
  }

  /// An instant as human output writes it (docs/MODEL.md, "Time"), relative to the state's now.
  func time(_ instant: Instant) -> String { style.time(instant, now: state.now) }
}
