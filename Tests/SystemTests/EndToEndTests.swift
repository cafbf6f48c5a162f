import Foundation
import Testing
import WidgetCommands

@testable import WidgetCLI

/// Runs the real binary on scripts, as a user piping commands would.
@Suite("widgetsim end to end", .serialized)
struct EndToEndTests {
  static let script = """
    add weather small city=Shanghai
    add stocks medium symbol=TSLA
    add todo large list=groceries
    data weather:Shanghai {"temp":21,"sky":"sunny"}
    data stocks:TSLA 251.2 ttl=10m
    reload all
    tick 2h
    app foreground
    data todo:groceries ["milk","eggs"]
    reload todo
    app background
    configure w1 city=Guangzhou
    set budget=3
    tick 1d
    remove w2
    tick to 11:00
    """

  @Test("replay --json of the journal equals the live state --json")
  func replayMatchesLiveState() throws {
    let dir = Widgetsim.temporaryDirectory()
    let live = try Widgetsim.run(
      ["repl", "--journal", "x.jsonl", "--start", "2026-03-01T08:00:00Z"], input: Self.script + "\nstate --json\n",
      in: dir)
    #expect(live.status == 0, "stderr: \(live.stderr)")
    let liveJSON = try #require(live.stdout.split(separator: "\n").last.map(String.init))
    let replayed = try Widgetsim.run(["replay", "x.jsonl", "--json"], in: dir)
    #expect(replayed.status == 0)
    #expect(replayed.stdout == liveJSON + "\n")
    let state = try #require(try JSONSerialization.jsonObject(with: Data(liveJSON.utf8)) as? [String: Any])
    #expect(state["seq"] as? Int == 3 + 16)
    #expect(state["now"] as? String == "2026-03-02T11:00:00Z")
    let widgets = try #require(state["widgets"] as? [[String: Any]])
    #expect(widgets.map { $0["id"] as? String } == ["w1", "w3"])
  }

  @Test("the same script gives the same digest on every run")
  func deterministic() throws {
    let digests = try (0..<2).map { _ in
      let dir = Widgetsim.temporaryDirectory()
      _ = try Widgetsim.run(
        ["repl", "--journal", "x.jsonl", "--start", "2026-03-01T08:00:00Z"], input: Self.script, in: dir)
      return try Widgetsim.run(["replay", "x.jsonl", "--digest"], in: dir).stdout
    }
    #expect(digests[0] == digests[1])
    #expect(digests[0].count == 17)
  }

  @Test("a failing command is reported as 'line N: message' on stderr, appends nothing, and exits 1")
  func errorsByLine() throws {
    let dir = Widgetsim.temporaryDirectory()
    let run = try Widgetsim.run(
      ["repl", "--journal", "x.jsonl", "--start", "2026-03-01T08:00:00Z"],
      input: "add weather\nadd wether\ntick -5m\nconfigure w1 city=Paris\nadd weather\n", in: dir)
    #expect(run.status == 1)
    #expect(
      run.stderr == """
        line 2: no kind 'wether'; did you mean 'weather'? (kinds: weather, stocks, todo)
        line 3: tick: '-5m' is not a duration forward: the clock only moves forward (back and goto look at the past)
        line 4: 'Paris' is not an option of city (options: Beijing, Shanghai, Guangzhou)

        """)
    let journal = try String(contentsOf: dir.appendingPathComponent("x.jsonl"), encoding: .utf8)
    #expect(journal.split(separator: "\n").count == 1 + 3 + 2)
  }

  @Test("--bail stops at the first failing command")
  func bail() throws {
    let dir = Widgetsim.temporaryDirectory()
    let run = try Widgetsim.run(
      ["repl", "--journal", "x.jsonl", "--start", "2026-03-01T08:00:00Z", "--bail"],
      input: "add nothing\nadd weather\n", in: dir)
    #expect(run.status == 1)
    let replay = try Widgetsim.run(["replay", "x.jsonl", "--json"], in: dir)
    #expect(replay.stdout.contains("\"widgets\":[]"))
  }

  @Test("a resumed journal continues where it stopped")
  func resume() throws {
    let dir = Widgetsim.temporaryDirectory()
    _ = try Widgetsim.run(
      ["repl", "--journal", "x.jsonl", "--start", "2026-03-01T08:00:00Z"], input: "add weather\ntick 1h\n", in: dir)
    let second = try Widgetsim.run(["repl", "--journal", "x.jsonl"], input: "add stocks\nstate --json\n", in: dir)
    #expect(second.status == 0, "stderr: \(second.stderr)")
    #expect(second.stdout.contains("\"seq\":6,\"now\":\"2026-03-01T09:00:00Z\""))
    #expect(second.stdout.contains("\"id\":\"w2\""))
  }

  @Test("resuming without --start says nothing about --start; with another --start it says it is ignored")
  func resumeStartNote() throws {
    let dir = Widgetsim.temporaryDirectory()
    _ = try Widgetsim.run(
      ["repl", "--journal", "x.jsonl", "--start", "2026-03-01T08:00:00Z"], input: "add weather\n", in: dir)
    let plain = try Widgetsim.run(["repl", "--journal", "x.jsonl"], input: "journal\n", in: dir)
    #expect(plain.status == 0)
    #expect(plain.stderr == "")
    let other = try Widgetsim.run(
      ["repl", "--journal", "x.jsonl", "--start", "2027-01-01T00:00:00Z"], input: "journal\n", in: dir)
    #expect(other.stderr == "--start is ignored: the journal starts at 2026-03-01T08:00:00Z\n")
  }

  @Test("replay --to past the end replays everything and says so; --json with --digest is a usage error")
  func replayOptions() throws {
    let dir = Widgetsim.temporaryDirectory()
    _ = try Widgetsim.run(
      ["repl", "--journal", "x.jsonl", "--start", "2026-03-01T08:00:00Z"], input: "add weather\n", in: dir)
    let past = try Widgetsim.run(["replay", "x.jsonl", "--to", "99", "--digest"], in: dir)
    #expect(past.status == 0)
    #expect(past.stderr == "x.jsonl: --to 99 is past the end: the journal holds 4 actions, all replayed\n")
    let both = try Widgetsim.run(["replay", "x.jsonl", "--json", "--digest"], in: dir)
    #expect(both.status == 2)
    #expect(both.stderr.hasPrefix("widgetsim replay: --json and --digest print different things; choose one"))
  }

  @Test(
    "data written while the App Group is off goes to the app's own container, where no widget reads it; a failed fetch with no value says so"
  )
  func dataAndFailReports() throws {
    let run = try Widgetsim.run(
      ["run", "/dev/stdin", "--start", "2026-03-01T08:00:00Z"],
      input: "add weather\nappgroup off\ndata weather:Beijing 3\nfail weather:Paris error\n")
    #expect(
      run.stdout.contains(
        "wrote weather:Beijing = 3 into the app's own container (the App Group is unavailable): no widget can read it, now or later"
      ))
    #expect(run.stdout.contains("fetch for weather:Paris failed (error); the cache has no value for it"))
  }

  @Test("run SCRIPT executes a file of commands")
  func runScript() throws {
    let dir = Widgetsim.temporaryDirectory()
    try Data("add weather\nwhy w1\n".utf8).write(to: dir.appendingPathComponent("s.txt"))
    let run = try Widgetsim.run(["run", "s.txt", "--start", "2026-03-01T08:00:00Z"], in: dir)
    #expect(run.status == 0)
    #expect(run.stdout.contains("w1 (weather, systemSmall, city=Beijing) is placeholder"))
  }

  @Test("run SCRIPT names the script and the line of each script in the chain that sourced the bad line")
  func runScriptSourceChain() throws {
    let dir = Widgetsim.temporaryDirectory()
    try Data("source s1.txt\nshow\n".utf8).write(to: dir.appendingPathComponent("s0.txt"))
    try Data("add weather\ntick 10x\n".utf8).write(to: dir.appendingPathComponent("s1.txt"))
    let run = try Widgetsim.run(["run", "s0.txt", "--start", "2026-03-01T08:00:00Z", "--bail"], in: dir)
    #expect(run.status == 1)
    #expect(run.stderr.hasPrefix("s0.txt:1: s1.txt:2: "), "\(run.stderr)")
    #expect(run.stderr.split(separator: "\n").count == 1, "\(run.stderr)")
    // Piped into the REPL, the line is the REPL's own and the chain follows it, as `source` typed at the prompt says.
    let piped = try Widgetsim.run(
      ["repl", "--start", "2026-03-01T08:00:00Z", "--journal", "x.jsonl"], input: "source s0.txt\n", in: dir)
    let message = String(run.stderr.dropFirst("s0.txt:1: s1.txt:2: ".count))
    #expect(piped.stderr == "line 1: s0.txt:1: s1.txt:2: " + message, "\(piped.stderr)")
  }

  @Test(
    "usage errors exit 2 with a hint",
    arguments: [
      (["replay"], "widgetsim replay: replay needs exactly one FILE"),
      (["replay", "x", "--jsn"], "widgetsim replay: unknown option --jsn; did you mean --json?"),
      (["repaly", "x"], "widgetsim: unknown command 'repaly'. Did you mean 'replay'?"),
      (["repl", "--start", "yesterday"], "widgetsim repl: --start 'yesterday' is not an instant"),
      (["check", "--runs", "0"], "widgetsim check: --runs needs a whole number of at least 1"),
    ])
  func usageErrors(arguments: [String], message: String) throws {
    let run = try Widgetsim.run(arguments)
    #expect(run.status == 2)
    #expect(run.stderr.hasPrefix(message), "stderr: \(run.stderr)")
  }

  @Test("the usage after a usage error is wrapped as --help's is: to 80 columns off a terminal, never inside brackets")
  func usageAfterErrorWrapped() throws {
    let run = try Widgetsim.run(["check", "--runs", "x"])
    #expect(run.status == 2)
    #expect(
      run.stderr == """
        widgetsim check: --runs needs a whole number, not 'x'
        usage: widgetsim check [--seed N] [--runs N] [--steps N] [--property NAME]
                 [--plant BUG] [--jobs N] [--shard I/N] [--samples PATH] [--no-crashes]

        """)
    for sub in WidgetsimCLI.subcommands {
      for columns in [40, 60, 80] {
        let lines = WidgetsimCLI.usageLines(sub, columns: columns).split(separator: "\n")
        #expect(lines.allSatisfy { TextWidth.columns(String($0)) <= columns }, "\(sub.name) at \(columns): \(lines)")
        #expect(lines.joined(separator: " ").split(separator: " ") == "usage: \(sub.usage)".split(separator: " "))
        #expect(WidgetsimCLI.help(sub, columns: columns).hasPrefix(lines.joined(separator: "\n") + "\n\n"))
      }
    }
  }

  @Test("--help explains every subcommand", arguments: ["repl", "run", "replay", "verify"])
  func help(subcommand: String) throws {
    let run = try Widgetsim.run([subcommand, "--help"])
    #expect(run.status == 0)
    #expect(run.stdout.hasPrefix("usage: widgetsim \(subcommand)"))
    let overview = try Widgetsim.run(["--help"])
    #expect(overview.stdout.contains("  \(subcommand.padding(toLength: 8, withPad: " ", startingAt: 0))"))
  }

  @Test("replay stops at a line that is invalid against the state and names it")
  func replayStopsAtInvalidLine() throws {
    let dir = Widgetsim.temporaryDirectory()
    _ = try Widgetsim.run(
      ["repl", "--journal", "x.jsonl", "--start", "2026-03-01T08:00:00Z"], input: "add weather\ntick 1h\n", in: dir)
    let url = dir.appendingPathComponent("x.jsonl")
    var text = try String(contentsOf: url, encoding: .utf8)
    text +=
      "{\"seq\":6,\"action\":\"remove\",\"id\":\"w9\"}\n{\"seq\":7,\"action\":\"tick\",\"to\":\"2026-03-01T10:00:00Z\"}\n"
    try Data(text.utf8).write(to: url)
    let run = try Widgetsim.run(["replay", "x.jsonl", "--json"], in: dir)
    #expect(run.status == 1)
    #expect(run.stderr.contains("line 7 (seq 6): invalid action: no widget 'w9'"))
    #expect(run.stdout.contains("\"seq\":5"))
    let upTo = try Widgetsim.run(["replay", "x.jsonl", "--to", "4", "--json"], in: dir)
    #expect(upTo.status == 0)
    #expect(upTo.stdout.contains("\"seq\":4,\"now\":\"2026-03-01T08:00:00Z\""))
  }
}
