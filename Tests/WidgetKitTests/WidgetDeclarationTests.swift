@_spi(WidgetSimHost) import AppIntents
import Foundation
import Testing
import WidgetKit

/// A provider of one entry, for declarations.
private struct OneEntryProvider: TimelineProvider {
  struct Entry: TimelineEntry { let date: Date }
  func placeholder(in context: Context) -> Entry { Entry(date: Date()) }
  func getSnapshot(in context: Context, completion: @escaping (Entry) -> Void) { completion(Entry(date: Date())) }
  func getTimeline(in context: Context, completion: @escaping (Timeline<Entry>) -> Void) {
    completion(Timeline(entries: [Entry(date: Date())], policy: .never))
  }
}

/// A widget with every modifier, as an extension declares one.
private struct ModifiedWidget: Widget {
  var body: some WidgetConfiguration {
    StaticConfiguration(kind: "modified", provider: OneEntryProvider()) { _ in }
      .configurationDisplayName("Modified")
      .description("Every modifier.")
      .supportedFamilies([.accessoryInline, .systemSmall])
      .contentMarginsDisabled()
      .containerBackgroundRemovable(false)
      .disfavoredLocations([.standBy, .lockScreen], for: [.systemSmall])
      .promptsForUserConfiguration()
      .onBackgroundURLSessionEvents { _, completion in completion() }
  }
}

/// A widget without modifiers, chosen by a condition.
private struct PlainWidget: Widget {
  var wide = false
  var body: some WidgetConfiguration {
    if wide {
      StaticConfiguration(kind: "wide", provider: OneEntryProvider()) { _ in }.supportedFamilies([.systemLarge])
    } else {
      StaticConfiguration(kind: "plain", provider: OneEntryProvider()) { _ in }
    }
  }
}

/// A line in the app's data, as an entity.
private struct Line: AppEntity {
  let id: Int
  static let typeDisplayRepresentation: TypeDisplayRepresentation = "Line"
  static let defaultQuery = LineQuery()
  var displayRepresentation: DisplayRepresentation { DisplayRepresentation(title: "Line \(id)") }
}

/// Lines 1 to 3 exist; line 2 is the default.
private struct LineQuery: EnumerableEntityQuery {
  func entities(for identifiers: [Int]) async throws -> [Line] {
    identifiers.filter { (1...3).contains($0) }.map(Line.init)
  }
  func allEntities() async throws -> [Line] { (1...3).map(Line.init) }
  func defaultResult() async -> Line? { Line(id: 2) }
}

/// An intent with the parameter types beyond strings and numbers.
private struct LineIntent: WidgetConfigurationIntent {
  static let title: LocalizedStringResource = "Line"
  @Parameter(title: "Line") var line: Line
  @Parameter(title: "Others") var others: [Line]?
  @Parameter(title: "Since") var since: Date?

  static var parameterSummary: some ParameterSummary {
    When(\.$since, .hasAnyValue, nil) {
      Summary("Line \(\.$line) since \(\.$since)")
    } otherwise: {
      Summary("Line \(\.$line)") { \.$others }
    }
  }
}

@Suite("Widget declarations and the parameters beyond strings and numbers")
struct WidgetDeclarationTests {
  @Test("a configuration's modifiers are read: name, description, families in order, margins; the rest accepted")
  func modifiers() throws {
    let declaration = try #require(ModifiedWidget()._widgetDeclarations.first)
    #expect(ModifiedWidget()._widgetDeclarations.count == 1)
    #expect(declaration.kind == "modified")
    #expect(declaration.displayName == "Modified" && declaration.description == "Every modifier.")
    #expect(declaration.supportedFamilies == [.accessoryInline, .systemSmall])
    #expect(declaration.contentMarginsDisabled)
    guard case .timeline(let provider) = declaration.provider else {
      Issue.record("a StaticConfiguration's provider is a TimelineProvider")
      return
    }
    #expect(provider is OneEntryProvider)
  }

  @Test("an if in a Widget's body declares the branch taken; without supportedFamilies, WidgetKit's default families")
  func conditionalBody() {
    #expect(PlainWidget()._widgetDeclarations.map(\.kind) == ["plain"])
    #expect(PlainWidget()._widgetDeclarations.map(\.supportedFamilies) == [WidgetDeclaration.defaultFamilies])
    #expect(PlainWidget(wide: true)._widgetDeclarations.map(\.supportedFamilies) == [[.systemLarge]])
  }

  @Test("an entity parameter is found by its identifier through its query; an unknown one lists the query's entities")
  func entityParameter() throws {
    #expect(LineIntent.parameterDescriptions.map(\.kind.description)[0] == "the identifier of a Line")
    let intent = try LineIntent.configured(["line": .string("3"), "others": .array([.string("1"), .string("2")])])
    #expect(intent.line.id == 3)
    #expect(intent.others?.map(\.id) == [1, 2])
    #expect(LineIntent().line.id == 2, "unset, the query's defaultResult()")
    #expect(throws: IntentParameterError.self) { try LineIntent.configured(["line": .string("9")]) }
    do {
      _ = try LineIntent.configured(["line": .string("9")])
    } catch {
      #expect(
        error.message == #"LineIntent.line takes the identifier of a Line, not "9"; its query offers 1, 2, 3"#)
    }
  }

  @Test("a Date parameter takes ISO 8601 text or a date, and an optional one is nil until set")
  func dateParameter() throws {
    #expect(LineIntent().since == nil)
    let intent = try LineIntent.configured(["since": .string("2026-03-01T09:30:00Z")])
    #expect(intent.since == Date(timeIntervalSince1970: 1_772_357_400))
    #expect(
      intent.parameterValues.first { $0.name == "since" }?.value == .date(Date(timeIntervalSince1970: 1_772_357_400)))
    #expect(throws: IntentParameterError.self) { try LineIntent.configured(["since": .string("half past nine")]) }
  }

  @Test("URL.documentsDirectory exists, as on Apple's platforms, and URLSession needs no import beyond WidgetKit")
  func foundationGaps() {
    #expect(URL.documentsDirectory.isFileURL)
    // A session of its own, not URLSession.shared: the shared session, once made, keeps the protocols registered
    // then, and the other tests of this process answer it from the simulation (docs/PROVIDERS.md).
    #expect(URLSession(configuration: .ephemeral).configuration.timeoutIntervalForRequest > 0)
  }
}
