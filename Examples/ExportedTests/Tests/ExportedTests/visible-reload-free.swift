// swift-format-ignore-file
// visible-reload-free.jsonl as a test, written by `widgetsim export swift-testing --style changes`. Actions 4–24 (1–3
// define the built-in kinds, as every scenario does) run through WidgetScenario as REPL commands, each followed by what
// it changed in the widgets: ids, status, shown entry, next refresh and budget used. A failure names the widget, the
// field, the value expected and the one found, and the action's seq.
import Testing
import WidgetSimCore

@Suite("visible-reload-free")
struct VisibleReloadFreeTests {
  @Test("visible-reload-free.jsonl: what each action changes")
  func changesAfterEveryAction() throws {
    var scenario = try WidgetScenario(exportedFrom: "visible-reload-free.jsonl", start: "2026-03-01T08:00:00Z")

    // seq 4: add stocks small symbol=AAPL
    try scenario.run("add stocks small symbol=AAPL")
    #expect(scenario.widgetIDs == ["w1"], "after seq 4")
    #expect(scenario.status(of: "w1") == .placeholder, "after seq 4")
    #expect(scenario.shownEntry(of: "w1") == "2026-03-01T08:00:00Z fallback", "after seq 4")
    #expect(scenario.nextRefresh(of: "w1") == "2026-03-01T09:00:00Z", "after seq 4")
    #expect(scenario.budgetUsed(of: "w1") == 0, "after seq 4")

    // seq 5: add stocks small symbol=AAPL page=2
    try scenario.run("add stocks small symbol=AAPL page=2")
    #expect(scenario.widgetIDs == ["w1", "w2"], "after seq 5")
    #expect(scenario.status(of: "w2") == .placeholder, "after seq 5")
    #expect(scenario.shownEntry(of: "w2") == "2026-03-01T08:00:00Z fallback", "after seq 5")
    #expect(scenario.nextRefresh(of: "w2") == "2026-03-01T09:00:00Z", "after seq 5")
    #expect(scenario.budgetUsed(of: "w2") == 0, "after seq 5")

    // seq 6: device home
    try scenario.run("device home")

    // seq 7: data stocks:AAPL {"price":101.2}
    try scenario.run(#"data stocks:AAPL {"price":101.2}"#)
    #expect(scenario.status(of: "w1") == .stale, "after seq 7")
    #expect(scenario.status(of: "w2") == .stale, "after seq 7")

    // seq 8: reload stocks
    try scenario.run("reload stocks")
    #expect(scenario.status(of: "w1") == .live, "after seq 8")
    #expect(scenario.shownEntry(of: "w1") == #"2026-03-01T08:00:00Z {"price":101.2}"#, "after seq 8")
    #expect(scenario.nextRefresh(of: "w2") == "2026-03-01T08:05:00Z", "after seq 8")

    // seq 9: tick to 2026-03-01T08:10:00Z
    try scenario.run("tick to 2026-03-01T08:10:00Z")
    #expect(scenario.status(of: "w1") == .stale, "after seq 9")
    #expect(scenario.shownEntry(of: "w1") == #"2026-03-01T08:10:00Z {"price":101.2}"#, "after seq 9")
    #expect(scenario.shownEntry(of: "w2") == #"2026-03-01T08:10:00Z {"price":101.2}"#, "after seq 9")
    #expect(scenario.nextRefresh(of: "w2") == "2026-03-01T09:05:00Z", "after seq 9")
    #expect(scenario.budgetUsed(of: "w2") == 1, "after seq 9")

    // seq 10: data stocks:AAPL {"price":101.8}
    try scenario.run(#"data stocks:AAPL {"price":101.8}"#)

    // seq 11: reload stocks
    try scenario.run("reload stocks")
    #expect(scenario.status(of: "w1") == .live, "after seq 11")
    #expect(scenario.shownEntry(of: "w1") == #"2026-03-01T08:10:00Z {"price":101.8}"#, "after seq 11")
    #expect(scenario.nextRefresh(of: "w1") == "2026-03-01T09:10:00Z", "after seq 11")
    #expect(scenario.status(of: "w2") == .live, "after seq 11")
    #expect(scenario.shownEntry(of: "w2") == #"2026-03-01T08:10:00Z {"price":101.8}"#, "after seq 11")
    #expect(scenario.nextRefresh(of: "w2") == "2026-03-01T09:10:00Z", "after seq 11")
    #expect(scenario.budgetUsed(of: "w2") == 2, "after seq 11")

    // seq 12: tick to 2026-03-01T08:20:00Z
    try scenario.run("tick to 2026-03-01T08:20:00Z")
    #expect(scenario.status(of: "w1") == .stale, "after seq 12")
    #expect(scenario.shownEntry(of: "w1") == #"2026-03-01T08:20:00Z {"price":101.8}"#, "after seq 12")
    #expect(scenario.status(of: "w2") == .stale, "after seq 12")
    #expect(scenario.shownEntry(of: "w2") == #"2026-03-01T08:20:00Z {"price":101.8}"#, "after seq 12")

    // seq 13: data stocks:AAPL {"price":102.5}
    try scenario.run(#"data stocks:AAPL {"price":102.5}"#)

    // seq 14: reload stocks
    try scenario.run("reload stocks")
    #expect(scenario.status(of: "w1") == .live, "after seq 14")
    #expect(scenario.shownEntry(of: "w1") == #"2026-03-01T08:20:00Z {"price":102.5}"#, "after seq 14")
    #expect(scenario.nextRefresh(of: "w1") == "2026-03-01T09:20:00Z", "after seq 14")
    #expect(scenario.status(of: "w2") == .live, "after seq 14")
    #expect(scenario.shownEntry(of: "w2") == #"2026-03-01T08:20:00Z {"price":102.5}"#, "after seq 14")
    #expect(scenario.nextRefresh(of: "w2") == "2026-03-01T09:20:00Z", "after seq 14")
    #expect(scenario.budgetUsed(of: "w2") == 3, "after seq 14")

    // seq 15: tick to 2026-03-01T08:30:00Z
    try scenario.run("tick to 2026-03-01T08:30:00Z")
    #expect(scenario.status(of: "w1") == .stale, "after seq 15")
    #expect(scenario.shownEntry(of: "w1") == #"2026-03-01T08:30:00Z {"price":102.5}"#, "after seq 15")
    #expect(scenario.status(of: "w2") == .stale, "after seq 15")
    #expect(scenario.shownEntry(of: "w2") == #"2026-03-01T08:30:00Z {"price":102.5}"#, "after seq 15")

    // seq 16: data stocks:AAPL {"price":101.9}
    try scenario.run(#"data stocks:AAPL {"price":101.9}"#)

    // seq 17: reload stocks
    try scenario.run("reload stocks")
    #expect(scenario.status(of: "w1") == .live, "after seq 17")
    #expect(scenario.shownEntry(of: "w1") == #"2026-03-01T08:30:00Z {"price":101.9}"#, "after seq 17")
    #expect(scenario.nextRefresh(of: "w1") == "2026-03-01T09:30:00Z", "after seq 17")
    #expect(scenario.status(of: "w2") == .live, "after seq 17")
    #expect(scenario.shownEntry(of: "w2") == #"2026-03-01T08:30:00Z {"price":101.9}"#, "after seq 17")
    #expect(scenario.nextRefresh(of: "w2") == "2026-03-01T09:30:00Z", "after seq 17")
    #expect(scenario.budgetUsed(of: "w2") == 4, "after seq 17")

    // seq 18: tick to 2026-03-01T08:40:00Z
    try scenario.run("tick to 2026-03-01T08:40:00Z")
    #expect(scenario.status(of: "w1") == .stale, "after seq 18")
    #expect(scenario.shownEntry(of: "w1") == #"2026-03-01T08:40:00Z {"price":101.9}"#, "after seq 18")
    #expect(scenario.status(of: "w2") == .stale, "after seq 18")
    #expect(scenario.shownEntry(of: "w2") == #"2026-03-01T08:40:00Z {"price":101.9}"#, "after seq 18")

    // seq 19: data stocks:AAPL {"price":103.1}
    try scenario.run(#"data stocks:AAPL {"price":103.1}"#)

    // seq 20: reload stocks
    try scenario.run("reload stocks")
    #expect(scenario.status(of: "w1") == .live, "after seq 20")
    #expect(scenario.shownEntry(of: "w1") == #"2026-03-01T08:40:00Z {"price":103.1}"#, "after seq 20")
    #expect(scenario.nextRefresh(of: "w1") == "2026-03-01T09:40:00Z", "after seq 20")
    #expect(scenario.status(of: "w2") == .live, "after seq 20")
    #expect(scenario.shownEntry(of: "w2") == #"2026-03-01T08:40:00Z {"price":103.1}"#, "after seq 20")
    #expect(scenario.nextRefresh(of: "w2") == "2026-03-01T09:40:00Z", "after seq 20")
    #expect(scenario.budgetUsed(of: "w2") == 5, "after seq 20")

    // seq 21: tick to 2026-03-01T08:50:00Z
    try scenario.run("tick to 2026-03-01T08:50:00Z")
    #expect(scenario.status(of: "w1") == .stale, "after seq 21")
    #expect(scenario.shownEntry(of: "w1") == #"2026-03-01T08:50:00Z {"price":103.1}"#, "after seq 21")
    #expect(scenario.status(of: "w2") == .stale, "after seq 21")
    #expect(scenario.shownEntry(of: "w2") == #"2026-03-01T08:50:00Z {"price":103.1}"#, "after seq 21")

    // seq 22: data stocks:AAPL {"price":103.4}
    try scenario.run(#"data stocks:AAPL {"price":103.4}"#)

    // seq 23: reload stocks
    try scenario.run("reload stocks")
    #expect(scenario.status(of: "w1") == .live, "after seq 23")
    #expect(scenario.shownEntry(of: "w1") == #"2026-03-01T08:50:00Z {"price":103.4}"#, "after seq 23")
    #expect(scenario.nextRefresh(of: "w1") == "2026-03-01T09:50:00Z", "after seq 23")
    #expect(scenario.status(of: "w2") == .live, "after seq 23")
    #expect(scenario.shownEntry(of: "w2") == #"2026-03-01T08:50:00Z {"price":103.4}"#, "after seq 23")
    #expect(scenario.nextRefresh(of: "w2") == "2026-03-01T09:50:00Z", "after seq 23")
    #expect(scenario.budgetUsed(of: "w2") == 6, "after seq 23")

    // seq 24: tick to 2026-03-01T08:52:00Z
    try scenario.run("tick to 2026-03-01T08:52:00Z")
  }
}
