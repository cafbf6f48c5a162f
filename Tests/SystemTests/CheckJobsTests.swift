import Foundation
import Testing

/// `widgetsim check --jobs` and `--shard` as the program runs them: the same output and the same failure journals,
/// byte for byte and by name, for any number of jobs; shards whose first failure is the whole check's; usage errors.
@Suite("check --jobs and --shard")
struct CheckJobsTests {
  /// What a check run left behind: its status, its output with the timing taken out, and its failure journals.
  struct Outcome: Equatable {
    var status: Int32
    var stdout: String
    var stderr: String
    /// The files under journals/failures/, by name.
    var journals: [String: Data]
  }

  /// The summary's and the failure line's wall time, rate and job count, which alone may differ between runs.
  static func untimed(_ text: String) -> String {
    text.replacing(#/ in \d+\.\d\d s, .*/#, with: " in (time)").replacing(#/ after \d+\.\d\d s/#, with: " after (time)")
  }

  /// Runs `widgetsim check ARGS` in a fresh folder and collects what it printed and wrote.
  static func check(_ arguments: [String]) throws -> Outcome {
    let folder = Widgetsim.temporaryDirectory()
    defer { try? FileManager.default.removeItem(at: folder) }
    let run = try Widgetsim.run(["check"] + arguments, in: folder)
    let failures = folder.appendingPathComponent("journals/failures")
    var journals: [String: Data] = [:]
    for name in (try? FileManager.default.contentsOfDirectory(atPath: failures.path)) ?? [] {
      journals[name] = try Data(contentsOf: failures.appendingPathComponent(name))
    }
    return Outcome(
      status: run.status, stdout: untimed(run.stdout), stderr: untimed(run.stderr), journals: journals)
  }

  @Test(
    "--jobs 2 and 3 print what --jobs 1 prints and write the same failure journal, with or without a planted bug",
    arguments: [
      ["--seed", "7"], ["--seed", "7", "--plant", "budgetOffByOne"], ["--seed", "42", "--plant", "deferredLate"],
    ]
  )
  func jobsAgree(_ arguments: [String]) throws {
    let common = arguments + ["--runs", "30", "--steps", "40"]
    let one = try Self.check(common + ["--jobs", "1"])
    #expect(one.status == (arguments.contains("--plant") ? 1 : 0), "\(one.stderr)")
    #expect(one.journals.count == (arguments.contains("--plant") ? 1 : 0))
    for jobs in ["2", "3"] {
      #expect(try Self.check(common + ["--jobs", jobs]) == one, "--jobs \(jobs)")
    }
  }

  @Test("a shard's summary names its runs; the shard holding the whole check's failure writes the same journal")
  func shards() throws {
    let common = ["--seed", "2", "--runs", "30", "--steps", "40", "--plant", "budgetOffByOne"]
    let whole = try Self.check(common)
    // Which run fails depends on the generator (run 7 when this was written): the shard of 5 runs holding it fails the
    // same way, and the shard before it passes.
    let failing = try #require(
      whole.stderr.firstMatch(of: /in run (\d+) of 30/).flatMap { Int($0.1) }, "\(whole.stderr)")
    let shard = (failing - 1) / 5 + 1
    try #require(shard > 1, "seed 2 now fails in the first shard; choose a seed whose failure comes later")
    let before = try Self.check(common + ["--shard", "\(shard - 1)/6"])
    #expect(before.status == 0)
    let (low, high) = (shard * 5 - 9, shard * 5 - 5)
    #expect(
      before.stdout.hasPrefix("check: ok, 5 runs of 40 steps (runs \(low)–\(high) of 30, shard \(shard - 1)/6), "),
      "\(before.stdout)")
    let holding = try Self.check(common + ["--shard", "\(shard)/6"])
    #expect(holding.status == 1)
    #expect(holding.stdout == whole.stdout && holding.journals == whole.journals)
    #expect(holding.stderr.contains("in run \(failing) of 30 (shard \(shard)/6; seed 2)"), "\(holding.stderr)")
  }

  @Test(
    "bad --shard and --jobs values are usage errors that say what is wrong",
    arguments: [
      (["--shard", "0/4"], "--shard 0/4: shards are numbered from 1 to 4; the first is 1/4"),
      (["--shard", "5/4"], "--shard 5/4: there are only 4 shards, numbered 1 to 4"),
      (["--shard", "3/0"], "--shard 3/0: the number of shards N must be at least 1"),
      (["--shard", "3"], "--shard needs I/N, two whole numbers such as 3/64 (the 3rd of 64 shards), not '3'"),
      (["--shard", "3/4/5"], "not '3/4/5'"), (["--shard", "-1/4"], "not '-1/4'"), (["--shard", "3/"], "not '3/'"),
      (["--shard", "a/b"], "not 'a/b'"), (["--shard"], "--shard needs a value"),
      (["--jobs", "0"], "--jobs needs a whole number of at least 1"),
      (["--jobs", "x"], "--jobs needs a whole number, not 'x'"),
      (["--jobs", "257"], "--jobs 257 is more than 256, the most runs check runs at once"),
    ])
  func usageErrors(_ arguments: [String], _ message: String) throws {
    let run = try Widgetsim.run(["check", "--seed", "1"] + arguments)
    #expect(run.status == 2)
    #expect(run.stderr.hasPrefix("widgetsim check: "), "\(run.stderr)")
    #expect(run.stderr.contains(message), "\(run.stderr)")
  }

  @Test("--shard without --seed is refused: each machine would draw a seed of its own")
  func shardNeedsSeed() throws {
    let run = try Widgetsim.run(["check", "--shard", "3/64"])
    #expect(run.status == 2)
    #expect(run.stderr.contains("--shard 3/64 needs --seed N"), "\(run.stderr)")
  }

  @Test("the CI workflow's shards are 1 to 64, and its check command runs as written, shard 3 of 64 here")
  func workflow() throws {
    let url = Widgetsim.packageRoot.appendingPathComponent("docs/ci/check-shards.yml")
    let text = try String(contentsOf: url, encoding: .utf8)
    let matrix = try #require(text.firstMatch(of: #/shard:\s*\[([\d,\s]+)\]/#), "no matrix of shards")
    #expect(
      matrix.1.split(separator: ",").map { Int($0.trimmingCharacters(in: .whitespacesAndNewlines)) } == Array(1...64))
    #expect(text.contains("SHARDS: \"64\""))
    #expect(text.contains("uses: actions/upload-artifact@v4") && text.contains("path: journals/failures/"))
    // The command as the job runs it, with its variables set: a small check keeps the test short.
    let command = try #require(text.firstMatch(of: #/\./widgetsim (check [^\n]*\\\n[^|\n]*)/#)?.1, "no check command")
    let words = command.replacing("\\\n", with: " ").replacing("\"", with: "")
      .replacing("$SEED", with: "7").replacing("$RUNS", with: "64").replacing("$STEPS", with: "20")
      .replacing("${{ matrix.shard }}", with: "3").replacing("$SHARDS", with: "64")
      .split(separator: " ").map(String.init)
    let run = try Widgetsim.run(words)
    #expect(run.status == 0, "\(words): \(run.stderr)")
    #expect(run.stdout.hasPrefix("check: ok, 1 run of 20 steps (run 3 of 64, shard 3/64), "), "\(run.stdout)")
  }

  @Test("Ctrl-C ends a check on several threads at once, as it ends one on one thread, writing nothing")
  func interrupt() throws {
    let folder = Widgetsim.temporaryDirectory()
    defer { try? FileManager.default.removeItem(at: folder) }
    // Started as a shell starts a foreground command: SIGINT at its default action and no signal blocked, even where
    // this test runs with SIGINT ignored (as a background job does) or on a thread that blocks signals, both of which
    // the child would inherit.
    var attributes = posix_spawnattr_t()
    posix_spawnattr_init(&attributes)
    defer { posix_spawnattr_destroy(&attributes) }
    var defaults = sigset_t()
    sigemptyset(&defaults)
    sigaddset(&defaults, SIGINT)
    posix_spawnattr_setsigdefault(&attributes, &defaults)
    var unblocked = sigset_t()
    sigemptyset(&unblocked)
    posix_spawnattr_setsigmask(&attributes, &unblocked)
    posix_spawnattr_setflags(&attributes, Int16(POSIX_SPAWN_SETSIGDEF | POSIX_SPAWN_SETSIGMASK))
    var actions = posix_spawn_file_actions_t()
    posix_spawn_file_actions_init(&actions)
    defer { posix_spawn_file_actions_destroy(&actions) }
    posix_spawn_file_actions_addopen(&actions, 1, "/dev/null", O_WRONLY, 0)
    posix_spawn_file_actions_addopen(&actions, 2, "/dev/null", O_WRONLY, 0)
    let journal = folder.appendingPathComponent("journals").path
    let words = [Widgetsim.binary.path, "check", "--seed", "1", "--runs", "1000000", "--jobs", "2"]
    var argv: [UnsafeMutablePointer<CChar>?] = words.map { strdup($0) } + [nil]
    defer { for word in argv { free(word) } }
    var pid: pid_t = 0
    let cwd = FileManager.default.currentDirectoryPath
    _ = FileManager.default.changeCurrentDirectoryPath(folder.path)
    let spawned = posix_spawn(&pid, words[0], &actions, &attributes, &argv, environ)
    _ = FileManager.default.changeCurrentDirectoryPath(cwd)
    try #require(spawned == 0, "posix_spawn: \(spawned)")
    usleep(300_000)
    kill(pid, SIGINT)
    // A million runs take hours: a check that went on after SIGINT is stopped after half a minute, and the
    // expectation below fails.
    var status: Int32 = 0
    var waited: pid_t = 0
    for _ in 0..<300 {
      waited = waitpid(pid, &status, WNOHANG)
      if waited == pid { break }
      usleep(100_000)
    }
    if waited != pid {
      kill(pid, SIGKILL)
      waitpid(pid, &status, 0)
    }
    #expect(status & 0x7f == SIGINT, "wait status \(status)")
    #expect(!FileManager.default.fileExists(atPath: journal))
  }
}
