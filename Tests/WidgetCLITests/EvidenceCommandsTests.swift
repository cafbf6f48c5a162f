import Foundation
import Testing
import WidgetTestSupport

/// `widgetsim import`, `compare` and `fit` on the generated sample in journals/device-trace (docs/TRACE.md).
@Suite("import, compare and fit from the shell")
struct EvidenceCommandsTests {
  static let sample = Widgetsim.packageRoot.appendingPathComponent("journals/device-trace")

  static func file(_ name: String) -> String { sample.appendingPathComponent(name).path }

  @Test("import writes the sample's imported journal, reports each source, and never overwrites a journal")
  func importSample() throws {
    let dir = Widgetsim.temporaryDirectory()
    let arguments = [
      "import", Self.file("widgets.jsonl"), "--extension", Self.file("widgetsim-extension.jsonl"), "--log",
      Self.file("chrono.ndjson"), "-o", "imported.jsonl",
    ]
    let run = try Widgetsim.run(arguments, in: dir)
    #expect(run.status == 0, "\(run.stderr)")
    #expect(run.stdout.hasPrefix("wrote imported.jsonl: the app's 163 actions\nextension: 42 of 42 lines used\n"))
    let written = try String(contentsOf: dir.appendingPathComponent("imported.jsonl"), encoding: .utf8)
    #expect(written == (try String(contentsOfFile: Self.file("imported.jsonl"), encoding: .utf8)))
    let again = try Widgetsim.run(arguments, in: dir)
    #expect(again.status == 2 && again.stderr.contains("a journal is never overwritten"), "\(again.stderr)")
  }

  @Test("compare exits 1 under the journal's settings, 0 under fit's, and 0 at or above --min-match")
  func compareStatus() throws {
    let journal = Self.file("imported.jsonl")
    let defaults = try Widgetsim.run(["compare", journal])
    #expect(defaults.status == 1 && defaults.stdout.contains("match rate 30%"), "\(defaults.stdout)")
    let fitted = try Widgetsim.run(["compare", journal, "--settings", "budget=12 minInterval=15m latency=20s"])
    #expect(fitted.status == 0 && fitted.stdout.contains("no surprise"), "\(fitted.stdout)")
    #expect(try Widgetsim.run(["compare", journal, "--min-match", "30"]).status == 0)
    let json = try Widgetsim.run(["compare", journal, "--json"])
    #expect(
      json.stdout.hasPrefix("{\"tolerance\":\"1m\",\"settings\":{\"budget\":\"40\""), "\(json.stdout.prefix(200))")
    let typo = try Widgetsim.run(["compare", journal, "--settings", "budgt=12"])
    #expect(typo.status == 2 && typo.stderr.contains("did you mean budget?"), "\(typo.stderr)")
  }

  @Test("fit prints the hidden settings as set lines")
  func fitSample() throws {
    let run = try Widgetsim.run(["fit", Self.file("imported.jsonl")])
    #expect(run.status == 0)
    #expect(run.stdout.contains("set budget=12\nset minInterval=15m\nset latency=20s\n"), "\(run.stdout)")
  }
}
