import Foundation
@_spi(Testing) import PropertyTesting
import Testing
import WidgetKit
@_spi(Testing) import WidgetModel
import WidgetSim

/// `check` over a developer's provider whose extension crashes now and then (docs/PROVIDERS.md, "Property tests"):
/// a crash is a failed build, which `failedBuildKeeps` checks (it catches a planted bug that blanks such a widget),
/// and `CheckConfiguration.buildsMayCrash = false` makes any crash a failure of its own.
@Suite("check with a provider that crashes")
struct ExtensionCheckTests {
  /// A host standing for a simulator program's extension: every third build crashes its process, as a failed `!`
  /// does; the others return one entry and ask again in an hour.
  final class CrashingHost: ProviderHost, @unchecked Sendable {
    private var calls = 0

    func build(_ request: ProviderRequest) -> ProvidedBuild {
      calls += 1
      if calls % 3 == 0 {
        return ProvidedBuild(
          widget: request.widget, at: request.at,
          output: .failed(
            "crashed: Fatal error: Unexpectedly found nil while unwrapping an Optional value (WeatherProvider.swift:30)"
          ),
          process: ExtensionRun(freshProcess: true, zone: "UTC", ended: .crashed, method: "getTimeline(in:completion:)")
        )
      }
      let entries = ProvidedEntries(
        dates: [request.at], contents: [.object([("temp", .int(Int64(calls)))])], relevances: [nil])
      return ProvidedBuild(
        widget: request.widget, at: request.at, output: .timeline(entries, .after(request.at + .hours(1))),
        process: ExtensionRun(freshProcess: calls % 2 == 0, zone: "UTC"))
    }
  }

  /// A check of 30 runs over the weather kind of a provider, on `host`.
  static func configuration(host: CrashingHost) -> CheckConfiguration {
    var configuration = CheckConfiguration(seed: 7, runs: 30, steps: 40)
    configuration.kinds = [
      SimulatedWidget(kind: "weather", provider: WeatherStandIn()).modelKind
    ]
    configuration.providerHost = host
    return configuration
  }

  @Test("a crash is a failed build, not a failed check: every built-in property holds")
  func crashesAreFailedBuilds() throws {
    let result = try PropertyChecker.check(configuration: Self.configuration(host: CrashingHost()))
    #expect(result.passed, "\(result.failure?.report(journalPath: nil) ?? "")")
    #expect(result.runs == 30)
  }

  @Test("failedBuildKeeps catches a planted bug that blanks a widget whose provider crashed")
  func plantedBugCaught() throws {
    var configuration = Self.configuration(host: CrashingHost())
    configuration.plantedBug = .failedBuildBlanks
    let result = try PropertyChecker.check(configuration: configuration)
    #expect(result.failure?.property == "failedBuildKeeps")
  }

  @Test("buildsMayCrash = false makes a crash a failure of noBuildCrashed, with the runtime's message")
  func noCrashAllowed() throws {
    var configuration = Self.configuration(host: CrashingHost())
    configuration.buildsMayCrash = false
    let result = try PropertyChecker.check(configuration: configuration)
    let failure = try #require(result.failure)
    #expect(failure.property == "noBuildCrashed")
    #expect(failure.violation.message.contains("ended its extension (crashed): crashed: Fatal error"))
  }
}

/// The provider the weather kind is defined from; the host above stands in for its extension.
struct WeatherStandIn: TimelineProvider {
  func placeholder(in context: Context) -> StandInEntry { StandInEntry(date: Date()) }
  func getSnapshot(in context: Context, completion: @escaping (StandInEntry) -> Void) {
    completion(StandInEntry(date: Date()))
  }
  func getTimeline(in context: Context, completion: @escaping (WidgetKit.Timeline<StandInEntry>) -> Void) {
    completion(WidgetKit.Timeline(entries: [StandInEntry(date: Date())], policy: .atEnd))
  }
}

/// An entry with nothing but its date.
struct StandInEntry: TimelineEntry, Codable {
  let date: Date
}
