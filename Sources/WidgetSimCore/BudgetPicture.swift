import WidgetCommands
import WidgetModel

/// `budget` drawn: one bar per widget of its counted refreshes in the last 24 hours against the budget, with the
/// next refresh, or the next free slot when the budget is spent. Under `budgetScope` kind or app, one bar per pool
/// (a kind, or the app) with, below it, each widget's share.
struct BudgetPicture {
  /// The widgets drawn, in order.
  let widgets: [Widget]
  /// The state they are drawn in.
  let state: SimState
  /// The columns the picture may take (bars shrink to `barCellsMin`, then notes go below) and the zone of its times.
  let style: PictureStyle
  /// The facts of `widgets`, in the same order (the spent shared budgets' queues found once for all).
  let facts: [FactSheet]
  /// The words for them.
  let narrator: Narrator

  /// The picture of `widgets` in `state`.
  init(widgets: [Widget], state: SimState, style: PictureStyle) {
    self.widgets = widgets
    self.state = state
    self.style = style
    let places = state.poolQueuePlaces()
    self.facts = widgets.map { state.facts(of: $0, place: .some(places[$0.id])) }
    self.narrator = Narrator(state, zone: style.zone)
  }

  /// The most cells of a bar; a larger budget is scaled down to it.
  static let barCellsMax = 40

  /// The fewest cells of a bar, however narrow the terminal.
  static let barCellsMin = 10

  /// One line of the picture: a name, a bar of `used` refreshes against the budget, its numbers and a note.
  struct Row {
    /// The blanks before the name: 2, or 4 for a widget's share under its pool.
    var indent: Int
    /// `w1 weather`, or a pool's name.
    var name: String
    /// The refreshes the bar shows.
    var used: Int
    /// `12/40` for a budget, or a widget's share alone.
    var numbers: String
    /// What comes next.
    var note: String
    /// Whether the row is a budget (its numbers are used against the limit), so spent shows in yellow.
    var isBudget: Bool
  }

  /// A title, then one line per row (two when its note does not fit beside the bar).
  func lines() -> [StyledLine] {
    let budget = state.settings.budget
    let title = TextWidth.wrap(titleText, columns: style.width, first: "", rest: "  ").map { StyledLine($0, .dim) }
    // Each widget its own budget's row, or each pool's row with its widgets' shares below it.
    let rows = facts.allSatisfy({ $0.budget.pool.scope == .widget }) ? facts.map(widgetRow) : pooledRows()
    let nameColumns = rows.map { $0.indent - 2 + TextWidth.columns($0.name) }.max() ?? 0
    let numberColumns = String(budget).count * 2 + 1
    let noteColumns = rows.map { TextWidth.columns($0.note) }.max() ?? 0
    let fixed = 2 + nameColumns + 2 + 2 + numberColumns + 2
    // A cell per refresh when the budget is small enough, else as many cells as fit (at least barCellsMin).
    let room = style.width - fixed - noteColumns
    // Too narrow for a name and a bar of barCellsMin side by side: each bar goes under its name, as wide as fits.
    guard fixed + min(budget, Self.barCellsMin) <= style.width else {
      let cells = min(budget, max(1, min(Self.barCellsMax, style.width - 6 - 2 - numberColumns)))
      return title + rows.flatMap { stackedLines($0, columns: (nameColumns, numberColumns, cells)) }
    }
    let cells = min(budget, max(Self.barCellsMin, min(Self.barCellsMax, room)))
    let noteBelow = fixed + cells + noteColumns > style.width
    return title + rows.flatMap { line($0, columns: (nameColumns, numberColumns, cells), noteBelow: noteBelow) }
  }

  /// A row on a narrow terminal: the name, then the bar and numbers indented below it, then the note below them.
  func stackedLines(_ row: Row, columns: (name: Int, numbers: Int, cells: Int)) -> [StyledLine] {
    let budget = state.settings.budget
    var name = StyledLine(String(repeating: " ", count: row.indent))
    name.append(TextWidth.clip(row.name, columns: style.width - row.indent), row.isBudget ? .bold : .plain)
    var line = StyledLine(String(repeating: " ", count: row.indent + 2))
    line.append(bar(used: row.used, cells: columns.cells))
    line.append("  " + String(repeating: " ", count: max(0, columns.numbers - row.numbers.count)) + row.numbers)
    let tone: Tone = row.isBudget && row.used >= budget ? .yellow : .dim
    let below = TextWidth.wrap(row.note, columns: style.width, first: "    ", rest: "      ")
    return [name, line] + below.map { StyledLine($0, tone) }
  }

  /// What the budget is and whose it is.
  var titleText: String { Narrator.budgetRule(limit: state.settings.budget, scope: state.settings.budgetScope) }

  /// A widget's row under `budgetScope=widget`: its own budget.
  func widgetRow(_ facts: FactSheet) -> Row {
    let budget = facts.budget
    return Row(
      indent: 2, name: "\(facts.id) \(facts.kind)", used: budget.used, numbers: "\(budget.used)/\(budget.limit)",
      note: narrator.spentNote(budget) ?? narrator.nextRefreshNote(facts.next), isBudget: true)
  }

  /// Under a shared budget: each pool the widgets drawn belong to, in the order of its first widget, then those
  /// widgets' shares.
  func pooledRows() -> [Row] {
    var rows: [Row] = []
    var drawn: Set<BudgetPool> = []
    for first in facts where !drawn.contains(first.budget.pool) {
      let pool = first.budget
      drawn.insert(pool.pool)
      let members = "shared by \(pool.members) widget\(pool.members == 1 ? "" : "s")"
      rows.append(
        Row(
          indent: 2, name: Narrator.poolLabel(pool.pool), used: pool.used, numbers: "\(pool.used)/\(pool.limit)",
          note: narrator.spentNote(pool) ?? members, isBudget: true))
      for member in facts where member.budget.pool == pool.pool {
        let share = member.budget.share
        rows.append(
          Row(
            indent: 4, name: "\(member.id) \(member.kind)", used: share, numbers: String(share),
            note: narrator.nextRefreshNote(member.next), isBudget: false))
      }
    }
    return rows
  }

  /// `w1 weather  ████████░░░░  12/40  next refresh 12:10`, with the name, numbers and bar in the given columns; the
  /// note wrapped on lines of its own below when `noteBelow`.
  func line(_ row: Row, columns: (name: Int, numbers: Int, cells: Int), noteBelow: Bool) -> [StyledLine] {
    let budget = state.settings.budget
    var line = StyledLine(String(repeating: " ", count: row.indent))
    line.append(row.name, row.isBudget ? .bold : .plain)
    line.append(String(repeating: " ", count: columns.name - (row.indent - 2) - TextWidth.columns(row.name) + 2))
    line.append(bar(used: row.used, cells: columns.cells))
    line.append("  " + String(repeating: " ", count: max(0, columns.numbers - row.numbers.count)) + row.numbers)
    let tone: Tone = row.isBudget && row.used >= budget ? .yellow : .dim
    guard noteBelow else { return [line + StyledLine("  ") + StyledLine(row.note, tone)] }
    let below = TextWidth.wrap(row.note, columns: style.width, first: "    ", rest: "      ")
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
}
