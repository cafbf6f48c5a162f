import WidgetModel

/// Built-in properties about the system's own rebuilds (docs/MODEL.md, "System reloads"), judged from the oracle's
/// own record of the widgets (`History`), never from the model's widget table.
extension Property {
  /// A system rebuild is never counted, and a system change rebuilds every widget of the app at the instant it
  /// happens: one build each, of every widget the oracle knows, at that instant.
  public static let systemRebuilds = Property(
    "systemRebuilds",
    "a system rebuild is never counted, and a system change rebuilds every widget at that instant"
  ) { step in
    for build in step.builds where build.refresh.cause == .system && build.refresh.counted {
      return
        "\(build.refresh.widget)'s system rebuild at \(build.refresh.at.iso8601) was counted; the system's own rebuilds never are"
    }
    guard case .systemChanged(let change) = step.action else { return nil }
    let at = step.before.now
    var rebuilt: [String: Int] = [:]
    for refresh in step.refreshes where refresh.cause == .system && refresh.at == at {
      rebuilt[refresh.widget, default: 0] += 1
    }
    let command = change.commandWords.joined(separator: " ")
    for id in step.history.widgets.keys.sorted() where rebuilt[id] != 1 {
      let times = rebuilt[id].map { "\($0) times" } ?? "not"
      return "\(command) at \(at.iso8601) rebuilt \(id) \(times); the system rebuilds every widget once, at once"
    }
    if let other = rebuilt.keys.sorted().first(where: { step.history.widgets[$0] == nil }) {
      return "\(command) at \(at.iso8601) rebuilt \(other), which the oracle does not know"
    }
    return nil
  }
}
