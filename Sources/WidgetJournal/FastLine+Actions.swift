import WidgetModel

/// Building the action from the slots, with the same rules as `ActionCodec.action(named:from:)`.
///
/// The helpers are static and take what they need, so no call copies the whole recogniser.
extension FastLine {
  /// The action the slots describe, or nil when a member is missing, extra, or needs the generic path.
  mutating func action() -> Action? {
    let base = scanner.base
    switch name {
    case .tick?:
      guard Self.only(seen, Field.to.bit), to.start >= 0,
        let instant = FastInstant.parse(base + to.start, to.end - to.start)
      else { return nil }
      return .clockTicked(to: instant)
    case .data?:
      guard Self.only(seen, Field.key.bit | Field.value.bit | Field.ttl.bit), let key = Self.required(base, key),
        let value = value.take()
      else {
        return nil
      }
      guard ttl.start >= 0 else { return .dataArrived(key: key, value: value, ttl: nil) }
      if let span = FastTimeSpan.parse(base + ttl.start, ttl.end - ttl.start) {
        return .dataArrived(key: key, value: value, ttl: span)
      }
      guard let text = Self.text(base, ttl), let span = TimeSpan(text: text) else { return nil }
      return .dataArrived(key: key, value: value, ttl: span)
    case .add?:
      guard Self.only(seen, Field.id.bit | Field.kind.bit | Field.family.bit | Field.config.bit | Field.page.bit),
        let id = Self.required(base, id),
        let kind = Self.required(base, kind), let familyName = Self.required(base, family),
        let family = Family(rawValue: familyName) ?? Family(name: familyName)
      else { return nil }
      return .widgetAdded(
        id: id, kind: kind, family: family, config: config.take() ?? [:], page: seen & Field.page.bit != 0 ? page : 1)
    case .remove?:
      guard Self.only(seen, Field.id.bit), let id = Self.required(base, id) else { return nil }
      return .widgetRemoved(id: id)
    case .configure?:
      guard Self.only(seen, Field.id.bit | Field.config.bit), let id = Self.required(base, id) else { return nil }
      return .widgetConfigured(id: id, changes: config.take() ?? [:])
    case .reload?:
      guard Self.only(seen, Field.target.bit), let target = Self.required(base, target) else { return nil }
      return .reloadRequested(target == "all" ? .all : .kind(target))
    default: return smallAction(base)
    }
  }

  /// The actions whose members are single words or a value: fail, app, appgroup, set.
  mutating func smallAction(_ base: UnsafePointer<UInt8>) -> Action? {
    switch name {
    case .fail?:
      guard Self.only(seen, Field.key.bit | Field.reason.bit), let key = Self.required(base, key), reason.start >= 0
      else { return nil }
      if Self.equals(base, reason, "timeout") { return .fetchFailed(key: key, reason: .timeout) }
      return Self.equals(base, reason, "error") ? .fetchFailed(key: key, reason: .error) : nil
    case .app?:
      if seen & Field.system.bit != 0 {
        guard Self.only(seen, Field.system.bit), Self.equals(base, system, "update") else { return nil }
        return .systemChanged(.appUpdate)
      }
      guard Self.only(seen, Field.state.bit), state.start >= 0 else { return nil }
      if Self.equals(base, state, "foreground") { return .appStateChanged(.foreground) }
      return Self.equals(base, state, "background") ? .appStateChanged(.background) : nil
    case .appgroup?:
      guard Self.only(seen, Field.available.bit), seen & Field.available.bit != 0 else { return nil }
      return .appGroupChanged(available: available)
    case .set?:
      guard Self.only(seen, Field.name.bit | Field.value.bit), let name = Self.required(base, settingName), let value,
        let setting = try? ActionCodec.setting(name: name, value: value)
      else { return nil }
      return .settingChanged(setting)
    case .device?: return deviceAction(base)
    case .move?:
      guard Self.only(seen, Field.id.bit | Field.page.bit), seen & Field.page.bit != 0, let id = Self.required(base, id)
      else { return nil }
      return .widgetMoved(id: id, page: page)
    default: return nil
    }
  }

  /// A `device` line: a system change (`"system"`, `"zone"` for a time zone), a page, or a screen (`"app"` naming
  /// another app); nil for a mix of them or a word it does not know, which the generic path reports.
  func deviceAction(_ base: UnsafePointer<UInt8>) -> Action? {
    if seen & Field.system.bit != 0 {
      guard Self.only(seen, Field.system.bit | Field.zone.bit), let word = Self.text(base, system) else { return nil }
      let zone = seen & Field.zone.bit != 0 ? Self.text(base, self.zone) : nil
      guard seen & Field.zone.bit == 0 || zone != nil, let change = SystemChange.device(word, zone: zone) else {
        return nil
      }
      return .systemChanged(change)
    }
    if seen & Field.page.bit != 0 {
      return Self.only(seen, Field.page.bit) ? .deviceChanged(.page(page)) : nil
    }
    guard Self.only(seen, Field.screen.bit | Field.appName.bit), screen.start >= 0 else { return nil }
    if Self.equals(base, screen, "app") {
      guard seen & Field.appName.bit != 0 else { return .deviceChanged(.screen(.otherApp(nil))) }
      return Self.text(base, appName).map { .deviceChanged(.screen(.otherApp($0))) }
    }
    guard seen & Field.appName.bit == 0 else { return nil }
    if Self.equals(base, screen, "home") { return .deviceChanged(.screen(.home)) }
    if Self.equals(base, screen, "lock") { return .deviceChanged(.screen(.lock)) }
    return Self.equals(base, screen, "off") ? .deviceChanged(.screen(.off)) : nil
  }

  /// Whether the members seen are the common ones and some of `fields` (bits of `Field`), nothing else.
  @inline(__always)
  static func only(_ seen: UInt32, _ fields: UInt32) -> Bool {
    seen & ~(Field.seq.bit | Field.action.bit | Field.crc.bit | fields) == 0
  }

  /// A present member's text.
  static func required(_ base: UnsafePointer<UInt8>, _ span: Span) -> String? {
    span.start >= 0 ? text(base, span) : nil
  }
}
