import Foundation
import WidgetKit

/// A configurable widget's intent: the city it shows.
struct PlaceIntent: WidgetConfigurationIntent {
  static var title: LocalizedStringResource { "Place" }

  @Parameter(title: "City", default: "Oslo")
  var city: String
}

/// Lists the placed widgets as `WidgetCenter.currentConfigurations()` gives them: kind, family, and the city of
/// those configured with its intent.
struct PlacedWidgetsProvider: AppIntentTimelineProvider {
  func placeholder(in context: Context) -> NoteEntry { NoteEntry(date: Date(), note: "placeholder", count: 0) }

  func snapshot(for configuration: PlaceIntent, in context: Context) async -> NoteEntry { placeholder(in: context) }

  func timeline(for configuration: PlaceIntent, in context: Context) async -> Timeline<NoteEntry> {
    let infos = (try? await WidgetCenter.shared.currentConfigurations()) ?? []
    let listed = infos.map { info -> String in
      let city = info.widgetConfigurationIntent(of: PlaceIntent.self).map { " city=\($0.city)" } ?? ""
      return "\(info.kind) \(info.family)\(city)"
    }
    return Timeline(
      entries: [NoteEntry(date: Date(), note: listed.joined(separator: ", "), count: infos.count)], policy: .never)
  }
}

/// Lists the placed widgets' kinds with the completion-handler `getCurrentConfigurations`, completing from inside
/// its handler.
struct PlacedKindsProvider: TimelineProvider {
  func placeholder(in context: Context) -> NoteEntry { NoteEntry(date: Date(), note: "placeholder", count: 0) }

  func getSnapshot(in context: Context, completion: @escaping (NoteEntry) -> Void) {
    completion(placeholder(in: context))
  }

  func getTimeline(in context: Context, completion: @escaping (Timeline<NoteEntry>) -> Void) {
    WidgetCenter.shared.getCurrentConfigurations { result in
      let infos = (try? result.get()) ?? []
      let note = infos.map(\.kind).joined(separator: ",")
      completion(Timeline(entries: [NoteEntry(date: Date(), note: note, count: infos.count)], policy: .never))
    }
  }
}
