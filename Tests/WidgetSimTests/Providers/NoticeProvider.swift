import WidgetKit

// A provider whose one entry carries a long notice (about 15 KB of text, under the 16 KiB a build's contents may
// take): five such widgets built at one instant take more than one journal line. It asks again `every` later.

struct NoticeEntry: TimelineEntry {
  let date: Date
  let notice: String
}

struct NoticeProvider: TimelineProvider {
  /// How long after a build the next one falls due.
  var every: TimeInterval
  /// How many characters the notice has.
  var length: Int

  func placeholder(in context: Context) -> NoticeEntry { NoticeEntry(date: Date(), notice: "") }

  func getSnapshot(in context: Context, completion: @escaping (NoticeEntry) -> Void) {
    completion(placeholder(in: context))
  }

  func getTimeline(in context: Context, completion: @escaping (Timeline<NoticeEntry>) -> Void) {
    let now = Date()
    let notice = String(repeating: "notice ", count: length / 7)
    completion(Timeline(entries: [NoticeEntry(date: now, notice: notice)], policy: .after(now + every)))
  }
}
