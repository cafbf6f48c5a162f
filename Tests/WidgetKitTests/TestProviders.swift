import Foundation
@_spi(WidgetSimHost) import WidgetKit

/// An entry with a text, for the runner's tests.
struct NoteEntry: TimelineEntry {
  let date: Date
  var text = ""
}

/// A provider whose timeline each test scripts: `make` gets `Date()` as the provider sees it and returns the
/// timeline (nil: never call the completion), called `completions` times; `after` runs once the completions are
/// made, before `getTimeline` returns.
struct ScriptedProvider: TimelineProvider {
  let make: @Sendable (Date) -> Timeline<NoteEntry>?
  var completions = 1
  var after: @Sendable () -> Void = {}

  func placeholder(in context: Context) -> NoteEntry { NoteEntry(date: Date()) }

  func getSnapshot(in context: Context, completion: @escaping (NoteEntry) -> Void) {
    completion(NoteEntry(date: Date(), text: "snapshot"))
  }

  func getTimeline(in context: Context, completion: @escaping @Sendable (Timeline<NoteEntry>) -> Void) {
    if let timeline = make(Date()) {
      for _ in 0..<completions { completion(timeline) }
    }
    after()
  }
}

/// A provider that completes from a Dispatch queue, after `getTimeline` returned, `delay` later. Not from a `Task`:
/// while this test waits for it, other tests' provider calls waiting for the runner can hold every thread of Swift's
/// cooperative pool (two on a two-core machine), and the task would not run before the deadline.
struct LateProvider: TimelineProvider {
  let delay: Duration

  func placeholder(in context: Context) -> NoteEntry { NoteEntry(date: Date()) }

  func getSnapshot(in context: Context, completion: @escaping (NoteEntry) -> Void) {
    completion(placeholder(in: context))
  }

  func getTimeline(in context: Context, completion: @escaping @Sendable (Timeline<NoteEntry>) -> Void) {
    let date = Date()
    let (seconds, attoseconds) = delay.components
    let nanoseconds = Int(seconds) * 1_000_000_000 + Int(attoseconds / 1_000_000_000)
    DispatchQueue.global().asyncAfter(deadline: .now() + .nanoseconds(nanoseconds)) {
      completion(Timeline(entries: [NoteEntry(date: date, text: "late")], policy: .atEnd))
    }
  }
}

/// An App Intent provider whose methods never return (they sleep for an hour), and whose placeholder blocks its
/// thread for good.
struct StuckIntentProvider: AppIntentTimelineProvider {
  func placeholder(in context: Context) -> NoteEntry {
    DispatchSemaphore(value: 0).wait()
    return NoteEntry(date: Date())
  }

  func snapshot(for configuration: CityConfigurationIntent, in context: Context) async -> NoteEntry {
    try? await Task.sleep(for: .seconds(3600))
    return NoteEntry(date: Date())
  }

  func timeline(for configuration: CityConfigurationIntent, in context: Context) async -> Timeline<NoteEntry> {
    try? await Task.sleep(for: .seconds(3600))
    return Timeline(entries: [], policy: .never)
  }
}

/// A provider whose placeholder and snapshot return `entry`.
struct FixedProvider<Entry: TimelineEntry & Sendable>: TimelineProvider {
  let entry: Entry

  func placeholder(in context: Context) -> Entry { entry }

  func getSnapshot(in context: Context, completion: @escaping (Entry) -> Void) { completion(entry) }

  func getTimeline(in context: Context, completion: @escaping (Timeline<Entry>) -> Void) {
    completion(Timeline(entries: [entry], policy: .never))
  }
}
