/// The model's assumptions that WidgetKit does not document, exposed so a user can change them.
public struct Settings: Hashable, Sendable {
  /// Counted refreshes allowed per budget pool (per widget by default) in any rolling 24 hours.
  public var budget: Int = 40
  /// The least time between two timeline builds of a widget before a counted refresh may happen.
  public var minInterval: TimeSpan = .minutes(5)
  /// How long after a WidgetCenter reload request the widget becomes due.
  public var latency: TimeSpan = .zero
  /// Whether a configuration change counts against the budget.
  public var configureCounts: Bool = false
  /// Whose budget a counted refresh uses: the widget's own (Apple's documentation), its kind's, or the app's. (The
  /// one-byte settings are declared together, so they share one word: every copy of the state copies them.)
  public var budgetScope: BudgetScope = .widget
  /// When a reload requested while the app is in the foreground is carried out.
  public var foregroundReloads: ForegroundReloads = .immediate
  /// Whether the app's reload of a widget on screen is free (the reload filter's first rule).
  public var visibleReloadsFree = true
  /// Whether the system's rebuild after an app update succeeds, or fails and is tried again an hour later.
  public var appUpdateReload: AppUpdateReload = .ok
  /// Whether a reload the app asks for while running in the background counts (Apple's documentation) or is free
  /// (WWDC25).
  public var runningAppReloads: RunningAppReloads = .counted
  /// WidgetKit Developer Mode: the app's reloads are free and never held or throttled.
  public var developerMode = false
  /// Where a simulator program's providers' requests are answered: the `net URL` lines, or the real network.
  public var network: NetworkSource = .simulated
  /// How long the system lets a provider run for one timeline; a build whose fetch waits longer fails.
  public var providerDeadline: TimeSpan = .seconds(5)
  /// How long after a failed build the widget is due again.
  public var retryAfter: TimeSpan = .hours(1)
  /// A daily window in which counted refreshes wait for its end, or nil for none.
  public var quietHours: QuietHours? {
    get { quietHoursBox?.window }
    set { quietHoursBox = newValue.map(QuietHoursBox.init) }
  }
  /// `quietHours`, boxed: a window holds its zone, hundreds of bytes that inline made `Settings`, and the journal
  /// header and state that hold it, as large, and replays paid for copying them (docs/PERFORMANCE.md).
  var quietHoursBox: QuietHoursBox? = nil
  /// How long after its build a one-entry `atEnd` timeline is due, or nil for at once (its last entry's date).
  public var atEndSingle: TimeSpan? {
    get { atEndSingleSpan.ms < 0 ? nil : atEndSingleSpan }
    set { atEndSingleSpan = newValue ?? TimeSpan(ms: -1) }
  }
  /// `atEndSingle`, with -1 ms for none: 8 bytes instead of an optional's 16, and read by the scheduler as it is.
  var atEndSingleSpan = TimeSpan(ms: -1)
  /// How far a simulator program's extension process may grow above its idle size, in megabytes (10^6 bytes).
  public var extensionMemoryMB: Int32 = 30
  /// How long a simulator program keeps its extension's process after a call, in simulated time.
  public var extensionKeepAlive: TimeSpan = .minutes(1)
  /// The foreground throttle window: the app's first request in the foreground goes through, later ones inside the
  /// window are held until its end or the background transition; nil for none.
  public var foregroundThrottle: TimeSpan? {
    get { foregroundThrottleSpan.ms < 0 ? nil : foregroundThrottleSpan }
    set { foregroundThrottleSpan = newValue ?? TimeSpan(ms: -1) }
  }
  /// `foregroundThrottle`, with -1 ms for none (as `atEndSingleSpan`).
  var foregroundThrottleSpan = TimeSpan(ms: -1)
  /// How long after an App Intent ran the app's reloads are free.
  public var intentReloadWindow: TimeSpan = .minutes(1)

  public init() {}

  /// The names accepted by `set`, in the order shown to people (`SettingTable.rows`): the numbers of the model, then
  /// the rules that stand for the system's discretion.
  public static let names = SettingTable.rows.map(\.name)

  /// The settings that give the model's numbers (its budget, intervals and deadlines) and `configureCounts`.
  public static let numberNames = SettingTable.rows(in: .numbers).map(\.name)

  /// The settings that choose between what Apple documents (their defaults) and what guides say or devices do.
  public static let discretionNames = SettingTable.rows(in: .discretion).map(\.name)

  /// The value of a setting as it is written in `set NAME=VALUE`, or nil when there is no such setting.
  public func text(of name: String) -> String? { SettingTable.row(named: name)?.text(in: self) }

  /// The word that turns `quietHours` and `atEndSingle` off.
  public static let none = "none"

  /// Whether any setting that moves a counted refresh off the widget's own rules is on (`budgetScope` other than
  /// `widget`, `quietHours`): the scheduler then takes its shared path (see `SharedScheduleRules`).
  var usesSharedPath: Bool { budgetScope != .widget || quietHours != nil }

  /// Changes one setting.
  public mutating func apply(_ setting: Setting) {
    switch setting {
    case .budget(let n): budget = n
    case .minInterval(let span): minInterval = span
    case .latency(let span): latency = span
    case .configureCounts(let b): configureCounts = b
    case .providerDeadline(let span): providerDeadline = span
    case .retryAfter(let span): retryAfter = span
    case .budgetScope(let scope): budgetScope = scope
    case .foregroundReloads(let when): foregroundReloads = when
    case .visibleReloadsFree(let free): visibleReloadsFree = free
    case .quietHours(let window): quietHours = window
    case .atEndSingle(let span): atEndSingle = span
    case .extensionMemory(let megabytes): extensionMemoryMB = Int32(clamping: megabytes)
    case .extensionKeepAlive(let span): extensionKeepAlive = span
    case .network(let source): network = source
    case .appUpdateReload(let reload): appUpdateReload = reload
    case .foregroundThrottle(let span): foregroundThrottle = span
    case .intentReloadWindow(let span): intentReloadWindow = span
    case .runningAppReloads(let reading): runningAppReloads = reading
    case .developerMode(let on): developerMode = on
    }
  }
}

/// A quiet-hours window, boxed (see `Settings.quietHoursBox`); equal and hashed by the window it holds.
final class QuietHoursBox: Hashable, Sendable {
  /// The window.
  let window: QuietHours

  /// A box holding `window`.
  init(_ window: QuietHours) { self.window = window }

  /// Boxes are equal when their windows are.
  static func == (a: QuietHoursBox, b: QuietHoursBox) -> Bool { a.window == b.window }

  /// Hashes the window, as equality compares it.
  func hash(into hasher: inout Hasher) { hasher.combine(window) }
}

/// One setting changed by a `set` action.
public enum Setting: Hashable, Sendable {
  case budget(Int)
  case minInterval(TimeSpan)
  case latency(TimeSpan)
  case configureCounts(Bool)
  case providerDeadline(TimeSpan)
  case retryAfter(TimeSpan)
  case budgetScope(BudgetScope)
  case foregroundReloads(ForegroundReloads)
  case visibleReloadsFree(Bool)
  /// A window, or nil (`none`). Boxed: a window with its zone is hundreds of bytes, which inline made every action
  /// as large, and replays paid for it in copies (docs/PERFORMANCE.md).
  indirect case quietHours(QuietHours?)
  /// A duration, or nil (`none`).
  case atEndSingle(TimeSpan?)
  /// Megabytes.
  case extensionMemory(Int)
  case extensionKeepAlive(TimeSpan)
  case network(NetworkSource)
  case appUpdateReload(AppUpdateReload)
  /// A window, or nil (`none`).
  case foregroundThrottle(TimeSpan?)
  case intentReloadWindow(TimeSpan)
  case runningAppReloads(RunningAppReloads)
  case developerMode(Bool)

  /// The settings, one case each, named as `set NAME=VALUE` and the journal name them; each has a row in
  /// `SettingTable`, found by the raw value.
  public enum Key: Int, Sendable, CaseIterable {
    case budget, minInterval, latency, configureCounts, providerDeadline, retryAfter
    case budgetScope, foregroundReloads, quietHours, atEndSingle, visibleReloadsFree
    case extensionMemory, extensionKeepAlive, network
    case appUpdateReload
    case foregroundThrottle, intentReloadWindow, runningAppReloads, developerMode
  }

  /// Which setting this changes.
  public var key: Key {
    switch self {
    case .budget: .budget
    case .minInterval: .minInterval
    case .latency: .latency
    case .configureCounts: .configureCounts
    case .providerDeadline: .providerDeadline
    case .retryAfter: .retryAfter
    case .budgetScope: .budgetScope
    case .foregroundReloads: .foregroundReloads
    case .visibleReloadsFree: .visibleReloadsFree
    case .quietHours: .quietHours
    case .atEndSingle: .atEndSingle
    case .extensionMemory: .extensionMemory
    case .extensionKeepAlive: .extensionKeepAlive
    case .network: .network
    case .appUpdateReload: .appUpdateReload
    case .foregroundThrottle: .foregroundThrottle
    case .intentReloadWindow: .intentReloadWindow
    case .runningAppReloads: .runningAppReloads
    case .developerMode: .developerMode
    }
  }

  /// The setting's name, as in `set NAME=VALUE`.
  public var name: String { SettingTable.row(key).name }

  /// The value as written in `set NAME=VALUE`.
  public var valueText: String { SettingTable.row(key).text(of: self) }
}

/// Whose rolling-24h budget a widget's counted refreshes use (docs/MODEL.md, "Settings").
public enum BudgetScope: String, Hashable, Sendable, CaseIterable {
  /// Each widget has its own budget, as Apple documents.
  case widget
  /// The widgets of one kind share one budget.
  case kind
  /// All the app's widgets share one budget, as a widely read guide says.
  case app
}

/// When a reload requested while the app is in the foreground is carried out (docs/MODEL.md, "Settings").
public enum ForegroundReloads: String, Hashable, Sendable, CaseIterable {
  /// After the latency, not counted, as Apple documents.
  case immediate
  /// Held until the app goes to the background, then carried out at once, not counted, as reported on iOS 16
  /// devices.
  case onBackground
}

/// Where a simulator program's providers' requests are answered (docs/PROVIDERS.md, "Network").
public enum NetworkSource: String, Hashable, Sendable, CaseIterable {
  /// By the `net URL` lines: no request reaches the network.
  case simulated
  /// By the real network, each answer recorded with its build.
  case real
}

/// Whether the app's reload requests from the background count (docs/MODEL.md, "Settings").
public enum RunningAppReloads: String, Hashable, Sendable, CaseIterable {
  /// They count against the budget, as Apple's documentation says ("while the app is in the foreground" only is free).
  case counted
  /// They are free: WWDC25 says a request from a running app "is not budgeted".
  case free
}
