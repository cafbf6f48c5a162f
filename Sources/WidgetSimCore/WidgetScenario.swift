import WidgetCommands
import WidgetJournal
@_spi(Testing) import WidgetModel

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// A widget world for tests, driven by the same commands as the REPL and asserted on through its state.
///
/// A scenario starts like a new journal (the built-in kinds `weather`, `stocks` and `todo` defined, the app in the
/// background, the App Group available) or from a recorded journal, and records nothing on disk. It is a value:
/// copying a scenario and running commands on the copy leaves the original as it was.
///
/// ```swift
/// var scenario = try WidgetScenario(start: "2026-03-01T08:00:00Z")
/// try scenario.run("add weather small city=Beijing")
/// try scenario.run(#"data weather:Beijing {"temp":3}"#)
/// #expect(scenario.status(of: "w1") == .stale)
/// ```
public struct WidgetScenario {
  /// The session that runs the commands; copied before a change when another scenario shares it.
  private var session: Session
  /// The journal a test exported by `widgetsim export swift-testing` replays (`init(exportedFrom:…)`), named in the
  /// errors of the actions it runs with their seq; nil for any other scenario.
  private var exportedFrom: String? = nil

  /// A new world at `start`, with the built-in kinds defined; `start` must be within `Limits.instantRange`.
  public init(start: Instant) {
    precondition(Limits.instantRange.contains(start), "a scenario starts within the clock's range")
    session = Session.inMemory(start: start)
  }

  /// A new world at `start`, an ISO 8601 instant such as `2026-03-01T08:00:00Z` or `2026-03-01T16:00:00+08:00`,
  /// with the built-in kinds defined.
  /// - Throws: `ScenarioError` when `start` is not an ISO 8601 instant.
  public init(start: String) throws(ScenarioError) {
    self.init(start: try Self.instant(start))
  }

  /// `start` read as an ISO 8601 instant within the clock's range.
  /// - Throws: `ScenarioError` when it is not one.
  private static func instant(_ start: String) throws(ScenarioError) -> Instant {
    guard let instant = Instant(typed: start) else {
      throw ScenarioError("start: '\(start)' is not an ISO 8601 instant (e.g. 2026-03-01T08:00:00Z)")
    }
    guard Limits.instantRange.contains(instant) else {
      throw ScenarioError("start: '\(start)' is outside the clock's range, \(Limits.instantRangeText)")
    }
    return instant
  }

  /// The world a journal records: its text (the current format, or the older one without checksums) is checked
  /// line by line as `widgetsim verify` checks a file, and folded.
  /// - Throws: `ScenarioError` naming the line when the journal is damaged, invalid or cut short.
  public init(journal text: String) throws(ScenarioError) {
    var actions: [Action] = []
    let outcome: JournalReplay.Outcome
    do {
      outcome = try JournalReplay.replay(text: text) { _, action, _ in actions.append(action) }
    } catch {
      throw ScenarioError("journal: \(error.description)")
    }
    if let error = outcome.error { throw ScenarioError("journal: \(error.description)") }
    if let torn = outcome.tornTail { throw ScenarioError("journal: \(torn.error.description)") }
    let header = outcome.header
    let current = header.version < JournalHeader.currentVersion ? JournalUpgrade.upgradedHeader(header) : header
    session = Session(Journal.inMemory(header: current, actions: actions))
  }

  /// The world a test exported by `widgetsim export swift-testing` starts from: the journal's `start` (ISO 8601), its
  /// header's `settings` as `NAME=VALUE` (those that differ from the defaults), and the built-in kinds defined when
  /// the journal begins with them (as a new journal does), so that each action run next has the seq it has in the
  /// journal. The errors of the actions run on it name `journal` and the action's seq.
  ///
  /// The test suite of widgetsim proves that an exported test catches a changed model by running the exported tests
  /// once more with `WIDGETSIM_EXPORTED_PLANTED_BUG` set to one of the model's planted bugs (`widgetsim check --plant`
  /// lists them): read here only, and said on standard error when set, so it cannot change a test unnoticed.
  ///
  /// With `providers` (a simulator program's `SimulatedProviders`, in a test written by `export swift-testing
  /// --call-providers`), the builds of the journal's provider kinds call them instead of replaying recorded outputs.
  /// - Throws: `ScenarioError` when `start` is not an ISO 8601 instant in the clock's range, or a setting is not one
  ///   `set NAME=VALUE` accepts.
  public init(
    exportedFrom journal: String, start: String, settings: [String] = [], builtinKinds: Bool = true,
    providers: (any ProviderHost)? = nil
  ) throws(ScenarioError) {
    let instant = try Self.instant(start)
    var chosen = Settings()
    for text in settings {
      do {
        guard case .action(let command) = try CommandParser.parse("set " + text), case .set = command,
          case .settingChanged(let setting) = try SimState(start: instant, settings: chosen).validate(command)
        else { throw ScenarioError("settings: '\(text)' is not NAME=VALUE (e.g. budget=60)") }
        chosen.apply(setting)
      } catch let error as ScenarioError {
        throw error
      } catch {
        throw ScenarioError("settings: '\(text)': \(error)")
      }
    }
    let header = JournalHeader.stamped(start: instant, settings: chosen)
    session = Session(Journal.inMemory(header: header, actions: builtinKinds ? Session.initialActions() : []))
    session.providerHost = providers
    exportedFrom = journal
    if let name = getenv(Self.plantedBugVariable).map({ String(cString: $0) }) {
      guard let bug = PlantedBug(rawValue: name) else {
        throw ScenarioError("\(Self.plantedBugVariable)=\(name) is not a planted bug of the model")
      }
      session.head.plantedBug = bug
      session.viewed.plantedBug = bug
      let note = "widgetsim: \(Self.plantedBugVariable)=\(name): \(journal) replays with a planted bug in the model\n"
      _ = note.withCString { write(2, $0, strlen($0)) }
    }
  }

  /// The environment variable that plants a bug in the model of exported tests (`init(exportedFrom:…)`).
  static let plantedBugVariable = "WIDGETSIM_EXPORTED_PLANTED_BUG"

  /// Runs one REPL line — an action (`add weather small`, `tick 5m`) or a question (`why w1`, `show`, `doctor`) — and
  /// returns the text the REPL prints for it.
  /// - Throws: `ScenarioError` with the REPL's message when the line is not a valid command; nothing is applied.
  @discardableResult
  public mutating func run(_ line: String) throws(ScenarioError) -> String {
    unshare()
    let outcome = session.execute(line)
    if let error = outcome.error { throw ScenarioError(located(error), line: line) }
    return outcome.output
  }

  /// Applies one action line of a journal, as `widgetsim replay` does: decoded and checked (its checksum when it has
  /// one, its seq, which must be the next one, and the action against the state), with the provider outputs it
  /// recorded (`"builds"`), so a journal whose kinds ran a developer's own providers replays without them.
  /// - Returns: the text the REPL prints for the action.
  /// - Throws: `ScenarioError` naming the seq and the reason when the line is damaged, out of order, invalid now, or
  ///   its outputs do not fit its builds; nothing is applied.
  @discardableResult
  public mutating func run(journalLine text: String) throws(ScenarioError) -> String {
    let next = state.seq + 1
    let line: ActionCodec.Line
    do { line = try ActionCodec.decode(text, lineNumber: next + 1) } catch {
      throw ScenarioError(located(error.description), line: text)
    }
    guard line.seq == next else {
      throw ScenarioError(
        located("the journal line has seq \(line.seq), but the next action is seq \(next)"), line: text)
    }
    unshare()
    do { return try session.performRecorded(line.action).output } catch {
      throw ScenarioError(located(String(describing: error)), line: text)
    }
  }

  /// `message` with the journal and the seq of the action about to run, for a scenario that replays an exported
  /// journal; `message` itself otherwise.
  private func located(_ message: String) -> String {
    guard let exportedFrom else { return message }
    return "\(exportedFrom), seq \(state.seq + 1): \(message)"
  }

  /// Runs several REPL lines in order, as a script: each must succeed.
  /// - Returns: what the REPL prints for each, one after the other.
  /// - Throws: `ScenarioError` at the first line that fails; the lines before it stay applied.
  @discardableResult
  public mutating func run(lines: [String]) throws(ScenarioError) -> [String] {
    var outputs: [String] = []
    for line in lines { outputs.append(try run(line)) }
    return outputs
  }

  /// Validates a typed command against the state and applies it, as `run` does with its text.
  /// - Returns: the text the REPL prints for it.
  /// - Throws: `ScenarioError` with the model's message when the command is not valid; nothing is applied.
  @discardableResult
  public mutating func send(_ command: Command) throws(ScenarioError) -> String {
    unshare()
    do { return try session.perform(command).output } catch {
      throw ScenarioError(String(describing: error))
    }
  }

  /// The world now: the fold of every action so far.
  public var state: SimState { session.head }

  /// The actions so far, in order, beginning with the built-in kinds' definitions.
  public var actions: [Action] {
    // A scenario's session holds its actions in memory, so reading them cannot fail.
    (try? session.journal.all()) ?? []
  }

  /// The ids of the widgets placed now, in the order they were added.
  public var widgetIDs: [String] { state.widgets.keys }

  /// How many widgets are placed now.
  public var widgetCount: Int { state.widgets.count }

  /// What the model says about a widget now (its status and shown entry, why it is stale, its next refresh, budget
  /// use and last build): what every view of it renders; nil when there is no widget `id`.
  public func facts(of id: String) -> FactSheet? {
    state.widgets[id].map { state.facts(of: $0) }
  }

  /// The status a widget shows now, or nil when there is no widget `id`.
  public func status(of id: String) -> WidgetStatus? {
    display(of: id)?.status
  }

  /// What a widget shows now (entry, content, data age, status), or nil when there is no widget `id`.
  public func display(of id: String) -> Display? {
    state.widgets[id].map { state.display($0) }
  }

  /// The entry a widget shows now, as one line: the entry's date (ISO 8601, UTC) and its content as JSON, or
  /// `fallback` when it shows its kind's fallback view; nil when there is no widget `id`.
  public func shownEntry(of id: String) -> String? {
    state.widgets[id].map { state.shownEntryText($0) }
  }

  /// When a widget's next timeline build is scheduled (ISO 8601, UTC, deferrals included), or `none`; nil when there
  /// is no widget `id`.
  public func nextRefresh(of id: String) -> String? {
    state.widgets[id].map { state.nextRefreshText($0) }
  }

  /// The counted refreshes of a widget's budget in the rolling 24 hours now (its pool's, under a shared
  /// `budgetScope`), as `budget ID` counts them; nil when there is no widget `id`.
  public func budgetUsed(of id: String) -> Int? {
    state.widgets[id].map { state.budgetUse($0).used }
  }

  /// The explanation `why ID` prints: what the widget shows, why, and what would change it.
  /// - Throws: `ScenarioError` when there is no widget `id`.
  public func why(_ id: String) throws(ScenarioError) -> String {
    guard let widget = state.widgets[id] else { throw ScenarioError("why: no widget '\(id)'", line: "why \(id)") }
    return Narrator(state).why(widget).joined(separator: "\n")
  }

  /// What the widget gallery and the configuration preview show for `kind` now, as `snapshot KIND [FAMILY]
  /// [PARAM=VALUE…]` draws it: read from the caches only (never the network), the kind's defaults unless given; for
  /// a kind of a developer's own provider, what its snapshot method gives when the session runs the provider.
  /// - Throws: `ScenarioError` with the REPL's message for an unknown kind, family or parameter, or a bad value.
  public func snapshot(_ kind: String, _ family: Family? = nil, _ params: [String: String] = [:]) throws(ScenarioError)
    -> Snapshot
  {
    do {
      let words = params.keys.sorted().map { KeyValue($0, params[$0]!) }
      let request = try state.snapshotRequest(kind: kind, family: family?.rawValue, params: words)
      return session.preview(request, in: state)
    } catch {
      throw ScenarioError(error.description, line: "snapshot \(kind)")
    }
  }

  /// The findings `doctor` prints, one per known pitfall that matches the world now.
  public func doctor() -> [Finding] {
    // A scenario's session holds its actions in memory, so reading them back cannot fail.
    (try? session.doctorFindings()) ?? []
  }

  /// The canonical JSON state, as `state --json` and `widgetsim replay --json` print it.
  public var json: String { state.json }

  /// A digest of the whole state: equal states have equal digests, as `widgetsim replay --digest` prints.
  public var digest: String { state.digest }

  /// The scenario as a journal in the current format, with checksums: `widgetsim replay` and
  /// `WidgetScenario(journal:)` read it back to the same state.
  public func journalText() -> String {
    var text = session.header.line + "\n"
    for (index, action) in actions.enumerated() { text += ActionCodec.encode(action, seq: index + 1) + "\n" }
    return text
  }

  /// Gives this scenario a session of its own before it changes, when a copy of the scenario shares it.
  private mutating func unshare() {
    guard !isKnownUniquelyReferenced(&session) else { return }
    session = session.copy()
  }
}

/// A command a scenario could not run: the message the REPL prints for it.
public struct ScenarioError: Error, Equatable, Sendable, CustomStringConvertible {
  /// What went wrong, in the REPL's words.
  public var message: String
  /// The line that failed, when the error comes from `run`.
  public var line: String?

  /// An error with the REPL's `message` for `line`.
  public init(_ message: String, line: String? = nil) {
    self.message = message
    self.line = line
  }

  /// The REPL's message.
  public var description: String { message }
}

/// The texts `WidgetScenario` compares a widget by, shared with `widgetsim export swift-testing`, which writes them
/// into the tests it exports.
extension SimState {
  /// The entry `widget` shows now: the entry's date (ISO 8601, UTC) and its content as JSON, or `fallback`.
  public func shownEntryText(_ widget: Widget) -> String {
    let shown = display(widget)
    return shown.entryDate.iso8601 + " " + (shown.content?.serialized ?? "fallback")
  }

  /// When `widget`'s next timeline build is scheduled (ISO 8601, UTC), or `none`.
  public func nextRefreshText(_ widget: Widget) -> String {
    nextRefresh(widget, place: .some(nil)).scheduledAt?.iso8601 ?? "none"
  }
}
