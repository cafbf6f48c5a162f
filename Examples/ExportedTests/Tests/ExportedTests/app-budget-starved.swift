// swift-format-ignore-file
// app-budget-starved.jsonl as a test, written by `widgetsim export swift-testing --style changes`. Actions 4–136 (1–3
// define the built-in kinds, as every scenario does) run through WidgetScenario as REPL commands, each followed by what
// it changed in the widgets: ids, status, shown entry, next refresh and budget used. A failure names the widget, the
// field, the value expected and the one found, and the action's seq.
import Testing
import WidgetSimCore

@Suite("app-budget-starved")
struct AppBudgetStarvedTests {
  @Test("app-budget-starved.jsonl: what each action changes")
  func changesAfterEveryAction() throws {
    var scenario = try WidgetScenario(exportedFrom: "app-budget-starved.jsonl", start: "2026-03-01T08:00:00Z")

    // seq 4: set budgetScope=app
    try scenario.run("set budgetScope=app")

    // seq 5: data weather:Shanghai {"temp":18,"sky":"cloudy"}
    try scenario.run(#"data weather:Shanghai {"temp":18,"sky":"cloudy"}"#)

    // seq 6: add stocks small symbol=AAPL
    try scenario.run("add stocks small symbol=AAPL")
    #expect(scenario.widgetIDs == ["w1"], "after seq 6")
    #expect(scenario.status(of: "w1") == .placeholder, "after seq 6")
    #expect(scenario.shownEntry(of: "w1") == "2026-03-01T08:00:00Z fallback", "after seq 6")
    #expect(scenario.nextRefresh(of: "w1") == "2026-03-01T09:00:00Z", "after seq 6")
    #expect(scenario.budgetUsed(of: "w1") == 0, "after seq 6")

    // seq 7: add weather small city=Shanghai
    try scenario.run("add weather small city=Shanghai")
    #expect(scenario.widgetIDs == ["w1", "w2"], "after seq 7")
    #expect(scenario.status(of: "w2") == .live, "after seq 7")
    #expect(scenario.shownEntry(of: "w2") == #"2026-03-01T08:00:00Z {"temp":18,"sky":"cloudy"}"#, "after seq 7")
    #expect(scenario.nextRefresh(of: "w2") == "2026-03-01T12:00:00Z", "after seq 7")
    #expect(scenario.budgetUsed(of: "w2") == 0, "after seq 7")

    // seq 8: data stocks:AAPL 1
    try scenario.run("data stocks:AAPL 1")
    #expect(scenario.status(of: "w1") == .stale, "after seq 8")

    // seq 9: reload stocks
    try scenario.run("reload stocks")
    #expect(scenario.nextRefresh(of: "w1") == "2026-03-01T08:05:00Z", "after seq 9")

    // seq 10: tick to 2026-03-01T08:10:00Z
    try scenario.run("tick to 2026-03-01T08:10:00Z")
    #expect(scenario.shownEntry(of: "w1") == "2026-03-01T08:10:00Z 1", "after seq 10")
    #expect(scenario.nextRefresh(of: "w1") == "2026-03-01T09:05:00Z", "after seq 10")
    #expect(scenario.budgetUsed(of: "w1") == 1, "after seq 10")
    #expect(scenario.budgetUsed(of: "w2") == 1, "after seq 10")

    // seq 11: data stocks:AAPL 2
    try scenario.run("data stocks:AAPL 2")

    // seq 12: reload stocks
    try scenario.run("reload stocks")
    #expect(scenario.status(of: "w1") == .live, "after seq 12")
    #expect(scenario.shownEntry(of: "w1") == "2026-03-01T08:10:00Z 2", "after seq 12")
    #expect(scenario.nextRefresh(of: "w1") == "2026-03-01T09:10:00Z", "after seq 12")
    #expect(scenario.budgetUsed(of: "w1") == 2, "after seq 12")
    #expect(scenario.budgetUsed(of: "w2") == 2, "after seq 12")

    // seq 13: tick to 2026-03-01T08:20:00Z
    try scenario.run("tick to 2026-03-01T08:20:00Z")
    #expect(scenario.status(of: "w1") == .stale, "after seq 13")
    #expect(scenario.shownEntry(of: "w1") == "2026-03-01T08:20:00Z 2", "after seq 13")

    // seq 14: data stocks:AAPL 3
    try scenario.run("data stocks:AAPL 3")

    // seq 15: reload stocks
    try scenario.run("reload stocks")
    #expect(scenario.status(of: "w1") == .live, "after seq 15")
    #expect(scenario.shownEntry(of: "w1") == "2026-03-01T08:20:00Z 3", "after seq 15")
    #expect(scenario.nextRefresh(of: "w1") == "2026-03-01T09:20:00Z", "after seq 15")
    #expect(scenario.budgetUsed(of: "w1") == 3, "after seq 15")
    #expect(scenario.budgetUsed(of: "w2") == 3, "after seq 15")

    // seq 16: tick to 2026-03-01T08:30:00Z
    try scenario.run("tick to 2026-03-01T08:30:00Z")
    #expect(scenario.status(of: "w1") == .stale, "after seq 16")
    #expect(scenario.shownEntry(of: "w1") == "2026-03-01T08:30:00Z 3", "after seq 16")

    // seq 17: data stocks:AAPL 4
    try scenario.run("data stocks:AAPL 4")

    // seq 18: reload stocks
    try scenario.run("reload stocks")
    #expect(scenario.status(of: "w1") == .live, "after seq 18")
    #expect(scenario.shownEntry(of: "w1") == "2026-03-01T08:30:00Z 4", "after seq 18")
    #expect(scenario.nextRefresh(of: "w1") == "2026-03-01T09:30:00Z", "after seq 18")
    #expect(scenario.budgetUsed(of: "w1") == 4, "after seq 18")
    #expect(scenario.budgetUsed(of: "w2") == 4, "after seq 18")

    // seq 19: tick to 2026-03-01T08:40:00Z
    try scenario.run("tick to 2026-03-01T08:40:00Z")
    #expect(scenario.status(of: "w1") == .stale, "after seq 19")
    #expect(scenario.shownEntry(of: "w1") == "2026-03-01T08:40:00Z 4", "after seq 19")
    #expect(scenario.status(of: "w2") == .stale, "after seq 19")

    // seq 20: data stocks:AAPL 5
    try scenario.run("data stocks:AAPL 5")

    // seq 21: reload stocks
    try scenario.run("reload stocks")
    #expect(scenario.status(of: "w1") == .live, "after seq 21")
    #expect(scenario.shownEntry(of: "w1") == "2026-03-01T08:40:00Z 5", "after seq 21")
    #expect(scenario.nextRefresh(of: "w1") == "2026-03-01T09:40:00Z", "after seq 21")
    #expect(scenario.budgetUsed(of: "w1") == 5, "after seq 21")
    #expect(scenario.budgetUsed(of: "w2") == 5, "after seq 21")

    // seq 22: tick to 2026-03-01T08:50:00Z
    try scenario.run("tick to 2026-03-01T08:50:00Z")
    #expect(scenario.status(of: "w1") == .stale, "after seq 22")
    #expect(scenario.shownEntry(of: "w1") == "2026-03-01T08:50:00Z 5", "after seq 22")

    // seq 23: data stocks:AAPL 6
    try scenario.run("data stocks:AAPL 6")

    // seq 24: reload stocks
    try scenario.run("reload stocks")
    #expect(scenario.status(of: "w1") == .live, "after seq 24")
    #expect(scenario.shownEntry(of: "w1") == "2026-03-01T08:50:00Z 6", "after seq 24")
    #expect(scenario.nextRefresh(of: "w1") == "2026-03-01T09:50:00Z", "after seq 24")
    #expect(scenario.budgetUsed(of: "w1") == 6, "after seq 24")
    #expect(scenario.budgetUsed(of: "w2") == 6, "after seq 24")

    // seq 25: tick to 2026-03-01T09:00:00Z
    try scenario.run("tick to 2026-03-01T09:00:00Z")
    #expect(scenario.status(of: "w1") == .stale, "after seq 25")
    #expect(scenario.shownEntry(of: "w1") == "2026-03-01T09:00:00Z 6", "after seq 25")
    #expect(scenario.shownEntry(of: "w2") == #"2026-03-01T09:00:00Z {"temp":18,"sky":"cloudy"}"#, "after seq 25")

    // seq 26: data stocks:AAPL 7
    try scenario.run("data stocks:AAPL 7")

    // seq 27: reload stocks
    try scenario.run("reload stocks")
    #expect(scenario.status(of: "w1") == .live, "after seq 27")
    #expect(scenario.shownEntry(of: "w1") == "2026-03-01T09:00:00Z 7", "after seq 27")
    #expect(scenario.nextRefresh(of: "w1") == "2026-03-01T10:00:00Z", "after seq 27")
    #expect(scenario.budgetUsed(of: "w1") == 7, "after seq 27")
    #expect(scenario.budgetUsed(of: "w2") == 7, "after seq 27")

    // seq 28: tick to 2026-03-01T09:10:00Z
    try scenario.run("tick to 2026-03-01T09:10:00Z")
    #expect(scenario.status(of: "w1") == .stale, "after seq 28")
    #expect(scenario.shownEntry(of: "w1") == "2026-03-01T09:10:00Z 7", "after seq 28")

    // seq 29: data stocks:AAPL 8
    try scenario.run("data stocks:AAPL 8")

    // seq 30: reload stocks
    try scenario.run("reload stocks")
    #expect(scenario.status(of: "w1") == .live, "after seq 30")
    #expect(scenario.shownEntry(of: "w1") == "2026-03-01T09:10:00Z 8", "after seq 30")
    #expect(scenario.nextRefresh(of: "w1") == "2026-03-01T10:10:00Z", "after seq 30")
    #expect(scenario.budgetUsed(of: "w1") == 8, "after seq 30")
    #expect(scenario.budgetUsed(of: "w2") == 8, "after seq 30")

    // seq 31: tick to 2026-03-01T09:20:00Z
    try scenario.run("tick to 2026-03-01T09:20:00Z")
    #expect(scenario.status(of: "w1") == .stale, "after seq 31")
    #expect(scenario.shownEntry(of: "w1") == "2026-03-01T09:20:00Z 8", "after seq 31")

    // seq 32: data stocks:AAPL 9
    try scenario.run("data stocks:AAPL 9")

    // seq 33: reload stocks
    try scenario.run("reload stocks")
    #expect(scenario.status(of: "w1") == .live, "after seq 33")
    #expect(scenario.shownEntry(of: "w1") == "2026-03-01T09:20:00Z 9", "after seq 33")
    #expect(scenario.nextRefresh(of: "w1") == "2026-03-01T10:20:00Z", "after seq 33")
    #expect(scenario.budgetUsed(of: "w1") == 9, "after seq 33")
    #expect(scenario.budgetUsed(of: "w2") == 9, "after seq 33")

    // seq 34: tick to 2026-03-01T09:30:00Z
    try scenario.run("tick to 2026-03-01T09:30:00Z")
    #expect(scenario.status(of: "w1") == .stale, "after seq 34")
    #expect(scenario.shownEntry(of: "w1") == "2026-03-01T09:30:00Z 9", "after seq 34")

    // seq 35: data stocks:AAPL 10
    try scenario.run("data stocks:AAPL 10")

    // seq 36: reload stocks
    try scenario.run("reload stocks")
    #expect(scenario.status(of: "w1") == .live, "after seq 36")
    #expect(scenario.shownEntry(of: "w1") == "2026-03-01T09:30:00Z 10", "after seq 36")
    #expect(scenario.nextRefresh(of: "w1") == "2026-03-01T10:30:00Z", "after seq 36")
    #expect(scenario.budgetUsed(of: "w1") == 10, "after seq 36")
    #expect(scenario.budgetUsed(of: "w2") == 10, "after seq 36")

    // seq 37: tick to 2026-03-01T09:40:00Z
    try scenario.run("tick to 2026-03-01T09:40:00Z")
    #expect(scenario.status(of: "w1") == .stale, "after seq 37")
    #expect(scenario.shownEntry(of: "w1") == "2026-03-01T09:40:00Z 10", "after seq 37")

    // seq 38: data stocks:AAPL 11
    try scenario.run("data stocks:AAPL 11")

    // seq 39: reload stocks
    try scenario.run("reload stocks")
    #expect(scenario.status(of: "w1") == .live, "after seq 39")
    #expect(scenario.shownEntry(of: "w1") == "2026-03-01T09:40:00Z 11", "after seq 39")
    #expect(scenario.nextRefresh(of: "w1") == "2026-03-01T10:40:00Z", "after seq 39")
    #expect(scenario.budgetUsed(of: "w1") == 11, "after seq 39")
    #expect(scenario.budgetUsed(of: "w2") == 11, "after seq 39")

    // seq 40: tick to 2026-03-01T09:50:00Z
    try scenario.run("tick to 2026-03-01T09:50:00Z")
    #expect(scenario.status(of: "w1") == .stale, "after seq 40")
    #expect(scenario.shownEntry(of: "w1") == "2026-03-01T09:50:00Z 11", "after seq 40")

    // seq 41: data stocks:AAPL 12
    try scenario.run("data stocks:AAPL 12")

    // seq 42: reload stocks
    try scenario.run("reload stocks")
    #expect(scenario.status(of: "w1") == .live, "after seq 42")
    #expect(scenario.shownEntry(of: "w1") == "2026-03-01T09:50:00Z 12", "after seq 42")
    #expect(scenario.nextRefresh(of: "w1") == "2026-03-01T10:50:00Z", "after seq 42")
    #expect(scenario.budgetUsed(of: "w1") == 12, "after seq 42")
    #expect(scenario.budgetUsed(of: "w2") == 12, "after seq 42")

    // seq 43: tick to 2026-03-01T10:00:00Z
    try scenario.run("tick to 2026-03-01T10:00:00Z")
    #expect(scenario.status(of: "w1") == .stale, "after seq 43")
    #expect(scenario.shownEntry(of: "w1") == "2026-03-01T10:00:00Z 12", "after seq 43")
    #expect(scenario.shownEntry(of: "w2") == #"2026-03-01T10:00:00Z {"temp":18,"sky":"cloudy"}"#, "after seq 43")

    // seq 44: data stocks:AAPL 13
    try scenario.run("data stocks:AAPL 13")

    // seq 45: reload stocks
    try scenario.run("reload stocks")
    #expect(scenario.status(of: "w1") == .live, "after seq 45")
    #expect(scenario.shownEntry(of: "w1") == "2026-03-01T10:00:00Z 13", "after seq 45")
    #expect(scenario.nextRefresh(of: "w1") == "2026-03-01T11:00:00Z", "after seq 45")
    #expect(scenario.budgetUsed(of: "w1") == 13, "after seq 45")
    #expect(scenario.budgetUsed(of: "w2") == 13, "after seq 45")

    // seq 46: tick to 2026-03-01T10:10:00Z
    try scenario.run("tick to 2026-03-01T10:10:00Z")
    #expect(scenario.status(of: "w1") == .stale, "after seq 46")
    #expect(scenario.shownEntry(of: "w1") == "2026-03-01T10:10:00Z 13", "after seq 46")

    // seq 47: data stocks:AAPL 14
    try scenario.run("data stocks:AAPL 14")

    // seq 48: reload stocks
    try scenario.run("reload stocks")
    #expect(scenario.status(of: "w1") == .live, "after seq 48")
    #expect(scenario.shownEntry(of: "w1") == "2026-03-01T10:10:00Z 14", "after seq 48")
    #expect(scenario.nextRefresh(of: "w1") == "2026-03-01T11:10:00Z", "after seq 48")
    #expect(scenario.budgetUsed(of: "w1") == 14, "after seq 48")
    #expect(scenario.budgetUsed(of: "w2") == 14, "after seq 48")

    // seq 49: tick to 2026-03-01T10:20:00Z
    try scenario.run("tick to 2026-03-01T10:20:00Z")
    #expect(scenario.status(of: "w1") == .stale, "after seq 49")
    #expect(scenario.shownEntry(of: "w1") == "2026-03-01T10:20:00Z 14", "after seq 49")

    // seq 50: data stocks:AAPL 15
    try scenario.run("data stocks:AAPL 15")

    // seq 51: reload stocks
    try scenario.run("reload stocks")
    #expect(scenario.status(of: "w1") == .live, "after seq 51")
    #expect(scenario.shownEntry(of: "w1") == "2026-03-01T10:20:00Z 15", "after seq 51")
    #expect(scenario.nextRefresh(of: "w1") == "2026-03-01T11:20:00Z", "after seq 51")
    #expect(scenario.budgetUsed(of: "w1") == 15, "after seq 51")
    #expect(scenario.budgetUsed(of: "w2") == 15, "after seq 51")

    // seq 52: tick to 2026-03-01T10:30:00Z
    try scenario.run("tick to 2026-03-01T10:30:00Z")
    #expect(scenario.status(of: "w1") == .stale, "after seq 52")
    #expect(scenario.shownEntry(of: "w1") == "2026-03-01T10:30:00Z 15", "after seq 52")

    // seq 53: data stocks:AAPL 16
    try scenario.run("data stocks:AAPL 16")

    // seq 54: reload stocks
    try scenario.run("reload stocks")
    #expect(scenario.status(of: "w1") == .live, "after seq 54")
    #expect(scenario.shownEntry(of: "w1") == "2026-03-01T10:30:00Z 16", "after seq 54")
    #expect(scenario.nextRefresh(of: "w1") == "2026-03-01T11:30:00Z", "after seq 54")
    #expect(scenario.budgetUsed(of: "w1") == 16, "after seq 54")
    #expect(scenario.budgetUsed(of: "w2") == 16, "after seq 54")

    // seq 55: tick to 2026-03-01T10:40:00Z
    try scenario.run("tick to 2026-03-01T10:40:00Z")
    #expect(scenario.status(of: "w1") == .stale, "after seq 55")
    #expect(scenario.shownEntry(of: "w1") == "2026-03-01T10:40:00Z 16", "after seq 55")

    // seq 56: data stocks:AAPL 17
    try scenario.run("data stocks:AAPL 17")

    // seq 57: reload stocks
    try scenario.run("reload stocks")
    #expect(scenario.status(of: "w1") == .live, "after seq 57")
    #expect(scenario.shownEntry(of: "w1") == "2026-03-01T10:40:00Z 17", "after seq 57")
    #expect(scenario.nextRefresh(of: "w1") == "2026-03-01T11:40:00Z", "after seq 57")
    #expect(scenario.budgetUsed(of: "w1") == 17, "after seq 57")
    #expect(scenario.budgetUsed(of: "w2") == 17, "after seq 57")

    // seq 58: tick to 2026-03-01T10:50:00Z
    try scenario.run("tick to 2026-03-01T10:50:00Z")
    #expect(scenario.status(of: "w1") == .stale, "after seq 58")
    #expect(scenario.shownEntry(of: "w1") == "2026-03-01T10:50:00Z 17", "after seq 58")

    // seq 59: data stocks:AAPL 18
    try scenario.run("data stocks:AAPL 18")

    // seq 60: reload stocks
    try scenario.run("reload stocks")
    #expect(scenario.status(of: "w1") == .live, "after seq 60")
    #expect(scenario.shownEntry(of: "w1") == "2026-03-01T10:50:00Z 18", "after seq 60")
    #expect(scenario.nextRefresh(of: "w1") == "2026-03-01T11:50:00Z", "after seq 60")
    #expect(scenario.budgetUsed(of: "w1") == 18, "after seq 60")
    #expect(scenario.budgetUsed(of: "w2") == 18, "after seq 60")

    // seq 61: tick to 2026-03-01T11:00:00Z
    try scenario.run("tick to 2026-03-01T11:00:00Z")
    #expect(scenario.status(of: "w1") == .stale, "after seq 61")
    #expect(scenario.shownEntry(of: "w1") == "2026-03-01T11:00:00Z 18", "after seq 61")
    #expect(scenario.shownEntry(of: "w2") == #"2026-03-01T11:00:00Z {"temp":18,"sky":"cloudy"}"#, "after seq 61")

    // seq 62: data stocks:AAPL 19
    try scenario.run("data stocks:AAPL 19")

    // seq 63: reload stocks
    try scenario.run("reload stocks")
    #expect(scenario.status(of: "w1") == .live, "after seq 63")
    #expect(scenario.shownEntry(of: "w1") == "2026-03-01T11:00:00Z 19", "after seq 63")
    #expect(scenario.nextRefresh(of: "w1") == "2026-03-01T12:00:00Z", "after seq 63")
    #expect(scenario.budgetUsed(of: "w1") == 19, "after seq 63")
    #expect(scenario.budgetUsed(of: "w2") == 19, "after seq 63")

    // seq 64: tick to 2026-03-01T11:10:00Z
    try scenario.run("tick to 2026-03-01T11:10:00Z")
    #expect(scenario.status(of: "w1") == .stale, "after seq 64")
    #expect(scenario.shownEntry(of: "w1") == "2026-03-01T11:10:00Z 19", "after seq 64")

    // seq 65: data stocks:AAPL 20
    try scenario.run("data stocks:AAPL 20")

    // seq 66: reload stocks
    try scenario.run("reload stocks")
    #expect(scenario.status(of: "w1") == .live, "after seq 66")
    #expect(scenario.shownEntry(of: "w1") == "2026-03-01T11:10:00Z 20", "after seq 66")
    #expect(scenario.nextRefresh(of: "w1") == "2026-03-01T12:10:00Z", "after seq 66")
    #expect(scenario.budgetUsed(of: "w1") == 20, "after seq 66")
    #expect(scenario.budgetUsed(of: "w2") == 20, "after seq 66")

    // seq 67: tick to 2026-03-01T11:20:00Z
    try scenario.run("tick to 2026-03-01T11:20:00Z")
    #expect(scenario.status(of: "w1") == .stale, "after seq 67")
    #expect(scenario.shownEntry(of: "w1") == "2026-03-01T11:20:00Z 20", "after seq 67")

    // seq 68: data stocks:AAPL 21
    try scenario.run("data stocks:AAPL 21")

    // seq 69: reload stocks
    try scenario.run("reload stocks")
    #expect(scenario.status(of: "w1") == .live, "after seq 69")
    #expect(scenario.shownEntry(of: "w1") == "2026-03-01T11:20:00Z 21", "after seq 69")
    #expect(scenario.nextRefresh(of: "w1") == "2026-03-01T12:20:00Z", "after seq 69")
    #expect(scenario.budgetUsed(of: "w1") == 21, "after seq 69")
    #expect(scenario.budgetUsed(of: "w2") == 21, "after seq 69")

    // seq 70: tick to 2026-03-01T11:30:00Z
    try scenario.run("tick to 2026-03-01T11:30:00Z")
    #expect(scenario.status(of: "w1") == .stale, "after seq 70")
    #expect(scenario.shownEntry(of: "w1") == "2026-03-01T11:30:00Z 21", "after seq 70")

    // seq 71: data stocks:AAPL 22
    try scenario.run("data stocks:AAPL 22")

    // seq 72: reload stocks
    try scenario.run("reload stocks")
    #expect(scenario.status(of: "w1") == .live, "after seq 72")
    #expect(scenario.shownEntry(of: "w1") == "2026-03-01T11:30:00Z 22", "after seq 72")
    #expect(scenario.nextRefresh(of: "w1") == "2026-03-01T12:30:00Z", "after seq 72")
    #expect(scenario.budgetUsed(of: "w1") == 22, "after seq 72")
    #expect(scenario.budgetUsed(of: "w2") == 22, "after seq 72")

    // seq 73: tick to 2026-03-01T11:40:00Z
    try scenario.run("tick to 2026-03-01T11:40:00Z")
    #expect(scenario.status(of: "w1") == .stale, "after seq 73")
    #expect(scenario.shownEntry(of: "w1") == "2026-03-01T11:40:00Z 22", "after seq 73")

    // seq 74: data stocks:AAPL 23
    try scenario.run("data stocks:AAPL 23")

    // seq 75: reload stocks
    try scenario.run("reload stocks")
    #expect(scenario.status(of: "w1") == .live, "after seq 75")
    #expect(scenario.shownEntry(of: "w1") == "2026-03-01T11:40:00Z 23", "after seq 75")
    #expect(scenario.nextRefresh(of: "w1") == "2026-03-01T12:40:00Z", "after seq 75")
    #expect(scenario.budgetUsed(of: "w1") == 23, "after seq 75")
    #expect(scenario.budgetUsed(of: "w2") == 23, "after seq 75")

    // seq 76: tick to 2026-03-01T11:50:00Z
    try scenario.run("tick to 2026-03-01T11:50:00Z")
    #expect(scenario.status(of: "w1") == .stale, "after seq 76")
    #expect(scenario.shownEntry(of: "w1") == "2026-03-01T11:50:00Z 23", "after seq 76")

    // seq 77: data stocks:AAPL 24
    try scenario.run("data stocks:AAPL 24")

    // seq 78: reload stocks
    try scenario.run("reload stocks")
    #expect(scenario.status(of: "w1") == .live, "after seq 78")
    #expect(scenario.shownEntry(of: "w1") == "2026-03-01T11:50:00Z 24", "after seq 78")
    #expect(scenario.nextRefresh(of: "w1") == "2026-03-01T12:50:00Z", "after seq 78")
    #expect(scenario.budgetUsed(of: "w1") == 24, "after seq 78")
    #expect(scenario.budgetUsed(of: "w2") == 24, "after seq 78")

    // seq 79: tick to 2026-03-01T12:00:00Z
    try scenario.run("tick to 2026-03-01T12:00:00Z")
    #expect(scenario.status(of: "w1") == .stale, "after seq 79")
    #expect(scenario.shownEntry(of: "w1") == "2026-03-01T12:00:00Z 24", "after seq 79")
    #expect(scenario.budgetUsed(of: "w1") == 25, "after seq 79")
    #expect(scenario.shownEntry(of: "w2") == #"2026-03-01T12:00:00Z {"temp":18,"sky":"cloudy"}"#, "after seq 79")
    #expect(scenario.nextRefresh(of: "w2") == "2026-03-01T16:00:00Z", "after seq 79")
    #expect(scenario.budgetUsed(of: "w2") == 25, "after seq 79")

    // seq 80: data stocks:AAPL 25
    try scenario.run("data stocks:AAPL 25")

    // seq 81: reload stocks
    try scenario.run("reload stocks")
    #expect(scenario.status(of: "w1") == .live, "after seq 81")
    #expect(scenario.shownEntry(of: "w1") == "2026-03-01T12:00:00Z 25", "after seq 81")
    #expect(scenario.nextRefresh(of: "w1") == "2026-03-01T13:00:00Z", "after seq 81")
    #expect(scenario.budgetUsed(of: "w1") == 26, "after seq 81")
    #expect(scenario.budgetUsed(of: "w2") == 26, "after seq 81")

    // seq 82: tick to 2026-03-01T12:10:00Z
    try scenario.run("tick to 2026-03-01T12:10:00Z")
    #expect(scenario.status(of: "w1") == .stale, "after seq 82")
    #expect(scenario.shownEntry(of: "w1") == "2026-03-01T12:10:00Z 25", "after seq 82")

    // seq 83: data stocks:AAPL 26
    try scenario.run("data stocks:AAPL 26")

    // seq 84: reload stocks
    try scenario.run("reload stocks")
    #expect(scenario.status(of: "w1") == .live, "after seq 84")
    #expect(scenario.shownEntry(of: "w1") == "2026-03-01T12:10:00Z 26", "after seq 84")
    #expect(scenario.nextRefresh(of: "w1") == "2026-03-01T13:10:00Z", "after seq 84")
    #expect(scenario.budgetUsed(of: "w1") == 27, "after seq 84")
    #expect(scenario.budgetUsed(of: "w2") == 27, "after seq 84")

    // seq 85: tick to 2026-03-01T12:20:00Z
    try scenario.run("tick to 2026-03-01T12:20:00Z")
    #expect(scenario.status(of: "w1") == .stale, "after seq 85")
    #expect(scenario.shownEntry(of: "w1") == "2026-03-01T12:20:00Z 26", "after seq 85")

    // seq 86: data stocks:AAPL 27
    try scenario.run("data stocks:AAPL 27")

    // seq 87: reload stocks
    try scenario.run("reload stocks")
    #expect(scenario.status(of: "w1") == .live, "after seq 87")
    #expect(scenario.shownEntry(of: "w1") == "2026-03-01T12:20:00Z 27", "after seq 87")
    #expect(scenario.nextRefresh(of: "w1") == "2026-03-01T13:20:00Z", "after seq 87")
    #expect(scenario.budgetUsed(of: "w1") == 28, "after seq 87")
    #expect(scenario.budgetUsed(of: "w2") == 28, "after seq 87")

    // seq 88: tick to 2026-03-01T12:30:00Z
    try scenario.run("tick to 2026-03-01T12:30:00Z")
    #expect(scenario.status(of: "w1") == .stale, "after seq 88")
    #expect(scenario.shownEntry(of: "w1") == "2026-03-01T12:30:00Z 27", "after seq 88")

    // seq 89: data stocks:AAPL 28
    try scenario.run("data stocks:AAPL 28")

    // seq 90: reload stocks
    try scenario.run("reload stocks")
    #expect(scenario.status(of: "w1") == .live, "after seq 90")
    #expect(scenario.shownEntry(of: "w1") == "2026-03-01T12:30:00Z 28", "after seq 90")
    #expect(scenario.nextRefresh(of: "w1") == "2026-03-01T13:30:00Z", "after seq 90")
    #expect(scenario.budgetUsed(of: "w1") == 29, "after seq 90")
    #expect(scenario.budgetUsed(of: "w2") == 29, "after seq 90")

    // seq 91: tick to 2026-03-01T12:40:00Z
    try scenario.run("tick to 2026-03-01T12:40:00Z")
    #expect(scenario.status(of: "w1") == .stale, "after seq 91")
    #expect(scenario.shownEntry(of: "w1") == "2026-03-01T12:40:00Z 28", "after seq 91")

    // seq 92: data stocks:AAPL 29
    try scenario.run("data stocks:AAPL 29")

    // seq 93: reload stocks
    try scenario.run("reload stocks")
    #expect(scenario.status(of: "w1") == .live, "after seq 93")
    #expect(scenario.shownEntry(of: "w1") == "2026-03-01T12:40:00Z 29", "after seq 93")
    #expect(scenario.nextRefresh(of: "w1") == "2026-03-01T13:40:00Z", "after seq 93")
    #expect(scenario.budgetUsed(of: "w1") == 30, "after seq 93")
    #expect(scenario.budgetUsed(of: "w2") == 30, "after seq 93")

    // seq 94: tick to 2026-03-01T12:50:00Z
    try scenario.run("tick to 2026-03-01T12:50:00Z")
    #expect(scenario.status(of: "w1") == .stale, "after seq 94")
    #expect(scenario.shownEntry(of: "w1") == "2026-03-01T12:50:00Z 29", "after seq 94")

    // seq 95: data stocks:AAPL 30
    try scenario.run("data stocks:AAPL 30")

    // seq 96: reload stocks
    try scenario.run("reload stocks")
    #expect(scenario.status(of: "w1") == .live, "after seq 96")
    #expect(scenario.shownEntry(of: "w1") == "2026-03-01T12:50:00Z 30", "after seq 96")
    #expect(scenario.nextRefresh(of: "w1") == "2026-03-01T13:50:00Z", "after seq 96")
    #expect(scenario.budgetUsed(of: "w1") == 31, "after seq 96")
    #expect(scenario.budgetUsed(of: "w2") == 31, "after seq 96")

    // seq 97: tick to 2026-03-01T13:00:00Z
    try scenario.run("tick to 2026-03-01T13:00:00Z")
    #expect(scenario.status(of: "w1") == .stale, "after seq 97")
    #expect(scenario.shownEntry(of: "w1") == "2026-03-01T13:00:00Z 30", "after seq 97")
    #expect(scenario.shownEntry(of: "w2") == #"2026-03-01T13:00:00Z {"temp":18,"sky":"cloudy"}"#, "after seq 97")

    // seq 98: data stocks:AAPL 31
    try scenario.run("data stocks:AAPL 31")

    // seq 99: reload stocks
    try scenario.run("reload stocks")
    #expect(scenario.status(of: "w1") == .live, "after seq 99")
    #expect(scenario.shownEntry(of: "w1") == "2026-03-01T13:00:00Z 31", "after seq 99")
    #expect(scenario.nextRefresh(of: "w1") == "2026-03-01T14:00:00Z", "after seq 99")
    #expect(scenario.budgetUsed(of: "w1") == 32, "after seq 99")
    #expect(scenario.budgetUsed(of: "w2") == 32, "after seq 99")

    // seq 100: tick to 2026-03-01T13:10:00Z
    try scenario.run("tick to 2026-03-01T13:10:00Z")
    #expect(scenario.status(of: "w1") == .stale, "after seq 100")
    #expect(scenario.shownEntry(of: "w1") == "2026-03-01T13:10:00Z 31", "after seq 100")

    // seq 101: data stocks:AAPL 32
    try scenario.run("data stocks:AAPL 32")

    // seq 102: reload stocks
    try scenario.run("reload stocks")
    #expect(scenario.status(of: "w1") == .live, "after seq 102")
    #expect(scenario.shownEntry(of: "w1") == "2026-03-01T13:10:00Z 32", "after seq 102")
    #expect(scenario.nextRefresh(of: "w1") == "2026-03-01T14:10:00Z", "after seq 102")
    #expect(scenario.budgetUsed(of: "w1") == 33, "after seq 102")
    #expect(scenario.budgetUsed(of: "w2") == 33, "after seq 102")

    // seq 103: tick to 2026-03-01T13:20:00Z
    try scenario.run("tick to 2026-03-01T13:20:00Z")
    #expect(scenario.status(of: "w1") == .stale, "after seq 103")
    #expect(scenario.shownEntry(of: "w1") == "2026-03-01T13:20:00Z 32", "after seq 103")

    // seq 104: data stocks:AAPL 33
    try scenario.run("data stocks:AAPL 33")

    // seq 105: reload stocks
    try scenario.run("reload stocks")
    #expect(scenario.status(of: "w1") == .live, "after seq 105")
    #expect(scenario.shownEntry(of: "w1") == "2026-03-01T13:20:00Z 33", "after seq 105")
    #expect(scenario.nextRefresh(of: "w1") == "2026-03-01T14:20:00Z", "after seq 105")
    #expect(scenario.budgetUsed(of: "w1") == 34, "after seq 105")
    #expect(scenario.budgetUsed(of: "w2") == 34, "after seq 105")

    // seq 106: tick to 2026-03-01T13:30:00Z
    try scenario.run("tick to 2026-03-01T13:30:00Z")
    #expect(scenario.status(of: "w1") == .stale, "after seq 106")
    #expect(scenario.shownEntry(of: "w1") == "2026-03-01T13:30:00Z 33", "after seq 106")

    // seq 107: data stocks:AAPL 34
    try scenario.run("data stocks:AAPL 34")

    // seq 108: reload stocks
    try scenario.run("reload stocks")
    #expect(scenario.status(of: "w1") == .live, "after seq 108")
    #expect(scenario.shownEntry(of: "w1") == "2026-03-01T13:30:00Z 34", "after seq 108")
    #expect(scenario.nextRefresh(of: "w1") == "2026-03-01T14:30:00Z", "after seq 108")
    #expect(scenario.budgetUsed(of: "w1") == 35, "after seq 108")
    #expect(scenario.budgetUsed(of: "w2") == 35, "after seq 108")

    // seq 109: tick to 2026-03-01T13:40:00Z
    try scenario.run("tick to 2026-03-01T13:40:00Z")
    #expect(scenario.status(of: "w1") == .stale, "after seq 109")
    #expect(scenario.shownEntry(of: "w1") == "2026-03-01T13:40:00Z 34", "after seq 109")

    // seq 110: data stocks:AAPL 35
    try scenario.run("data stocks:AAPL 35")

    // seq 111: reload stocks
    try scenario.run("reload stocks")
    #expect(scenario.status(of: "w1") == .live, "after seq 111")
    #expect(scenario.shownEntry(of: "w1") == "2026-03-01T13:40:00Z 35", "after seq 111")
    #expect(scenario.nextRefresh(of: "w1") == "2026-03-01T14:40:00Z", "after seq 111")
    #expect(scenario.budgetUsed(of: "w1") == 36, "after seq 111")
    #expect(scenario.budgetUsed(of: "w2") == 36, "after seq 111")

    // seq 112: tick to 2026-03-01T13:50:00Z
    try scenario.run("tick to 2026-03-01T13:50:00Z")
    #expect(scenario.status(of: "w1") == .stale, "after seq 112")
    #expect(scenario.shownEntry(of: "w1") == "2026-03-01T13:50:00Z 35", "after seq 112")

    // seq 113: data stocks:AAPL 36
    try scenario.run("data stocks:AAPL 36")

    // seq 114: reload stocks
    try scenario.run("reload stocks")
    #expect(scenario.status(of: "w1") == .live, "after seq 114")
    #expect(scenario.shownEntry(of: "w1") == "2026-03-01T13:50:00Z 36", "after seq 114")
    #expect(scenario.nextRefresh(of: "w1") == "2026-03-01T14:50:00Z", "after seq 114")
    #expect(scenario.budgetUsed(of: "w1") == 37, "after seq 114")
    #expect(scenario.budgetUsed(of: "w2") == 37, "after seq 114")

    // seq 115: tick to 2026-03-01T14:00:00Z
    try scenario.run("tick to 2026-03-01T14:00:00Z")
    #expect(scenario.status(of: "w1") == .stale, "after seq 115")
    #expect(scenario.shownEntry(of: "w1") == "2026-03-01T14:00:00Z 36", "after seq 115")
    #expect(scenario.shownEntry(of: "w2") == #"2026-03-01T14:00:00Z {"temp":18,"sky":"cloudy"}"#, "after seq 115")

    // seq 116: data stocks:AAPL 37
    try scenario.run("data stocks:AAPL 37")

    // seq 117: reload stocks
    try scenario.run("reload stocks")
    #expect(scenario.status(of: "w1") == .live, "after seq 117")
    #expect(scenario.shownEntry(of: "w1") == "2026-03-01T14:00:00Z 37", "after seq 117")
    #expect(scenario.nextRefresh(of: "w1") == "2026-03-01T15:00:00Z", "after seq 117")
    #expect(scenario.budgetUsed(of: "w1") == 38, "after seq 117")
    #expect(scenario.budgetUsed(of: "w2") == 38, "after seq 117")

    // seq 118: tick to 2026-03-01T14:10:00Z
    try scenario.run("tick to 2026-03-01T14:10:00Z")
    #expect(scenario.status(of: "w1") == .stale, "after seq 118")
    #expect(scenario.shownEntry(of: "w1") == "2026-03-01T14:10:00Z 37", "after seq 118")

    // seq 119: data stocks:AAPL 38
    try scenario.run("data stocks:AAPL 38")

    // seq 120: reload stocks
    try scenario.run("reload stocks")
    #expect(scenario.status(of: "w1") == .live, "after seq 120")
    #expect(scenario.shownEntry(of: "w1") == "2026-03-01T14:10:00Z 38", "after seq 120")
    #expect(scenario.nextRefresh(of: "w1") == "2026-03-01T15:10:00Z", "after seq 120")
    #expect(scenario.budgetUsed(of: "w1") == 39, "after seq 120")
    #expect(scenario.budgetUsed(of: "w2") == 39, "after seq 120")

    // seq 121: tick to 2026-03-01T14:20:00Z
    try scenario.run("tick to 2026-03-01T14:20:00Z")
    #expect(scenario.status(of: "w1") == .stale, "after seq 121")
    #expect(scenario.shownEntry(of: "w1") == "2026-03-01T14:20:00Z 38", "after seq 121")

    // seq 122: data stocks:AAPL 39
    try scenario.run("data stocks:AAPL 39")

    // seq 123: reload stocks
    try scenario.run("reload stocks")
    #expect(scenario.status(of: "w1") == .live, "after seq 123")
    #expect(scenario.shownEntry(of: "w1") == "2026-03-01T14:20:00Z 39", "after seq 123")
    #expect(scenario.nextRefresh(of: "w1") == "2026-03-02T08:05:00Z", "after seq 123")
    #expect(scenario.budgetUsed(of: "w1") == 40, "after seq 123")
    #expect(scenario.nextRefresh(of: "w2") == "2026-03-02T08:05:00Z", "after seq 123")
    #expect(scenario.budgetUsed(of: "w2") == 40, "after seq 123")

    // seq 124: tick to 2026-03-01T14:30:00Z
    try scenario.run("tick to 2026-03-01T14:30:00Z")
    #expect(scenario.status(of: "w1") == .stale, "after seq 124")
    #expect(scenario.shownEntry(of: "w1") == "2026-03-01T14:30:00Z 39", "after seq 124")

    // seq 125: data stocks:AAPL 40
    try scenario.run("data stocks:AAPL 40")

    // seq 126: reload stocks
    try scenario.run("reload stocks")

    // seq 127: tick to 2026-03-01T14:40:00Z
    try scenario.run("tick to 2026-03-01T14:40:00Z")
    #expect(scenario.shownEntry(of: "w1") == "2026-03-01T14:40:00Z 39", "after seq 127")

    // seq 128: data stocks:AAPL 41
    try scenario.run("data stocks:AAPL 41")

    // seq 129: reload stocks
    try scenario.run("reload stocks")

    // seq 130: tick to 2026-03-01T14:50:00Z
    try scenario.run("tick to 2026-03-01T14:50:00Z")
    #expect(scenario.shownEntry(of: "w1") == "2026-03-01T14:50:00Z 39", "after seq 130")

    // seq 131: data stocks:AAPL 42
    try scenario.run("data stocks:AAPL 42")

    // seq 132: reload stocks
    try scenario.run("reload stocks")

    // seq 133: tick to 2026-03-01T15:00:00Z
    try scenario.run("tick to 2026-03-01T15:00:00Z")
    #expect(scenario.shownEntry(of: "w1") == "2026-03-01T15:00:00Z 39", "after seq 133")
    #expect(scenario.shownEntry(of: "w2") == #"2026-03-01T15:00:00Z {"temp":18,"sky":"cloudy"}"#, "after seq 133")

    // seq 134: data weather:Shanghai {"temp":12,"sky":"storm"}
    try scenario.run(#"data weather:Shanghai {"temp":12,"sky":"storm"}"#)

    // seq 135: reload weather
    try scenario.run("reload weather")

    // seq 136: tick to 2026-03-01T17:00:00Z
    try scenario.run("tick to 2026-03-01T17:00:00Z")
    #expect(scenario.shownEntry(of: "w1") == "2026-03-01T15:15:00Z 39", "after seq 136")
    #expect(scenario.shownEntry(of: "w2") == #"2026-03-01T16:00:00Z {"temp":18,"sky":"cloudy"}"#, "after seq 136")
  }
}
