import Testing
import WidgetModel

@testable import WidgetCommands
@testable import WidgetSimCore

/// `snapshot KIND [FAMILY] [PARAM=VALUE…]`: what the widget gallery and the configuration preview show, from the
/// caches only, beside the kind's placed widgets; a query that records nothing, with `add`'s errors.
@Suite("snapshot: the gallery's preview")
struct SnapshotTests {
  /// The snapshot `words` asks for in the state after `lines`.
  static func snapshot(_ words: String, after lines: [String]) throws -> (state: SimState, snapshot: Snapshot) {
    let state = RendererTests.state(lines)
    guard case .query(.snapshot(let kind, let family, let params)) = try CommandParser.parse("snapshot " + words) else {
      Issue.record("snapshot \(words) is not a snapshot query")
      throw ParseError("not a snapshot")
    }
    let request = try state.snapshotRequest(kind: kind, family: family, params: params)
    return (state, state.snapshot(kind: request.kind, family: request.family, config: request.config))
  }

  /// The to-do kind with a blank fallback, a widget placed before the app wrote its list, and no reload since.
  static let blankBeside = ["add todo small list=groceries", #"data todo:groceries ["milk"]"#]

  @Test("the preview shows data while the widget on the home screen is blank, and says why and what to do")
  func previewWithDataBesideBlank() throws {
    let (state, snapshot) = try Self.snapshot("todo list=groceries", after: Self.blankBeside)
    #expect(snapshot.display.content == .array([.string("milk")]))
    #expect(snapshot.data?.container == .appGroup)
    #expect(
      Narrator(state).snapshotSentences(snapshot) == [
        "The gallery shows todo:groceries from the App Group's copy from 08:00.",
        "w1 (list=groceries) is blank on the home screen, but the preview shows todo:groceries from 08:00: nothing had been written for todo:groceries when its timeline was built. To show it: reload todo (WidgetCenter.reloadTimelines(ofKind: \"todo\")); app foreground, then reload (foreground reloads are not counted).",
      ])
  }

  @Test("the picture draws the preview beside the placed widgets, badged [PREVIEW]")
  func picture() throws {
    let session = RendererTests.session(Self.blankBeside + ["add todo medium list=chores", "tick 5m"])
    let output = session.execute("snapshot todo list=groceries").output
    #expect(!output.contains("░"), "w1 is blank, stale or not, and the preview has data: no placeholder bars")
    try Golden.check(output + "\n", named: "snapshot.blank.txt")
  }

  @Test("the preview never fetches: a kind whose server answers but whose caches are empty previews the placeholder")
  func neverFetches() throws {
    let lines = ["define feed data=feed fetch=network fallback=blank", "add feed", "net feed 1"]
    let (state, snapshot) = try Self.snapshot("feed", after: lines)
    #expect(snapshot.data == nil && snapshot.display.content == nil)
    #expect(snapshot.display.status == .placeholder, "the gallery shows the placeholder, never a blank view")
    #expect(state.extensionCache.isEmpty, "nothing was fetched and stored")
    #expect(
      Narrator(state).snapshotSentences(snapshot).first
        == "The gallery shows the placeholder (getSnapshot must answer at once, so it reads the caches only and never fetches): nothing readable for feed in the caches."
    )
    let picture = Renderer.snapshot(snapshot, in: state)
    #expect(picture.contains("┌─ preview feed") && picture.contains("[PREVIEW]") && picture.contains("░"))
  }

  @Test("the kind's defaults and first family unless given; the given family and values otherwise")
  func defaults() throws {
    let (_, plain) = try Self.snapshot("weather", after: [])
    #expect(plain.family == .systemSmall && plain.config == ["city": .string("Beijing")])
    #expect(plain.dataKey == "weather:Beijing")
    let (_, given) = try Self.snapshot("weather large city=Shanghai", after: [])
    #expect(given.family == .systemLarge && given.dataKey == "weather:Shanghai")
  }

  @Test(
    "the preview reads what a build would: the newest copy, not the App Group while it is off, not expired data under expired=fallback"
  )
  func readsAsABuild() throws {
    let (_, newest) = try Self.snapshot(
      "feed", after: ["define feed data=feed fetch=network", "data feed 1", "net feed 2", "add feed"])
    #expect(newest.data?.container == .extension && newest.display.content == .int(2))
    let (offState, off) = try Self.snapshot("weather", after: ["data weather:Beijing 3", "appgroup off"])
    #expect(off.missingReason == .appGroupUnavailable)
    #expect(
      Narrator(offState).snapshotSentences(off) == [
        "The gallery shows the placeholder: the App Group is unavailable and the extension's container has nothing for weather:Beijing.",
        "No weather widget is placed on the home screen (add weather places one).",
      ])
    let (_, expired) = try Self.snapshot(
      "rates", after: ["define rates data=rates ttl=10m expired=fallback", "data rates 1", "tick 20m"])
    #expect(expired.missingReason == .expired(writtenAt: RendererTests.start))
  }

  @Test("each placed widget of the kind is compared: same data, older data, another configuration, none either")
  func comparisons() throws {
    let (state, snapshot) = try Self.snapshot(
      "weather",
      after: [
        "add weather small", "add weather small city=Shanghai", "data weather:Beijing 1", "reload weather", "tick 10m",
        "data weather:Beijing 2", "add weather medium",
      ])
    #expect(
      Array(Narrator(state).snapshotSentences(snapshot).dropFirst()) == [
        "w1 (city=Beijing) shows older data (weather:Beijing from 08:00) than the preview (from 08:10): its timeline was built at 08:05, before that copy was written.",
        "w2 (city=Shanghai) reads weather:Shanghai, another configuration than the preview's; it is placeholder.",
        "w3 (city=Beijing) shows the same data as the preview (weather:Beijing from 08:10).",
      ])
    let (sandboxState, sandboxed) = try Self.snapshot(
      "weather", after: ["add weather", "appgroup off", "data weather:Beijing 1", "appgroup on"])
    #expect(
      Narrator(sandboxState).snapshotSentences(sandboxed) == [
        "The gallery shows the placeholder: nothing readable for weather:Beijing: the app's write at 08:00 went to its own container while the App Group was unavailable.",
        "w1 (city=Beijing) has no data either: nothing had been written for weather:Beijing when its timeline was built.",
      ])
  }

  @Test(
    "snapshot's words are refused with add's errors",
    arguments: ["wether", "weather hueg", "weather circular", "weather cty=Beijing", "weather city=Paris"])
  func errors(words: String) {
    let session = RendererTests.session([])
    let snapshot = session.execute("snapshot " + words).error
    #expect(snapshot != nil)
    #expect(snapshot == session.execute("add " + words).error)
  }

  @Test("snapshot is a query: nothing is recorded, and the state is unchanged")
  func query() {
    let session = RendererTests.session(["add weather"])
    let (count, head) = (session.journal.count, session.head)
    let outcome = session.execute("snapshot weather medium")
    #expect(outcome.error == nil)
    #expect(session.journal.count == count && session.head == head)
    #expect(session.execute("snapshot").error == "usage: snapshot KIND [FAMILY] [PARAM=VALUE…]")
  }

  @Test("a scenario asks for a snapshot with typed values")
  func scenario() throws {
    var scenario = WidgetScenario(start: RendererTests.start)
    try scenario.run("data weather:Shanghai 21")
    let snapshot = try scenario.snapshot("weather", .systemMedium, ["city": "Shanghai"])
    #expect(snapshot.display.content == .int(21) && snapshot.family == .systemMedium)
    #expect(throws: ScenarioError.self) { try scenario.snapshot("weather", nil, ["town": "x"]) }
  }
}
