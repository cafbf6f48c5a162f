import Foundation
import Testing
import WidgetCommands
import WidgetJournal
import WidgetModel

@testable import WidgetSimCore

/// The settings of the system's discretion at the REPL and on disk (docs/MODEL.md, "Settings"): listed by `set`,
/// explained by `help set`, journaled only when valid, replayed to the same state, read in the display zone, and
/// the shared budget drawn by `budget`.
@Suite("Settings of the system's discretion at the REPL", .serialized)
struct DiscretionSettingsCLITests {
  static let start = Instant(iso8601: "2026-03-01T08:00:00Z")!

  @Test("set alone lists the model's numbers, then the rules of the system's discretion with their defaults")
  func listing() {
    let session = Session.inMemory(start: Self.start)
    #expect(
      session.execute("set").output
        == "budget=40 minInterval=5m latency=0s configureCounts=false providerDeadline=5s retryAfter=1h\n"
        + "budgetScope=widget foregroundReloads=immediate visibleReloadsFree=true quietHours=none atEndSingle=none "
        + "appUpdateReload=ok foregroundThrottle=none intentReloadWindow=1m runningAppReloads=counted developerMode=false\n"
        + "extensionMemory=30MB extensionKeepAlive=1m network=simulated\n"
        + "(set NAME=VALUE changes one; help set explains them)")
  }

  @Test("help set explains every setting with its default and source, and how to replay under a latency")
  func help() throws {
    let text = try HelpText.text(for: "set")
    let flat = text.split(separator: "\n").map { $0.trimmingCharacters(in: .whitespaces) }.joined(separator: " ")
    for name in Settings.names { #expect(flat.contains(name + "="), "\(name) is not explained") }
    for phrase in [
      "seconds to tens of seconds", "set latency=20s",
      "Default widget: Apple's documentation gives each widget its own",
      "a widely read guide", "as reported on iOS 16 devices", "refreshes less at night and on low battery",
      "Apple engineers on the developer forums", "(default none: Apple documents none)",
    ] {
      #expect(flat.contains(phrase), "help set does not say: \(phrase)")
    }
  }

  @Test("a valid setting is journaled and replays to the same state; an invalid one writes nothing")
  func journaledOnlyWhenValid() throws {
    let path = Widgetsim.temporaryDirectory().appendingPathComponent("s.jsonl").path
    let (session, _) = try Session.open(path: path, start: Self.start)
    let lines = [
      "set budgetScope=kind", "set foregroundReloads=onBackground", "set quietHours=22:00-07:00",
      "set atEndSingle=15m", "add weather", "add weather city=Shanghai", "app foreground", "reload weather",
      "tick 16h", "app background", "tick 1h",
    ]
    for line in lines { #expect(session.execute(line).error == nil, "\(line)") }
    let before = try String(contentsOfFile: path, encoding: .utf8)
    for bad in [
      "set budgetScope=apps", "set quietHours=22:00-22:00", "set quietHours=24:00-07:00", "set atEndSingle=1m",
      "set minInterval=1h", "set foregroundReload=onBackground",
    ] {
      #expect(session.execute(bad).error != nil, "\(bad) was taken")
    }
    #expect(try String(contentsOfFile: path, encoding: .utf8) == before)
    #expect(before.contains(#""name":"quietHours","value":"22:00-07:00@UTC0""#))
    let replayed = try Widgetsim.run(["replay", try Widgetsim.copy(path), "--digest"])
    #expect(replayed.stdout == session.head.digest + "\n")
  }

  @Test("a window typed under --tz is read in that zone and journaled with its rule", .enabled(if: hasZoneinfo))
  func windowInDisplayZone() throws {
    let dir = Widgetsim.temporaryDirectory()
    let run = try Widgetsim.run(
      ["repl", "--journal", "z.jsonl", "--start", "2026-03-01T08:00:00Z", "--tz", "Asia/Shanghai"],
      input: "set quietHours=22:00-07:00\nadd stocks\ntick to 22:30\nwhy w1\n", in: dir)
    #expect(run.status == 0, "\(run.stderr)")
    let journal = try String(contentsOf: dir.appendingPathComponent("z.jsonl"), encoding: .utf8)
    #expect(journal.contains(#""value":"22:00-07:00@CST-8""#))
    // 22:00 in Shanghai is 14:00 UTC: the refresh due then waits for 07:00 in Shanghai, shown in Shanghai time.
    #expect(
      run.stdout.contains("inside the quiet hours (22:00-07:00 in CST-8), so it waits for their end at 03-02 07:00."))
    let replayed = try Widgetsim.run(["replay", "z.jsonl", "--json"], in: dir)
    #expect(replayed.stdout.contains(#""nextRefresh":"2026-03-01T23:00:00Z""#))
  }

  @Test("show and timeline of a widget queued behind others for a spent shared budget give the refresh it can expect")
  func queuedWidgetShowAndTimeline() throws {
    var state = SimState(start: Self.start)
    for kind in BuiltinKinds.all { state.apply(.kindDefined(kind)) }
    for line in [
      "set budgetScope=app", "set budget=2", "add stocks", "add weather", "tick 5m", "reload stocks", "tick 5m",
      "reload stocks",
    ] {
      guard case .action(let command) = try CommandParser.parse(line) else { continue }
      state.apply(try state.validate(command))
    }
    // w2 is scheduled for the slot freed at 03-02 08:05, which w1 (due first) takes: it can expect the one at 08:10,
    // as why and budget say.
    let w2 = state.widgets["w2"]!
    #expect(w2.nextRefresh == Instant(iso8601: "2026-03-02T08:05:00Z"))
    let show = Renderer.show(w2, in: state, style: PictureStyle(width: 140, colour: false))
    #expect(show.contains("next refresh 03-02 08:10, after w1 · budget 2/2"))
    let timeline = Renderer.timeline(w2, in: state, style: PictureStyle(width: 140, colour: false))
    #expect(
      timeline.contains(
        "◆ next refresh 03-02 08:10 expected (counted; scheduled for 03-02 08:05, where w1 goes first)"))
    // The ◆ on the axis is at 08:10, the axis's last column but its margin; w1's is where it is scheduled.
    let w1 = Renderer.timeline(state.widgets["w1"]!, in: state, style: PictureStyle(width: 140, colour: false))
    #expect(w1.contains("◆ next refresh 03-02 08:05 (counted)"))
  }

  /// Whether the system has the zoneinfo files the zone test reads.
  static let hasZoneinfo = FileManager.default.fileExists(atPath: "/usr/share/zoneinfo/Asia/Shanghai")

  @Test("budget draws the app's pool, then each widget's share of it; timeline marks the pool's refreshes")
  func budgetPictureOfThePool() throws {
    var state = SimState(start: Self.start)
    for kind in BuiltinKinds.all { state.apply(.kindDefined(kind)) }
    for line in [
      "set budgetScope=app", "set budget=4", "add stocks", "add stocks symbol=MSFT", "add weather", "tick 5m",
      "reload stocks", "tick 5m", "reload all",
    ] {
      guard case .action(let command) = try CommandParser.parse(line) else { continue }
      state.apply(try state.validate(command))
    }
    try Golden.check(Renderer.budget(state.orderedWidgets, in: state) + "\n", named: "budget.app.txt")
    // The timeline's budget window marks and counts the pool's refreshes, with the widget's own share.
    let timeline = Renderer.timeline(state.widgets["w3"]!, in: state).replacingOccurrences(of: "\n  ", with: " ")
    #expect(timeline.contains("budget window of the app's budget, the last 24h"))
    #expect(timeline.contains("4/4 counted refreshes, 0 of them w3's"))
    #expect(timeline.contains("spent: the next counted refresh can happen at 03-02 08:05"))
  }

  @Test("the reload report counts a build against the pool it was counted in")
  func reportCountsThePool() {
    let session = Session.inMemory(start: Self.start)
    for line in ["set budgetScope=app", "set budget=3", "add stocks", "add stocks symbol=MSFT", "tick 5m"] {
      _ = session.execute(line)
    }
    #expect(
      session.execute("reload stocks").output
        == "reload requested for stocks (background: counted, latency 0s)\n"
        + "  08:05 w1 refreshed (reload, counted 1/3)\n  08:05 w2 refreshed (reload, counted 2/3)")
    #expect(
      session.execute("app foreground").error == nil
        && session.execute("set foregroundReloads=onBackground").error == nil)
    #expect(
      session.execute("reload stocks").output
        == "reload requested for stocks (foreground: held until the app goes to the background, not counted)\n"
        + "  w1 holds it until the app goes to the background\n  w2 holds it until the app goes to the background")
  }
}
