import Testing
import WidgetModel

/// Doctor's history over a journal that records its providers' outputs, where an action that ran a provider is
/// recorded as the action with the outputs (`Action.withBuilds`).
@Suite("Doctor's history of actions recorded with their providers' outputs")
struct DoctorHistoryOutputsTests {
  @Test("an action recorded with its providers' outputs is taken in as the action: the widget it adds is placed")
  func takesInTheActionUnderItsOutputs() throws {
    var session = ProvidedBuildTests.Recording()
    session.add("w1")
    var state = SimState(start: TestWorld.start)
    var history = DoctorHistory()
    for action in session.recorded {
      history.record(action, refreshes: state.apply(action), after: state)
    }
    #expect(session.recorded.map { $0.base != $0 } == [false, true], "the add ran the provider")
    #expect(history.placedAt["w1"] == 2)
  }
}
