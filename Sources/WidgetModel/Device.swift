/// What the user's device shows when the containing app is not in front (`device …`): the home screen, another app,
/// the Lock Screen, or nothing (the screen is off).
public enum Screen: Hashable, Sendable {
  /// The home screen, showing its page `DeviceState.page`.
  case home
  /// Another app is in front, named by the user, or unnamed: how a journal that never says `device …` starts.
  case otherApp(String?)
  /// The Lock Screen, with its accessory widgets, the screen on.
  case lock
  /// The screen is off.
  case off

  /// The word `device` and the journal write for it: `home`, `app`, `lock` or `off`.
  public var word: String {
    switch self {
    case .home: return "home"
    case .otherApp: return "app"
    case .lock: return "lock"
    case .off: return "off"
    }
  }

  /// Every word `device` takes for a screen, in the order help lists them.
  public static let words = ["home", "app", "lock", "off"]
}

/// A change of the device around the widgets: what the screen shows, or which home screen page is shown.
public enum DeviceChange: Hashable, Sendable {
  /// `device home|app OTHER|lock|off`.
  case screen(Screen)
  /// `device page N`: the home screen page shown.
  case page(Int)
}

/// The device around the widgets (docs/MODEL.md, "The device"): what the screen shows when the app is not in front,
/// and the home screen page shown.
public struct DeviceState: Hashable, Sendable {
  /// What the screen shows when the app is not in front; another, unnamed app until a `device` action says otherwise.
  public internal(set) var screen = Screen.otherApp(nil)
  /// The home screen page shown (1 is the first).
  public internal(set) var page = 1
  /// The device's time zone as `device timezone ZONE` last named it, or nil until one does.
  public internal(set) var timeZone: String? = nil

  /// A device with another app in front and the first page chosen: how every journal starts.
  public init() {}

  /// Whether it is as every journal starts, so that the canonical JSON leaves it out.
  public var isDefault: Bool { self == DeviceState() }

  /// Whether anything could be visible: the home screen or the Lock Screen.
  @inline(__always)
  var showsWidgets: Bool {
    switch screen {
    case .home, .lock: return true
    case .otherApp, .off: return false
    }
  }

  /// Whether a widget of `family` on home screen page `page` is on screen while the app is not in front: on the home
  /// screen when it is a home screen widget on the page shown, on the Lock Screen when it is an accessory widget.
  @inline(__always)
  func shows(_ family: Family, page widgetPage: Int) -> Bool {
    switch screen {
    case .home: return !family.isAccessory && widgetPage == page
    case .lock: return family.isAccessory
    case .otherApp, .off: return false
    }
  }
}

extension Family {
  /// Whether it is a Lock Screen (accessory) family.
  public var isAccessory: Bool {
    switch self {
    case .accessoryCircular, .accessoryRectangular, .accessoryInline: return true
    case .systemSmall, .systemMedium, .systemLarge, .systemExtraLarge: return false
    }
  }
}

extension SimState {
  /// Whether the widget is on screen now: the app is not in front, and the device shows it (`DeviceState.shows`).
  public func isVisible(_ widget: borrowing Widget) -> Bool { isOnScreen(widget.family, page: widget.page) }

  /// Whether a widget of `family` on home screen page `page` is on screen now: the rule `isVisible`, the JSON, `why`
  /// and the reload filter all ask (the reducer with the family and page it reads in place, not a copied widget).
  func isOnScreen(_ family: Family, page: Int) -> Bool { app == .background && device.shows(family, page: page) }

  /// Whether the widget `id` is on screen now; false for an unknown id.
  public func isVisible(id: String) -> Bool {
    guard let slot = widgets.slot(of: id) else { return false }
    return isVisible(widgets.slots[slot]!)
  }
}
