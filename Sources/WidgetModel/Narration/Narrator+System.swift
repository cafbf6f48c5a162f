/// The system's own rebuilds in the narrator's words (docs/MODEL.md, "System reloads").
extension Narrator {
  /// What changed, as the report's headline starts: `the device's locale changed`, `the app was updated`.
  public static func systemChangeText(_ change: SystemChange) -> String {
    switch change {
    case .locale: return "the device's language or region changed"
    case .timeZone(let zone): return "the device's time zone changed to \(zone)"
    case .textSize: return "the device's text size (Dynamic Type) changed"
    case .restart: return "the device restarted"
    case .appUpdate: return "a new version of the app was installed"
    }
  }

  /// The report's first line after a system change: what changed, and what the system's rebuild of every widget did
  /// (rebuilt, not counted; or, after a stale update, failed and tried again when).
  public func systemHeadline(_ change: SystemChange, refreshes: [Refresh]) -> String {
    let rebuilt = refreshes.filter { $0.cause == .system && $0.at == state.now }
    let what = Self.systemChangeText(change)
    guard !rebuilt.isEmpty else { return what + ": the app has no widget to rebuild" }
    let ids = Narrator.named(rebuilt.map(\.widget)).text
    guard rebuilt.allSatisfy(\.failed) else {
      return what + ": the system rebuilt every widget of the app at once, not counted (\(ids))"
    }
    let retry = time(state.now + SimState.staleExtensionRetry)
    return what
      + ": the system's rebuild of \(ids) failed as devices log it (bundleStubNotSupported); each keeps the old extension's timeline until the system tries again at \(retry), not counted"
  }

  /// `why`'s sentence on the system's own retry after a failed rebuild (`appUpdateReload=stale`), due at `at`.
  static func systemRetrySentence(at: String) -> String {
    "The system's own rebuild is pending, due at \(at) (not counted): its last attempt failed, and it tries again an hour later."
  }
}
