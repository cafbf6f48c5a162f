import WidgetModel

/// The app's own data, as `check` writes it: a sample the developer gives (a file the app writes to the App Group,
/// or a `Codable` value of its type), often as it is and otherwise changed the way real data goes wrong — a field
/// missing, a value of another type, a number or a string at its edge, an empty or shortened list, a date long past
/// or far ahead — so that a provider that decodes it meets the data it will meet on a phone, not random JSON.
public enum SampleMutation {
  /// The chance that a written value is a sample unchanged.
  static let unchangedChance = 0.3
  /// The most changes made to one sample.
  static let changesMax = 3
  /// The characters of the long string a string may become.
  static let longStringCount = 1_000

  /// One value to write for a key with `samples` (at least one): a sample, unchanged or with one to `changesMax`
  /// changes. A change that would make it larger than the App Group's limit is not made.
  public static func value(from samples: [JSONValue], using rng: inout SplitMix64) -> JSONValue {
    var value = rng.pick(samples)
    guard !rng.chance(unchangedChance) else { return value }
    for _ in 0..<rng.int(in: 1...changesMax) {
      let changed = mutate(value, using: &rng)
      if changed.serializedByteCount <= Limits.dataValueBytesMax { value = changed }
    }
    return value
  }

  /// `value` with one change, at a position drawn among all of its values (the value itself included) or, half of
  /// the time, among its lists and objects alone: a list that comes empty and a field that goes missing are what
  /// real data does most, and a sample has far fewer of them than leaves.
  static func mutate(_ value: JSONValue, using rng: inout SplitMix64) -> JSONValue {
    let containers = positions(value, containersOnly: true)
    let target =
      !containers.isEmpty && rng.chance(0.5)
      ? rng.pick(containers) : rng.int(in: 0...(count(value) - 1))
    var index = 0
    return rewrite(value, target: target, index: &index, using: &rng)
  }

  /// The depth-first positions of `value`'s lists and objects (`containersOnly`), or of all its values.
  static func positions(_ value: JSONValue, containersOnly: Bool) -> [Int] {
    var found: [Int] = []
    var index = 0
    func walk(_ value: JSONValue) {
      switch value {
      case .array(let items):
        found.append(index)
        index += 1
        for item in items { walk(item) }
      case .object(let members):
        found.append(index)
        index += 1
        for member in members { walk(member.value) }
      default:
        if !containersOnly { found.append(index) }
        index += 1
      }
    }
    walk(value)
    return found
  }

  /// How many values `value` holds, itself included.
  static func count(_ value: JSONValue) -> Int {
    switch value {
    case .array(let items): return 1 + items.reduce(0) { $0 + count($1) }
    case .object(let members): return 1 + members.reduce(0) { $0 + count($1.value) }
    default: return 1
    }
  }

  /// `value` with the value at position `target` (in depth-first order, `index` counting) changed.
  static func rewrite(_ value: JSONValue, target: Int, index: inout Int, using rng: inout SplitMix64) -> JSONValue {
    if index == target {
      index += 1
      return changed(value, using: &rng)
    }
    index += 1
    switch value {
    case .array(let items):
      return .array(items.map { rewrite($0, target: target, index: &index, using: &rng) })
    case .object(let members):
      return .object(members.map { ($0.key, rewrite($0.value, target: target, index: &index, using: &rng)) })
    default:
      return value
    }
  }

  /// One change of a value, chosen among those that fit its shape.
  static func changed(_ value: JSONValue, using rng: inout SplitMix64) -> JSONValue {
    switch value {
    case .object(let members):
      guard !members.isEmpty, rng.chance(0.8) else { return rng.chance(0.5) ? .null : .array([]) }
      // A field the app stopped writing, or one an older version never wrote.
      var fewer = members
      fewer.remove(at: rng.int(in: 0...(members.count - 1)))
      return .object(fewer)
    case .array(let items):
      switch rng.int(in: 0...4) {
      case 0, 4: return .array([])
      case 1 where !items.isEmpty:
        var fewer = items
        fewer.remove(at: rng.int(in: 0...(items.count - 1)))
        return .array(fewer)
      case 2 where !items.isEmpty: return .array(items + [items[rng.int(in: 0...(items.count - 1))]])
      default: return .null
      }
    case .string(let text):
      if let date = isoDate(text) { return .string(rng.pick(otherDates(date))) }
      return rng.pick([
        .string(""), .string(String(repeating: "W", count: longStringCount)), .string("Zürich ‮🚌 東京"), .null,
        .int(0),
      ])
    case .int(let number):
      // Seconds since 1970 (or since 2001, Foundation's reference date) are numbers too: a date far in the past.
      let old: JSONValue = number > 600_000_000 ? .int(0) : .int(-1)
      return rng.pick([
        .int(0), .int(-1), .int(Int64(Int32.max)), .int(.max), .int(.min), old, .string("\(number)"), .null,
      ])
    case .double(let number):
      return rng.pick([.double(0), .double(-1), .double(1e300), .double(-1e300), .string("\(number)"), .null])
    case .bool(let flag):
      return rng.pick([.bool(!flag), .string(flag ? "true" : "false"), .int(1), .null])
    case .null:
      return rng.pick([.string(""), .int(0), .bool(false)])
    }
  }

  /// The date of an ISO 8601 instant in `text` (`2026-03-01T08:00:00Z`, with or without fractions or an offset), else
  /// nil.
  static func isoDate(_ text: String) -> Instant? {
    guard text.count >= 20, text.count <= 40, text.dropFirst(10).first == "T" else { return nil }
    return Instant(typed: text)
  }

  /// Dates a sample's date may become, written as the sample writes dates (ISO 8601, UTC): long past (a cache from
  /// last year, the reference date), a week old, a day ahead, and far ahead.
  static func otherDates(_ date: Instant) -> [String] {
    [
      "2001-01-01T00:00:00Z", (date - .days(365)).iso8601, (date - .days(7)).iso8601, (date + .days(1)).iso8601,
      "2099-12-31T23:59:59Z",
    ]
  }
}
