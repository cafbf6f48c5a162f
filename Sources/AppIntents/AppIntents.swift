// AppIntents re-exports Foundation, as Apple's framework does, so a file that imports only AppIntents still sees
// `Date`, `URL` and `FileManager`.
@_exported import Foundation

/// A string a person reads, named by its localization key. Apple's Foundation has this type; Foundation on Linux
/// does not, so this module provides the part intents use: made from a literal or a key, read back as text.
/// There is no localization: the text is the key.
public struct LocalizedStringResource: Hashable, Sendable, ExpressibleByStringInterpolation, CustomStringConvertible {
  /// The localization key, which is also the text shown.
  public let key: String

  /// A resource whose key (and text) is `key`.
  public init(_ key: String) { self.key = key }

  /// A resource from a string literal, as in `static var title: LocalizedStringResource = "Configuration"`.
  public init(stringLiteral value: String) { self.key = value }

  /// The text: the key.
  public var description: String { key }
}

extension String {
  /// The text of a resource: its key, since nothing is localized here.
  public init(localized resource: LocalizedStringResource) { self = resource.key }
}

/// The description of an intent shown in the configuration sheet. Only its text is kept.
public struct IntentDescription: Hashable, Sendable, ExpressibleByStringInterpolation {
  /// The description's text.
  public let descriptionText: LocalizedStringResource
  /// The category the intent is listed under, when it has one.
  public let categoryName: LocalizedStringResource?
  /// Words that find the intent in a search.
  public let searchKeywords: [LocalizedStringResource]

  /// A description with its text, category and search keywords, as Apple's initializer takes them.
  public init(
    _ descriptionText: LocalizedStringResource, categoryName: LocalizedStringResource? = nil,
    searchKeywords: [LocalizedStringResource] = []
  ) {
    self.descriptionText = descriptionText
    self.categoryName = categoryName
    self.searchKeywords = searchKeywords
  }

  /// A description from a string literal, as in `static var description: IntentDescription { "Shows the weather." }`.
  public init(stringLiteral value: String) { self.init(LocalizedStringResource(value)) }
}
