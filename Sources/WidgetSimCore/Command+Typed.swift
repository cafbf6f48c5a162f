/// Typed commands for scenarios, for people who prefer values to command text: `scenario.send(.tick(.minutes(5)))`.
extension Command {
  /// Moves the clock forward by `span` (`tick 5m`).
  public static func tick(_ span: TimeSpan) -> Command { .tickBy(span.text) }

  /// Moves the clock to `instant` (`tick to 2026-03-01T09:00:00Z`).
  public static func tick(to instant: Instant) -> Command { .tickTo(instant.iso8601) }

  /// Adds a widget of `kind` in `family` with parameter values, named `id` or given the next automatic id
  /// (`add weather small city=Beijing`).
  public static func add(
    _ kind: String, _ family: Family? = nil, _ params: [String: String] = [:], as id: String? = nil
  ) -> Command {
    .add(
      kind: kind, family: family?.rawValue, params: params.keys.sorted().map { KeyValue($0, params[$0]!) }, id: id)
  }

  /// Changes a widget's parameter values (`configure w1 city=Shanghai`).
  public static func configure(_ id: String, _ params: [String: String]) -> Command {
    .configure(id: id, params: params.keys.sorted().map { KeyValue($0, params[$0]!) })
  }

  /// Writes `value` to the cache under `key`, with its own ttl if given (`data weather:Beijing {"temp":3}`).
  public static func data(_ key: String, _ value: JSONValue, ttl: TimeSpan? = nil) -> Command {
    .data(key: key, value: value, ttl: ttl?.text)
  }

  /// Asks WidgetCenter to reload every widget of `kind` (`reload weather`).
  public static func reload(_ kind: String) -> Command { .reload(target: kind) }

  /// Asks WidgetCenter to reload every widget of the app (`reload all`).
  public static var reloadAll: Command { .reload(target: "all") }

  /// Moves the app to the foreground or the background (`app foreground`).
  public static func app(_ state: AppState) -> Command { .app(state.rawValue) }

  /// Makes the App Group container available or not (`appgroup off`).
  public static func appGroup(available: Bool) -> Command { .appGroup(available ? "on" : "off") }
}
