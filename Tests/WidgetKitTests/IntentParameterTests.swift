@_spi(WidgetSimHost) import AppIntents
import Testing

@Suite("@Parameter and the host's view of an intent")
struct IntentParameterTests {
  @Test("The parameters in declaration order, with titles, kinds, defaults and ranges")
  func descriptions() {
    let parameters = CityConfigurationIntent.parameterDescriptions
    #expect(parameters.map(\.name) == ["city", "unit", "hours", "showsNote", "note"])
    #expect(parameters.map(\.title) == ["City", "Unit", "Hours", "Show a note", "Note"])
    #expect(
      parameters.map(\.kind.description) == [
        "a string", "one of celsius, fahrenheit", "a whole number", "true or false", "a string or nothing",
      ])
    guard case .enumeration(let name, let options) = parameters[1].kind else {
      Issue.record("unit is \(parameters[1].kind)")
      return
    }
    #expect(name == "Unit" && options.map(\.title) == ["Celsius", "Fahrenheit"])
    #expect(
      parameters.map(\.defaultValue) == [.string("Paris"), .option("celsius"), .integer(3), .boolean(false), nil])
    #expect(parameters.map(\.inclusiveRange) == [nil, nil, 1...24, nil, nil])
  }

  @Test("A fresh intent reads its defaults, and nil for an optional without one")
  func defaults() {
    let intent = CityConfigurationIntent()
    #expect(intent.city == "Paris" && intent.unit == .celsius && intent.hours == 3 && !intent.showsNote)
    #expect(intent.note == nil)
    #expect(
      intent.parameterValues.map(\.value) == [
        .string("Paris"), .option("celsius"), .integer(3), .boolean(false), .none,
      ])
  }

  @Test("configured sets the values named, and the intent's own code can set them too")
  func configured() throws {
    let intent = try CityConfigurationIntent.configured([
      "note": .string("bring a coat"), "showsNote": .boolean(true), "hours": .integer(24),
    ])
    #expect(intent.note == "bring a coat" && intent.showsNote && intent.hours == 24 && intent.city == "Paris")
    let cleared = try CityConfigurationIntent.configured(["note": .none])
    #expect(cleared.note == nil)
    let changed = CityConfigurationIntent()
    changed.city = "Lima"
    #expect(changed.city == "Lima" && changed.$city.title == "City")
  }

  @Test(
    "configured refuses an unknown name, a value of the wrong type and a number out of range, naming the parameter",
    arguments: [
      (
        ["citty": IntentParameterValue.string("Oslo")],
        #"CityConfigurationIntent has no parameter "citty"; its parameters are city, unit, hours, showsNote, note"#
      ),
      (["hours": .string("three")], #"CityConfigurationIntent.hours takes a whole number, not "three""#),
      (
        ["unit": .option("kelvin")],
        "CityConfigurationIntent.unit takes one of celsius, fahrenheit, not kelvin"
      ),
      (["hours": .integer(25)], "CityConfigurationIntent.hours takes a value from 1.0 to 24.0, not 25.0"),
      (["note": .integer(1)], "CityConfigurationIntent.note takes a string or nothing, not 1"),
    ])
  func refusals(values: [String: IntentParameterValue], message: String) {
    let error = #expect(throws: IntentParameterError.self) { try CityConfigurationIntent.configured(values) }
    #expect(error?.message == message)
  }
}
