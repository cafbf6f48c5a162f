import Testing
import WidgetModel

@testable import WidgetCommands
@testable import WidgetSimCore

/// Issue 11, item 7: every picture and paragraph fits the terminal's width, boxes are drawn narrower rather than cut,
/// and tables keep their columns.
@Suite("Fitting the terminal's width")
struct WidthTests {
  /// A session with a widget of every family (the extra-large one included), data, a spent budget, a deferral, a
  /// stale widget, a failed fetch, and a kind that fetches (a series whose builds fail past the deadline, and one
  /// showing the fallback), so every picture and explanation has something long to say.
  static func busySession() -> Session {
    let session = Session.inMemory(start: Instant(iso8601: "2026-03-01T08:00:00Z")!)
    let lines = [
      RendererTests.gaugeKind,
      "add weather small city=Beijing", "add stocks medium symbol=AAPL", "add todo large list=groceries",
      "add gauge xl", "add gauge circular", "add gauge rectangular", "add gauge inline",
      #"data weather:Beijing {"temp":5,"sky":"a very long description of the sky over the whole city today"}"#,
      #"data gauge:Beijing {"a":"\#(String(repeating: "long words ", count: 20))"}"#, "fail stocks:AAPL timeout",
      "reload all", "tick 20h", #"data stocks:AAPL {"price":180.5}"#, "set budget=3", "reload stocks",
      "tick 10m", "reload stocks", "tick 10m", "reload stocks", "tick 5h",
      "define feed families=small,medium entries=3 every=1h policy=after:30m cachedPolicy=after:10m "
        + "fallbackPolicy=after:5m data=feed:{topic} param=topic:enum:world|tech=world fetch=network timeout=6s "
        + "series=yes",
      #"net feed:world ["a long headline about the weather in the whole region","b","c"] took=800ms"#,
      "add feed medium", "add feed small topic=tech", "net feed:world timeout", "tick 2h",
    ]
    for line in lines {
      let outcome = session.execute(line)
      precondition(outcome.error == nil, "\(line): \(outcome.error!)")
    }
    return session
  }

  /// What a user might type to look at the session: every query that draws or explains.
  static let queries =
    ["show", "state", "budget", "doctor", "help", "help define", "help tick", "kinds", "history", "history 40"]
    + ["help net", "help snapshot", "snapshot feed", "snapshot feed small topic=tech", "snapshot gauge xl"]
    + (1...9).flatMap { ["show w\($0)", "timeline w\($0)", "why w\($0)", "budget w\($0)"] }

  @Test("every line of every picture and paragraph fits", arguments: [24, 30, 36, 40, 80, 100, 140])
  func everyLineFits(width: Int) throws {
    let session = Self.busySession()
    session.pictureStyle = PictureStyle(width: width, colour: false, wrapsText: true)
    for query in Self.queries + ["tick 1d", "reload all", "back 3"] {
      let outcome = session.execute(query)
      #expect(outcome.error == nil, "\(query): \(outcome.error ?? "")")
      for line in outcome.output.split(separator: "\n") {
        #expect(TextWidth.columns(String(line)) <= width, "\(query) at \(width): '\(line)'")
      }
    }
  }

  @Test(
    "on a narrow terminal the timeline's axis, its legend and the budget's bars fit, and no word is cut",
    arguments: [24, 30, 36])
  func narrowPictures(width: Int) throws {
    let session = Session.inMemory(start: Instant(iso8601: "2026-03-01T08:00:00Z")!)
    for line in ["add weather", "add stocks medium", "add weather large city=Shanghai", "tick 5h"] {
      #expect(session.execute(line).error == nil, "\(line)")
    }
    session.pictureStyle = PictureStyle(width: width, colour: false, wrapsText: true)
    #expect(session.pictureStyle.width == width)
    var outputs: [String: String] = [:]
    for query in ["show", "why w1", "timeline w1", "budget", "doctor", "help", "help define"] {
      let outcome = session.execute(query)
      #expect(outcome.error == nil, "\(query): \(outcome.error ?? "")")
      outputs[query] = outcome.output
      for line in outcome.output.split(separator: "\n") {
        #expect(TextWidth.columns(String(line)) <= width, "\(query) at \(width): '\(line)'")
      }
    }
    // A word is broken only when it is wider than a line.
    let unwrapped = Session.inMemory(start: Instant(iso8601: "2026-03-01T08:00:00Z")!)
    for line in ["add weather", "add stocks medium", "add weather large city=Shanghai", "tick 5h"] {
      _ = unwrapped.execute(line)
    }
    for query in ["why w1", "help define", "help set", "doctor"] {
      let whole = unwrapped.execute(query).output.split(whereSeparator: \.isWhitespace).map(String.init)
      for word in (outputs[query] ?? session.execute(query).output).split(whereSeparator: \.isWhitespace)
      where !whole.contains(String(word)) {
        #expect(
          whole.contains { $0.contains(word) && TextWidth.columns($0) > width - 2 }, "\(query) at \(width): \(word)")
      }
    }
    let words = { (text: String) in text.split(whereSeparator: \.isWhitespace).joined(separator: " ") }
    let timeline = try #require(outputs["timeline w1"])
    #expect(words(timeline).contains("■ built 12:00 by its reload policy"), "\(timeline)")
    #expect(words(timeline).contains("▲ now 13:00: showing entry 2 of 5, dated 13:00"), "\(timeline)")
    let rule = try #require(timeline.split(separator: "\n").first { $0.contains("┼") || $0.contains("───") })
    #expect(rule.hasPrefix(String(repeating: " ", count: TimelinePicture.gutterColumns)), "\(timeline)")
    let budget = try #require(outputs["budget"]).split(separator: "\n").map(String.init)
    #expect(budget.contains { $0.contains("█") && $0.hasSuffix("1/40") }, "\(budget)")
    #expect(budget.contains { $0.hasSuffix("next refresh 16:00") }, "\(budget)")
    let show = try #require(outputs["show"]).split(separator: "\n").map(String.init)
    #expect(show.filter { $0.hasPrefix("┌─ w") }.count == 3, "\(show)")
    #expect(show.filter { $0.hasPrefix("│") }.allSatisfy { $0.hasSuffix("│") }, "\(show)")
  }

  @Test("an error fits the terminal with the REPL's error: before it", arguments: [80, 140])
  func errorsFit(width: Int) throws {
    let session = Self.busySession()
    session.pictureStyle = PictureStyle(width: width, colour: false, wrapsText: true)
    for line in ["set quietHours=07:00-07:00", "set budgetScope=apps", "set atEndSingle=1s", "add weathr", "tick 10x"] {
      let error = try #require(session.execute(line).error, "\(line)")
      for shown in ("error: " + error).split(separator: "\n") {
        #expect(TextWidth.columns(String(shown)) <= width, "\(line) at \(width): '\(shown)'")
      }
    }
  }

  @Test("a box too wide for the terminal keeps its borders and badge", arguments: [30, 40, 80])
  func narrowBoxes(width: Int) throws {
    let session = Self.busySession()
    session.pictureStyle = PictureStyle(width: width, colour: false, wrapsText: true)
    let shown = session.execute("show w4").output.split(separator: "\n").map(String.init)
    #expect(shown.first?.hasPrefix("┌─ w4 gauge") == true, "\(shown)")
    #expect(shown.first?.hasSuffix("┐") == true, "\(shown)")
    #expect(shown.contains { $0.hasPrefix("└") && $0.contains("─[") && $0.hasSuffix("]─┘") }, "\(shown)")
    #expect(shown.filter { $0.hasPrefix("│") }.allSatisfy { $0.hasSuffix("│") }, "\(shown)")
  }

  @Test("prose wraps at blanks with a hanging indent, never inside a word", arguments: [30, 36, 40, 80])
  func prose(width: Int) throws {
    let session = Self.busySession()
    let unwrapped = Self.busySession()
    session.pictureStyle = PictureStyle(width: width, colour: false, wrapsText: true)
    for query in ["why w1", "why w2", "doctor"] {
      let output = session.execute(query).output
      let words = output.split(whereSeparator: \.isWhitespace).map(String.init)
      let whole = unwrapped.execute(query).output.split(whereSeparator: \.isWhitespace).map(String.init)
      #expect(words.joined() == whole.joined(), "\(query) at \(width)")
      // A word is broken only when it is wider than a line (a long Swift expression in doctor's advice).
      for word in words where !whole.contains(word) {
        #expect(
          whole.contains { $0.contains(word) && TextWidth.columns($0) > width - 2 }, "\(query) at \(width): \(word)")
      }
      #expect(output.contains("\n  "), "\(query) at \(width) has no hanging indent: \(output)")
    }
  }

  @Test("history's columns line up whether a time carries its date or not")
  func historyColumns() throws {
    let session = Self.busySession()
    session.pictureStyle = PictureStyle(width: 80, colour: false, wrapsText: true)
    let lines = session.execute("history 40").output.split(separator: "\n").map { Array(String($0)) }
    let header = String(lines[0])
    let actionColumn = try #require(header.firstRange(of: "action")).lowerBound.utf16Offset(in: header)
    let rows = lines.filter { $0.count > 6 && $0[1..<5].contains { $0.isNumber } }
    #expect(rows.count >= 20)
    for row in rows {
      #expect(row[actionColumn - 1] == " " && row[actionColumn] != " ", "\(String(row))")
    }
    let times = rows.map { String($0[7..<actionColumn]) }
    #expect(times.contains { $0.hasPrefix("03-01 ") } && times.contains { $0.hasPrefix("0") && !$0.contains("-") })
  }
}
