import PropertyTesting
import Testing
import WidgetModel

/// Predicates for `shrink --until` and `bisect --until`: reading them, their errors, and what they mean.
@Suite("Predicates")
struct PredicateTests {
  @Test(
    "valid predicates read into their clauses",
    arguments: [
      ("w1.status=stale", 1), ("any.age>2h and all.budget.used>=40", 2), ("w1.entry <= 3", 1),
      ("w1.content={\"temp\": 21}", 1), ("my.widget.status!=live", 1), ("all.status==live && w2.age<1h30m", 2),
      ("any.content=null", 1),
    ])
  func valid(_ text: String, _ clauses: Int) throws {
    #expect(try Predicate.parse(text).clauses.count == clauses)
  }

  @Test("a widget id with dots keeps its dots; the field is matched at the end")
  func dottedID() throws {
    let predicate = try Predicate.parse("my.widget.budget.used>=2")
    #expect(predicate.clauses[0].subject == .widget("my.widget"))
    #expect(predicate.clauses[0].field == .budgetUsed)
  }

  @Test(
    "errors say what and where, with a near miss",
    arguments: [
      ("w1.stauts=blank", 4, "no field 'stauts'; did you mean 'status'?"),
      ("w1.status=stael", 11, "'stael' is not a status; did you mean 'stale'?"),
      ("w1.status>live", 10, "status compares only with = or !="),
      ("w1.age>2x", 8, "'2x' is not a duration"),
      ("w1.status=stale or w2.status=live", 17, "expected 'and' between conditions, found 'or'"),
      ("w1.status=stale adn w2.age>1h", 17, "did you mean 'and'?"),
      ("w1=stale", 3, "'w1' needs a field"),
      ("", 1, "expected a condition"),
      ("w1.status", 10, "expected a comparison"),
      ("w1.status=", 11, "expected a value"),
      ("w1.budget.usd>=3", 4, "did you mean 'budget.used'?"),
      ("w1.entry>=two", 11, "'two' is not a whole number"),
    ])
  func errors(_ text: String, _ column: Int, _ message: String) {
    do {
      _ = try Predicate.parse(text)
      Issue.record("'\(text)' was accepted")
    } catch {
      #expect(error.column == column, "\(error)")
      #expect(error.message.contains(message), "\(error)")
      #expect(error.description.contains("\n  \(text)\n"))
    }
  }

  @Test("a widget the journal never had is refused, with the closest id or any/all")
  func unknownWidget() {
    #expect(throws: PredicateError.self) { try Predicate.parse("w9.status=live", widgets: ["w1", "w2"]) }
    do { _ = try Predicate.parse("w9.status=live", widgets: ["w1", "w2"]) } catch {
      #expect(error.message.contains("no widget 'w9' in the journal; did you mean 'w1'?"))
    }
    do { _ = try Predicate.parse("al.status=live", widgets: ["w1"]) } catch {
      #expect(error.message.contains("did you mean 'all'?"))
    }
    #expect((try? Predicate.parse("w1.status=live", widgets: ["w1"])) != nil)
  }

  @Test("predicates hold or not on a state")
  func evaluation() throws {
    var state = SimState(start: Instant(ms: 1_772_352_000_000))
    for action in BuiltinKinds.all { state.apply(.kindDefined(action)) }
    for command: Command in [
      .add(kind: "weather", family: nil, params: [], id: nil), .data(key: "weather:Beijing", value: .int(21), ttl: nil),
      .reload(target: "weather"), .add(kind: "todo", family: nil, params: [], id: nil), .tickBy("2h1m"),
    ] {
      state.apply(try state.validate(command))
    }
    func holds(_ text: String) throws -> Bool { try Predicate.parse(text).holds(in: state) }
    #expect(try holds("w1.status=stale"))
    #expect(try holds("w1.age>2h and w1.age<=2h1m"))
    #expect(try !holds("w1.age>2h1m"))
    #expect(try holds("w1.budget.used>=1 and w1.budget.used<2"))
    #expect(try holds("w1.entry=2"))
    #expect(try holds("w1.content=21"))
    #expect(try holds("w2.status=blank and w2.content=null"))
    #expect(try !holds("w2.age>0s"), "a widget without data has no age")
    #expect(try holds("any.status=blank"))
    #expect(try !holds("all.status=blank"))
    #expect(try holds("all.status!=live"))
    #expect(try !holds("w3.status=blank"), "a widget that does not exist satisfies nothing")
    #expect(try Predicate.parse("any.status=blank").witness(in: state)?.id == "w2")
  }
}
