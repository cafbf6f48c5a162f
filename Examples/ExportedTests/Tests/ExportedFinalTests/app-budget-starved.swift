// swift-format-ignore-file
// app-budget-starved.jsonl as a test, written by `widgetsim export swift-testing --style final`. Actions 4–136 (1–3
// define the built-in kinds, as every scenario does) run through WidgetScenario as REPL commands, then, at the end,
// every widget's: ids, status, shown entry, next refresh and budget used. A failure names the widget, the field, the
// value expected and the one found, and the action's seq.
import Testing
import WidgetSimCore

@Suite("app-budget-starved")
struct AppBudgetStarvedTests {
  @Test("app-budget-starved.jsonl: the state at the end")
  func finalState() throws {
    var scenario = try WidgetScenario(exportedFrom: "app-budget-starved.jsonl", start: "2026-03-01T08:00:00Z")
    try scenario.run("set budgetScope=app")  // seq 4
    try scenario.run(#"data weather:Shanghai {"temp":18,"sky":"cloudy"}"#)  // seq 5
    try scenario.run("add stocks small symbol=AAPL")  // seq 6
    try scenario.run("add weather small city=Shanghai")  // seq 7
    try scenario.run("data stocks:AAPL 1")  // seq 8
    try scenario.run("reload stocks")  // seq 9
    try scenario.run("tick to 2026-03-01T08:10:00Z")  // seq 10
    try scenario.run("data stocks:AAPL 2")  // seq 11
    try scenario.run("reload stocks")  // seq 12
    try scenario.run("tick to 2026-03-01T08:20:00Z")  // seq 13
    try scenario.run("data stocks:AAPL 3")  // seq 14
    try scenario.run("reload stocks")  // seq 15
    try scenario.run("tick to 2026-03-01T08:30:00Z")  // seq 16
    try scenario.run("data stocks:AAPL 4")  // seq 17
    try scenario.run("reload stocks")  // seq 18
    try scenario.run("tick to 2026-03-01T08:40:00Z")  // seq 19
    try scenario.run("data stocks:AAPL 5")  // seq 20
    try scenario.run("reload stocks")  // seq 21
    try scenario.run("tick to 2026-03-01T08:50:00Z")  // seq 22
    try scenario.run("data stocks:AAPL 6")  // seq 23
    try scenario.run("reload stocks")  // seq 24
    try scenario.run("tick to 2026-03-01T09:00:00Z")  // seq 25
    try scenario.run("data stocks:AAPL 7")  // seq 26
    try scenario.run("reload stocks")  // seq 27
    try scenario.run("tick to 2026-03-01T09:10:00Z")  // seq 28
    try scenario.run("data stocks:AAPL 8")  // seq 29
    try scenario.run("reload stocks")  // seq 30
    try scenario.run("tick to 2026-03-01T09:20:00Z")  // seq 31
    try scenario.run("data stocks:AAPL 9")  // seq 32
    try scenario.run("reload stocks")  // seq 33
    try scenario.run("tick to 2026-03-01T09:30:00Z")  // seq 34
    try scenario.run("data stocks:AAPL 10")  // seq 35
    try scenario.run("reload stocks")  // seq 36
    try scenario.run("tick to 2026-03-01T09:40:00Z")  // seq 37
    try scenario.run("data stocks:AAPL 11")  // seq 38
    try scenario.run("reload stocks")  // seq 39
    try scenario.run("tick to 2026-03-01T09:50:00Z")  // seq 40
    try scenario.run("data stocks:AAPL 12")  // seq 41
    try scenario.run("reload stocks")  // seq 42
    try scenario.run("tick to 2026-03-01T10:00:00Z")  // seq 43
    try scenario.run("data stocks:AAPL 13")  // seq 44
    try scenario.run("reload stocks")  // seq 45
    try scenario.run("tick to 2026-03-01T10:10:00Z")  // seq 46
    try scenario.run("data stocks:AAPL 14")  // seq 47
    try scenario.run("reload stocks")  // seq 48
    try scenario.run("tick to 2026-03-01T10:20:00Z")  // seq 49
    try scenario.run("data stocks:AAPL 15")  // seq 50
    try scenario.run("reload stocks")  // seq 51
    try scenario.run("tick to 2026-03-01T10:30:00Z")  // seq 52
    try scenario.run("data stocks:AAPL 16")  // seq 53
    try scenario.run("reload stocks")  // seq 54
    try scenario.run("tick to 2026-03-01T10:40:00Z")  // seq 55
    try scenario.run("data stocks:AAPL 17")  // seq 56
    try scenario.run("reload stocks")  // seq 57
    try scenario.run("tick to 2026-03-01T10:50:00Z")  // seq 58
    try scenario.run("data stocks:AAPL 18")  // seq 59
    try scenario.run("reload stocks")  // seq 60
    try scenario.run("tick to 2026-03-01T11:00:00Z")  // seq 61
    try scenario.run("data stocks:AAPL 19")  // seq 62
    try scenario.run("reload stocks")  // seq 63
    try scenario.run("tick to 2026-03-01T11:10:00Z")  // seq 64
    try scenario.run("data stocks:AAPL 20")  // seq 65
    try scenario.run("reload stocks")  // seq 66
    try scenario.run("tick to 2026-03-01T11:20:00Z")  // seq 67
    try scenario.run("data stocks:AAPL 21")  // seq 68
    try scenario.run("reload stocks")  // seq 69
    try scenario.run("tick to 2026-03-01T11:30:00Z")  // seq 70
    try scenario.run("data stocks:AAPL 22")  // seq 71
    try scenario.run("reload stocks")  // seq 72
    try scenario.run("tick to 2026-03-01T11:40:00Z")  // seq 73
    try scenario.run("data stocks:AAPL 23")  // seq 74
    try scenario.run("reload stocks")  // seq 75
    try scenario.run("tick to 2026-03-01T11:50:00Z")  // seq 76
    try scenario.run("data stocks:AAPL 24")  // seq 77
    try scenario.run("reload stocks")  // seq 78
    try scenario.run("tick to 2026-03-01T12:00:00Z")  // seq 79
    try scenario.run("data stocks:AAPL 25")  // seq 80
    try scenario.run("reload stocks")  // seq 81
    try scenario.run("tick to 2026-03-01T12:10:00Z")  // seq 82
    try scenario.run("data stocks:AAPL 26")  // seq 83
    try scenario.run("reload stocks")  // seq 84
    try scenario.run("tick to 2026-03-01T12:20:00Z")  // seq 85
    try scenario.run("data stocks:AAPL 27")  // seq 86
    try scenario.run("reload stocks")  // seq 87
    try scenario.run("tick to 2026-03-01T12:30:00Z")  // seq 88
    try scenario.run("data stocks:AAPL 28")  // seq 89
    try scenario.run("reload stocks")  // seq 90
    try scenario.run("tick to 2026-03-01T12:40:00Z")  // seq 91
    try scenario.run("data stocks:AAPL 29")  // seq 92
    try scenario.run("reload stocks")  // seq 93
    try scenario.run("tick to 2026-03-01T12:50:00Z")  // seq 94
    try scenario.run("data stocks:AAPL 30")  // seq 95
    try scenario.run("reload stocks")  // seq 96
    try scenario.run("tick to 2026-03-01T13:00:00Z")  // seq 97
    try scenario.run("data stocks:AAPL 31")  // seq 98
    try scenario.run("reload stocks")  // seq 99
    try scenario.run("tick to 2026-03-01T13:10:00Z")  // seq 100
    try scenario.run("data stocks:AAPL 32")  // seq 101
    try scenario.run("reload stocks")  // seq 102
    try scenario.run("tick to 2026-03-01T13:20:00Z")  // seq 103
    try scenario.run("data stocks:AAPL 33")  // seq 104
    try scenario.run("reload stocks")  // seq 105
    try scenario.run("tick to 2026-03-01T13:30:00Z")  // seq 106
    try scenario.run("data stocks:AAPL 34")  // seq 107
    try scenario.run("reload stocks")  // seq 108
    try scenario.run("tick to 2026-03-01T13:40:00Z")  // seq 109
    try scenario.run("data stocks:AAPL 35")  // seq 110
    try scenario.run("reload stocks")  // seq 111
    try scenario.run("tick to 2026-03-01T13:50:00Z")  // seq 112
    try scenario.run("data stocks:AAPL 36")  // seq 113
    try scenario.run("reload stocks")  // seq 114
    try scenario.run("tick to 2026-03-01T14:00:00Z")  // seq 115
    try scenario.run("data stocks:AAPL 37")  // seq 116
    try scenario.run("reload stocks")  // seq 117
    try scenario.run("tick to 2026-03-01T14:10:00Z")  // seq 118
    try scenario.run("data stocks:AAPL 38")  // seq 119
    try scenario.run("reload stocks")  // seq 120
    try scenario.run("tick to 2026-03-01T14:20:00Z")  // seq 121
    try scenario.run("data stocks:AAPL 39")  // seq 122
    try scenario.run("reload stocks")  // seq 123
    try scenario.run("tick to 2026-03-01T14:30:00Z")  // seq 124
    try scenario.run("data stocks:AAPL 40")  // seq 125
    try scenario.run("reload stocks")  // seq 126
    try scenario.run("tick to 2026-03-01T14:40:00Z")  // seq 127
    try scenario.run("data stocks:AAPL 41")  // seq 128
    try scenario.run("reload stocks")  // seq 129
    try scenario.run("tick to 2026-03-01T14:50:00Z")  // seq 130
    try scenario.run("data stocks:AAPL 42")  // seq 131
    try scenario.run("reload stocks")  // seq 132
    try scenario.run("tick to 2026-03-01T15:00:00Z")  // seq 133
    try scenario.run(#"data weather:Shanghai {"temp":12,"sky":"storm"}"#)  // seq 134
    try scenario.run("reload weather")  // seq 135
    try scenario.run("tick to 2026-03-01T17:00:00Z")  // seq 136

    #expect(scenario.widgetIDs == ["w1", "w2"], "at the end (seq 136)")
    #expect(scenario.status(of: "w1") == .stale, "at the end (seq 136)")
    #expect(scenario.shownEntry(of: "w1") == "2026-03-01T15:15:00Z 39", "at the end (seq 136)")
    #expect(scenario.nextRefresh(of: "w1") == "2026-03-02T08:05:00Z", "at the end (seq 136)")
    #expect(scenario.budgetUsed(of: "w1") == 40, "at the end (seq 136)")
    #expect(scenario.status(of: "w2") == .stale, "at the end (seq 136)")
    #expect(scenario.shownEntry(of: "w2") == #"2026-03-01T16:00:00Z {"temp":18,"sky":"cloudy"}"#, "at the end (seq 136)")
    #expect(scenario.nextRefresh(of: "w2") == "2026-03-02T08:05:00Z", "at the end (seq 136)")
    #expect(scenario.budgetUsed(of: "w2") == 40, "at the end (seq 136)")
  }
}
