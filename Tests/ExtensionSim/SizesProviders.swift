import Foundation
import WidgetKit

// Providers at real sizes (docs/PROVIDERS.md, "Limits and failure reasons"): a 5 MB App Group file, a timeline of
// thousands of entries, a megabyte of output. Tests/WidgetSimTests/RealSizesTests.swift runs them.

/// Reads `blob.bin` from the App Group and shows its length and a checksum of its bytes, so a test sees that the
/// provider read exactly the file the app wrote.
struct FileSizeProvider: TimelineProvider {
  func placeholder(in context: Context) -> NoteEntry { NoteEntry(date: Date(), note: "placeholder", count: 0) }

  func getSnapshot(in context: Context, completion: @escaping (NoteEntry) -> Void) {
    completion(placeholder(in: context))
  }

  func getTimeline(in context: Context, completion: @escaping (Timeline<NoteEntry>) -> Void) {
    let folder = FileManager.default.containerURL(forSecurityApplicationGroupIdentifier: "group.widgetsim")!
    let data = (try? Data(contentsOf: folder.appendingPathComponent("blob.bin"))) ?? Data()
    var sum: UInt32 = 0
    for byte in data { sum = sum &* 31 &+ UInt32(byte) }
    completion(Timeline(entries: [NoteEntry(date: Date(), note: "sum \(sum)", count: data.count)], policy: .never))
  }
}

/// A countdown of 3,000 entries a minute apart.
struct CountdownProvider: TimelineProvider {
  func placeholder(in context: Context) -> NoteEntry { NoteEntry(date: Date(), note: "placeholder", count: 0) }

  func getSnapshot(in context: Context, completion: @escaping (NoteEntry) -> Void) {
    completion(placeholder(in: context))
  }

  func getTimeline(in context: Context, completion: @escaping (Timeline<NoteEntry>) -> Void) {
    let now = Date()
    let entries = (0..<3000).map {
      NoteEntry(date: now.addingTimeInterval(Double($0) * 60), note: "left", count: 3000 - $0)
    }
    completion(Timeline(entries: entries, policy: .atEnd))
  }
}

/// One entry whose content is a megabyte: a day of departures, each with a long note.
struct MegabyteProvider: TimelineProvider {
  func placeholder(in context: Context) -> NoteEntry { NoteEntry(date: Date(), note: "placeholder", count: 0) }

  func getSnapshot(in context: Context, completion: @escaping (NoteEntry) -> Void) {
    completion(placeholder(in: context))
  }

  func getTimeline(in context: Context, completion: @escaping (Timeline<NoteEntry>) -> Void) {
    let note = String(repeating: "departure \"platform\" 4; ", count: 1_048_576 / 25)
    completion(Timeline(entries: [NoteEntry(date: Date(), note: note, count: note.utf8.count)], policy: .never))
  }
}
