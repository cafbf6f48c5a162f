import Foundation
@_spi(Testing) import PropertyTesting
import Testing
import WidgetKit
import WidgetModel
import WidgetSim
import WidgetTestSupport

/// `check` over the app's own data (issue: properties over the wrong data): a provider that traps only on data of the
/// app's shape passes every run of random JSON and is caught, shrunk to a journal, once the runs write mutated
/// samples of what the app writes.
@Suite("check over the app's own data", .serialized)
struct SampleDataCheckTests {
  /// The board the app writes, as the app's own type.
  struct Board: Encodable {
    struct Departure: Encodable {
      let line: String
      let minutes: Int
    }
    let station: String
    let departures: [Departure]
    let updatedAt: Date
  }

  /// What a transit provider shows of the app's board: the first departure's minutes, or -1 when it has none — a
  /// board the app writes late at night, which the provider's view was never written for.
  struct NextDeparture: TimelineProvider {
    struct Entry: TimelineEntry, Encodable {
      let date: Date
      let minutes: Int
    }
    struct Stored: Decodable {
      struct Departure: Decodable { let minutes: Int }
      let station: String
      let departures: [Departure]
      let updatedAt: Date
    }

    func placeholder(in context: Context) -> Entry { Entry(date: Date(), minutes: 0) }
    func getSnapshot(in context: Context, completion: @escaping (Entry) -> Void) {
      completion(placeholder(in: context))
    }
    func getTimeline(in context: Context, completion: @escaping (WidgetKit.Timeline<Entry>) -> Void) {
      let decoder = JSONDecoder()
      decoder.dateDecodingStrategy = .iso8601
      guard let folder = FileManager.default.containerURL(forSecurityApplicationGroupIdentifier: "group.widgetsim"),
        let data = try? Data(contentsOf: folder.appendingPathComponent("board.json")),
        let board = try? decoder.decode(Stored.self, from: data)
      else {
        completion(WidgetKit.Timeline(entries: [placeholder(in: context)], policy: .atEnd))
        return
      }
      let entry = Entry(date: Date(), minutes: board.departures.first?.minutes ?? -1)
      completion(WidgetKit.Timeline(entries: [entry], policy: .after(Date().addingTimeInterval(300))))
    }
  }

  static let board = SimulatedWidget(kind: "board", reads: "board.json", provider: NextDeparture())

  /// The developer's own property: a widget never shows a departure of -1 minutes.
  static let noMissingDeparture = Property("noMissingDeparture", "the board widget always shows a departure") {
    state in
    state.widgets.values.allSatisfy { state.display($0).content?["minutes"] != .int(-1) }
  }

  /// The app's board, as the app's own type.
  static let sample = Board(
    station: "Oslo S", departures: [.init(line: "L1", minutes: 4), .init(line: "R10", minutes: 9)],
    updatedAt: Date(timeIntervalSince1970: 1_772_352_000))

  /// Writes of the board and reloads, few ticks: the search is about the data written, and does not hang on what the
  /// generator draws otherwise (with its own weights the empty list came at run 3 of seed 7, 27 to 36 of seeds 3, 4,
  /// 6 and 8, not within 100 of seeds 1, 2 and 5 — and moved whenever the generator learned a new action).
  static var weights: ActionWeights {
    var weights = Dictionary(uniqueKeysWithValues: ActionCategory.allCases.map { ($0, 0) })
    weights[.add] = 1
    weights[.dataRead] = 6
    weights[.reload] = 3
    weights[.tickShort] = 1
    return ActionWeights(weights)
  }

  static func configuration() throws -> CheckConfiguration {
    var configuration = CheckConfiguration(seed: 7, runs: 10, steps: 30)
    configuration.weights = Self.weights
    configuration.kinds = [Self.board.modelKind]
    configuration.limits.definesKinds = false
    configuration.providerHost = try SimulatedProviders([Self.board], isolation: .inProcess)
    return configuration
  }

  @Test("random JSON never decodes as the app's board; mutated samples of it find the empty list, and it shrinks")
  func samplesFindTheBug() throws {
    let blind = try PropertyChecker.check([Self.noMissingDeparture], configuration: Self.configuration())
    #expect(blind.passed, "\(blind.failure?.report(journalPath: nil) ?? "")")

    var configuration = try Self.configuration()
    let encoder = JSONEncoder()
    encoder.dateEncodingStrategy = .iso8601
    try configuration.addSample(Self.sample, for: "board.json", encoder: encoder)
    let result = try PropertyChecker.check([Self.noMissingDeparture], configuration: configuration)
    let failure = try #require(result.failure, "no run wrote a board without departures")
    #expect(failure.property == "noMissingDeparture")
    // Shrunk to the kind, a widget and the write of a board without departures (and what makes it build).
    #expect(failure.actions.count <= 5, "\(failure.report(journalPath: nil))")
    let written = failure.actions.compactMap { action -> JSONValue? in
      if case .dataArrived(_, let value, _) = action.base { return value }
      return nil
    }
    #expect(written.contains { $0.serialized.contains(#""departures":[]"#) }, "\(written.map(\.serialized))")
  }

  @Test("a sample larger than an App Group file may be is refused with the limit")
  func oversizedSample() throws {
    var configuration = try Self.configuration()
    #expect(throws: SampleError.self) {
      try configuration.addSample(String(repeating: "x", count: Limits.dataValueBytesMax), for: "board.json")
    }
  }

  @Test("check --samples: a file named after no kind's file, or not JSON, is refused saying which and why")
  func samplesOption() throws {
    let folder = try ExtensionProcessTests.folder()
    let misnamed = folder.appendingPathComponent("bord.json")
    try #"{"station":"Oslo S","departures":[],"updatedAt":"2026-03-01T08:00:00Z"}"#.write(
      to: misnamed, atomically: true, encoding: .utf8)
    let wrong = try ExtensionProcessTests.execute(["check", "--samples", misnamed.path, "--runs", "1"])
    #expect(wrong.status == 2)
    #expect(wrong.errors.contains("no kind reads 'bord.json'; did you mean 'board.json'?"), "\(wrong.errors)")
    let broken = folder.appendingPathComponent("board.json")
    try #"{"station":"#.write(to: broken, atomically: true, encoding: .utf8)
    let notJSON = try ExtensionProcessTests.execute(["check", "--samples", broken.path, "--runs", "1"])
    #expect(notJSON.status == 2)
    #expect(notJSON.errors.contains("--samples \(broken.path): not JSON"), "\(notJSON.errors)")
    let plain = try Widgetsim.run(["check", "--no-crashes", "--runs", "1"])
    #expect(plain.status == 2)
    #expect(plain.stderr.contains("run it in your simulator program"), "\(plain.stderr)")
  }
}

/// The same through the test program's workers, where the provider traps as a new developer's does
/// (Tests/ExtensionSim/BoardProvider.swift: `board.departures.first!`): with `buildsMayCrash` false, mutated samples
/// of the app's board find the crash, named with its line, in a journal that replays it.
@Suite("check over the app's own data, in the extension's workers", .serialized)
struct SampleCrashCheckTests {
  @Test("a sample of the app's board, mutated, reaches the trap a run of random JSON never does")
  func samplesFindTheCrash() throws {
    var configuration = CheckConfiguration(seed: 7, runs: 5, steps: 30)
    // Each build in a worker costs a process: the same weights as in process.
    configuration.weights = SampleDataCheckTests.weights
    let board = SimulatedWidget(kind: "board", reads: "board.json", provider: SampleDataCheckTests.NextDeparture())
    configuration.kinds = [board.modelKind]
    configuration.limits.definesKinds = false
    configuration.providerHost = try SimulatedProviders(
      [board], isolation: .workerProgram(ExtensionProcessTests.program))
    configuration.buildsMayCrash = false
    let encoder = JSONEncoder()
    encoder.dateEncodingStrategy = .iso8601
    try configuration.addSample(SampleDataCheckTests.sample, for: "board.json", encoder: encoder)
    let failure = try #require(try PropertyChecker.check(configuration: configuration).failure)
    #expect(failure.property == "noBuildCrashed")
    #expect(failure.violation.message.contains("Unexpectedly found nil"), "\(failure.violation.message)")
    #expect(failure.violation.message.contains("BoardProvider.swift:"), "\(failure.violation.message)")
    #expect(failure.actions.count <= 5, "\(failure.report(journalPath: nil))")
  }
}
