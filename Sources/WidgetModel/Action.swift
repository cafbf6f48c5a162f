/// A validated fact about the widget world, as appended to the journal and folded by the reducer.
public enum Action: Hashable, Sendable {
  /// A widget kind was defined. Boxed (`indirect`): a `Kind` is several times larger than the other payloads, and the
  /// enum is as large as its largest payload, so every action decoded, checked and folded would copy it.
  indirect case kindDefined(Kind)
  /// A widget was placed, on home screen page `page` (1 unless `add … page=N` said another); `config` holds the
  /// resolved parameter values (defaults applied).
  case widgetAdded(id: String, kind: String, family: Family, config: [String: ParamValue], page: Int = 1)
  /// A widget was taken away.
  case widgetRemoved(id: String)
  /// A widget's parameters were changed.
  case widgetConfigured(id: String, changes: [String: ParamValue])
  /// The app wrote a value to the shared cache.
  case dataArrived(key: String, value: JSONValue, ttl: TimeSpan?)
  /// The app's fetch for a key failed; the cache keeps its old value.
  case fetchFailed(key: String, reason: FailReason)
  /// The app called WidgetCenter to reload one kind or all of them.
  case reloadRequested(ReloadTarget)
  /// The clock moved forward to an instant.
  case clockTicked(to: Instant)
  /// The app moved to the foreground or the background.
  case appStateChanged(AppState)
  /// The App Group container became available or unavailable.
  case appGroupChanged(available: Bool)
  /// The device's screen, or the home screen page it shows, changed (`device`).
  case deviceChanged(DeviceChange)
  /// A widget moved to another home screen page (`move ID page=N`).
  case widgetMoved(id: String, page: Int)
  /// A setting changed.
  case settingChanged(Setting)
  /// The server's answer for a key, or the device's network, changed (`net`).
  case networkChanged(NetworkChange)
  /// An action whose builds ran developers' own providers, with what each provider returned, in build order: the
  /// journal records the outputs so that replaying needs no provider (docs/PROVIDERS.md). Never nested.
  indirect case withBuilds(Action, [ProvidedBuild])
  /// The device or the app changed so that the system rebuilt every widget of the app at once, not counted
  /// (`device locale|timezone ZONE|textsize|restart`, `app update`).
  case systemChanged(SystemChange)
  /// The app started or ended an active session, or ran an App Intent (`app session …`, `app intent`).
  case appActivity(AppActivity)
  /// An App Intent behind a button or toggle of a recipe kind was declared (`intent KIND NAME writes KEY VALUE …`).
  /// Boxed as `kindDefined` is: unboxed, its three names, value and delay made every action larger to copy (a replay
  /// of the benchmark's 100k journal took 2.1% more instructions).
  indirect case intentDefined(IntentDefinition)
  /// The user tapped a widget's button or toggle (`tap ID NAME`): its intent ran.
  case tapped(id: String, intent: String)

  /// The action itself, without the provider outputs recorded with it.
  public var base: Action {
    if case .withBuilds(let action, _) = self { return action }
    return self
  }

  /// The action's name in the journal and in commands.
  public var name: String {
    switch self {
    case .kindDefined: return "define"
    case .widgetAdded: return "add"
    case .widgetRemoved: return "remove"
    case .widgetConfigured: return "configure"
    case .dataArrived: return "data"
    case .fetchFailed: return "fail"
    case .reloadRequested: return "reload"
    case .clockTicked: return "tick"
    case .appStateChanged: return "app"
    case .appGroupChanged: return "appgroup"
    case .deviceChanged: return "device"
    case .widgetMoved: return "move"
    case .settingChanged: return "set"
    case .networkChanged: return "net"
    case .withBuilds(let action, _): return action.name
    case .systemChanged(let change): return change.actionName
    case .appActivity: return "app"
    case .intentDefined: return "intent"
    case .tapped: return "tap"
    }
  }

  /// Every action name, as accepted in a journal.
  public static let names = [
    "define", "add", "remove", "configure", "data", "fail", "reload", "tick", "app", "appgroup", "set", "net", "device",
    "move", "intent", "tap",
  ]
}

/// Why a fetch failed.
public enum FailReason: String, Hashable, Sendable, CaseIterable {
  case timeout, error
}

/// Which widgets a WidgetCenter reload addresses.
public enum ReloadTarget: Hashable, Sendable {
  /// `reloadTimelines(ofKind:)`.
  case kind(String)
  /// `reloadAllTimelines()`.
  case all

  /// The target as written: a kind name or `all`.
  public var text: String {
    switch self {
    case .kind(let name): return name
    case .all: return "all"
    }
  }
}

/// Whether the containing app is in the foreground.
public enum AppState: String, Hashable, Sendable, CaseIterable {
  case foreground, background
}
