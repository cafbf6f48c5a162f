import WidgetModel

/// Building the action from the slots, with the same rules as `ActionCodec.action(named:from:)`.
///
/// The helpers are static and take what they need, so no call copies the whole recogniser.
extension FastLine {
  static let common = Field.seq.bit | Field.action.bit | Field.crc.bit

  /// The action the slots describe, or nil when a member is missing, extra, or needs the generic path.
  mutating func action() -> Action? {
    let base = scanner.base
    switch name {
    case .tick?:
      guard Self.only(seen, [.to]), to.start >= 0, let instant = FastInstant.parse(base + to.start, to.end - to.start)
      else { return nil }
      return .clockTicked(to: instant)
    case .data?:
      guard Self.only(seen, [.key, .value, .ttl]), let key = Self.required(base, key), let value else { return nil }
      guard ttl.start >= 0 else { return .dataArrived(key: key, value: value, ttl: nil) }
      if let span = FastTimeSpan.parse(base + ttl.start, ttl.end - ttl.start) {
        return .dataArrived(key: key, value: value, ttl: span)
      }
      guard let text = Self.text(base, ttl), let span = TimeSpan(text: text) else { return nil }
      return .dataArrived(key: key, value: value, ttl: span)
    case .add?:
      guard Self.only(seen, [.id, .kind, .family, .config]), let id = Self.required(base, id),
        let kind = Self.required(base, kind), let familyName = Self.required(base, family),
        let family = Family(rawValue: familyName) ?? Family(name: familyName)
      else { return nil }
      return .widgetAdded(id: id, kind: kind, family: family, config: config ?? [:])
    case .remove?:
      guard Self.only(seen, [.id]), let id = Self.required(base, id) else { return nil }
      return .widgetRemoved(id: id)
    case .configure?:
      guard Self.only(seen, [.id, .config]), let id = Self.required(base, id) else { return nil }
      return .widgetConfigured(id: id, changes: config ?? [:])
    case .reload?:
      guard Self.only(seen, [.target]), let target = Self.required(base, target) else { return nil }
      return .reloadRequested(target == "all" ? .all : .kind(target))
    default: return smallAction(base)
    }
  }

  /// The actions whose members are single words or a value: fail, app, appgroup, set.
  mutating func smallAction(_ base: UnsafePointer<UInt8>) -> Action? {
    switch name {
    case .fail?:
      guard Self.only(seen, [.key, .reason]), let key = Self.required(base, key), reason.start >= 0 else { return nil }
      if Self.equals(base, reason, "timeout") { return .fetchFailed(key: key, reason: .timeout) }
      return Self.equals(base, reason, "error") ? .fetchFailed(key: key, reason: .error) : nil
    case .app?:
      guard Self.only(seen, [.state]), state.start >= 0 else { return nil }
      if Self.equals(base, state, "foreground") { return .appStateChanged(.foreground) }
      return Self.equals(base, state, "background") ? .appStateChanged(.background) : nil
    case .appgroup?:
      guard Self.only(seen, [.available]), seen & Field.available.bit != 0 else { return nil }
      return .appGroupChanged(available: available)
    case .set?:
      guard Self.only(seen, [.name, .value]), let name = Self.required(base, settingName), let value,
        let setting = try? ActionCodec.setting(name: name, value: value)
      else { return nil }
      return .settingChanged(setting)
    default: return nil
    }
  }

  /// Whether the members seen are the common ones and some of `fields`, nothing else.
  static func only(_ seen: UInt32, _ fields: [Field]) -> Bool {
    var allowed = common
    for field in fields { allowed |= field.bit }
    return seen & ~allowed == 0
  }

  /// A present member's text.
  static func required(_ base: UnsafePointer<UInt8>, _ span: Span) -> String? {
    span.start >= 0 ? text(base, span) : nil
  }
}
