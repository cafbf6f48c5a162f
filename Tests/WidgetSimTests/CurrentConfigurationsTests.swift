import Foundation
import Testing
import WidgetModel
import WidgetSim

/// `WidgetCenter.shared.currentConfigurations()` and `getCurrentConfigurations` inside a provider list the placed
/// widgets: kind, family, and the configuration intent of a configurable one (issue 28).
@Suite("The placed widgets a provider's WidgetCenter lists")
struct CurrentConfigurationsTests {
  @Test("in the extension's worker, currentConfigurations() lists every placed widget with its intent's values")
  func listedInWorker() throws {
    let run = try ExtensionProcessTests.run([
      "add placed city=Rome", "add kinds", "add placed medium city=Paris", "show w1 --json", "show w2 --json",
      "show w3 --json", "remove w2", "configure w1 city=Bergen", "show w1 --json",
    ])
    #expect(run.status == 0, "\(run.errors)")
    let shows = run.output.split(separator: "\n").filter { $0.hasPrefix("{\"id\":") }.map(String.init)
    let notes = try shows.map { try JSONValue(parsing: $0)["display"]?["content"]?["note"]?.stringValue }
    #expect(
      notes == [
        // Each build lists the widgets placed so far, the one being built included.
        "placed systemSmall city=Rome",
        "placed,kinds",
        "placed systemSmall city=Rome, kinds systemSmall, placed systemMedium city=Paris",
        // w2 removed, w1 configured again: its build sees its new city.
        "placed systemSmall city=Bergen, placed systemMedium city=Paris",
      ], "\(run.output)")
  }

  @Test("in a test's own process, a Swift 6 provider completes from getCurrentConfigurations' handler")
  func listedInProcess() throws {
    let kinds = [
      SimulatedWidget(kind: "listing", families: [.systemSmall, .systemLarge], provider: PlacedInfoProvider()),
      SimulatedWidget(kind: "other", provider: PlacedInfoProvider()),
    ]
    let session = try Session.simulating(kinds, start: Instant(iso8601: "2026-03-01T08:00:00Z")!)
    for line in ["add other", "add listing large"] {
      #expect(session.execute(line).error == nil, "\(line)")
    }
    let entries = try #require(session.head.widgets["w2"]?.timeline.provided)
    #expect(entries.contents.first?["body"] == .string("other systemSmall, listing systemLarge"))
  }
}
