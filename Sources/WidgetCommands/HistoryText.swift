import WidgetModel

/// An action written back as the REPL command that records it.
public enum HistoryText {
  /// The command that records `action` (`Action.commandText`), with the id of every added widget written out, so a
  /// listing says which widget each line made.
  public static func describe(_ action: Action) -> String {
    guard case .widgetAdded(let id, _, _, _, _) = action, !action.commandText.hasSuffix(" as \(id)") else {
      return action.commandText
    }
    return action.commandText + " as \(id)"
  }
}
