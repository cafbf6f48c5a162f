import Foundation
import FoundationXML
import Testing
import WidgetJournal
import WidgetModel

@testable import WidgetCLI
@testable import WidgetChart

/// The chart's tooltips (`<title>`s) as a reader sees them: instants and spans without the millisecond the model's
/// half-open expiry adds, no doubled punctuation, no status span of no length, one tooltip for each reload request.
@Suite("chart tooltips", .serialized)
struct ChartTooltipTests {
  /// Every `<title>` of an SVG with the element it describes and the elements it sits in (outermost first).
  final class Titles: NSObject, XMLParserDelegate {
    struct Title {
      var text: String
      /// The element the title is in: its name and class.
      var owner: (name: String, mark: String)
      /// The classes of the elements around its owner, outermost first.
      var around: [String]
    }
    var titles: [Title] = []
    /// The names and classes of the elements open now.
    var stack: [(name: String, mark: String)] = []
    var text: String? = nil
    /// Each element with its class, the classes around it, and how many titles it holds itself.
    var elements: [(mark: String, around: [String], titles: Int)] = []
    var open: [Int] = []

    func parser(
      _ parser: XMLParser, didStartElement name: String, namespaceURI: String?, qualifiedName: String?,
      attributes: [String: String] = [:]
    ) {
      if name == "title" {
        text = ""
        return
      }
      open.append(elements.count)
      elements.append((attributes["class"] ?? "", stack.map(\.mark), 0))
      stack.append((name, attributes["class"] ?? ""))
    }

    func parser(_ parser: XMLParser, foundCharacters string: String) { text? += string }

    func parser(
      _ parser: XMLParser, didEndElement name: String, namespaceURI: String?, qualifiedName: String?
    ) {
      if name == "title", let text {
        titles.append(Title(text: text, owner: stack.last ?? ("", ""), around: stack.dropLast().map(\.mark)))
        if let index = open.last { elements[index].titles += 1 }
        self.text = nil
        return
      }
      stack.removeLast()
      open.removeLast()
    }

    static func parse(_ svg: String, sourceLocation: SourceLocation = #_sourceLocation) -> Titles {
      ChartTests.parseXML(svg, into: Titles(), sourceLocation: sourceLocation)
    }
  }

  /// The chart of every recorded journal, by name.
  static let charts: [(name: String, svg: String)] = ChartTests.examples.map { name in
    let run = try? Widgetsim.run(["chart", ChartTests.example(name)])
    return (name, run?.stdout ?? "")
  }

  /// Whether `text` matches the regular expression `pattern` anywhere.
  static func matches(_ text: String, _ pattern: String) -> Bool {
    text.range(of: pattern, options: .regularExpression) != nil
  }

  @Test("no tooltip of any recorded journal's chart shows a millisecond artifact in an instant or a span")
  func noMilliseconds() {
    #expect(Self.charts.count >= 15)
    for (name, svg) in Self.charts {
      #expect(!svg.isEmpty, "\(name): no chart")
      for title in Titles.parse(svg).titles.map(\.text) {
        // An instant is written with seconds only when it has them or milliseconds: `08:30:00` is 08:30:00.001.
        #expect(!Self.matches(title, "[0-9]{2}:[0-9]{2}:00([^0-9.]|$)"), "\(name): \(title)")
        // A span in hours, minutes or seconds with a millisecond or so over or under: `25m1ms`, `49m59s999ms`.
        #expect(!Self.matches(title, "[0-9][hms][0-9]+ms"), "\(name): \(title)")
        #expect(!Self.matches(title, "(^|[^0-9])(1|999)ms"), "\(name): \(title)")
      }
    }
  }

  @Test("the spans the new user read are written as expected")
  func expectedSpans() throws {
    let charts = Dictionary(uniqueKeysWithValues: Self.charts.map { ($0.name, $0.svg) })
    let data = try #require(charts["data-without-reload"])
    #expect(data.contains("<title>08:05–08:30 (25m): w1 (weather, systemMedium, city=Shanghai) is live"))
    #expect(data.contains("<title>08:30–09:20 (50m): w1 (weather, systemMedium, city=Shanghai) is stale"))
    let timeout = try #require(charts["timeout-past-deadline"])
    #expect(timeout.contains("<title>08:00–09:00 (1h): "))
    #expect(timeout.contains("<title>09:00–12:10 (3h10m): "))
  }

  @Test("no tooltip ends a sentence and then goes on after a semicolon (`.;`)")
  func noDoublePunctuation() {
    for (name, svg) in Self.charts {
      let titles = Titles.parse(svg).titles.map(\.text)
      #expect(titles.filter { $0.contains(".;") }.isEmpty, "\(name)")
      #expect(titles.filter { $0.contains(";;") || $0.contains("..") && !$0.contains("...") }.isEmpty, "\(name)")
    }
  }

  @Test("no status span of no length is drawn or described")
  func noZeroLengthSpans() {
    for (name, svg) in Self.charts {
      for title in Titles.parse(svg).titles where title.owner.mark.hasPrefix("status") {
        // `08:05–08:30 (25m): …` or `08:00–08:05: too short to draw apart: …`: the two ends differ.
        let ends = title.text.prefix { $0 != " " && $0 != "(" }.split(separator: "–")
        let trimmed = ends.map { $0.hasSuffix(":") ? String($0.dropLast()) : String($0) }
        #expect(trimmed.count == 2 && trimmed[0] != trimmed[1], "\(name): \(title.text)")
        #expect(!title.text.contains("(0s)") && !title.text.contains("(0ms)"), "\(name): \(title.text)")
      }
    }
  }

  @Test("a widget's status samples are at distinct instants, every span drawn has a length (every journal)")
  func samplesAtDistinctInstants() throws {
    let folders = ["journals", "journals/regressions"].map { Widgetsim.packageRoot.appendingPathComponent($0).path }
    for folder in folders {
      for name in try FileManager.default.contentsOfDirectory(atPath: folder) where name.hasSuffix(".jsonl") {
        var actions: [Action] = []
        let outcome = try JournalReplay.replay(path: folder + "/" + name) { _, action, _ in actions.append(action) }
        let recorder = ChartRecorder(JournalReplay.initialState(outcome.header), zone: .utc, selected: nil)
        for action in actions { recorder.feed(action) }
        for track in recorder.widgets {
          let instants = track.statuses.map(\.at)
          #expect(zip(instants, instants.dropFirst()).allSatisfy { $0 < $1 }, "\(name): \(track.id)")
        }
      }
    }
  }

  @Test("a span of no length is not drawn: a widget placed and built at one instant is not placeholder then")
  func spanMergerSkipsEmptySpans() {
    let start = Instant(iso8601: "2026-03-01T08:00:00Z")!
    let axis = ChartAxis(from: start, to: start + .hours(1), zone: .utc, left: 0, width: 1000)
    var spans = SpanMerger(axis: axis, origin: start)
    spans.add(from: start, to: start, status: .placeholder, why: "placeholder")
    spans.add(from: start, to: start + .minutes(30), status: .live, why: "live")
    spans.add(from: start + .minutes(30), to: start + .minutes(30), status: .stale, why: "stale")
    spans.add(from: start + .minutes(30), to: start + .hours(1), status: .stale, why: "stale")
    #expect(spans.finish().map(\.title) == ["08:00–08:30 (30m): live", "08:30–09:00 (30m): stale"])
  }

  @Test("each reload request's mark has one tooltip: its arrow has none of its own")
  func oneTooltipPerRequest() {
    for (name, svg) in Self.charts {
      let parsed = Titles.parse(svg)
      var requests = 0
      for element in parsed.elements {
        let mark = element.mark.split(separator: " ").first.map(String.init) ?? ""
        let inGroup = element.around.last == "request-mark"
        if mark == "arrow" {
          #expect(element.titles == 0, "\(name): an arrow with a tooltip of its own")
          #expect(inGroup, "\(name): an arrow outside a request's mark")
        }
        if mark == "request" {
          requests += 1
          #expect(element.titles + (inGroup ? 1 : 0) == 1, "\(name): a request with \(element.titles) tooltips")
        }
        if mark == "request-mark" {
          #expect(element.titles == 1, "\(name): a request's mark with \(element.titles) tooltips")
        }
      }
      // The words about whether and when a request was carried out are in one tooltip per request drawn.
      let told = parsed.titles.filter {
        $0.text.contains("; satisfied by the build at") || $0.text.contains("carried out")
      }
      #expect(told.count <= requests, "\(name): \(told.count) tooltips for \(requests) request marks")
      let texts = told.map(\.text)
      #expect(Set(texts).count == texts.count || texts.isEmpty, "\(name): a request described twice")
    }
  }
}
