import WidgetModel

/// Every REPL command with its usage, summary, longer description and an example, for `help` and errors.
public struct CommandInfo: Sendable {
  /// The word that starts the command.
  public var name: String
  /// The heading `help` lists it under.
  public var group: String
  /// The command's syntax.
  public var usage: String
  /// What it does, in a phrase.
  public var summary: String
  /// More about it, in sentences.
  public var details: String
  /// A line that uses it.
  public var example: String
  /// Paragraphs `help COMMAND` lists after the description, one per choice (for `set`, one per setting).
  public var items: [String] = []
}

/// The catalog of REPL commands, in the order `help` lists them.
public enum CommandCatalog {
  /// Every command, grouped, in the order `help` lists them.
  public static let all: [CommandInfo] = [
    CommandInfo(
      name: "define", group: "Kinds and widgets",
      usage:
        "define KIND families=… entries=N every=DUR policy=atEnd|after:DUR|never data=KEY{param} ttl=DUR fallback=placeholder|blank appgroup=yes|no param=NAME:TYPE[=DEFAULT]… [fetch=network|none timeout=DUR cachedPolicy=POLICY fallbackPolicy=POLICY expired=show|fallback series=yes|no]",
      summary: "define a widget kind (the Widget in your extension)",
      details:
        "param TYPE is enum:A|B|C, string, int or bool; a param without =DEFAULT has no default. In enum options write \\| for |, \\= for = and \\\\ for \\ (options with control characters are refused); DEFAULT is the rest of the word, as it is. data= is required; the rest default to families=small,medium,large entries=1 every=1h policy=atEnd ttl=30m fallback=placeholder appgroup=yes. The provider's fetch: fetch=network asks the server first (see net), waiting at most timeout (3s); then the newest copy in the extension's container or the App Group; then the fallback. policy applies after a fetch, cachedPolicy after cached data, fallbackPolicy after the fallback (both default to policy). expired=fallback shows the fallback instead of data past its ttl. series=yes: the value is a JSON array and entry i shows element i. provider=yes: the kind's timelines come from your own provider (a simulator program defines such kinds itself; see docs/PROVIDERS.md).",
      example:
        "define news families=small,medium entries=3 every=20m policy=after:1h data=news:{topic} param=topic:enum:world|tech=world"
    ),
    CommandInfo(
      name: "kinds", group: "Kinds and widgets", usage: "kinds", summary: "list the defined kinds",
      details: "Each kind is shown as the define command that recreates it.", example: "kinds"),
    CommandInfo(
      name: "add", group: "Kinds and widgets", usage: "add KIND [FAMILY] [PARAM=VALUE…] [page=N] [as ID]",
      summary: "place a widget; its first timeline is built at once (not counted)",
      details:
        "FAMILY is small, medium, large, xl, circular, rectangular, inline or a WidgetKit name; the default is the kind's first family. A missing PARAM takes its default; with no default it stays missing. page=N places it on home screen page N (1 to 15, default 1; move changes it), unless its kind has a parameter named page. Ids are w1, w2, … unless you name one.",
      example: "add weather medium city=Shanghai"),
    CommandInfo(
      name: "remove", group: "Kinds and widgets", usage: "remove ID", summary: "take a widget away",
      details: "Its id is never given to another widget.", example: "remove w1"),
    CommandInfo(
      name: "configure", group: "Kinds and widgets", usage: "configure ID PARAM=VALUE…",
      summary: "change a widget's parameters; it is rebuilt at once",
      details: "Not counted against the budget unless set configureCounts=true.", example: "configure w1 city=Guangzhou"
    ),
    CommandInfo(
      name: "data", group: "The app", usage: "data KEY VALUE [ttl=DUR]",
      summary: "the app writes VALUE under KEY into the App Group container",
      details:
        "VALUE is JSON (20, \"sunny\", {\"temp\":21}, [\"milk\"]) or a bare word. It goes to the App Group container; while the App Group is unavailable, to the app's own container, where no widget can read it, then or later. Writing data refreshes no widget by itself: reload afterwards.",
      example: "data weather:Beijing {\"temp\":21,\"sky\":\"sunny\"} ttl=1h"),
    CommandInfo(
      name: "fail", group: "The app", usage: "fail KEY timeout|error",
      summary: "the app's fetch for KEY failed; the cache keeps its old value",
      details: "Widgets go on showing the old value, stale once its ttl has passed.",
      example: "fail weather:Beijing timeout"),
    CommandInfo(
      name: "reload", group: "The app", usage: "reload KIND|all",
      summary: "WidgetCenter.reloadTimelines(ofKind:) or reloadAllTimelines()",
      details:
        "Every matching widget becomes due after the latency setting. Counted against the budget when the app is in the background.",
      example: "reload weather"),
    CommandInfo(
      name: "app", group: "The app", usage: "app foreground|background|update|session audio|navigation on|off|intent",
      summary:
        "move the app to the foreground or background, install a new version of it, start or end an active session, or run an App Intent",
      details:
        "Reloads requested in the foreground are not counted against the budget (foregroundThrottle may hold all but the first of them for a while). Reloads requested during an active audio or navigation session (app session audio on) are free, and so are those within intentReloadWindow after an App Intent ran (app intent). app update installs a new version: the system rebuilds every widget of the app at once, not counted (appUpdateReload=stale: the rebuild fails as devices log it, bundleStubNotSupported, and is tried again an hour later).",
      example: "app foreground"),
    CommandInfo(
      name: "device", group: "The device",
      usage: "device home|app APP|lock|off|page N|locale|timezone ZONE|textsize|restart",
      summary: "what the device shows when the app is not in front, the home screen page shown, or a system change",
      details:
        "A journal starts with another app in front: no widget is visible. device home shows the home screen page chosen with device page N (1 to 15, default 1), where the home screen widgets on that page are visible; device lock shows the Lock Screen, where accessory widgets are visible; device off turns the screen off. While the app is in the foreground no widget is visible. A reload the app asks for while a widget is visible is free (visibleReloadsFree). device locale, device timezone ZONE (such as Europe/Paris), device textsize (Dynamic Type) and device restart change the device so that the system rebuilds every widget of the app at once, not counted.",
      example: "device home"),
    CommandInfo(
      name: "move", group: "The device", usage: "move ID page=N",
      summary: "move a widget to another home screen page",
      details: "Widgets start on page 1. A widget is visible on the home screen while its page is the one shown.",
      example: "move w1 page=2"),
    CommandInfo(
      name: "appgroup", group: "The app", usage: "appgroup on|off",
      summary: "make the App Group container available or not",
      details:
        "With it off, providers that read through the App Group read only the extension's container, and the app's data writes land in its own container, which no widget reads.",
      example: "appgroup off"),
    CommandInfo(
      name: "net", group: "The app",
      usage:
        "net KEY VALUE [took=DUR] | net KEY timeout|error | net URL VALUE|@FILE|timeout|error=CODE [status=N] [took=DUR] [header=NAME:VALUE …] | net online|offline",
      summary: "how the server answers the provider's fetches of KEY (for kinds with fetch=network)",
      details:
        "From now on a fetch of KEY answers VALUE (JSON or a bare word, as for data) after DUR (default 500ms), never answers (timeout: the provider gives up after its kind's timeout), or fails at once (error). A fetch of a KEY never set fails at once (no answer). A build whose fetch waits past the provider deadline (set providerDeadline) fails. net offline makes every fetch fail at once until net online. For your own provider (a simulator program's), a KEY that starts with http:// or https:// is a URL its URLSession requests get answered for, at the simulated instant: VALUE is the body (JSON, @FILE for a file's content, body=TEXT for text), with status= (200), took= (500ms) and header=NAME:VALUE; timeout never answers (the request times out at its timeoutInterval); error=CODE fails at once with that URLError (cannotFindHost, notConnectedToInternet, networkConnectionLost, …). A * in the URL matches any run of characters; the longest match wins. A URL no line answers fails as cannotFindHost.",
      example: "net weather:Beijing {\"temp\":21} took=800ms"),
    CommandInfo(
      name: "tick", group: "Time", usage: "tick DUR | tick to TIME", summary: "move the clock forward",
      details:
        "DUR is like 500ms, 45s, 15m, 1h30m, 2d. TIME is HH:MM (the next such time of day) or ISO 8601. Everything due on the way happens in time order.",
      example: "tick 2h"),
    CommandInfo(
      name: "set", group: "Time",
      usage: "set [" + SettingTable.rows.map(\.usage).joined(separator: " | ") + "]",
      summary: "change one of the model's assumptions",
      details:
        "Without NAME=VALUE, lists the current settings. A change applies from that action on; a journal's header keeps the settings it started with. Each default is what Apple documents, where it says anything; the others are what guides say or devices were seen to do, so that a journal can be replayed under either and compared with the device.",
      example: "set budgetScope=app", items: SettingTable.rows.map(\.helpLine)),
    CommandInfo(
      name: "show", group: "Looking", usage: "show [ID] [--json]", summary: "draw the widgets as they look now",
      details:
        "Each widget is a box in its family's proportions (small square, medium wide, large tall, xl widest, accessories smaller, inline a single line) holding its configuration, displayed content, entry time, data age and a status badge: [LIVE], [STALE], [BLANK] or [PLACEHOLDER]. A kind that fetches (or reads only the extension's container) also shows its source: via network, from cache 08:00, or fallback; a series kind, which element the entry shows. With --json, the canonical JSON.",
      example: "show w1"),
    CommandInfo(
      name: "state", group: "Looking", usage: "state [--json]", summary: "the whole state (canonical JSON with --json)",
      details: "The JSON keys are stable: tools read them.", example: "state --json"),
    CommandInfo(
      name: "timeline", group: "Looking", usage: "timeline ID",
      summary: "a widget's entries and refreshes on a time axis",
      details:
        "The entries (numbered, the displayed one highlighted), the last build ■, a build that failed since ✗ (it ran past the provider deadline; the widget kept its timeline), now ▲, the next refresh ◆ and, when it is deferred, when it was due ◇; below, the budget window: the counted refreshes of the last 24 hours.",
      example: "timeline w1"),
    CommandInfo(
      name: "why", group: "Looking", usage: "why ID", summary: "explain what a widget shows and why",
      details:
        "What it shows, since when, from which data and container, for a kind that fetches what the fetch did (answered, timed out, error) and what it fell back to, which policy governs it (policy, cachedPolicy or fallbackPolicy), a failed build, when it will next change, and what would change it sooner.",
      example: "why w1"),
    CommandInfo(
      name: "doctor", group: "Looking", usage: "doctor", summary: "check the widgets against the known pitfalls",
      details:
        "The pre-launch checklist: one line per finding, a warning or a note, with its rule, its fix and the seqs of the actions that show it. Read from a pipe, a warning fails the line, as widgetsim doctor FILE exits 1.",
      example: "doctor"),
    CommandInfo(
      name: "snapshot", group: "Looking", usage: "snapshot KIND [FAMILY] [PARAM=VALUE…]",
      summary: "draw what the widget gallery and the configuration preview show",
      details:
        "WidgetKit asks the provider's getSnapshot, which must answer at once: it reads the caches only (the extension's container, and the App Group if the kind uses it), never the network, and with nothing readable the gallery shows the placeholder. The kind's defaults apply unless given. The kind's placed widgets are drawn beside the preview, each with a line saying how it differs (say, a preview with data beside a blank widget). For a kind of your own provider (a simulator program's), its getSnapshot (or snapshot(for:in:)) is called now with context.isPreview true, under providerDeadline, and its entry drawn. Nothing is recorded.",
      example: "snapshot weather medium city=Shanghai"),
    CommandInfo(
      name: "budget", group: "Looking", usage: "budget [ID]", summary: "refresh budget use per widget",
      details:
        "One bar per widget: counted refreshes in the last 24 hours against the budget, with the next refresh, or the next free slot when the budget is spent.",
      example: "budget"),
    CommandInfo(
      name: "chart", group: "Looking", usage: "chart [ID…] [-o FILE]",
      summary: "write the session's widgets on one time axis as an SVG chart, and print its path",
      details:
        "A lane per widget (all of them, or the IDs given): its status over time, its entries, its builds (counted, free, failed), the reload requests with arrows to the builds that carried them out, deferrals, and its counted refreshes in the rolling 24 hours against the budget; a lane per cache key and rows for the app in the foreground, the App Group and the network. It covers the journal up to the action viewed (after goto, up to there). FILE ends in .svg, .png (through rsvg-convert, from librsvg2-bin) or .html (with the summary and doctor's findings); the default is NAME.chart.svg beside the journal (in the sessions folder for a recorded example). Nothing is recorded.",
      example: "chart w1 w2 -o today.svg"),
    CommandInfo(
      name: "history", group: "Time travel", usage: "history [N]",
      summary: "list the last N actions (default 20) with seq and time",
      details: "The cursor (when you went back) is marked with >; goto SEQ, back and forward look at the state there.",
      example: "history 10"),
    CommandInfo(
      name: "goto", group: "Time travel", usage: "goto SEQ", summary: "show the state right after action SEQ",
      details:
        "The prompt shows where you are (widgetsim@5/12>). A new action typed there forks: a new journal beside the original (x.fork-1.jsonl) holds the actions up to SEQ and the new one, and becomes the active one; the original stays untouched.",
      example: "goto 5"),
    CommandInfo(
      name: "back", group: "Time travel", usage: "back [N]", summary: "move the cursor N actions back (default 1)",
      details: "See goto.", example: "back 3"),
    CommandInfo(
      name: "forward", group: "Time travel", usage: "forward [N]",
      summary: "move the cursor N actions forward (default 1)",
      details: "See goto.", example: "forward"),
    CommandInfo(
      name: "head", group: "Time travel", usage: "head", summary: "return to the latest action",
      details: "See goto.", example: "head"),
    CommandInfo(
      name: "insert", group: "Time travel", usage: "insert ACTION",
      summary: "put an action into the history right after the cursor; the rest is replayed on top",
      details:
        "ACTION is a command that records an action, typed as at the prompt. After goto SEQ it becomes action SEQ+1, and the actions after it are replayed on top as they were recorded: a tick still ends at the instant it ended at, and an action the new history does not allow (a tick the clock has already passed, a widget that is not there) is left out and listed with the reason. The edited history is a new journal beside the original (NAME.edit-1.jsonl; in the sessions folder for a recorded example) whose header names the original and SEQ; the original stays untouched. The cursor stays right after the change; head goes to the end. At the head, insert records ACTION as typing it does. widgetsim diff compares the two journals.",
      example: "insert reload weather"),
    CommandInfo(
      name: "replace", group: "Time travel", usage: "replace ACTION",
      summary: "replace the action right after the cursor; the rest is replayed on top",
      details:
        "After goto SEQ, action SEQ+1 is replaced by ACTION (typed as at the prompt); the rest is replayed as for insert, which explains the new journal.",
      example: "replace reload all"),
    CommandInfo(
      name: "drop", group: "Time travel", usage: "drop [N]",
      summary: "take the N actions right after the cursor out of the history (default 1); the rest is replayed on top",
      details:
        "After goto SEQ, actions SEQ+1 to SEQ+N are taken out; the rest is replayed as for insert, which explains the new journal.",
      example: "drop 2"),
    CommandInfo(
      name: "source", group: "Scripts", usage: "source FILE", summary: "run the commands in FILE, one a line",
      details:
        "Each line is run as if typed, and each action is recorded as usual. The first error stops the script, reported as FILE:N: message. Scripts may source others, up to 8 deep.",
      example: "source setup.txt"),
    CommandInfo(
      name: "repeat", group: "Scripts", usage: "repeat N every DUR: CMD [; CMD…]",
      summary: "run commands N times, the clock ticking DUR after each time",
      details:
        "{n} in a command is replaced by 1, 2, … N. Each time runs the commands, then tick DUR, so the journal records ordinary actions and ticks. N is at most 1000, with up to 16 commands; the first error stops it.",
      example: "repeat 12 every 10m: data stocks:AAPL {n} ; reload stocks"),
    CommandInfo(
      name: "journal", group: "Session", usage: "journal", summary: "the journal file, its length and start",
      details: "Every action is fsync'd before the prompt returns.", example: "journal"),
    CommandInfo(
      name: "help", group: "Session", usage: "help [COMMAND] | ? [COMMAND]", summary: "list commands, or explain one",
      details: "? is the same. help COMMAND gives its usage, a description and an example.", example: "help tick"),
    CommandInfo(
      name: "quit", group: "Session", usage: "quit | exit", summary: "leave (Ctrl-D does too); the journal is safe",
      details: "exit is the same. Every action was written and fsync'd when it was typed.", example: "quit"),
    CommandInfo(
      name: "intent", group: "Interactive widgets", usage: "intent KIND NAME writes KEY VALUE …",
      summary: "declare a button or toggle of a kind, and what its App Intent's perform() writes",
      details:
        "The full form is intent KIND NAME writes KEY VALUE [after=DUR]. KIND is a recipe kind. VALUE is read as data reads it (JSON or a single word). after=DUR is how long after perform() returns the write lands in the App Group (default 0s: before it returns, as when perform() awaits it). A write that lands after the rebuild races it: the rebuilt timeline shows the old data.",
      example: "intent favorites star writes favorites.json [\"AAPL\"] after=1s"),
    CommandInfo(
      name: "tap", group: "Interactive widgets", usage: "tap ID NAME",
      summary: "tap a widget's button or toggle: its App Intent runs and the widget is rebuilt at once",
      details:
        "Refused when the widget is not on screen (device home and its page, or device lock for a Lock Screen widget) or the device is locked (buttons and toggles are inactive on a locked device). Otherwise the intent's write lands in the App Group (at once, or after= later; lost while the App Group is unavailable), the widget's timeline is rebuilt at once, not counted, and reloads within intentReloadWindow are free.",
      example: "tap w1 star"),
  ]

  /// The command named `name`, if any.
  public static func info(_ name: String) -> CommandInfo? { all.first { $0.name == name } }

  /// All command names.
  public static var names: [String] { all.map(\.name) }
}
