import Testing
import WidgetSim

/// docs/MODEL.md, "Settings": `extensionMemory` and `extensionKeepAlive`, the limits of a simulator program's
/// extension process, are settings like the others: validated, listed, journaled and replayed.
@Suite("The extension's settings")
struct ExtensionSettingsTests {
  @Test("their defaults are 30MB and 1m, listed by set on a line of their own")
  func defaults() throws {
    var scenario = try WidgetScenario(start: "2026-03-01T08:00:00Z")
    #expect(scenario.state.settings.extensionMemoryMB == 30)
    #expect(scenario.state.settings.extensionKeepAlive == .minutes(1))
    let listing = try scenario.run("set")
    #expect(listing.contains("\nextensionMemory=30MB extensionKeepAlive=1m network=simulated\n"), "\(listing)")
  }

  @Test("a value set is journaled and replayed to the same state, 0s keep-alive included")
  func journaled() throws {
    var scenario = try WidgetScenario(start: "2026-03-01T08:00:00Z")
    try scenario.run("set extensionMemory=64MB")
    try scenario.run("set extensionKeepAlive=0s")
    #expect(scenario.state.settings.extensionMemoryMB == 64)
    #expect(scenario.state.settings.extensionKeepAlive == .zero)
    let text = scenario.journalText()
    #expect(text.contains("\"extensionMemory\""))
    let replayed = try WidgetScenario(journal: text)
    #expect(replayed.digest == scenario.digest)
    #expect(replayed.state.settings.extensionKeepAlive == .zero)
  }

  @Test(
    "a value out of range or not in megabytes is an error naming the setting and what it takes",
    arguments: [
      ("set extensionMemory=0MB", "extensionMemory"), ("set extensionMemory=30", "megabytes"),
      ("set extensionMemory=5000MB", "4096MB"), ("set extensionKeepAlive=soon", "extensionKeepAlive"),
    ])
  func invalid(line: String, named: String) throws {
    var scenario = try WidgetScenario(start: "2026-03-01T08:00:00Z")
    let error = #expect(throws: ScenarioError.self) { try scenario.run(line) }
    #expect(error?.message.contains(named) == true, "\(error?.message ?? "")")
    #expect(scenario.state.settings.extensionMemoryMB == 30)
  }
}
