import Testing
import WidgetModel

@testable import WidgetCLI
@testable import WidgetCommands
@testable import WidgetSimCore

/// Issue 11, item 7, for the interactive REPL's banner (the rest of the widths are in WidgetSimCoreTests' WidthTests).
@Suite("Fitting the terminal's width: the banner")
struct BannerWidthTests {
  @Test("the banner wraps its lines at blanks", arguments: [30, 40, 80, 140])
  func banner(width: Int) {
    let session = Session.inMemory(start: Instant(iso8601: "2026-03-01T08:00:00Z")!)
    let repl = InteractiveREPL(
      session: session, environment: [:],
      notes: ["new journal /home/someone/.widgetsim/sessions/session-20260301T080000Z.jsonl, starting 08:00"])
    let text = repl.banner(PictureStyle(width: width, colour: false, wrapsText: true))
    for line in text.split(separator: "\n") { #expect(TextWidth.columns(String(line)) <= width, "'\(line)'") }
    #expect(text.split(whereSeparator: \.isWhitespace).joined(separator: " ").contains("Ctrl-D quits."))
  }
}
