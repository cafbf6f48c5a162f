import Testing
import WidgetCommands

@testable import WidgetModel

/// docs/MODEL.md, "The device": `add … page=N` places a widget on a home screen page (1 unless it says another).
@Suite("add places a widget on the home screen page it names")
struct AddPageTests {
  @Test("add page=N places the widget on that page, which the device then shows; without page= it is on page 1")
  func placed() throws {
    var world = try TestWorld("add weather page=3", "add weather", "device home")
    #expect(try world.widget("w1").page == 3 && world.widget("w2").page == 1)
    #expect(world.state.orderedWidgets.filter { world.state.isVisible($0) }.map(\.id) == ["w2"])
    try world.run("device page 3")
    #expect(world.state.orderedWidgets.filter { world.state.isVisible($0) }.map(\.id) == ["w1"])
    #expect(world.state.json.contains("\"page\":3"))
  }

  @Test("add page=N is the same widget as add followed by move to that page")
  func sameAsMove() throws {
    let added = try TestWorld("add weather medium city=Shanghai page=2")
    let moved = try TestWorld("add weather medium city=Shanghai", "move w1 page=2")
    #expect(try added.widget("w1") == moved.widget("w1"))
  }

  @Test(
    "a page out of range, or page= twice, is refused, saying so",
    arguments: [
      ("add weather page=0", "a page from 1 to 15"), ("add weather page=16", "a page from 1 to 15"),
      ("add weather page=two", "a page from 1 to 15"), ("add weather page=2 page=3", "page"),
    ])
  func refused(line: String, expected: String) throws {
    let message = try TestWorld().message(line)
    #expect(message.contains(expected), "\(message)")
  }

  @Test(
    "for a kind with a parameter named page, page= is that parameter, and a journal's add on another page is refused")
  func kindParameterNamedPage() throws {
    var world = try TestWorld("define book data=book:{page} param=page:int=1")
    try world.run("add book page=7")
    #expect(try world.widget("w1").config["page"] == .int(7) && world.widget("w1").page == 1)
    let action = Action.widgetAdded(id: "w2", kind: "book", family: .systemSmall, config: [:], page: 2)
    #expect(throws: WidgetError.self) { try world.state.check(action) }
  }

  @Test("the command text of an add on another page reads back as the same action")
  func commandText() throws {
    let world = TestWorld()
    let action = Action.widgetAdded(
      id: "w1", kind: "weather", family: .systemMedium, config: ["city": .string("Shanghai")], page: 5)
    #expect(action.commandText == "add weather medium city=Shanghai page=5")
    #expect(try world.state.validate(Command(line: action.commandText)) == action)
  }
}
