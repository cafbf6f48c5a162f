import Foundation
import WidgetKit
import WidgetSim

@testable import Sim

/// The weather widget as the simulator program defines it (Sources/Sim), and what the tests write for it.
enum Forecast {
  /// The extension's weather widget, whose timelines come from `WeatherProvider`, with the same definition as the
  /// simulator program's, so that a journal either of them writes opens in the other without a note.
  static let widget = SimulatedWidget(
    WeatherWidget(), appGroup: WeatherSnapshot.appGroup, reads: WeatherSnapshot.fileName)

  /// The moment every test starts at.
  static let start = Instant(iso8601: "2026-03-01T08:00:00Z")!

  /// A session running the provider, with a generous deadline of real time (on a loaded machine even a quick provider
  /// can wait seconds for a processor) and `lines` run.
  static func session(_ lines: [String] = []) throws -> Session {
    let session = try Session.simulating([widget], start: start)
    try run(session, ["set providerDeadline=1m"] + lines)
    return session
  }

  /// Runs REPL lines in `session`.
  /// - Throws: `ScenarioError` with the REPL's message at the first line that fails.
  static func run(_ session: Session, _ lines: [String]) throws {
    for line in lines {
      if let error = session.execute(line).error { throw ScenarioError(error, line: line) }
    }
  }

  /// The `data` line that writes a snapshot fetched now, with one temperature per hour.
  static func write(city: String = "Oslo", at now: Instant, hourly: [Int]) -> String {
    let snapshot = WeatherSnapshot(
      city: city, updatedAt: Date(timeIntervalSince1970: Double(now.ms) / 1000), hourly: hourly)
    return "data \(WeatherSnapshot.fileName) " + String(decoding: try! snapshot.encoded(), as: UTF8.self)
  }

  /// The snapshot the App Group holds, or nil when it holds none or the file is not one (what `WeatherSnapshot.load`
  /// would read there).
  static func snapshot(in state: SimState) -> WeatherSnapshot? {
    guard let value = state.cache[WeatherSnapshot.fileName]?.value else { return nil }
    let decoder = JSONDecoder()
    decoder.dateDecodingStrategy = .iso8601
    return try? decoder.decode(WeatherSnapshot.self, from: Data(value.serialized.utf8))
  }
}
