// swift-format-ignore-file
// budget-spent.jsonl as a test, written by `widgetsim export swift-testing --style changes`. Actions 4–88 (1–3 define
// the built-in kinds, as every scenario does) run through WidgetScenario as REPL commands, each followed by what it
// changed in the widgets: ids, status, shown entry, next refresh and budget used. A failure names the widget, the
// field, the value expected and the one found, and the action's seq.
import Testing
import WidgetSimCore

@Suite("budget-spent")
struct BudgetSpentTests {
  @Test("budget-spent.jsonl: what each action changes")
  func changesAfterEveryAction() throws {
    var scenario = try WidgetScenario(exportedFrom: "budget-spent.jsonl", start: "2026-03-01T08:00:00Z")

    // seq 4: add stocks small symbol=AAPL
    try scenario.run("add stocks small symbol=AAPL")
    #expect(scenario.widgetIDs == ["w1"], "after seq 4")
    #expect(scenario.status(of: "w1") == .placeholder, "after seq 4")
    #expect(scenario.shownEntry(of: "w1") == "2026-03-01T08:00:00Z fallback", "after seq 4")
    #expect(scenario.nextRefresh(of: "w1") == "2026-03-01T09:00:00Z", "after seq 4")
    #expect(scenario.budgetUsed(of: "w1") == 0, "after seq 4")

    // seq 5: data stocks:AAPL 182.5
    try scenario.run("data stocks:AAPL 182.5")
    #expect(scenario.status(of: "w1") == .stale, "after seq 5")

    // seq 6: reload stocks
    try scenario.run("reload stocks")
    #expect(scenario.nextRefresh(of: "w1") == "2026-03-01T08:05:00Z", "after seq 6")

    // seq 7: tick to 2026-03-01T08:10:00Z
    try scenario.run("tick to 2026-03-01T08:10:00Z")
    #expect(scenario.shownEntry(of: "w1") == "2026-03-01T08:10:00Z 182.5", "after seq 7")
    #expect(scenario.nextRefresh(of: "w1") == "2026-03-01T09:05:00Z", "after seq 7")
    #expect(scenario.budgetUsed(of: "w1") == 1, "after seq 7")

    // seq 8: reload stocks
    try scenario.run("reload stocks")
    #expect(scenario.nextRefresh(of: "w1") == "2026-03-01T09:10:00Z", "after seq 8")
    #expect(scenario.budgetUsed(of: "w1") == 2, "after seq 8")

    // seq 9: tick to 2026-03-01T08:20:00Z
    try scenario.run("tick to 2026-03-01T08:20:00Z")
    #expect(scenario.shownEntry(of: "w1") == "2026-03-01T08:20:00Z 182.5", "after seq 9")

    // seq 10: reload stocks
    try scenario.run("reload stocks")
    #expect(scenario.nextRefresh(of: "w1") == "2026-03-01T09:20:00Z", "after seq 10")
    #expect(scenario.budgetUsed(of: "w1") == 3, "after seq 10")

    // seq 11: tick to 2026-03-01T08:30:00Z
    try scenario.run("tick to 2026-03-01T08:30:00Z")
    #expect(scenario.shownEntry(of: "w1") == "2026-03-01T08:30:00Z 182.5", "after seq 11")

    // seq 12: reload stocks
    try scenario.run("reload stocks")
    #expect(scenario.nextRefresh(of: "w1") == "2026-03-01T09:30:00Z", "after seq 12")
    #expect(scenario.budgetUsed(of: "w1") == 4, "after seq 12")

    // seq 13: tick to 2026-03-01T08:40:00Z
    try scenario.run("tick to 2026-03-01T08:40:00Z")
    #expect(scenario.shownEntry(of: "w1") == "2026-03-01T08:40:00Z 182.5", "after seq 13")

    // seq 14: reload stocks
    try scenario.run("reload stocks")
    #expect(scenario.nextRefresh(of: "w1") == "2026-03-01T09:40:00Z", "after seq 14")
    #expect(scenario.budgetUsed(of: "w1") == 5, "after seq 14")

    // seq 15: tick to 2026-03-01T08:50:00Z
    try scenario.run("tick to 2026-03-01T08:50:00Z")
    #expect(scenario.shownEntry(of: "w1") == "2026-03-01T08:50:00Z 182.5", "after seq 15")

    // seq 16: reload stocks
    try scenario.run("reload stocks")
    #expect(scenario.nextRefresh(of: "w1") == "2026-03-01T09:50:00Z", "after seq 16")
    #expect(scenario.budgetUsed(of: "w1") == 6, "after seq 16")

    // seq 17: tick to 2026-03-01T09:00:00Z
    try scenario.run("tick to 2026-03-01T09:00:00Z")
    #expect(scenario.shownEntry(of: "w1") == "2026-03-01T09:00:00Z 182.5", "after seq 17")

    // seq 18: reload stocks
    try scenario.run("reload stocks")
    #expect(scenario.nextRefresh(of: "w1") == "2026-03-01T10:00:00Z", "after seq 18")
    #expect(scenario.budgetUsed(of: "w1") == 7, "after seq 18")

    // seq 19: tick to 2026-03-01T09:10:00Z
    try scenario.run("tick to 2026-03-01T09:10:00Z")
    #expect(scenario.shownEntry(of: "w1") == "2026-03-01T09:10:00Z 182.5", "after seq 19")

    // seq 20: reload stocks
    try scenario.run("reload stocks")
    #expect(scenario.nextRefresh(of: "w1") == "2026-03-01T10:10:00Z", "after seq 20")
    #expect(scenario.budgetUsed(of: "w1") == 8, "after seq 20")

    // seq 21: tick to 2026-03-01T09:20:00Z
    try scenario.run("tick to 2026-03-01T09:20:00Z")
    #expect(scenario.shownEntry(of: "w1") == "2026-03-01T09:20:00Z 182.5", "after seq 21")

    // seq 22: reload stocks
    try scenario.run("reload stocks")
    #expect(scenario.nextRefresh(of: "w1") == "2026-03-01T10:20:00Z", "after seq 22")
    #expect(scenario.budgetUsed(of: "w1") == 9, "after seq 22")

    // seq 23: tick to 2026-03-01T09:30:00Z
    try scenario.run("tick to 2026-03-01T09:30:00Z")
    #expect(scenario.shownEntry(of: "w1") == "2026-03-01T09:30:00Z 182.5", "after seq 23")

    // seq 24: reload stocks
    try scenario.run("reload stocks")
    #expect(scenario.nextRefresh(of: "w1") == "2026-03-01T10:30:00Z", "after seq 24")
    #expect(scenario.budgetUsed(of: "w1") == 10, "after seq 24")

    // seq 25: tick to 2026-03-01T09:40:00Z
    try scenario.run("tick to 2026-03-01T09:40:00Z")
    #expect(scenario.shownEntry(of: "w1") == "2026-03-01T09:40:00Z 182.5", "after seq 25")

    // seq 26: reload stocks
    try scenario.run("reload stocks")
    #expect(scenario.nextRefresh(of: "w1") == "2026-03-01T10:40:00Z", "after seq 26")
    #expect(scenario.budgetUsed(of: "w1") == 11, "after seq 26")

    // seq 27: tick to 2026-03-01T09:50:00Z
    try scenario.run("tick to 2026-03-01T09:50:00Z")
    #expect(scenario.shownEntry(of: "w1") == "2026-03-01T09:50:00Z 182.5", "after seq 27")

    // seq 28: reload stocks
    try scenario.run("reload stocks")
    #expect(scenario.nextRefresh(of: "w1") == "2026-03-01T10:50:00Z", "after seq 28")
    #expect(scenario.budgetUsed(of: "w1") == 12, "after seq 28")

    // seq 29: tick to 2026-03-01T10:00:00Z
    try scenario.run("tick to 2026-03-01T10:00:00Z")
    #expect(scenario.shownEntry(of: "w1") == "2026-03-01T10:00:00Z 182.5", "after seq 29")

    // seq 30: reload stocks
    try scenario.run("reload stocks")
    #expect(scenario.nextRefresh(of: "w1") == "2026-03-01T11:00:00Z", "after seq 30")
    #expect(scenario.budgetUsed(of: "w1") == 13, "after seq 30")

    // seq 31: tick to 2026-03-01T10:10:00Z
    try scenario.run("tick to 2026-03-01T10:10:00Z")
    #expect(scenario.shownEntry(of: "w1") == "2026-03-01T10:10:00Z 182.5", "after seq 31")

    // seq 32: reload stocks
    try scenario.run("reload stocks")
    #expect(scenario.nextRefresh(of: "w1") == "2026-03-01T11:10:00Z", "after seq 32")
    #expect(scenario.budgetUsed(of: "w1") == 14, "after seq 32")

    // seq 33: tick to 2026-03-01T10:20:00Z
    try scenario.run("tick to 2026-03-01T10:20:00Z")
    #expect(scenario.shownEntry(of: "w1") == "2026-03-01T10:20:00Z 182.5", "after seq 33")

    // seq 34: reload stocks
    try scenario.run("reload stocks")
    #expect(scenario.nextRefresh(of: "w1") == "2026-03-01T11:20:00Z", "after seq 34")
    #expect(scenario.budgetUsed(of: "w1") == 15, "after seq 34")

    // seq 35: tick to 2026-03-01T10:30:00Z
    try scenario.run("tick to 2026-03-01T10:30:00Z")
    #expect(scenario.shownEntry(of: "w1") == "2026-03-01T10:30:00Z 182.5", "after seq 35")

    // seq 36: reload stocks
    try scenario.run("reload stocks")
    #expect(scenario.nextRefresh(of: "w1") == "2026-03-01T11:30:00Z", "after seq 36")
    #expect(scenario.budgetUsed(of: "w1") == 16, "after seq 36")

    // seq 37: tick to 2026-03-01T10:40:00Z
    try scenario.run("tick to 2026-03-01T10:40:00Z")
    #expect(scenario.shownEntry(of: "w1") == "2026-03-01T10:40:00Z 182.5", "after seq 37")

    // seq 38: reload stocks
    try scenario.run("reload stocks")
    #expect(scenario.nextRefresh(of: "w1") == "2026-03-01T11:40:00Z", "after seq 38")
    #expect(scenario.budgetUsed(of: "w1") == 17, "after seq 38")

    // seq 39: tick to 2026-03-01T10:50:00Z
    try scenario.run("tick to 2026-03-01T10:50:00Z")
    #expect(scenario.shownEntry(of: "w1") == "2026-03-01T10:50:00Z 182.5", "after seq 39")

    // seq 40: reload stocks
    try scenario.run("reload stocks")
    #expect(scenario.nextRefresh(of: "w1") == "2026-03-01T11:50:00Z", "after seq 40")
    #expect(scenario.budgetUsed(of: "w1") == 18, "after seq 40")

    // seq 41: tick to 2026-03-01T11:00:00Z
    try scenario.run("tick to 2026-03-01T11:00:00Z")
    #expect(scenario.shownEntry(of: "w1") == "2026-03-01T11:00:00Z 182.5", "after seq 41")

    // seq 42: reload stocks
    try scenario.run("reload stocks")
    #expect(scenario.nextRefresh(of: "w1") == "2026-03-01T12:00:00Z", "after seq 42")
    #expect(scenario.budgetUsed(of: "w1") == 19, "after seq 42")

    // seq 43: tick to 2026-03-01T11:10:00Z
    try scenario.run("tick to 2026-03-01T11:10:00Z")
    #expect(scenario.shownEntry(of: "w1") == "2026-03-01T11:10:00Z 182.5", "after seq 43")

    // seq 44: reload stocks
    try scenario.run("reload stocks")
    #expect(scenario.nextRefresh(of: "w1") == "2026-03-01T12:10:00Z", "after seq 44")
    #expect(scenario.budgetUsed(of: "w1") == 20, "after seq 44")

    // seq 45: tick to 2026-03-01T11:20:00Z
    try scenario.run("tick to 2026-03-01T11:20:00Z")
    #expect(scenario.shownEntry(of: "w1") == "2026-03-01T11:20:00Z 182.5", "after seq 45")

    // seq 46: reload stocks
    try scenario.run("reload stocks")
    #expect(scenario.nextRefresh(of: "w1") == "2026-03-01T12:20:00Z", "after seq 46")
    #expect(scenario.budgetUsed(of: "w1") == 21, "after seq 46")

    // seq 47: tick to 2026-03-01T11:30:00Z
    try scenario.run("tick to 2026-03-01T11:30:00Z")
    #expect(scenario.shownEntry(of: "w1") == "2026-03-01T11:30:00Z 182.5", "after seq 47")

    // seq 48: reload stocks
    try scenario.run("reload stocks")
    #expect(scenario.nextRefresh(of: "w1") == "2026-03-01T12:30:00Z", "after seq 48")
    #expect(scenario.budgetUsed(of: "w1") == 22, "after seq 48")

    // seq 49: tick to 2026-03-01T11:40:00Z
    try scenario.run("tick to 2026-03-01T11:40:00Z")
    #expect(scenario.shownEntry(of: "w1") == "2026-03-01T11:40:00Z 182.5", "after seq 49")

    // seq 50: reload stocks
    try scenario.run("reload stocks")
    #expect(scenario.nextRefresh(of: "w1") == "2026-03-01T12:40:00Z", "after seq 50")
    #expect(scenario.budgetUsed(of: "w1") == 23, "after seq 50")

    // seq 51: tick to 2026-03-01T11:50:00Z
    try scenario.run("tick to 2026-03-01T11:50:00Z")
    #expect(scenario.shownEntry(of: "w1") == "2026-03-01T11:50:00Z 182.5", "after seq 51")

    // seq 52: reload stocks
    try scenario.run("reload stocks")
    #expect(scenario.nextRefresh(of: "w1") == "2026-03-01T12:50:00Z", "after seq 52")
    #expect(scenario.budgetUsed(of: "w1") == 24, "after seq 52")

    // seq 53: tick to 2026-03-01T12:00:00Z
    try scenario.run("tick to 2026-03-01T12:00:00Z")
    #expect(scenario.shownEntry(of: "w1") == "2026-03-01T12:00:00Z 182.5", "after seq 53")

    // seq 54: reload stocks
    try scenario.run("reload stocks")
    #expect(scenario.nextRefresh(of: "w1") == "2026-03-01T13:00:00Z", "after seq 54")
    #expect(scenario.budgetUsed(of: "w1") == 25, "after seq 54")

    // seq 55: tick to 2026-03-01T12:10:00Z
    try scenario.run("tick to 2026-03-01T12:10:00Z")
    #expect(scenario.shownEntry(of: "w1") == "2026-03-01T12:10:00Z 182.5", "after seq 55")

    // seq 56: reload stocks
    try scenario.run("reload stocks")
    #expect(scenario.nextRefresh(of: "w1") == "2026-03-01T13:10:00Z", "after seq 56")
    #expect(scenario.budgetUsed(of: "w1") == 26, "after seq 56")

    // seq 57: tick to 2026-03-01T12:20:00Z
    try scenario.run("tick to 2026-03-01T12:20:00Z")
    #expect(scenario.shownEntry(of: "w1") == "2026-03-01T12:20:00Z 182.5", "after seq 57")

    // seq 58: reload stocks
    try scenario.run("reload stocks")
    #expect(scenario.nextRefresh(of: "w1") == "2026-03-01T13:20:00Z", "after seq 58")
    #expect(scenario.budgetUsed(of: "w1") == 27, "after seq 58")

    // seq 59: tick to 2026-03-01T12:30:00Z
    try scenario.run("tick to 2026-03-01T12:30:00Z")
    #expect(scenario.shownEntry(of: "w1") == "2026-03-01T12:30:00Z 182.5", "after seq 59")

    // seq 60: reload stocks
    try scenario.run("reload stocks")
    #expect(scenario.nextRefresh(of: "w1") == "2026-03-01T13:30:00Z", "after seq 60")
    #expect(scenario.budgetUsed(of: "w1") == 28, "after seq 60")

    // seq 61: tick to 2026-03-01T12:40:00Z
    try scenario.run("tick to 2026-03-01T12:40:00Z")
    #expect(scenario.shownEntry(of: "w1") == "2026-03-01T12:40:00Z 182.5", "after seq 61")

    // seq 62: reload stocks
    try scenario.run("reload stocks")
    #expect(scenario.nextRefresh(of: "w1") == "2026-03-01T13:40:00Z", "after seq 62")
    #expect(scenario.budgetUsed(of: "w1") == 29, "after seq 62")

    // seq 63: tick to 2026-03-01T12:50:00Z
    try scenario.run("tick to 2026-03-01T12:50:00Z")
    #expect(scenario.shownEntry(of: "w1") == "2026-03-01T12:50:00Z 182.5", "after seq 63")

    // seq 64: reload stocks
    try scenario.run("reload stocks")
    #expect(scenario.nextRefresh(of: "w1") == "2026-03-01T13:50:00Z", "after seq 64")
    #expect(scenario.budgetUsed(of: "w1") == 30, "after seq 64")

    // seq 65: tick to 2026-03-01T13:00:00Z
    try scenario.run("tick to 2026-03-01T13:00:00Z")
    #expect(scenario.shownEntry(of: "w1") == "2026-03-01T13:00:00Z 182.5", "after seq 65")

    // seq 66: reload stocks
    try scenario.run("reload stocks")
    #expect(scenario.nextRefresh(of: "w1") == "2026-03-01T14:00:00Z", "after seq 66")
    #expect(scenario.budgetUsed(of: "w1") == 31, "after seq 66")

    // seq 67: tick to 2026-03-01T13:10:00Z
    try scenario.run("tick to 2026-03-01T13:10:00Z")
    #expect(scenario.shownEntry(of: "w1") == "2026-03-01T13:10:00Z 182.5", "after seq 67")

    // seq 68: reload stocks
    try scenario.run("reload stocks")
    #expect(scenario.nextRefresh(of: "w1") == "2026-03-01T14:10:00Z", "after seq 68")
    #expect(scenario.budgetUsed(of: "w1") == 32, "after seq 68")

    // seq 69: tick to 2026-03-01T13:20:00Z
    try scenario.run("tick to 2026-03-01T13:20:00Z")
    #expect(scenario.shownEntry(of: "w1") == "2026-03-01T13:20:00Z 182.5", "after seq 69")

    // seq 70: reload stocks
    try scenario.run("reload stocks")
    #expect(scenario.nextRefresh(of: "w1") == "2026-03-01T14:20:00Z", "after seq 70")
    #expect(scenario.budgetUsed(of: "w1") == 33, "after seq 70")

    // seq 71: tick to 2026-03-01T13:30:00Z
    try scenario.run("tick to 2026-03-01T13:30:00Z")
    #expect(scenario.shownEntry(of: "w1") == "2026-03-01T13:30:00Z 182.5", "after seq 71")

    // seq 72: reload stocks
    try scenario.run("reload stocks")
    #expect(scenario.nextRefresh(of: "w1") == "2026-03-01T14:30:00Z", "after seq 72")
    #expect(scenario.budgetUsed(of: "w1") == 34, "after seq 72")

    // seq 73: tick to 2026-03-01T13:40:00Z
    try scenario.run("tick to 2026-03-01T13:40:00Z")
    #expect(scenario.shownEntry(of: "w1") == "2026-03-01T13:40:00Z 182.5", "after seq 73")

    // seq 74: reload stocks
    try scenario.run("reload stocks")
    #expect(scenario.nextRefresh(of: "w1") == "2026-03-01T14:40:00Z", "after seq 74")
    #expect(scenario.budgetUsed(of: "w1") == 35, "after seq 74")

    // seq 75: tick to 2026-03-01T13:50:00Z
    try scenario.run("tick to 2026-03-01T13:50:00Z")
    #expect(scenario.shownEntry(of: "w1") == "2026-03-01T13:50:00Z 182.5", "after seq 75")

    // seq 76: reload stocks
    try scenario.run("reload stocks")
    #expect(scenario.nextRefresh(of: "w1") == "2026-03-01T14:50:00Z", "after seq 76")
    #expect(scenario.budgetUsed(of: "w1") == 36, "after seq 76")

    // seq 77: tick to 2026-03-01T14:00:00Z
    try scenario.run("tick to 2026-03-01T14:00:00Z")
    #expect(scenario.shownEntry(of: "w1") == "2026-03-01T14:00:00Z 182.5", "after seq 77")

    // seq 78: reload stocks
    try scenario.run("reload stocks")
    #expect(scenario.nextRefresh(of: "w1") == "2026-03-01T15:00:00Z", "after seq 78")
    #expect(scenario.budgetUsed(of: "w1") == 37, "after seq 78")

    // seq 79: tick to 2026-03-01T14:10:00Z
    try scenario.run("tick to 2026-03-01T14:10:00Z")
    #expect(scenario.shownEntry(of: "w1") == "2026-03-01T14:10:00Z 182.5", "after seq 79")

    // seq 80: reload stocks
    try scenario.run("reload stocks")
    #expect(scenario.nextRefresh(of: "w1") == "2026-03-01T15:10:00Z", "after seq 80")
    #expect(scenario.budgetUsed(of: "w1") == 38, "after seq 80")

    // seq 81: tick to 2026-03-01T14:20:00Z
    try scenario.run("tick to 2026-03-01T14:20:00Z")
    #expect(scenario.shownEntry(of: "w1") == "2026-03-01T14:20:00Z 182.5", "after seq 81")

    // seq 82: reload stocks
    try scenario.run("reload stocks")
    #expect(scenario.nextRefresh(of: "w1") == "2026-03-01T15:20:00Z", "after seq 82")
    #expect(scenario.budgetUsed(of: "w1") == 39, "after seq 82")

    // seq 83: tick to 2026-03-01T14:30:00Z
    try scenario.run("tick to 2026-03-01T14:30:00Z")
    #expect(scenario.shownEntry(of: "w1") == "2026-03-01T14:30:00Z 182.5", "after seq 83")

    // seq 84: reload stocks
    try scenario.run("reload stocks")
    #expect(scenario.nextRefresh(of: "w1") == "2026-03-02T08:05:00Z", "after seq 84")
    #expect(scenario.budgetUsed(of: "w1") == 40, "after seq 84")

    // seq 85: tick to 2026-03-01T14:40:00Z
    try scenario.run("tick to 2026-03-01T14:40:00Z")
    #expect(scenario.shownEntry(of: "w1") == "2026-03-01T14:40:00Z 182.5", "after seq 85")

    // seq 86: data stocks:AAPL 190.1
    try scenario.run("data stocks:AAPL 190.1")

    // seq 87: reload stocks
    try scenario.run("reload stocks")

    // seq 88: tick to 2026-03-01T14:50:00Z
    try scenario.run("tick to 2026-03-01T14:50:00Z")
    #expect(scenario.shownEntry(of: "w1") == "2026-03-01T14:50:00Z 182.5", "after seq 88")
  }
}
