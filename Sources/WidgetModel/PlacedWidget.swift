/// A placed widget as a developer's provider sees it through `WidgetCenter.currentConfigurations()`: its id, kind,
/// family and configuration.
public struct PlacedWidget: Hashable, Sendable {
  /// The widget's id, which tells two widgets of one kind and family apart.
  public var id: String
  /// The kind's name.
  public var kind: String
  public var family: Family
  /// The parameter values.
  public var config: [String: ParamValue]

  public init(id: String, kind: String, family: Family, config: [String: ParamValue]) {
    self.id = id
    self.kind = kind
    self.family = family
    self.config = config
  }

  /// The most widgets a provider is told of: the first ones placed.
  public static let listedMax = 64

  /// The widgets of `state` in the order they were placed, at most `listedMax`.
  public static func all(in state: SimState) -> [PlacedWidget] {
    state.widgets.values.prefix(listedMax).map {
      PlacedWidget(id: $0.id, kind: $0.kind, family: $0.family, config: $0.config)
    }
  }

  /// `placed` as they are while `request`'s widget builds: that widget among them, with the request's family and
  /// configuration (it may be the widget being added, or one configured again, by the action that builds it), in
  /// its place or after the others; at most `listedMax`.
  public static func during(_ request: ProviderRequest, placed: [PlacedWidget]) -> [PlacedWidget] {
    guard request.widget != SimState.previewID else { return placed }
    var list = placed
    let own = PlacedWidget(id: request.widget, kind: request.kind, family: request.family, config: request.config)
    if let index = list.firstIndex(where: { $0.id == request.widget }) {
      list[index] = own
    } else if list.count < listedMax {
      list.append(own)
    }
    return list
  }
}

extension ProviderHost {
  /// A host whose providers are never told of the placed widgets: nothing to do.
  public func usePlaced(_ widgets: [PlacedWidget]) {}
}
