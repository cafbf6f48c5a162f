/// Writes an entry's content as JSON text: by its `Encodable` conformance when it has one (`CanonicalEncoder`), else
/// from its stored properties through `Mirror`. Either way keys and sets are sorted, dates are ISO-8601 text in UTC
/// to the millisecond, and the nesting is bounded, so the same entry gives the same text in every run.
enum EntryContent {
  /// Why a value could not be written: a message that names the property path.
  struct Problem: Error {
    /// The failure kind: `contentNotRepresentable` or `contentTooDeep`.
    let kind: ProviderFailure.Kind
    /// What and where, e.g. "temperature is NaN".
    let message: String
  }

  /// The entry's content as JSON text.
  static func json(of entry: Any) throws(Problem) -> String {
    var writer = Writer()
    try writer.write(entry, path: "", depth: 0)
    return writer.text
  }

  /// A JSON string literal of `text`, escaped as RFC 8259 requires.
  static func quoted(_ text: String) -> String {
    var out = "\""
    for scalar in text.unicodeScalars {
      switch scalar {
      case "\"": out += "\\\""
      case "\\": out += "\\\\"
      case "\n": out += "\\n"
      case "\r": out += "\\r"
      case "\t": out += "\\t"
      case _ where scalar.value < 0x20:
        let hex = String(scalar.value, radix: 16)
        out += "\\u" + String(repeating: "0", count: 4 - hex.count) + hex
      default: out.unicodeScalars.append(scalar)
      }
    }
    return out + "\""
  }

  /// A floating-point number as JSON: whole numbers without a fraction (as `JSONEncoder` writes them), others in
  /// Swift's shortest form that reads back the same; nil when not finite.
  static func number<F: BinaryFloatingPoint & LosslessStringConvertible>(_ value: F) -> String? {
    guard value.isFinite else { return nil }
    if value == value.rounded(), abs(value) < 1e15 { return String(Int64(value)) }
    return String(value)
  }

  /// The deepest nesting of arrays and objects in JSON text.
  static func depth(of json: String) -> Int {
    var depth = 0
    var deepest = 0
    var inString = false
    var escaped = false
    for byte in json.utf8 {
      if inString {
        if escaped {
          escaped = false
        } else if byte == UInt8(ascii: "\\") {
          escaped = true
        } else if byte == UInt8(ascii: "\"") {
          inString = false
        }
        continue
      }
      switch byte {
      case UInt8(ascii: "\""): inString = true
      case UInt8(ascii: "["), UInt8(ascii: "{"):
        depth += 1
        deepest = max(deepest, depth)
      case UInt8(ascii: "]"), UInt8(ascii: "}"): depth -= 1
      default: break
      }
    }
    return deepest
  }

  /// Appends JSON text for values of any type.
  struct Writer {
    /// The text so far.
    var text = ""

    /// Appends `value`, found at `path` (for messages) at nesting `depth`.
    mutating func write(_ value: Any, path: String, depth: Int) throws(Problem) {
      let name = path.isEmpty ? "the entry" : path
      switch value {
      case let string as String: text += quoted(string)
      case let character as Character: text += quoted(String(character))
      case let substring as Substring: text += quoted(String(substring))
      case let boolean as Bool: text += boolean ? "true" : "false"
      case let integer as any BinaryInteger: text += "\(integer)"
      case let double as Double: try append(number(double), or: "\(name) is \(double)")
      case let float as Float: try append(number(float), or: "\(name) is \(float)")
      case let float as CGFloat: try append(number(Double(float)), or: "\(name) is \(float)")
      case let float as any BinaryFloatingPoint: try append(number(Double(float)), or: "\(name) is \(float)")
      case let decimal as Decimal:
        guard decimal.isFinite else { throw Problem(kind: .contentNotRepresentable, message: "\(name) is NaN") }
        text += "\(decimal)"
      case let date as Date:
        guard let milliseconds = ISO8601Text.milliseconds(date) else {
          throw Problem(kind: .contentNotRepresentable, message: "\(name) is \(ISO8601Text.text(date))")
        }
        text += quoted(ISO8601Text.text(milliseconds: milliseconds))
      case let url as URL: text += quoted(url.absoluteString)
      case let uuid as UUID: text += quoted(uuid.uuidString)
      case let data as Data: text += quoted(data.base64EncodedString())
      default: try writeComposite(value, name: name, path: path, depth: depth)
      }
    }

    /// Appends a number's text, or throws `message` when it has none (NaN, infinity).
    private mutating func append(_ number: String?, or message: String) throws(Problem) {
      guard let number else { throw Problem(kind: .contentNotRepresentable, message: message) }
      text += number
    }

    /// Appends an optional, an `Encodable` value, a collection, or a value's stored properties.
    private mutating func writeComposite(_ value: Any, name: String, path: String, depth: Int) throws(Problem) {
      let mirror = Mirror(reflecting: value)
      if mirror.displayStyle == .optional {
        guard let wrapped = mirror.children.first?.value else {
          text += "null"
          return
        }
        return try write(wrapped, path: path, depth: depth)
      }
      guard depth < ProviderLimits.contentDepthMax else {
        throw Problem(
          kind: .contentTooDeep,
          message: "\(name) nests deeper than \(ProviderLimits.contentDepthMax) levels (a cycle of references?)")
      }
      if let encodable = value as? any Encodable { return try writeEncoded(encodable, name: name, depth: depth) }
      switch mirror.displayStyle {
      case .collection?:
        try writeArray(mirror.children.map(\.value), path: path, depth: depth)
      case .set?:
        var elements: [String] = []
        for (index, element) in mirror.children.enumerated() {
          elements.append(try Self.text(of: element.value, path: "\(path)[\(index)]", depth: depth + 1))
        }
        text += "[" + elements.sorted().joined(separator: ",") + "]"
      case .dictionary?:
        try writeDictionary(mirror, path: path, depth: depth)
      case .enum?:
        guard let payload = mirror.children.first else {
          text += quoted("\(value)")
          return
        }
        let label = payload.label ?? "\(value)"
        text += "{" + quoted(label) + ":"
        try write(payload.value, path: "\(path).\(label)", depth: depth + 1)
        text += "}"
      case .struct?, .class?, .tuple?:
        try writeObject(mirror, path: path, depth: depth)
      default:
        text += quoted("\(value)")
      }
    }

    /// Appends an `Encodable` value as `CanonicalEncoder` writes it, with the nesting it adds checked.
    private mutating func writeEncoded(_ value: any Encodable, name: String, depth: Int) throws(Problem) {
      let json: String
      do {
        json = try CanonicalEncoder(depth: depth).text(of: value)
      } catch let problem as Problem {
        throw Problem(kind: problem.kind, message: "\(name) nests deeper than \(ProviderLimits.contentDepthMax) levels")
      } catch {
        throw Problem(kind: .contentNotRepresentable, message: "\(name) cannot be encoded: \(Self.describe(error))")
      }
      guard depth + EntryContent.depth(of: json) <= ProviderLimits.contentDepthMax else {
        throw Problem(
          kind: .contentTooDeep, message: "\(name) nests deeper than \(ProviderLimits.contentDepthMax) levels")
      }
      text += json
    }

    /// Appends an array of `elements`.
    private mutating func writeArray(_ elements: [Any], path: String, depth: Int) throws(Problem) {
      text += "["
      for (index, element) in elements.enumerated() {
        if index > 0 { text += "," }
        try write(element, path: "\(path)[\(index)]", depth: depth + 1)
      }
      text += "]"
    }

    /// Appends a dictionary: an object when its keys are strings, else an array of `[key, value]` pairs; either
    /// way sorted by key.
    private mutating func writeDictionary(_ mirror: Mirror, path: String, depth: Int) throws(Problem) {
      var pairs: [(key: String, value: String)] = []
      var keysAreStrings = true
      for pair in mirror.children {
        let parts = Array(Mirror(reflecting: pair.value).children.map(\.value))
        guard parts.count == 2 else { continue }
        keysAreStrings = keysAreStrings && parts[0] is String
        let key = try Self.text(of: parts[0], path: "\(path)[key]", depth: depth + 1)
        pairs.append((key, try Self.text(of: parts[1], path: "\(path)[\(key)]", depth: depth + 1)))
      }
      pairs.sort { $0.key < $1.key }
      if keysAreStrings {
        text += "{" + pairs.map { "\($0.key):\($0.value)" }.joined(separator: ",") + "}"
      } else {
        text += "[" + pairs.map { "[\($0.key),\($0.value)]" }.joined(separator: ",") + "]"
      }
    }

    /// Appends a struct's, class's or tuple's stored properties (a class's inherited ones too) as an object with
    /// sorted keys; a tuple's unlabelled elements are named by position.
    private mutating func writeObject(_ mirror: Mirror, path: String, depth: Int) throws(Problem) {
      var members: [(label: String, value: Any)] = []
      var current: Mirror? = mirror
      while let level = current {
        for (position, child) in level.children.enumerated() {
          let label = child.label.map { $0.hasPrefix(".") ? String($0.dropFirst()) : $0 } ?? String(position)
          members.append((label, child.value))
        }
        current = level.superclassMirror
      }
      text += "{"
      for (index, member) in members.sorted(by: { $0.label < $1.label }).enumerated() {
        if index > 0 { text += "," }
        text += quoted(member.label) + ":"
        try write(member.value, path: path.isEmpty ? member.label : "\(path).\(member.label)", depth: depth + 1)
      }
      text += "}"
    }

    /// The JSON text of one value on its own.
    private static func text(of value: Any, path: String, depth: Int) throws(Problem) -> String {
      var writer = Writer()
      try writer.write(value, path: path, depth: depth)
      return writer.text
    }

    /// An encoding error's own words and the coding path it names.
    static func describe(_ error: any Error) -> String {
      guard case EncodingError.invalidValue(_, let context) = error else { return "\(error)" }
      let path = context.codingPath.map { $0.intValue.map { "[\($0)]" } ?? ".\($0.stringValue)" }.joined()
      return path.isEmpty
        ? context.debugDescription : "at \(path.drop(while: { $0 == "." })): \(context.debugDescription)"
    }
  }
}
