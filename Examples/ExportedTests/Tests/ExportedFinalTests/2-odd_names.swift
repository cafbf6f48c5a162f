// swift-format-ignore-file
// 2-odd_names.jsonl as a test, written by `widgetsim export swift-testing --style final`. Actions 4–10 (1–3 define the
// built-in kinds, as every scenario does) run through WidgetScenario as REPL commands, then, at the end, every
// widget's: ids, status, shown entry, next refresh and budget used. A failure names the widget, the field, the value
// expected and the one found, and the action's seq.
import Testing
import WidgetSimCore

@Suite("2-odd_names")
struct Journal2OddNamesTests {
  @Test("2-odd_names.jsonl: the state at the end")
  func finalState() throws {
    var scenario = try WidgetScenario(exportedFrom: "2-odd_names.jsonl", start: "2026-03-01T08:00:00Z")
    try scenario.run(##"add stocks small "symbol=A\"#B\\C""##)  // seq 4
    try scenario.run("add weather small city=Guangzhou as odd.id:1-x")  // seq 5
    try scenario.run("data \"stocks:A\\\"#B\\\\C\" {\"quote\":\"say \\\"hi\\\"#\",\"path\":\"C:\\\\dir\",\"line\":\"a\\nb\",\"bidi\":\"x\u{202E}y\"}")  // seq 6
    try scenario.run("data weather:Guangzhou {\"sky\":\"\u{2028} sep \\u0007 bell\"}")  // seq 7
    try scenario.run("tick to 2026-03-01T08:05:00Z")  // seq 8
    try scenario.run("reload all")  // seq 9
    try scenario.run("tick to 2026-03-01T09:05:00Z")  // seq 10

    #expect(scenario.widgetIDs == ["w1", "odd.id:1-x"], "at the end (seq 10)")
    #expect(scenario.status(of: "w1") == .stale, "at the end (seq 10)")
    #expect(scenario.shownEntry(of: "w1") == "2026-03-01T09:05:00Z {\"quote\":\"say \\\"hi\\\"#\",\"path\":\"C:\\\\dir\",\"line\":\"a\\nb\",\"bidi\":\"x\u{202E}y\"}", "at the end (seq 10)")
    #expect(scenario.nextRefresh(of: "w1") == "2026-03-01T10:05:00Z", "at the end (seq 10)")
    #expect(scenario.budgetUsed(of: "w1") == 2, "at the end (seq 10)")
    #expect(scenario.status(of: "odd.id:1-x") == .stale, "at the end (seq 10)")
    #expect(scenario.shownEntry(of: "odd.id:1-x") == "2026-03-01T09:05:00Z {\"sky\":\"\u{2028} sep \\u0007 bell\"}", "at the end (seq 10)")
    #expect(scenario.nextRefresh(of: "odd.id:1-x") == "2026-03-01T12:05:00Z", "at the end (seq 10)")
    #expect(scenario.budgetUsed(of: "odd.id:1-x") == 1, "at the end (seq 10)")
  }
}
