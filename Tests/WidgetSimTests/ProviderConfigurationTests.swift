import Foundation
import Testing
import WidgetKit
import WidgetSim

/// `add` and `configure` of a provider kind ask its intent whether it takes the configuration, for every parameter
/// type: a value the model holds as text (a number with a fraction, a date, a list) that the intent refuses, or a
/// number out of its range, is refused with the intent's reason before anything is recorded.
@Suite("A provider kind's configuration checked at add and configure")
struct ProviderConfigurationTests {
  static let departures = SimulatedWidget(DeparturesWidget(), appGroup: Station.appGroup, reads: "stations.json")

  @Test(
    "add refuses a value the intent refuses, naming the parameter and the value, and records nothing",
    arguments: [
      ("add departures walk=fast", #"add: DeparturesIntent.walk takes a number, not "fast""#),
      ("add departures walk=45", "add: DeparturesIntent.walk takes a value from 0.0 to 30.0, not 45.0"),
      (
        "add departures from=tomorrow",
        #"add: DeparturesIntent.from takes a date (ISO 8601, 2026-03-01T08:00:00Z) or nothing, not "tomorrow""#
      ),
      (
        "add departures lines=4,seven", #"add: DeparturesIntent.lines takes a list of a whole number, not [4, "seven"]"#
      ),
    ])
  func addRefused(line: String, message: String) throws {
    let session = try Session.simulating([Self.departures], start: Instant(iso8601: "2026-03-01T08:00:00Z")!)
    let seq = session.head.seq
    #expect(session.execute(line).error == message)
    #expect(session.head.widgets.isEmpty && session.head.seq == seq)
  }

  @Test("configure checks the widget's whole configuration after the change; a good one still builds")
  func configureRefused() throws {
    let session = try Session.simulating([Self.departures], start: Instant(iso8601: "2026-03-01T08:00:00Z")!)
    #expect(session.execute("add departures walk=7.5 lines=4").error == nil)
    let seq = session.head.seq
    #expect(
      session.execute("configure w1 walk=31").error
        == "configure: DeparturesIntent.walk takes a value from 0.0 to 30.0, not 31.0")
    #expect(session.head.seq == seq)
    #expect(session.execute("configure w1 walk=12").error == nil)
    let widget = try #require(session.head.widgets["w1"])
    #expect(session.head.display(widget).content?["walk"] == .int(12))
    #expect(session.head.display(widget).content?["lines"] == .array([.int(4)]))
  }

  @Test("an entity is left to the build, where the app's data is: add takes any identifier")
  func entityLeftToTheBuild() throws {
    let session = try Session.simulating([Self.departures], start: Instant(iso8601: "2026-03-01T08:00:00Z")!)
    #expect(session.execute("add departures station=eus").error == nil)
  }
}
