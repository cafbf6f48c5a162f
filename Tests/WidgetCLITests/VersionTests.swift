import Foundation
import Testing
import WidgetJournal
import WidgetModel

/// `widgetsim --version`, the model version recorded in new journals, and the note when another version wrote one.
@Suite("Model versions")
struct VersionTests {
  static let start = Instant(iso8601: "2026-03-01T08:00:00Z")!

  /// A journal of the built-in kinds whose header says `model` wrote it (none when nil); returns its folder.
  static func journal(model: String?) throws -> URL {
    let folder = Widgetsim.temporaryDirectory()
    let extra: [(key: String, value: JSONValue)] = model.map { [("model", .string($0))] } ?? []
    let lines = BuiltinKinds.all.enumerated().map { ActionCodec.encode(.kindDefined($1), seq: $0 + 1) }
    _ = try JournalWriter.create(
      path: folder.appendingPathComponent("x.jsonl").path, header: JournalHeader(start: start, extra: extra),
      lines: lines)
    return folder
  }

  @Test("--version prints the version and the journal format")
  func version() throws {
    let run = try Widgetsim.run(["--version"])
    #expect(run.status == 0)
    #expect(run.stdout == "\(ModelVersion.current) (journal format v\(JournalHeader.currentVersion))\n")
  }

  @Test("a new journal's header records the model version that wrote it")
  func recorded() throws {
    let folder = Widgetsim.temporaryDirectory()
    let run = try Widgetsim.run(["repl", "--journal", "new.jsonl"], input: "add todo\n", in: folder)
    #expect(run.status == 0)
    let header = try JournalReplay.replay(path: folder.appendingPathComponent("new.jsonl").path).header
    #expect(header.model == ModelVersion.current)
    #expect(header.modelNote == nil)
  }

  @Test("replay, verify and the REPL each say in one line that another model version wrote the journal")
  func otherVersion() throws {
    let folder = try Self.journal(model: "widgetsim 0.0.1")
    let note = "x.jsonl: written by widgetsim 0.0.1, not this \(ModelVersion.current): its model may differ"
    let replay = try Widgetsim.run(["replay", "x.jsonl", "--digest"], in: folder)
    #expect(replay.status == 0)
    #expect(replay.stderr.hasPrefix(note) && replay.stderr.split(separator: "\n").count == 1)
    let verify = try Widgetsim.run(["verify", "x.jsonl"], in: folder)
    #expect(verify.status == 0)
    #expect(verify.stdout.hasPrefix(note))
    let json = try Widgetsim.run(["verify", "x.jsonl", "--json"], in: folder)
    #expect(json.stdout.contains(#""model":"widgetsim 0.0.1","modelDiffers":true"#))
    let repl = try Widgetsim.run(["repl", "--journal", "x.jsonl"], input: "", in: folder)
    #expect(repl.stderr.hasPrefix("x.jsonl was written by widgetsim 0.0.1, not this"))
  }

  @Test("a journal from before versions were recorded is read without a note")
  func noVersion() throws {
    let folder = try Self.journal(model: nil)
    let replay = try Widgetsim.run(["replay", "x.jsonl", "--digest"], in: folder)
    #expect(replay.status == 0)
    #expect(replay.stderr.isEmpty)
    let json = try Widgetsim.run(["verify", "x.jsonl", "--json"], in: folder)
    #expect(json.stdout.contains(#""model":null,"modelDiffers":false"#))
  }
}
