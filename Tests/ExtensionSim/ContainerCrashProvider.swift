import Foundation
import WidgetKit

/// Reads a file the app never wrote with `try!`: the runtime's message names the file by its full path in the App
/// Group's container, a temporary folder of the simulation's.
struct MissingFileProvider: TimelineProvider {
  func placeholder(in context: Context) -> NoteEntry { NoteEntry(date: Date(), note: "placeholder", count: 0) }

  func getSnapshot(in context: Context, completion: @escaping (NoteEntry) -> Void) {
    completion(placeholder(in: context))
  }

  func getTimeline(in context: Context, completion: @escaping (Timeline<NoteEntry>) -> Void) {
    let folder = FileManager.default.containerURL(forSecurityApplicationGroupIdentifier: "group.example.missing")!
    let data = try! Data(contentsOf: folder.appendingPathComponent("missing.json"))
    completion(Timeline(entries: [NoteEntry(date: Date(), note: "read", count: data.count)], policy: .atEnd))
  }
}
