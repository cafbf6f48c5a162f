import Testing
import WidgetModel

/// docs/MODEL.md, "Status": a widget's status, decided in the order stale > blank > placeholder > live.
@Suite("Widget status")
struct StatusTests {
  /// A short session and the status of `w1` at its end.
  struct Case: Sendable, CustomTestStringConvertible {
    var name: String
    var session: [String]
    var status: WidgetStatus
    var testDescription: String { name }
  }

  static let precedence: [Case] = [
    Case(name: "fresh data: live", session: ["data weather:Beijing sunny", "add weather"], status: .live),
    Case(name: "no data, placeholder fallback: placeholder", session: ["add weather"], status: .placeholder),
    Case(name: "no data, blank fallback: blank", session: ["add todo list=inbox"], status: .blank),
    Case(
      name: "unresolved key, blank fallback: blank", session: ["add todo", "data todo:inbox [1]"], status: .blank),
    Case(
      name: "newer data over shown data: stale",
      session: ["data weather:Beijing sunny", "add weather", "tick 1m", "data weather:Beijing rain"], status: .stale),
    Case(
      name: "newer data over a placeholder: stale beats placeholder",
      session: ["add weather", "data weather:Beijing rain"], status: .stale),
    Case(
      name: "newer data over a blank: stale beats blank",
      session: ["add todo list=inbox", "data todo:inbox [\"milk\"]"], status: .stale),
    Case(
      name: "newer data written at the same instant still counts as newer",
      session: ["data weather:Beijing sunny", "add weather", "data weather:Beijing sunny"], status: .stale),
    Case(
      name: "newer data for another key does not matter",
      session: ["data weather:Beijing sunny", "add weather", "data weather:Shanghai rain"], status: .live),
    Case(
      name: "data older than the kind's ttl: stale",
      session: ["data weather:Beijing sunny", "add weather", "tick 30m1ms"], status: .stale),
    Case(
      name: "data exactly as old as the kind's ttl: live",
      session: ["data weather:Beijing sunny", "add weather", "tick 30m"], status: .live),
    Case(
      name: "data expired before the build: stale from the start",
      session: ["data weather:Beijing sunny", "tick 31m", "add weather"], status: .stale),
    Case(
      name: "the data's own longer ttl wins over the kind's",
      session: ["data weather:Beijing sunny ttl=2h", "add weather", "tick 1h"], status: .live),
    Case(
      name: "the data's own shorter ttl wins over the kind's",
      session: ["data weather:Beijing sunny ttl=1m", "add weather", "tick 1m1s"], status: .stale),
    Case(
      name: "a rebuild reads the newer data: live again",
      session: [
        "data weather:Beijing sunny", "add weather", "data weather:Beijing rain", "app foreground", "reload weather",
      ], status: .live),
    Case(
      name: "newer data that the provider cannot read (App Group off) is not waiting",
      session: ["data weather:Beijing sunny", "add weather", "appgroup off", "data weather:Beijing rain"],
      status: .live),
    Case(
      name: "data the app writes is never waiting for an appgroup=no kind, App Group on or off",
      session: [
        "define note families=small data=note:today appgroup=no", "add note", "data note:today hi", "appgroup off",
        "data note:today ho",
      ], status: .placeholder),
    Case(
      name: "newer data in the extension's container is waiting for an appgroup=no kind",
      session: [
        "define note families=small data=note:today appgroup=no", "add note",
        "define noteFetch families=small data=note:today fetch=network", "net note:today hi", "add noteFetch",
      ], status: .stale),
    Case(
      name: "data the App Group held before a build that could not read it is waiting once it is back",
      session: ["data weather:Beijing sunny", "appgroup off", "add weather", "appgroup on"], status: .stale),
    Case(
      name: "while the App Group is unavailable its data is not waiting",
      session: ["data weather:Beijing sunny", "appgroup off", "add weather"], status: .placeholder),
    Case(
      name: "data written while the App Group was unavailable is never waiting, even after it is back",
      session: ["add weather", "appgroup off", "data weather:Beijing sunny", "appgroup on"], status: .placeholder),
  ]

  @Test("status follows the precedence stale > blank > placeholder > live", arguments: precedence)
  func status(_ example: Case) throws {
    var world = TestWorld()
    try world.run(example.session)
    let shown = try world.display("w1")
    #expect(shown.status == example.status)
    #expect(world.json("w1")?["display"]?["status"] == .string(example.status.rawValue))
  }

  @Test("a stale widget says which newer data is waiting, and how old its own data is")
  func staleDetails() throws {
    let world = try TestWorld(
      "data weather:Beijing sunny", "add weather", "tick 20m", "data weather:Beijing rain", "tick 1m")
    let shown = try world.display("w1")
    #expect(shown.status == .stale && shown.dataState == .fresh)
    #expect(shown.content == .string("sunny") && shown.dataAge == .minutes(21))
    #expect(shown.newerData?.value == .string("rain") && shown.newerData?.writtenAt == TestWorld.at("08:20"))
  }

  @Test("an expired widget shows its data as expired, with its age, and turns live when fresh data is read")
  func expiredDetails() throws {
    var world = try TestWorld("data stocks:AAPL 190", "add stocks", "tick 6m")
    var shown = try world.display("w1")
    #expect(shown.status == .stale && shown.dataState == .expired && shown.newerData == nil)
    #expect(world.json("w1")?["display"]?["dataAge"] == .string("6m"))
    try world.run("tick 52m", "data stocks:AAPL 191")
    #expect(lines(try world.run("tick 2m")) == ["w1 09:00 policy counted"])
    shown = try world.display("w1")
    #expect(shown.status == .live && shown.content == .int(191) && shown.dataAge == .minutes(2))
    #expect(shown.dataState == .fresh)
  }
}
