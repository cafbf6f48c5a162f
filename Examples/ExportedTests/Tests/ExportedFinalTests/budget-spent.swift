// swift-format-ignore-file
// budget-spent.jsonl as a test, written by `widgetsim export swift-testing --style final`. Actions 4–88 (1–3 define the
// built-in kinds, as every scenario does) run through WidgetScenario as REPL commands, then, at the end, every
// widget's: ids, status, shown entry, next refresh and budget used. A failure names the widget, the field, the value
// expected and the one found, and the action's seq.
import Testing
import WidgetSimCore

@Suite("budget-spent")
struct BudgetSpentTests {
  @Test("budget-spent.jsonl: the state at the end")
  func finalState() throws {
    var scenario = try WidgetScenario(exportedFrom: "budget-spent.jsonl", start: "2026-03-01T08:00:00Z")
    try scenario.run("add stocks small symbol=AAPL")  // seq 4
    try scenario.run("data stocks:AAPL 182.5")  // seq 5
    try scenario.run("reload stocks")  // seq 6
    try scenario.run("tick to 2026-03-01T08:10:00Z")  // seq 7
    try scenario.run("reload stocks")  // seq 8
    try scenario.run("tick to 2026-03-01T08:20:00Z")  // seq 9
    try scenario.run("reload stocks")  // seq 10
    try scenario.run("tick to 2026-03-01T08:30:00Z")  // seq 11
    try scenario.run("reload stocks")  // seq 12
    try scenario.run("tick to 2026-03-01T08:40:00Z")  // seq 13
    try scenario.run("reload stocks")  // seq 14
    try scenario.run("tick to 2026-03-01T08:50:00Z")  // seq 15
    try scenario.run("reload stocks")  // seq 16
    try scenario.run("tick to 2026-03-01T09:00:00Z")  // seq 17
    try scenario.run("reload stocks")  // seq 18
    try scenario.run("tick to 2026-03-01T09:10:00Z")  // seq 19
    try scenario.run("reload stocks")  // seq 20
    try scenario.run("tick to 2026-03-01T09:20:00Z")  // seq 21
    try scenario.run("reload stocks")  // seq 22
    try scenario.run("tick to 2026-03-01T09:30:00Z")  // seq 23
    try scenario.run("reload stocks")  // seq 24
    try scenario.run("tick to 2026-03-01T09:40:00Z")  // seq 25
    try scenario.run("reload stocks")  // seq 26
    try scenario.run("tick to 2026-03-01T09:50:00Z")  // seq 27
    try scenario.run("reload stocks")  // seq 28
    try scenario.run("tick to 2026-03-01T10:00:00Z")  // seq 29
    try scenario.run("reload stocks")  // seq 30
    try scenario.run("tick to 2026-03-01T10:10:00Z")  // seq 31
    try scenario.run("reload stocks")  // seq 32
    try scenario.run("tick to 2026-03-01T10:20:00Z")  // seq 33
    try scenario.run("reload stocks")  // seq 34
    try scenario.run("tick to 2026-03-01T10:30:00Z")  // seq 35
    try scenario.run("reload stocks")  // seq 36
    try scenario.run("tick to 2026-03-01T10:40:00Z")  // seq 37
    try scenario.run("reload stocks")  // seq 38
    try scenario.run("tick to 2026-03-01T10:50:00Z")  // seq 39
    try scenario.run("reload stocks")  // seq 40
    try scenario.run("tick to 2026-03-01T11:00:00Z")  // seq 41
    try scenario.run("reload stocks")  // seq 42
    try scenario.run("tick to 2026-03-01T11:10:00Z")  // seq 43
    try scenario.run("reload stocks")  // seq 44
    try scenario.run("tick to 2026-03-01T11:20:00Z")  // seq 45
    try scenario.run("reload stocks")  // seq 46
    try scenario.run("tick to 2026-03-01T11:30:00Z")  // seq 47
    try scenario.run("reload stocks")  // seq 48
    try scenario.run("tick to 2026-03-01T11:40:00Z")  // seq 49
    try scenario.run("reload stocks")  // seq 50
    try scenario.run("tick to 2026-03-01T11:50:00Z")  // seq 51
    try scenario.run("reload stocks")  // seq 52
    try scenario.run("tick to 2026-03-01T12:00:00Z")  // seq 53
    try scenario.run("reload stocks")  // seq 54
    try scenario.run("tick to 2026-03-01T12:10:00Z")  // seq 55
    try scenario.run("reload stocks")  // seq 56
    try scenario.run("tick to 2026-03-01T12:20:00Z")  // seq 57
    try scenario.run("reload stocks")  // seq 58
    try scenario.run("tick to 2026-03-01T12:30:00Z")  // seq 59
    try scenario.run("reload stocks")  // seq 60
    try scenario.run("tick to 2026-03-01T12:40:00Z")  // seq 61
    try scenario.run("reload stocks")  // seq 62
    try scenario.run("tick to 2026-03-01T12:50:00Z")  // seq 63
    try scenario.run("reload stocks")  // seq 64
    try scenario.run("tick to 2026-03-01T13:00:00Z")  // seq 65
    try scenario.run("reload stocks")  // seq 66
    try scenario.run("tick to 2026-03-01T13:10:00Z")  // seq 67
    try scenario.run("reload stocks")  // seq 68
    try scenario.run("tick to 2026-03-01T13:20:00Z")  // seq 69
    try scenario.run("reload stocks")  // seq 70
    try scenario.run("tick to 2026-03-01T13:30:00Z")  // seq 71
    try scenario.run("reload stocks")  // seq 72
    try scenario.run("tick to 2026-03-01T13:40:00Z")  // seq 73
    try scenario.run("reload stocks")  // seq 74
    try scenario.run("tick to 2026-03-01T13:50:00Z")  // seq 75
    try scenario.run("reload stocks")  // seq 76
    try scenario.run("tick to 2026-03-01T14:00:00Z")  // seq 77
    try scenario.run("reload stocks")  // seq 78
    try scenario.run("tick to 2026-03-01T14:10:00Z")  // seq 79
    try scenario.run("reload stocks")  // seq 80
    try scenario.run("tick to 2026-03-01T14:20:00Z")  // seq 81
    try scenario.run("reload stocks")  // seq 82
    try scenario.run("tick to 2026-03-01T14:30:00Z")  // seq 83
    try scenario.run("reload stocks")  // seq 84
    try scenario.run("tick to 2026-03-01T14:40:00Z")  // seq 85
    try scenario.run("data stocks:AAPL 190.1")  // seq 86
    try scenario.run("reload stocks")  // seq 87
    try scenario.run("tick to 2026-03-01T14:50:00Z")  // seq 88

    #expect(scenario.widgetIDs == ["w1"], "at the end (seq 88)")
    #expect(scenario.status(of: "w1") == .stale, "at the end (seq 88)")
    #expect(scenario.shownEntry(of: "w1") == "2026-03-01T14:50:00Z 182.5", "at the end (seq 88)")
    #expect(scenario.nextRefresh(of: "w1") == "2026-03-02T08:05:00Z", "at the end (seq 88)")
    #expect(scenario.budgetUsed(of: "w1") == 40, "at the end (seq 88)")
  }
}
