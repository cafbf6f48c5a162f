import WidgetModel

extension Session {
  /// A session kept in memory whose kinds include `widgets`, their builds run by their providers: what a developer's
  /// test drives, with the same lines as the simulator program's REPL (`add weather`, `data weather.json {…}`,
  /// `tick 1h`, `why w1`).
  ///
  /// ```swift
  /// let session = try Session.simulating([weather], start: Instant(iso8601: "2026-03-01T08:00:00Z")!)
  /// #expect(session.execute("add weather").error == nil)
  /// ```
  ///
  /// The session keeps the providers (and their App Group folder) for as long as it lives.
  /// - Parameters:
  ///   - widgets: the developer's widgets, each with its provider.
  ///   - start: the simulated clock's first reading.
  /// - Throws: when the App Group folder cannot be made.
  public static func simulating(_ widgets: [SimulatedWidget], start: Instant) throws -> Session {
    try simulating(widgets, start: start, isolation: .inProcess)
  }

  /// `simulating(_:start:)` with the providers run as `isolation` says: `.workerProgram(path)` runs them in worker
  /// processes of the simulator program at `path`, so that a provider that crashes fails its build, explained, and
  /// the test goes on (docs/PROVIDERS.md, "Providers in tests").
  public static func simulating(_ widgets: [SimulatedWidget], start: Instant, isolation: ProviderIsolation) throws
    -> Session
  {
    let providers = try SimulatedProviders(widgets, isolation: isolation)
    let session = Session.inMemory(start: start, kinds: providers.kinds)
    session.providerHost = providers
    return session
  }

  /// The journal at `path`, created or resumed as `Session.open(path:start:)` does, with `widgets` as kinds whose
  /// builds run their providers: the session the simulator program opens with `--journal`. A journal recorded by
  /// the app (`WidgetSimRecorder`) that already defines a widget's kind keeps its definition.
  /// - Parameters:
  ///   - widgets: the developer's widgets, each with its provider.
  ///   - path: the journal's file.
  ///   - start: the clock's first reading for a new journal; an existing one keeps its own.
  /// - Returns: the session and the notes `Session.open` and the kinds' definitions give (a journal resumed, a kind
  ///   defined differently).
  /// - Throws: `JournalError` when the journal cannot be opened, or an error when the App Group folder cannot be made.
  public static func simulating(_ widgets: [SimulatedWidget], journal path: String, start: Instant) throws -> (
    Session, [String]
  ) {
    let providers = try SimulatedProviders(widgets)
    let (session, notes) = try Session.open(path: path, start: start, startIsExplicit: false, kinds: providers.kinds)
    session.providerHost = providers
    return (session, notes + (try session.defineProviderKinds(providers.kinds)))
  }
}
