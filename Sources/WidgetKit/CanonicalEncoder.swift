/// An `Encoder` that writes canonical JSON text: object keys sorted, the elements of a `Set` sorted by their text,
/// a `Dictionary` as an object when its keys are strings or integers and else as `[key, value]` pairs sorted by
/// key, dates as ISO-8601 text in UTC to the millisecond, data as Base64, numbers as `EntryContent.number` writes
/// them. `JSONEncoder` keeps a set's iteration order, which changes from one process to the next; this encoder
/// gives the same text for the same value in every run.
struct CanonicalEncoder {
  /// The nesting depth the value starts at (the entry's own properties are at depth 1).
  let depth: Int

  /// `value` as JSON text; throws `EncodingError` (a value JSON cannot hold), or `EntryContent.Problem` when the
  /// value nests deeper than `ProviderLimits.contentDepthMax`.
  func text(of value: some Encodable) throws -> String {
    let node = Node()
    try NodeEncoder(node: node, codingPath: [], depth: depth).encodeValue(value)
    return node.text
  }
}

/// A JSON value being built: encoders fill it in, containers keep references to their children.
final class Node {
  /// The kinds of JSON value.
  enum Value {
    case empty
    case literal(String)
    case array([Node])
    case object([String: Node])
  }

  /// The value so far.
  var value = Value.empty

  /// The node's JSON text, object keys sorted; an empty node (an encoder that wrote nothing) is `{}`.
  var text: String {
    switch value {
    case .empty: return "{}"
    case .literal(let text): return text
    case .array(let elements): return "[" + elements.map(\.text).joined(separator: ",") + "]"
    case .object(let members):
      return "{"
        + members.sorted { $0.key < $1.key }.map { EntryContent.quoted($0.key) + ":" + $0.value.text }
        .joined(separator: ",") + "}"
    }
  }
}

/// A `Set`, seen without knowing its element type: its elements are written sorted.
protocol CanonicalSet {
  /// The elements, in iteration order.
  var encodableElements: [any Encodable] { get }
}

extension Set: CanonicalSet where Element: Encodable {
  var encodableElements: [any Encodable] { map { $0 } }
}

/// A `Dictionary`, seen without knowing its types: written by key, sorted.
protocol CanonicalDictionary {
  /// The pairs, in iteration order.
  var encodablePairs: [(key: any Encodable, value: any Encodable)] { get }
}

extension Dictionary: CanonicalDictionary where Key: Encodable, Value: Encodable {
  var encodablePairs: [(key: any Encodable, value: any Encodable)] { map { ($0.key, $0.value) } }
}

/// A coding key made from a string or an index.
struct AnyKey: CodingKey {
  let stringValue: String
  let intValue: Int?
  init(stringValue: String) {
    self.stringValue = stringValue
    self.intValue = nil
  }
  init(intValue: Int) {
    self.stringValue = String(intValue)
    self.intValue = intValue
  }
}

/// The encoder handed to each `encode(to:)`: it writes into `node`.
struct NodeEncoder: Encoder {
  /// Where the value goes.
  let node: Node
  let codingPath: [any CodingKey]
  var userInfo: [CodingUserInfoKey: Any] { [:] }
  /// The nesting depth of `node`.
  let depth: Int

  func container<Key: CodingKey>(keyedBy type: Key.Type) -> KeyedEncodingContainer<Key> {
    if case .object = node.value {} else { node.value = .object([:]) }
    return KeyedEncodingContainer(KeyedNodeContainer<Key>(encoder: self))
  }

  func unkeyedContainer() -> any UnkeyedEncodingContainer {
    if case .array = node.value {} else { node.value = .array([]) }
    return UnkeyedNodeContainer(encoder: self)
  }

  func singleValueContainer() -> any SingleValueEncodingContainer { SingleNodeContainer(encoder: self) }

  /// An encoder for a new child node under `key`, one level deeper.
  func child(_ node: Node, key: any CodingKey) -> NodeEncoder {
    NodeEncoder(node: node, codingPath: codingPath + [key], depth: depth + 1)
  }

  /// Writes a literal, or throws for a number JSON cannot hold.
  func literal(_ text: String?, for value: Any) throws {
    guard let text else {
      throw EncodingError.invalidValue(
        value, EncodingError.Context(codingPath: codingPath, debugDescription: "\(value) is not a JSON number"))
    }
    node.value = .literal(text)
  }

  /// Writes any value: the types with a fixed form here, sets and dictionaries sorted, others by `encode(to:)`.
  func encodeValue(_ value: any Encodable) throws {
    guard depth <= ProviderLimits.contentDepthMax else {
      throw EntryContent.Problem(
        kind: .contentTooDeep, message: "the content nests deeper than \(ProviderLimits.contentDepthMax) levels")
    }
    switch value {
    case let string as String: node.value = .literal(EntryContent.quoted(string))
    case let boolean as Bool: node.value = .literal(boolean ? "true" : "false")
    case let double as Double: try literal(EntryContent.number(double), for: double)
    case let float as Float: try literal(EntryContent.number(float), for: float)
    case let integer as any BinaryInteger: node.value = .literal("\(integer)")
    case let date as Date:
      try literal(
        ISO8601Text.milliseconds(date).map { EntryContent.quoted(ISO8601Text.text(milliseconds: $0)) }, for: date)
    case let url as URL: node.value = .literal(EntryContent.quoted(url.absoluteString))
    case let data as Data: node.value = .literal(EntryContent.quoted(data.base64EncodedString()))
    case let decimal as Decimal: try literal(decimal.isFinite ? "\(decimal)" : nil, for: decimal)
    case let set as any CanonicalSet:
      var texts: [String] = []
      for (index, element) in set.encodableElements.enumerated() {
        let child = Node()
        try self.child(child, key: AnyKey(intValue: index)).encodeValue(element)
        texts.append(child.text)
      }
      node.value = .array(
        texts.sorted().map { text in
          let sorted = Node()
          sorted.value = .literal(text)
          return sorted
        })
    case let dictionary as any CanonicalDictionary: try encodeDictionary(dictionary.encodablePairs)
    default: try value.encode(to: self)
    }
  }

  /// A dictionary: an object when every key is a string or an integer, else `[key, value]` pairs sorted by key.
  private func encodeDictionary(_ pairs: [(key: any Encodable, value: any Encodable)]) throws {
    var members: [String: Node] = [:]
    var others: [(key: String, pair: Node)] = []
    for (key, value) in pairs {
      let valueNode = Node()
      switch key {
      case let string as String:
        try child(valueNode, key: AnyKey(stringValue: string)).encodeValue(value)
        members[string] = valueNode
      case let integer as any BinaryInteger:
        try child(valueNode, key: AnyKey(stringValue: "\(integer)")).encodeValue(value)
        members["\(integer)"] = valueNode
      default:
        let keyNode = Node()
        try child(keyNode, key: AnyKey(intValue: others.count)).encodeValue(key)
        try child(valueNode, key: AnyKey(stringValue: keyNode.text)).encodeValue(value)
        let pair = Node()
        pair.value = .array([keyNode, valueNode])
        others.append((keyNode.text, pair))
      }
    }
    node.value = others.isEmpty ? .object(members) : .array(others.sorted { $0.key < $1.key }.map(\.pair))
  }
}

/// A keyed container writing members of its encoder's object node.
struct KeyedNodeContainer<Key: CodingKey>: KeyedEncodingContainerProtocol {
  let encoder: NodeEncoder
  var codingPath: [any CodingKey] { encoder.codingPath }

  /// A new member node under `key`, with its encoder.
  private func member(_ key: Key) -> NodeEncoder {
    let child = Node()
    if case .object(var members) = encoder.node.value {
      members[key.stringValue] = child
      encoder.node.value = .object(members)
    }
    return encoder.child(child, key: key)
  }

  mutating func encodeNil(forKey key: Key) throws { member(key).node.value = .literal("null") }
  mutating func encode<T: Encodable>(_ value: T, forKey key: Key) throws { try member(key).encodeValue(value) }
  mutating func nestedContainer<NestedKey: CodingKey>(keyedBy keyType: NestedKey.Type, forKey key: Key)
    -> KeyedEncodingContainer<NestedKey>
  {
    member(key).container(keyedBy: keyType)
  }
  mutating func nestedUnkeyedContainer(forKey key: Key) -> any UnkeyedEncodingContainer {
    member(key).unkeyedContainer()
  }
  mutating func superEncoder() -> any Encoder { member(Key(stringValue: "super")!) }
  mutating func superEncoder(forKey key: Key) -> any Encoder { member(key) }
}

/// An unkeyed container appending elements to its encoder's array node.
struct UnkeyedNodeContainer: UnkeyedEncodingContainer {
  let encoder: NodeEncoder
  var codingPath: [any CodingKey] { encoder.codingPath }
  var count: Int {
    guard case .array(let elements) = encoder.node.value else { return 0 }
    return elements.count
  }

  /// A new element node, with its encoder.
  private func element() -> NodeEncoder {
    let child = Node()
    let index = count
    if case .array(var elements) = encoder.node.value {
      elements.append(child)
      encoder.node.value = .array(elements)
    }
    return encoder.child(child, key: AnyKey(intValue: index))
  }

  mutating func encodeNil() throws { element().node.value = .literal("null") }
  mutating func encode<T: Encodable>(_ value: T) throws { try element().encodeValue(value) }
  mutating func nestedContainer<NestedKey: CodingKey>(keyedBy keyType: NestedKey.Type)
    -> KeyedEncodingContainer<NestedKey>
  {
    element().container(keyedBy: keyType)
  }
  mutating func nestedUnkeyedContainer() -> any UnkeyedEncodingContainer { element().unkeyedContainer() }
  mutating func superEncoder() -> any Encoder { element() }
}

/// A single-value container writing its encoder's node.
struct SingleNodeContainer: SingleValueEncodingContainer {
  let encoder: NodeEncoder
  var codingPath: [any CodingKey] { encoder.codingPath }

  mutating func encodeNil() throws { encoder.node.value = .literal("null") }
  mutating func encode<T: Encodable>(_ value: T) throws { try encoder.encodeValue(value) }
}
