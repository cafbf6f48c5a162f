import Foundation
import Testing
import WidgetSimCore

@testable import WidgetCLI

/// `export swift-testing --call-providers`: a test for a simulator program's test target whose builds call the
/// program's providers again, checked by the expectations the recording gave, so that it guards the provider.
@Suite("export --call-providers")
struct ExportCallProvidersTests {
  static let journal = "Examples/WeatherWidget/journals/server-morning.jsonl"
  static let calls = SwiftTestingExport.ProviderCalls(
    widgets: "WeatherBundle.simulated", imports: ["Sim"], program: "Sim")
  /// The test the WeatherWidget example keeps, written by `swift run Sim export swift-testing
  /// journals/server-morning.jsonl --call-providers WeatherBundle.simulated --import Sim`.
  static let exampleTest = Widgetsim.packageRoot.appendingPathComponent(
    "Examples/WeatherWidget/Tests/WeatherWidgetTests/ServerMorningProvidersTests.swift")

  static func render(_ style: SwiftTestingExport.Style) throws -> String {
    var export = try ExportTests.export(journal, style)
    export.providerCalls = calls
    return export.render()
  }

  @Test("the builds are the typed commands, run with the program's providers in its worker processes")
  func callsProviders() throws {
    let text = try Self.render(.changes)
    #expect(text.contains("import WidgetSim\n\n@testable import Sim\n"))
    #expect(
      text.contains(
        "let providers = try SimulatedProviders(WeatherBundle.simulated, isolation: .workerProgram(Self.program))"))
    #expect(text.contains(#"providers: providers)"#))
    #expect(text.contains("// seq 8: add forecast-live medium, its builds made by the providers"))
    #expect(text.contains(#"try scenario.run("add forecast-live medium")"#))
    #expect(!text.contains("journalLine:"), "no recorded output is replayed")
    // The expectations are the recording's: the same as the export that replays the outputs.
    let replaying = try ExportTests.export(Self.journal, .changes).render()
    func expectations(_ text: String) -> [Substring] {
      text.split(separator: "\n").filter { $0.contains("#expect(") }
    }
    #expect(expectations(text) == expectations(replaying))
    #expect(
      try Self.render(.final).contains(
        #"try scenario.run("add forecast-live medium")  // seq 8, its builds made by the providers"#))
    #expect(text.contains("struct ServerMorningProvidersTests {"))
  }

  @Test("the WeatherWidget example's provider test is what the exporter writes now")
  func exampleIsCurrent() throws {
    try Golden.check(try Self.render(.changes), at: Self.exampleTest)
  }

  @Test("the plain widgetsim refuses it, and a bad expression or module name is refused before anything is written")
  func refused() throws {
    let path = Widgetsim.packageRoot.appendingPathComponent(Self.journal).path
    let plain = try Widgetsim.run(["export", "swift-testing", path, "--call-providers", "WeatherBundle.simulated"])
    #expect(plain.status == 2)
    #expect(plain.stderr.contains("run it in your simulator program"), "\(plain.stderr)")
    let alone = try Widgetsim.run(["export", "swift-testing", path, "--import", "Sim"])
    #expect(alone.status == 2)
    #expect(alone.stderr.contains("--import goes with --call-providers"), "\(alone.stderr)")
  }
}
