// swift-format-ignore-file
// 2-odd_names.jsonl as a test, written by `widgetsim export swift-testing --style changes`. Actions 4–10 (1–3 define
// the built-in kinds, as every scenario does) run through WidgetScenario as REPL commands, each followed by what it
// changed in the widgets: ids, status, shown entry, next refresh and budget used. A failure names the widget, the
// field, the value expected and the one found, and the action's seq.
import Testing
import WidgetSimCore

@Suite("2-odd_names")
struct Journal2OddNamesTests {
  @Test("2-odd_names.jsonl: what each action changes")
  func changesAfterEveryAction() throws {
    var scenario = try WidgetScenario(exportedFrom: "2-odd_names.jsonl", start: "2026-03-01T08:00:00Z")

    // seq 4: add stocks small "symbol=A\"#B\\C"
    try scenario.run(##"add stocks small "symbol=A\"#B\\C""##)
    #expect(scenario.widgetIDs == ["w1"], "after seq 4")
    #expect(scenario.status(of: "w1") == .placeholder, "after seq 4")
    #expect(scenario.shownEntry(of: "w1") == "2026-03-01T08:00:00Z fallback", "after seq 4")
    #expect(scenario.nextRefresh(of: "w1") == "2026-03-01T09:00:00Z", "after seq 4")
    #expect(scenario.budgetUsed(of: "w1") == 0, "after seq 4")

    // seq 5: add weather small city=Guangzhou as odd.id:1-x
    try scenario.run("add weather small city=Guangzhou as odd.id:1-x")
    #expect(scenario.widgetIDs == ["w1", "odd.id:1-x"], "after seq 5")
    #expect(scenario.status(of: "odd.id:1-x") == .placeholder, "after seq 5")
    #expect(scenario.shownEntry(of: "odd.id:1-x") == "2026-03-01T08:00:00Z fallback", "after seq 5")
    #expect(scenario.nextRefresh(of: "odd.id:1-x") == "2026-03-01T12:00:00Z", "after seq 5")
    #expect(scenario.budgetUsed(of: "odd.id:1-x") == 0, "after seq 5")

    // seq 6: data "stocks:A\"#B\\C" {"quote":"say \"hi\"#","path":"C:\\dir","line":"a\nb","bidi":"x\u{202E}y"}
    try scenario.run("data \"stocks:A\\\"#B\\\\C\" {\"quote\":\"say \\\"hi\\\"#\",\"path\":\"C:\\\\dir\",\"line\":\"a\\nb\",\"bidi\":\"x\u{202E}y\"}")
    #expect(scenario.status(of: "w1") == .stale, "after seq 6")

    // seq 7: data weather:Guangzhou {"sky":"\u{2028} sep \u0007 bell"}
    try scenario.run("data weather:Guangzhou {\"sky\":\"\u{2028} sep \\u0007 bell\"}")
    #expect(scenario.status(of: "odd.id:1-x") == .stale, "after seq 7")

    // seq 8: tick to 2026-03-01T08:05:00Z
    try scenario.run("tick to 2026-03-01T08:05:00Z")
    #expect(scenario.shownEntry(of: "w1") == "2026-03-01T08:05:00Z fallback", "after seq 8")

    // seq 9: reload all
    try scenario.run("reload all")
    #expect(scenario.status(of: "w1") == .live, "after seq 9")
    #expect(scenario.shownEntry(of: "w1") == "2026-03-01T08:05:00Z {\"quote\":\"say \\\"hi\\\"#\",\"path\":\"C:\\\\dir\",\"line\":\"a\\nb\",\"bidi\":\"x\u{202E}y\"}", "after seq 9")
    #expect(scenario.nextRefresh(of: "w1") == "2026-03-01T09:05:00Z", "after seq 9")
    #expect(scenario.budgetUsed(of: "w1") == 1, "after seq 9")
    #expect(scenario.status(of: "odd.id:1-x") == .live, "after seq 9")
    #expect(scenario.shownEntry(of: "odd.id:1-x") == "2026-03-01T08:05:00Z {\"sky\":\"\u{2028} sep \\u0007 bell\"}", "after seq 9")
    #expect(scenario.nextRefresh(of: "odd.id:1-x") == "2026-03-01T12:05:00Z", "after seq 9")
    #expect(scenario.budgetUsed(of: "odd.id:1-x") == 1, "after seq 9")

    // seq 10: tick to 2026-03-01T09:05:00Z
    try scenario.run("tick to 2026-03-01T09:05:00Z")
    #expect(scenario.status(of: "w1") == .stale, "after seq 10")
    #expect(scenario.shownEntry(of: "w1") == "2026-03-01T09:05:00Z {\"quote\":\"say \\\"hi\\\"#\",\"path\":\"C:\\\\dir\",\"line\":\"a\\nb\",\"bidi\":\"x\u{202E}y\"}", "after seq 10")
    #expect(scenario.nextRefresh(of: "w1") == "2026-03-01T10:05:00Z", "after seq 10")
    #expect(scenario.budgetUsed(of: "w1") == 2, "after seq 10")
    #expect(scenario.status(of: "odd.id:1-x") == .stale, "after seq 10")
    #expect(scenario.shownEntry(of: "odd.id:1-x") == "2026-03-01T09:05:00Z {\"sky\":\"\u{2028} sep \\u0007 bell\"}", "after seq 10")
  }
}
