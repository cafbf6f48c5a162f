extension FileManager {
  /// The shared container directory of an App Group, as on iOS: the directory the simulation chose for the group,
  /// or nil when the identifier is not one of the simulation's groups or the group is unavailable (as a wrong
  /// identifier, or a missing entitlement, gives nil on iOS). Foundation on Linux lacks this method.
  public func containerURL(forSecurityApplicationGroupIdentifier groupIdentifier: String) -> URL? {
    AppGroupContainers.registry.withLock { groups in
      groups[groupIdentifier].flatMap { $0.available ? $0.directory : nil }
    }
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
