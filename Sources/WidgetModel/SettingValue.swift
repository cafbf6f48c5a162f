/// How values of one type are read, checked and written for a setting: the word `set NAME=VALUE` takes, its range, its
/// JSON in the journal and the canonical state. Each row of `SettingTable` pairs one of these with where the value
/// lives in `Settings`.
struct SettingValue<Value: Equatable & Sendable>: Sendable {
  /// How usage and help write the value: `N`, `DUR`, `true|false`, the choices.
  let form: String
  /// The values completion offers when there are a few, else nil.
  let choices: [String]?
  /// The value as `set` writes it.
  let text: @Sendable (Value) -> String
  /// Reads `set`'s word for the setting named `name`.
  let parse: Parse
  /// Refuses a value out of the setting's range.
  let check: @Sendable (Value, _ name: String) throws(WidgetError) -> Void
  /// The value in the journal's JSON (a `set` line, the header) and the canonical state's.
  let json: @Sendable (Value) -> JSONValue
  /// Reads the value from the journal's JSON.
  let decode: @Sendable (JSONValue, _ name: String) throws(SettingTable.JournalValueError) -> Value

  /// Reads `set`'s word `text` for the setting named `name`; a time of day is read in `zone`, with its rule at `now`.
  typealias Parse =
    @Sendable (_ text: String, _ name: String, _ zone: DisplayZone, _ now: Instant) throws(WidgetError)
    -> Value
}

extension SettingValue where Value == Int {
  /// A whole number within `range`, a JSON number in the journal.
  static func count(_ range: ClosedRange<Int>) -> Self {
    let expected = "a whole number from \(range.lowerBound) to \(range.upperBound)"
    return Self(
      form: "N", choices: nil, text: { String($0) },
      parse: { text, name, _, _ throws(WidgetError) in
        guard let n = Int(text) else { throw .invalidValue(what: name, value: text, expected: expected) }
        return n
      },
      check: { n, name throws(WidgetError) in
        guard range.contains(n) else { throw .invalidValue(what: name, value: String(n), expected: expected) }
      },
      json: { .int(Int64($0)) },
      decode: { json, name throws(SettingTable.JournalValueError) in
        // Any whole number the value can hold; the range is checked with the action, as a typed one is.
        guard let n = json.intValue, n >= 0, n <= Int64(Int32.max) else {
          throw SettingTable.JournalValueError("\(name) must be a whole number")
        }
        return Int(n)
      })
  }
}

extension SettingValue where Value == Int {
  /// A size in megabytes (10^6 bytes) within `range`, written `30MB`, a JSON string such as `"30MB"` in the journal.
  static func megabytes(_ range: ClosedRange<Int>) -> Self {
    let expected = "megabytes from \(range.lowerBound)MB to \(range.upperBound)MB, such as 30MB"
    let parse: Parse = { text, name, _, _ throws(WidgetError) in
      guard text.hasSuffix("MB"), let megabytes = Int(text.dropLast(2)) else {
        throw .invalidValue(what: name, value: text, expected: expected)
      }
      return megabytes
    }
    return Self(
      form: "NMB", choices: nil, text: { "\($0)MB" }, parse: parse,
      check: { megabytes, name throws(WidgetError) in
        guard range.contains(megabytes) else {
          throw .invalidValue(what: name, value: "\(megabytes)MB", expected: expected)
        }
      },
      json: { .string("\($0)MB") }, decode: words(parse))
  }
}

extension SettingValue where Value == TimeSpan {
  /// A duration within `range`, a JSON string such as `"5m"` in the journal.
  static func span(_ range: ClosedRange<TimeSpan>) -> Self {
    let low = range.lowerBound
    let expected =
      low == .zero
      ? "a duration up to \(range.upperBound.text)" : "a duration from \(low.text) to \(range.upperBound.text)"
    return Self(
      form: "DUR", choices: nil, text: \.text,
      parse: { text, name, _, _ throws(WidgetError) in try SimState.parseSpan(text, what: name) },
      check: { span, name throws(WidgetError) in
        guard range.contains(span) else { throw .invalidValue(what: name, value: span.text, expected: expected) }
      },
      json: { .string($0.text) },
      decode: { json, name throws(SettingTable.JournalValueError) in
        guard let text = json.stringValue, let span = TimeSpan(text: text) else {
          throw SettingTable.JournalValueError("\"\(name)\" must be a duration such as \"5m\"")
        }
        return span
      })
  }
}

extension SettingValue where Value == Bool {
  /// `true` or `false` (`set` also takes yes/no and on/off), a JSON boolean in the journal.
  static var bool: Self {
    Self(
      form: "true|false", choices: ["true", "false"], text: { $0 ? "true" : "false" },
      parse: { text, name, _, _ throws(WidgetError) in try ParamSpec.parseBool(text, what: name) },
      check: { _, _ in }, json: { .bool($0) },
      decode: { json, name throws(SettingTable.JournalValueError) in
        guard let b = json.boolValue else { throw SettingTable.JournalValueError("\(name) must be true or false") }
        return b
      })
  }
}

extension SettingValue where Value == QuietHours {
  /// A daily window, `HH:MM-HH:MM` read in the display zone and written with its zone rule.
  static var window: Self {
    let parse: Parse = {
      text, _, zone, now throws(WidgetError) in try QuietHours.parse(text, zone: zone, now: now)
    }
    return Self(
      form: "HH:MM-HH:MM", choices: nil, text: \.text, parse: parse, check: { _, _ in }, json: { .string($0.text) },
      decode: words(parse))
  }
}

extension SettingValue where Value: RawRepresentable & CaseIterable, Value.RawValue == String {
  /// One of the cases of `Value`, by its raw value (a wrong one is answered with the nearest); a JSON string.
  static var choice: Self {
    let names = Value.allCases.map(\.rawValue)
    let parse: Parse = {
      text, name, _, _ throws(WidgetError) in try SimState.choice(text, of: name, Value.self)
    }
    return Self(
      form: names.joined(separator: "|"), choices: names, text: \.rawValue, parse: parse, check: { _, _ in },
      json: { .string($0.rawValue) }, decode: words(parse))
  }
}

extension SettingValue {
  /// A value of `wrapped`, or `none` (nil) for off; a JSON string of `set`'s word.
  static func orNone<Wrapped>(_ wrapped: SettingValue<Wrapped>) -> Self where Value == Wrapped? {
    let text: @Sendable (Wrapped?) -> String = { $0.map(wrapped.text) ?? Settings.none }
    let parse: Parse = {
      word, name, zone, now throws(WidgetError) in
      word == Settings.none ? nil : try wrapped.parse(word, name, zone, now)
    }
    return Self(
      form: wrapped.form + "|" + Settings.none, choices: nil, text: text, parse: parse,
      check: { value, name throws(WidgetError) in if let value { try wrapped.check(value, name) } },
      json: { .string(text($0)) }, decode: words(parse))
  }

  /// Reads a JSON string holding `set`'s word with `parse`: a value that carries its zone rule needs no display
  /// zone, so the word is read as the journal reads it, in UTC.
  static func words(_ parse: @escaping Parse)
    -> @Sendable (JSONValue, String) throws(SettingTable.JournalValueError) -> Value
  {
    { json, name throws(SettingTable.JournalValueError) in
      guard let text = json.stringValue else {
        throw SettingTable.JournalValueError("\"\(name)\" must be a string, as set writes it")
      }
      do throws(WidgetError) { return try parse(text, name, .utc, Limits.instantMin) } catch {
        throw SettingTable.JournalValueError(error.description)
      }
    }
  }
}
