import WidgetModel

/// A widget's configuration that its provider's intent refuses: a value of the wrong type, or out of its range.
struct ProviderConfigurationRefusal: Error, CustomStringConvertible {
  /// The command's name: `add` or `configure`.
  let command: String
  /// The intent's reason, naming the parameter.
  let reason: String

  var description: String { "\(command): \(reason)" }
}

extension Session {
  /// Asks the providers whether they take the configuration `action` gives a widget of a provider kind (an `add`,
  /// or a `configure` with the widget's other values): a value the model types as text, such as a number with a
  /// fraction or a date, is refused here, before it is recorded, rather than at the build.
  /// - Throws: `ProviderConfigurationRefusal` with the intent's reason.
  func checkProviderConfiguration(_ action: Action) throws {
    guard let host = providerHost else { return }
    switch action {
    case .widgetAdded(_, let kind, _, let config, _):
      if let reason = host.configurationProblem(kind: kind, config: config) {
        throw ProviderConfigurationRefusal(command: "add", reason: reason)
      }
    case .widgetConfigured(let id, let changes):
      guard let widget = viewed.widgets[id] else { return }
      let config = widget.config.merging(changes) { _, new in new }
      if let reason = host.configurationProblem(kind: widget.kind, config: config) {
        throw ProviderConfigurationRefusal(command: "configure", reason: reason)
      }
    default: return
    }
  }
}
