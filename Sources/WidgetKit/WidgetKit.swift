// WidgetKit re-exports Foundation, as Apple's framework does (a provider file that imports only WidgetKit uses
// `Date` and `Calendar`), and AppIntents, so a configuration intent's file needs no second import.
@_exported import AppIntents
@_exported import Foundation
