import Testing
import WidgetModel
import WidgetSimCore

/// What the REPL says after `intent`, `tap` and a tick that lands a tap's write.
@Suite("The report after a tap")
struct TapReportTests {
  @Test("intent, tap and the tick that lands the write say when the write lands and what the widget shows")
  func report() {
    let session = Session.inMemory(start: Instant(iso8601: "2026-03-01T09:00:00Z")!, kinds: BuiltinKinds.all)
    for line in ["data todo:home [\"milk\"]", "add todo list=home", "device home"] {
      #expect(session.execute(line).error == nil, "\(line)")
    }
    #expect(
      session.execute("intent todo done writes todo:home [] after=500ms").output
        == "todo has a button or toggle done: its App Intent writes todo:home 500ms after perform() returns, after the widget is rebuilt"
    )
    #expect(
      session.execute("tap w1 done").output
        == """
        tapped w1's done: its App Intent ran and w1 was rebuilt when perform() returned, not counted; reloads until 09:01 are free (intentReloadWindow); the write of todo:home lands at 09:00:00 (500ms after perform() returned), after the rebuild, so w1 shows the old data
          09:00 w1 refreshed (tapped, not counted)
        """)
    #expect(
      session.execute("tick 1s").output
        == """
        09:00 → 09:00:01
          09:00:00 w1's done wrote todo:home; w1 still shows the old data
        """)
  }
}
