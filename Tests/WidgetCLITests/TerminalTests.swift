import PropertyTesting
import Testing

@testable import WidgetCLI
@testable import WidgetCommands
@testable import WidgetSimCore

/// What the terminal decides: width and colour, and how text is measured, clipped and wrapped in columns.
@Suite("Terminal width, colour and text columns")
struct TerminalTests {
  /// A terminal or not, its window columns, the environment, and the style expected.
  static let styleCases: [(Bool, Int?, [String: String], PictureStyle)] = [
    (false, nil, [:], .plain),
    (false, nil, ["COLUMNS": "200"], .plain),
    (true, 132, [:], PictureStyle(width: 132, colour: true, wrapsText: true)),
    (true, 132, ["NO_COLOR": "1"], PictureStyle(width: 132, colour: false, wrapsText: true)),
    (true, 132, ["NO_COLOR": ""], PictureStyle(width: 132, colour: true, wrapsText: true)),
    (true, 80, ["TERM": "dumb"], PictureStyle(width: 80, colour: false, wrapsText: true)),
    (true, nil, ["COLUMNS": "90"], PictureStyle(width: 90, colour: true, wrapsText: true)),
    (true, nil, ["COLUMNS": "wide"], PictureStyle(width: 100, colour: true, wrapsText: true)),
    (true, 12, [:], PictureStyle(width: PictureStyle.widthMin, colour: true, wrapsText: true)),
    (true, 9999, [:], PictureStyle(width: PictureStyle.widthMax, colour: true, wrapsText: true)),
  ]

  @Test("colour only on a terminal without NO_COLOR; width from the window, $COLUMNS, else 100", arguments: styleCases)
  func style(terminal: Bool, columns: Int?, environment: [String: String], expected: PictureStyle) {
    #expect(Terminal.style(stdoutIsTerminal: terminal, windowColumns: columns, environment: environment) == expected)
  }

  @Test(
    "wide characters take two columns, combining marks none",
    arguments: [("abc", 3), ("北京", 4), ("cafe\u{301}", 4), ("┌─┐", 3), ("🌞 sun", 6), ("", 0)])
  func columns(text: String, expected: Int) {
    #expect(TextWidth.columns(text) == expected)
  }

  @Test("the fast paths for one-column scalars measure and cut text as the character-by-character rules do")
  func fastPathsAgree() {
    // Printable ASCII, Latin-1 and Latin Extended letters, box drawing and blocks (fast) mixed with combining marks,
    // controls, CJK, emoji and a zero-width joiner (slow), so both paths and their boundaries are exercised.
    let alphabet: [Unicode.Scalar] = [
      "a", " ", "~", "\u{A0}", "é", "\u{AD}", "\u{2FF}", "\u{300}", "\u{301}", "─", "│", "█", "▲", "\u{25FF}",
      "\u{2600}",
      "北", "😀", "\u{200D}", "\u{7F}", "\u{9F}", "\u{1F}",
    ]
    var rng = SplitMix64(seed: 11)
    for _ in 0..<2_000 {
      let onlyFast = rng.chance(0.5)
      let pool = onlyFast ? alphabet.filter { TextWidth.simpleScalarCount(String($0)) != nil } : alphabet
      var scalars = String.UnicodeScalarView()
      for _ in 0..<rng.int(in: 0...12) { scalars.append(rng.pick(pool)) }
      let text = String(scalars)
      let slowColumns = text.reduce(0) { $0 + TextWidth.columns(of: $1) }
      #expect(TextWidth.columns(text) == slowColumns, "\(text.unicodeScalars.map { $0.value })")
      for limit in 0...slowColumns + 1 {
        var used = 0
        var slowPrefix = ""
        for character in text {
          let width = TextWidth.columns(of: character)
          if used + width > limit { break }
          used += width
          slowPrefix.append(character)
        }
        #expect(
          TextWidth.prefix(text, columns: limit) == slowPrefix, "\(text.unicodeScalars.map { $0.value }) \(limit)")
      }
    }
  }

  @Test("clipping ends in an ellipsis and never splits a wide character")
  func clip() {
    #expect(TextWidth.clip("humidity", columns: 5) == "humi…")
    #expect(TextWidth.clip("北京上海", columns: 6) == "北京…")
    #expect(TextWidth.clip("short", columns: 5) == "short")
  }

  @Test("wrapping breaks at blanks, and inside words only when a word is longer than the line")
  func wrap() {
    #expect(TextWidth.wrap("a loaf of bread, sliced", columns: 10) == ["a loaf of", "bread,", "sliced"])
    #expect(TextWidth.wrap("abcdefghijkl", columns: 5) == ["abcde", "fghij", "kl"])
    #expect(TextWidth.wrap("", columns: 5) == [""])
  }

  @Test("content reads as key: value lines, bullets, or wrapped text")
  func content() {
    #expect(
      ContentText.lines(.object([("temp", .int(21)), ("sky", .string("sunny"))]), columns: 20) == [
        "temp: 21", "sky:  sunny",
      ])
    #expect(ContentText.lines(.array([.string("milk"), .string("eggs")]), columns: 20) == ["• milk", "• eggs"])
    #expect(ContentText.lines(.double(251.2), columns: 20) == ["251.2"])
    #expect(ContentText.fit(["a", "b", "c"], rows: 2, columns: 10) == ["a", "b …"])
  }

  @Test("pictures side by side keep their tops aligned and pad the shorter ones")
  func tile() {
    let tall = [StyledLine("aa"), StyledLine("aa"), StyledLine("aa")]
    let short = [StyledLine("b")]
    let lines = Renderer.tile([tall, short, tall], width: 8).map(\.plainText)
    #expect(lines == ["aa  b", "aa   ", "aa   ", "", "aa", "aa", "aa"])
  }
}
