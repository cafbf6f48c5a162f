/// Every setting, one row each (docs/MODEL.md, "Settings"): its name, value type and range, when the journal's header
/// and the canonical JSON write it, its help, what completion offers and what the property tests draw. Parsing,
/// validation, command text, the journal's action and header, the canonical JSON, `help set`, completion, `set`'s
/// listing, the generator and the shrinker all read it (like SQLite's `mkpragmatab` and swift-argument-parser's
/// declared options), so none of them names a setting.
///
/// Adding a setting: its stored property in `Settings`, its case in `Setting` and `Setting.Key` (the compiler then
/// asks for its arm in `Setting.key` and `Settings.apply`), its row here (a new kind of value also gets a factory in
/// `SettingValue`), then its behaviour and its line in docs/MODEL.md's table, which `SettingTableTests` checks with
/// the row's name and values. A new setting is `.unlessDefault`, so journals and states that do not use it read,
/// write and digest as they did.
public enum SettingTable {
  /// The rows, in the order `set`, `help set` and the journal list them: the model's numbers, then the rules that
  /// stand for the system's discretion. Each is named as its key's case.
  public static let rows: [Row] = [
    Row(
      .budget, "budget", .numbers, .count(1...Limits.budgetMax), get: { $0.budget }, set: Setting.budget,
      written: .always,
      help:
        "counted refreshes allowed in any 24 hours, per widget unless budgetScope shares it (default 40). Apple: a frequently viewed widget gets 40 to 70 refreshes a day; the model takes the low end.",
      samples: Samples(["1", "2", "3", "5", "10", "24", "40", "60"])),
    Row(
      .minInterval, "minInterval", .numbers, .span(.zero...Limits.spanMax), get: { $0.minInterval },
      set: Setting.minInterval,
      written: .always,
      help:
        "the least time between two builds before a counted refresh (default 5m). Apple says WidgetKit imposes a minimum without saying how long; 5 minutes is the spacing it advises between entries.",
      samples: Samples(["0s", "1s", "1m", "5m", "15m", "30m"])),
    Row(
      .latency, "latency", .numbers, .span(.zero...Limits.spanMax), get: { $0.latency }, set: Setting.latency,
      written: .always,
      help:
        "how long after a reload request the widget is due (default 0s). Apple does not say; guides report seconds to tens of seconds, so replay a journal under it with set latency=20s.",
      samples: Samples(["0s", "0s", "10s", "1m", "5m"])),
    Row(
      .configureCounts, "configureCounts", .numbers, .bool, get: { $0.configureCounts }, set: Setting.configureCounts,
      written: .always,
      help: "whether a configuration change counts against the budget (default false). Apple does not say.",
      samples: Samples(["true", "false"])),
    Row(
      .providerDeadline, "providerDeadline", .numbers, .span(TimeSpan(ms: 1)...Limits.fetchSpanMax),
      get: { $0.providerDeadline },
      set: Setting.providerDeadline, written: .withFetch,
      help:
        "how long the system lets a provider run for one timeline (default 5s); a build whose fetch waits longer fails. Guides cite an execution window of about 5 seconds.",
      samples: Samples(["1s", "2s", "3s", "5s", "5s", "10s"])),
    Row(
      .retryAfter, "retryAfter", .numbers, .span(.seconds(1)...Limits.spanMax), get: { $0.retryAfter },
      set: Setting.retryAfter,
      written: .withFetch,
      help: "when a widget whose build failed is due again (default 1h), as devices log the next attempt.",
      samples: Samples(["1s", "1m", "5m", "30m", "1h", "1h", "2h"])),
    Row(
      .budgetScope, "budgetScope", .discretion, .choice, get: { $0.budgetScope }, set: Setting.budgetScope,
      written: .unlessDefault,
      help:
        "whose budget a counted refresh uses. Default widget: Apple's documentation gives each widget its own. kind: the widgets of one kind share one budget; app: all the app's widgets share one, as a widely read guide says. A spent pool defers every widget in it.",
      samples: Samples(["widget", "kind", "app", "app"])),
    Row(
      .foregroundReloads, "foregroundReloads", .discretion, .choice, get: { $0.foregroundReloads },
      set: Setting.foregroundReloads, written: .unlessDefault,
      help:
        "when a reload requested while the app is in the foreground happens. Default immediate: after the latency, not counted, as Apple documents. onBackground: held until the app goes to the background, then carried out at once, not counted, as reported on iOS 16 devices.",
      samples: Samples(["immediate", "onBackground", "onBackground"])),
    Row(
      .visibleReloadsFree, "visibleReloadsFree", .discretion, .bool, get: { $0.visibleReloadsFree },
      set: Setting.visibleReloadsFree, written: .unlessDefault,
      help:
        "whether the app's reload of a widget on screen (device home on its page, or device lock for an accessory widget, the app not in front) is free: not counted, after the latency. Default true: devices log \"Allowing free reload … because widget is visible.\", the first rule of their reload filter. false: counted like any reload from the background.",
      samples: Samples(["true", "true", "false"])),
    Row(
      .quietHours, "quietHours", .discretion, .orNone(.window), get: { $0.quietHours }, set: Setting.quietHours,
      written: .unlessDefault,
      help:
        "a daily window in which counted refreshes wait for its end (default none: Apple documents none). Guides say the system refreshes less at night and on low battery. The times are read in the display zone (--tz) and written with its rule, as in 22:00-07:00@CST-8; foreground reloads are not affected.",
      // A night as guides describe it, read in the display zone.
      suggestions: [Settings.none, "22:00-07:00"],
      // Overnight, across and from midnight, around the 02:00 daylight saving changes, in the day, one minute long;
      // in UTC, whole and half-hour offsets east and west, and US daylight saving time (which starts on 2026-03-08, a
      // week after runs start).
      samples: Samples(
        ["22:00-07:00", "23:30-06:00", "00:00-05:00", "01:00-03:00", "12:00-13:00", "09:15-09:45", "18:00-18:01"],
        none: 0.2, zones: ["UTC0", "CST-8", "<+0530>-5:30", "<-03>3", "EST5EDT,M3.2.0,M11.1.0"])),
    Row(
      .atEndSingle, "atEndSingle", .discretion, .orNone(.span(.zero...Limits.spanMax)), get: { $0.atEndSingle },
      set: Setting.atEndSingle,
      written: .unlessDefault,
      help:
        "when a one-entry atEnd timeline is due. Default none: at once, its only entry having passed, as Apple documents atEnd. Apple engineers on the developer forums say such a timeline leaves the reload time to the system; DUR (at least minInterval) makes it due that long after its build.",
      suggestions: [Settings.none, "15m", "1h", "2h"],
      samples: Samples(["5m", "15m", "30m", "1h", "2h", "6h"], none: 0.2)),
    // The property tests leave these two alone: they change how a simulator program runs its providers, not the model.
    Row(
      .extensionMemory, "extensionMemory", .extensionProcess, .megabytes(1...Limits.extensionMemoryMBMax),
      get: { Int($0.extensionMemoryMB) }, set: Setting.extensionMemory, written: .unlessDefault,
      help:
        "how far a simulator program's extension process may grow above its idle size (default 30MB), the limit developers report for widget extensions; past it the build fails.",
      suggestions: ["30MB", "100MB"]),
    Row(
      .extensionKeepAlive, "extensionKeepAlive", .extensionProcess, .span(.zero...Limits.spanMax),
      get: { $0.extensionKeepAlive }, set: Setting.extensionKeepAlive, written: .unlessDefault,
      help:
        "how long of simulated time a simulator program keeps its extension's process after a call (default 1m); a later call starts a fresh one, so static state is gone. 0s: a fresh process for every call.",
      suggestions: ["0s", "1m", "1h"]),
    Row(
      .network, "network", .extensionProcess, .choice, get: { $0.network }, set: Setting.network,
      written: .unlessDefault,
      help:
        "where a simulator program's providers' URLSession requests are answered. Default simulated: by the net URL lines, never by the network. real: by the real network, each answer recorded with its build, so a replay needs no network.",
      suggestions: ["simulated", "real"]),
    Row(
      .appUpdateReload, "appUpdateReload", .discretion, .choice, get: { $0.appUpdateReload },
      set: Setting.appUpdateReload, written: .unlessDefault,
      help:
        "what the system's rebuild of every widget after app update does. Default ok: each is rebuilt at once with the new extension, not counted. stale: the rebuild fails as devices log it (\"bundleStubNotSupported\"), each widget keeps the old extension's timeline, and the system tries again, not counted, an hour later.",
      samples: Samples(["ok", "ok", "stale"])),
    Row(
      .foregroundThrottle, "foregroundThrottle", .discretion, .orNone(.span(TimeSpan(ms: 1)...Limits.spanMax)),
      get: { $0.foregroundThrottle }, set: Setting.foregroundThrottle, written: .unlessDefault,
      help:
        "the reload filter's throttle while the app is in the foreground (default none: Apple documents foreground reloads as free and at once). DUR: the first request goes through and opens a window; later ones inside it are held and carried out, not counted, at the window's end or when the app goes to the background, whichever comes first, as devices log (\"Throttling additional refresh request while foreground.\", \"Flushing pending reload request due to background transition.\"). foregroundReloads=onBackground, if set, holds every foreground request instead.",
      suggestions: [Settings.none, "30s", "60s", "5m"],
      samples: Samples(["10s", "30s", "60s", "60s", "5m", "15m"], none: 0.3)),
    Row(
      .intentReloadWindow, "intentReloadWindow", .discretion, .span(.zero...Limits.spanMax),
      get: { $0.intentReloadWindow }, set: Setting.intentReloadWindow, written: .unlessDefault,
      help:
        "how long after an App Intent ran (app intent) the app's reloads are free and not throttled (default 1m, an assumption: devices log \"Allowing reload because an intent recently ran for the extension\" without saying how recently). 0s: never.",
      suggestions: ["0s", "1m", "5m"],
      samples: Samples(["0s", "30s", "1m", "1m", "5m"])),
    Row(
      .runningAppReloads, "runningAppReloads", .discretion, .choice, get: { $0.runningAppReloads },
      set: Setting.runningAppReloads, written: .unlessDefault,
      help:
        "whether the app's reload requested while it runs in the background counts. Default counted: Apple's documentation frees only the foreground's. free: WWDC25 says such a request \"is not budgeted\".",
      samples: Samples(["counted", "counted", "free"])),
    Row(
      .developerMode, "developerMode", .discretion, .bool, get: { $0.developerMode }, set: Setting.developerMode,
      written: .unlessDefault,
      help:
        "WidgetKit Developer Mode, which lifts the budget for apps the developer installs (default false). true: the app's reloads are free, at once, never held or throttled; a trace recorded so cannot show budgets (doctor says so).",
      samples: Samples(["false", "false", "true"])),
  ]

  /// The rows in the order of `Setting.Key`'s cases, so that a key's row is found by its raw value.
  static let byKey: [Row] = {
    let sorted = rows.sorted { $0.key.rawValue < $1.key.rawValue }
    precondition(sorted.map(\.key) == Setting.Key.allCases, "every setting has exactly one row")
    return sorted
  }()

  /// The rows' names, in the rows' order: a name is found by comparing a few short strings, as a `switch` did.
  static let names = rows.map(\.name)

  /// The row of the setting named `name` (as `set` and the journal write it), or nil when there is none.
  public static func row(named name: String) -> Row? { names.firstIndex(of: name).map { rows[$0] } }

  /// The row of `key`.
  public static func row(_ key: Setting.Key) -> Row { byKey[key.rawValue] }

  /// The rows of `group`, in order.
  public static func rows(in group: Group) -> [Row] { rows.filter { $0.group == group } }

  /// Appends the members of `settings` that `document` holds, `"name":value` separated by commas, in the table's
  /// order (see `Written`).
  public static func writeMembers(_ settings: Settings, in document: Document, to out: inout String) {
    let fetchUsed = rows.contains { $0.written == .withFetch && !$0.isDefault(in: settings) }
    var first = true
    for row in rows {
      let writes: Bool
      switch (row.written, document) {
      case (.always, _): writes = true
      case (.withFetch, .state): writes = true
      case (.withFetch, .digest): writes = fetchUsed
      case (.withFetch, .header), (.unlessDefault, _): writes = !row.isDefault(in: settings)
      }
      guard writes else { continue }
      if !first { out += "," }
      first = false
      out += "\"" + row.name + "\":"
      row.json(in: settings).write(to: &out)
    }
  }

  /// The groups of settings, one line each in `set`'s listing.
  public enum Group: Sendable, CaseIterable {
    /// The model's numbers (its budget, intervals and deadlines) and `configureCounts`.
    case numbers
    /// The rules that choose between what Apple documents (their defaults) and what guides say or devices do.
    case discretion
    /// The process a simulator program runs its providers in (docs/PROVIDERS.md): its memory limit and how long it is
    /// kept.
    case extensionProcess
  }

  /// Which documents write a setting's value. The later a setting came, the more often it is left out at its default,
  /// so that journals and states from before it read, write and digest as they did.
  public enum Written: Sendable {
    /// Always: the settings of the first journal format.
    case always
    /// The provider's fetch settings: in the header when not the default; in the canonical JSON always, and in the
    /// digest's text when any of them is not its default.
    case withFetch
    /// Only when not the default, everywhere: every setting since.
    case unlessDefault
  }

  /// A document that holds the settings.
  public enum Document: Sendable {
    /// A journal's header line.
    case header
    /// The canonical JSON state (`state --json`).
    case state
    /// The text the state's digest covers.
    case digest
  }

  /// What the property tests' generator draws for a setting (`ActionGenerator`).
  public struct Samples: Sendable {
    /// The values drawn, uniformly (one written twice is drawn twice as often). Those the settings in force would
    /// refuse beside them (an `atEndSingle` under `minInterval`) are left out.
    public let values: [String]
    /// How often `none` is drawn instead, for a setting that can be off; 0 draws no chance at all.
    public let noneChance: Double
    /// Zone rules, one of which follows the value after `@` (a quiet-hours window's), or none.
    public let zones: [String]

    /// Samples of `values`, `none` with chance `none`, each followed by one of `zones`.
    init(_ values: [String], none: Double = 0, zones: [String] = []) {
      self.values = values
      self.noneChance = none
      self.zones = zones
    }
  }

  /// Why a setting's value in the journal's JSON is not one it takes.
  public struct JournalValueError: Error, Sendable, CustomStringConvertible {
    /// The reason, for people.
    public let description: String

    /// An error saying `description`.
    init(_ description: String) { self.description = description }
  }
}
