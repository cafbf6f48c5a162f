/// Every bound the model enforces, as named constants checked at the boundary (docs/MODEL.md, "Limits").
public enum Limits {
  /// The most widgets alive at once.
  public static let widgetsMax = 10_000
  /// The most home screen pages (`device page N`, `move ID page=N`): iOS shows at most 15.
  public static let homePagesMax = 15
  /// The longest time zone name `device timezone` takes, in bytes (the longest IANA name is 32).
  public static let zoneNameBytesMax = 64
  /// The most kinds defined in one journal.
  public static let kindsMax = 256
  /// The most parameters of one kind.
  public static let paramsMax = 16
  /// The most options of one enum parameter.
  public static let enumOptionsMax = 64
  /// The most entries of one timeline, a recipe's or a provider's: above the thousands a countdown or a day of
  /// departures takes. A limit of this simulator, not of WidgetKit.
  public static let entriesMax = 10_000
  /// The longest single tick.
  public static let tickSpanMax = TimeSpan.days(400)
  /// The largest budget a `set budget=` accepts.
  public static let budgetMax = 100_000
  /// The longest `minInterval`, `latency`, `every`, `ttl` or `after:` span.
  public static let spanMax = TimeSpan.days(365)
  /// The longest fetch `timeout` of a kind, `took=` of a server's answer, and `providerDeadline`.
  public static let fetchSpanMax = TimeSpan.hours(1)
  /// The largest serialized data value, in bytes: 8 MiB, above the App Group files of several megabytes real apps
  /// write (a journal records a longer action in part lines, `Limits.journalActionBytesMax`). A limit of this
  /// simulator, not of WidgetKit.
  public static let dataValueBytesMax = 8 << 20
  /// The most JSON values (numbers, strings, arrays, objects …) one data value or one journal action may hold, counted
  /// before it is parsed, so that 8 MiB of `[[0],[0],…]` cannot take gigabytes as values in memory.
  public static let jsonValuesMax = 500_000
  /// The deepest nesting of a data value.
  public static let dataValueDepthMax = 32
  /// The deepest nesting any JSON text may have (a data value as typed, a journal line); deeper input fails cleanly
  /// instead of exhausting the stack. Data values must then stay within `dataValueDepthMax`.
  public static let jsonDepthMax = 64
  /// The longest reason a developer's provider build failed with, as recorded.
  public static let providerReasonBytesMax = 1024
  /// The largest `extensionMemory`, in megabytes.
  public static let extensionMemoryMBMax = 4096
  /// The longest name: kind, widget id, parameter, cache key, string value.
  public static let nameBytesMax = 200
  /// The most distinct cache keys.
  public static let cacheKeysMax = 100_000
  /// The most bytes the cache may hold in memory, keys and values, as `CacheTable.heldBytes` accounts them: what
  /// bounds the state's memory, since the cache never forgets a key.
  public static let cacheBytesMax = 64 << 20
  /// The words a failure at one of these limits says, so that nobody takes it for a rule of WidgetKit (the simulator
  /// program's own limits on a provider's output end their reasons with them too, `ProviderLimits`).
  public static let simulatorLimitWords = "(a limit of this simulator, not of WidgetKit)"
  /// The earliest instant the clock accepts (1970-01-01).
  public static let instantMin = Instant(ms: 0)
  /// The latest instant the clock accepts (9999-12-31).
  public static let instantMax = Instant(ms: 253_402_300_799_000)
  /// Every instant the clock accepts and a journal can record: a start, a tick's target.
  public static let instantRange = instantMin...instantMax
  /// The clock's range in words, for messages about an instant outside it.
  public static let instantRangeText = "from \(instantMin.iso8601) to \(instantMax.iso8601)"
}

extension Limits {
  /// The most timeline builds one tick may need (bounded from the settings), so no action runs for minutes.
  public static let tickBuildsMax: Int64 = 10_000_000
}
