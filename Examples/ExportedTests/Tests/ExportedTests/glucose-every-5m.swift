// swift-format-ignore-file
// glucose-every-5m.jsonl as a test, written by `widgetsim export swift-testing --style changes`. Actions 4–869 (1–3
// define the built-in kinds, as every scenario does) run through WidgetScenario as REPL commands, each followed by what
// it changed in the widgets: ids, status, shown entry, next refresh and budget used. A failure names the widget, the
// field, the value expected and the one found, and the action's seq.
import Testing
import WidgetSimCore

@Suite("glucose-every-5m")
struct GlucoseEvery5mTests {
  @Test("glucose-every-5m.jsonl: what each action changes")
  func changesAfterEveryAction() throws {
    var scenario = try WidgetScenario(exportedFrom: "glucose-every-5m.jsonl", start: "2026-03-01T08:00:00Z")
    try seq4To253(&scenario)
    try seq254To503(&scenario)
    try seq504To753(&scenario)
    try seq754To869(&scenario)
  }

  /// Seq 4 to 253.
  private func seq4To253(_ scenario: inout WidgetScenario) throws {

    // seq 4: define glucose families=small entries=1 every=5m policy=never data=glucose:latest ttl=15m fallback=placeholder appgroup=yes
    try scenario.run("define glucose families=small entries=1 every=5m policy=never data=glucose:latest ttl=15m fallback=placeholder appgroup=yes")

    // seq 5: add glucose small
    try scenario.run("add glucose small")
    #expect(scenario.widgetIDs == ["w1"], "after seq 5")
    #expect(scenario.status(of: "w1") == .placeholder, "after seq 5")
    #expect(scenario.shownEntry(of: "w1") == "2026-03-01T08:00:00Z fallback", "after seq 5")
    #expect(scenario.nextRefresh(of: "w1") == "none", "after seq 5")
    #expect(scenario.budgetUsed(of: "w1") == 0, "after seq 5")

    // seq 6: data glucose:latest {"reading":1}
    try scenario.run(#"data glucose:latest {"reading":1}"#)
    #expect(scenario.status(of: "w1") == .stale, "after seq 6")

    // seq 7: reload glucose
    try scenario.run("reload glucose")
    #expect(scenario.nextRefresh(of: "w1") == "2026-03-01T08:05:00Z", "after seq 7")

    // seq 8: tick to 2026-03-01T08:05:00Z
    try scenario.run("tick to 2026-03-01T08:05:00Z")
    #expect(scenario.status(of: "w1") == .live, "after seq 8")
    #expect(scenario.shownEntry(of: "w1") == #"2026-03-01T08:05:00Z {"reading":1}"#, "after seq 8")
    #expect(scenario.nextRefresh(of: "w1") == "none", "after seq 8")
    #expect(scenario.budgetUsed(of: "w1") == 1, "after seq 8")

    // seq 9: data glucose:latest {"reading":2}
    try scenario.run(#"data glucose:latest {"reading":2}"#)
    #expect(scenario.status(of: "w1") == .stale, "after seq 9")

    // seq 10: reload glucose
    try scenario.run("reload glucose")
    #expect(scenario.nextRefresh(of: "w1") == "2026-03-01T08:10:00Z", "after seq 10")

    // seq 11: tick to 2026-03-01T08:10:00Z
    try scenario.run("tick to 2026-03-01T08:10:00Z")
    #expect(scenario.status(of: "w1") == .live, "after seq 11")
    #expect(scenario.shownEntry(of: "w1") == #"2026-03-01T08:10:00Z {"reading":2}"#, "after seq 11")
    #expect(scenario.nextRefresh(of: "w1") == "none", "after seq 11")
    #expect(scenario.budgetUsed(of: "w1") == 2, "after seq 11")

    // seq 12: data glucose:latest {"reading":3}
    try scenario.run(#"data glucose:latest {"reading":3}"#)
    #expect(scenario.status(of: "w1") == .stale, "after seq 12")

    // seq 13: reload glucose
    try scenario.run("reload glucose")
    #expect(scenario.nextRefresh(of: "w1") == "2026-03-01T08:15:00Z", "after seq 13")

    // seq 14: tick to 2026-03-01T08:15:00Z
    try scenario.run("tick to 2026-03-01T08:15:00Z")
    #expect(scenario.status(of: "w1") == .live, "after seq 14")
    #expect(scenario.shownEntry(of: "w1") == #"2026-03-01T08:15:00Z {"reading":3}"#, "after seq 14")
    #expect(scenario.nextRefresh(of: "w1") == "none", "after seq 14")
    #expect(scenario.budgetUsed(of: "w1") == 3, "after seq 14")

    // seq 15: data glucose:latest {"reading":4}
    try scenario.run(#"data glucose:latest {"reading":4}"#)
    #expect(scenario.status(of: "w1") == .stale, "after seq 15")

    // seq 16: reload glucose
    try scenario.run("reload glucose")
    #expect(scenario.nextRefresh(of: "w1") == "2026-03-01T08:20:00Z", "after seq 16")

    // seq 17: tick to 2026-03-01T08:20:00Z
    try scenario.run("tick to 2026-03-01T08:20:00Z")
    #expect(scenario.status(of: "w1") == .live, "after seq 17")
    #expect(scenario.shownEntry(of: "w1") == #"2026-03-01T08:20:00Z {"reading":4}"#, "after seq 17")
    #expect(scenario.nextRefresh(of: "w1") == "none", "after seq 17")
    #expect(scenario.budgetUsed(of: "w1") == 4, "after seq 17")

    // seq 18: data glucose:latest {"reading":5}
    try scenario.run(#"data glucose:latest {"reading":5}"#)
    #expect(scenario.status(of: "w1") == .stale, "after seq 18")

    // seq 19: reload glucose
    try scenario.run("reload glucose")
    #expect(scenario.nextRefresh(of: "w1") == "2026-03-01T08:25:00Z", "after seq 19")

    // seq 20: tick to 2026-03-01T08:25:00Z
    try scenario.run("tick to 2026-03-01T08:25:00Z")
    #expect(scenario.status(of: "w1") == .live, "after seq 20")
    #expect(scenario.shownEntry(of: "w1") == #"2026-03-01T08:25:00Z {"reading":5}"#, "after seq 20")
    #expect(scenario.nextRefresh(of: "w1") == "none", "after seq 20")
    #expect(scenario.budgetUsed(of: "w1") == 5, "after seq 20")

    // seq 21: data glucose:latest {"reading":6}
    try scenario.run(#"data glucose:latest {"reading":6}"#)
    #expect(scenario.status(of: "w1") == .stale, "after seq 21")

    // seq 22: reload glucose
    try scenario.run("reload glucose")
    #expect(scenario.nextRefresh(of: "w1") == "2026-03-01T08:30:00Z", "after seq 22")

    // seq 23: tick to 2026-03-01T08:30:00Z
    try scenario.run("tick to 2026-03-01T08:30:00Z")
    #expect(scenario.status(of: "w1") == .live, "after seq 23")
    #expect(scenario.shownEntry(of: "w1") == #"2026-03-01T08:30:00Z {"reading":6}"#, "after seq 23")
    #expect(scenario.nextRefresh(of: "w1") == "none", "after seq 23")
    #expect(scenario.budgetUsed(of: "w1") == 6, "after seq 23")

    // seq 24: data glucose:latest {"reading":7}
    try scenario.run(#"data glucose:latest {"reading":7}"#)
    #expect(scenario.status(of: "w1") == .stale, "after seq 24")

    // seq 25: reload glucose
    try scenario.run("reload glucose")
    #expect(scenario.nextRefresh(of: "w1") == "2026-03-01T08:35:00Z", "after seq 25")

    // seq 26: tick to 2026-03-01T08:35:00Z
    try scenario.run("tick to 2026-03-01T08:35:00Z")
    #expect(scenario.status(of: "w1") == .live, "after seq 26")
    #expect(scenario.shownEntry(of: "w1") == #"2026-03-01T08:35:00Z {"reading":7}"#, "after seq 26")
    #expect(scenario.nextRefresh(of: "w1") == "none", "after seq 26")
    #expect(scenario.budgetUsed(of: "w1") == 7, "after seq 26")

    // seq 27: data glucose:latest {"reading":8}
    try scenario.run(#"data glucose:latest {"reading":8}"#)
    #expect(scenario.status(of: "w1") == .stale, "after seq 27")

    // seq 28: reload glucose
    try scenario.run("reload glucose")
    #expect(scenario.nextRefresh(of: "w1") == "2026-03-01T08:40:00Z", "after seq 28")

    // seq 29: tick to 2026-03-01T08:40:00Z
    try scenario.run("tick to 2026-03-01T08:40:00Z")
    #expect(scenario.status(of: "w1") == .live, "after seq 29")
    #expect(scenario.shownEntry(of: "w1") == #"2026-03-01T08:40:00Z {"reading":8}"#, "after seq 29")
    #expect(scenario.nextRefresh(of: "w1") == "none", "after seq 29")
    #expect(scenario.budgetUsed(of: "w1") == 8, "after seq 29")

    // seq 30: data glucose:latest {"reading":9}
    try scenario.run(#"data glucose:latest {"reading":9}"#)
    #expect(scenario.status(of: "w1") == .stale, "after seq 30")

    // seq 31: reload glucose
    try scenario.run("reload glucose")
    #expect(scenario.nextRefresh(of: "w1") == "2026-03-01T08:45:00Z", "after seq 31")

    // seq 32: tick to 2026-03-01T08:45:00Z
    try scenario.run("tick to 2026-03-01T08:45:00Z")
    #expect(scenario.status(of: "w1") == .live, "after seq 32")
    #expect(scenario.shownEntry(of: "w1") == #"2026-03-01T08:45:00Z {"reading":9}"#, "after seq 32")
    #expect(scenario.nextRefresh(of: "w1") == "none", "after seq 32")
    #expect(scenario.budgetUsed(of: "w1") == 9, "after seq 32")

    // seq 33: data glucose:latest {"reading":10}
    try scenario.run(#"data glucose:latest {"reading":10}"#)
    #expect(scenario.status(of: "w1") == .stale, "after seq 33")

    // seq 34: reload glucose
    try scenario.run("reload glucose")
    #expect(scenario.nextRefresh(of: "w1") == "2026-03-01T08:50:00Z", "after seq 34")

    // seq 35: tick to 2026-03-01T08:50:00Z
    try scenario.run("tick to 2026-03-01T08:50:00Z")
    #expect(scenario.status(of: "w1") == .live, "after seq 35")
    #expect(scenario.shownEntry(of: "w1") == #"2026-03-01T08:50:00Z {"reading":10}"#, "after seq 35")
    #expect(scenario.nextRefresh(of: "w1") == "none", "after seq 35")
    #expect(scenario.budgetUsed(of: "w1") == 10, "after seq 35")

    // seq 36: data glucose:latest {"reading":11}
    try scenario.run(#"data glucose:latest {"reading":11}"#)
    #expect(scenario.status(of: "w1") == .stale, "after seq 36")

    // seq 37: reload glucose
    try scenario.run("reload glucose")
    #expect(scenario.nextRefresh(of: "w1") == "2026-03-01T08:55:00Z", "after seq 37")

    // seq 38: tick to 2026-03-01T08:55:00Z
    try scenario.run("tick to 2026-03-01T08:55:00Z")
    #expect(scenario.status(of: "w1") == .live, "after seq 38")
    #expect(scenario.shownEntry(of: "w1") == #"2026-03-01T08:55:00Z {"reading":11}"#, "after seq 38")
    #expect(scenario.nextRefresh(of: "w1") == "none", "after seq 38")
    #expect(scenario.budgetUsed(of: "w1") == 11, "after seq 38")

    // seq 39: data glucose:latest {"reading":12}
    try scenario.run(#"data glucose:latest {"reading":12}"#)
    #expect(scenario.status(of: "w1") == .stale, "after seq 39")

    // seq 40: reload glucose
    try scenario.run("reload glucose")
    #expect(scenario.nextRefresh(of: "w1") == "2026-03-01T09:00:00Z", "after seq 40")

    // seq 41: tick to 2026-03-01T09:00:00Z
    try scenario.run("tick to 2026-03-01T09:00:00Z")
    #expect(scenario.status(of: "w1") == .live, "after seq 41")
    #expect(scenario.shownEntry(of: "w1") == #"2026-03-01T09:00:00Z {"reading":12}"#, "after seq 41")
    #expect(scenario.nextRefresh(of: "w1") == "none", "after seq 41")
    #expect(scenario.budgetUsed(of: "w1") == 12, "after seq 41")

    // seq 42: data glucose:latest {"reading":13}
    try scenario.run(#"data glucose:latest {"reading":13}"#)
    #expect(scenario.status(of: "w1") == .stale, "after seq 42")

    // seq 43: reload glucose
    try scenario.run("reload glucose")
    #expect(scenario.nextRefresh(of: "w1") == "2026-03-01T09:05:00Z", "after seq 43")

    // seq 44: tick to 2026-03-01T09:05:00Z
    try scenario.run("tick to 2026-03-01T09:05:00Z")
    #expect(scenario.status(of: "w1") == .live, "after seq 44")
    #expect(scenario.shownEntry(of: "w1") == #"2026-03-01T09:05:00Z {"reading":13}"#, "after seq 44")
    #expect(scenario.nextRefresh(of: "w1") == "none", "after seq 44")
    #expect(scenario.budgetUsed(of: "w1") == 13, "after seq 44")

    // seq 45: data glucose:latest {"reading":14}
    try scenario.run(#"data glucose:latest {"reading":14}"#)
    #expect(scenario.status(of: "w1") == .stale, "after seq 45")

    // seq 46: reload glucose
    try scenario.run("reload glucose")
    #expect(scenario.nextRefresh(of: "w1") == "2026-03-01T09:10:00Z", "after seq 46")

    // seq 47: tick to 2026-03-01T09:10:00Z
    try scenario.run("tick to 2026-03-01T09:10:00Z")
    #expect(scenario.status(of: "w1") == .live, "after seq 47")
    #expect(scenario.shownEntry(of: "w1") == #"2026-03-01T09:10:00Z {"reading":14}"#, "after seq 47")
    #expect(scenario.nextRefresh(of: "w1") == "none", "after seq 47")
    #expect(scenario.budgetUsed(of: "w1") == 14, "after seq 47")

    // seq 48: data glucose:latest {"reading":15}
    try scenario.run(#"data glucose:latest {"reading":15}"#)
    #expect(scenario.status(of: "w1") == .stale, "after seq 48")

    // seq 49: reload glucose
    try scenario.run("reload glucose")
    #expect(scenario.nextRefresh(of: "w1") == "2026-03-01T09:15:00Z", "after seq 49")

    // seq 50: tick to 2026-03-01T09:15:00Z
    try scenario.run("tick to 2026-03-01T09:15:00Z")
    #expect(scenario.status(of: "w1") == .live, "after seq 50")
    #expect(scenario.shownEntry(of: "w1") == #"2026-03-01T09:15:00Z {"reading":15}"#, "after seq 50")
    #expect(scenario.nextRefresh(of: "w1") == "none", "after seq 50")
    #expect(scenario.budgetUsed(of: "w1") == 15, "after seq 50")

    // seq 51: data glucose:latest {"reading":16}
    try scenario.run(#"data glucose:latest {"reading":16}"#)
    #expect(scenario.status(of: "w1") == .stale, "after seq 51")

    // seq 52: reload glucose
    try scenario.run("reload glucose")
    #expect(scenario.nextRefresh(of: "w1") == "2026-03-01T09:20:00Z", "after seq 52")

    // seq 53: tick to 2026-03-01T09:20:00Z
    try scenario.run("tick to 2026-03-01T09:20:00Z")
    #expect(scenario.status(of: "w1") == .live, "after seq 53")
    #expect(scenario.shownEntry(of: "w1") == #"2026-03-01T09:20:00Z {"reading":16}"#, "after seq 53")
    #expect(scenario.nextRefresh(of: "w1") == "none", "after seq 53")
    #expect(scenario.budgetUsed(of: "w1") == 16, "after seq 53")

    // seq 54: data glucose:latest {"reading":17}
    try scenario.run(#"data glucose:latest {"reading":17}"#)
    #expect(scenario.status(of: "w1") == .stale, "after seq 54")

    // seq 55: reload glucose
    try scenario.run("reload glucose")
    #expect(scenario.nextRefresh(of: "w1") == "2026-03-01T09:25:00Z", "after seq 55")

    // seq 56: tick to 2026-03-01T09:25:00Z
    try scenario.run("tick to 2026-03-01T09:25:00Z")
    #expect(scenario.status(of: "w1") == .live, "after seq 56")
    #expect(scenario.shownEntry(of: "w1") == #"2026-03-01T09:25:00Z {"reading":17}"#, "after seq 56")
    #expect(scenario.nextRefresh(of: "w1") == "none", "after seq 56")
    #expect(scenario.budgetUsed(of: "w1") == 17, "after seq 56")

    // seq 57: data glucose:latest {"reading":18}
    try scenario.run(#"data glucose:latest {"reading":18}"#)
    #expect(scenario.status(of: "w1") == .stale, "after seq 57")

    // seq 58: reload glucose
    try scenario.run("reload glucose")
    #expect(scenario.nextRefresh(of: "w1") == "2026-03-01T09:30:00Z", "after seq 58")

    // seq 59: tick to 2026-03-01T09:30:00Z
    try scenario.run("tick to 2026-03-01T09:30:00Z")
    #expect(scenario.status(of: "w1") == .live, "after seq 59")
    #expect(scenario.shownEntry(of: "w1") == #"2026-03-01T09:30:00Z {"reading":18}"#, "after seq 59")
    #expect(scenario.nextRefresh(of: "w1") == "none", "after seq 59")
    #expect(scenario.budgetUsed(of: "w1") == 18, "after seq 59")

    // seq 60: data glucose:latest {"reading":19}
    try scenario.run(#"data glucose:latest {"reading":19}"#)
    #expect(scenario.status(of: "w1") == .stale, "after seq 60")

    // seq 61: reload glucose
    try scenario.run("reload glucose")
    #expect(scenario.nextRefresh(of: "w1") == "2026-03-01T09:35:00Z", "after seq 61")

    // seq 62: tick to 2026-03-01T09:35:00Z
    try scenario.run("tick to 2026-03-01T09:35:00Z")
    #expect(scenario.status(of: "w1") == .live, "after seq 62")
    #expect(scenario.shownEntry(of: "w1") == #"2026-03-01T09:35:00Z {"reading":19}"#, "after seq 62")
    #expect(scenario.nextRefresh(of: "w1") == "none", "after seq 62")
    #expect(scenario.budgetUsed(of: "w1") == 19, "after seq 62")

    // seq 63: data glucose:latest {"reading":20}
    try scenario.run(#"data glucose:latest {"reading":20}"#)
    #expect(scenario.status(of: "w1") == .stale, "after seq 63")

    // seq 64: reload glucose
    try scenario.run("reload glucose")
    #expect(scenario.nextRefresh(of: "w1") == "2026-03-01T09:40:00Z", "after seq 64")

    // seq 65: tick to 2026-03-01T09:40:00Z
    try scenario.run("tick to 2026-03-01T09:40:00Z")
    #expect(scenario.status(of: "w1") == .live, "after seq 65")
    #expect(scenario.shownEntry(of: "w1") == #"2026-03-01T09:40:00Z {"reading":20}"#, "after seq 65")
    #expect(scenario.nextRefresh(of: "w1") == "none", "after seq 65")
    #expect(scenario.budgetUsed(of: "w1") == 20, "after seq 65")

    // seq 66: data glucose:latest {"reading":21}
    try scenario.run(#"data glucose:latest {"reading":21}"#)
    #expect(scenario.status(of: "w1") == .stale, "after seq 66")

    // seq 67: reload glucose
    try scenario.run("reload glucose")
    #expect(scenario.nextRefresh(of: "w1") == "2026-03-01T09:45:00Z", "after seq 67")

    // seq 68: tick to 2026-03-01T09:45:00Z
    try scenario.run("tick to 2026-03-01T09:45:00Z")
    #expect(scenario.status(of: "w1") == .live, "after seq 68")
    #expect(scenario.shownEntry(of: "w1") == #"2026-03-01T09:45:00Z {"reading":21}"#, "after seq 68")
    #expect(scenario.nextRefresh(of: "w1") == "none", "after seq 68")
    #expect(scenario.budgetUsed(of: "w1") == 21, "after seq 68")

    // seq 69: data glucose:latest {"reading":22}
    try scenario.run(#"data glucose:latest {"reading":22}"#)
    #expect(scenario.status(of: "w1") == .stale, "after seq 69")

    // seq 70: reload glucose
    try scenario.run("reload glucose")
    #expect(scenario.nextRefresh(of: "w1") == "2026-03-01T09:50:00Z", "after seq 70")

    // seq 71: tick to 2026-03-01T09:50:00Z
    try scenario.run("tick to 2026-03-01T09:50:00Z")
    #expect(scenario.status(of: "w1") == .live, "after seq 71")
    #expect(scenario.shownEntry(of: "w1") == #"2026-03-01T09:50:00Z {"reading":22}"#, "after seq 71")
    #expect(scenario.nextRefresh(of: "w1") == "none", "after seq 71")
    #expect(scenario.budgetUsed(of: "w1") == 22, "after seq 71")

    // seq 72: data glucose:latest {"reading":23}
    try scenario.run(#"data glucose:latest {"reading":23}"#)
    #expect(scenario.status(of: "w1") == .stale, "after seq 72")

    // seq 73: reload glucose
    try scenario.run("reload glucose")
    #expect(scenario.nextRefresh(of: "w1") == "2026-03-01T09:55:00Z", "after seq 73")

    // seq 74: tick to 2026-03-01T09:55:00Z
    try scenario.run("tick to 2026-03-01T09:55:00Z")
    #expect(scenario.status(of: "w1") == .live, "after seq 74")
    #expect(scenario.shownEntry(of: "w1") == #"2026-03-01T09:55:00Z {"reading":23}"#, "after seq 74")
    #expect(scenario.nextRefresh(of: "w1") == "none", "after seq 74")
    #expect(scenario.budgetUsed(of: "w1") == 23, "after seq 74")

    // seq 75: data glucose:latest {"reading":24}
    try scenario.run(#"data glucose:latest {"reading":24}"#)
    #expect(scenario.status(of: "w1") == .stale, "after seq 75")

    // seq 76: reload glucose
    try scenario.run("reload glucose")
    #expect(scenario.nextRefresh(of: "w1") == "2026-03-01T10:00:00Z", "after seq 76")

    // seq 77: tick to 2026-03-01T10:00:00Z
    try scenario.run("tick to 2026-03-01T10:00:00Z")
    #expect(scenario.status(of: "w1") == .live, "after seq 77")
    #expect(scenario.shownEntry(of: "w1") == #"2026-03-01T10:00:00Z {"reading":24}"#, "after seq 77")
    #expect(scenario.nextRefresh(of: "w1") == "none", "after seq 77")
    #expect(scenario.budgetUsed(of: "w1") == 24, "after seq 77")

    // seq 78: data glucose:latest {"reading":25}
    try scenario.run(#"data glucose:latest {"reading":25}"#)
    #expect(scenario.status(of: "w1") == .stale, "after seq 78")

    // seq 79: reload glucose
    try scenario.run("reload glucose")
    #expect(scenario.nextRefresh(of: "w1") == "2026-03-01T10:05:00Z", "after seq 79")

    // seq 80: tick to 2026-03-01T10:05:00Z
    try scenario.run("tick to 2026-03-01T10:05:00Z")
    #expect(scenario.status(of: "w1") == .live, "after seq 80")
    #expect(scenario.shownEntry(of: "w1") == #"2026-03-01T10:05:00Z {"reading":25}"#, "after seq 80")
    #expect(scenario.nextRefresh(of: "w1") == "none", "after seq 80")
    #expect(scenario.budgetUsed(of: "w1") == 25, "after seq 80")

    // seq 81: data glucose:latest {"reading":26}
    try scenario.run(#"data glucose:latest {"reading":26}"#)
    #expect(scenario.status(of: "w1") == .stale, "after seq 81")

    // seq 82: reload glucose
    try scenario.run("reload glucose")
    #expect(scenario.nextRefresh(of: "w1") == "2026-03-01T10:10:00Z", "after seq 82")

    // seq 83: tick to 2026-03-01T10:10:00Z
    try scenario.run("tick to 2026-03-01T10:10:00Z")
    #expect(scenario.status(of: "w1") == .live, "after seq 83")
    #expect(scenario.shownEntry(of: "w1") == #"2026-03-01T10:10:00Z {"reading":26}"#, "after seq 83")
    #expect(scenario.nextRefresh(of: "w1") == "none", "after seq 83")
    #expect(scenario.budgetUsed(of: "w1") == 26, "after seq 83")

    // seq 84: data glucose:latest {"reading":27}
    try scenario.run(#"data glucose:latest {"reading":27}"#)
    #expect(scenario.status(of: "w1") == .stale, "after seq 84")

    // seq 85: reload glucose
    try scenario.run("reload glucose")
    #expect(scenario.nextRefresh(of: "w1") == "2026-03-01T10:15:00Z", "after seq 85")

    // seq 86: tick to 2026-03-01T10:15:00Z
    try scenario.run("tick to 2026-03-01T10:15:00Z")
    #expect(scenario.status(of: "w1") == .live, "after seq 86")
    #expect(scenario.shownEntry(of: "w1") == #"2026-03-01T10:15:00Z {"reading":27}"#, "after seq 86")
    #expect(scenario.nextRefresh(of: "w1") == "none", "after seq 86")
    #expect(scenario.budgetUsed(of: "w1") == 27, "after seq 86")

    // seq 87: data glucose:latest {"reading":28}
    try scenario.run(#"data glucose:latest {"reading":28}"#)
    #expect(scenario.status(of: "w1") == .stale, "after seq 87")

    // seq 88: reload glucose
    try scenario.run("reload glucose")
    #expect(scenario.nextRefresh(of: "w1") == "2026-03-01T10:20:00Z", "after seq 88")

    // seq 89: tick to 2026-03-01T10:20:00Z
    try scenario.run("tick to 2026-03-01T10:20:00Z")
    #expect(scenario.status(of: "w1") == .live, "after seq 89")
    #expect(scenario.shownEntry(of: "w1") == #"2026-03-01T10:20:00Z {"reading":28}"#, "after seq 89")
    #expect(scenario.nextRefresh(of: "w1") == "none", "after seq 89")
    #expect(scenario.budgetUsed(of: "w1") == 28, "after seq 89")

    // seq 90: data glucose:latest {"reading":29}
    try scenario.run(#"data glucose:latest {"reading":29}"#)
    #expect(scenario.status(of: "w1") == .stale, "after seq 90")

    // seq 91: reload glucose
    try scenario.run("reload glucose")
    #expect(scenario.nextRefresh(of: "w1") == "2026-03-01T10:25:00Z", "after seq 91")

    // seq 92: tick to 2026-03-01T10:25:00Z
    try scenario.run("tick to 2026-03-01T10:25:00Z")
    #expect(scenario.status(of: "w1") == .live, "after seq 92")
    #expect(scenario.shownEntry(of: "w1") == #"2026-03-01T10:25:00Z {"reading":29}"#, "after seq 92")
    #expect(scenario.nextRefresh(of: "w1") == "none", "after seq 92")
    #expect(scenario.budgetUsed(of: "w1") == 29, "after seq 92")

    // seq 93: data glucose:latest {"reading":30}
    try scenario.run(#"data glucose:latest {"reading":30}"#)
    #expect(scenario.status(of: "w1") == .stale, "after seq 93")

    // seq 94: reload glucose
    try scenario.run("reload glucose")
    #expect(scenario.nextRefresh(of: "w1") == "2026-03-01T10:30:00Z", "after seq 94")

    // seq 95: tick to 2026-03-01T10:30:00Z
    try scenario.run("tick to 2026-03-01T10:30:00Z")
    #expect(scenario.status(of: "w1") == .live, "after seq 95")
    #expect(scenario.shownEntry(of: "w1") == #"2026-03-01T10:30:00Z {"reading":30}"#, "after seq 95")
    #expect(scenario.nextRefresh(of: "w1") == "none", "after seq 95")
    #expect(scenario.budgetUsed(of: "w1") == 30, "after seq 95")

    // seq 96: data glucose:latest {"reading":31}
    try scenario.run(#"data glucose:latest {"reading":31}"#)
    #expect(scenario.status(of: "w1") == .stale, "after seq 96")

    // seq 97: reload glucose
    try scenario.run("reload glucose")
    #expect(scenario.nextRefresh(of: "w1") == "2026-03-01T10:35:00Z", "after seq 97")

    // seq 98: tick to 2026-03-01T10:35:00Z
    try scenario.run("tick to 2026-03-01T10:35:00Z")
    #expect(scenario.status(of: "w1") == .live, "after seq 98")
    #expect(scenario.shownEntry(of: "w1") == #"2026-03-01T10:35:00Z {"reading":31}"#, "after seq 98")
    #expect(scenario.nextRefresh(of: "w1") == "none", "after seq 98")
    #expect(scenario.budgetUsed(of: "w1") == 31, "after seq 98")

    // seq 99: data glucose:latest {"reading":32}
    try scenario.run(#"data glucose:latest {"reading":32}"#)
    #expect(scenario.status(of: "w1") == .stale, "after seq 99")

    // seq 100: reload glucose
    try scenario.run("reload glucose")
    #expect(scenario.nextRefresh(of: "w1") == "2026-03-01T10:40:00Z", "after seq 100")

    // seq 101: tick to 2026-03-01T10:40:00Z
    try scenario.run("tick to 2026-03-01T10:40:00Z")
    #expect(scenario.status(of: "w1") == .live, "after seq 101")
    #expect(scenario.shownEntry(of: "w1") == #"2026-03-01T10:40:00Z {"reading":32}"#, "after seq 101")
    #expect(scenario.nextRefresh(of: "w1") == "none", "after seq 101")
    #expect(scenario.budgetUsed(of: "w1") == 32, "after seq 101")

    // seq 102: data glucose:latest {"reading":33}
    try scenario.run(#"data glucose:latest {"reading":33}"#)
    #expect(scenario.status(of: "w1") == .stale, "after seq 102")

    // seq 103: reload glucose
    try scenario.run("reload glucose")
    #expect(scenario.nextRefresh(of: "w1") == "2026-03-01T10:45:00Z", "after seq 103")

    // seq 104: tick to 2026-03-01T10:45:00Z
    try scenario.run("tick to 2026-03-01T10:45:00Z")
    #expect(scenario.status(of: "w1") == .live, "after seq 104")
    #expect(scenario.shownEntry(of: "w1") == #"2026-03-01T10:45:00Z {"reading":33}"#, "after seq 104")
    #expect(scenario.nextRefresh(of: "w1") == "none", "after seq 104")
    #expect(scenario.budgetUsed(of: "w1") == 33, "after seq 104")

    // seq 105: data glucose:latest {"reading":34}
    try scenario.run(#"data glucose:latest {"reading":34}"#)
    #expect(scenario.status(of: "w1") == .stale, "after seq 105")

    // seq 106: reload glucose
    try scenario.run("reload glucose")
    #expect(scenario.nextRefresh(of: "w1") == "2026-03-01T10:50:00Z", "after seq 106")

    // seq 107: tick to 2026-03-01T10:50:00Z
    try scenario.run("tick to 2026-03-01T10:50:00Z")
    #expect(scenario.status(of: "w1") == .live, "after seq 107")
    #expect(scenario.shownEntry(of: "w1") == #"2026-03-01T10:50:00Z {"reading":34}"#, "after seq 107")
    #expect(scenario.nextRefresh(of: "w1") == "none", "after seq 107")
    #expect(scenario.budgetUsed(of: "w1") == 34, "after seq 107")

    // seq 108: data glucose:latest {"reading":35}
    try scenario.run(#"data glucose:latest {"reading":35}"#)
    #expect(scenario.status(of: "w1") == .stale, "after seq 108")

    // seq 109: reload glucose
    try scenario.run("reload glucose")
    #expect(scenario.nextRefresh(of: "w1") == "2026-03-01T10:55:00Z", "after seq 109")

    // seq 110: tick to 2026-03-01T10:55:00Z
    try scenario.run("tick to 2026-03-01T10:55:00Z")
    #expect(scenario.status(of: "w1") == .live, "after seq 110")
    #expect(scenario.shownEntry(of: "w1") == #"2026-03-01T10:55:00Z {"reading":35}"#, "after seq 110")
    #expect(scenario.nextRefresh(of: "w1") == "none", "after seq 110")
    #expect(scenario.budgetUsed(of: "w1") == 35, "after seq 110")

    // seq 111: data glucose:latest {"reading":36}
    try scenario.run(#"data glucose:latest {"reading":36}"#)
    #expect(scenario.status(of: "w1") == .stale, "after seq 111")

    // seq 112: reload glucose
    try scenario.run("reload glucose")
    #expect(scenario.nextRefresh(of: "w1") == "2026-03-01T11:00:00Z", "after seq 112")

    // seq 113: tick to 2026-03-01T11:00:00Z
    try scenario.run("tick to 2026-03-01T11:00:00Z")
    #expect(scenario.status(of: "w1") == .live, "after seq 113")
    #expect(scenario.shownEntry(of: "w1") == #"2026-03-01T11:00:00Z {"reading":36}"#, "after seq 113")
    #expect(scenario.nextRefresh(of: "w1") == "none", "after seq 113")
    #expect(scenario.budgetUsed(of: "w1") == 36, "after seq 113")

    // seq 114: data glucose:latest {"reading":37}
    try scenario.run(#"data glucose:latest {"reading":37}"#)
    #expect(scenario.status(of: "w1") == .stale, "after seq 114")

    // seq 115: reload glucose
    try scenario.run("reload glucose")
    #expect(scenario.nextRefresh(of: "w1") == "2026-03-01T11:05:00Z", "after seq 115")

    // seq 116: tick to 2026-03-01T11:05:00Z
    try scenario.run("tick to 2026-03-01T11:05:00Z")
    #expect(scenario.status(of: "w1") == .live, "after seq 116")
    #expect(scenario.shownEntry(of: "w1") == #"2026-03-01T11:05:00Z {"reading":37}"#, "after seq 116")
    #expect(scenario.nextRefresh(of: "w1") == "none", "after seq 116")
    #expect(scenario.budgetUsed(of: "w1") == 37, "after seq 116")

    // seq 117: data glucose:latest {"reading":38}
    try scenario.run(#"data glucose:latest {"reading":38}"#)
    #expect(scenario.status(of: "w1") == .stale, "after seq 117")

    // seq 118: reload glucose
    try scenario.run("reload glucose")
    #expect(scenario.nextRefresh(of: "w1") == "2026-03-01T11:10:00Z", "after seq 118")

    // seq 119: tick to 2026-03-01T11:10:00Z
    try scenario.run("tick to 2026-03-01T11:10:00Z")
    #expect(scenario.status(of: "w1") == .live, "after seq 119")
    #expect(scenario.shownEntry(of: "w1") == #"2026-03-01T11:10:00Z {"reading":38}"#, "after seq 119")
    #expect(scenario.nextRefresh(of: "w1") == "none", "after seq 119")
    #expect(scenario.budgetUsed(of: "w1") == 38, "after seq 119")

    // seq 120: data glucose:latest {"reading":39}
    try scenario.run(#"data glucose:latest {"reading":39}"#)
    #expect(scenario.status(of: "w1") == .stale, "after seq 120")

    // seq 121: reload glucose
    try scenario.run("reload glucose")
    #expect(scenario.nextRefresh(of: "w1") == "2026-03-01T11:15:00Z", "after seq 121")

    // seq 122: tick to 2026-03-01T11:15:00Z
    try scenario.run("tick to 2026-03-01T11:15:00Z")
    #expect(scenario.status(of: "w1") == .live, "after seq 122")
    #expect(scenario.shownEntry(of: "w1") == #"2026-03-01T11:15:00Z {"reading":39}"#, "after seq 122")
    #expect(scenario.nextRefresh(of: "w1") == "none", "after seq 122")
    #expect(scenario.budgetUsed(of: "w1") == 39, "after seq 122")

    // seq 123: data glucose:latest {"reading":40}
    try scenario.run(#"data glucose:latest {"reading":40}"#)
    #expect(scenario.status(of: "w1") == .stale, "after seq 123")

    // seq 124: reload glucose
    try scenario.run("reload glucose")
    #expect(scenario.nextRefresh(of: "w1") == "2026-03-01T11:20:00Z", "after seq 124")

    // seq 125: tick to 2026-03-01T11:20:00Z
    try scenario.run("tick to 2026-03-01T11:20:00Z")
    #expect(scenario.status(of: "w1") == .live, "after seq 125")
    #expect(scenario.shownEntry(of: "w1") == #"2026-03-01T11:20:00Z {"reading":40}"#, "after seq 125")
    #expect(scenario.nextRefresh(of: "w1") == "none", "after seq 125")
    #expect(scenario.budgetUsed(of: "w1") == 40, "after seq 125")

    // seq 126: data glucose:latest {"reading":41}
    try scenario.run(#"data glucose:latest {"reading":41}"#)
    #expect(scenario.status(of: "w1") == .stale, "after seq 126")

    // seq 127: reload glucose
    try scenario.run("reload glucose")
    #expect(scenario.nextRefresh(of: "w1") == "2026-03-02T08:05:00Z", "after seq 127")

    // seq 128: tick to 2026-03-01T11:25:00Z
    try scenario.run("tick to 2026-03-01T11:25:00Z")

    // seq 129: data glucose:latest {"reading":42}
    try scenario.run(#"data glucose:latest {"reading":42}"#)

    // seq 130: reload glucose
    try scenario.run("reload glucose")

    // seq 131: tick to 2026-03-01T11:30:00Z
    try scenario.run("tick to 2026-03-01T11:30:00Z")

    // seq 132: data glucose:latest {"reading":43}
    try scenario.run(#"data glucose:latest {"reading":43}"#)

    // seq 133: reload glucose
    try scenario.run("reload glucose")

    // seq 134: tick to 2026-03-01T11:35:00Z
    try scenario.run("tick to 2026-03-01T11:35:00Z")

    // seq 135: data glucose:latest {"reading":44}
    try scenario.run(#"data glucose:latest {"reading":44}"#)

    // seq 136: reload glucose
    try scenario.run("reload glucose")

    // seq 137: tick to 2026-03-01T11:40:00Z
    try scenario.run("tick to 2026-03-01T11:40:00Z")

    // seq 138: data glucose:latest {"reading":45}
    try scenario.run(#"data glucose:latest {"reading":45}"#)

    // seq 139: reload glucose
    try scenario.run("reload glucose")

    // seq 140: tick to 2026-03-01T11:45:00Z
    try scenario.run("tick to 2026-03-01T11:45:00Z")

    // seq 141: data glucose:latest {"reading":46}
    try scenario.run(#"data glucose:latest {"reading":46}"#)

    // seq 142: reload glucose
    try scenario.run("reload glucose")

    // seq 143: tick to 2026-03-01T11:50:00Z
    try scenario.run("tick to 2026-03-01T11:50:00Z")

    // seq 144: data glucose:latest {"reading":47}
    try scenario.run(#"data glucose:latest {"reading":47}"#)

    // seq 145: reload glucose
    try scenario.run("reload glucose")

    // seq 146: tick to 2026-03-01T11:55:00Z
    try scenario.run("tick to 2026-03-01T11:55:00Z")

    // seq 147: data glucose:latest {"reading":48}
    try scenario.run(#"data glucose:latest {"reading":48}"#)

    // seq 148: reload glucose
    try scenario.run("reload glucose")

    // seq 149: tick to 2026-03-01T12:00:00Z
    try scenario.run("tick to 2026-03-01T12:00:00Z")

    // seq 150: data glucose:latest {"reading":49}
    try scenario.run(#"data glucose:latest {"reading":49}"#)

    // seq 151: reload glucose
    try scenario.run("reload glucose")

    // seq 152: tick to 2026-03-01T12:05:00Z
    try scenario.run("tick to 2026-03-01T12:05:00Z")

    // seq 153: data glucose:latest {"reading":50}
    try scenario.run(#"data glucose:latest {"reading":50}"#)

    // seq 154: reload glucose
    try scenario.run("reload glucose")

    // seq 155: tick to 2026-03-01T12:10:00Z
    try scenario.run("tick to 2026-03-01T12:10:00Z")

    // seq 156: data glucose:latest {"reading":51}
    try scenario.run(#"data glucose:latest {"reading":51}"#)

    // seq 157: reload glucose
    try scenario.run("reload glucose")

    // seq 158: tick to 2026-03-01T12:15:00Z
    try scenario.run("tick to 2026-03-01T12:15:00Z")

    // seq 159: data glucose:latest {"reading":52}
    try scenario.run(#"data glucose:latest {"reading":52}"#)

    // seq 160: reload glucose
    try scenario.run("reload glucose")

    // seq 161: tick to 2026-03-01T12:20:00Z
    try scenario.run("tick to 2026-03-01T12:20:00Z")

    // seq 162: data glucose:latest {"reading":53}
    try scenario.run(#"data glucose:latest {"reading":53}"#)

    // seq 163: reload glucose
    try scenario.run("reload glucose")

    // seq 164: tick to 2026-03-01T12:25:00Z
    try scenario.run("tick to 2026-03-01T12:25:00Z")

    // seq 165: data glucose:latest {"reading":54}
    try scenario.run(#"data glucose:latest {"reading":54}"#)

    // seq 166: reload glucose
    try scenario.run("reload glucose")

    // seq 167: tick to 2026-03-01T12:30:00Z
    try scenario.run("tick to 2026-03-01T12:30:00Z")

    // seq 168: data glucose:latest {"reading":55}
    try scenario.run(#"data glucose:latest {"reading":55}"#)

    // seq 169: reload glucose
    try scenario.run("reload glucose")

    // seq 170: tick to 2026-03-01T12:35:00Z
    try scenario.run("tick to 2026-03-01T12:35:00Z")

    // seq 171: data glucose:latest {"reading":56}
    try scenario.run(#"data glucose:latest {"reading":56}"#)

    // seq 172: reload glucose
    try scenario.run("reload glucose")

    // seq 173: tick to 2026-03-01T12:40:00Z
    try scenario.run("tick to 2026-03-01T12:40:00Z")

    // seq 174: data glucose:latest {"reading":57}
    try scenario.run(#"data glucose:latest {"reading":57}"#)

    // seq 175: reload glucose
    try scenario.run("reload glucose")

    // seq 176: tick to 2026-03-01T12:45:00Z
    try scenario.run("tick to 2026-03-01T12:45:00Z")

    // seq 177: data glucose:latest {"reading":58}
    try scenario.run(#"data glucose:latest {"reading":58}"#)

    // seq 178: reload glucose
    try scenario.run("reload glucose")

    // seq 179: tick to 2026-03-01T12:50:00Z
    try scenario.run("tick to 2026-03-01T12:50:00Z")

    // seq 180: data glucose:latest {"reading":59}
    try scenario.run(#"data glucose:latest {"reading":59}"#)

    // seq 181: reload glucose
    try scenario.run("reload glucose")

    // seq 182: tick to 2026-03-01T12:55:00Z
    try scenario.run("tick to 2026-03-01T12:55:00Z")

    // seq 183: data glucose:latest {"reading":60}
    try scenario.run(#"data glucose:latest {"reading":60}"#)

    // seq 184: reload glucose
    try scenario.run("reload glucose")

    // seq 185: tick to 2026-03-01T13:00:00Z
    try scenario.run("tick to 2026-03-01T13:00:00Z")

    // seq 186: data glucose:latest {"reading":61}
    try scenario.run(#"data glucose:latest {"reading":61}"#)

    // seq 187: reload glucose
    try scenario.run("reload glucose")

    // seq 188: tick to 2026-03-01T13:05:00Z
    try scenario.run("tick to 2026-03-01T13:05:00Z")

    // seq 189: data glucose:latest {"reading":62}
    try scenario.run(#"data glucose:latest {"reading":62}"#)

    // seq 190: reload glucose
    try scenario.run("reload glucose")

    // seq 191: tick to 2026-03-01T13:10:00Z
    try scenario.run("tick to 2026-03-01T13:10:00Z")

    // seq 192: data glucose:latest {"reading":63}
    try scenario.run(#"data glucose:latest {"reading":63}"#)

    // seq 193: reload glucose
    try scenario.run("reload glucose")

    // seq 194: tick to 2026-03-01T13:15:00Z
    try scenario.run("tick to 2026-03-01T13:15:00Z")

    // seq 195: data glucose:latest {"reading":64}
    try scenario.run(#"data glucose:latest {"reading":64}"#)

    // seq 196: reload glucose
    try scenario.run("reload glucose")

    // seq 197: tick to 2026-03-01T13:20:00Z
    try scenario.run("tick to 2026-03-01T13:20:00Z")

    // seq 198: data glucose:latest {"reading":65}
    try scenario.run(#"data glucose:latest {"reading":65}"#)

    // seq 199: reload glucose
    try scenario.run("reload glucose")

    // seq 200: tick to 2026-03-01T13:25:00Z
    try scenario.run("tick to 2026-03-01T13:25:00Z")

    // seq 201: data glucose:latest {"reading":66}
    try scenario.run(#"data glucose:latest {"reading":66}"#)

    // seq 202: reload glucose
    try scenario.run("reload glucose")

    // seq 203: tick to 2026-03-01T13:30:00Z
    try scenario.run("tick to 2026-03-01T13:30:00Z")

    // seq 204: data glucose:latest {"reading":67}
    try scenario.run(#"data glucose:latest {"reading":67}"#)

    // seq 205: reload glucose
    try scenario.run("reload glucose")

    // seq 206: tick to 2026-03-01T13:35:00Z
    try scenario.run("tick to 2026-03-01T13:35:00Z")

    // seq 207: data glucose:latest {"reading":68}
    try scenario.run(#"data glucose:latest {"reading":68}"#)

    // seq 208: reload glucose
    try scenario.run("reload glucose")

    // seq 209: tick to 2026-03-01T13:40:00Z
    try scenario.run("tick to 2026-03-01T13:40:00Z")

    // seq 210: data glucose:latest {"reading":69}
    try scenario.run(#"data glucose:latest {"reading":69}"#)

    // seq 211: reload glucose
    try scenario.run("reload glucose")

    // seq 212: tick to 2026-03-01T13:45:00Z
    try scenario.run("tick to 2026-03-01T13:45:00Z")

    // seq 213: data glucose:latest {"reading":70}
    try scenario.run(#"data glucose:latest {"reading":70}"#)

    // seq 214: reload glucose
    try scenario.run("reload glucose")

    // seq 215: tick to 2026-03-01T13:50:00Z
    try scenario.run("tick to 2026-03-01T13:50:00Z")

    // seq 216: data glucose:latest {"reading":71}
    try scenario.run(#"data glucose:latest {"reading":71}"#)

    // seq 217: reload glucose
    try scenario.run("reload glucose")

    // seq 218: tick to 2026-03-01T13:55:00Z
    try scenario.run("tick to 2026-03-01T13:55:00Z")

    // seq 219: data glucose:latest {"reading":72}
    try scenario.run(#"data glucose:latest {"reading":72}"#)

    // seq 220: reload glucose
    try scenario.run("reload glucose")

    // seq 221: tick to 2026-03-01T14:00:00Z
    try scenario.run("tick to 2026-03-01T14:00:00Z")

    // seq 222: data glucose:latest {"reading":73}
    try scenario.run(#"data glucose:latest {"reading":73}"#)

    // seq 223: reload glucose
    try scenario.run("reload glucose")

    // seq 224: tick to 2026-03-01T14:05:00Z
    try scenario.run("tick to 2026-03-01T14:05:00Z")

    // seq 225: data glucose:latest {"reading":74}
    try scenario.run(#"data glucose:latest {"reading":74}"#)

    // seq 226: reload glucose
    try scenario.run("reload glucose")

    // seq 227: tick to 2026-03-01T14:10:00Z
    try scenario.run("tick to 2026-03-01T14:10:00Z")

    // seq 228: data glucose:latest {"reading":75}
    try scenario.run(#"data glucose:latest {"reading":75}"#)

    // seq 229: reload glucose
    try scenario.run("reload glucose")

    // seq 230: tick to 2026-03-01T14:15:00Z
    try scenario.run("tick to 2026-03-01T14:15:00Z")

    // seq 231: data glucose:latest {"reading":76}
    try scenario.run(#"data glucose:latest {"reading":76}"#)

    // seq 232: reload glucose
    try scenario.run("reload glucose")

    // seq 233: tick to 2026-03-01T14:20:00Z
    try scenario.run("tick to 2026-03-01T14:20:00Z")

    // seq 234: data glucose:latest {"reading":77}
    try scenario.run(#"data glucose:latest {"reading":77}"#)

    // seq 235: reload glucose
    try scenario.run("reload glucose")

    // seq 236: tick to 2026-03-01T14:25:00Z
    try scenario.run("tick to 2026-03-01T14:25:00Z")

    // seq 237: data glucose:latest {"reading":78}
    try scenario.run(#"data glucose:latest {"reading":78}"#)

    // seq 238: reload glucose
    try scenario.run("reload glucose")

    // seq 239: tick to 2026-03-01T14:30:00Z
    try scenario.run("tick to 2026-03-01T14:30:00Z")

    // seq 240: data glucose:latest {"reading":79}
    try scenario.run(#"data glucose:latest {"reading":79}"#)

    // seq 241: reload glucose
    try scenario.run("reload glucose")

    // seq 242: tick to 2026-03-01T14:35:00Z
    try scenario.run("tick to 2026-03-01T14:35:00Z")

    // seq 243: data glucose:latest {"reading":80}
    try scenario.run(#"data glucose:latest {"reading":80}"#)

    // seq 244: reload glucose
    try scenario.run("reload glucose")

    // seq 245: tick to 2026-03-01T14:40:00Z
    try scenario.run("tick to 2026-03-01T14:40:00Z")

    // seq 246: data glucose:latest {"reading":81}
    try scenario.run(#"data glucose:latest {"reading":81}"#)

    // seq 247: reload glucose
    try scenario.run("reload glucose")

    // seq 248: tick to 2026-03-01T14:45:00Z
    try scenario.run("tick to 2026-03-01T14:45:00Z")

    // seq 249: data glucose:latest {"reading":82}
    try scenario.run(#"data glucose:latest {"reading":82}"#)

    // seq 250: reload glucose
    try scenario.run("reload glucose")

    // seq 251: tick to 2026-03-01T14:50:00Z
    try scenario.run("tick to 2026-03-01T14:50:00Z")

    // seq 252: data glucose:latest {"reading":83}
    try scenario.run(#"data glucose:latest {"reading":83}"#)

    // seq 253: reload glucose
    try scenario.run("reload glucose")
  }

  /// Seq 254 to 503.
  private func seq254To503(_ scenario: inout WidgetScenario) throws {

    // seq 254: tick to 2026-03-01T14:55:00Z
    try scenario.run("tick to 2026-03-01T14:55:00Z")

    // seq 255: data glucose:latest {"reading":84}
    try scenario.run(#"data glucose:latest {"reading":84}"#)

    // seq 256: reload glucose
    try scenario.run("reload glucose")

    // seq 257: tick to 2026-03-01T15:00:00Z
    try scenario.run("tick to 2026-03-01T15:00:00Z")

    // seq 258: data glucose:latest {"reading":85}
    try scenario.run(#"data glucose:latest {"reading":85}"#)

    // seq 259: reload glucose
    try scenario.run("reload glucose")

    // seq 260: tick to 2026-03-01T15:05:00Z
    try scenario.run("tick to 2026-03-01T15:05:00Z")

    // seq 261: data glucose:latest {"reading":86}
    try scenario.run(#"data glucose:latest {"reading":86}"#)

    // seq 262: reload glucose
    try scenario.run("reload glucose")

    // seq 263: tick to 2026-03-01T15:10:00Z
    try scenario.run("tick to 2026-03-01T15:10:00Z")

    // seq 264: data glucose:latest {"reading":87}
    try scenario.run(#"data glucose:latest {"reading":87}"#)

    // seq 265: reload glucose
    try scenario.run("reload glucose")

    // seq 266: tick to 2026-03-01T15:15:00Z
    try scenario.run("tick to 2026-03-01T15:15:00Z")

    // seq 267: data glucose:latest {"reading":88}
    try scenario.run(#"data glucose:latest {"reading":88}"#)

    // seq 268: reload glucose
    try scenario.run("reload glucose")

    // seq 269: tick to 2026-03-01T15:20:00Z
    try scenario.run("tick to 2026-03-01T15:20:00Z")

    // seq 270: data glucose:latest {"reading":89}
    try scenario.run(#"data glucose:latest {"reading":89}"#)

    // seq 271: reload glucose
    try scenario.run("reload glucose")

    // seq 272: tick to 2026-03-01T15:25:00Z
    try scenario.run("tick to 2026-03-01T15:25:00Z")

    // seq 273: data glucose:latest {"reading":90}
    try scenario.run(#"data glucose:latest {"reading":90}"#)

    // seq 274: reload glucose
    try scenario.run("reload glucose")

    // seq 275: tick to 2026-03-01T15:30:00Z
    try scenario.run("tick to 2026-03-01T15:30:00Z")

    // seq 276: data glucose:latest {"reading":91}
    try scenario.run(#"data glucose:latest {"reading":91}"#)

    // seq 277: reload glucose
    try scenario.run("reload glucose")

    // seq 278: tick to 2026-03-01T15:35:00Z
    try scenario.run("tick to 2026-03-01T15:35:00Z")

    // seq 279: data glucose:latest {"reading":92}
    try scenario.run(#"data glucose:latest {"reading":92}"#)

    // seq 280: reload glucose
    try scenario.run("reload glucose")

    // seq 281: tick to 2026-03-01T15:40:00Z
    try scenario.run("tick to 2026-03-01T15:40:00Z")

    // seq 282: data glucose:latest {"reading":93}
    try scenario.run(#"data glucose:latest {"reading":93}"#)

    // seq 283: reload glucose
    try scenario.run("reload glucose")

    // seq 284: tick to 2026-03-01T15:45:00Z
    try scenario.run("tick to 2026-03-01T15:45:00Z")

    // seq 285: data glucose:latest {"reading":94}
    try scenario.run(#"data glucose:latest {"reading":94}"#)

    // seq 286: reload glucose
    try scenario.run("reload glucose")

    // seq 287: tick to 2026-03-01T15:50:00Z
    try scenario.run("tick to 2026-03-01T15:50:00Z")

    // seq 288: data glucose:latest {"reading":95}
    try scenario.run(#"data glucose:latest {"reading":95}"#)

    // seq 289: reload glucose
    try scenario.run("reload glucose")

    // seq 290: tick to 2026-03-01T15:55:00Z
    try scenario.run("tick to 2026-03-01T15:55:00Z")

    // seq 291: data glucose:latest {"reading":96}
    try scenario.run(#"data glucose:latest {"reading":96}"#)

    // seq 292: reload glucose
    try scenario.run("reload glucose")

    // seq 293: tick to 2026-03-01T16:00:00Z
    try scenario.run("tick to 2026-03-01T16:00:00Z")

    // seq 294: data glucose:latest {"reading":97}
    try scenario.run(#"data glucose:latest {"reading":97}"#)

    // seq 295: reload glucose
    try scenario.run("reload glucose")

    // seq 296: tick to 2026-03-01T16:05:00Z
    try scenario.run("tick to 2026-03-01T16:05:00Z")

    // seq 297: data glucose:latest {"reading":98}
    try scenario.run(#"data glucose:latest {"reading":98}"#)

    // seq 298: reload glucose
    try scenario.run("reload glucose")

    // seq 299: tick to 2026-03-01T16:10:00Z
    try scenario.run("tick to 2026-03-01T16:10:00Z")

    // seq 300: data glucose:latest {"reading":99}
    try scenario.run(#"data glucose:latest {"reading":99}"#)

    // seq 301: reload glucose
    try scenario.run("reload glucose")

    // seq 302: tick to 2026-03-01T16:15:00Z
    try scenario.run("tick to 2026-03-01T16:15:00Z")

    // seq 303: data glucose:latest {"reading":100}
    try scenario.run(#"data glucose:latest {"reading":100}"#)

    // seq 304: reload glucose
    try scenario.run("reload glucose")

    // seq 305: tick to 2026-03-01T16:20:00Z
    try scenario.run("tick to 2026-03-01T16:20:00Z")

    // seq 306: data glucose:latest {"reading":101}
    try scenario.run(#"data glucose:latest {"reading":101}"#)

    // seq 307: reload glucose
    try scenario.run("reload glucose")

    // seq 308: tick to 2026-03-01T16:25:00Z
    try scenario.run("tick to 2026-03-01T16:25:00Z")

    // seq 309: data glucose:latest {"reading":102}
    try scenario.run(#"data glucose:latest {"reading":102}"#)

    // seq 310: reload glucose
    try scenario.run("reload glucose")

    // seq 311: tick to 2026-03-01T16:30:00Z
    try scenario.run("tick to 2026-03-01T16:30:00Z")

    // seq 312: data glucose:latest {"reading":103}
    try scenario.run(#"data glucose:latest {"reading":103}"#)

    // seq 313: reload glucose
    try scenario.run("reload glucose")

    // seq 314: tick to 2026-03-01T16:35:00Z
    try scenario.run("tick to 2026-03-01T16:35:00Z")

    // seq 315: data glucose:latest {"reading":104}
    try scenario.run(#"data glucose:latest {"reading":104}"#)

    // seq 316: reload glucose
    try scenario.run("reload glucose")

    // seq 317: tick to 2026-03-01T16:40:00Z
    try scenario.run("tick to 2026-03-01T16:40:00Z")

    // seq 318: data glucose:latest {"reading":105}
    try scenario.run(#"data glucose:latest {"reading":105}"#)

    // seq 319: reload glucose
    try scenario.run("reload glucose")

    // seq 320: tick to 2026-03-01T16:45:00Z
    try scenario.run("tick to 2026-03-01T16:45:00Z")

    // seq 321: data glucose:latest {"reading":106}
    try scenario.run(#"data glucose:latest {"reading":106}"#)

    // seq 322: reload glucose
    try scenario.run("reload glucose")

    // seq 323: tick to 2026-03-01T16:50:00Z
    try scenario.run("tick to 2026-03-01T16:50:00Z")

    // seq 324: data glucose:latest {"reading":107}
    try scenario.run(#"data glucose:latest {"reading":107}"#)

    // seq 325: reload glucose
    try scenario.run("reload glucose")

    // seq 326: tick to 2026-03-01T16:55:00Z
    try scenario.run("tick to 2026-03-01T16:55:00Z")

    // seq 327: data glucose:latest {"reading":108}
    try scenario.run(#"data glucose:latest {"reading":108}"#)

    // seq 328: reload glucose
    try scenario.run("reload glucose")

    // seq 329: tick to 2026-03-01T17:00:00Z
    try scenario.run("tick to 2026-03-01T17:00:00Z")

    // seq 330: data glucose:latest {"reading":109}
    try scenario.run(#"data glucose:latest {"reading":109}"#)

    // seq 331: reload glucose
    try scenario.run("reload glucose")

    // seq 332: tick to 2026-03-01T17:05:00Z
    try scenario.run("tick to 2026-03-01T17:05:00Z")

    // seq 333: data glucose:latest {"reading":110}
    try scenario.run(#"data glucose:latest {"reading":110}"#)

    // seq 334: reload glucose
    try scenario.run("reload glucose")

    // seq 335: tick to 2026-03-01T17:10:00Z
    try scenario.run("tick to 2026-03-01T17:10:00Z")

    // seq 336: data glucose:latest {"reading":111}
    try scenario.run(#"data glucose:latest {"reading":111}"#)

    // seq 337: reload glucose
    try scenario.run("reload glucose")

    // seq 338: tick to 2026-03-01T17:15:00Z
    try scenario.run("tick to 2026-03-01T17:15:00Z")

    // seq 339: data glucose:latest {"reading":112}
    try scenario.run(#"data glucose:latest {"reading":112}"#)

    // seq 340: reload glucose
    try scenario.run("reload glucose")

    // seq 341: tick to 2026-03-01T17:20:00Z
    try scenario.run("tick to 2026-03-01T17:20:00Z")

    // seq 342: data glucose:latest {"reading":113}
    try scenario.run(#"data glucose:latest {"reading":113}"#)

    // seq 343: reload glucose
    try scenario.run("reload glucose")

    // seq 344: tick to 2026-03-01T17:25:00Z
    try scenario.run("tick to 2026-03-01T17:25:00Z")

    // seq 345: data glucose:latest {"reading":114}
    try scenario.run(#"data glucose:latest {"reading":114}"#)

    // seq 346: reload glucose
    try scenario.run("reload glucose")

    // seq 347: tick to 2026-03-01T17:30:00Z
    try scenario.run("tick to 2026-03-01T17:30:00Z")

    // seq 348: data glucose:latest {"reading":115}
    try scenario.run(#"data glucose:latest {"reading":115}"#)

    // seq 349: reload glucose
    try scenario.run("reload glucose")

    // seq 350: tick to 2026-03-01T17:35:00Z
    try scenario.run("tick to 2026-03-01T17:35:00Z")

    // seq 351: data glucose:latest {"reading":116}
    try scenario.run(#"data glucose:latest {"reading":116}"#)

    // seq 352: reload glucose
    try scenario.run("reload glucose")

    // seq 353: tick to 2026-03-01T17:40:00Z
    try scenario.run("tick to 2026-03-01T17:40:00Z")

    // seq 354: data glucose:latest {"reading":117}
    try scenario.run(#"data glucose:latest {"reading":117}"#)

    // seq 355: reload glucose
    try scenario.run("reload glucose")

    // seq 356: tick to 2026-03-01T17:45:00Z
    try scenario.run("tick to 2026-03-01T17:45:00Z")

    // seq 357: data glucose:latest {"reading":118}
    try scenario.run(#"data glucose:latest {"reading":118}"#)

    // seq 358: reload glucose
    try scenario.run("reload glucose")

    // seq 359: tick to 2026-03-01T17:50:00Z
    try scenario.run("tick to 2026-03-01T17:50:00Z")

    // seq 360: data glucose:latest {"reading":119}
    try scenario.run(#"data glucose:latest {"reading":119}"#)

    // seq 361: reload glucose
    try scenario.run("reload glucose")

    // seq 362: tick to 2026-03-01T17:55:00Z
    try scenario.run("tick to 2026-03-01T17:55:00Z")

    // seq 363: data glucose:latest {"reading":120}
    try scenario.run(#"data glucose:latest {"reading":120}"#)

    // seq 364: reload glucose
    try scenario.run("reload glucose")

    // seq 365: tick to 2026-03-01T18:00:00Z
    try scenario.run("tick to 2026-03-01T18:00:00Z")

    // seq 366: data glucose:latest {"reading":121}
    try scenario.run(#"data glucose:latest {"reading":121}"#)

    // seq 367: reload glucose
    try scenario.run("reload glucose")

    // seq 368: tick to 2026-03-01T18:05:00Z
    try scenario.run("tick to 2026-03-01T18:05:00Z")

    // seq 369: data glucose:latest {"reading":122}
    try scenario.run(#"data glucose:latest {"reading":122}"#)

    // seq 370: reload glucose
    try scenario.run("reload glucose")

    // seq 371: tick to 2026-03-01T18:10:00Z
    try scenario.run("tick to 2026-03-01T18:10:00Z")

    // seq 372: data glucose:latest {"reading":123}
    try scenario.run(#"data glucose:latest {"reading":123}"#)

    // seq 373: reload glucose
    try scenario.run("reload glucose")

    // seq 374: tick to 2026-03-01T18:15:00Z
    try scenario.run("tick to 2026-03-01T18:15:00Z")

    // seq 375: data glucose:latest {"reading":124}
    try scenario.run(#"data glucose:latest {"reading":124}"#)

    // seq 376: reload glucose
    try scenario.run("reload glucose")

    // seq 377: tick to 2026-03-01T18:20:00Z
    try scenario.run("tick to 2026-03-01T18:20:00Z")

    // seq 378: data glucose:latest {"reading":125}
    try scenario.run(#"data glucose:latest {"reading":125}"#)

    // seq 379: reload glucose
    try scenario.run("reload glucose")

    // seq 380: tick to 2026-03-01T18:25:00Z
    try scenario.run("tick to 2026-03-01T18:25:00Z")

    // seq 381: data glucose:latest {"reading":126}
    try scenario.run(#"data glucose:latest {"reading":126}"#)

    // seq 382: reload glucose
    try scenario.run("reload glucose")

    // seq 383: tick to 2026-03-01T18:30:00Z
    try scenario.run("tick to 2026-03-01T18:30:00Z")

    // seq 384: data glucose:latest {"reading":127}
    try scenario.run(#"data glucose:latest {"reading":127}"#)

    // seq 385: reload glucose
    try scenario.run("reload glucose")

    // seq 386: tick to 2026-03-01T18:35:00Z
    try scenario.run("tick to 2026-03-01T18:35:00Z")

    // seq 387: data glucose:latest {"reading":128}
    try scenario.run(#"data glucose:latest {"reading":128}"#)

    // seq 388: reload glucose
    try scenario.run("reload glucose")

    // seq 389: tick to 2026-03-01T18:40:00Z
    try scenario.run("tick to 2026-03-01T18:40:00Z")

    // seq 390: data glucose:latest {"reading":129}
    try scenario.run(#"data glucose:latest {"reading":129}"#)

    // seq 391: reload glucose
    try scenario.run("reload glucose")

    // seq 392: tick to 2026-03-01T18:45:00Z
    try scenario.run("tick to 2026-03-01T18:45:00Z")

    // seq 393: data glucose:latest {"reading":130}
    try scenario.run(#"data glucose:latest {"reading":130}"#)

    // seq 394: reload glucose
    try scenario.run("reload glucose")

    // seq 395: tick to 2026-03-01T18:50:00Z
    try scenario.run("tick to 2026-03-01T18:50:00Z")

    // seq 396: data glucose:latest {"reading":131}
    try scenario.run(#"data glucose:latest {"reading":131}"#)

    // seq 397: reload glucose
    try scenario.run("reload glucose")

    // seq 398: tick to 2026-03-01T18:55:00Z
    try scenario.run("tick to 2026-03-01T18:55:00Z")

    // seq 399: data glucose:latest {"reading":132}
    try scenario.run(#"data glucose:latest {"reading":132}"#)

    // seq 400: reload glucose
    try scenario.run("reload glucose")

    // seq 401: tick to 2026-03-01T19:00:00Z
    try scenario.run("tick to 2026-03-01T19:00:00Z")

    // seq 402: data glucose:latest {"reading":133}
    try scenario.run(#"data glucose:latest {"reading":133}"#)

    // seq 403: reload glucose
    try scenario.run("reload glucose")

    // seq 404: tick to 2026-03-01T19:05:00Z
    try scenario.run("tick to 2026-03-01T19:05:00Z")

    // seq 405: data glucose:latest {"reading":134}
    try scenario.run(#"data glucose:latest {"reading":134}"#)

    // seq 406: reload glucose
    try scenario.run("reload glucose")

    // seq 407: tick to 2026-03-01T19:10:00Z
    try scenario.run("tick to 2026-03-01T19:10:00Z")

    // seq 408: data glucose:latest {"reading":135}
    try scenario.run(#"data glucose:latest {"reading":135}"#)

    // seq 409: reload glucose
    try scenario.run("reload glucose")

    // seq 410: tick to 2026-03-01T19:15:00Z
    try scenario.run("tick to 2026-03-01T19:15:00Z")

    // seq 411: data glucose:latest {"reading":136}
    try scenario.run(#"data glucose:latest {"reading":136}"#)

    // seq 412: reload glucose
    try scenario.run("reload glucose")

    // seq 413: tick to 2026-03-01T19:20:00Z
    try scenario.run("tick to 2026-03-01T19:20:00Z")

    // seq 414: data glucose:latest {"reading":137}
    try scenario.run(#"data glucose:latest {"reading":137}"#)

    // seq 415: reload glucose
    try scenario.run("reload glucose")

    // seq 416: tick to 2026-03-01T19:25:00Z
    try scenario.run("tick to 2026-03-01T19:25:00Z")

    // seq 417: data glucose:latest {"reading":138}
    try scenario.run(#"data glucose:latest {"reading":138}"#)

    // seq 418: reload glucose
    try scenario.run("reload glucose")

    // seq 419: tick to 2026-03-01T19:30:00Z
    try scenario.run("tick to 2026-03-01T19:30:00Z")

    // seq 420: data glucose:latest {"reading":139}
    try scenario.run(#"data glucose:latest {"reading":139}"#)

    // seq 421: reload glucose
    try scenario.run("reload glucose")

    // seq 422: tick to 2026-03-01T19:35:00Z
    try scenario.run("tick to 2026-03-01T19:35:00Z")

    // seq 423: data glucose:latest {"reading":140}
    try scenario.run(#"data glucose:latest {"reading":140}"#)

    // seq 424: reload glucose
    try scenario.run("reload glucose")

    // seq 425: tick to 2026-03-01T19:40:00Z
    try scenario.run("tick to 2026-03-01T19:40:00Z")

    // seq 426: data glucose:latest {"reading":141}
    try scenario.run(#"data glucose:latest {"reading":141}"#)

    // seq 427: reload glucose
    try scenario.run("reload glucose")

    // seq 428: tick to 2026-03-01T19:45:00Z
    try scenario.run("tick to 2026-03-01T19:45:00Z")

    // seq 429: data glucose:latest {"reading":142}
    try scenario.run(#"data glucose:latest {"reading":142}"#)

    // seq 430: reload glucose
    try scenario.run("reload glucose")

    // seq 431: tick to 2026-03-01T19:50:00Z
    try scenario.run("tick to 2026-03-01T19:50:00Z")

    // seq 432: data glucose:latest {"reading":143}
    try scenario.run(#"data glucose:latest {"reading":143}"#)

    // seq 433: reload glucose
    try scenario.run("reload glucose")

    // seq 434: tick to 2026-03-01T19:55:00Z
    try scenario.run("tick to 2026-03-01T19:55:00Z")

    // seq 435: data glucose:latest {"reading":144}
    try scenario.run(#"data glucose:latest {"reading":144}"#)

    // seq 436: reload glucose
    try scenario.run("reload glucose")

    // seq 437: tick to 2026-03-01T20:00:00Z
    try scenario.run("tick to 2026-03-01T20:00:00Z")

    // seq 438: data glucose:latest {"reading":145}
    try scenario.run(#"data glucose:latest {"reading":145}"#)

    // seq 439: reload glucose
    try scenario.run("reload glucose")

    // seq 440: tick to 2026-03-01T20:05:00Z
    try scenario.run("tick to 2026-03-01T20:05:00Z")

    // seq 441: data glucose:latest {"reading":146}
    try scenario.run(#"data glucose:latest {"reading":146}"#)

    // seq 442: reload glucose
    try scenario.run("reload glucose")

    // seq 443: tick to 2026-03-01T20:10:00Z
    try scenario.run("tick to 2026-03-01T20:10:00Z")

    // seq 444: data glucose:latest {"reading":147}
    try scenario.run(#"data glucose:latest {"reading":147}"#)

    // seq 445: reload glucose
    try scenario.run("reload glucose")

    // seq 446: tick to 2026-03-01T20:15:00Z
    try scenario.run("tick to 2026-03-01T20:15:00Z")

    // seq 447: data glucose:latest {"reading":148}
    try scenario.run(#"data glucose:latest {"reading":148}"#)

    // seq 448: reload glucose
    try scenario.run("reload glucose")

    // seq 449: tick to 2026-03-01T20:20:00Z
    try scenario.run("tick to 2026-03-01T20:20:00Z")

    // seq 450: data glucose:latest {"reading":149}
    try scenario.run(#"data glucose:latest {"reading":149}"#)

    // seq 451: reload glucose
    try scenario.run("reload glucose")

    // seq 452: tick to 2026-03-01T20:25:00Z
    try scenario.run("tick to 2026-03-01T20:25:00Z")

    // seq 453: data glucose:latest {"reading":150}
    try scenario.run(#"data glucose:latest {"reading":150}"#)

    // seq 454: reload glucose
    try scenario.run("reload glucose")

    // seq 455: tick to 2026-03-01T20:30:00Z
    try scenario.run("tick to 2026-03-01T20:30:00Z")

    // seq 456: data glucose:latest {"reading":151}
    try scenario.run(#"data glucose:latest {"reading":151}"#)

    // seq 457: reload glucose
    try scenario.run("reload glucose")

    // seq 458: tick to 2026-03-01T20:35:00Z
    try scenario.run("tick to 2026-03-01T20:35:00Z")

    // seq 459: data glucose:latest {"reading":152}
    try scenario.run(#"data glucose:latest {"reading":152}"#)

    // seq 460: reload glucose
    try scenario.run("reload glucose")

    // seq 461: tick to 2026-03-01T20:40:00Z
    try scenario.run("tick to 2026-03-01T20:40:00Z")

    // seq 462: data glucose:latest {"reading":153}
    try scenario.run(#"data glucose:latest {"reading":153}"#)

    // seq 463: reload glucose
    try scenario.run("reload glucose")

    // seq 464: tick to 2026-03-01T20:45:00Z
    try scenario.run("tick to 2026-03-01T20:45:00Z")

    // seq 465: data glucose:latest {"reading":154}
    try scenario.run(#"data glucose:latest {"reading":154}"#)

    // seq 466: reload glucose
    try scenario.run("reload glucose")

    // seq 467: tick to 2026-03-01T20:50:00Z
    try scenario.run("tick to 2026-03-01T20:50:00Z")

    // seq 468: data glucose:latest {"reading":155}
    try scenario.run(#"data glucose:latest {"reading":155}"#)

    // seq 469: reload glucose
    try scenario.run("reload glucose")

    // seq 470: tick to 2026-03-01T20:55:00Z
    try scenario.run("tick to 2026-03-01T20:55:00Z")

    // seq 471: data glucose:latest {"reading":156}
    try scenario.run(#"data glucose:latest {"reading":156}"#)

    // seq 472: reload glucose
    try scenario.run("reload glucose")

    // seq 473: tick to 2026-03-01T21:00:00Z
    try scenario.run("tick to 2026-03-01T21:00:00Z")

    // seq 474: data glucose:latest {"reading":157}
    try scenario.run(#"data glucose:latest {"reading":157}"#)

    // seq 475: reload glucose
    try scenario.run("reload glucose")

    // seq 476: tick to 2026-03-01T21:05:00Z
    try scenario.run("tick to 2026-03-01T21:05:00Z")

    // seq 477: data glucose:latest {"reading":158}
    try scenario.run(#"data glucose:latest {"reading":158}"#)

    // seq 478: reload glucose
    try scenario.run("reload glucose")

    // seq 479: tick to 2026-03-01T21:10:00Z
    try scenario.run("tick to 2026-03-01T21:10:00Z")

    // seq 480: data glucose:latest {"reading":159}
    try scenario.run(#"data glucose:latest {"reading":159}"#)

    // seq 481: reload glucose
    try scenario.run("reload glucose")

    // seq 482: tick to 2026-03-01T21:15:00Z
    try scenario.run("tick to 2026-03-01T21:15:00Z")

    // seq 483: data glucose:latest {"reading":160}
    try scenario.run(#"data glucose:latest {"reading":160}"#)

    // seq 484: reload glucose
    try scenario.run("reload glucose")

    // seq 485: tick to 2026-03-01T21:20:00Z
    try scenario.run("tick to 2026-03-01T21:20:00Z")

    // seq 486: data glucose:latest {"reading":161}
    try scenario.run(#"data glucose:latest {"reading":161}"#)

    // seq 487: reload glucose
    try scenario.run("reload glucose")

    // seq 488: tick to 2026-03-01T21:25:00Z
    try scenario.run("tick to 2026-03-01T21:25:00Z")

    // seq 489: data glucose:latest {"reading":162}
    try scenario.run(#"data glucose:latest {"reading":162}"#)

    // seq 490: reload glucose
    try scenario.run("reload glucose")

    // seq 491: tick to 2026-03-01T21:30:00Z
    try scenario.run("tick to 2026-03-01T21:30:00Z")

    // seq 492: data glucose:latest {"reading":163}
    try scenario.run(#"data glucose:latest {"reading":163}"#)

    // seq 493: reload glucose
    try scenario.run("reload glucose")

    // seq 494: tick to 2026-03-01T21:35:00Z
    try scenario.run("tick to 2026-03-01T21:35:00Z")

    // seq 495: data glucose:latest {"reading":164}
    try scenario.run(#"data glucose:latest {"reading":164}"#)

    // seq 496: reload glucose
    try scenario.run("reload glucose")

    // seq 497: tick to 2026-03-01T21:40:00Z
    try scenario.run("tick to 2026-03-01T21:40:00Z")

    // seq 498: data glucose:latest {"reading":165}
    try scenario.run(#"data glucose:latest {"reading":165}"#)

    // seq 499: reload glucose
    try scenario.run("reload glucose")

    // seq 500: tick to 2026-03-01T21:45:00Z
    try scenario.run("tick to 2026-03-01T21:45:00Z")

    // seq 501: data glucose:latest {"reading":166}
    try scenario.run(#"data glucose:latest {"reading":166}"#)

    // seq 502: reload glucose
    try scenario.run("reload glucose")

    // seq 503: tick to 2026-03-01T21:50:00Z
    try scenario.run("tick to 2026-03-01T21:50:00Z")
  }

  /// Seq 504 to 753.
  private func seq504To753(_ scenario: inout WidgetScenario) throws {

    // seq 504: data glucose:latest {"reading":167}
    try scenario.run(#"data glucose:latest {"reading":167}"#)

    // seq 505: reload glucose
    try scenario.run("reload glucose")

    // seq 506: tick to 2026-03-01T21:55:00Z
    try scenario.run("tick to 2026-03-01T21:55:00Z")

    // seq 507: data glucose:latest {"reading":168}
    try scenario.run(#"data glucose:latest {"reading":168}"#)

    // seq 508: reload glucose
    try scenario.run("reload glucose")

    // seq 509: tick to 2026-03-01T22:00:00Z
    try scenario.run("tick to 2026-03-01T22:00:00Z")

    // seq 510: data glucose:latest {"reading":169}
    try scenario.run(#"data glucose:latest {"reading":169}"#)

    // seq 511: reload glucose
    try scenario.run("reload glucose")

    // seq 512: tick to 2026-03-01T22:05:00Z
    try scenario.run("tick to 2026-03-01T22:05:00Z")

    // seq 513: data glucose:latest {"reading":170}
    try scenario.run(#"data glucose:latest {"reading":170}"#)

    // seq 514: reload glucose
    try scenario.run("reload glucose")

    // seq 515: tick to 2026-03-01T22:10:00Z
    try scenario.run("tick to 2026-03-01T22:10:00Z")

    // seq 516: data glucose:latest {"reading":171}
    try scenario.run(#"data glucose:latest {"reading":171}"#)

    // seq 517: reload glucose
    try scenario.run("reload glucose")

    // seq 518: tick to 2026-03-01T22:15:00Z
    try scenario.run("tick to 2026-03-01T22:15:00Z")

    // seq 519: data glucose:latest {"reading":172}
    try scenario.run(#"data glucose:latest {"reading":172}"#)

    // seq 520: reload glucose
    try scenario.run("reload glucose")

    // seq 521: tick to 2026-03-01T22:20:00Z
    try scenario.run("tick to 2026-03-01T22:20:00Z")

    // seq 522: data glucose:latest {"reading":173}
    try scenario.run(#"data glucose:latest {"reading":173}"#)

    // seq 523: reload glucose
    try scenario.run("reload glucose")

    // seq 524: tick to 2026-03-01T22:25:00Z
    try scenario.run("tick to 2026-03-01T22:25:00Z")

    // seq 525: data glucose:latest {"reading":174}
    try scenario.run(#"data glucose:latest {"reading":174}"#)

    // seq 526: reload glucose
    try scenario.run("reload glucose")

    // seq 527: tick to 2026-03-01T22:30:00Z
    try scenario.run("tick to 2026-03-01T22:30:00Z")

    // seq 528: data glucose:latest {"reading":175}
    try scenario.run(#"data glucose:latest {"reading":175}"#)

    // seq 529: reload glucose
    try scenario.run("reload glucose")

    // seq 530: tick to 2026-03-01T22:35:00Z
    try scenario.run("tick to 2026-03-01T22:35:00Z")

    // seq 531: data glucose:latest {"reading":176}
    try scenario.run(#"data glucose:latest {"reading":176}"#)

    // seq 532: reload glucose
    try scenario.run("reload glucose")

    // seq 533: tick to 2026-03-01T22:40:00Z
    try scenario.run("tick to 2026-03-01T22:40:00Z")

    // seq 534: data glucose:latest {"reading":177}
    try scenario.run(#"data glucose:latest {"reading":177}"#)

    // seq 535: reload glucose
    try scenario.run("reload glucose")

    // seq 536: tick to 2026-03-01T22:45:00Z
    try scenario.run("tick to 2026-03-01T22:45:00Z")

    // seq 537: data glucose:latest {"reading":178}
    try scenario.run(#"data glucose:latest {"reading":178}"#)

    // seq 538: reload glucose
    try scenario.run("reload glucose")

    // seq 539: tick to 2026-03-01T22:50:00Z
    try scenario.run("tick to 2026-03-01T22:50:00Z")

    // seq 540: data glucose:latest {"reading":179}
    try scenario.run(#"data glucose:latest {"reading":179}"#)

    // seq 541: reload glucose
    try scenario.run("reload glucose")

    // seq 542: tick to 2026-03-01T22:55:00Z
    try scenario.run("tick to 2026-03-01T22:55:00Z")

    // seq 543: data glucose:latest {"reading":180}
    try scenario.run(#"data glucose:latest {"reading":180}"#)

    // seq 544: reload glucose
    try scenario.run("reload glucose")

    // seq 545: tick to 2026-03-01T23:00:00Z
    try scenario.run("tick to 2026-03-01T23:00:00Z")

    // seq 546: data glucose:latest {"reading":181}
    try scenario.run(#"data glucose:latest {"reading":181}"#)

    // seq 547: reload glucose
    try scenario.run("reload glucose")

    // seq 548: tick to 2026-03-01T23:05:00Z
    try scenario.run("tick to 2026-03-01T23:05:00Z")

    // seq 549: data glucose:latest {"reading":182}
    try scenario.run(#"data glucose:latest {"reading":182}"#)

    // seq 550: reload glucose
    try scenario.run("reload glucose")

    // seq 551: tick to 2026-03-01T23:10:00Z
    try scenario.run("tick to 2026-03-01T23:10:00Z")

    // seq 552: data glucose:latest {"reading":183}
    try scenario.run(#"data glucose:latest {"reading":183}"#)

    // seq 553: reload glucose
    try scenario.run("reload glucose")

    // seq 554: tick to 2026-03-01T23:15:00Z
    try scenario.run("tick to 2026-03-01T23:15:00Z")

    // seq 555: data glucose:latest {"reading":184}
    try scenario.run(#"data glucose:latest {"reading":184}"#)

    // seq 556: reload glucose
    try scenario.run("reload glucose")

    // seq 557: tick to 2026-03-01T23:20:00Z
    try scenario.run("tick to 2026-03-01T23:20:00Z")

    // seq 558: data glucose:latest {"reading":185}
    try scenario.run(#"data glucose:latest {"reading":185}"#)

    // seq 559: reload glucose
    try scenario.run("reload glucose")

    // seq 560: tick to 2026-03-01T23:25:00Z
    try scenario.run("tick to 2026-03-01T23:25:00Z")

    // seq 561: data glucose:latest {"reading":186}
    try scenario.run(#"data glucose:latest {"reading":186}"#)

    // seq 562: reload glucose
    try scenario.run("reload glucose")

    // seq 563: tick to 2026-03-01T23:30:00Z
    try scenario.run("tick to 2026-03-01T23:30:00Z")

    // seq 564: data glucose:latest {"reading":187}
    try scenario.run(#"data glucose:latest {"reading":187}"#)

    // seq 565: reload glucose
    try scenario.run("reload glucose")

    // seq 566: tick to 2026-03-01T23:35:00Z
    try scenario.run("tick to 2026-03-01T23:35:00Z")

    // seq 567: data glucose:latest {"reading":188}
    try scenario.run(#"data glucose:latest {"reading":188}"#)

    // seq 568: reload glucose
    try scenario.run("reload glucose")

    // seq 569: tick to 2026-03-01T23:40:00Z
    try scenario.run("tick to 2026-03-01T23:40:00Z")

    // seq 570: data glucose:latest {"reading":189}
    try scenario.run(#"data glucose:latest {"reading":189}"#)

    // seq 571: reload glucose
    try scenario.run("reload glucose")

    // seq 572: tick to 2026-03-01T23:45:00Z
    try scenario.run("tick to 2026-03-01T23:45:00Z")

    // seq 573: data glucose:latest {"reading":190}
    try scenario.run(#"data glucose:latest {"reading":190}"#)

    // seq 574: reload glucose
    try scenario.run("reload glucose")

    // seq 575: tick to 2026-03-01T23:50:00Z
    try scenario.run("tick to 2026-03-01T23:50:00Z")

    // seq 576: data glucose:latest {"reading":191}
    try scenario.run(#"data glucose:latest {"reading":191}"#)

    // seq 577: reload glucose
    try scenario.run("reload glucose")

    // seq 578: tick to 2026-03-01T23:55:00Z
    try scenario.run("tick to 2026-03-01T23:55:00Z")

    // seq 579: data glucose:latest {"reading":192}
    try scenario.run(#"data glucose:latest {"reading":192}"#)

    // seq 580: reload glucose
    try scenario.run("reload glucose")

    // seq 581: tick to 2026-03-02T00:00:00Z
    try scenario.run("tick to 2026-03-02T00:00:00Z")

    // seq 582: data glucose:latest {"reading":193}
    try scenario.run(#"data glucose:latest {"reading":193}"#)

    // seq 583: reload glucose
    try scenario.run("reload glucose")

    // seq 584: tick to 2026-03-02T00:05:00Z
    try scenario.run("tick to 2026-03-02T00:05:00Z")

    // seq 585: data glucose:latest {"reading":194}
    try scenario.run(#"data glucose:latest {"reading":194}"#)

    // seq 586: reload glucose
    try scenario.run("reload glucose")

    // seq 587: tick to 2026-03-02T00:10:00Z
    try scenario.run("tick to 2026-03-02T00:10:00Z")

    // seq 588: data glucose:latest {"reading":195}
    try scenario.run(#"data glucose:latest {"reading":195}"#)

    // seq 589: reload glucose
    try scenario.run("reload glucose")

    // seq 590: tick to 2026-03-02T00:15:00Z
    try scenario.run("tick to 2026-03-02T00:15:00Z")

    // seq 591: data glucose:latest {"reading":196}
    try scenario.run(#"data glucose:latest {"reading":196}"#)

    // seq 592: reload glucose
    try scenario.run("reload glucose")

    // seq 593: tick to 2026-03-02T00:20:00Z
    try scenario.run("tick to 2026-03-02T00:20:00Z")

    // seq 594: data glucose:latest {"reading":197}
    try scenario.run(#"data glucose:latest {"reading":197}"#)

    // seq 595: reload glucose
    try scenario.run("reload glucose")

    // seq 596: tick to 2026-03-02T00:25:00Z
    try scenario.run("tick to 2026-03-02T00:25:00Z")

    // seq 597: data glucose:latest {"reading":198}
    try scenario.run(#"data glucose:latest {"reading":198}"#)

    // seq 598: reload glucose
    try scenario.run("reload glucose")

    // seq 599: tick to 2026-03-02T00:30:00Z
    try scenario.run("tick to 2026-03-02T00:30:00Z")

    // seq 600: data glucose:latest {"reading":199}
    try scenario.run(#"data glucose:latest {"reading":199}"#)

    // seq 601: reload glucose
    try scenario.run("reload glucose")

    // seq 602: tick to 2026-03-02T00:35:00Z
    try scenario.run("tick to 2026-03-02T00:35:00Z")

    // seq 603: data glucose:latest {"reading":200}
    try scenario.run(#"data glucose:latest {"reading":200}"#)

    // seq 604: reload glucose
    try scenario.run("reload glucose")

    // seq 605: tick to 2026-03-02T00:40:00Z
    try scenario.run("tick to 2026-03-02T00:40:00Z")

    // seq 606: data glucose:latest {"reading":201}
    try scenario.run(#"data glucose:latest {"reading":201}"#)

    // seq 607: reload glucose
    try scenario.run("reload glucose")

    // seq 608: tick to 2026-03-02T00:45:00Z
    try scenario.run("tick to 2026-03-02T00:45:00Z")

    // seq 609: data glucose:latest {"reading":202}
    try scenario.run(#"data glucose:latest {"reading":202}"#)

    // seq 610: reload glucose
    try scenario.run("reload glucose")

    // seq 611: tick to 2026-03-02T00:50:00Z
    try scenario.run("tick to 2026-03-02T00:50:00Z")

    // seq 612: data glucose:latest {"reading":203}
    try scenario.run(#"data glucose:latest {"reading":203}"#)

    // seq 613: reload glucose
    try scenario.run("reload glucose")

    // seq 614: tick to 2026-03-02T00:55:00Z
    try scenario.run("tick to 2026-03-02T00:55:00Z")

    // seq 615: data glucose:latest {"reading":204}
    try scenario.run(#"data glucose:latest {"reading":204}"#)

    // seq 616: reload glucose
    try scenario.run("reload glucose")

    // seq 617: tick to 2026-03-02T01:00:00Z
    try scenario.run("tick to 2026-03-02T01:00:00Z")

    // seq 618: data glucose:latest {"reading":205}
    try scenario.run(#"data glucose:latest {"reading":205}"#)

    // seq 619: reload glucose
    try scenario.run("reload glucose")

    // seq 620: tick to 2026-03-02T01:05:00Z
    try scenario.run("tick to 2026-03-02T01:05:00Z")

    // seq 621: data glucose:latest {"reading":206}
    try scenario.run(#"data glucose:latest {"reading":206}"#)

    // seq 622: reload glucose
    try scenario.run("reload glucose")

    // seq 623: tick to 2026-03-02T01:10:00Z
    try scenario.run("tick to 2026-03-02T01:10:00Z")

    // seq 624: data glucose:latest {"reading":207}
    try scenario.run(#"data glucose:latest {"reading":207}"#)

    // seq 625: reload glucose
    try scenario.run("reload glucose")

    // seq 626: tick to 2026-03-02T01:15:00Z
    try scenario.run("tick to 2026-03-02T01:15:00Z")

    // seq 627: data glucose:latest {"reading":208}
    try scenario.run(#"data glucose:latest {"reading":208}"#)

    // seq 628: reload glucose
    try scenario.run("reload glucose")

    // seq 629: tick to 2026-03-02T01:20:00Z
    try scenario.run("tick to 2026-03-02T01:20:00Z")

    // seq 630: data glucose:latest {"reading":209}
    try scenario.run(#"data glucose:latest {"reading":209}"#)

    // seq 631: reload glucose
    try scenario.run("reload glucose")

    // seq 632: tick to 2026-03-02T01:25:00Z
    try scenario.run("tick to 2026-03-02T01:25:00Z")

    // seq 633: data glucose:latest {"reading":210}
    try scenario.run(#"data glucose:latest {"reading":210}"#)

    // seq 634: reload glucose
    try scenario.run("reload glucose")

    // seq 635: tick to 2026-03-02T01:30:00Z
    try scenario.run("tick to 2026-03-02T01:30:00Z")

    // seq 636: data glucose:latest {"reading":211}
    try scenario.run(#"data glucose:latest {"reading":211}"#)

    // seq 637: reload glucose
    try scenario.run("reload glucose")

    // seq 638: tick to 2026-03-02T01:35:00Z
    try scenario.run("tick to 2026-03-02T01:35:00Z")

    // seq 639: data glucose:latest {"reading":212}
    try scenario.run(#"data glucose:latest {"reading":212}"#)

    // seq 640: reload glucose
    try scenario.run("reload glucose")

    // seq 641: tick to 2026-03-02T01:40:00Z
    try scenario.run("tick to 2026-03-02T01:40:00Z")

    // seq 642: data glucose:latest {"reading":213}
    try scenario.run(#"data glucose:latest {"reading":213}"#)

    // seq 643: reload glucose
    try scenario.run("reload glucose")

    // seq 644: tick to 2026-03-02T01:45:00Z
    try scenario.run("tick to 2026-03-02T01:45:00Z")

    // seq 645: data glucose:latest {"reading":214}
    try scenario.run(#"data glucose:latest {"reading":214}"#)

    // seq 646: reload glucose
    try scenario.run("reload glucose")

    // seq 647: tick to 2026-03-02T01:50:00Z
    try scenario.run("tick to 2026-03-02T01:50:00Z")

    // seq 648: data glucose:latest {"reading":215}
    try scenario.run(#"data glucose:latest {"reading":215}"#)

    // seq 649: reload glucose
    try scenario.run("reload glucose")

    // seq 650: tick to 2026-03-02T01:55:00Z
    try scenario.run("tick to 2026-03-02T01:55:00Z")

    // seq 651: data glucose:latest {"reading":216}
    try scenario.run(#"data glucose:latest {"reading":216}"#)

    // seq 652: reload glucose
    try scenario.run("reload glucose")

    // seq 653: tick to 2026-03-02T02:00:00Z
    try scenario.run("tick to 2026-03-02T02:00:00Z")

    // seq 654: data glucose:latest {"reading":217}
    try scenario.run(#"data glucose:latest {"reading":217}"#)

    // seq 655: reload glucose
    try scenario.run("reload glucose")

    // seq 656: tick to 2026-03-02T02:05:00Z
    try scenario.run("tick to 2026-03-02T02:05:00Z")

    // seq 657: data glucose:latest {"reading":218}
    try scenario.run(#"data glucose:latest {"reading":218}"#)

    // seq 658: reload glucose
    try scenario.run("reload glucose")

    // seq 659: tick to 2026-03-02T02:10:00Z
    try scenario.run("tick to 2026-03-02T02:10:00Z")

    // seq 660: data glucose:latest {"reading":219}
    try scenario.run(#"data glucose:latest {"reading":219}"#)

    // seq 661: reload glucose
    try scenario.run("reload glucose")

    // seq 662: tick to 2026-03-02T02:15:00Z
    try scenario.run("tick to 2026-03-02T02:15:00Z")

    // seq 663: data glucose:latest {"reading":220}
    try scenario.run(#"data glucose:latest {"reading":220}"#)

    // seq 664: reload glucose
    try scenario.run("reload glucose")

    // seq 665: tick to 2026-03-02T02:20:00Z
    try scenario.run("tick to 2026-03-02T02:20:00Z")

    // seq 666: data glucose:latest {"reading":221}
    try scenario.run(#"data glucose:latest {"reading":221}"#)

    // seq 667: reload glucose
    try scenario.run("reload glucose")

    // seq 668: tick to 2026-03-02T02:25:00Z
    try scenario.run("tick to 2026-03-02T02:25:00Z")

    // seq 669: data glucose:latest {"reading":222}
    try scenario.run(#"data glucose:latest {"reading":222}"#)

    // seq 670: reload glucose
    try scenario.run("reload glucose")

    // seq 671: tick to 2026-03-02T02:30:00Z
    try scenario.run("tick to 2026-03-02T02:30:00Z")

    // seq 672: data glucose:latest {"reading":223}
    try scenario.run(#"data glucose:latest {"reading":223}"#)

    // seq 673: reload glucose
    try scenario.run("reload glucose")

    // seq 674: tick to 2026-03-02T02:35:00Z
    try scenario.run("tick to 2026-03-02T02:35:00Z")

    // seq 675: data glucose:latest {"reading":224}
    try scenario.run(#"data glucose:latest {"reading":224}"#)

    // seq 676: reload glucose
    try scenario.run("reload glucose")

    // seq 677: tick to 2026-03-02T02:40:00Z
    try scenario.run("tick to 2026-03-02T02:40:00Z")

    // seq 678: data glucose:latest {"reading":225}
    try scenario.run(#"data glucose:latest {"reading":225}"#)

    // seq 679: reload glucose
    try scenario.run("reload glucose")

    // seq 680: tick to 2026-03-02T02:45:00Z
    try scenario.run("tick to 2026-03-02T02:45:00Z")

    // seq 681: data glucose:latest {"reading":226}
    try scenario.run(#"data glucose:latest {"reading":226}"#)

    // seq 682: reload glucose
    try scenario.run("reload glucose")

    // seq 683: tick to 2026-03-02T02:50:00Z
    try scenario.run("tick to 2026-03-02T02:50:00Z")

    // seq 684: data glucose:latest {"reading":227}
    try scenario.run(#"data glucose:latest {"reading":227}"#)

    // seq 685: reload glucose
    try scenario.run("reload glucose")

    // seq 686: tick to 2026-03-02T02:55:00Z
    try scenario.run("tick to 2026-03-02T02:55:00Z")

    // seq 687: data glucose:latest {"reading":228}
    try scenario.run(#"data glucose:latest {"reading":228}"#)

    // seq 688: reload glucose
    try scenario.run("reload glucose")

    // seq 689: tick to 2026-03-02T03:00:00Z
    try scenario.run("tick to 2026-03-02T03:00:00Z")

    // seq 690: data glucose:latest {"reading":229}
    try scenario.run(#"data glucose:latest {"reading":229}"#)

    // seq 691: reload glucose
    try scenario.run("reload glucose")

    // seq 692: tick to 2026-03-02T03:05:00Z
    try scenario.run("tick to 2026-03-02T03:05:00Z")

    // seq 693: data glucose:latest {"reading":230}
    try scenario.run(#"data glucose:latest {"reading":230}"#)

    // seq 694: reload glucose
    try scenario.run("reload glucose")

    // seq 695: tick to 2026-03-02T03:10:00Z
    try scenario.run("tick to 2026-03-02T03:10:00Z")

    // seq 696: data glucose:latest {"reading":231}
    try scenario.run(#"data glucose:latest {"reading":231}"#)

    // seq 697: reload glucose
    try scenario.run("reload glucose")

    // seq 698: tick to 2026-03-02T03:15:00Z
    try scenario.run("tick to 2026-03-02T03:15:00Z")

    // seq 699: data glucose:latest {"reading":232}
    try scenario.run(#"data glucose:latest {"reading":232}"#)

    // seq 700: reload glucose
    try scenario.run("reload glucose")

    // seq 701: tick to 2026-03-02T03:20:00Z
    try scenario.run("tick to 2026-03-02T03:20:00Z")

    // seq 702: data glucose:latest {"reading":233}
    try scenario.run(#"data glucose:latest {"reading":233}"#)

    // seq 703: reload glucose
    try scenario.run("reload glucose")

    // seq 704: tick to 2026-03-02T03:25:00Z
    try scenario.run("tick to 2026-03-02T03:25:00Z")

    // seq 705: data glucose:latest {"reading":234}
    try scenario.run(#"data glucose:latest {"reading":234}"#)

    // seq 706: reload glucose
    try scenario.run("reload glucose")

    // seq 707: tick to 2026-03-02T03:30:00Z
    try scenario.run("tick to 2026-03-02T03:30:00Z")

    // seq 708: data glucose:latest {"reading":235}
    try scenario.run(#"data glucose:latest {"reading":235}"#)

    // seq 709: reload glucose
    try scenario.run("reload glucose")

    // seq 710: tick to 2026-03-02T03:35:00Z
    try scenario.run("tick to 2026-03-02T03:35:00Z")

    // seq 711: data glucose:latest {"reading":236}
    try scenario.run(#"data glucose:latest {"reading":236}"#)

    // seq 712: reload glucose
    try scenario.run("reload glucose")

    // seq 713: tick to 2026-03-02T03:40:00Z
    try scenario.run("tick to 2026-03-02T03:40:00Z")

    // seq 714: data glucose:latest {"reading":237}
    try scenario.run(#"data glucose:latest {"reading":237}"#)

    // seq 715: reload glucose
    try scenario.run("reload glucose")

    // seq 716: tick to 2026-03-02T03:45:00Z
    try scenario.run("tick to 2026-03-02T03:45:00Z")

    // seq 717: data glucose:latest {"reading":238}
    try scenario.run(#"data glucose:latest {"reading":238}"#)

    // seq 718: reload glucose
    try scenario.run("reload glucose")

    // seq 719: tick to 2026-03-02T03:50:00Z
    try scenario.run("tick to 2026-03-02T03:50:00Z")

    // seq 720: data glucose:latest {"reading":239}
    try scenario.run(#"data glucose:latest {"reading":239}"#)

    // seq 721: reload glucose
    try scenario.run("reload glucose")

    // seq 722: tick to 2026-03-02T03:55:00Z
    try scenario.run("tick to 2026-03-02T03:55:00Z")

    // seq 723: data glucose:latest {"reading":240}
    try scenario.run(#"data glucose:latest {"reading":240}"#)

    // seq 724: reload glucose
    try scenario.run("reload glucose")

    // seq 725: tick to 2026-03-02T04:00:00Z
    try scenario.run("tick to 2026-03-02T04:00:00Z")

    // seq 726: data glucose:latest {"reading":241}
    try scenario.run(#"data glucose:latest {"reading":241}"#)

    // seq 727: reload glucose
    try scenario.run("reload glucose")

    // seq 728: tick to 2026-03-02T04:05:00Z
    try scenario.run("tick to 2026-03-02T04:05:00Z")

    // seq 729: data glucose:latest {"reading":242}
    try scenario.run(#"data glucose:latest {"reading":242}"#)

    // seq 730: reload glucose
    try scenario.run("reload glucose")

    // seq 731: tick to 2026-03-02T04:10:00Z
    try scenario.run("tick to 2026-03-02T04:10:00Z")

    // seq 732: data glucose:latest {"reading":243}
    try scenario.run(#"data glucose:latest {"reading":243}"#)

    // seq 733: reload glucose
    try scenario.run("reload glucose")

    // seq 734: tick to 2026-03-02T04:15:00Z
    try scenario.run("tick to 2026-03-02T04:15:00Z")

    // seq 735: data glucose:latest {"reading":244}
    try scenario.run(#"data glucose:latest {"reading":244}"#)

    // seq 736: reload glucose
    try scenario.run("reload glucose")

    // seq 737: tick to 2026-03-02T04:20:00Z
    try scenario.run("tick to 2026-03-02T04:20:00Z")

    // seq 738: data glucose:latest {"reading":245}
    try scenario.run(#"data glucose:latest {"reading":245}"#)

    // seq 739: reload glucose
    try scenario.run("reload glucose")

    // seq 740: tick to 2026-03-02T04:25:00Z
    try scenario.run("tick to 2026-03-02T04:25:00Z")

    // seq 741: data glucose:latest {"reading":246}
    try scenario.run(#"data glucose:latest {"reading":246}"#)

    // seq 742: reload glucose
    try scenario.run("reload glucose")

    // seq 743: tick to 2026-03-02T04:30:00Z
    try scenario.run("tick to 2026-03-02T04:30:00Z")

    // seq 744: data glucose:latest {"reading":247}
    try scenario.run(#"data glucose:latest {"reading":247}"#)

    // seq 745: reload glucose
    try scenario.run("reload glucose")

    // seq 746: tick to 2026-03-02T04:35:00Z
    try scenario.run("tick to 2026-03-02T04:35:00Z")

    // seq 747: data glucose:latest {"reading":248}
    try scenario.run(#"data glucose:latest {"reading":248}"#)

    // seq 748: reload glucose
    try scenario.run("reload glucose")

    // seq 749: tick to 2026-03-02T04:40:00Z
    try scenario.run("tick to 2026-03-02T04:40:00Z")

    // seq 750: data glucose:latest {"reading":249}
    try scenario.run(#"data glucose:latest {"reading":249}"#)

    // seq 751: reload glucose
    try scenario.run("reload glucose")

    // seq 752: tick to 2026-03-02T04:45:00Z
    try scenario.run("tick to 2026-03-02T04:45:00Z")

    // seq 753: data glucose:latest {"reading":250}
    try scenario.run(#"data glucose:latest {"reading":250}"#)
  }

  /// Seq 754 to 869.
  private func seq754To869(_ scenario: inout WidgetScenario) throws {

    // seq 754: reload glucose
    try scenario.run("reload glucose")

    // seq 755: tick to 2026-03-02T04:50:00Z
    try scenario.run("tick to 2026-03-02T04:50:00Z")

    // seq 756: data glucose:latest {"reading":251}
    try scenario.run(#"data glucose:latest {"reading":251}"#)

    // seq 757: reload glucose
    try scenario.run("reload glucose")

    // seq 758: tick to 2026-03-02T04:55:00Z
    try scenario.run("tick to 2026-03-02T04:55:00Z")

    // seq 759: data glucose:latest {"reading":252}
    try scenario.run(#"data glucose:latest {"reading":252}"#)

    // seq 760: reload glucose
    try scenario.run("reload glucose")

    // seq 761: tick to 2026-03-02T05:00:00Z
    try scenario.run("tick to 2026-03-02T05:00:00Z")

    // seq 762: data glucose:latest {"reading":253}
    try scenario.run(#"data glucose:latest {"reading":253}"#)

    // seq 763: reload glucose
    try scenario.run("reload glucose")

    // seq 764: tick to 2026-03-02T05:05:00Z
    try scenario.run("tick to 2026-03-02T05:05:00Z")

    // seq 765: data glucose:latest {"reading":254}
    try scenario.run(#"data glucose:latest {"reading":254}"#)

    // seq 766: reload glucose
    try scenario.run("reload glucose")

    // seq 767: tick to 2026-03-02T05:10:00Z
    try scenario.run("tick to 2026-03-02T05:10:00Z")

    // seq 768: data glucose:latest {"reading":255}
    try scenario.run(#"data glucose:latest {"reading":255}"#)

    // seq 769: reload glucose
    try scenario.run("reload glucose")

    // seq 770: tick to 2026-03-02T05:15:00Z
    try scenario.run("tick to 2026-03-02T05:15:00Z")

    // seq 771: data glucose:latest {"reading":256}
    try scenario.run(#"data glucose:latest {"reading":256}"#)

    // seq 772: reload glucose
    try scenario.run("reload glucose")

    // seq 773: tick to 2026-03-02T05:20:00Z
    try scenario.run("tick to 2026-03-02T05:20:00Z")

    // seq 774: data glucose:latest {"reading":257}
    try scenario.run(#"data glucose:latest {"reading":257}"#)

    // seq 775: reload glucose
    try scenario.run("reload glucose")

    // seq 776: tick to 2026-03-02T05:25:00Z
    try scenario.run("tick to 2026-03-02T05:25:00Z")

    // seq 777: data glucose:latest {"reading":258}
    try scenario.run(#"data glucose:latest {"reading":258}"#)

    // seq 778: reload glucose
    try scenario.run("reload glucose")

    // seq 779: tick to 2026-03-02T05:30:00Z
    try scenario.run("tick to 2026-03-02T05:30:00Z")

    // seq 780: data glucose:latest {"reading":259}
    try scenario.run(#"data glucose:latest {"reading":259}"#)

    // seq 781: reload glucose
    try scenario.run("reload glucose")

    // seq 782: tick to 2026-03-02T05:35:00Z
    try scenario.run("tick to 2026-03-02T05:35:00Z")

    // seq 783: data glucose:latest {"reading":260}
    try scenario.run(#"data glucose:latest {"reading":260}"#)

    // seq 784: reload glucose
    try scenario.run("reload glucose")

    // seq 785: tick to 2026-03-02T05:40:00Z
    try scenario.run("tick to 2026-03-02T05:40:00Z")

    // seq 786: data glucose:latest {"reading":261}
    try scenario.run(#"data glucose:latest {"reading":261}"#)

    // seq 787: reload glucose
    try scenario.run("reload glucose")

    // seq 788: tick to 2026-03-02T05:45:00Z
    try scenario.run("tick to 2026-03-02T05:45:00Z")

    // seq 789: data glucose:latest {"reading":262}
    try scenario.run(#"data glucose:latest {"reading":262}"#)

    // seq 790: reload glucose
    try scenario.run("reload glucose")

    // seq 791: tick to 2026-03-02T05:50:00Z
    try scenario.run("tick to 2026-03-02T05:50:00Z")

    // seq 792: data glucose:latest {"reading":263}
    try scenario.run(#"data glucose:latest {"reading":263}"#)

    // seq 793: reload glucose
    try scenario.run("reload glucose")

    // seq 794: tick to 2026-03-02T05:55:00Z
    try scenario.run("tick to 2026-03-02T05:55:00Z")

    // seq 795: data glucose:latest {"reading":264}
    try scenario.run(#"data glucose:latest {"reading":264}"#)

    // seq 796: reload glucose
    try scenario.run("reload glucose")

    // seq 797: tick to 2026-03-02T06:00:00Z
    try scenario.run("tick to 2026-03-02T06:00:00Z")

    // seq 798: data glucose:latest {"reading":265}
    try scenario.run(#"data glucose:latest {"reading":265}"#)

    // seq 799: reload glucose
    try scenario.run("reload glucose")

    // seq 800: tick to 2026-03-02T06:05:00Z
    try scenario.run("tick to 2026-03-02T06:05:00Z")

    // seq 801: data glucose:latest {"reading":266}
    try scenario.run(#"data glucose:latest {"reading":266}"#)

    // seq 802: reload glucose
    try scenario.run("reload glucose")

    // seq 803: tick to 2026-03-02T06:10:00Z
    try scenario.run("tick to 2026-03-02T06:10:00Z")

    // seq 804: data glucose:latest {"reading":267}
    try scenario.run(#"data glucose:latest {"reading":267}"#)

    // seq 805: reload glucose
    try scenario.run("reload glucose")

    // seq 806: tick to 2026-03-02T06:15:00Z
    try scenario.run("tick to 2026-03-02T06:15:00Z")

    // seq 807: data glucose:latest {"reading":268}
    try scenario.run(#"data glucose:latest {"reading":268}"#)

    // seq 808: reload glucose
    try scenario.run("reload glucose")

    // seq 809: tick to 2026-03-02T06:20:00Z
    try scenario.run("tick to 2026-03-02T06:20:00Z")

    // seq 810: data glucose:latest {"reading":269}
    try scenario.run(#"data glucose:latest {"reading":269}"#)

    // seq 811: reload glucose
    try scenario.run("reload glucose")

    // seq 812: tick to 2026-03-02T06:25:00Z
    try scenario.run("tick to 2026-03-02T06:25:00Z")

    // seq 813: data glucose:latest {"reading":270}
    try scenario.run(#"data glucose:latest {"reading":270}"#)

    // seq 814: reload glucose
    try scenario.run("reload glucose")

    // seq 815: tick to 2026-03-02T06:30:00Z
    try scenario.run("tick to 2026-03-02T06:30:00Z")

    // seq 816: data glucose:latest {"reading":271}
    try scenario.run(#"data glucose:latest {"reading":271}"#)

    // seq 817: reload glucose
    try scenario.run("reload glucose")

    // seq 818: tick to 2026-03-02T06:35:00Z
    try scenario.run("tick to 2026-03-02T06:35:00Z")

    // seq 819: data glucose:latest {"reading":272}
    try scenario.run(#"data glucose:latest {"reading":272}"#)

    // seq 820: reload glucose
    try scenario.run("reload glucose")

    // seq 821: tick to 2026-03-02T06:40:00Z
    try scenario.run("tick to 2026-03-02T06:40:00Z")

    // seq 822: data glucose:latest {"reading":273}
    try scenario.run(#"data glucose:latest {"reading":273}"#)

    // seq 823: reload glucose
    try scenario.run("reload glucose")

    // seq 824: tick to 2026-03-02T06:45:00Z
    try scenario.run("tick to 2026-03-02T06:45:00Z")

    // seq 825: data glucose:latest {"reading":274}
    try scenario.run(#"data glucose:latest {"reading":274}"#)

    // seq 826: reload glucose
    try scenario.run("reload glucose")

    // seq 827: tick to 2026-03-02T06:50:00Z
    try scenario.run("tick to 2026-03-02T06:50:00Z")

    // seq 828: data glucose:latest {"reading":275}
    try scenario.run(#"data glucose:latest {"reading":275}"#)

    // seq 829: reload glucose
    try scenario.run("reload glucose")

    // seq 830: tick to 2026-03-02T06:55:00Z
    try scenario.run("tick to 2026-03-02T06:55:00Z")

    // seq 831: data glucose:latest {"reading":276}
    try scenario.run(#"data glucose:latest {"reading":276}"#)

    // seq 832: reload glucose
    try scenario.run("reload glucose")

    // seq 833: tick to 2026-03-02T07:00:00Z
    try scenario.run("tick to 2026-03-02T07:00:00Z")

    // seq 834: data glucose:latest {"reading":277}
    try scenario.run(#"data glucose:latest {"reading":277}"#)

    // seq 835: reload glucose
    try scenario.run("reload glucose")

    // seq 836: tick to 2026-03-02T07:05:00Z
    try scenario.run("tick to 2026-03-02T07:05:00Z")

    // seq 837: data glucose:latest {"reading":278}
    try scenario.run(#"data glucose:latest {"reading":278}"#)

    // seq 838: reload glucose
    try scenario.run("reload glucose")

    // seq 839: tick to 2026-03-02T07:10:00Z
    try scenario.run("tick to 2026-03-02T07:10:00Z")

    // seq 840: data glucose:latest {"reading":279}
    try scenario.run(#"data glucose:latest {"reading":279}"#)

    // seq 841: reload glucose
    try scenario.run("reload glucose")

    // seq 842: tick to 2026-03-02T07:15:00Z
    try scenario.run("tick to 2026-03-02T07:15:00Z")

    // seq 843: data glucose:latest {"reading":280}
    try scenario.run(#"data glucose:latest {"reading":280}"#)

    // seq 844: reload glucose
    try scenario.run("reload glucose")

    // seq 845: tick to 2026-03-02T07:20:00Z
    try scenario.run("tick to 2026-03-02T07:20:00Z")

    // seq 846: data glucose:latest {"reading":281}
    try scenario.run(#"data glucose:latest {"reading":281}"#)

    // seq 847: reload glucose
    try scenario.run("reload glucose")

    // seq 848: tick to 2026-03-02T07:25:00Z
    try scenario.run("tick to 2026-03-02T07:25:00Z")

    // seq 849: data glucose:latest {"reading":282}
    try scenario.run(#"data glucose:latest {"reading":282}"#)

    // seq 850: reload glucose
    try scenario.run("reload glucose")

    // seq 851: tick to 2026-03-02T07:30:00Z
    try scenario.run("tick to 2026-03-02T07:30:00Z")

    // seq 852: data glucose:latest {"reading":283}
    try scenario.run(#"data glucose:latest {"reading":283}"#)

    // seq 853: reload glucose
    try scenario.run("reload glucose")

    // seq 854: tick to 2026-03-02T07:35:00Z
    try scenario.run("tick to 2026-03-02T07:35:00Z")

    // seq 855: data glucose:latest {"reading":284}
    try scenario.run(#"data glucose:latest {"reading":284}"#)

    // seq 856: reload glucose
    try scenario.run("reload glucose")

    // seq 857: tick to 2026-03-02T07:40:00Z
    try scenario.run("tick to 2026-03-02T07:40:00Z")

    // seq 858: data glucose:latest {"reading":285}
    try scenario.run(#"data glucose:latest {"reading":285}"#)

    // seq 859: reload glucose
    try scenario.run("reload glucose")

    // seq 860: tick to 2026-03-02T07:45:00Z
    try scenario.run("tick to 2026-03-02T07:45:00Z")

    // seq 861: data glucose:latest {"reading":286}
    try scenario.run(#"data glucose:latest {"reading":286}"#)

    // seq 862: reload glucose
    try scenario.run("reload glucose")

    // seq 863: tick to 2026-03-02T07:50:00Z
    try scenario.run("tick to 2026-03-02T07:50:00Z")

    // seq 864: data glucose:latest {"reading":287}
    try scenario.run(#"data glucose:latest {"reading":287}"#)

    // seq 865: reload glucose
    try scenario.run("reload glucose")

    // seq 866: tick to 2026-03-02T07:55:00Z
    try scenario.run("tick to 2026-03-02T07:55:00Z")

    // seq 867: data glucose:latest {"reading":288}
    try scenario.run(#"data glucose:latest {"reading":288}"#)

    // seq 868: reload glucose
    try scenario.run("reload glucose")

    // seq 869: tick to 2026-03-02T08:00:00Z
    try scenario.run("tick to 2026-03-02T08:00:00Z")
  }
}
