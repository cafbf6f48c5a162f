// swift-format-ignore-file
// forecast-series.jsonl as a test, written by `widgetsim export swift-testing --style final`. Actions 4–8 (1–3 define
// the built-in kinds, as every scenario does) run through WidgetScenario as REPL commands, then, at the end, every
// widget's: ids, status, shown entry, next refresh and budget used. A failure names the widget, the field, the value
// expected and the one found, and the action's seq.
import Testing
import WidgetSimCore

@Suite("forecast-series")
struct ForecastSeriesTests {
  @Test("forecast-series.jsonl: the state at the end")
  func finalState() throws {
    var scenario = try WidgetScenario(exportedFrom: "forecast-series.jsonl", start: "2026-03-01T08:00:00Z")
    try scenario.run("define forecast families=small,medium entries=5 every=1h policy=atEnd data=weather:{city} ttl=30m fallback=placeholder appgroup=yes param=city:enum:Beijing|Shanghai|Guangzhou=Beijing display=Forecast series=yes")  // seq 4
    try scenario.run(#"data weather:Beijing [{"hour":"08:00","temp":3,"sky":"snow"},{"hour":"09:00","temp":4,"sky":"snow"},{"hour":"10:00","temp":6,"sky":"cloudy"},{"hour":"11:00","temp":8,"sky":"sunny"},{"hour":"12:00","temp":9,"sky":"sunny"}]"#)  // seq 5
    try scenario.run("add weather small city=Beijing")  // seq 6
    try scenario.run("add forecast small city=Beijing")  // seq 7
    try scenario.run("tick to 2026-03-01T11:20:00Z")  // seq 8

    #expect(scenario.widgetIDs == ["w1", "w2"], "at the end (seq 8)")
    #expect(scenario.status(of: "w1") == .stale, "at the end (seq 8)")
    #expect(scenario.shownEntry(of: "w1") == #"2026-03-01T11:00:00Z [{"hour":"08:00","temp":3,"sky":"snow"},{"hour":"09:00","temp":4,"sky":"snow"},{"hour":"10:00","temp":6,"sky":"cloudy"},{"hour":"11:00","temp":8,"sky":"sunny"},{"hour":"12:00","temp":9,"sky":"sunny"}]"#, "at the end (seq 8)")
    #expect(scenario.nextRefresh(of: "w1") == "2026-03-01T12:00:00Z", "at the end (seq 8)")
    #expect(scenario.budgetUsed(of: "w1") == 0, "at the end (seq 8)")
    #expect(scenario.status(of: "w2") == .live, "at the end (seq 8)")
    #expect(scenario.shownEntry(of: "w2") == #"2026-03-01T11:00:00Z {"hour":"11:00","temp":8,"sky":"sunny"}"#, "at the end (seq 8)")
    #expect(scenario.nextRefresh(of: "w2") == "2026-03-01T12:00:00Z", "at the end (seq 8)")
    #expect(scenario.budgetUsed(of: "w2") == 0, "at the end (seq 8)")
  }
}
