/// What `help set` says of each setting: its values, its default, and where the default and the alternatives come
/// from (docs/MODEL.md, "Settings").
public enum SettingHelp {
  /// One paragraph per setting, in the order `set` lists them.
  public static let items = [
    "budget=N: counted refreshes allowed in any 24 hours, per widget unless budgetScope shares it (default 40). Apple: a frequently viewed widget gets 40 to 70 refreshes a day; the model takes the low end.",
    "minInterval=DUR: the least time between two builds before a counted refresh (default 5m). Apple says WidgetKit imposes a minimum without saying how long; 5 minutes is the spacing it advises between entries.",
    "latency=DUR: how long after a reload request the widget is due (default 0s). Apple does not say; guides report seconds to tens of seconds, so replay a journal under it with set latency=20s.",
    "configureCounts=true|false: whether a configuration change counts against the budget (default false). Apple does not say.",
    "providerDeadline=DUR: how long the system lets a provider run for one timeline (default 5s); a build whose fetch waits longer fails. Guides cite an execution window of about 5 seconds.",
    "retryAfter=DUR: when a widget whose build failed is due again (default 1h), as devices log the next attempt.",
    "extensionMemory=NMB: how far a simulator program's extension process may grow above its idle size (default 30MB), the limit developers report for widget extensions; past it the build fails.",
    "extensionKeepAlive=DUR: how long of simulated time a simulator program keeps its extension's process after a call (default 1m); a later call starts a fresh one, so static state is gone. 0s: a fresh process for every call.",
    "budgetScope=widget|kind|app: whose budget a counted refresh uses. Default widget: Apple's documentation gives each widget its own. kind: the widgets of one kind share one budget; app: all the app's widgets share one, as a widely read guide says. A spent pool defers every widget in it.",
    "foregroundReloads=immediate|onBackground: when a reload requested while the app is in the foreground happens. Default immediate: after the latency, not counted, as Apple documents. onBackground: held until the app goes to the background, then carried out at once, not counted, as reported on iOS 16 devices.",
    "quietHours=HH:MM-HH:MM|none: a daily window in which counted refreshes wait for its end (default none: Apple documents none). Guides say the system refreshes less at night and on low battery. The times are read in the display zone (--tz) and written with its rule, as in 22:00-07:00@CST-8; foreground reloads are not affected.",
    "atEndSingle=DUR|none: when a one-entry atEnd timeline is due. Default none: at once, its only entry having passed, as Apple documents atEnd. Apple engineers on the developer forums say such a timeline leaves the reload time to the system; DUR (at least minInterval) makes it due that long after its build.",
  ]
}
