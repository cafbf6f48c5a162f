import Foundation
import Testing

@testable import WidgetCLI
@testable import WidgetSimCore

/// Control characters from input or a journal reach the terminal as visible escapes, never as commands to it.
@Suite("Text made safe for the terminal")
struct TerminalTextTests {
  @Test(
    "control characters are written as \\u escapes; newlines, tabs and the pictures' colours are kept",
    arguments: [
      ("plain text, 中文 🙂", "plain text, 中文 🙂"),
      ("w\u{1B}]0;PWNED\u{7}", "w\\u001b]0;PWNED\\u0007"),
      ("clear\u{1B}[2J", "clear\\u001b[2J"),
      ("\u{1B}[1;33mbold yellow\u{1B}[0m", "\u{1B}[1;33mbold yellow\u{1B}[0m"),
      ("a\nb\tc\rd", "a\nb\tc\\u000dd"),
      ("del\u{7F} csi\u{9B}31m nul\u{0}", "del\\u007f csi\\u009b31m nul\\u0000"),
      ("lone escape at the end \u{1B}", "lone escape at the end \\u001b"),
      ("\u{1B}[", "\\u001b["),
      ("abc\u{202E}fed", "abc\\u202efed"),
      ("\u{202A}\u{202B}\u{202C}\u{202D}\u{202E}", "\\u202a\\u202b\\u202c\\u202d\\u202e"),
      ("\u{2066}\u{2067}\u{2068}\u{2069}", "\\u2066\\u2067\\u2068\\u2069"),
      ("line\u{2028}break\u{2029}para", "line\\u2028break\\u2029para"),
      ("\u{2027}\u{202F}\u{2065}\u{206A} kept", "\u{2027}\u{202F}\u{2065}\u{206A} kept"),
    ])
  func escapes(input: String, expected: String) {
    #expect(TerminalText.escaped(input) == expected)
  }

  @Test("a widget id that would set the terminal's title is printed escaped, in output and in errors")
  func hostileIDEndToEnd() throws {
    let dir = Widgetsim.temporaryDirectory()
    let script = "add weather small as \"w\u{1B}]0;PWNED\u{7}\"\nshow\nremove \"x\u{1B}]0;PWNED\u{7}\"\n"
    let run = try Widgetsim.run(
      ["repl", "--journal", "x.jsonl", "--start", "2026-03-01T08:00:00Z"], input: script, in: dir)
    #expect(!run.stdout.contains("\u{1B}") && !run.stderr.contains("\u{1B}"), "\(run.stdout)\(run.stderr)")
    #expect(!run.stdout.contains("\u{7}") && !run.stderr.contains("\u{7}"))
    #expect(run.stderr.contains("\\u001b]0;PWNED\\u0007"), "\(run.stderr)")
  }

  @Test("a cache key that would reverse or break the line is printed escaped, in output and in errors")
  func bidirectionalKeyEndToEnd() throws {
    let dir = Widgetsim.temporaryDirectory()
    let script = "data \"ab\u{202E}dc\u{2066}\" 1\nfail \"x\u{2028}y\" timeout\ndoctor\nconfigure w9 \"a\u{202E}=1\"\n"
    let run = try Widgetsim.run(
      ["repl", "--journal", "x.jsonl", "--start", "2026-03-01T08:00:00Z"], input: script, in: dir)
    for raw in ["\u{202E}", "\u{2066}", "\u{2028}"] {
      #expect(!run.stdout.contains(raw) && !run.stderr.contains(raw), "\(run.stdout)\(run.stderr)")
    }
    #expect(run.stdout.contains("ab\\u202edc\\u2066"), "\(run.stdout)")
    #expect(run.stdout.contains("x\\u2028y"), "\(run.stdout)")
  }
}
