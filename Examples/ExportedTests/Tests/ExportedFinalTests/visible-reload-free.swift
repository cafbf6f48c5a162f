// swift-format-ignore-file
// visible-reload-free.jsonl as a test, written by `widgetsim export swift-testing --style final`. Actions 4–24 (1–3
// define the built-in kinds, as every scenario does) run through WidgetScenario as REPL commands, then, at the end,
// every widget's: ids, status, shown entry, next refresh and budget used. A failure names the widget, the field, the
// value expected and the one found, and the action's seq.
import Testing
import WidgetSimCore

@Suite("visible-reload-free")
struct VisibleReloadFreeTests {
  @Test("visible-reload-free.jsonl: the state at the end")
  func finalState() throws {
    var scenario = try WidgetScenario(exportedFrom: "visible-reload-free.jsonl", start: "2026-03-01T08:00:00Z")
    try scenario.run("add stocks small symbol=AAPL")  // seq 4
    try scenario.run("add stocks small symbol=AAPL page=2")  // seq 5
    try scenario.run("device home")  // seq 6
    try scenario.run(#"data stocks:AAPL {"price":101.2}"#)  // seq 7
    try scenario.run("reload stocks")  // seq 8
    try scenario.run("tick to 2026-03-01T08:10:00Z")  // seq 9
    try scenario.run(#"data stocks:AAPL {"price":101.8}"#)  // seq 10
    try scenario.run("reload stocks")  // seq 11
    try scenario.run("tick to 2026-03-01T08:20:00Z")  // seq 12
    try scenario.run(#"data stocks:AAPL {"price":102.5}"#)  // seq 13
    try scenario.run("reload stocks")  // seq 14
    try scenario.run("tick to 2026-03-01T08:30:00Z")  // seq 15
    try scenario.run(#"data stocks:AAPL {"price":101.9}"#)  // seq 16
    try scenario.run("reload stocks")  // seq 17
    try scenario.run("tick to 2026-03-01T08:40:00Z")  // seq 18
    try scenario.run(#"data stocks:AAPL {"price":103.1}"#)  // seq 19
    try scenario.run("reload stocks")  // seq 20
    try scenario.run("tick to 2026-03-01T08:50:00Z")  // seq 21
    try scenario.run(#"data stocks:AAPL {"price":103.4}"#)  // seq 22
    try scenario.run("reload stocks")  // seq 23
    try scenario.run("tick to 2026-03-01T08:52:00Z")  // seq 24

    #expect(scenario.widgetIDs == ["w1", "w2"], "at the end (seq 24)")
    #expect(scenario.status(of: "w1") == .live, "at the end (seq 24)")
    #expect(scenario.shownEntry(of: "w1") == #"2026-03-01T08:50:00Z {"price":103.4}"#, "at the end (seq 24)")
    #expect(scenario.nextRefresh(of: "w1") == "2026-03-01T09:50:00Z", "at the end (seq 24)")
    #expect(scenario.budgetUsed(of: "w1") == 0, "at the end (seq 24)")
    #expect(scenario.status(of: "w2") == .live, "at the end (seq 24)")
    #expect(scenario.shownEntry(of: "w2") == #"2026-03-01T08:50:00Z {"price":103.4}"#, "at the end (seq 24)")
    #expect(scenario.nextRefresh(of: "w2") == "2026-03-01T09:50:00Z", "at the end (seq 24)")
    #expect(scenario.budgetUsed(of: "w2") == 6, "at the end (seq 24)")
  }
}
