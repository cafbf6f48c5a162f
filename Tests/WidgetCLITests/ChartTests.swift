import Foundation
import FoundationXML
import Testing
import WidgetJournal
import WidgetModel

@testable import WidgetCLI
@testable import WidgetChart
@testable import WidgetCommands
@testable import WidgetSimCore

/// `widgetsim chart`: golden SVGs of the recorded journals, well-formed XML with a mark for every widget, build and
/// request, the same bytes every run, the pure renderer on data made by hand, and the errors that write nothing.
@Suite("chart", .serialized)
struct ChartTests {
  /// Parses `text` with `delegate` and returns it, or fails the test with the parser's error.
  static func parseXML<Delegate: NSObject & XMLParserDelegate>(
    _ text: String, into delegate: Delegate, sourceLocation: SourceLocation = #_sourceLocation
  ) -> Delegate {
    let parser = XMLParser(data: Data(text.utf8))
    parser.delegate = delegate
    let parsed = parser.parse()
    #expect(parsed, "not well-formed XML: \(String(describing: parser.parserError))", sourceLocation: sourceLocation)
    return delegate
  }

  /// The recorded example journals.
  static let examples: [String] = {
    let folder = Widgetsim.packageRoot.appendingPathComponent("journals").path
    let names = (try? FileManager.default.contentsOfDirectory(atPath: folder)) ?? []
    return names.filter { $0.hasSuffix(".jsonl") }.map { String($0.dropLast(6)) }.sorted()
  }()

  /// The path of a recorded example.
  static func example(_ name: String) -> String {
    Widgetsim.packageRoot.appendingPathComponent("journals/\(name).jsonl").path
  }

  /// The elements of an SVG, parsed by Foundation's XML parser: each element's name and attributes.
  final class Elements: NSObject, XMLParserDelegate {
    var elements: [(name: String, attributes: [String: String])] = []

    func parser(
      _ parser: XMLParser, didStartElement name: String, namespaceURI: String?, qualifiedName: String?,
      attributes: [String: String] = [:]
    ) {
      elements.append((name, attributes))
    }

    /// Parses `text`, or fails the test with the parser's error.
    static func parse(_ text: String, sourceLocation: SourceLocation = #_sourceLocation) -> Elements {
      ChartTests.parseXML(text, into: Elements(), sourceLocation: sourceLocation)
    }

    /// How many marks of `kind` (a class's first word) there are, counting a merged mark as the marks it stands for;
    /// with `widget`, only inside that widget's lane.
    func count(_ kind: String) -> Int {
      elements.filter { $0.attributes["class"]?.split(separator: " ").first.map(String.init) == kind }
        .reduce(0) { $0 + (Int($1.attributes["data-count"] ?? "1") ?? 1) }
    }
  }

  /// What the journal itself holds: its widgets, their builds, and the reload requests addressed to them.
  static func facts(_ path: String) throws -> (widgets: Int, builds: Int, requests: Int) {
    var widgets = 0
    var builds = 0
    var requests = 0
    _ = try JournalReplay.replay(path: path) { state, action, refreshes in
      builds += refreshes.count
      switch action.base {
      case .widgetAdded: widgets += 1
      case .reloadRequested(let target):
        requests += state.orderedWidgets.filter { target == .all || target == .kind($0.kind) }.count
      default: break
      }
    }
    return (widgets, builds, requests)
  }

  @Test("the chart of every recorded journal matches its golden SVG", arguments: examples)
  func golden(name: String) throws {
    let run = try Widgetsim.run(["chart", Self.example(name)])
    #expect(run.status == 0, "stderr: \(run.stderr)")
    #expect(run.stderr.isEmpty, "stderr: \(run.stderr)")
    try Golden.check(run.stdout, at: Golden.folder(of: "WidgetChartTests").appendingPathComponent("chart-\(name).svg"))
  }

  @Test("the README's example chart is the tool's own output (WIDGETSIM_UPDATE_GOLDEN=1 draws it again)")
  func readmeImage() throws {
    let run = try Widgetsim.run(["chart", "journals/data-without-reload.jsonl"], in: Widgetsim.packageRoot)
    #expect(run.status == 0, "stderr: \(run.stderr)")
    let url = Widgetsim.packageRoot.appendingPathComponent("docs/images/chart-data-without-reload.svg")
    if ProcessInfo.processInfo.environment["WIDGETSIM_UPDATE_GOLDEN"] == "1" {
      try FileManager.default.createDirectory(
        at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
      try Data(run.stdout.utf8).write(to: url)
    }
    #expect(try String(contentsOf: url, encoding: .utf8) == run.stdout)
    #expect(
      try String(contentsOf: Widgetsim.packageRoot.appendingPathComponent("README.md"), encoding: .utf8)
        .contains("](docs/images/chart-data-without-reload.svg)"))
  }

  @Test(
    "every chart is well-formed XML with a lane per widget and a mark per build and per reload request",
    arguments: examples)
  func marks(name: String) throws {
    let run = try Widgetsim.run(["chart", Self.example(name)])
    let svg = Elements.parse(run.stdout)
    let facts = try Self.facts(Self.example(name))
    #expect(svg.count("widget-lane") == facts.widgets)
    #expect(svg.count("build") == facts.builds)
    #expect(svg.count("request") == facts.requests)
    #expect(svg.elements.first?.name == "svg")
    // Every mark of the chart says what it is in a tooltip.
    #expect(run.stdout.components(separatedBy: "<title>").count > facts.builds + facts.requests)
  }

  @Test("two runs give the same bytes, in a zone too")
  func deterministic() throws {
    for extra in [[], ["--tz", "Asia/Shanghai"]] {
      let arguments = ["chart", Self.example("fetch-failed-expired")] + extra
      let first = try Widgetsim.run(arguments)
      let second = try Widgetsim.run(arguments)
      #expect(first.status == 0)
      #expect(!first.stdout.isEmpty)
      #expect(first.stdout == second.stdout)
    }
  }

  @Test("the chart's fold pausing at every build reaches the replay's state, for every example and regression")
  func foldMatchesReplay() throws {
    let folders = ["journals", "journals/regressions"].map { Widgetsim.packageRoot.appendingPathComponent($0).path }
    var checked = 0
    for folder in folders {
      for name in try FileManager.default.contentsOfDirectory(atPath: folder) where name.hasSuffix(".jsonl") {
        let path = folder + "/" + name
        var actions: [Action] = []
        let outcome = try JournalReplay.replay(path: path) { _, action, _ in actions.append(action) }
        let recorder = ChartRecorder(JournalReplay.initialState(outcome.header), zone: .utc, selected: nil)
        for action in actions { recorder.feed(action) }
        #expect(recorder.state == outcome.state, "\(name)")
        checked += 1
      }
    }
    #expect(checked > 20)
  }

  @Test("random sessions: the chart's fold reaches the state the session reached, and every build is drawn")
  func randomSessions() throws {
    for seed in UInt64(1)...6 {
      var rng = SplitMix64(seed: seed)
      let generator = ActionGenerator(weights: .random(using: &rng))
      var state = SimState(start: Instant(iso8601: "2026-03-01T08:00:00Z")!)
      var actions: [Action] = []
      var builds = 0
      let apply = { (command: Command) in
        guard let action = try? state.validate(command) else { return }
        builds += state.apply(action).count
        actions.append(action)
      }
      for command in generator.setup(using: &rng) { apply(command) }
      for _ in 0..<300 { apply(generator.next(in: state, using: &rng)) }
      let recorder = ChartRecorder(SimState(start: state.start), zone: .utc, selected: nil)
      for action in actions { recorder.feed(action) }
      #expect(recorder.state == state, "seed \(seed)")
      #expect(recorder.widgets.map(\.builds.count).reduce(0, +) == builds, "seed \(seed)")
    }
  }

  // MARK: The renderer alone

  /// A day of one widget made by hand: stale, then live after a deferred reload, with a write and a failed fetch.
  static let handMade: ChartData = {
    let start = Instant(iso8601: "2026-03-01T08:00:00Z")!
    let at = { (minutes: Int64) in start + .minutes(minutes) }
    var track = ChartData.WidgetTrack(id: "w1", title: "weather, systemSmall, city=Beijing", added: start)
    track.statuses = [
      .init(at: start, status: .placeholder, why: "w1 is placeholder: no data yet"),
      .init(at: at(10), status: .stale, why: "w1 is stale: newer data"),
      .init(at: at(15), status: .live, why: "w1 is live: fresh data"),
    ]
    track.builds = [
      .init(
        at: start, dueAt: start, seq: 1, cause: .added, counted: false, failed: false, used: 0, limit: 40,
        entries: [start], key: "weather:Beijing", read: nil, source: .fallback, failure: nil),
      .init(
        at: at(15), dueAt: at(10), seq: 3, cause: .reload, counted: true, failed: false, used: 1, limit: 40,
        entries: [at(15), at(75)], key: "weather:Beijing", read: nil, source: .cache, failure: nil),
    ]
    track.requests = [.init(at: at(10), seq: 3, counted: true, build: 1, detail: "reload weather at 08:10")]
    let write = Action.dataArrived(key: "weather:Beijing", value: .int(21), ttl: nil)
    let keys = [
      ChartData.KeyTrack(
        key: "weather:Beijing",
        marks: [
          .init(at: at(10), seq: 2, kind: .write, cause: .action(write)),
          .init(
            at: at(40), seq: 5, kind: .failure, cause: .action(.fetchFailed(key: "weather:Beijing", reason: .timeout))),
        ])
    ]
    return ChartData(
      title: "hand.jsonl", start: start, end: at(60), actions: 6, widgetCount: 1,
      budgetLimits: [.init(at: start, limit: 40)], widgets: [track], keys: keys,
      foreground: [.init(from: at(30), to: at(45))], appGroupOff: [], offline: [], notes: [])
  }()

  @Test("the renderer draws each status, the deferral, the arrow, the budget and the key marks with tooltips")
  func pureRendering() {
    let data = Self.handMade
    let chart = SVGChart(data: data, from: data.start, to: data.end, zone: .utc)
    let text = chart.render()
    #expect(text == chart.render())
    let svg = Elements.parse(text)
    #expect(svg.count("status") == 3)
    #expect(svg.count("build") == 2)
    #expect(svg.count("request") == 1)
    #expect(svg.count("arrow") == 1)
    #expect(svg.count("deferral") == 1)
    #expect(svg.count("key-mark") == 2)
    #expect(text.contains("<title>08:10–08:15 (5m): w1 is stale: newer data</title>"))
    #expect(text.contains("w1 refreshed at 08:15 (reload, counted 1/40 in the last 24h, due 08:10, deferred 5m)"))
    #expect(text.contains("data weather:Beijing 21 at 08:10: written into the App Group"))
    #expect(text.contains("the app was in the foreground (reloads not counted) from 08:30 to 08:45 (15m)"))
    #expect(!text.contains("Thinned"))
  }

  @Test("marks closer than a lane can show are merged, counted in their tooltip and in a note")
  func thinning() {
    var data = Self.handMade
    let start = data.start
    data.end = start + .days(30)
    data.widgets[0].builds = (0..<2000).map { i in
      .init(
        at: start + .minutes(Int64(i) * 20), dueAt: start + .minutes(Int64(i) * 20), seq: i + 1, cause: .policy,
        counted: true, failed: false, used: 1, limit: 40, entries: [], key: nil, read: nil, source: .fallback,
        failure: nil)
    }
    data.widgets[0].requests = []
    let text = SVGChart(data: data, from: data.start, to: data.end, zone: .utc).render()
    let svg = Elements.parse(text)
    #expect(svg.count("build") == 2000)
    #expect(svg.elements.filter { $0.attributes["class"] == "build counted" }.count < 400)
    #expect(text.contains("Thinned to fit"))
    #expect(text.contains("2000 builds as"))
  }

  @Test("axis ticks fall on round times for spans from minutes to weeks")
  func ticks() {
    let start = Instant(iso8601: "2026-03-01T08:03:00Z")!
    for (span, step) in [(TimeSpan.minutes(10), TimeSpan.minutes(1)), (.hours(6), .hours(1)), (.days(30), .days(7))] {
      let axis = ChartAxis(from: start, to: start + span, zone: .utc, left: 0, width: 1000)
      #expect(axis.step == step, "\(span.text)")
      let ticks = axis.ticks()
      #expect(ticks.count >= 3)
      #expect(ticks.allSatisfy { $0.instant.ms % step.ms == 0 || step == .days(7) })
    }
  }

  // MARK: Options and errors

  @Test("--from and --to draw part of the journal: instants, times of day and seqs")
  func range() throws {
    let path = Self.example("budget-spent")
    let run = try Widgetsim.run(["chart", path, "--from", "09:00", "--to", "2026-03-01T10:30:00Z"])
    #expect(run.status == 0, "stderr: \(run.stderr)")
    #expect(run.stdout.contains("2026-03-01 09:00 – 2026-03-01 10:30 (1h30m)"))
    let seqs = try Widgetsim.run(["chart", path, "--from", "0", "--to", "20"])
    #expect(seqs.status == 0, "stderr: \(seqs.stderr)")
  }

  @Test("-o writes .svg and .html files; the page holds the chart, the summary and doctor's findings")
  func outputs() throws {
    let dir = Widgetsim.temporaryDirectory()
    let path = Self.example("budget-spent")
    let svg = try Widgetsim.run(["chart", path, "-o", "day.svg"], in: dir)
    #expect(svg.status == 0, "stderr: \(svg.stderr)")
    let written = try String(contentsOf: dir.appendingPathComponent("day.svg"), encoding: .utf8)
    #expect(written == (try Widgetsim.run(["chart", path])).stdout)
    let html = try Widgetsim.run(["chart", path, "-o", "day.html"], in: dir)
    #expect(html.status == 0, "stderr: \(html.stderr)")
    let page = try String(contentsOf: dir.appendingPathComponent("day.html"), encoding: .utf8)
    #expect(page.hasPrefix("<!DOCTYPE html>"))
    #expect(page.contains("<svg xmlns=\"http://www.w3.org/2000/svg\""))
    #expect(page.contains("<h2>doctor</h2>"))
    #expect(page.contains("budget spent") || page.contains("sameData") || page.contains("Fix:"))
  }

  /// Runs `chart` with `arguments` in a fresh folder, expecting it to fail and write nothing.
  static func refused(_ arguments: [String], status: Int32 = 2, environment: [String: String] = [:]) throws -> String {
    let dir = Widgetsim.temporaryDirectory()
    let run = try Widgetsim.run(["chart"] + arguments, in: dir, environment: environment)
    #expect(run.status == status, "stdout: \(run.stdout.prefix(200)) stderr: \(run.stderr)")
    #expect(run.stdout.isEmpty)
    #expect(try FileManager.default.contentsOfDirectory(atPath: dir.path).isEmpty, "nothing is written")
    return run.stderr
  }

  @Test("bad ranges, unknown widgets and outputs are refused naming the option and the limit, writing nothing")
  func badInput() throws {
    let path = Self.example("budget-spent")
    #expect(try Self.refused([path, "--from", "10:00", "--to", "09:00", "-o", "x.svg"]).contains("is not before --to"))
    #expect(
      try Self.refused([path, "--from", "2026-03-01T07:00:00Z", "-o", "x.svg"]).contains(
        "--from 2026-03-01T07:00:00Z is before the journal's start, 2026-03-01 08:00"))
    #expect(
      try Self.refused([path, "--to", "2026-03-01T07:00:00Z", "-o", "x.svg"]).contains(
        "--to 2026-03-01T07:00:00Z is before the journal's start, 2026-03-01 08:00"))
    // A --from past the end leaves nothing to draw (a --to past the end is clamped: `toPastTheEnd`).
    #expect(
      try Self.refused([path, "--from", "5000", "-o", "x.svg"])
        == "widgetsim chart: --from 5000 is past the end: the journal holds 88 actions; nothing would be left to draw\n"
        + "usage: widgetsim chart FILE [--from T] [--to T] [--widgets ID,…]\n"
        + "         [-o OUT.svg|OUT.png|OUT.html] [--tz ZONE]\n")
    #expect(
      try Self.refused([path, "--from", "2026-03-09T00:00:00Z", "-o", "x.svg"]).contains(
        "--from 2026-03-09T00:00:00Z (2026-03-09 00:00) is after the journal's end, 2026-03-01 14:50 (UTC); nothing would be left to draw"
      ))
    // A --from at the end and a --to past it, clamped to the end, leave an empty range.
    #expect(
      try Self.refused([path, "--from", "88", "--to", "5000", "-o", "x.svg"]).contains(
        "--from 88 (2026-03-01 14:50) is not before --to 5000 (past the end, so the journal's end, 2026-03-01 14:50): the range is empty"
      ))
    #expect(
      try Self.refused([path, "--from", "88", "-o", "x.svg"]).contains(
        "--from 88 (2026-03-01 14:50) is not before the journal's end (2026-03-01 14:50): the range is empty"))
    #expect(try Self.refused([path, "--from", "soon", "-o", "x.svg"]).contains("--from 'soon' is not a time"))
    #expect(try Self.refused([path, "--widgets", "w2", "-o", "x.svg"]).contains("did you mean w1?"))
    #expect(try Self.refused([path, "--widgets", "w1,", "-o", "x.svg"]).contains("an empty one"))
    #expect(try Self.refused([path, "-o", "x.pdf"]).contains(".svg, .png or .html"))
    #expect(try Self.refused(["missing.jsonl", "-o", "x.svg"], status: 1).contains("missing.jsonl"))
    // A time of day before the start on the first day is the next day's: said, when that is past the end.
    #expect(
      try Self.refused([path, "--from", "07:00", "-o", "x.svg"]).contains(
        "a time of day is the first at or after the journal's start, 2026-03-01 08:00, so 07:00 is the next day's"))
    // A write error names the file asked for and its missing folder, never the temporary file beside it.
    let missingFolder = try Self.refused([path, "-o", "no/such/x.svg"], status: 1)
    #expect(missingFolder.contains("-o no/such/x.svg: cannot write it: no such file or directory"))
    #expect(missingFolder.contains("(the folder no/such does not exist)"))
    #expect(!missingFolder.contains(".tmp-"))
  }

  @Test("--to past the end draws to the end, the same SVG as without it, exits 0 and says so on stderr")
  func toPastTheEnd() throws {
    let dir = Widgetsim.temporaryDirectory()
    let path = Self.example("budget-spent")
    let whole = try Widgetsim.run(["chart", path, "-o", "whole.svg"], in: dir)
    #expect(whole.status == 0, "stderr: \(whole.stderr)")
    #expect(whole.stderr.isEmpty)
    let expected = try String(contentsOf: dir.appendingPathComponent("whole.svg"), encoding: .utf8)
    let cases: [(to: String, note: String)] = [
      ("5000", "--to 5000 is past the end: the journal holds 88 actions; the chart ends there"),
      (
        "23:00",
        "--to 23:00 (2026-03-01 23:00) is after the journal's end, 2026-03-01 14:50 (UTC); the chart ends there"
      ),
      (
        "2026-03-09T00:00:00Z",
        "--to 2026-03-09T00:00:00Z (2026-03-09 00:00) is after the journal's end, 2026-03-01 14:50 (UTC); the chart ends there"
      ),
      // A time of day before the start on the first day is the next day's: said, as it is why the time is past.
      (
        "07:00",
        "--to 07:00 (2026-03-02 07:00) is after the journal's end, 2026-03-01 14:50 (UTC); the chart ends there; a time of day is the first at or after the journal's start, 2026-03-01 08:00, so 07:00 is the next day's"
      ),
    ]
    for (to, note) in cases {
      let run = try Widgetsim.run(["chart", path, "--to", to, "-o", "x.svg"], in: dir)
      #expect(run.status == 0, "--to \(to): stderr: \(run.stderr)")
      #expect(run.stdout.isEmpty)
      #expect(run.stderr == "\(path): \(note)\n")
      let written = try String(contentsOf: dir.appendingPathComponent("x.svg"), encoding: .utf8)
      #expect(written == expected, "--to \(to) draws the chart without --to")
    }
    // With a --from before the end, the range is --from to the end, as without --to; the SVG goes to stdout.
    let part = try Widgetsim.run(["chart", path, "--from", "40"])
    let clamped = try Widgetsim.run(["chart", path, "--from", "40", "--to", "5000"])
    #expect(clamped.status == 0, "stderr: \(clamped.stderr)")
    #expect(clamped.stdout == part.stdout)
    #expect(
      clamped.stderr == "\(path): --to 5000 is past the end: the journal holds 88 actions; the chart ends there\n")
    // A --to at the end is within the journal: no note.
    let atEnd = try Widgetsim.run(["chart", path, "--to", "88"])
    #expect(atEnd.status == 0, "stderr: \(atEnd.stderr)")
    #expect(atEnd.stderr.isEmpty)
    #expect(atEnd.stdout == expected)
  }

  @Test("-o x.png without rsvg-convert says which package to install, and writes nothing")
  func pngWithoutConverter() throws {
    let message = try Self.refused(
      [Self.example("budget-spent"), "-o", "x.png"], status: 1, environment: ["PATH": "/nonexistent"])
    #expect(message.contains("rsvg-convert"))
    #expect(message.contains("librsvg2-bin"))
  }

  @Test(
    "-o x.png through rsvg-convert writes a PNG",
    .enabled(if: FileManager.default.isExecutableFile(atPath: "/usr/bin/rsvg-convert"), "needs librsvg2-bin"))
  func png() throws {
    let dir = Widgetsim.temporaryDirectory()
    let run = try Widgetsim.run(["chart", Self.example("data-without-reload"), "-o", "x.png"], in: dir)
    #expect(run.status == 0, "stderr: \(run.stderr)")
    let bytes = try Data(contentsOf: dir.appendingPathComponent("x.png"))
    #expect(bytes.prefix(4) == Data([0x89, 0x50, 0x4E, 0x47]))
    #expect(try FileManager.default.contentsOfDirectory(atPath: dir.path) == ["x.png"])
  }

  @Test("a journal without actions gets an empty axis with a note")
  func emptyJournal() throws {
    let dir = Widgetsim.temporaryDirectory()
    let path = dir.appendingPathComponent("empty.jsonl").path
    _ = try JournalWriter.create(
      path: path, header: JournalHeader(start: Instant(iso8601: "2026-03-01T08:00:00Z")!), lines: [])
    let run = try Widgetsim.run(["chart", path])
    #expect(run.status == 0, "stderr: \(run.stderr)")
    let svg = Elements.parse(run.stdout)
    #expect(svg.count("widget-lane") == 0)
    #expect(run.stdout.contains("The journal has no actions yet"))
    #expect(run.stdout.contains(">09:00</text>"))
    // A --to past the end of a journal without actions draws the same empty axis, and says so.
    let past = try Widgetsim.run(["chart", path, "--to", "3"])
    #expect(past.status == 0, "stderr: \(past.stderr)")
    #expect(past.stdout == run.stdout)
    #expect(past.stderr == "\(path): --to 3 is past the end: the journal holds 0 actions; the chart ends there\n")
  }

  // MARK: The REPL

  @Test("the REPL's chart writes the session's chart beside the journal and prints its path")
  func repl() throws {
    let dir = Widgetsim.temporaryDirectory()
    let script = """
      add weather small
      data weather:Beijing 5
      reload weather
      tick 1h
      chart
      chart w1 -o one.svg
      chart w7
      chart -o x.txt
      """
    let run = try Widgetsim.run(
      ["repl", "--journal", "day.jsonl", "--start", "2026-03-01T08:00:00Z"], input: script, in: dir)
    #expect(run.status == 1)
    #expect(run.stdout.contains("wrote the chart of actions 1–7 (1 widget lane) to\n  day.chart.svg"))
    #expect(run.stdout.contains("to\n  one.svg"))
    #expect(run.stderr.contains("line 7: chart: the journal never placed a widget w7; did you mean w1?"))
    #expect(run.stderr.contains("line 8: -o x.txt: the chart is written as .svg, .png or .html"))
    let chart = try String(contentsOf: dir.appendingPathComponent("day.chart.svg"), encoding: .utf8)
    #expect(Elements.parse(chart).count("build") == 2)
  }

  @Test("under a shared budget each lane's line is the pool's, so a widget starved by another's reloads shows it")
  func sharedBudget() throws {
    let dir = Widgetsim.temporaryDirectory()
    let script = """
      set budgetScope=app
      set budget=3
      add stocks small
      add weather small
      tick 10m
      reload stocks
      tick 10m
      reload stocks
      tick 10m
      reload stocks
      chart -o pool.svg
      """
    let run = try Widgetsim.run(
      ["repl", "--journal", "pool.jsonl", "--start", "2026-03-01T08:00:00Z"], input: script, in: dir)
    #expect(run.status == 0, "\(run.stderr)")
    let chart = try String(contentsOf: dir.appendingPathComponent("pool.svg"), encoding: .utf8)
    // w2 made no counted refresh itself; the app's budget it draws on is spent.
    #expect(chart.contains("w2: counted refreshes of the app&apos;s budget in the rolling 24 hours; at most 3/3"))
    #expect(chart.contains("24h (shared): peak 3/3, spent"))
    // The spent stretch is drawn thick on the budget line, from the third reload on, in every lane of the pool.
    let spent = chart.components(separatedBy: "class=\"spent\"").count - 1
    #expect(spent == 2, "one spent stretch per lane")
    #expect(chart.contains("w2: the app&apos;s budget is spent (3/3 counted in the last 24h) from 08:30"))
  }

  @Test("a budget never reached draws no spent stretch; one reached says so in the lane's label")
  func spentBudget() throws {
    let dir = Widgetsim.temporaryDirectory()
    for name in ["data-without-reload", "budget-spent"] {
      let run = try Widgetsim.run(["chart", Self.example(name), "-o", "\(name).svg"], in: dir)
      #expect(run.status == 0, "\(run.stderr)")
    }
    let quiet = try String(contentsOf: dir.appendingPathComponent("data-without-reload.svg"), encoding: .utf8)
    #expect(!quiet.contains("class=\"spent\""))
    #expect(!quiet.contains(", spent"))
    let spent = try String(contentsOf: dir.appendingPathComponent("budget-spent.svg"), encoding: .utf8)
    #expect(spent.components(separatedBy: "class=\"spent\"").count - 1 == 1)
    #expect(spent.contains("24h: peak 40/40, spent"))
  }

  @Test("a lane's subtitle breaks after its commas onto two lines, cut only past the second")
  func subtitles() {
    #expect(SVGChart.subtitleLines("weather, systemSmall") == ["weather, systemSmall"])
    #expect(SVGChart.subtitleLines("stocks, systemSmall, symbol=AAPL") == ["stocks, systemSmall,", "symbol=AAPL"])
    #expect(
      SVGChart.subtitleLines("weather, systemMedium, city=Shanghai, hours=3")
        == ["weather, systemMedium,", "city=Shanghai, hours=3"])
    let long = SVGChart.subtitleLines("news, systemLarge, topic=world, region=north-america, lang=en")
    #expect(long.count == 2)
    #expect(long.allSatisfy { $0.count <= SVGChart.subtitleColumns })
    #expect(long[1].hasSuffix("…"))
  }

  @Test("quiet hours get a row with a span per night, each from its start to its end in the window's zone")
  func quietHours() throws {
    let dir = Widgetsim.temporaryDirectory()
    let script = """
      set quietHours=22:00-07:00
      add weather small
      tick 2d
      chart -o quiet.svg
      """
    let run = try Widgetsim.run(
      ["repl", "--journal", "quiet.jsonl", "--start", "2026-03-01T08:00:00Z"], input: script, in: dir)
    #expect(run.status == 0, "\(run.stderr)")
    let chart = try String(contentsOf: dir.appendingPathComponent("quiet.svg"), encoding: .utf8)
    #expect(chart.contains(">quiet hours<"))
    let spans = chart.components(separatedBy: "<title>quiet hours: counted refreshes wait for their end").count - 1
    #expect(spans == 2, "two nights in two days from 08:00")
  }

  @Test("chart is in help, parsed with its options, and completed with widget ids and -o")
  func catalog() throws {
    #expect(CommandCatalog.names.contains("chart"))
    #expect(try HelpText.text(for: "chart").contains("usage: chart [ID…] [-o FILE]"))
    #expect(try CommandParser.parse("chart w1 w2 -o a.svg") == .query(.chart(ids: ["w1", "w2"], output: "a.svg")))
    #expect(try CommandParser.parse("chart") == .query(.chart(ids: [], output: nil)))
    #expect(throws: ParseError.self) { try CommandParser.parse("chart -o") }
    #expect(throws: ParseError.self) { try CommandParser.parse("chart --from 09:00") }
    var state = SimState(start: Instant(ms: 0))
    for kind in BuiltinKinds.all { state.apply(.kindDefined(kind)) }
    state.apply(.widgetAdded(id: "w1", kind: "weather", family: .systemSmall, config: [:]))
    let completer = Completer(state: state)
    #expect(completer.candidates(line: "chart ", cursor: 6) == ["w1", "-o"])
    #expect(completer.candidates(line: "chart -o ", cursor: 9) == [])
  }
}
