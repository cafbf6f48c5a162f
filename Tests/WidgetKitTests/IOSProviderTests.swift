import Foundation
import Testing
@_spi(WidgetSimHost) import WidgetKit

extension HostTests {
  /// The provider files in iOSProviders/, compiled unchanged, run by the host at a simulated instant.
  @Suite("Providers written for iOS")
  struct IOSProviderTests {
    /// Writes a weather snapshot into a fresh App Group container and returns the container.
    func weatherContainer(updatedAt: String = "2026-03-01T07:45:00Z") throws -> URL {
      let container = try Fixture.temporaryDirectory()
      let snapshot = """
        {"city":"Paris","hourlyTemperatures":[4.5,4,3.5,5,7.25,9,11,12.5,13,14,15,15.5,16,15,14,12,10,9,8,7,6,5.5,5,4.5],\
        "updatedAt":"\(updatedAt)"}
        """
      try Data(snapshot.utf8).write(to: container.appendingPathComponent("weather.json"))
      AppGroupContainers.setContainer(container, for: WeatherProvider.appGroup)
      return container
    }

    @Test(
      "getTimeline sees the simulated clock: 24 hourly entries from the simulated day's midnight, .after(next midnight)"
    )
    func timelineAtSimulatedDay() throws {
      let container = try weatherContainer()
      defer { AppGroupContainers.removeContainer(for: WeatherProvider.appGroup) }
      defer { try? FileManager.default.removeItem(at: container) }
      let result = ProviderRunner.timeline(
        of: WeatherProvider(), in: Fixture.small, at: Fixture.instant, deadline: .seconds(60))
      let timeline = try result.outcome.get()
      let midnight = Calendar.current.startOfDay(for: Fixture.date(Fixture.instant))
      #expect(timeline.entries.count == 24)
      #expect(
        timeline.entries.map(\.milliseconds)
          == (0..<24).map { Fixture.milliseconds(Calendar.current.date(byAdding: .hour, value: $0, to: midnight)!) })
      let nextMidnight = Calendar.current.date(byAdding: .day, value: 1, to: midnight)!
      #expect(timeline.policy == .after(milliseconds: Fixture.milliseconds(nextMidnight)))
      // Not Codable: recorded from its stored properties, keys sorted, the date as ISO-8601 text.
      #expect(
        timeline.entries[8].content
          == #"{"city":"Paris","date":"\#(timeline.entries[8].dateText)","isStale":false,"temperature":13}"#)
      #expect(result.notes.isEmpty && result.widgetCenterCalls.isEmpty)
      #expect(result.instant == Fixture.instant && result.call == .timeline)
    }

    @Test("Staleness is judged by the simulated clock: data written 2h01m before the build is stale")
    func staleBySimulatedClock() throws {
      let container = try weatherContainer(updatedAt: "2026-03-01T06:29:00Z")
      defer { AppGroupContainers.removeContainer(for: WeatherProvider.appGroup) }
      defer { try? FileManager.default.removeItem(at: container) }
      let timeline = try ProviderRunner.timeline(
        of: WeatherProvider(), in: Fixture.small, at: Fixture.instant, deadline: .seconds(60)
      ).outcome.get()
      #expect(timeline.entries.allSatisfy { $0.content.contains(#""isStale":true"#) })
    }

    @Test("An unavailable App Group gives nil, the provider's fallback entry, and its reload call recorded")
    func unavailableAppGroup() throws {
      let container = try weatherContainer()
      defer { AppGroupContainers.removeContainer(for: WeatherProvider.appGroup) }
      defer { try? FileManager.default.removeItem(at: container) }
      #expect(
        FileManager.default.containerURL(forSecurityApplicationGroupIdentifier: WeatherProvider.appGroup) == container)
      #expect(FileManager.default.containerURL(forSecurityApplicationGroupIdentifier: "group.com.example.other") == nil)
      AppGroupContainers.setAvailable(false, for: WeatherProvider.appGroup)
      #expect(FileManager.default.containerURL(forSecurityApplicationGroupIdentifier: WeatherProvider.appGroup) == nil)

      let recorded = RecordedEvents()
      defer { WidgetCenter.removeRecorder() }
      let result = ProviderRunner.timeline(
        of: WeatherProvider(), in: Fixture.small, at: Fixture.instant, deadline: .seconds(60))
      let timeline = try result.outcome.get()
      #expect(timeline.entries.map(\.milliseconds) == [Fixture.instant])
      #expect(timeline.entries[0].content.contains(#""isStale":true"#))
      #expect(result.widgetCenterCalls == [.reloadTimelines(ofKind: "weather")])
      #expect(recorded.all.map(\.call) == [.reloadTimelines(ofKind: "weather")])
      #expect(recorded.all.map(\.duringProviderCall) == [.timeline])

      AppGroupContainers.setAvailable(true, for: WeatherProvider.appGroup)
      #expect(
        FileManager.default.containerURL(forSecurityApplicationGroupIdentifier: WeatherProvider.appGroup) == container)
    }

    @Test("getSnapshot and placeholder run too: the snapshot is the last hour, the gallery gets the placeholder")
    func snapshotAndPlaceholder() throws {
      let container = try weatherContainer()
      defer { AppGroupContainers.removeContainer(for: WeatherProvider.appGroup) }
      defer { try? FileManager.default.removeItem(at: container) }
      let snapshot = try ProviderRunner.snapshot(
        of: WeatherProvider(), in: Fixture.small, at: Fixture.instant, deadline: .seconds(60)
      ).outcome.get()
      #expect(snapshot.content.contains(#""temperature":4.5"#) && snapshot.content.contains(#""city":"Paris""#))
      let gallery = TimelineProviderContext(family: .systemMedium, isPreview: true)
      let preview = try ProviderRunner.snapshot(
        of: WeatherProvider(), in: gallery, at: Fixture.instant, deadline: .seconds(60)
      ).outcome.get()
      #expect(
        preview.content == #"{"city":"Cupertino","date":"2026-03-01T08:30:00Z","isStale":false,"temperature":21}"#)
      let placeholder = ProviderRunner.placeholder(
        of: WeatherProvider(), in: Fixture.small, at: Fixture.instant, deadline: .seconds(60))
      #expect(try placeholder.outcome.get() == preview)
      #expect(placeholder.call == .placeholder)
    }

    @Test("An App Intent provider gets the configured intent; its Codable entries are recorded as encoded")
    func appIntentProvider() throws {
      let intent = try CityConfigurationIntent.configured([
        "city": .string("Oslo"), "unit": .option("fahrenheit"), "hours": .integer(4),
      ])
      let result = ProviderRunner.timeline(
        of: CityTemperatureProvider(), for: intent, in: Fixture.small, at: Fixture.instant, deadline: .seconds(60))
      #expect(result.call == .intentTimeline)
      let timeline = try result.outcome.get()
      #expect(timeline.entries.map(\.milliseconds) == (0..<4).map { Fixture.instant + Int64($0) * 3_600_000 })
      #expect(timeline.policy == .atEnd)
      #expect(
        timeline.entries[1].content
          == #"{"city":"Oslo","date":"2026-03-01T09:30:00Z","temperature":63.5,"unit":"°F"}"#)
      #expect(timeline.entries[1].relevance == TimelineEntryRelevance(score: 10, duration: 3600))
      #expect(
        timeline.json.hasPrefix(
          #"{"entries":[{"date":"2026-03-01T08:30:00Z","relevance":{"score":10,"duration":3600},"content":{"city":"Oslo""#
        ))
      #expect(timeline.json.hasSuffix(#"}],"policy":"atEnd"}"#))

      let snapshot = ProviderRunner.snapshot(
        of: CityTemperatureProvider(), for: intent, in: Fixture.small, at: Fixture.instant, deadline: .seconds(60))
      #expect(
        try snapshot.outcome.get().content
          == #"{"city":"Oslo","date":"2026-03-01T08:30:00Z","temperature":59,"unit":"°F"}"#)
      let placeholder = ProviderRunner.placeholder(
        of: CityTemperatureProvider(), in: Fixture.small, at: Fixture.instant, deadline: .seconds(60))
      #expect(try placeholder.outcome.get().content.contains(#""city":"Paris""#))
    }
  }
}
