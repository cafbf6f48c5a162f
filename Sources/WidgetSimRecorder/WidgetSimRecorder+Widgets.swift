import WidgetModel

extension WidgetSimRecorder {
  /// What a widget is told apart by: two widgets alike in these are interchangeable for the recorder.
  struct Likeness: Hashable {
    var kind: String
    var family: Family
    var config: [String: ParamValue]
  }

  /// The `remove` and `add` actions that turn the widgets placed in `state` into `installed`: of each likeness, the
  /// earliest added are kept as many as are installed and the later ones removed, and new ones, with the next automatic ids, are
  /// added while there are fewer. Removals come first.
  /// - Throws: `RecorderError.refused` for a kind `state` does not define, an unknown family, or a parameter the kind
  ///   does not have.
  static func installActions(_ installed: [InstalledWidget], in state: SimState) throws(RecorderError) -> [Action] {
    var wanted: [Likeness: Int] = [:]
    var order: [Likeness] = []
    for widget in installed {
      let likeness = try likeness(of: widget, in: state)
      if wanted[likeness] == nil { order.append(likeness) }
      wanted[likeness, default: 0] += 1
    }
    var removals: [Action] = []
    for widget in state.orderedWidgets {
      let likeness = Likeness(kind: widget.kind, family: widget.family, config: widget.config)
      if wanted[likeness, default: 0] > 0 {
        wanted[likeness]! -= 1
      } else {
        removals.append(.widgetRemoved(id: widget.id))
      }
    }
    var additions: [Action] = []
    var number = state.nextWidgetNumber
    for likeness in order {
      for _ in 0..<wanted[likeness]! {
        guard number <= WidgetID.automaticMax else {
          throw .refused(event: "widgets installed", reason: "no automatic widget id is left after w\(number - 1)")
        }
        additions.append(
          .widgetAdded(
            id: WidgetID.automatic(number), kind: likeness.kind, family: likeness.family, config: likeness.config))
        number += 1
      }
    }
    return removals + additions
  }

  /// An installed widget as the model would place it: its family read, its configuration with the kind's defaults.
  static func likeness(of widget: InstalledWidget, in state: SimState) throws(RecorderError) -> Likeness {
    let event = "widgets installed"
    guard let kind = state.kinds[widget.kind] else {
      let known = state.kindOrder.isEmpty ? "none; define it first" : state.kindOrder.joined(separator: ", ")
      throw .refused(
        event: event,
        reason: "\(widget.kind) \(widget.family): the journal defines no kind '\(widget.kind)' (kinds: \(known))")
    }
    guard let family = Family(name: widget.family) else {
      throw .refused(
        event: event,
        reason:
          "\(widget.kind) \(widget.family): unknown family '\(widget.family)' (families: \(kind.families.map(\.rawValue).joined(separator: ", ")))"
      )
    }
    var config: [String: ParamValue] = [:]
    for param in kind.params { config[param.name] = param.defaultValue }
    for (name, value) in widget.config { config[name] = value.paramValue }
    return Likeness(kind: kind.name, family: family, config: config)
  }
}
