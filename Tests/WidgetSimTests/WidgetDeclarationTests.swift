import Foundation
import Testing
import WidgetKit
import WidgetSim

/// A widget extension's own files (Providers/TransitExtension.swift, written as for iOS) handed to the simulator: the
/// kind, families and intent come from the `Widget`'s configuration, a bundle gives its widgets, and the parameters
/// Apple's AppIntents has beyond strings and numbers (entities, dates, lists) configure a widget by `add`.
@Suite("A widget extension's own declarations")
struct WidgetDeclarationTests {
  static let start = Instant(iso8601: "2026-03-01T08:00:00Z")!
  static let departures = SimulatedWidget(DeparturesWidget(), appGroup: Station.appGroup, reads: "stations.json")
  static let stations = #"data stations.json {"kgx":"King's Cross","pad":"Paddington"}"#

  /// A session of `widgets` after `lines`, each of which must succeed.
  func session(_ widgets: [SimulatedWidget], after lines: [String]) throws -> Session {
    let session = try Session.simulating(widgets, start: Self.start)
    for line in lines {
      let report = session.execute(line)
      #expect(report.error == nil, "\(line): \(String(describing: report.error))")
    }
    return session
  }

  @Test("a Widget's configuration gives the kind, its families in order, and every parameter of its intent")
  func kindFromWidget() {
    let kind = Self.departures.modelKind
    #expect(kind.name == "departures" && kind.provider)
    #expect(kind.families == [.systemMedium, .accessoryRectangular])
    #expect(
      kind.params == [
        ParamSpec(name: "station", type: .string, defaultValue: nil),
        ParamSpec(name: "direction", type: .enumeration(["inbound", "outbound"]), defaultValue: .string("inbound")),
        ParamSpec(name: "walk", type: .string, defaultValue: .string("5.0")),
        ParamSpec(name: "from", type: .string, defaultValue: nil),
        ParamSpec(name: "lines", type: .string, defaultValue: .string("")),
      ])
  }

  @Test("a bundle gives its widgets in its body's order, those under if #available included, with WidgetKit's families")
  func bundleWidgets() {
    let widgets = SimulatedWidget.widgets(
      of: TransitBundle(), appGroup: Station.appGroup, reads: "stations.json", readsByKind: ["counting": "n.json"])
    #expect(widgets.map(\.kind) == ["departures", "counting"])
    #expect(widgets.map(\.reads) == ["stations.json", "n.json"])
    #expect(widgets.allSatisfy { $0.appGroup == Station.appGroup })
    #expect(widgets[1].families == [.systemSmall, .systemMedium, .systemLarge, .systemExtraLarge])
  }

  @Test("an entity, a date, a number with a fraction and a list configure the widget; the query finds the station")
  func parametersConfigureTheBuild() throws {
    let session = try self.session(
      [Self.departures],
      after: [
        Self.stations, "add departures station=pad walk=7.5 from=2026-03-01T09:30:00Z lines=4,7 direction=outbound",
      ])
    let widget = try #require(session.head.widgets["w1"])
    let content = try #require(session.head.display(widget).content)
    #expect(content["station"] == .string("Paddington"))
    #expect(content["direction"] == .string("outbound"))
    #expect(content["walk"] == .double(7.5))
    #expect(content["from"] == .string("2026-03-01T09:30:00Z"))
    #expect(content["lines"] == .array([.int(4), .int(7)]))
    #expect(session.execute("configure w1 lines=").error == nil)
    let configured = try #require(session.head.widgets["w1"])
    let emptied = try #require(session.head.display(configured).content)
    #expect(emptied["lines"] == .array([]))
  }

  @Test("a station the app's data lacks fails the build, naming the ones the query offers")
  func unknownEntity() throws {
    let session = try self.session([Self.departures], after: [Self.stations, "add departures station=eus"])
    let why = session.execute("why w1").output
    #expect(why.contains("DeparturesIntent.station takes the identifier of a Station"), "\(why)")
    #expect(why.contains("its query offers kgx, pad"), "\(why)")
  }

  @Test("the query is asked again at each build: a station the app adds later is found once the widget reloads")
  func entityFollowsTheAppsData() throws {
    let session = try self.session(
      [Self.departures], after: [Self.stations, "add departures station=eus", "tick 5m"])
    #expect(session.execute("why w1").output.contains("its query offers kgx, pad"))
    let later = #"data stations.json {"eus":"Euston","kgx":"King's Cross","pad":"Paddington"}"#
    for line in [later, "reload departures", "tick 5m"] {
      #expect(session.execute(line).error == nil, "\(line)")
    }
    let widget = try #require(session.head.widgets["w1"])
    #expect(session.head.display(widget).content?["station"] == .string("Euston"))
  }

  @Test("a provider that is not Sendable, holding a class, keeps its state from one build to the next in a session")
  func nonSendableProvider() throws {
    let counting = SimulatedWidget(CountingWidget())
    let session = try self.session([counting], after: ["add counting", "reload counting", "tick 1h"])
    let widget = try #require(session.head.widgets["w1"])
    #expect(session.head.display(widget).content?["walk"] == .int(2))
  }
}
