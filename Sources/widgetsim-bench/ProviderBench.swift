import Foundation
import WidgetKit
import WidgetModel
import WidgetSim

/// `widgetsim-bench --providers [--builds N]`: builds of a developer's provider per second, run in this process (as
/// a test's session does), in reused extension processes (a simulator program's default) and in a fresh process for
/// every build (`extensionKeepAlive=0s`). The worker program is the extension tests' simulator program
/// (`widgetsim-extension-sim`, built beside this one), whose `caching` kind is the provider measured here.
enum ProviderBench {
  /// The rows, one per way of running the provider.
  struct Row {
    var name: String
    var builds: Int
    var seconds: Double
    var buildsPerSecond: Double { Double(builds) / seconds }
  }

  /// Runs the three measurements and prints them; 1 when the worker program is missing.
  static func run(builds: Int) -> Int32 {
    let program = URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent()
      .appendingPathComponent("widgetsim-extension-sim").path
    guard FileManager.default.isExecutableFile(atPath: program) else {
      System.printError("widgetsim-bench: \(program) is missing: swift build the package's products first")
      return 1
    }
    let widget = SimulatedWidget(kind: "caching", provider: BenchProvider())
    var rows: [Row] = []
    do {
      rows.append(try measure("in process", .inProcess, widget, builds: builds, keepAlive: .minutes(1)))
      rows.append(
        try measure(
          "extension process, reused", .workerProgram(program), widget, builds: builds, keepAlive: .minutes(1)))
      rows.append(
        try measure(
          "extension process, extensionKeepAlive=0s", .workerProgram(program), widget, builds: max(builds / 10, 10),
          keepAlive: .zero))
    } catch {
      System.printError("widgetsim-bench: \(error)")
      return 1
    }
    System.writeOutput("provider builds (the caching kind's getTimeline and placeholder), one widget, a build a second")
    for row in rows {
      let perBuild = row.seconds / Double(row.builds) * 1_000_000
      System.writeOutput(
        "  \(row.name): \(row.builds) builds in \(String(format: "%.3f", row.seconds)) s, "
          + "\(String(format: "%.0f", row.buildsPerSecond)) builds/s, \(String(format: "%.0f", perBuild)) µs a build")
    }
    return 0
  }

  /// `builds` builds a simulated second apart, after one untimed build (the worker's start).
  static func measure(
    _ name: String, _ isolation: ProviderIsolation, _ widget: SimulatedWidget, builds: Int, keepAlive: TimeSpan
  ) throws -> Row {
    let providers = try SimulatedProviders([widget], isolation: isolation)
    let start = Instant(ms: 1_772_352_000_000)
    func request(_ n: Int) -> ProviderRequest {
      var request = ProviderRequest(
        widget: "w1", kind: "caching", family: .systemSmall, config: [:], at: start + TimeSpan(ms: Int64(n) * 1000),
        seq: n, appGroupFiles: [:], appGroupAvailable: true, deadline: .minutes(1))
      request.keepAlive = keepAlive
      return request
    }
    _ = providers.build(request(0))
    let clock = ContinuousClock()
    let began = clock.now
    for n in 1...builds {
      let build = providers.build(request(n))
      if case .failed(let reason) = build.output { throw BenchError("\(name): build \(n) failed: \(reason)") }
    }
    let took = clock.now - began
    let seconds = Double(took.components.seconds) + Double(took.components.attoseconds) / 1e18
    return Row(name: name, builds: builds, seconds: seconds)
  }

  /// Why the benchmark stopped.
  struct BenchError: Error, CustomStringConvertible {
    let description: String
    init(_ description: String) { self.description = description }
  }
}

/// The extension tests' `CachingProvider`, in this process: counts its builds in a static variable.
struct BenchProvider: TimelineProvider {
  nonisolated(unsafe) static var builds = 0

  func placeholder(in context: Context) -> BenchEntry { BenchEntry(date: Date(), note: "placeholder", count: 0) }

  func getSnapshot(in context: Context, completion: @escaping (BenchEntry) -> Void) {
    completion(placeholder(in: context))
  }

  func getTimeline(in context: Context, completion: @escaping (WidgetKit.Timeline<BenchEntry>) -> Void) {
    BenchProvider.builds += 1
    completion(
      WidgetKit.Timeline(
        entries: [BenchEntry(date: Date(), note: "builds", count: BenchProvider.builds)], policy: .never))
  }
}

/// What the benchmark's provider shows.
struct BenchEntry: TimelineEntry, Codable {
  let date: Date
  let note: String
  let count: Int
}
