import WidgetModel

/// The difference between two states as people read it: the clock, and only the widget fields that changed.
public enum StateDiff {
  /// Lines `PATH: BEFORE → AFTER` (JSON values) for the clock and every changed widget field, widgets in
  /// the order they were added; an added or removed widget is one line.
  public static func lines(before: SimState, after: SimState) -> [String] {
    var lines: [String] = []
    if before.now != after.now { lines.append("now: \(before.now.iso8601) → \(after.now.iso8601)") }
    let old = fields(before)
    let new = fields(after)
    var ids = before.orderedWidgets.map(\.id)
    ids += after.orderedWidgets.map(\.id).filter { old[$0] == nil }
    for id in ids {
      guard let newFields = new[id] else {
        lines.append("\(id): removed")
        continue
      }
      guard let oldFields = old[id] else {
        lines.append("\(id): added, \(after.display(after.widgets[id]!).status.rawValue)")
        continue
      }
      let oldValues = Dictionary(oldFields, uniquingKeysWith: { a, _ in a })
      for (path, value) in newFields where oldValues[path] != value {
        lines.append("\(id).\(path): \(oldValues[path]?.serialized ?? "(none)") → \(value.serialized)")
      }
      let newPaths = Set(newFields.map(\.0))
      for (path, value) in oldFields where !newPaths.contains(path) {
        lines.append("\(id).\(path): \(value.serialized) → (none)")
      }
    }
    return lines
  }

  /// Each widget's fields of the canonical JSON, flattened to dotted paths, by widget id.
  static func fields(_ state: SimState) -> [String: [(String, JSONValue)]] {
    var result: [String: [(String, JSONValue)]] = [:]
    for widget in state.orderedWidgets {
      guard let value = try? JSONValue(parsing: state.widgetJSON(widget)) else { continue }
      var flat: [(String, JSONValue)] = []
      flatten(value, path: "", into: &flat)
      result[widget.id] = flat.filter { $0.0 != "id" }
    }
    return result
  }

  /// Appends the leaves of a JSON value (objects are walked, arrays and scalars are leaves).
  static func flatten(_ value: JSONValue, path: String, into flat: inout [(String, JSONValue)]) {
    guard case .object(let members) = value else {
      flat.append((path, value))
      return
    }
    for member in members {
      flatten(member.value, path: path.isEmpty ? member.key : path + "." + member.key, into: &flat)
    }
  }
}
