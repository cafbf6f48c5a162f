/// A change of the device or the app after which the system rebuilds every widget of the app at once, not counted
/// against any budget (Apple's "Keeping a widget up to date": system changes such as the locale or Dynamic Type are not
/// counted; docs/MODEL.md, "System reloads").
public enum SystemChange: Hashable, Sendable {
  /// `device locale`: the device's language or region changed.
  case locale
  /// `device timezone ZONE`: the device's time zone changed to the named zone.
  case timeZone(String)
  /// `device textsize`: the Dynamic Type size changed.
  case textSize
  /// `device restart`: the device restarted.
  case restart
  /// `app update`: a new version of the app (and of its widget extension) was installed.
  case appUpdate

  /// The word after `device` or `app`, as typed and as the journal's `"system"` member writes it.
  public var word: String {
    switch self {
    case .locale: return "locale"
    case .timeZone: return "timezone"
    case .textSize: return "textsize"
    case .restart: return "restart"
    case .appUpdate: return "update"
    }
  }

  /// The action's name: `app` for an update, `device` for the others.
  public var actionName: String { self == .appUpdate ? "app" : "device" }

  /// The change named by `word` (with the zone for `timezone`), or nil when `word` names none of `device`'s.
  public static func device(_ word: String, zone: String? = nil) -> SystemChange? {
    switch (word, zone) {
    case ("locale", nil): return .locale
    case ("timezone", let zone?): return .timeZone(zone)
    case ("textsize", nil): return .textSize
    case ("restart", nil): return .restart
    default: return nil
    }
  }

  /// Every word `device` takes for a system change, in the order help lists them.
  public static let deviceWords = ["locale", "timezone", "textsize", "restart"]

  /// The words of the command that makes it: `device timezone Europe/Paris`, `app update`.
  public var commandWords: [String] {
    if case .timeZone(let zone) = self { return ["device", "timezone", zone] }
    return [actionName, word]
  }
}

/// What the system does with the app's widgets after an app update (`appUpdateReload`).
public enum AppUpdateReload: String, Hashable, Sendable, CaseIterable {
  /// The system rebuilds every widget with the new extension at once.
  case ok
  /// The rebuild fails as devices log it (`bundleStubNotSupported`): every widget keeps the timeline the old extension
  /// built, and the system tries again an hour later.
  case stale
}
