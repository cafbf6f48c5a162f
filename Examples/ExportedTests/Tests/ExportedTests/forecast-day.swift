// swift-format-ignore-file
// forecast-day.jsonl as a test, written by `widgetsim export swift-testing --style changes`. Actions 4–34 (1–3 define
// the built-in kinds, as every scenario does) run through WidgetScenario as REPL commands, each followed by what it
// changed in the widgets: ids, status, shown entry, next refresh and budget used. A failure names the widget, the
// field, the value expected and the one found, and the action's seq.
import Testing
import WidgetSimCore

@Suite("forecast-day")
struct ForecastDayTests {
  @Test("forecast-day.jsonl: what each action changes")
  func changesAfterEveryAction() throws {
    var scenario = try WidgetScenario(exportedFrom: "forecast-day.jsonl", start: "2026-03-01T08:00:00Z")

    // seq 4: define forecast provider=yes families=small,medium data=weather.json appgroup=yes
    try scenario.run("define forecast provider=yes families=small,medium data=weather.json appgroup=yes")

    // seq 5: set providerDeadline=1m
    try scenario.run("set providerDeadline=1m")

    // seq 6: add forecast medium, with the provider outputs it recorded
    try scenario.run(journalLine: #"{"seq":6,"action":"add","id":"w1","kind":"forecast","family":"systemMedium","config":{},"builds":[{"widget":"w1","at":"2026-03-01T08:00:00Z","entries":[{"date":"2026-03-01T08:00:00Z","content":{"city":"Cupertino","date":"2026-03-01T08:00:00Z","temperature":21}}],"policy":"after:2026-03-01T08:15:00Z"}],"crc":"5cf15575"}"#)
    #expect(scenario.widgetIDs == ["w1"], "after seq 6")
    #expect(scenario.status(of: "w1") == .live, "after seq 6")
    #expect(scenario.shownEntry(of: "w1") == #"2026-03-01T08:00:00Z {"city":"Cupertino","date":"2026-03-01T08:00:00Z","temperature":21}"#, "after seq 6")
    #expect(scenario.nextRefresh(of: "w1") == "2026-03-01T08:15:00Z", "after seq 6")
    #expect(scenario.budgetUsed(of: "w1") == 0, "after seq 6")

    // seq 7: tick to 2026-03-01T08:10:00Z
    try scenario.run("tick to 2026-03-01T08:10:00Z")

    // seq 8: data weather.json {"city":"Rome","hourly":[11,12,14,15,16,17,17,16,14,12,11,10],"updatedAt":"2026-03-01T08:10:00Z"}
    try scenario.run(#"data weather.json {"city":"Rome","hourly":[11,12,14,15,16,17,17,16,14,12,11,10],"updatedAt":"2026-03-01T08:10:00Z"}"#)
    #expect(scenario.status(of: "w1") == .stale, "after seq 8")

    // seq 9: reload forecast, with the provider outputs it recorded
    try scenario.run(journalLine: #"{"seq":9,"action":"reload","target":"forecast","builds":[{"widget":"w1","at":"2026-03-01T08:10:00Z","entries":[{"date":"2026-03-01T08:10:00Z","content":{"city":"Rome","date":"2026-03-01T08:10:00Z","temperature":11,"updatedAt":"2026-03-01T08:10:00Z"}},{"date":"2026-03-01T09:00:00Z","content":{"city":"Rome","date":"2026-03-01T09:00:00Z","temperature":12,"updatedAt":"2026-03-01T08:10:00Z"}},{"date":"2026-03-01T10:00:00Z","content":{"city":"Rome","date":"2026-03-01T10:00:00Z","temperature":14,"updatedAt":"2026-03-01T08:10:00Z"}},{"date":"2026-03-01T11:00:00Z","content":{"city":"Rome","date":"2026-03-01T11:00:00Z","temperature":15,"updatedAt":"2026-03-01T08:10:00Z"}},{"date":"2026-03-01T12:00:00Z","content":{"city":"Rome","date":"2026-03-01T12:00:00Z","temperature":16,"updatedAt":"2026-03-01T08:10:00Z"}},{"date":"2026-03-01T13:00:00Z","content":{"city":"Rome","date":"2026-03-01T13:00:00Z","temperature":17,"updatedAt":"2026-03-01T08:10:00Z"}}],"policy":"after:2026-03-01T09:00:00Z"}],"crc":"fd4dd949"}"#)
    #expect(scenario.status(of: "w1") == .live, "after seq 9")
    #expect(scenario.shownEntry(of: "w1") == #"2026-03-01T08:10:00Z {"city":"Rome","date":"2026-03-01T08:10:00Z","temperature":11,"updatedAt":"2026-03-01T08:10:00Z"}"#, "after seq 9")
    #expect(scenario.nextRefresh(of: "w1") == "2026-03-01T09:00:00Z", "after seq 9")
    #expect(scenario.budgetUsed(of: "w1") == 1, "after seq 9")

    // seq 10: tick to 2026-03-01T09:00:00Z, with the provider outputs it recorded
    try scenario.run(journalLine: #"{"seq":10,"action":"tick","to":"2026-03-01T09:00:00Z","builds":[{"widget":"w1","at":"2026-03-01T09:00:00Z","entries":[{"date":"2026-03-01T09:00:00Z","content":{"city":"Rome","date":"2026-03-01T09:00:00Z","temperature":12,"updatedAt":"2026-03-01T08:10:00Z"}},{"date":"2026-03-01T10:00:00Z","content":{"city":"Rome","date":"2026-03-01T10:00:00Z","temperature":14,"updatedAt":"2026-03-01T08:10:00Z"}},{"date":"2026-03-01T11:00:00Z","content":{"city":"Rome","date":"2026-03-01T11:00:00Z","temperature":15,"updatedAt":"2026-03-01T08:10:00Z"}},{"date":"2026-03-01T12:00:00Z","content":{"city":"Rome","date":"2026-03-01T12:00:00Z","temperature":16,"updatedAt":"2026-03-01T08:10:00Z"}},{"date":"2026-03-01T13:00:00Z","content":{"city":"Rome","date":"2026-03-01T13:00:00Z","temperature":17,"updatedAt":"2026-03-01T08:10:00Z"}},{"date":"2026-03-01T14:00:00Z","content":{"city":"Rome","date":"2026-03-01T14:00:00Z","temperature":17,"updatedAt":"2026-03-01T08:10:00Z"}}],"policy":"after:2026-03-01T10:00:00Z"}],"crc":"890f1b67"}"#)
    #expect(scenario.shownEntry(of: "w1") == #"2026-03-01T09:00:00Z {"city":"Rome","date":"2026-03-01T09:00:00Z","temperature":12,"updatedAt":"2026-03-01T08:10:00Z"}"#, "after seq 10")
    #expect(scenario.nextRefresh(of: "w1") == "2026-03-01T10:00:00Z", "after seq 10")
    #expect(scenario.budgetUsed(of: "w1") == 2, "after seq 10")

    // seq 11: tick to 2026-03-01T10:00:00Z, with the provider outputs it recorded
    try scenario.run(journalLine: #"{"seq":11,"action":"tick","to":"2026-03-01T10:00:00Z","builds":[{"widget":"w1","at":"2026-03-01T10:00:00Z","entries":[{"date":"2026-03-01T10:00:00Z","content":{"city":"Rome","date":"2026-03-01T10:00:00Z","temperature":14,"updatedAt":"2026-03-01T08:10:00Z"}},{"date":"2026-03-01T11:00:00Z","content":{"city":"Rome","date":"2026-03-01T11:00:00Z","temperature":15,"updatedAt":"2026-03-01T08:10:00Z"}},{"date":"2026-03-01T12:00:00Z","content":{"city":"Rome","date":"2026-03-01T12:00:00Z","temperature":16,"updatedAt":"2026-03-01T08:10:00Z"}},{"date":"2026-03-01T13:00:00Z","content":{"city":"Rome","date":"2026-03-01T13:00:00Z","temperature":17,"updatedAt":"2026-03-01T08:10:00Z"}},{"date":"2026-03-01T14:00:00Z","content":{"city":"Rome","date":"2026-03-01T14:00:00Z","temperature":17,"updatedAt":"2026-03-01T08:10:00Z"}},{"date":"2026-03-01T15:00:00Z","content":{"city":"Rome","date":"2026-03-01T15:00:00Z","temperature":16,"updatedAt":"2026-03-01T08:10:00Z"}}],"policy":"after:2026-03-01T11:00:00Z"}],"crc":"a913248e"}"#)
    #expect(scenario.shownEntry(of: "w1") == #"2026-03-01T10:00:00Z {"city":"Rome","date":"2026-03-01T10:00:00Z","temperature":14,"updatedAt":"2026-03-01T08:10:00Z"}"#, "after seq 11")
    #expect(scenario.nextRefresh(of: "w1") == "2026-03-01T11:00:00Z", "after seq 11")
    #expect(scenario.budgetUsed(of: "w1") == 3, "after seq 11")

    // seq 12: tick to 2026-03-01T11:00:00Z, with the provider outputs it recorded
    try scenario.run(journalLine: #"{"seq":12,"action":"tick","to":"2026-03-01T11:00:00Z","builds":[{"widget":"w1","at":"2026-03-01T11:00:00Z","entries":[{"date":"2026-03-01T11:00:00Z","content":{"city":"Rome","date":"2026-03-01T11:00:00Z","temperature":15,"updatedAt":"2026-03-01T08:10:00Z"}},{"date":"2026-03-01T12:00:00Z","content":{"city":"Rome","date":"2026-03-01T12:00:00Z","temperature":16,"updatedAt":"2026-03-01T08:10:00Z"}},{"date":"2026-03-01T13:00:00Z","content":{"city":"Rome","date":"2026-03-01T13:00:00Z","temperature":17,"updatedAt":"2026-03-01T08:10:00Z"}},{"date":"2026-03-01T14:00:00Z","content":{"city":"Rome","date":"2026-03-01T14:00:00Z","temperature":17,"updatedAt":"2026-03-01T08:10:00Z"}},{"date":"2026-03-01T15:00:00Z","content":{"city":"Rome","date":"2026-03-01T15:00:00Z","temperature":16,"updatedAt":"2026-03-01T08:10:00Z"}},{"date":"2026-03-01T16:00:00Z","content":{"city":"Rome","date":"2026-03-01T16:00:00Z","temperature":14,"updatedAt":"2026-03-01T08:10:00Z"}}],"policy":"after:2026-03-01T12:00:00Z"}],"crc":"296c4338"}"#)
    #expect(scenario.shownEntry(of: "w1") == #"2026-03-01T11:00:00Z {"city":"Rome","date":"2026-03-01T11:00:00Z","temperature":15,"updatedAt":"2026-03-01T08:10:00Z"}"#, "after seq 12")
    #expect(scenario.nextRefresh(of: "w1") == "2026-03-01T12:00:00Z", "after seq 12")
    #expect(scenario.budgetUsed(of: "w1") == 4, "after seq 12")

    // seq 13: tick to 2026-03-01T11:10:00Z
    try scenario.run("tick to 2026-03-01T11:10:00Z")

    // seq 14: appgroup off
    try scenario.run("appgroup off")

    // seq 15: tick to 2026-03-01T12:00:00Z, with the provider outputs it recorded
    try scenario.run(journalLine: #"{"seq":15,"action":"tick","to":"2026-03-01T12:00:00Z","builds":[{"widget":"w1","at":"2026-03-01T12:00:00Z","entries":[{"date":"2026-03-01T12:00:00Z","content":{"city":"Cupertino","date":"2026-03-01T12:00:00Z","temperature":21}}],"policy":"after:2026-03-01T12:15:00Z"}],"crc":"0931b87b"}"#)
    #expect(scenario.shownEntry(of: "w1") == #"2026-03-01T12:00:00Z {"city":"Cupertino","date":"2026-03-01T12:00:00Z","temperature":21}"#, "after seq 15")
    #expect(scenario.nextRefresh(of: "w1") == "2026-03-01T12:15:00Z", "after seq 15")
    #expect(scenario.budgetUsed(of: "w1") == 5, "after seq 15")

    // seq 16: tick to 2026-03-01T12:10:00Z
    try scenario.run("tick to 2026-03-01T12:10:00Z")

    // seq 17: appgroup on
    try scenario.run("appgroup on")

    // seq 18: tick to 2026-03-01T12:15:00Z, with the provider outputs it recorded
    try scenario.run(journalLine: #"{"seq":18,"action":"tick","to":"2026-03-01T12:15:00Z","builds":[{"widget":"w1","at":"2026-03-01T12:15:00Z","entries":[{"date":"2026-03-01T12:15:00Z","content":{"city":"Rome","date":"2026-03-01T12:15:00Z","temperature":16,"updatedAt":"2026-03-01T08:10:00Z"}},{"date":"2026-03-01T13:00:00Z","content":{"city":"Rome","date":"2026-03-01T13:00:00Z","temperature":17,"updatedAt":"2026-03-01T08:10:00Z"}},{"date":"2026-03-01T14:00:00Z","content":{"city":"Rome","date":"2026-03-01T14:00:00Z","temperature":17,"updatedAt":"2026-03-01T08:10:00Z"}},{"date":"2026-03-01T15:00:00Z","content":{"city":"Rome","date":"2026-03-01T15:00:00Z","temperature":16,"updatedAt":"2026-03-01T08:10:00Z"}},{"date":"2026-03-01T16:00:00Z","content":{"city":"Rome","date":"2026-03-01T16:00:00Z","temperature":14,"updatedAt":"2026-03-01T08:10:00Z"}},{"date":"2026-03-01T17:00:00Z","content":{"city":"Rome","date":"2026-03-01T17:00:00Z","temperature":12,"updatedAt":"2026-03-01T08:10:00Z"}}],"policy":"after:2026-03-01T13:00:00Z"}],"crc":"49ddf7d3"}"#)
    #expect(scenario.shownEntry(of: "w1") == #"2026-03-01T12:15:00Z {"city":"Rome","date":"2026-03-01T12:15:00Z","temperature":16,"updatedAt":"2026-03-01T08:10:00Z"}"#, "after seq 18")
    #expect(scenario.nextRefresh(of: "w1") == "2026-03-01T13:00:00Z", "after seq 18")
    #expect(scenario.budgetUsed(of: "w1") == 6, "after seq 18")

    // seq 19: tick to 2026-03-01T12:30:00Z
    try scenario.run("tick to 2026-03-01T12:30:00Z")

    // seq 20: data weather.json "offline"
    try scenario.run(#"data weather.json "offline""#)
    #expect(scenario.status(of: "w1") == .stale, "after seq 20")

    // seq 21: tick to 2026-03-01T13:00:00Z, with the provider outputs it recorded
    try scenario.run(journalLine: #"{"seq":21,"action":"tick","to":"2026-03-01T13:00:00Z","builds":[{"widget":"w1","at":"2026-03-01T13:00:00Z","entries":[{"date":"2026-03-01T13:00:00Z","content":{"city":"Cupertino","date":"2026-03-01T13:00:00Z","temperature":21}}],"policy":"after:2026-03-01T13:15:00Z"}],"crc":"5772236b"}"#)
    #expect(scenario.status(of: "w1") == .live, "after seq 21")
    #expect(scenario.shownEntry(of: "w1") == #"2026-03-01T13:00:00Z {"city":"Cupertino","date":"2026-03-01T13:00:00Z","temperature":21}"#, "after seq 21")
    #expect(scenario.nextRefresh(of: "w1") == "2026-03-01T13:15:00Z", "after seq 21")
    #expect(scenario.budgetUsed(of: "w1") == 7, "after seq 21")

    // seq 22: tick to 2026-03-01T13:15:00Z, with the provider outputs it recorded
    try scenario.run(journalLine: #"{"seq":22,"action":"tick","to":"2026-03-01T13:15:00Z","builds":[{"widget":"w1","at":"2026-03-01T13:15:00Z","entries":[{"date":"2026-03-01T13:15:00Z","content":{"city":"Cupertino","date":"2026-03-01T13:15:00Z","temperature":21}}],"policy":"after:2026-03-01T13:30:00Z"}],"crc":"d6f7acd7"}"#)
    #expect(scenario.shownEntry(of: "w1") == #"2026-03-01T13:15:00Z {"city":"Cupertino","date":"2026-03-01T13:15:00Z","temperature":21}"#, "after seq 22")
    #expect(scenario.nextRefresh(of: "w1") == "2026-03-01T13:30:00Z", "after seq 22")
    #expect(scenario.budgetUsed(of: "w1") == 8, "after seq 22")

    // seq 23: tick to 2026-03-01T13:30:00Z, with the provider outputs it recorded
    try scenario.run(journalLine: #"{"seq":23,"action":"tick","to":"2026-03-01T13:30:00Z","builds":[{"widget":"w1","at":"2026-03-01T13:30:00Z","entries":[{"date":"2026-03-01T13:30:00Z","content":{"city":"Cupertino","date":"2026-03-01T13:30:00Z","temperature":21}}],"policy":"after:2026-03-01T13:45:00Z"}],"crc":"474fe1d3"}"#)
    #expect(scenario.shownEntry(of: "w1") == #"2026-03-01T13:30:00Z {"city":"Cupertino","date":"2026-03-01T13:30:00Z","temperature":21}"#, "after seq 23")
    #expect(scenario.nextRefresh(of: "w1") == "2026-03-01T13:45:00Z", "after seq 23")
    #expect(scenario.budgetUsed(of: "w1") == 9, "after seq 23")

    // seq 24: app foreground
    try scenario.run("app foreground")

    // seq 25: data weather.json {"city":"Rome","hourly":[16,15,13,12,11,10],"updatedAt":"2026-03-01T13:30:00Z"}
    try scenario.run(#"data weather.json {"city":"Rome","hourly":[16,15,13,12,11,10],"updatedAt":"2026-03-01T13:30:00Z"}"#)
    #expect(scenario.status(of: "w1") == .stale, "after seq 25")

    // seq 26: reload forecast, with the provider outputs it recorded
    try scenario.run(journalLine: #"{"seq":26,"action":"reload","target":"forecast","builds":[{"widget":"w1","at":"2026-03-01T13:30:00Z","entries":[{"date":"2026-03-01T13:30:00Z","content":{"city":"Rome","date":"2026-03-01T13:30:00Z","temperature":16,"updatedAt":"2026-03-01T13:30:00Z"}},{"date":"2026-03-01T14:00:00Z","content":{"city":"Rome","date":"2026-03-01T14:00:00Z","temperature":15,"updatedAt":"2026-03-01T13:30:00Z"}},{"date":"2026-03-01T15:00:00Z","content":{"city":"Rome","date":"2026-03-01T15:00:00Z","temperature":13,"updatedAt":"2026-03-01T13:30:00Z"}},{"date":"2026-03-01T16:00:00Z","content":{"city":"Rome","date":"2026-03-01T16:00:00Z","temperature":12,"updatedAt":"2026-03-01T13:30:00Z"}},{"date":"2026-03-01T17:00:00Z","content":{"city":"Rome","date":"2026-03-01T17:00:00Z","temperature":11,"updatedAt":"2026-03-01T13:30:00Z"}},{"date":"2026-03-01T18:00:00Z","content":{"city":"Rome","date":"2026-03-01T18:00:00Z","temperature":10,"updatedAt":"2026-03-01T13:30:00Z"}}],"policy":"after:2026-03-01T14:00:00Z"}],"crc":"9649fab4"}"#)
    #expect(scenario.status(of: "w1") == .live, "after seq 26")
    #expect(scenario.shownEntry(of: "w1") == #"2026-03-01T13:30:00Z {"city":"Rome","date":"2026-03-01T13:30:00Z","temperature":16,"updatedAt":"2026-03-01T13:30:00Z"}"#, "after seq 26")
    #expect(scenario.nextRefresh(of: "w1") == "2026-03-01T14:00:00Z", "after seq 26")

    // seq 27: app background
    try scenario.run("app background")

    // seq 28: tick to 2026-03-01T14:00:00Z, with the provider outputs it recorded
    try scenario.run(journalLine: #"{"seq":28,"action":"tick","to":"2026-03-01T14:00:00Z","builds":[{"widget":"w1","at":"2026-03-01T14:00:00Z","entries":[{"date":"2026-03-01T14:00:00Z","content":{"city":"Rome","date":"2026-03-01T14:00:00Z","temperature":15,"updatedAt":"2026-03-01T13:30:00Z"}},{"date":"2026-03-01T15:00:00Z","content":{"city":"Rome","date":"2026-03-01T15:00:00Z","temperature":13,"updatedAt":"2026-03-01T13:30:00Z"}},{"date":"2026-03-01T16:00:00Z","content":{"city":"Rome","date":"2026-03-01T16:00:00Z","temperature":12,"updatedAt":"2026-03-01T13:30:00Z"}},{"date":"2026-03-01T17:00:00Z","content":{"city":"Rome","date":"2026-03-01T17:00:00Z","temperature":11,"updatedAt":"2026-03-01T13:30:00Z"}},{"date":"2026-03-01T18:00:00Z","content":{"city":"Rome","date":"2026-03-01T18:00:00Z","temperature":10,"updatedAt":"2026-03-01T13:30:00Z"}}],"policy":"after:2026-03-01T15:00:00Z"}],"crc":"a740063c"}"#)
    #expect(scenario.shownEntry(of: "w1") == #"2026-03-01T14:00:00Z {"city":"Rome","date":"2026-03-01T14:00:00Z","temperature":15,"updatedAt":"2026-03-01T13:30:00Z"}"#, "after seq 28")
    #expect(scenario.nextRefresh(of: "w1") == "2026-03-01T15:00:00Z", "after seq 28")
    #expect(scenario.budgetUsed(of: "w1") == 10, "after seq 28")

    // seq 29: tick to 2026-03-01T15:00:00Z, with the provider outputs it recorded
    try scenario.run(journalLine: #"{"seq":29,"action":"tick","to":"2026-03-01T15:00:00Z","builds":[{"widget":"w1","at":"2026-03-01T15:00:00Z","entries":[{"date":"2026-03-01T15:00:00Z","content":{"city":"Rome","date":"2026-03-01T15:00:00Z","temperature":13,"updatedAt":"2026-03-01T13:30:00Z"}},{"date":"2026-03-01T16:00:00Z","content":{"city":"Rome","date":"2026-03-01T16:00:00Z","temperature":12,"updatedAt":"2026-03-01T13:30:00Z"}},{"date":"2026-03-01T17:00:00Z","content":{"city":"Rome","date":"2026-03-01T17:00:00Z","temperature":11,"updatedAt":"2026-03-01T13:30:00Z"}},{"date":"2026-03-01T18:00:00Z","content":{"city":"Rome","date":"2026-03-01T18:00:00Z","temperature":10,"updatedAt":"2026-03-01T13:30:00Z"}}],"policy":"after:2026-03-01T16:00:00Z"}],"crc":"ea038d7a"}"#)
    #expect(scenario.shownEntry(of: "w1") == #"2026-03-01T15:00:00Z {"city":"Rome","date":"2026-03-01T15:00:00Z","temperature":13,"updatedAt":"2026-03-01T13:30:00Z"}"#, "after seq 29")
    #expect(scenario.nextRefresh(of: "w1") == "2026-03-01T16:00:00Z", "after seq 29")
    #expect(scenario.budgetUsed(of: "w1") == 11, "after seq 29")

    // seq 30: tick to 2026-03-01T16:00:00Z, with the provider outputs it recorded
    try scenario.run(journalLine: #"{"seq":30,"action":"tick","to":"2026-03-01T16:00:00Z","builds":[{"widget":"w1","at":"2026-03-01T16:00:00Z","entries":[{"date":"2026-03-01T16:00:00Z","content":{"city":"Rome","date":"2026-03-01T16:00:00Z","temperature":12,"updatedAt":"2026-03-01T13:30:00Z"}},{"date":"2026-03-01T17:00:00Z","content":{"city":"Rome","date":"2026-03-01T17:00:00Z","temperature":11,"updatedAt":"2026-03-01T13:30:00Z"}},{"date":"2026-03-01T18:00:00Z","content":{"city":"Rome","date":"2026-03-01T18:00:00Z","temperature":10,"updatedAt":"2026-03-01T13:30:00Z"}}],"policy":"after:2026-03-01T17:00:00Z"}],"crc":"95f60d21"}"#)
    #expect(scenario.shownEntry(of: "w1") == #"2026-03-01T16:00:00Z {"city":"Rome","date":"2026-03-01T16:00:00Z","temperature":12,"updatedAt":"2026-03-01T13:30:00Z"}"#, "after seq 30")
    #expect(scenario.nextRefresh(of: "w1") == "2026-03-01T17:00:00Z", "after seq 30")
    #expect(scenario.budgetUsed(of: "w1") == 12, "after seq 30")

    // seq 31: tick to 2026-03-01T17:00:00Z, with the provider outputs it recorded
    try scenario.run(journalLine: #"{"seq":31,"action":"tick","to":"2026-03-01T17:00:00Z","builds":[{"widget":"w1","at":"2026-03-01T17:00:00Z","entries":[{"date":"2026-03-01T17:00:00Z","content":{"city":"Rome","date":"2026-03-01T17:00:00Z","temperature":11,"updatedAt":"2026-03-01T13:30:00Z"}},{"date":"2026-03-01T18:00:00Z","content":{"city":"Rome","date":"2026-03-01T18:00:00Z","temperature":10,"updatedAt":"2026-03-01T13:30:00Z"}}],"policy":"after:2026-03-01T18:00:00Z"}],"crc":"24bcb38e"}"#)
    #expect(scenario.shownEntry(of: "w1") == #"2026-03-01T17:00:00Z {"city":"Rome","date":"2026-03-01T17:00:00Z","temperature":11,"updatedAt":"2026-03-01T13:30:00Z"}"#, "after seq 31")
    #expect(scenario.nextRefresh(of: "w1") == "2026-03-01T18:00:00Z", "after seq 31")
    #expect(scenario.budgetUsed(of: "w1") == 13, "after seq 31")

    // seq 32: tick to 2026-03-01T18:00:00Z, with the provider outputs it recorded
    try scenario.run(journalLine: #"{"seq":32,"action":"tick","to":"2026-03-01T18:00:00Z","builds":[{"widget":"w1","at":"2026-03-01T18:00:00Z","entries":[{"date":"2026-03-01T18:00:00Z","content":{"city":"Rome","date":"2026-03-01T18:00:00Z","temperature":10,"updatedAt":"2026-03-01T13:30:00Z"}}],"policy":"after:2026-03-01T19:00:00Z"}],"crc":"55944620"}"#)
    #expect(scenario.shownEntry(of: "w1") == #"2026-03-01T18:00:00Z {"city":"Rome","date":"2026-03-01T18:00:00Z","temperature":10,"updatedAt":"2026-03-01T13:30:00Z"}"#, "after seq 32")
    #expect(scenario.nextRefresh(of: "w1") == "2026-03-01T19:00:00Z", "after seq 32")
    #expect(scenario.budgetUsed(of: "w1") == 14, "after seq 32")

    // seq 33: tick to 2026-03-01T19:00:00Z, with the provider outputs it recorded
    try scenario.run(journalLine: #"{"seq":33,"action":"tick","to":"2026-03-01T19:00:00Z","builds":[{"widget":"w1","at":"2026-03-01T19:00:00Z","entries":[{"date":"2026-03-01T19:00:00Z","content":{"city":"Rome","date":"2026-03-01T19:00:00Z","updatedAt":"2026-03-01T13:30:00Z"}}],"policy":"after:2026-03-01T20:00:00Z"}],"crc":"ea9bbf29"}"#)
    #expect(scenario.shownEntry(of: "w1") == #"2026-03-01T19:00:00Z {"city":"Rome","date":"2026-03-01T19:00:00Z","updatedAt":"2026-03-01T13:30:00Z"}"#, "after seq 33")
    #expect(scenario.nextRefresh(of: "w1") == "2026-03-01T20:00:00Z", "after seq 33")
    #expect(scenario.budgetUsed(of: "w1") == 15, "after seq 33")

    // seq 34: tick to 2026-03-01T19:30:00Z
    try scenario.run("tick to 2026-03-01T19:30:00Z")
  }
}
