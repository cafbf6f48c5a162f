import Foundation
import Testing
import WidgetModel
import WidgetSimCore

/// `widgetsim doctor|why|show|timeline|budget|history FILE`, run through the binary: read-only, lock-free analysis.
@Suite("read-only analysis of a journal", .serialized)
struct AnalysisCommandTests {
  /// The example journal whose budget is spent by reloads.
  static let budgetSpent = Widgetsim.packageRoot.appendingPathComponent("journals/budget-spent.jsonl").path

  /// Every analysis of `path`, each as its command line.
  static func analyses(_ path: String) -> [[String]] {
    [
      ["doctor", path], ["why", path, "w1"], ["show", path], ["show", path, "w1"], ["timeline", path, "w1"],
      ["budget", path], ["budget", path, "w1"], ["history", path],
    ]
  }

  @Test("doctor FILE --at SEQ prints the findings there and exits 1, like a linter")
  func doctorFindings() throws {
    let run = try Widgetsim.run(["doctor", Self.budgetSpent, "--at", "60"])
    #expect(run.status == 1)
    #expect(run.stderr.isEmpty, "stderr: \(run.stderr)")
    try Golden.check(run.stdout, named: "budget-spent-at-60.doctor.txt")
  }

  @Test("doctor exits 0 and says so when nothing matches the known pitfalls")
  func doctorClean() throws {
    let dir = Widgetsim.temporaryDirectory()
    let script = DoctorExitTests.cleanScript
    let made = try Widgetsim.run(
      ["repl", "--journal", "x.jsonl", "--start", "2026-03-01T08:00:00Z"], input: script, in: dir)
    #expect(made.status == 0, "stderr: \(made.stderr)")
    let run = try Widgetsim.run(["doctor", "x.jsonl"], in: dir)
    #expect(run.status == 0, "stdout: \(run.stdout)")
    #expect(run.stdout == "no findings: nothing matches the known pitfalls\n")
  }

  /// Opens a session on `path`, trying again for a while when its lock is held. The writer that created the file has
  /// released it, but a child process another test is spawning meanwhile may still hold a copy of its descriptor (and
  /// so the `flock`) between its fork and its exec, which closes it.
  static func openTakingLock(_ path: String) throws -> Session {
    for _ in 0..<100 {
      do { return try Session.open(path: path, start: Instant(ms: 0)).0 } catch .locked {
        usleep(20_000)
      }
    }
    return try Session.open(path: path, start: Instant(ms: 0)).0
  }

  @Test("docs/DOCTOR.md lists every doctor rule id once, with its severity, and the README links to it")
  func documentedRules() throws {
    let root = Widgetsim.packageRoot
    let doc = try String(contentsOf: root.appendingPathComponent("docs/DOCTOR.md"), encoding: .utf8)
    let rows = doc.split(separator: "\n").filter { $0.hasPrefix("| `") }.map {
      $0.split(separator: "|").map { $0.trimmingCharacters(in: .whitespaces) }
    }
    for rule in FindingRule.allCases {
      let listed = rows.filter { $0.first == "`\(rule.rawValue)`" }
      #expect(listed.count == 1, "\(rule.rawValue) is listed \(listed.count) times")
      // The columns: id, checklist heading, severity, when it fires.
      let severity = rule == .ttlShorterThanTimeline ? "note, or warning" : rule.severity.rawValue
      #expect(
        listed.first?[2] == severity, "\(rule.rawValue) is a \(severity), listed as \(listed.first?[2] ?? "nothing")")
    }
    #expect(rows.count == FindingRule.allCases.count, "a row for a rule that is not one")
    let readme = try String(contentsOf: root.appendingPathComponent("README.md"), encoding: .utf8)
    #expect(readme.contains("[docs/DOCTOR.md](docs/DOCTOR.md)"))
  }

  @Test("a journal another session is writing, and so holds locked, can still be analysed")
  func lockedJournal() throws {
    // A copy that is not a recorded example (those open read-only, without the lock): the same actions, rewritten.
    let example = try JournalReplay.replay(path: Self.budgetSpent)
    var actions: [Action] = []
    _ = try JournalReplay.replay(path: Self.budgetSpent) { _, action, _ in actions.append(action) }
    let path = Widgetsim.temporaryDirectory().appendingPathComponent("busy.jsonl").path
    let lines = actions.enumerated().map { ActionCodec.encode($1, seq: $0 + 1) }
    _ = try JournalWriter.create(path: path, header: JournalHeader(start: example.header.start), lines: lines)
    let session = try Self.openTakingLock(path)
    #expect(session.journal.count == 88 && session.journal.readOnlyReason == nil)
    let writer = try Widgetsim.run(["repl", "--journal", path])
    #expect(
      writer.status != 0 && writer.stderr.contains("open for writing in another widgetsim"),
      "the lock is held: \(writer.stderr)")
    for arguments in Self.analyses(path) {
      let run = try Widgetsim.run(arguments)
      #expect(run.status == (arguments[0] == "doctor" ? 1 : 0), "\(arguments): \(run.stderr)")
      #expect(!run.stdout.isEmpty && run.stderr.isEmpty, "\(arguments): \(run.stderr)")
    }
  }

  @Test("a torn last line is reported on stderr and left in place: the file's bytes do not change")
  func tornTail() throws {
    let path = try Widgetsim.copy(Self.budgetSpent)
    let torn = Data("{\"seq\":89,\"action\":\"tick\",\"to\":\"2026-03-01T15".utf8)
    let handle = try #require(FileHandle(forWritingAtPath: path))
    try handle.seekToEnd()
    try handle.write(contentsOf: torn)
    try handle.close()
    let before = try Data(contentsOf: URL(fileURLWithPath: path))
    let folder = URL(fileURLWithPath: path).deletingLastPathComponent().path
    let files = try FileManager.default.contentsOfDirectory(atPath: folder)
    for arguments in Self.analyses(path) {
      let run = try Widgetsim.run(arguments)
      #expect(!run.stdout.isEmpty, "\(arguments)")
      #expect(run.stderr.contains("line 90"), "\(arguments): \(run.stderr)")
      #expect(run.stderr.contains("read up to seq 88, the last whole action; the file is left as it is"))
      #expect(try Data(contentsOf: URL(fileURLWithPath: path)) == before, "\(arguments) changed the file")
      #expect(try FileManager.default.contentsOfDirectory(atPath: folder) == files, "\(arguments) made a file")
    }
  }

  /// The JSON object a `--json` run printed.
  static func json(_ arguments: [String], status: Int32 = 0) throws -> [String: Any] {
    let run = try Widgetsim.run(arguments + ["--json"])
    #expect(run.status == status, "\(arguments): \(run.stderr)")
    #expect(run.stdout.split(separator: "\n").count == 1, "one line")
    let object = try JSONSerialization.jsonObject(with: Data(run.stdout.utf8))
    return try #require(object as? [String: Any])
  }

  /// Checks that `object` has exactly the documented `keys`.
  static func expectKeys(_ object: Any?, _ keys: [String], sourceLocation: SourceLocation = #_sourceLocation) {
    let actual = (object as? [String: Any]).map { Set($0.keys) }
    #expect(actual == Set(keys), sourceLocation: sourceLocation)
  }

  @Test("--json answers parse and have the keys the README documents")
  func jsonKeys() throws {
    let path = Self.budgetSpent
    let head = ["path", "seq", "now"]
    let doctor = try Self.json(["doctor", path, "--at", "60"], status: 1)
    Self.expectKeys(doctor, head + ["warnings", "notes", "findings"])
    let findings = try #require(doctor["findings"] as? [[String: Any]])
    for finding in findings {
      Self.expectKeys(finding, ["rule", "severity", "subject", "subjects", "evidence", "problem", "fix", "line"])
      Self.expectKeys(finding["subjects"], ["widgets", "kinds", "keys"])
      #expect(finding["evidence"] is [Int])
    }
    #expect(
      findings.compactMap { $0["rule"] as? String } == [
        "ttlShorterThanTimeline", "wastedReload", "notLive", "budgetPace",
      ])
    #expect(doctor["warnings"] as? Int == 4 && doctor["notes"] as? Int == 0)
    #expect(doctor["seq"] as? Int == 60)

    let why = try Self.json(["why", path, "w1"])
    Self.expectKeys(why, head + ["id", "status", "sentences", "widget"])
    #expect(why["status"] as? String == "stale")

    let timeline = try Self.json(["timeline", path, "w1"])
    Self.expectKeys(
      timeline,
      head + [
        "id", "generatedAt", "builtSeq", "cause", "counted", "policy", "dataKey", "data", "missingReason", "source",
        "fetch", "failure", "entries", "nextRefresh", "nextRefreshCounted", "pending", "deferral",
      ])
    Self.expectKeys(timeline["data"], ["writtenAt", "writeSeq", "ttl", "container", "value"])
    #expect(timeline["source"] as? String == "cache")
    #expect(timeline["fetch"] is NSNull && timeline["failure"] is NSNull)
    Self.expectKeys((timeline["entries"] as? [Any])?.first, ["entry", "date", "displayed"])
    Self.expectKeys(timeline["pending"], ["dueAt", "counted", "cause"])
    Self.expectKeys(timeline["deferral"], ["reason", "until"])

    let budget = try Self.json(["budget", path])
    Self.expectKeys(budget, head + ["limit", "widgets"])
    let widget = (budget["widgets"] as? [Any])?.first
    Self.expectKeys(
      widget,
      [
        "id", "kind", "used", "limit", "refreshes", "freeAt", "nextRefresh", "nextRefreshCounted", "pace",
        "spentAtPace",
      ])
    #expect((widget as? [String: Any])?["used"] as? Int == 40)

    let history = try Self.json(["history", path])
    Self.expectKeys(history, head + ["actions"])
    let actions = try #require(history["actions"] as? [[String: Any]])
    #expect(actions.count == 88)
    Self.expectKeys(actions.first, ["seq", "at", "command", "description"])
  }

  @Test("budget --json projects when the budget is spent at the current pace")
  func budgetPaceJSON() throws {
    let budget = try Self.json(["budget", Self.budgetSpent, "w1", "--at", "60"])
    let widget = try #require((budget["widgets"] as? [[String: Any]])?.first)
    #expect(widget["pace"] as? String == "10m")
    #expect(widget["spentAtPace"] as? String == "2026-03-01T14:30:00Z")
    #expect((widget["refreshes"] as? [Any])?.count == 28)
  }

  @Test(
    "usage errors exit 2 and name what is missing",
    arguments: [
      (["why", "x.jsonl"], "why needs a FILE and a widget ID"),
      (["timeline", "x.jsonl", "w1", "w2"], "timeline needs a FILE and a widget ID"),
      (["doctor"], "doctor needs exactly one FILE"), (["history", "x.jsonl", "--at", "3"], "unknown option --at"),
    ])
  func usage(arguments: [String], message: String) throws {
    let run = try Widgetsim.run(arguments)
    #expect(run.status == 2)
    #expect(run.stderr.contains(message), "stderr: \(run.stderr)")
  }

  @Test("an unknown widget is an error naming the journal and the seq")
  func unknownWidget() throws {
    let run = try Widgetsim.run(["why", Self.budgetSpent, "w9"])
    #expect(run.status == 1)
    #expect(run.stderr.hasPrefix("\(Self.budgetSpent) at seq 88: "), "stderr: \(run.stderr)")
  }

  @Test(
    "--help explains every analysis, and the overview lists it",
    arguments: ["doctor", "why", "show", "timeline", "budget", "history"])
  func help(subcommand: String) throws {
    let run = try Widgetsim.run([subcommand, "--help"])
    #expect(run.status == 0)
    #expect(run.stdout.hasPrefix("usage: widgetsim \(subcommand) FILE"))
    #expect(run.stdout.contains("takes no lock"))
    let overview = try Widgetsim.run(["--help"])
    #expect(overview.stdout.contains("  \(subcommand) "))
  }
}
