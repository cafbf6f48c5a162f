import WidgetModel

/// Built-in properties about the device around the widgets (docs/MODEL.md, "The device" and "The reload filter"),
/// judged from the oracle's own record of the device and the requests (`History`), never by the model's visibility.
extension Property {
  /// With `visibleReloadsFree` on, a reload the app asked for while the widget was on screen is never counted: the
  /// build that carries it out (or one that satisfies it) is free.
  public static let visibleReloadsFree = Property(
    "visibleReloadsFree", "a reload the app asks for while the widget is visible is never counted"
  ) { step in
    for build in step.builds where build.refresh.counted && build.refresh.cause == .reload {
      guard let facts = build.facts, let request = facts.request, request.visible else { continue }
      return
        "\(build.refresh.widget)'s reload, asked for at \(request.madeAt.iso8601) while the widget was visible, was carried out at \(build.refresh.at.iso8601) as a counted refresh; with visibleReloadsFree it is free"
    }
    return nil
  }
}
