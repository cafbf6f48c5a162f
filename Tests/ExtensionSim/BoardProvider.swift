import Foundation
import WidgetKit

/// The departures board the app writes to the App Group as `board.json`, in the app's own shape.
struct Board: Codable {
  struct Departure: Codable {
    let line: String
    let minutes: Int
  }
  let station: String
  let departures: [Departure]
  let updatedAt: Date
}

/// A transit provider as a new iOS developer writes it: it decodes the app's board with `try?` (random JSON never
/// decodes, so it falls back to its placeholder), then takes the first departure with a `!`, which traps on the
/// board the app writes late at night: an empty list. Only data of the app's shape reaches that line.
struct BoardProvider: TimelineProvider {
  func placeholder(in context: Context) -> NoteEntry { NoteEntry(date: Date(), note: "placeholder", count: 0) }

  func getSnapshot(in context: Context, completion: @escaping (NoteEntry) -> Void) {
    completion(placeholder(in: context))
  }

  func getTimeline(in context: Context, completion: @escaping (Timeline<NoteEntry>) -> Void) {
    let decoder = JSONDecoder()
    decoder.dateDecodingStrategy = .iso8601
    guard let folder = FileManager.default.containerURL(forSecurityApplicationGroupIdentifier: "group.widgetsim"),
      let data = try? Data(contentsOf: folder.appendingPathComponent("board.json")),
      let board = try? decoder.decode(Board.self, from: data)
    else {
      completion(Timeline(entries: [placeholder(in: context)], policy: .after(Date().addingTimeInterval(15 * 60))))
      return
    }
    let next = board.departures.first!
    let entry = NoteEntry(date: Date(), note: board.station + " " + next.line, count: next.minutes)
    completion(Timeline(entries: [entry], policy: .after(Date().addingTimeInterval(5 * 60))))
  }
}
