import Foundation
import WidgetKit

// Providers written as iOS developers write them (Swift 5 language mode, force unwraps, static caches), each with one
// way of going wrong that ends a widget extension on a device: the simulator program of the extension tests
// (Tests/WidgetSimTests/ExtensionProcessTests.swift) runs them as kinds.

/// What every provider here shows: a number and a word.
struct NoteEntry: TimelineEntry, Codable {
  let date: Date
  let note: String
  let count: Int
}

/// Reads the App Group of a group identifier nobody declared, and unwraps the nil it gets.
struct UndeclaredGroupProvider: TimelineProvider {
  func placeholder(in context: Context) -> NoteEntry { NoteEntry(date: Date(), note: "placeholder", count: 0) }

  func getSnapshot(in context: Context, completion: @escaping (NoteEntry) -> Void) {
    let folder = FileManager.default.containerURL(forSecurityApplicationGroupIdentifier: "group.demo")!
    completion(NoteEntry(date: Date(), note: folder.path, count: 1))
  }

  func getTimeline(in context: Context, completion: @escaping (Timeline<NoteEntry>) -> Void) {
    let folder = FileManager.default.containerURL(forSecurityApplicationGroupIdentifier: "group.demo")!
    let data = try? Data(contentsOf: folder.appendingPathComponent("widget.json"))
    completion(Timeline(entries: [NoteEntry(date: Date(), note: "read", count: data?.count ?? 0)], policy: .atEnd))
  }
}

/// Builds its timeline, but its placeholder reads past the end of an empty list.
struct PlaceholderCrashProvider: TimelineProvider {
  static var samples: [String] = []

  func placeholder(in context: Context) -> NoteEntry {
    NoteEntry(date: Date(), note: PlaceholderCrashProvider.samples[0], count: 0)
  }

  func getSnapshot(in context: Context, completion: @escaping (NoteEntry) -> Void) {
    completion(NoteEntry(date: Date(), note: "snapshot", count: 1))
  }

  func getTimeline(in context: Context, completion: @escaping (Timeline<NoteEntry>) -> Void) {
    completion(Timeline(entries: [NoteEntry(date: Date(), note: "built", count: 1)], policy: .atEnd))
  }
}

/// Crashes while the environment variable WIDGETSIM_TEST_FLAKY is `crash`, else builds: a provider that crashed when
/// a journal was recorded and is fixed now, or the reverse.
struct FlakyProvider: TimelineProvider {
  func placeholder(in context: Context) -> NoteEntry { NoteEntry(date: Date(), note: "placeholder", count: 0) }

  func getSnapshot(in context: Context, completion: @escaping (NoteEntry) -> Void) {
    completion(placeholder(in: context))
  }

  func getTimeline(in context: Context, completion: @escaping (Timeline<NoteEntry>) -> Void) {
    let mode = ProcessInfo.processInfo.environment["WIDGETSIM_TEST_FLAKY"]
    if mode == "crash" { fatalError("flaky provider crashed") }
    completion(Timeline(entries: [NoteEntry(date: Date(), note: "built", count: 1)], policy: .never))
  }
}

/// Shows the zone it runs in and the hour of the start of tomorrow there, in UTC.
struct ZoneProvider: TimelineProvider {
  func placeholder(in context: Context) -> NoteEntry { NoteEntry(date: Date(), note: "placeholder", count: 0) }

  func getSnapshot(in context: Context, completion: @escaping (NoteEntry) -> Void) {
    completion(placeholder(in: context))
  }

  func getTimeline(in context: Context, completion: @escaping (Timeline<NoteEntry>) -> Void) {
    let tomorrow = Calendar.current.date(byAdding: .day, value: 1, to: Calendar.current.startOfDay(for: Date()))!
    let hour = Int(tomorrow.timeIntervalSince1970) % 86_400 / 3600
    let entry = NoteEntry(date: Date(), note: TimeZone.current.identifier, count: hour)
    completion(Timeline(entries: [entry], policy: .after(tomorrow)))
  }
}

/// Calls exit() when it has nothing to show.
struct ExitingProvider: TimelineProvider {
  func placeholder(in context: Context) -> NoteEntry { NoteEntry(date: Date(), note: "placeholder", count: 0) }
  func getSnapshot(in context: Context, completion: @escaping (NoteEntry) -> Void) { exit(3) }
  func getTimeline(in context: Context, completion: @escaping (Timeline<NoteEntry>) -> Void) { exit(3) }
}

/// Raises SIGSEGV, as a bad pointer in a C library would.
struct SignalProvider: TimelineProvider {
  func placeholder(in context: Context) -> NoteEntry { NoteEntry(date: Date(), note: "placeholder", count: 0) }
  func getSnapshot(in context: Context, completion: @escaping (NoteEntry) -> Void) { raise(SIGSEGV) }
  func getTimeline(in context: Context, completion: @escaping (Timeline<NoteEntry>) -> Void) { raise(SIGSEGV) }
}

/// Keeps 100 MB of decoded images in a static cache.
struct LeakingProvider: TimelineProvider {
  static var images: [[UInt8]] = []

  func placeholder(in context: Context) -> NoteEntry { NoteEntry(date: Date(), note: "placeholder", count: 0) }

  func getSnapshot(in context: Context, completion: @escaping (NoteEntry) -> Void) {
    completion(placeholder(in: context))
  }

  func getTimeline(in context: Context, completion: @escaping (Timeline<NoteEntry>) -> Void) {
    for _ in 0..<100 { LeakingProvider.images.append([UInt8](repeating: 7, count: 1_000_000)) }
    let total = LeakingProvider.images.reduce(0) { $0 + $1.count }
    completion(Timeline(entries: [NoteEntry(date: Date(), note: "images", count: total)], policy: .atEnd))
  }
}

/// Waits for an answer that never comes, and never calls its completion.
struct HangingProvider: TimelineProvider {
  func placeholder(in context: Context) -> NoteEntry { NoteEntry(date: Date(), note: "placeholder", count: 0) }
  func getSnapshot(in context: Context, completion: @escaping (NoteEntry) -> Void) { sleep(100_000) }
  func getTimeline(in context: Context, completion: @escaping (Timeline<NoteEntry>) -> Void) { sleep(100_000) }
}

/// Blocks every signal it can, then spins: only SIGKILL ends it.
struct SignalBlockingProvider: TimelineProvider {
  func placeholder(in context: Context) -> NoteEntry { NoteEntry(date: Date(), note: "placeholder", count: 0) }
  func getSnapshot(in context: Context, completion: @escaping (NoteEntry) -> Void) { block() }
  func getTimeline(in context: Context, completion: @escaping (Timeline<NoteEntry>) -> Void) { block() }

  func block() {
    var all = sigset_t()
    sigfillset(&all)
    sigprocmask(SIG_BLOCK, &all, nil)
    signal(SIGTERM, SIG_IGN)
    while true { sleep(1) }
  }
}

/// Prints as it works, to standard output and standard error.
struct PrintingProvider: TimelineProvider {
  func placeholder(in context: Context) -> NoteEntry { NoteEntry(date: Date(), note: "placeholder", count: 0) }

  func getSnapshot(in context: Context, completion: @escaping (NoteEntry) -> Void) {
    completion(placeholder(in: context))
  }

  func getTimeline(in context: Context, completion: @escaping (Timeline<NoteEntry>) -> Void) {
    for line in 1...200 { print("PROVIDER-LINE \(line) of the provider's own logging, printed while it builds") }
    FileHandle.standardError.write("PROVIDER-ERROR a warning on standard error\n".data(using: .utf8)!)
    completion(Timeline(entries: [NoteEntry(date: Date(), note: "printed", count: 200)], policy: .atEnd))
  }
}

/// Counts its builds in a static variable: a cache that lives as long as the extension's process.
struct CachingProvider: TimelineProvider {
  static var builds = 0

  func placeholder(in context: Context) -> NoteEntry { NoteEntry(date: Date(), note: "placeholder", count: 0) }

  func getSnapshot(in context: Context, completion: @escaping (NoteEntry) -> Void) {
    completion(placeholder(in: context))
  }

  func getTimeline(in context: Context, completion: @escaping (Timeline<NoteEntry>) -> Void) {
    CachingProvider.builds += 1
    let entry = NoteEntry(date: Date(), note: "builds", count: CachingProvider.builds)
    completion(Timeline(entries: [entry], policy: .never))
  }
}

/// Forks a child that outlives the call, then completes.
struct ForkingProvider: TimelineProvider {
  func placeholder(in context: Context) -> NoteEntry { NoteEntry(date: Date(), note: "placeholder", count: 0) }

  func getSnapshot(in context: Context, completion: @escaping (NoteEntry) -> Void) {
    completion(placeholder(in: context))
  }

  func getTimeline(in context: Context, completion: @escaping (Timeline<NoteEntry>) -> Void) {
    var child: pid_t = 0
    let argv: [UnsafeMutablePointer<CChar>?] = [strdup("/bin/sleep"), strdup("299.25"), nil]
    posix_spawn(&child, "/bin/sleep", nil, nil, argv, nil)
    completion(Timeline(entries: [NoteEntry(date: Date(), note: "forked", count: Int(child))], policy: .atEnd))
  }
}

/// Writes bytes of its own onto the descriptor the simulator talks to its extension on.
struct GarbageProvider: TimelineProvider {
  func placeholder(in context: Context) -> NoteEntry { NoteEntry(date: Date(), note: "placeholder", count: 0) }
  func getSnapshot(in context: Context, completion: @escaping (NoteEntry) -> Void) { garble() }
  func getTimeline(in context: Context, completion: @escaping (Timeline<NoteEntry>) -> Void) { garble() }

  func garble() {
    let bytes = Array("garbage, not a message".utf8)
    write(3, bytes, bytes.count)
    sleep(100_000)
  }
}

/// Closes every descriptor it did not open, then waits.
struct ClosingProvider: TimelineProvider {
  func placeholder(in context: Context) -> NoteEntry { NoteEntry(date: Date(), note: "placeholder", count: 0) }
  func getSnapshot(in context: Context, completion: @escaping (NoteEntry) -> Void) { closeAll() }
  func getTimeline(in context: Context, completion: @escaping (Timeline<NoteEntry>) -> Void) { closeAll() }

  func closeAll() {
    close(3)
    sleep(100_000)
  }
}

/// Returns a million entries.
struct MillionProvider: TimelineProvider {
  func placeholder(in context: Context) -> NoteEntry { NoteEntry(date: Date(), note: "placeholder", count: 0) }

  func getSnapshot(in context: Context, completion: @escaping (NoteEntry) -> Void) {
    completion(placeholder(in: context))
  }

  func getTimeline(in context: Context, completion: @escaping (Timeline<NoteEntry>) -> Void) {
    let now = Date()
    let entries = (0..<1_000_000).map { NoteEntry(date: now.addingTimeInterval(Double($0)), note: "n", count: $0) }
    completion(Timeline(entries: entries, policy: .atEnd))
  }
}
