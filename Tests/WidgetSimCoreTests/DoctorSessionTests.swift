import PropertyTesting
import Testing
import WidgetJournal
import WidgetModel

@testable import WidgetSimCore

/// The REPL's `doctor` keeps the history of the head from its first run on (`Session.headHistory`): its findings
/// must stay those of a history folded from the journal's start, after more actions, time travel and forks.
@Suite("doctor in a session")
struct DoctorSessionTests {
  /// The findings of the first `seq` actions of a session's journal, from a history folded anew.
  static func folded(_ session: Session, upTo seq: Int) throws -> [Finding] {
    var state = JournalReplay.initialState(session.header)
    var history = DoctorHistory()
    for action in try session.journal.all().prefix(seq) {
      let refreshes = state.apply(action)
      history.record(action, refreshes: refreshes, after: state)
    }
    return state.doctor(history: history)
  }

  /// The built-in kinds with their timelines from a developer's provider instead of their recipes.
  static let providerKinds = BuiltinKinds.all.map { kind in
    var kind = kind
    kind.provider = true
    return kind
  }

  @Test(
    "after random sessions with doctor run along the way, going back and forking, its findings are a fresh fold's",
    arguments: [false, true])
  func keptHistoryMatchesFold(providers: Bool) throws {
    var seedsRecorded = 0
    for seed in UInt64(1)...6 {
      var rng = SplitMix64(seed: seed)
      let generator = ActionGenerator(weights: .random(using: &rng))
      let session = Session.inMemory(start: RendererTests.start, kinds: providers ? Self.providerKinds : [])
      if providers { session.providerHost = VaryingHost() }
      for step in 0..<80 {
        let command = generator.next(in: session.head, using: &rng)
        guard let action = try? session.head.validate(command) else { continue }
        _ = session.execute(action.commandText)
        if step % 10 == 3 {
          #expect(
            try session.doctorFindings() == Self.folded(session, upTo: session.head.seq),
            "seed \(seed), providers: \(providers)")
        }
        if step == 50 {
          _ = session.execute("back 5")
          #expect(
            try session.doctorFindings() == Self.folded(session, upTo: session.viewed.seq),
            "seed \(seed), providers: \(providers)")
        }
      }
      #expect(
        try session.doctorFindings() == Self.folded(session, upTo: session.head.seq),
        "seed \(seed), providers: \(providers)")
      if try session.journal.all().contains(where: { $0.base != $0 }) { seedsRecorded += 1 }
    }
    // With a provider host the providers ran, so journals record their outputs (a session whose generated actions
    // redefine every kind before adding a widget may build none); without one, none does.
    if providers { #expect(seedsRecorded >= 4) } else { #expect(seedsRecorded == 0) }
  }
}

/// `doctor` in a session whose builds run a developer's providers (the simulator program's path), where each action
/// is recorded with its providers' outputs.
@Suite("doctor in a session with providers")
struct DoctorProviderSessionTests {
  @Test("after doctor ran once, the actions that build through the providers reach its kept history")
  func keptHistoryFollowsProviderActions() throws {
    let session = Session.inMemory(start: ProviderSessionTests.start, kinds: [ProviderSessionTests.kind])
    session.providerHost = HourlyHost()
    for line in [
      "data weather.json 21", "add mine", "doctor", "tick 7h", "data weather.json 5", "tick 1h", "data weather.json 6",
    ] {
      #expect(session.execute(line).error == nil, "\(line)")
    }
    let kept = try session.doctorFindings()
    let folded = try DoctorSessionTests.folded(session, upTo: session.head.seq)
    #expect(kept == folded, "kept: \(kept.map(\.line))\nfolded: \(folded.map(\.line))")
  }
}

/// A stand-in for developers' providers whose timelines vary with the build: one to three hourly entries showing the
/// App Group's files, each of the three reload policies in turn, and now and then a failed build.
final class VaryingHost: ProviderHost {
  func build(_ request: ProviderRequest) -> ProvidedBuild {
    guard request.seq % 7 != 0 else {
      return ProvidedBuild(widget: request.widget, at: request.at, output: .failed("the provider threw"))
    }
    let count = Int(request.at.ms / 60_000 % 3) + 1
    let content = request.appGroupFiles.keys.sorted().first.map { request.appGroupFiles[$0]! } ?? .null
    let entries = ProvidedEntries(
      dates: (0..<count).map { request.at + .hours(Int64($0)) }, contents: Array(repeating: content, count: count),
      relevances: Array(repeating: nil, count: count))
    let policies: [ProvidedPolicy] = [.atEnd, .after(request.at + .minutes(90)), .never]
    return ProvidedBuild(widget: request.widget, at: request.at, output: .timeline(entries, policies[request.seq % 3]))
  }
}
