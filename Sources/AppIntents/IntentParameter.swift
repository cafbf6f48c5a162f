/// The types an `@Parameter` may hold here: `String`, `Int`, `Double`, `Bool`, `Date`, an `AppEnum`, an `AppEntity`,
/// an array of one of them, or an optional of any of these. (Apple's AppIntents accepts more, such as measurements.)
public protocol _IntentValue: Sendable {}

extension String: _IntentValue {}
extension Int: _IntentValue {}
extension Double: _IntentValue {}
extension Bool: _IntentValue {}
extension Date: _IntentValue {}
extension Optional: _IntentValue where Wrapped: _IntentValue {}
extension Array: _IntentValue where Element: _IntentValue {}

/// One parameter of an intent, as `@Parameter(title: "City", default: "Paris") var city: String` declares it.
///
/// Like Apple's, it is a class: copies of an intent share their parameters' values. Reading a value that was never
/// set gives the default, or `nil` for an optional; a non-optional parameter with neither stops the program with a
/// message naming it, since iOS would never run the provider without a value.
@propertyWrapper
public final class IntentParameter<Value: _IntentValue>: @unchecked Sendable {
  /// The parameter's name in the configuration sheet.
  public let title: LocalizedStringResource
  /// The parameter's explanation in the configuration sheet, when given.
  public let description: LocalizedStringResource?
  /// The value before any is set, when given.
  let defaultValue: Value?
  /// The inclusive range a number must lie in, when given.
  let inclusiveRange: ClosedRange<Double>?
  /// Guards `stored`, which any thread may read or set.
  private let lock = NSLock()
  /// The value set since the intent was made, if any.
  private var stored: Value?

  /// A parameter with its title, an optional explanation and an optional default.
  public init(title: LocalizedStringResource, description: LocalizedStringResource? = nil, default: Value? = nil) {
    self.title = title
    self.description = description
    self.defaultValue = `default`
    self.inclusiveRange = nil
  }

  /// A number parameter limited to a range (Apple's `inclusiveRange:` argument).
  init(
    title: LocalizedStringResource, description: LocalizedStringResource?, default: Value?,
    inclusiveRange: ClosedRange<Double>
  ) {
    self.title = title
    self.description = description
    self.defaultValue = `default`
    self.inclusiveRange = inclusiveRange
  }

  /// The value: the one set, else the default, else `nil` for an optional.
  public var wrappedValue: Value {
    get {
      if let value = lock.withLock({ stored }) ?? defaultValue ?? IntentValueCoding.none(as: Value.self)
        ?? IntentValueCoding.queryDefault(as: Value.self)
      {
        return value
      }
      fatalError("the intent parameter \"\(title)\" has no value and no default; configure the widget with one")
    }
    set { lock.withLock { stored = newValue } }
  }

  /// The parameter itself, as `$city` names it.
  public var projectedValue: IntentParameter<Value> { self }

  /// The value if one was set or a default exists (or the parameter is optional), without stopping the program.
  var currentValue: Value? { lock.withLock { stored } ?? defaultValue ?? IntentValueCoding.none(as: Value.self) }
}

extension IntentParameter where Value == Int {
  /// A whole-number parameter limited to `inclusiveRange`.
  public convenience init(
    title: LocalizedStringResource, description: LocalizedStringResource? = nil, default: Int? = nil,
    inclusiveRange: (lowerBound: Int, upperBound: Int)
  ) {
    self.init(
      title: title, description: description, default: `default`,
      inclusiveRange: Double(inclusiveRange.lowerBound)...Double(inclusiveRange.upperBound))
  }
}

extension IntentParameter where Value == Double {
  /// A number parameter limited to `inclusiveRange`.
  public convenience init(
    title: LocalizedStringResource, description: LocalizedStringResource? = nil, default: Double? = nil,
    inclusiveRange: (lowerBound: Double, upperBound: Double)
  ) {
    self.init(
      title: title, description: description, default: `default`,
      inclusiveRange: inclusiveRange.lowerBound...inclusiveRange.upperBound)
  }
}
