import Testing
import WidgetModel

/// docs/MODEL.md, "Settings" and "Refresh: policy, requests, budget": under `atEndSingle=DUR` a timeline with one entry
/// and policy `atEnd` is due DUR after its build instead of at once; timelines with more entries keep `atEnd`'s rule.
@Suite("atEndSingle")
struct AtEndSingleTests {
  /// A world with a one-entry `atEnd` kind and a two-entry one, both half-hourly.
  static func world(_ lines: String...) throws -> TestWorld { try world(lines) }

  /// `world(_:)` with the commands as an array.
  static func world(_ lines: [String]) throws -> TestWorld {
    var world = try TestWorld(
      "define single families=small entries=1 policy=atEnd data=single",
      "define pair families=small entries=2 every=30m policy=atEnd data=pair")
    try world.run(lines)
    return world
  }

  @Test("by default a one-entry atEnd widget is due at once, so the minimum interval decides")
  func defaultAtOnce() throws {
    let world = try Self.world("add single")
    #expect(try world.widget("w1").nextRefresh == TestWorld.at("08:05"))
    #expect(world.state.policyDue(try world.widget("w1")) == TestWorld.at("08:00"))
  }

  @Test("with a duration it is due that long after its build, from the set on")
  func dueAfterTheSpan() throws {
    var world = try Self.world("add single", "set atEndSingle=2h")
    #expect(try world.widget("w1").nextRefresh == TestWorld.at("10:00"))
    #expect(lines(try world.run("tick to 12:30")) == ["w1 10:00 policy counted", "w1 12:00 policy counted"])
    let why = Narrator(world.state).why(try world.widget("w1")).joined(separator: "\n")
    #expect(
      why.contains(
        "Policy atEnd with one entry: the system chooses when to ask for a new timeline; atEndSingle=2h makes it 2h after the build, at 14:00."
      ))
  }

  @Test("a timeline with two entries keeps atEnd's rule: due at its last entry")
  func twoEntriesUntouched() throws {
    let world = try Self.world("set atEndSingle=2h", "add pair")
    #expect(try world.widget("w1").nextRefresh == TestWorld.at("08:30"))
    let why = Narrator(world.state).why(try world.widget("w1")).joined(separator: "\n")
    #expect(why.contains("Policy atEnd: it asks for a new timeline once its last entry (08:30) has passed."))
  }

  @Test("none brings back the default")
  func noneRestores() throws {
    var world = try Self.world("set atEndSingle=2h", "add single")
    try world.run("set atEndSingle=none")
    #expect(try world.widget("w1").nextRefresh == TestWorld.at("08:05"))
  }

  @Test(
    "a duration under the minimum interval is an error naming both, whichever is set second",
    arguments: [
      (
        ["set atEndSingle=2m"],
        "atEndSingle: '2m' is not at least minInterval (5m): no widget is rebuilt sooner than that after its last build; use 5m or more, or none"
      ),
      (
        ["set atEndSingle=10m", "set minInterval=15m"],
        "minInterval: '15m' is not at most atEndSingle (10m): a one-entry atEnd timeline is due that long after its build; raise atEndSingle first, or set atEndSingle=none"
      ),
      (["set atEndSingle=366d"], "atEndSingle: '366d' is not a duration up to 365d"),
      (["set atEndSingle=soon"], "atEndSingle: 'soon' is not a duration such as 500ms, 45s, 15m, 1h30m or 2d"),
    ])
  func underMinInterval(lines: [String], message: String) throws {
    let world = try Self.world(Array(lines.dropLast()))
    #expect(world.message(lines.last!) == message)
  }
}
