/// An enumeration whose cases a person picks from in a configuration sheet, as the type of an `@Parameter`.
/// The cases are named in the simulation by their raw values.
public protocol AppEnum: _IntentValue, CaseIterable, RawRepresentable, Hashable {
  /// The type's name, shown above its cases.
  static var typeDisplayRepresentation: TypeDisplayRepresentation { get }

  /// Each case's name as shown.
  static var caseDisplayRepresentations: [Self: DisplayRepresentation] { get }
}

/// How a type is named in the configuration sheet.
public struct TypeDisplayRepresentation: Hashable, Sendable, ExpressibleByStringInterpolation {
  /// The type's name.
  public let name: LocalizedStringResource
  /// How a count of values of the type is written, when given.
  public let numericFormat: LocalizedStringResource?

  /// A type's name, and how a count of its values is written.
  public init(name: LocalizedStringResource, numericFormat: LocalizedStringResource? = nil) {
    self.name = name
    self.numericFormat = numericFormat
  }

  /// A type's name from a string literal: `static var typeDisplayRepresentation: TypeDisplayRepresentation = "Unit"`.
  public init(stringLiteral value: String) { self.init(name: LocalizedStringResource(value)) }
}

/// How a value is shown: its title and an optional subtitle (Apple's image is left out: it needs SwiftUI).
public struct DisplayRepresentation: Hashable, Sendable, ExpressibleByStringInterpolation {
  /// The value's title.
  public let title: LocalizedStringResource
  /// A second line under the title.
  public let subtitle: LocalizedStringResource?

  /// A title and an optional subtitle.
  public init(title: LocalizedStringResource, subtitle: LocalizedStringResource? = nil) {
    self.title = title
    self.subtitle = subtitle
  }

  /// A title from a string literal: `[.celsius: "Celsius"]`.
  public init(stringLiteral value: String) { self.init(title: LocalizedStringResource(value)) }
}
