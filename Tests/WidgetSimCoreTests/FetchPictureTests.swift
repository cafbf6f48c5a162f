import Testing
import WidgetModel

@testable import WidgetSimCore

/// The pictures and reports of kinds that fetch (issue 12): the source in the box, a series entry's element, a failed
/// build on the timeline axis, and the lines printed after actions.
@Suite("Pictures and reports of the provider's fetch")
struct FetchPictureTests {
  /// The commands behind `fetchState`, up to the last tick (whose report the tests read too).
  static let fetchSetup = [
    "define feed families=small,medium entries=3 every=1h policy=after:3h fallbackPolicy=after:2h "
      + "data=feed:{topic} param=topic:enum:world|tech=world fetch=network series=yes",
    #"net feed:world ["rain","sun","wind"] took=800ms"#, "add feed medium", "net feed:tech error",
    "add feed small topic=tech",
    "define board families=small data=board fetch=network policy=after:30m cachedPolicy=after:2h", "net board ok",
    "add board", "net board timeout",
    "define slow families=small data=slow fetch=network timeout=6s policy=after:1h", "net slow 7", "add slow",
    "net slow timeout",
  ]

  /// At 09:00: w1 a series via network showing its second element, w2 the fallback after an error, w3 the
  /// extension's cache after a timeout, w4 a timeline kept after a build that failed.
  static let fetchState = RendererTests.state(fetchSetup + ["tick 1h"])

  @Test("the box names the source: via network, from cache with what the fetch did, the fallback; and the element")
  func sources() throws {
    let state = Self.fetchState
    #expect(state.orderedWidgets.map { state.display($0).source } == [.network, .fallback, .cache, .network])
    try Golden.check(Renderer.show(state) + "\n", named: "show.fetch.txt")
  }

  @Test("a kind that neither fetches nor reads only the extension's container draws no source")
  func noSourceForPlainKinds() {
    let picture = Renderer.show(RendererTests.systemState)
    #expect(!picture.contains("via network") && !picture.contains("from cache") && !picture.contains("fallback"))
  }

  @Test("a kind with appgroup=no names the source: it reads only the extension's container")
  func appGroupNo() {
    let state = RendererTests.state(["define note families=small data=note appgroup=no", "add note"])
    #expect(Renderer.show(state).contains("│ fallback "))
  }

  @Test("timeline marks the failed build ✗ and says why, what the widget kept, and when it retries")
  func failedTimeline() throws {
    let state = Self.fetchState
    try Golden.check(Renderer.timeline(state.widgets["w4"]!, in: state) + "\n", named: "timeline.failed.txt")
  }

  @Test("a failed build is reported as such after the action, with its cause and retry")
  func failedRefreshLine() {
    let session = RendererTests.session(Self.fetchSetup)
    let output = session.execute("tick 1h").output
    #expect(
      output.contains(
        "  09:00 w4 build failed (policy, counted 1/40): the fetch timed out after 6s, past the provider deadline (5s); keeps its timeline; retry at 10:00"
      ), "\(output)")
    #expect(output.contains("  08:30 w3 refreshed (policy, counted 1/40)"))
  }

  @Test("add says when the first build failed; net says which widgets fetch the key")
  func headlines() {
    let session = RendererTests.session(["define slow data=slow fetch=network timeout=6s", "net slow timeout"])
    #expect(
      session.execute("add slow").output
        == "added w1 (slow, systemSmall): placeholder; its first build failed: the fetch timed out after 6s, past the provider deadline (5s); retry at 09:00"
    )
    #expect(
      session.execute("net slow 1").output
        == "the server answers slow with 1 after 500ms; fetched by w1 at its next build")
    #expect(session.execute("net other 1").output == "the server answers other with 1 after 500ms")
  }

  @Test("state lists every container's copies and the network's answers")
  func stateLists() {
    let session = RendererTests.session(
      Self.fetchSetup + ["appgroup off", "data feed:world 0", "appgroup on", "data board 1"])
    let output = session.execute("state").output
    #expect(output.contains("  board = 1 written 08:00\n  board = \"ok\" written 08:00 (extension's container)"))
    #expect(output.contains("  feed:world = 0 written 08:00 (app's own container: no widget reads it)"))
    #expect(
      output.hasSuffix(
        "network: online\n  net board timeout\n  net feed:tech error\n  net feed:world [\"rain\",\"sun\",\"wind\"] took=800ms\n  net slow timeout"
      ))
  }
}
