import WidgetModel

/// Random kind definitions: families, parameters of every type, recipes and key templates that follow
/// (or ignore) the configuration.
extension ActionGenerator {
  func define(in state: SimState, using rng: inout SplitMix64) -> Command? {
    guard limits.definesKinds, state.kinds.count < limits.kindsMax else { return nil }
    var number = state.kinds.count + 1
    while state.kinds["k\(number)"] != nil { number += 1 }
    let name = "k\(number)"
    var fields = [KeyValue("families", Self.families(using: &rng).map(\.shortName).joined(separator: ","))]
    let params = (0..<rng.int(in: 0...2)).map { Self.param(named: "p\($0 + 1)", using: &rng) }
    fields += params.map { KeyValue("param", $0.text) }
    fields.append(KeyValue("entries", String(rng.chance(0.3) ? 1 : rng.int(in: 1...24))))
    fields.append(KeyValue("every", rng.pick(["1m", "2m", "5m", "15m", "30m", "1h", "2h"])))
    fields.append(
      KeyValue("policy", rng.pick(["atEnd", "atEnd", "after:10m", "after:30m", "after:1h", "after:3h", "never"])))
    let used = params.filter { _ in rng.chance(0.8) }.map { "{\($0.name)}" }
    fields.append(KeyValue("data", name + ":" + (used.isEmpty ? "static" : used.joined(separator: ":"))))
    if rng.chance(0.7) { fields.append(KeyValue("ttl", rng.pick(["1m", "5m", "30m", "1h"]))) }
    if rng.chance(0.5) { fields.append(KeyValue("fallback", rng.pick(["placeholder", "blank"]))) }
    if rng.chance(0.3) { fields.append(KeyValue("appgroup", rng.chance(0.5) ? "yes" : "no")) }
    fields += Self.fetchFields(using: &rng)
    return .define(name: name, fields: fields)
  }

  /// The provider's fetch and degrade chain of a kind: most kinds (60%) fetch, with timeouts on both sides of the
  /// default deadline (5s); outcome policies, `expired` and `series` for any kind.
  static func fetchFields(using rng: inout SplitMix64) -> [KeyValue] {
    var fields: [KeyValue] = []
    if rng.chance(0.6) {
      fields.append(KeyValue("fetch", "network"))
      if rng.chance(0.6) { fields.append(KeyValue("timeout", rng.pick(["500ms", "2s", "5s", "8s", "10s", "30s"]))) }
    }
    let policies = ["atEnd", "never", "after:5m", "after:10m", "after:30m", "after:1h"]
    if rng.chance(0.4) { fields.append(KeyValue("cachedPolicy", rng.pick(policies))) }
    if rng.chance(0.4) { fields.append(KeyValue("fallbackPolicy", rng.pick(policies))) }
    if rng.chance(0.4) { fields.append(KeyValue("expired", rng.chance(0.75) ? "fallback" : "show")) }
    if rng.chance(0.25) { fields.append(KeyValue("series", "yes")) }
    return fields
  }

  /// A non-empty set of families, in WidgetKit's order.
  static func families(using rng: inout SplitMix64) -> [Family] {
    let chosen = Family.allCases.filter { _ in rng.chance(0.4) }
    return chosen.isEmpty ? [rng.pick(Family.allCases)] : chosen
  }

  /// A parameter as written in `define`, with or without a default.
  static func param(named name: String, using rng: inout SplitMix64) -> (name: String, text: String) {
    let withDefault = rng.chance(0.6)
    switch rng.int(in: 0...3) {
    case 0:
      let options = Array(["a", "b", "c", "d"].prefix(rng.int(in: 1...4)))
      return (name, "\(name):enum:" + options.joined(separator: "|") + (withDefault ? "=" + rng.pick(options) : ""))
    case 1: return (name, "\(name):string" + (withDefault ? "=" + rng.pick(strings) : ""))
    case 2: return (name, "\(name):int" + (withDefault ? "=3" : ""))
    default: return (name, "\(name):bool" + (withDefault ? "=false" : ""))
    }
  }
}
