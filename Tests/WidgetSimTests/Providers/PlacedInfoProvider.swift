import Foundation
import WidgetKit

// A provider in Swift 6 mode that lists the placed widgets with the completion-handler getCurrentConfigurations and
// completes its timeline from inside that handler: it compiles only because both completions are @Sendable, as in
// Apple's SDK, so no semaphore is needed.

struct PlacedInfoProvider: TimelineProvider {
  func placeholder(in context: Context) -> FetchedEntry { FetchedEntry(date: Date(), body: "placeholder") }

  func getSnapshot(in context: Context, completion: @escaping @Sendable (FetchedEntry) -> Void) {
    completion(placeholder(in: context))
  }

  func getTimeline(in context: Context, completion: @escaping @Sendable (Timeline<FetchedEntry>) -> Void) {
    WidgetCenter.shared.getCurrentConfigurations { result in
      let infos = (try? result.get()) ?? []
      let body = infos.map { "\($0.kind) \($0.family)" }.joined(separator: ", ")
      completion(Timeline(entries: [FetchedEntry(date: Date(), body: body)], policy: .never))
    }
  }
}
