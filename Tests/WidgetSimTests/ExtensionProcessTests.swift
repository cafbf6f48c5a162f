import Foundation
import Testing
import WidgetKit
import WidgetSim
import WidgetTestSupport

/// The simulator program runs providers as iOS runs a widget extension: in a worker process of their own, which a
/// crash, exit(), a signal, the deadline or the memory limit ends, failing the build with the reason while the
/// simulator goes on. Each test drives the built test program (Tests/ExtensionSim) under `timeout`.
@Suite("The extension's process", .serialized)
struct ExtensionProcessTests {
  /// The test program, beside the test bundle (SwiftPM builds it first: the test target depends on it).
  static var program: String {
    let beside = URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent()
      .appendingPathComponent("widgetsim-extension-sim")
    if FileManager.default.isExecutableFile(atPath: beside.path) { return beside.path }
    let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
      .deletingLastPathComponent()
    return root.appendingPathComponent(".build/debug/widgetsim-extension-sim").path
  }

  /// What one run printed, and its journal.
  struct Run {
    var status: Int32
    var output: String
    var errors: String
    var journal: String
    /// The folder the program ran in: its workers, and what they started, run there too.
    var folder: URL
  }

  /// Runs the REPL of the test program on a new journal (or `journal`) with `lines` as its input and `options`
  /// (such as `--tz ZONE`), under `timeout` (120 s), with `environment` added to the test's.
  static func run(
    _ lines: [String], options: [String] = [], environment: [String: String] = [:], journal: String? = nil
  ) throws -> Run {
    let path = try journal ?? Self.folder().appendingPathComponent("j.jsonl").path
    var run = try Self.execute(
      ["repl", "--journal", path, "--start", "2026-03-01T08:00:00Z"] + options,
      input: lines.joined(separator: "\n") + "\n", environment: environment)
    run.journal = (try? String(contentsOfFile: path, encoding: .utf8)) ?? ""
    return run
  }

  /// A new folder under the temporary directory.
  static func folder() throws -> URL {
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent("extension-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    return folder
  }

  /// Runs the test program with `arguments` under `timeout` (120 s), `input` on its standard input, in a new folder.
  static func execute(_ arguments: [String], input: String = "", environment extra: [String: String] = [:]) throws
    -> Run
  {
    let folder = try Self.folder()
    let run = try Widgetsim.run(
      arguments, input: input, in: folder, launcher: ["/usr/bin/timeout", "-k", "5", "120"], environment: extra,
      executable: URL(fileURLWithPath: program))
    return Run(status: run.status, output: run.stdout, errors: run.stderr, journal: "", folder: folder)
  }

  /// The processes now running whose command line holds `word`.
  static func processes(running word: String, in folder: URL) -> [String] {
    let entries = (try? FileManager.default.contentsOfDirectory(atPath: "/proc")) ?? []
    return entries.filter { Int($0) != nil }.compactMap { pid in
      // Only the processes started in this run's folder: other tests, and other builds on the machine, run the same
      // program at the same time.
      guard (try? FileManager.default.destinationOfSymbolicLink(atPath: "/proc/\(pid)/cwd")) == folder.path,
        let data = FileManager.default.contents(atPath: "/proc/\(pid)/cmdline")
      else { return nil }
      let line = String(decoding: data.map { $0 == 0 ? UInt8(ascii: " ") : $0 }, as: UTF8.self)
      return line.contains(word) ? "\(pid): \(line)" : nil
    }
  }

  /// Whether no process of `run` runs `word` within a second (a worker notices the simulator's end an instant after
  /// it).
  static func gone(_ word: String, of run: Run) -> Bool {
    for _ in 0..<50 {
      if processes(running: word, in: run.folder).isEmpty { return true }
      usleep(20_000)
    }
    return processes(running: word, in: run.folder).isEmpty
  }

  @Test(
    "a provider whose ! fails on an undeclared App Group fails its build with the runtime's message, and the simulator goes on"
  )
  func crashIsAFailedBuild() throws {
    let run = try Self.run(["add undeclared", "why w1", "add caching", "show w2"])
    #expect(run.status == 0, "\(run.errors)")
    let message =
      "crashed: Fatal error: Unexpectedly found nil while unwrapping an Optional value (Providers.swift:"
    #expect(
      run.output.contains(
        "Its build at 08:00 crashed in getTimeline(in:completion:): Fatal error: Unexpectedly found nil while unwrapping an Optional value (Providers.swift:"
      ))
    #expect(
      run.output.contains(
        "No build has succeeded since it was added, so it shows the fallback (placeholder); the system tries again at 09:00 (retryAfter 1h)."
      ))
    #expect(
      run.output.contains(
        "During the build at 08:00 the provider asked containerURL(forSecurityApplicationGroupIdentifier:) for group.demo, which is not an App Group the extension has, so it got nil"
      ))
    #expect(run.output.contains("The build at 08:00 ran in a fresh extension process"))
    #expect(run.journal.contains(message), "the journal records why")
    #expect(run.journal.contains("\"process\":{\"fresh\":true,\"zone\":\"UTC\",\"groups\":[\"group.demo\"]"))
    #expect(run.journal.contains("\"ended\":\"crashed\""))
    #expect(run.output.contains("added w2 (caching, systemSmall): live"), "the next build runs in a fresh worker")
    #expect(!run.errors.contains("Fatal error"), "nothing of the crash reaches the simulator's own output")
  }

  @Test("exit() and a signal end only the worker, each named in the reason")
  func exitAndSignal() throws {
    let run = try Self.run(["add exiting", "add signal", "why w2"])
    #expect(run.status == 0, "\(run.errors)")
    #expect(run.output.contains("the extension's process exited (status 3) before answering"))
    #expect(run.output.contains("crashed: the extension's process was killed by SIGSEGV"))
  }

  @Test("a provider that keeps 100 MB passes the 30MB limit and its worker is ended")
  func memoryLimit() throws {
    let run = try Self.run(["add leaking", "why w1"])
    #expect(run.status == 0, "\(run.errors)")
    #expect(run.output.contains("over its limit of 30MB (extensionMemory); the system ended it"))
  }

  @Test(
    "a provider that never completes, or blocks every signal it can, is ended at the deadline and nothing is left",
    arguments: ["hanging", "blocking"])
  func deadline(kind: String) throws {
    let started = ContinuousClock.now
    let run = try Self.run(["set providerDeadline=1s", "add \(kind)", "add caching"])
    #expect(run.status == 0, "\(run.errors)")
    #expect(
      run.output.contains(
        "getTimeline(in:completion:) did not call its completion within the deadline of 1s; the system ended the "
          + "extension's process"))
    #expect(run.output.contains("added w2 (caching, systemSmall): live"))
    #expect(ContinuousClock.now - started < .seconds(60))
    #expect(Self.gone("widgetsim-extension-sim", of: run))
  }

  @Test("what a provider prints is captured, never interleaved with the simulator's output")
  func printedOutputIsCaptured() throws {
    let run = try Self.run(["add printing", "show w1"])
    #expect(run.status == 0, "\(run.errors)")
    #expect(!run.output.contains("PROVIDER-LINE"))
    #expect(!run.errors.contains("PROVIDER-ERROR"))
    #expect(run.output.contains("│ note:  printed"))
  }

  @Test("a static cache survives two builds a minute apart and is empty after an hour (extensionKeepAlive 1m)")
  func staticCacheLivesWithTheProcess() throws {
    let run = try Self.run([
      "set minInterval=1m", "add caching", "tick 1m", "reload caching", "show w1", "tick 1h", "reload caching",
      "show w1",
    ])
    #expect(run.status == 0, "\(run.errors)")
    let counts = run.output.split(separator: "\n").filter { $0.contains("│ count:") }.map {
      $0.split(separator: " ").dropFirst(2).first.map(String.init) ?? ""
    }
    #expect(counts == ["2", "1"], "\(run.output)")
  }

  @Test("extensionKeepAlive=0s starts a fresh process for every call: the static cache is empty a minute later")
  func keepAliveZero() throws {
    let run = try Self.run([
      "set minInterval=1m", "set extensionKeepAlive=0s", "add caching", "tick 1m", "reload caching", "show w1",
      "why w1",
    ])
    #expect(run.status == 0, "\(run.errors)")
    let counts = run.output.split(separator: "\n").filter { $0.contains("│ count:") }.map {
      $0.split(separator: " ").dropFirst(2).first.map(String.init) ?? ""
    }
    #expect(counts == ["1"], "\(run.output)")
    #expect(run.output.contains("The build at 08:01 ran in a fresh extension process"))
  }

  @Test("extensionMemory raised to 150MB lets the provider that keeps 100 MB build, and why warns of its peak")
  func memoryRaised() throws {
    let run = try Self.run(["set extensionMemory=150MB", "add leaking", "why w1"])
    #expect(run.status == 0, "\(run.errors)")
    #expect(run.output.contains("added w1 (leaking, systemSmall): live"), "\(run.output)")
    #expect(run.output.contains("above its idle size, more than half of extensionMemory (150MB)"))
    #expect(run.journal.contains("\"memoryPeak\":1"))
  }

  @Test(
    "doctor has a finding for a provider that crashed, exited, ran out of memory or passed the deadline, and one for a failed placeholder"
  )
  func doctorFindings() throws {
    let run = try Self.run([
      "set providerDeadline=1s", "add undeclared", "add leaking", "add hanging", "add placeholder", "add exiting",
      "doctor", "why w4",
    ])
    let findings = run.output.split(separator: "\n").filter { $0.hasPrefix("warning [") }
    let rules = findings.map { $0.split(separator: " ")[1] }
    #expect(
      rules == [
        "[providerCrashed]", "[providerOutOfMemory]", "[providerPastDeadline]", "[placeholderFailed]",
        "[providerCrashed]",
      ], "\(run.output)")
    #expect(findings[0].contains("it was asked for group.demo, which gave nil"))
    #expect(findings[0].contains("Evidence: seq "))
    #expect(findings[3].contains("crashed in placeholder(in:): Fatal error: Index out of range"))
    #expect(run.output.contains("Its build at 08:00 crashed in placeholder(in:)"))
    #expect(!run.output.contains("use a fetch timeout below the provider deadline"), "a provider fetches nothing")
  }

  @Test("snapshot of a kind whose getSnapshot crashes draws the placeholder and says why")
  func crashingSnapshot() throws {
    let run = try Self.run(["snapshot undeclared"])
    #expect(run.status == 0, "\(run.errors)")
    #expect(
      run.output.contains(
        "The gallery shows the placeholder: getSnapshot(in:completion:) gave no entry: crashed: Fatal error: Unexpectedly found nil while unwrapping an Optional value (Providers.swift:"
      ))
    #expect(run.output.contains("[PREVIEW]"))
  }

  @Test("the display zone (--tz) is the provider's TimeZone.current and Calendar.current's, and the journal records it")
  func displayZone() throws {
    let run = try Self.run(["add zone", "show w1"], options: ["--tz", "Asia/Shanghai"])
    #expect(run.status == 0, "\(run.errors)")
    #expect(run.output.contains("│ note:  Asia/Shanghai"), "\(run.output)")
    // Tomorrow starts at 00:00 in Shanghai, 16:00 UTC.
    #expect(run.output.contains("│ count: 16"), "\(run.output)")
    #expect(run.journal.contains("\"process\":{\"fresh\":true,\"zone\":\"Asia/Shanghai\""))
    let utc = try Self.run(["add zone", "show w1"])
    #expect(utc.output.contains("│ count: 0"), "\(utc.output)")
  }

  @Test("replay --rerun-providers runs the providers in the recorded zone, wherever it runs")
  func rerunInRecordedZone() throws {
    let path = try Self.folder().appendingPathComponent("zone.jsonl").path
    _ = try Self.run(["add zone"], options: ["--tz", "Asia/Shanghai"], journal: path)
    let rerun = try Self.execute(["replay", path, "--rerun-providers"])
    #expect(rerun.status == 0, "\(rerun.output)\(rerun.errors)")
    #expect(rerun.output.contains("every output matches the recording"))
  }

  @Test(
    "replay --rerun-providers reports a build that crashed then and succeeds now, and the reverse, with both outcomes"
  )
  func rerunReportsCrashes() throws {
    let crashedThen = try Self.folder().appendingPathComponent("crashed.jsonl").path
    _ = try Self.run(["add flaky"], environment: ["WIDGETSIM_TEST_FLAKY": "crash"], journal: crashedThen)
    let fixed = try Self.execute(["replay", crashedThen, "--rerun-providers"])
    #expect(fixed.status == 1)
    #expect(
      fixed.output.contains(
        "then it crashed (crashed: Fatal error: flaky provider crashed (Providers.swift:"), "\(fixed.output)")
    #expect(fixed.output.contains(")); now it succeeds"))
    // The outcome words say it all; the two outputs as journal JSON come with --full.
    #expect(!fixed.output.contains("\"failed\":\"crashed: Fatal error: flaky provider crashed"), "\(fixed.output)")
    let full = try Self.execute(["replay", crashedThen, "--rerun-providers", "--full"])
    #expect(full.status == 1)
    #expect(full.output.contains("recorded: {") && full.output.contains("\"failed\":\"crashed: Fatal error: flaky"))

    let builtThen = try Self.folder().appendingPathComponent("built.jsonl").path
    _ = try Self.run(["add flaky"], journal: builtThen)
    let broken = try Self.execute(
      ["replay", builtThen, "--rerun-providers"], environment: ["WIDGETSIM_TEST_FLAKY": "crash"])
    #expect(broken.status == 1)
    #expect(
      broken.output.contains("then it succeeded; now it crashed (crashed: Fatal error: flaky provider crashed"),
      "\(broken.output)")

    let same = try Self.execute(["replay", builtThen, "--rerun-providers"])
    #expect(same.status == 0, "a fresh or kept process, and what it printed, are no part of the output")
  }

  @Test(
    "a test's session with .workerProgram runs the providers in the built program's workers: a crash fails the build, and the test goes on"
  )
  func testSessionThroughWorkers() throws {
    // The kinds as the test program defines them; its workers run its own providers of those kinds.
    let widgets = ["undeclared", "caching"].map { SimulatedWidget(kind: $0, provider: WeatherStandIn()) }
    let session = try Session.simulating(
      widgets, start: Instant(iso8601: "2026-03-01T08:00:00Z")!, isolation: .workerProgram(Self.program))
    #expect(session.execute("add undeclared").error == nil)
    let why = session.execute("why w1").output
    #expect(why.contains("Its build at 08:00 crashed in getTimeline(in:completion:): Fatal error"), "\(why)")
    #expect(session.execute("add caching").output.contains("added w2 (caching, systemSmall): live"))
  }

  @Test("what a provider forks ends with its extension")
  func forkedProcessesEnd() throws {
    let run = try Self.run(["add forking"])
    #expect(run.status == 0, "\(run.errors)")
    #expect(run.output.contains("added w1 (forking, systemSmall): live"))
    // The worker ends with the simulator, and its process group with it.
    #expect(Self.gone("sleep 299.25", of: run))
  }

  @Test("a worker that writes garbage on its channel, closes it, or returns a million entries fails its build")
  func badWorkers() throws {
    let run = try Self.run(["set providerDeadline=2s", "add garbage", "add closing", "add million", "add caching"])
    #expect(run.status == 0, "\(run.errors)")
    #expect(run.output.contains("the extension's process broke the simulator's protocol"))
    #expect(run.output.contains("closed its channel to the system without answering"))
    #expect(run.output.contains("added w3 (million, systemSmall): placeholder; its first build failed"))
    #expect(run.output.contains("added w4 (caching, systemSmall): live"))
  }
}
