extension FileManager {
  /// The shared container directory of an App Group, as on iOS: the directory the simulation chose for the group,
  /// or nil when the identifier is not one of the simulation's groups or the group is unavailable (as a wrong
  /// identifier, or a missing entitlement, gives nil on iOS). Foundation on Linux lacks this method.
  public func containerURL(forSecurityApplicationGroupIdentifier groupIdentifier: String) -> URL? {
    let (url, known) = AppGroupContainers.registry.withLock { groups in
      (groups[groupIdentifier].flatMap { $0.available ? $0.directory : nil }, groups[groupIdentifier] != nil)
    }
    if !known, let unknown = AppGroupContainers.unknownIdentifierAsked.withLock({ $0 }) { unknown(groupIdentifier) }
    return url
  }
}

/// The host's App Groups: for each identifier, its container directory and whether it is available now.
@_spi(WidgetSimHost)
public enum AppGroupContainers {
  /// One group's directory and availability.
  struct Group {
    /// The container directory.
    var directory: URL
    /// Whether `containerURL` returns the directory (else nil).
    var available: Bool
  }

  /// Every group the host set, by identifier.
  static let registry = Locked<[String: Group]>([:])

  /// Called, on the provider's thread, with each identifier asked for that is none of the host's groups (nil: none
  /// is called): the extension's worker reports it at once, so that a crash after the nil still names it.
  static let unknownIdentifierAsked = Locked<(@Sendable (String) -> Void)?>(nil)

  /// Has `report` called with each identifier a provider asks `containerURL` for that is none of the host's groups
  /// (nil stops it).
  public static func reportUnknownIdentifiers(_ report: (@Sendable (String) -> Void)?) {
    unknownIdentifierAsked.withLock { $0 = report }
  }

  /// Makes `directory` the container of the App Group `identifier`, available or not. The host creates the
  /// directory; `containerURL` returns it as given.
  public static func setContainer(_ directory: URL, for identifier: String, available: Bool = true) {
    registry.withLock { $0[identifier] = Group(directory: directory, available: available) }
  }

  /// Makes a group's container available or unavailable (then `containerURL` returns nil); does nothing for an
  /// identifier without a container.
  public static func setAvailable(_ available: Bool, for identifier: String) {
    registry.withLock { $0[identifier]?.available = available }
  }

  /// Forgets a group: `containerURL` returns nil for it again.
  public static func removeContainer(for identifier: String) {
    registry.withLock { $0[identifier] = nil }
  }
}
