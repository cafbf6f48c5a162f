import Foundation
import Testing

@testable import WidgetCLI

/// Issue 11, item 8, on the command line: `--start` with an offset, `--tz` and `WIDGETSIM_TZ`, the journal in UTC.
@Suite("Display zones on the command line")
struct DisplayZoneCLITests {
  /// Whether the system has the zoneinfo files these tests read.
  static let hasZoneinfo = FileManager.default.fileExists(atPath: "/usr/share/zoneinfo/Asia/Shanghai")

  @Test("--start takes an offset, and the journal records the instant in UTC")
  func startWithOffset() throws {
    let dir = Widgetsim.temporaryDirectory()
    let run = try Widgetsim.run(
      ["repl", "--journal", "x.jsonl", "--start", "2026-03-01T16:00:00+08:00"], input: "tick 1h\n", in: dir)
    #expect(run.status == 0, "\(run.stderr)")
    #expect(run.stdout.contains("08:00 → 09:00"))
    let journal = try String(contentsOf: dir.appendingPathComponent("x.jsonl"), encoding: .utf8)
    #expect(journal.contains("\"start\":\"2026-03-01T08:00:00Z\""))
    #expect(journal.contains("\"to\":\"2026-03-01T09:00:00Z\""))
  }

  @Test("an offset without its colon or out of range is a usage error", arguments: ["+0800", "+25:00", "+08"])
  func refusedStart(offset: String) throws {
    let run = try Widgetsim.run(["repl", "--start", "2026-03-01T16:00:00" + offset], input: "quit\n")
    #expect(run.status == 2)
    #expect(run.stderr.contains("is not an instant such as"), "\(run.stderr)")
  }

  @Test(
    "--tz and WIDGETSIM_TZ write times in the zone, read HH:MM there, and leave the journal in UTC",
    .enabled(if: hasZoneinfo))
  func zone() throws {
    let dir = Widgetsim.temporaryDirectory()
    let input = "add weather small\ntick to 18:00\nshow\n"
    let option = try Widgetsim.run(
      ["repl", "--journal", "x.jsonl", "--start", "2026-03-01T08:00:00Z", "--tz", "Asia/Shanghai"], input: input,
      in: dir)
    #expect(option.status == 0, "\(option.stderr)")
    #expect(option.stdout.contains("16:00 → 18:00"), "\(option.stdout)")
    #expect(option.stdout.contains("now 18:00 CST on 2026-03-01"), "\(option.stdout)")
    let journal = try String(contentsOf: dir.appendingPathComponent("x.jsonl"), encoding: .utf8)
    #expect(journal.contains("\"to\":\"2026-03-01T10:00:00Z\""))
    let variable = try Widgetsim.run(
      ["replay", "x.jsonl"], in: dir, environment: ["WIDGETSIM_TZ": "Asia/Shanghai"])
    #expect(variable.stdout.contains("now 18:00 CST on 2026-03-01"), "\(variable.stdout)")
    let utc = try Widgetsim.run(["replay", "x.jsonl"], in: dir, environment: ["WIDGETSIM_TZ": ""])
    #expect(utc.stdout.contains("now 10:00 UTC on 2026-03-01"), "\(utc.stdout)")
  }

  @Test(
    "an unknown zone, or a name that leaves the zoneinfo folder, is a usage error",
    arguments: ["Mars/Olympus", "../../etc/passwd", "/etc/localtime", ""])
  func unknownZone(name: String) throws {
    let run = try Widgetsim.run(["replay", "x.jsonl", "--tz", name])
    #expect(run.status == 2)
    #expect(run.stderr.contains("--tz '\(name)'"), "\(run.stderr)")
  }
}
