import Testing
import WidgetModel
import WidgetSimCore

/// The report after a `reload` says what the reload filter decided for each widget: a widget on screen is reloaded
/// free from the background (`visibleReloadsFree`), so the request's headline must not call it counted while the
/// widget's own line says it waits free.
@Suite("The report of a reload of a visible widget")
struct VisibleReloadReportTests {
  static func session(_ lines: [String]) -> Session {
    let session = Session.inMemory(start: Instant(iso8601: "2026-03-01T08:00:00Z")!)
    for line in lines { #expect(session.execute(line).error == nil, "\(line)") }
    return session
  }

  @Test("a reload of a widget on screen from the background is free in the headline as in the widget's line")
  func allVisible() {
    let session = Self.session([
      "define k data=k entries=1", "add k small", "device home", "app background", "set latency=1m",
    ])
    let output = session.execute("reload k").output
    #expect(
      output.contains("reload requested for k (background: free: the widget is visible, latency 1m)"), "\(output)")
    #expect(!output.contains("counted"), "\(output)")
  }

  @Test("a reload of two widgets, one on screen, names the free one and counts the other")
  func someVisible() {
    let session = Self.session([
      "define k data=k entries=1", "add k small", "add k small", "move w2 page=2", "device home", "app background",
      "set latency=1m",
    ])
    let output = session.execute("reload k").output
    #expect(
      output.contains("reload requested for k (background: counted; free for w1: the widget is visible, latency 1m)"),
      "\(output)")
  }

  @Test("with nothing on screen the headline is as before: counted")
  func noneVisible() {
    let session = Self.session(["define k data=k entries=1", "add k small", "app background", "set latency=1m"])
    #expect(session.execute("reload k").output.contains("reload requested for k (background: counted, latency 1m)"))
  }
}
