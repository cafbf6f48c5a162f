/// The device around the widgets in the narrator's words: what the screen shows, which widgets are on it, and the
/// reload filter's rules that decided a request (docs/MODEL.md, "The device" and "The reload filter").
extension Narrator {
  /// What the screen shows while the app is not in front: `the home screen (page 2)`, `another app (Maps)`,
  /// `the Lock Screen`, `nothing (the screen is off)`.
  public func screenText() -> String {
    switch state.device.screen {
    case .home: return "the home screen (page \(state.device.page))"
    case .otherApp(let name?): return "another app (\(name))"
    case .otherApp(nil): return "another app"
    case .lock: return "the Lock Screen"
    case .off: return "nothing (the screen is off)"
    }
  }

  /// The report's first line after a `device` action: what the screen shows now, and which widgets are on it.
  public func deviceHeadline() -> String {
    let visible = state.orderedWidgets.filter { state.isVisible($0) }.map(\.id)
    let shown = visible.isEmpty ? "no widget is visible" : "visible: " + Narrator.named(visible).text
    guard state.app == .background else {
      return "the device shows \(screenText()) once the app leaves the foreground; until then no widget is visible"
    }
    return "the device shows \(screenText()): \(shown)"
  }

  /// The report's first line after a `move`: the widget's page, and whether that puts it on screen.
  public func movedHeadline(_ widget: Widget) -> String {
    "moved \(widget.id) to home screen page \(widget.page)" + (state.isVisible(widget) ? ": visible" : ": not visible")
  }

  /// The system's words for a rule that made a request free, as the report after an action and `why` say it.
  /// A request the throttle held was not counted, but it was not let through free either: it waited.
  public static func freeRuleText(_ rule: FreeRule) -> String {
    (rule == .throttled ? "not counted: " : "free: ") + freeRuleReason(rule)
  }

  /// Why a rule made a request free, as a clause: `the widget is visible`.
  public static func freeRuleReason(_ rule: FreeRule) -> String {
    switch rule {
    case .visible: return "the widget is visible"
    case .session: return "an audio or navigation session is active"
    case .intent: return "an App Intent recently ran"
    case .throttled: return "held by the foreground throttle until its window's end or the background transition"
    case .runningApp: return "the app was running (runningAppReloads=free)"
    case .developerMode: return "Developer Mode lifts the budget"
    }
  }

  /// `why`'s sentence on whether the widget is on screen, or nil while the device is as every journal starts and the
  /// widget on the first page (nothing to say that the journal said).
  public func visibilitySentence(_ widget: Widget) -> String? {
    guard !state.device.isDefault || widget.page != 1 else { return nil }
    let place =
      widget.family.isAccessory
      ? "a Lock Screen widget" : "on home screen page \(widget.page)"
    if state.isVisible(widget) {
      let free = state.settings.visibleReloadsFree ? "; a reload the app asks for now is free" : ""
      return "It is visible (\(place), and the device shows \(screenText()))\(free)."
    }
    let why = state.app == .foreground ? "the app is in front" : "the device shows \(screenText())"
    return "It is not visible (\(place); \(why))."
  }
}
