import Foundation
import PropertyTesting
import Testing
import WidgetJournal
import WidgetModel
import WidgetSim
import WidgetTestSupport

/// The property checker's oracle recomputes a provider widget's staleness (`History.take`,
/// `Property.recomputedDisplay`): with its kind's data under a ttl (`SimulatedWidget(…, ttl:)`), generated runs
/// write the provider's file, let it age past its ttl and rebuild, and the shown status must be the oracle's.
@Suite("Provider kinds with a ttl under property checks", .serialized)
struct ProviderTTLCheckTests {
  /// The forecast kind with its data fresh for 20 minutes.
  static let forecast = SimulatedWidget(
    kind: "forecast", families: [.systemSmall, .systemMedium], appGroup: ForecastProvider.appGroup,
    reads: "forecast.json", provider: ForecastProvider(), ttl: .seconds(20 * 60))

  @Test("the ttl is the kind's, journaled as providerTTL")
  func modelKind() {
    let kind = Self.forecast.modelKind
    #expect(kind.provider && kind.providerTTL && kind.ttl == .minutes(20))
    #expect(!SimulatedWidgetTests.forecast.modelKind.providerTTL)
  }

  @Test("check runs a provider kind with a ttl, and the oracle agrees with every status, stale ones included")
  func oracleAgrees() throws {
    // A stand-in provider whose entries always show data (never its placeholder), so staleness decides the status.
    var kind = StandInProvider.kind
    kind.providerTTL = true
    kind.ttl = .minutes(20)
    var configuration = CheckConfiguration(seed: 11, runs: 20, steps: 60)
    configuration.kinds = [kind]
    configuration.providerHost = StandInProvider(entriesMax: 3)
    let expired = Count()
    let watch = Property("watch", "counts provider widgets stale past their ttl") { (state: SimState) in
      expired.add(state.orderedWidgets.filter { state.display($0).dataState == .expired }.count)
      return true
    }
    let result = try PropertyChecker.check(Property.builtin + [watch], configuration: configuration)
    #expect(result.passed, "\(result.failure?.report(journalPath: nil) ?? "")")
    #expect(expired.value > 0, "the runs reached a provider widget whose data is past its ttl")
  }
}

/// A count that property closures add to; the checker runs them one run at a time with providers.
final class Count: @unchecked Sendable {
  private(set) var value = 0

  func add(_ n: Int) { value += n }
}
