import Foundation

/// A log message, written as a string literal with interpolations that may say a value's privacy, format and
/// alignment (`"loaded \(count, privacy: .public) stations"`). The privacy is accepted and every value written.
public struct OSLogMessage: ExpressibleByStringInterpolation, ExpressibleByStringLiteral, Sendable {
  /// The message's text.
  let text: String

  /// A message of the literal's text.
  public init(stringLiteral value: String) { text = value }

  /// A message of the interpolation's text.
  public init(stringInterpolation: OSLogInterpolation) { text = stringInterpolation.text }
}

/// The interpolations of a log message: any value, with the arguments Apple's take.
public struct OSLogInterpolation: StringInterpolationProtocol, Sendable {
  /// The text so far.
  var text = ""

  public init(literalCapacity: Int, interpolationCount: Int) { text.reserveCapacity(literalCapacity) }

  public mutating func appendLiteral(_ literal: String) { text += literal }

  /// A value as `String(describing:)` writes it; `privacy` is accepted.
  public mutating func appendInterpolation<T>(_ value: @autoclosure () -> T, privacy: OSLogPrivacy = .auto) {
    text += String(describing: value())
  }

  /// A value aligned as `align` says; `privacy` is accepted.
  public mutating func appendInterpolation<T>(
    _ value: @autoclosure () -> T, align: OSLogStringAlignment, privacy: OSLogPrivacy = .auto
  ) {
    text += align.aligned(String(describing: value()))
  }

  /// A whole number in `format` (decimal or hexadecimal); `privacy` is accepted.
  public mutating func appendInterpolation<T: BinaryInteger>(
    _ value: @autoclosure () -> T, format: OSLogIntegerFormatting, privacy: OSLogPrivacy = .auto
  ) {
    text += format.formatted(value())
  }

  /// A number with `format`'s precision; `privacy` is accepted.
  public mutating func appendInterpolation(
    _ value: @autoclosure () -> Double, format: OSLogFloatFormatting, privacy: OSLogPrivacy = .auto
  ) {
    text += format.formatted(value())
  }
}

/// Whether a value is shown in the system's log: accepted; every value is written here.
public struct OSLogPrivacy: Hashable, Sendable {
  /// Which privacy.
  let name: String

  public static let auto = OSLogPrivacy(name: "auto")
  public static let `public` = OSLogPrivacy(name: "public")
  public static let `private` = OSLogPrivacy(name: "private")
  public static let sensitive = OSLogPrivacy(name: "sensitive")

  /// Private, with a hash in place of the value (accepted).
  public static func `private`(mask: OSLogPrivacy.Mask) -> OSLogPrivacy { .private }

  /// Sensitive, with a hash in place of the value (accepted).
  public static func sensitive(mask: OSLogPrivacy.Mask) -> OSLogPrivacy { .sensitive }

  /// How a private value is masked.
  public struct Mask: Hashable, Sendable {
    let name: String
    public static let hash = Mask(name: "hash")
    public static let none = Mask(name: "none")
  }
}

/// A value's alignment in a column.
public struct OSLogStringAlignment: Sendable {
  /// The column's width; negative aligns left.
  let width: Int

  /// Aligned right in a column `columns` wide.
  public static func right(columns: @autoclosure () -> Int) -> OSLogStringAlignment { .init(width: columns()) }
  /// Aligned left in a column `columns` wide.
  public static func left(columns: @autoclosure () -> Int) -> OSLogStringAlignment { .init(width: -columns()) }
  /// No alignment.
  public static let none = OSLogStringAlignment(width: 0)

  /// `text` padded with spaces to the column's width.
  func aligned(_ text: String) -> String {
    let padding = String(repeating: " ", count: max(0, abs(width) - text.count))
    return width < 0 ? text + padding : padding + text
  }
}

/// How a whole number is written.
public struct OSLogIntegerFormatting: Sendable {
  /// The radix: 10 or 16.
  let radix: Int

  public static let decimal = OSLogIntegerFormatting(radix: 10)
  public static let hex = OSLogIntegerFormatting(radix: 16)

  /// Decimal (the arguments are accepted).
  public static func decimal(explicitPositiveSign: Bool = false, minDigits: @autoclosure () -> Int = 0)
    -> OSLogIntegerFormatting
  { .decimal }

  /// Hexadecimal (the arguments are accepted).
  public static func hex(
    explicitPositiveSign: Bool = false, includePrefix: Bool = false, uppercase: Bool = false,
    minDigits: @autoclosure () -> Int = 0
  ) -> OSLogIntegerFormatting { .hex }

  /// `value` in the radix.
  func formatted<T: BinaryInteger>(_ value: T) -> String { String(value, radix: radix) }
}

/// How a number with a fraction is written.
public struct OSLogFloatFormatting: Sendable {
  /// The digits after the point, or nil for Swift's shortest form.
  let precision: Int?

  /// Fixed-point with `precision` digits after the point.
  public static func fixed(precision: @autoclosure () -> Int, explicitPositiveSign: Bool = false)
    -> OSLogFloatFormatting
  { .init(precision: precision()) }

  /// Fixed-point, Swift's shortest form.
  public static let fixed = OSLogFloatFormatting(precision: nil)

  /// `value` with the precision.
  func formatted(_ value: Double) -> String {
    guard let precision else { return "\(value)" }
    return String(format: "%.\(precision)f", value)
  }
}
