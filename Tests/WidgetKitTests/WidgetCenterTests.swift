import Foundation
import Testing
@_spi(WidgetSimHost) import WidgetKit

extension HostTests {
  @Suite("WidgetCenter")
  struct WidgetCenterTests {
    @Test("Calls with no recorder installed are ignored, and the list of widgets is empty")
    func noHost() async throws {
      WidgetCenter.shared.reloadTimelines(ofKind: "weather")
      WidgetCenter.shared.reloadAllTimelines()
      #expect(try await WidgetCenter.shared.currentConfigurations().isEmpty)
    }

    @Test("The app's calls reach the recorder, marked as made outside any provider call")
    func appCalls() async throws {
      let recorded = RecordedEvents()
      defer { WidgetCenter.removeRecorder() }
      WidgetCenter.shared.reloadTimelines(ofKind: "weather")
      WidgetCenter.shared.reloadAllTimelines()
      WidgetCenter.shared.invalidateConfigurationRecommendations()
      _ = try await WidgetCenter.shared.currentConfigurations()
      #expect(
        recorded.all.map(\.call) == [
          .reloadTimelines(ofKind: "weather"), .reloadAllTimelines, .invalidateConfigurationRecommendations,
          .getCurrentConfigurations,
        ])
      #expect(recorded.all.allSatisfy { $0.duringProviderCall == nil })
    }

    @Test("getCurrentConfigurations lists the host's widgets, with their intents")
    func configurations() async throws {
      let intent = try CityConfigurationIntent.configured(["city": .string("Oslo")])
      WidgetCenter.setConfigurations([
        WidgetInfo(kind: "weather", family: .systemSmall, identity: "w1"),
        WidgetInfo(kind: "city", family: .accessoryRectangular, identity: "w2", intent: intent),
      ])
      defer { WidgetCenter.setConfigurations([]) }
      let widgets: [WidgetInfo] = try await withCheckedThrowingContinuation { continuation in
        WidgetCenter.shared.getCurrentConfigurations { continuation.resume(with: $0) }
      }
      #expect(widgets.map(\.kind) == ["weather", "city"])
      #expect(widgets.map(\.family) == [.systemSmall, .accessoryRectangular])
      #expect(widgets[0].widgetConfigurationIntent(of: CityConfigurationIntent.self) == nil)
      #expect(widgets[1].widgetConfigurationIntent(of: CityConfigurationIntent.self)?.city == "Oslo")
      #expect(widgets[0] != widgets[1] && widgets[0].id == widgets[0])
    }
  }
}

@Suite("WidgetKit's shapes")
struct ShapeTests {
  @Test("WidgetFamily names its cases as Apple's does; every family has its iPhone size")
  func families() {
    #expect(
      WidgetFamily.allCases.map(\.description) == [
        "systemSmall", "systemMedium", "systemLarge", "systemExtraLarge", "accessoryCircular", "accessoryRectangular",
        "accessoryInline",
      ])
    #expect(
      WidgetFamily.allCases.map { TimelineProviderContext(family: $0, isPreview: false).displaySize } == [
        CGSize(width: 158, height: 158), CGSize(width: 338, height: 158), CGSize(width: 338, height: 354),
        CGSize(width: 628, height: 300), CGSize(width: 72, height: 72), CGSize(width: 160, height: 72),
        CGSize(width: 234, height: 26),
      ])
  }

  @Test("An entry's relevance defaults to nil; policies compare as values")
  func defaults() {
    #expect(NoteEntry(date: Date()).relevance == nil)
    #expect(TimelineEntryRelevance(score: 2).duration == 0)
    let date = Date(timeIntervalSince1970: 60)
    #expect(TimelineReloadPolicy.after(date) == .after(date) && TimelineReloadPolicy.atEnd != .never)
    #expect(TimelineReloadPolicy.after(date).kind == .after(date))
  }
}
