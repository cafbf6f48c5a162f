/// The intents in the canonical JSON (docs/MODEL.md, "Canonical JSON state").
extension SimState {
  /// `{"defined":[…],"pendingWrites":[…],"taps":[…]}`: the intents in definition order (`after` only when not zero),
  /// the writes not yet landed in landing order, and each widget's last tap by widget id; the last two only when not
  /// empty.
  var intentsJSON: JSONValue {
    var members: [(key: String, value: JSONValue)] = [
      (
        "defined",
        .array(
          intents.definitions.map { intent in
            var fields: [(key: String, value: JSONValue)] = [
              ("kind", .string(intent.kind)), ("name", .string(intent.name)), ("key", .string(intent.key)),
              ("value", intent.value),
            ]
            if intent.after != .zero { fields.append(("after", .string(intent.after.text))) }
            return .object(fields)
          })
      )
    ]
    if !intents.pendingWrites.isEmpty {
      members.append(
        (
          "pendingWrites",
          .array(
            intents.pendingWrites.map { write in
              .object([
                ("landsAt", .string(write.landsAt.iso8601)), ("key", .string(write.key)), ("value", write.value),
                ("widget", .string(write.widget)), ("intent", .string(write.intent)),
              ])
            })
        ))
    }
    if !intents.taps.isEmpty {
      members.append(
        (
          "taps",
          .array(
            intents.taps.keys.sorted().map { id in
              let tap = intents.taps[id]!
              return .object([
                ("widget", .string(id)), ("intent", .string(tap.intent)), ("at", .string(tap.at.iso8601)),
                ("key", .string(tap.key)), ("landsAt", .string(tap.landsAt.iso8601)),
              ])
            })
        ))
    }
    return .object(members)
  }
}
