import Foundation
import Testing
import WidgetModel
import WidgetSimCore

@testable import WidgetCLI

/// A stand-in for a developer's provider that calls WidgetCenter from inside the extension on its first build: one
/// hourly entry and `.after` an hour.
final class ReloadOnceHost: ProviderHost {
  var calls = 0

  func build(_ request: ProviderRequest) -> ProvidedBuild {
    calls += 1
    let entries = ProvidedEntries(dates: [request.at], contents: [.int(Int64(calls))], relevances: [nil])
    return ProvidedBuild(
      widget: request.widget, at: request.at, output: .timeline(entries, .after(request.at + .hours(1))),
      reloads: calls == 1 ? [.kind("mine")] : [])
  }
}

/// The chart draws the reloads a provider asked for from inside the widget extension apart from the app's requests.
@Suite("Chart of reloads from the extension")
struct ExtensionReloadChartTests {
  /// The start and the provider kind of WidgetSimCoreTests' `ProviderSessionTests` (a test target this one cannot see).
  static let start = Instant(iso8601: "2026-03-01T08:00:00Z")!

  static let kind: Kind = {
    var kind = Kind(name: "mine", families: [.systemSmall], dataKey: DataKeyTemplate("weather.json")!)
    kind.provider = true
    return kind
  }()

  @Test("a reload a provider asked for is drawn hollow in its own colour, in the legend, with a tooltip and an arrow")
  func drawn() throws {
    let folder = Widgetsim.temporaryDirectory()
    let path = folder.appendingPathComponent("extension-reload.jsonl").path
    let (session, _) = try Session.open(path: path, start: ExtensionReloadChartTests.start)
    session.providerHost = ReloadOnceHost()
    #expect(try session.defineProviderKinds([ExtensionReloadChartTests.kind]).isEmpty)
    for line in ["add mine", "tick 10m", "reload mine", "tick 2h"] {
      #expect(session.execute(line).error == nil, "\(line)")
    }
    let run = try Widgetsim.run(["chart", path])
    #expect(run.status == 0, "stderr: \(run.stderr)")
    let svg = ChartTests.Elements.parse(run.stdout)
    let extensionRequests = svg.elements.filter { $0.attributes["class"] == "request extension" }
    #expect(extensionRequests.count == 1)
    #expect(svg.count("request") == 2, "the app's reload and the extension's")
    #expect(run.stdout.contains("extension reload"))
    #expect(
      run.stdout.contains(
        "w1: w1&apos;s provider called WidgetCenter to reload mine from inside the widget extension during its build at 08:00 (counted, as every reload from the extension is)"
      ))
    #expect(run.stdout.contains("satisfied by the build at 08:05 (5m later)"))
    #expect(run.stdout.contains("url(#arrow-extension)"))
    try Golden.check(run.stdout, named: "chart-extension-reload.svg")
  }
}

/// `replay --rerun-providers` on a journal recorded before entries were compared with the provider's placeholder.
@Suite("Re-run of unmarked recordings")
struct RerunMarksTests {
  @Test("a recording without placeholder marks matches a run that marks them; a different mark or entry does not")
  func unmarkedRecording() {
    let at = ExtensionReloadChartTests.start
    func build(_ content: JSONValue, marks: [Int]) -> ProvidedBuild {
      let entries = ProvidedEntries(dates: [at], contents: [content], relevances: [nil], placeholders: marks)
      return ProvidedBuild(widget: "w1", at: at, output: .timeline(entries, .never))
    }
    #expect(RerunProviders.matches(build(.int(1), marks: []), build(.int(1), marks: [0])))
    #expect(!RerunProviders.matches(build(.int(1), marks: [0]), build(.int(1), marks: [])))
    #expect(!RerunProviders.matches(build(.int(1), marks: []), build(.int(2), marks: [0])))
    #expect(!RerunProviders.matches(build(.int(1), marks: []), nil))
    #expect(RerunProviders.firstDifference([build(.int(1), marks: [])], [build(.int(1), marks: [0])], seq: 1) == nil)
  }
}
