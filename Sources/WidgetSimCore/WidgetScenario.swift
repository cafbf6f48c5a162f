import WidgetJournal
import WidgetModel

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

  /// A new world at `start`, with the built-in kinds defined; `start` must be within `Limits.instantRange`.
  public init(start: Instant) {
    precondition(Limits.instantRange.contains(start), "a scenario starts within the clock's range")
    session = Session.inMemory(start: start)
  }

  /// A new world at `start`, an ISO 8601 instant such as `2026-03-01T08:00:00Z` or `2026-03-01T16:00:00+08:00`,
  /// with the built-in kinds defined.
  /// - Throws: `ScenarioError` when `start` is not an ISO 8601 instant.
  public init(start: String) throws(ScenarioError) {
    guard let instant = Instant(typed: start) else {
      throw ScenarioError("start: '\(start)' is not an ISO 8601 instant (e.g. 2026-03-01T08:00:00Z)")
    }
    guard Limits.instantRange.contains(instant) else {
      throw ScenarioError("start: '\(start)' is outside the clock's range, \(Limits.instantRangeText)")
    }
    self.init(start: instant)
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

  /// Runs one REPL line — an action (`add weather small`, `tick 5m`) or a question (`why w1`, `show`, `doctor`) — and
  /// returns the text the REPL prints for it.
  /// - Throws: `ScenarioError` with the REPL's message when the line is not a valid command; nothing is applied.
  @discardableResult
  public mutating func run(_ line: String) throws(ScenarioError) -> String {
    unshare()
    let outcome = session.execute(line)
    if let error = outcome.error { throw ScenarioError(error, line: line) }
    return outcome.output
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

  /// The status a widget shows now, or nil when there is no widget `id`.
  public func status(of id: String) -> WidgetStatus? {
    display(of: id)?.status
  }

  /// What a widget shows now (entry, content, data age, status), or nil when there is no widget `id`.
  public func display(of id: String) -> Display? {
    state.widgets[id].map { state.display($0) }
  }

  /// The explanation `why ID` prints: what the widget shows, why, and what would change it.
  /// - Throws: `ScenarioError` when there is no widget `id`.
  public func why(_ id: String) throws(ScenarioError) -> String {
    guard let widget = state.widgets[id] else { throw ScenarioError("why: no widget '\(id)'", line: "why \(id)") }
    return state.why(widget).joined(separator: "\n")
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
