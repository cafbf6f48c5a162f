// WidgetKit re-exports Foundation, as Apple's framework does (a provider file that imports only WidgetKit uses
// `Date` and `Calendar`), and AppIntents, so a configuration intent's file needs no second import. On Linux,
// `URLSession` and `URLRequest` are in FoundationNetworking, which Apple's Foundation holds: re-exported too, so a
// provider that fetches needs no import of its own.
@_exported import AppIntents
@_exported import Foundation

#if canImport(FoundationNetworking)
  @_exported import FoundationNetworking
#endif
