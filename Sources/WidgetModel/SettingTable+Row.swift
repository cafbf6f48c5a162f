extension SettingTable {
  /// One setting's row: its name, group, value type and range, when documents write it, its help, what completion
  /// offers and what the property tests draw. Built from a `SettingValue` and the setting's property in `Settings`.
  /// A class: replay looks a row up for every `set` line, and copies one reference instead of a dozen closures.
  public final class Row: Sendable {
    /// Which setting.
    public let key: Setting.Key
    /// The setting's name, as `set NAME=VALUE` and the journal write it: its key's case name.
    public let name: String
    /// The line of `set`'s listing it is on.
    public let group: Group
    /// How usage and help write its value: `N`, `DUR`, `true|false`, the choices, `…|none`.
    public let form: String
    /// What `help set` says of it after `NAME=FORM: `: its meaning, default and source.
    public let help: String
    /// When the journal's header and the canonical JSON write it.
    public let written: Written
    /// The values completion offers: the choices, or else the current value and these typical ones.
    public let choices: [String]?
    /// Typical values completion offers after the current one, those the settings in force would refuse left out.
    public let suggestions: [String]
    /// What the property tests draw, or nil when they leave the setting alone.
    public let samples: Samples?
    /// The setting at its default, as `Settings()` holds it: the value the shrinker simplifies a change to.
    public let defaultValue: Setting

    /// The setting's value in `settings`, as a change to it.
    let read: @Sendable (Settings) -> Setting
    /// The value in `settings` as `set` writes it.
    let textIn: @Sendable (Settings) -> String
    /// Whether `settings` holds the default.
    let isDefaultIn: @Sendable (Settings) -> Bool
    /// Reads `set`'s word.
    let parseWord: @Sendable (String, DisplayZone, Instant) throws(WidgetError) -> Setting
    /// Refuses the value in `settings` when it is out of range.
    let checkIn: @Sendable (Settings) throws(WidgetError) -> Void
    /// The value in `settings` as JSON.
    let jsonIn: @Sendable (Settings) -> JSONValue
    /// Reads the value from the journal's JSON.
    let decodeJSON: @Sendable (JSONValue) throws(JournalValueError) -> Setting

    /// The row of `key`, named `name`, whose values are of `type` and live at `get` in `Settings`; `set` is its case
    /// of `Setting`.
    init<Value>(
      _ key: Setting.Key, _ name: String, _ group: Group, _ type: SettingValue<Value>,
      get: @escaping @Sendable (Settings) -> Value,
      set: @escaping @Sendable (Value) -> Setting, written: Written, help: String, suggestions: [String] = [],
      samples: Samples? = nil
    ) {
      let plain = get(Settings())
      self.key = key
      self.name = name
      self.group = group
      self.form = type.form
      self.help = help
      self.written = written
      self.choices = type.choices
      self.suggestions = suggestions
      self.samples = samples
      self.defaultValue = set(plain)
      read = { set(get($0)) }
      textIn = { type.text(get($0)) }
      isDefaultIn = { get($0) == plain }
      parseWord = { text, zone, now throws(WidgetError) in set(try type.parse(text, name, zone, now)) }
      checkIn = { settings throws(WidgetError) in try type.check(get(settings), name) }
      jsonIn = { type.json(get($0)) }
      decodeJSON = { json throws(JournalValueError) in set(try type.decode(json, name)) }
    }

    /// `NAME=FORM`, as `set`'s usage lists it.
    public var usage: String { name + "=" + form }

    /// The paragraph `help set` gives it.
    public var helpLine: String { usage + ": " + help }

    /// The value in `settings` as `set` writes it.
    public func text(in settings: Settings) -> String { textIn(settings) }

    /// The value `setting` changes this one to, as `set` writes it.
    public func text(of setting: Setting) -> String { textIn(Self.settings(with: setting, of: key)) }

    /// The value in `settings`, as a change to it.
    public func value(in settings: Settings) -> Setting { read(settings) }

    /// Whether `settings` holds the default value.
    public func isDefault(in settings: Settings) -> Bool { isDefaultIn(settings) }

    /// Reads `set NAME=VALUE`'s value; a quiet-hours window without a zone rule is read in `zone` (its rule at `now`).
    /// - Throws: `WidgetError.invalidValue` or `.unknownOption` saying what the value must be.
    public func parse(_ text: String, zone: DisplayZone, now: Instant) throws(WidgetError) -> Setting {
      try parseWord(text, zone, now)
    }

    /// Refuses a value out of the setting's range.
    /// - Throws: `WidgetError.invalidValue` naming the setting, the value and the range.
    public func check(_ setting: Setting) throws(WidgetError) {
      try checkIn(Self.settings(with: setting, of: key))
    }

    /// Refuses the value `settings` holds when it is out of the setting's range.
    /// - Throws: `WidgetError.invalidValue` naming the setting, the value and the range.
    public func check(in settings: Settings) throws(WidgetError) { try checkIn(settings) }

    /// The value in `settings` as JSON, as the journal and the canonical state write it.
    public func json(in settings: Settings) -> JSONValue { jsonIn(settings) }

    /// The value `setting` changes this one to, as JSON.
    public func json(of setting: Setting) -> JSONValue { jsonIn(Self.settings(with: setting, of: key)) }

    /// Reads the value from the journal's JSON.
    /// - Throws: `JournalValueError` saying what the value must be.
    public func decode(_ json: JSONValue) throws(JournalValueError) -> Setting { try decodeJSON(json) }

    /// Whether `set` takes `text` beside `settings`: it reads, is in range, and agrees with the other settings
    /// (`SimState.checkSettingsTogether`). A time of day is read as the journal reads it, in UTC.
    public func accepts(_ text: String, beside settings: Settings) -> Bool {
      guard let setting = try? parse(text, zone: .utc, now: Limits.instantMin), (try? check(setting)) != nil else {
        return false
      }
      var changed = settings
      changed.apply(setting)
      return (try? SimState.checkSettingsTogether(changed, changing: name)) != nil
    }

    /// The values tab completion offers beside `settings`: the choices, or else the current value and the
    /// suggestions `set` would take.
    public func completions(beside settings: Settings) -> [String] {
      choices ?? [text(in: settings)] + suggestions.filter { accepts($0, beside: settings) }
    }

    /// Default settings changed by `setting`, which must be `key`'s.
    static func settings(with setting: Setting, of key: Setting.Key) -> Settings {
      precondition(setting.key == key, "a row reads only its own setting")
      var settings = Settings()
      settings.apply(setting)
      return settings
    }
  }
}
