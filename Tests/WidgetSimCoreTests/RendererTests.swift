import Testing
import WidgetModel

@testable import WidgetCommands
@testable import WidgetSimCore

/// The pictures `show`, `timeline` and `budget` draw, checked against golden files and for their shape.
@Suite("Pictures of widgets, timelines and budgets")
struct RendererTests {
  static let start = Instant(iso8601: "2026-03-01T08:00:00Z")!

  /// A session in memory that has run `lines`, each of which must succeed.
  static func session(_ lines: some Sequence<String>) -> Session {
    let session = Session.inMemory(start: start)
    for line in lines {
      let outcome = session.execute(line)
      precondition(outcome.error == nil, "\(line): \(outcome.error!)")
    }
    return session
  }

  /// The state after `lines`, each of which must succeed.
  static func state(_ lines: [String]) -> SimState { session(lines).head }

  /// A kind for every accessory family and the extra-large one, with a parameter of each type.
  static let gaugeKind =
    "define gauge families=circular,rectangular,inline,xl entries=3 every=10m data=gauge:{city} "
    + "param=city:enum:Beijing|Shanghai=Beijing param=count:int=3 param=compact:bool=false"

  /// The system families, each live with readable content.
  static let systemState = state([
    "add weather small city=Shanghai", "add stocks medium symbol=TSLA", "add todo large list=groceries",
    #"data weather:Shanghai {"temp":21,"sky":"sunny","wind":"NE 3 km/h","humidity":0.62}"#,
    "data stocks:TSLA 251.2 ttl=10m",
    #"data todo:groceries ["milk","eggs","a loaf of bread, sliced, from the bakery on the corner"]"#,
    "app foreground", "reload all", "app background", "tick 5m",
  ])

  /// The accessory families and the extra-large one.
  static let accessoryState = state([
    gaugeKind, "add gauge circular", "add gauge rectangular city=Shanghai", "add gauge inline", "add gauge xl",
    #"data gauge:Beijing {"aqi":42,"level":"good"}"#, #"data gauge:Shanghai "light rain, clearing later""#,
    "app foreground", "reload gauge", "app background", "tick 12m",
  ])

  /// One small widget per status: stale (newer data waiting), blank, placeholder (App Group off), live.
  static let statusState = state([
    "add weather small city=Beijing", "add todo small", "add stocks small", "add weather small city=Guangzhou",
    "data weather:Beijing 18", "data weather:Guangzhou 27", "app foreground", "reload weather", "appgroup off",
    "reload stocks", "appgroup on", "app background", "tick 10m", "data weather:Beijing 19",
  ])

  /// A widget whose budget is spent, with its next refresh deferred to the next day.
  static let spentState = state([
    "set budget=4", "add stocks small", "data stocks:AAPL 182.5", "reload stocks", "tick 10m", "reload stocks",
    "tick 10m", "reload stocks", "tick 10m", "reload stocks", "tick 10m", "data stocks:AAPL 183", "reload stocks",
    "tick 10m",
  ])

  @Test("small, medium and large widgets side by side")
  func systemFamilies() throws {
    try Golden.check(Renderer.show(Self.systemState) + "\n", named: "show.system.txt")
  }

  @Test("accessory widgets: circular, rectangular, inline; and extra large")
  func accessoryFamilies() throws {
    try Golden.check(Renderer.show(Self.accessoryState) + "\n", named: "show.accessory.txt")
  }

  @Test("the stale, blank, placeholder and live badges")
  func statuses() throws {
    let state = Self.statusState
    #expect(state.orderedWidgets.map { state.display($0).status } == [.stale, .blank, .placeholder, .live])
    try Golden.check(Renderer.show(state) + "\n", named: "show.statuses.txt")
  }

  @Test("one widget with its policy, next refresh and budget")
  func oneWidget() throws {
    let state = Self.systemState
    try Golden.check(Renderer.show(state.widgets["w2"]!, in: state) + "\n", named: "show.one.txt")
  }

  @Test("no widgets: a hint to add one")
  func noWidgets() {
    #expect(Renderer.show(Self.state([])).hasSuffix("no widgets yet; add one, e.g. add weather medium city=Shanghai"))
  }

  @Test("a timeline: entries, build, now and next refresh on an axis, and the budget window")
  func timeline() throws {
    let state = Self.systemState
    try Golden.check(Renderer.timeline(state.widgets["w1"]!, in: state) + "\n", named: "timeline.txt")
  }

  @Test("a deferred refresh shows when it was due and why it waits; the spent window says when room returns")
  func timelineDeferred() throws {
    let state = Self.spentState
    let widget = state.widgets["w1"]!
    #expect(state.deferral(widget) != nil)
    try Golden.check(Renderer.timeline(widget, in: state) + "\n", named: "timeline.deferred.txt")
  }

  @Test("budget bars, with the next free slot when spent")
  func budget() throws {
    let spent = Self.spentState
    try Golden.check(Renderer.budget(spent.orderedWidgets, in: spent) + "\n", named: "budget.spent.txt")
    let system = Self.systemState
    try Golden.check(Renderer.budget(system.orderedWidgets, in: system) + "\n", named: "budget.txt")
  }

  @Test("a budget lowered below the refreshes already counted draws a full bar and says so, at every width")
  func budgetLoweredBelowUse() {
    let state = Self.state([
      "add weather", "reload weather", "tick 10m", "reload weather", "tick 10m", "set budget=1",
    ])
    let widget = state.orderedWidgets[0]
    #expect(state.budgetUsed(widget) == 2)
    for width in [40, 80, 140] {
      let style = PictureStyle(width: width, colour: false)
      let lines = BudgetPicture(widgets: [widget], state: state, style: style).lines().map {
        $0.runs.map(\.text).joined()
      }
      let words = lines.dropFirst().joined(separator: " ").split(separator: " ").joined(separator: " ")
      let bar = lines.first { $0.contains("2/1") } ?? ""
      #expect(bar.contains("█"), "\(lines)")
      #expect(!bar.contains("░"), "\(lines)")
      #expect(words.contains("2/1 spent (1 over: the budget was lowered after they were counted)"), "\(lines)")
      #expect(lines.allSatisfy { TextWidth.columns($0) <= width }, "\(lines)")
    }
  }

  @Test("every box line is as wide as its family's shape", arguments: Family.allCases)
  func boxWidths(family: Family) {
    let state = Self.state([
      Self.gaugeKind.replacingOccurrences(of: "circular,rectangular,inline,xl", with: family.shortName),
      "add gauge", #"data gauge:Beijing {"a":"\#(String(repeating: "long words ", count: 40))"}"#, "reload all",
    ])
    let shape = FamilyShape.of(family)
    let lines = WidgetPicture(widget: state.widgets["w1"]!, state: state).lines()
    #expect(lines.count == shape.rows)
    if family == .accessoryInline {
      #expect(lines[0].width <= shape.columns)
    } else {
      #expect(lines.allSatisfy { $0.width == shape.columns })
    }
  }

  @Test("pictures fit the width they are given, wrapping widgets to new rows", arguments: [40, 60, 100, 160])
  func fitsWidth(width: Int) {
    let text = Renderer.show(Self.systemState, style: PictureStyle(width: width, colour: false))
    let widest = text.split(separator: "\n").map { TextWidth.columns(String($0)) }.max() ?? 0
    #expect(widest <= width)
  }

  @Test("colour adds ANSI sequences and nothing else")
  func colour() {
    let state = Self.statusState
    let colour = PictureStyle(width: 100, colour: true)
    for (plain, coloured) in [
      (Renderer.show(state), Renderer.show(state, style: colour)),
      (
        Renderer.timeline(state.widgets["w1"]!, in: state),
        Renderer.timeline(state.widgets["w1"]!, in: state, style: colour)
      ),
      (
        Renderer.budget(state.orderedWidgets, in: state),
        Renderer.budget(state.orderedWidgets, in: state, style: colour)
      ),
    ] {
      #expect(coloured.contains("\u{1B}["))
      #expect(Self.strippingANSI(coloured) == plain)
    }
  }

  /// `text` without ANSI SGR sequences.
  static func strippingANSI(_ text: String) -> String {
    var out = ""
    var escaping = false
    for character in text {
      if character == "\u{1B}" {
        escaping = true
      } else if escaping {
        if character == "m" { escaping = false }
      } else {
        out.append(character)
      }
    }
    return out
  }
}
