/// The type of an intent parameter as the host sees it.
@_spi(WidgetSimHost)
public indirect enum IntentParameterKind: Hashable, Sendable, CustomStringConvertible {
  case string
  case integer
  case double
  case boolean
  /// A `Date`, given as ISO 8601 text.
  case date
  /// An `AppEntity`, named by its identifier and found by its type's query.
  case entity(name: String)
  /// An `AppEnum`: its type's name and its cases.
  case enumeration(name: String, options: [IntentParameterOption])
  case optional(IntentParameterKind)
  case array(IntentParameterKind)

  /// What a value of this kind is, for messages: "a whole number", "one of celsius, fahrenheit".
  public var description: String {
    switch self {
    case .string: return "a string"
    case .integer: return "a whole number"
    case .double: return "a number"
    case .boolean: return "true or false"
    case .date: return "a date (ISO 8601, 2026-03-01T08:00:00Z)"
    case .entity(let name): return "the identifier of a \(name)"
    case .enumeration(_, let options): return "one of " + options.map(\.name).joined(separator: ", ")
    case .optional(let wrapped): return "\(wrapped) or nothing"
    case .array(let element): return "a list of \(element)"
    }
  }
}

/// One case of an `AppEnum` parameter: its raw value as text (its name in the simulation) and its title.
@_spi(WidgetSimHost)
public struct IntentParameterOption: Hashable, Sendable {
  /// The case's raw value as text.
  public let name: String
  /// The case's title from `caseDisplayRepresentations`, else its name.
  public let title: String
}

/// A parameter's value as the host sets and reads it.
@_spi(WidgetSimHost)
public indirect enum IntentParameterValue: Hashable, Sendable {
  case string(String)
  case integer(Int)
  case double(Double)
  case boolean(Bool)
  case date(Date)
  /// An `AppEnum` case, by its raw value as text.
  case option(String)
  /// An optional parameter without a value.
  case none
  case array([IntentParameterValue])
}

extension IntentParameterValue: CustomStringConvertible {
  /// The value as a person typed it, for messages: `"Oslo"` for a string, `kelvin` for an option, `nothing`.
  public var description: String {
    switch self {
    case .string(let text): return "\"\(text)\""
    case .integer(let number): return "\(number)"
    case .double(let number): return "\(number)"
    case .boolean(let flag): return "\(flag)"
    case .date(let date): return date.formatted(.iso8601)
    case .option(let name): return name
    case .none: return "nothing"
    case .array(let elements): return "[" + elements.map(\.description).joined(separator: ", ") + "]"
    }
  }
}

/// One `@Parameter` of an intent type, as the host shows and configures it.
@_spi(WidgetSimHost)
public struct IntentParameterDescription: Hashable, Sendable {
  /// The property's name (`city` for `@Parameter(…) var city: String`).
  public let name: String
  /// The title shown in the configuration sheet.
  public let title: String
  /// The type of its values.
  public let kind: IntentParameterKind
  /// The default value, when the declaration gives one.
  public let defaultValue: IntentParameterValue?
  /// The range a number must lie in, when the declaration gives one.
  public let inclusiveRange: ClosedRange<Double>?
}

/// A value the host tried to set that the intent cannot take; `message` says which parameter and why.
@_spi(WidgetSimHost)
public struct IntentParameterError: Error, Hashable, Sendable, CustomStringConvertible {
  /// What went wrong, naming the intent type and the parameter.
  public let message: String
  /// The message.
  public var description: String { message }
}

extension AppIntent {
  /// The intent type's parameters in declaration order, read from a fresh `Self()`.
  @_spi(WidgetSimHost)
  public static var parameterDescriptions: [IntentParameterDescription] {
    parameters(of: Self()).map { name, parameter in parameter.describe(name: name) }
  }

  /// A fresh intent with the given values set; a parameter not named keeps its default.
  /// Throws for a name the intent does not have, or a value of the wrong type or outside the parameter's range.
  @_spi(WidgetSimHost)
  public static func configured(_ values: [String: IntentParameterValue]) throws(IntentParameterError) -> Self {
    let intent = Self()
    let parameters = parameters(of: intent)
    for (name, value) in values.sorted(by: { $0.key < $1.key }) {
      guard let parameter = parameters.first(where: { $0.name == name })?.parameter else {
        let known =
          parameters.isEmpty ? "it has none" : "its parameters are " + parameters.map(\.name).joined(separator: ", ")
        throw IntentParameterError(message: "\(Self.self) has no parameter \"\(name)\"; \(known)")
      }
      try parameter.set(value, name: name, in: "\(Self.self)")
    }
    return intent
  }

  /// The value each parameter holds now, in declaration order; a non-optional parameter with no value and no
  /// default is left out.
  @_spi(WidgetSimHost)
  public var parameterValues: [(name: String, value: IntentParameterValue)] {
    Self.parameters(of: self).compactMap { name, parameter in parameter.hostValue.map { (name, $0) } }
  }

  /// The `@Parameter` properties of an intent value, by property name, in declaration order.
  static func parameters(of intent: Self) -> [(name: String, parameter: any HostVisibleParameter)] {
    Mirror(reflecting: intent).children.compactMap { child in
      guard let label = child.label, let parameter = child.value as? any HostVisibleParameter else { return nil }
      return (label.hasPrefix("_") ? String(label.dropFirst()) : label, parameter)
    }
  }
}

/// What the host reads and sets on a parameter, whatever its value type.
protocol HostVisibleParameter: AnyObject {
  /// The parameter's description under its property name.
  func describe(name: String) -> IntentParameterDescription
  /// The current value, or nil when it has none.
  var hostValue: IntentParameterValue? { get }
  /// Sets the value, or throws naming the parameter (`name`) and the intent type (`intent`).
  func set(_ value: IntentParameterValue, name: String, in intent: String) throws(IntentParameterError)
}

extension IntentParameter: HostVisibleParameter {
  func describe(name: String) -> IntentParameterDescription {
    IntentParameterDescription(
      name: name, title: title.key, kind: IntentValueCoding.kind(of: Value.self),
      defaultValue: defaultValue.map(IntentValueCoding.hostValue(of:)), inclusiveRange: inclusiveRange)
  }

  var hostValue: IntentParameterValue? { currentValue.map(IntentValueCoding.hostValue(of:)) }

  func set(_ value: IntentParameterValue, name: String, in intent: String) throws(IntentParameterError) {
    let kind = IntentValueCoding.kind(of: Value.self)
    // Two steps: `nil as? Value` would succeed, as `.some(nil)`, when `Value` is an optional.
    guard let converted = IntentValueCoding.value(value, as: Value.self), let typed = converted as? Value else {
      throw IntentParameterError(
        message: "\(intent).\(name) takes \(kind), not \(value)" + IntentValueCoding.offered(Value.self))
    }
    if let range = inclusiveRange, let number = IntentValueCoding.number(value), !range.contains(number) {
      throw IntentParameterError(
        message: "\(intent).\(name) takes a value from \(range.lowerBound) to \(range.upperBound), not \(number)")
    }
    wrappedValue = typed
  }
}

/// Converts between the supported value types and `IntentParameterValue`, by the value's dynamic type.
enum IntentValueCoding {
  /// The kind of a supported value type.
  static func kind(of type: Any.Type) -> IntentParameterKind {
    switch type {
    case is String.Type: return .string
    case is Int.Type: return .integer
    case is Double.Type: return .double
    case is Bool.Type: return .boolean
    case is Date.Type: return .date
    case let entity as any AppEntity.Type: return .entity(name: entity.typeDisplayRepresentation.name.key)
    case let optional as any OptionalIntentValue.Type: return .optional(kind(of: optional.wrappedType))
    case let array as any ArrayIntentValue.Type: return .array(kind(of: array.elementType))
    case let enumeration as any AppEnum.Type: return enumerationKind(enumeration)
    default: fatalError("\(type) is not an intent parameter type")
    }
  }

  /// An `AppEnum`'s name and cases.
  private static func enumerationKind<E: AppEnum>(_ type: E.Type) -> IntentParameterKind {
    let options = E.allCases.map { value in
      IntentParameterOption(
        name: "\(value.rawValue)", title: E.caseDisplayRepresentations[value]?.title.key ?? "\(value.rawValue)")
    }
    return .enumeration(name: E.typeDisplayRepresentation.name.key, options: options)
  }

  /// The host's view of a supported value.
  static func hostValue(of value: Any) -> IntentParameterValue {
    switch value {
    case let string as String: return .string(string)
    case let integer as Int: return .integer(integer)
    case let double as Double: return .double(double)
    case let boolean as Bool: return .boolean(boolean)
    case let date as Date: return .date(date)
    case let entity as any AppEntity: return .string(entityIdentifier(entity))
    case let optional as any OptionalIntentValue: return optional.wrappedValue.map(hostValue(of:)) ?? .none
    case let array as any ArrayIntentValue: return .array(array.elementValues.map(hostValue(of:)))
    case let option as any AppEnum: return .option(optionName(option))
    default: fatalError("\(type(of: value)) is not an intent parameter type")
    }
  }

  /// An entity's identifier as text.
  private static func entityIdentifier<E: AppEntity>(_ entity: E) -> String { entity.id.entityIdentifierString }

  /// An `AppEnum` case's raw value as text.
  private static func optionName<E: AppEnum>(_ value: E) -> String { "\(value.rawValue)" }

  /// A value of `type` from the host's value, or nil when the host's value does not fit the type. A whole number
  /// is accepted for a `Double`.
  static func value(_ value: IntentParameterValue, as type: Any.Type) -> Any? {
    switch (type, value) {
    case (is String.Type, .string(let string)): return string
    case (is Int.Type, .integer(let integer)): return integer
    case (is Double.Type, .double(let double)): return double
    case (is Double.Type, .integer(let integer)): return Double(integer)
    case (is Bool.Type, .boolean(let boolean)): return boolean
    case (is Date.Type, .date(let date)): return date
    case (is Date.Type, .string(let text)): return ISO8601DateFormatter().date(from: text)
    case (let entity as any AppEntity.Type, .string(let identifier)): return EntityLookup.entity(identifier, of: entity)
    case (let optional as any OptionalIntentValue.Type, .none): return optional.noneValue
    case (let optional as any OptionalIntentValue.Type, _):
      return Self.value(value, as: optional.wrappedType).flatMap(optional.wrapping)
    case (let array as any ArrayIntentValue.Type, .array(let elements)):
      var values: [Any] = []
      for element in elements {
        guard let converted = Self.value(element, as: array.elementType) else { return nil }
        values.append(converted)
      }
      return array.making(values)
    case (let enumeration as any AppEnum.Type, .option(let name)): return option(named: name, in: enumeration)
    default: return nil
    }
  }

  /// The case of `type` whose raw value reads `name`.
  private static func option<E: AppEnum>(named name: String, in type: E.Type) -> E? {
    E.allCases.first { "\($0.rawValue)" == name }
  }

  /// `nil` as a value of `type` when `type` is an optional, else nil (no value).
  static func none<Value>(as type: Value.Type) -> Value? {
    (type as? any OptionalIntentValue.Type)?.noneValue as? Value
  }

  /// What the query of an entity type (or an optional or list of one) offers, as a clause for a refusal: "; its
  /// query offers kings-cross, paddington"; empty for other types.
  static func offered(_ type: Any.Type) -> String {
    switch type {
    case let optional as any OptionalIntentValue.Type: return offered(optional.wrappedType)
    case let array as any ArrayIntentValue.Type: return offered(array.elementType)
    case let entity as any AppEntity.Type:
      let options = EntityLookup.options(of: entity)
      return options.isEmpty ? "; its query offers none" : "; its query offers " + options.joined(separator: ", ")
    default: return ""
    }
  }

  /// The query's default entity when `type` is an entity type (its `defaultResult()`), else nil.
  static func queryDefault<Value>(as type: Value.Type) -> Value? {
    (type as? any AppEntity.Type).flatMap { EntityLookup.defaultEntity(of: $0) } as? Value
  }

  /// A number's value, for range checks.
  static func number(_ value: IntentParameterValue) -> Double? {
    switch value {
    case .integer(let integer): return Double(integer)
    case .double(let double): return double
    default: return nil
    }
  }
}

/// `Optional`, seen without knowing its wrapped type.
protocol OptionalIntentValue {
  /// The wrapped type.
  static var wrappedType: Any.Type { get }
  /// `nil` of this optional type.
  static var noneValue: Any { get }
  /// `value` wrapped, when it is of the wrapped type.
  static func wrapping(_ value: Any) -> Any?
  /// The wrapped value, or nil.
  var wrappedValue: Any? { get }
}

extension Optional: OptionalIntentValue {
  static var wrappedType: Any.Type { Wrapped.self }
  static var noneValue: Any { Wrapped?.none as Any }
  static func wrapping(_ value: Any) -> Any? { (value as? Wrapped).map { Wrapped?.some($0) as Any } }
  var wrappedValue: Any? { self.map { $0 as Any } }
}

/// `Array`, seen without knowing its element type.
protocol ArrayIntentValue {
  /// The element type.
  static var elementType: Any.Type { get }
  /// An array of `values`, when each is of the element type.
  static func making(_ values: [Any]) -> Any?
  /// The elements.
  var elementValues: [Any] { get }
}

extension Array: ArrayIntentValue {
  static var elementType: Any.Type { Element.self }
  static func making(_ values: [Any]) -> Any? {
    let elements = values.compactMap { $0 as? Element }
    return elements.count == values.count ? elements : nil
  }
  var elementValues: [Any] { map { $0 as Any } }
}
