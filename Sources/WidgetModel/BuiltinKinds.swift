/// The three kinds written into every new journal, so a user can start at once (docs/MODEL.md, "Kinds").
public enum BuiltinKinds {
  /// `weather`: an enum city with a default, five hourly entries, `atEnd`.
  public static let weather = Kind(
    name: "weather", displayName: "Weather", families: [.systemSmall, .systemMedium, .systemLarge],
    params: [
      ParamSpec(
        name: "city", type: .enumeration(["Beijing", "Shanghai", "Guangzhou"]), defaultValue: .string("Beijing"))
    ],
    entries: 5, every: .hours(1), policy: .atEnd, dataKey: DataKeyTemplate("weather:{city}")!, ttl: .minutes(30),
    fallback: .placeholder)

  /// `stocks`: a string symbol, twelve entries five minutes apart, `after:1h`.
  public static let stocks = Kind(
    name: "stocks", displayName: "Stocks", families: [.systemSmall, .systemMedium],
    params: [ParamSpec(name: "symbol", type: .string, defaultValue: .string("AAPL"))],
    entries: 12, every: .minutes(5), policy: .after(.hours(1)), dataKey: DataKeyTemplate("stocks:{symbol}")!,
    ttl: .minutes(5), fallback: .placeholder)

  /// `todo`: a list parameter with no default, one entry, `never`, blank fallback.
  public static let todo = Kind(
    name: "todo", displayName: "To Do", families: [.systemSmall, .systemMedium, .systemLarge],
    params: [ParamSpec(name: "list", type: .string)],
    entries: 1, every: .hours(1), policy: .never, dataKey: DataKeyTemplate("todo:{list}")!, ttl: .minutes(30),
    fallback: .blank)

  /// All built-in kinds in the order they are written into a new journal.
  public static let all: [Kind] = [weather, stocks, todo]
}
