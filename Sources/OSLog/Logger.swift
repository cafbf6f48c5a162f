import Foundation

/// Apple's unified logging, as a widget extension uses it: `Logger(subsystem:category:)` and its levels. Here each
/// message is one line on standard output, like `print`'s, so the simulator keeps it with what the provider printed
/// during the build (`why` shows it): `[category] level: message`. Every value is written in full, private or not,
/// as Xcode's console shows them while debugging.
public struct Logger: Sendable {
  /// The subsystem, usually the extension's bundle identifier.
  public let subsystem: String
  /// The category within the subsystem.
  public let category: String

  /// A logger for `category` of `subsystem`.
  public init(subsystem: String, category: String) {
    self.subsystem = subsystem
    self.category = category
  }

  /// A logger without a subsystem or category (Apple's default log).
  public init() { self.init(subsystem: "", category: "") }

  /// A logger writing to `log`.
  public init(_ log: OSLog) { self.init(subsystem: log.subsystem, category: log.category) }

  /// Writes `message` at `level`.
  public func log(level: OSLogType, _ message: OSLogMessage) { write(level.name, message) }

  /// Writes `message` at the default level.
  public func log(_ message: OSLogMessage) { write("default", message) }

  /// Writes `message` at the debug level.
  public func debug(_ message: OSLogMessage) { write("debug", message) }

  /// Writes `message` at the trace level (the debug level).
  public func trace(_ message: OSLogMessage) { write("debug", message) }

  /// Writes `message` at the info level.
  public func info(_ message: OSLogMessage) { write("info", message) }

  /// Writes `message` at the notice (default) level.
  public func notice(_ message: OSLogMessage) { write("notice", message) }

  /// Writes `message` at the warning (error) level.
  public func warning(_ message: OSLogMessage) { write("warning", message) }

  /// Writes `message` at the error level.
  public func error(_ message: OSLogMessage) { write("error", message) }

  /// Writes `message` at the critical (fault) level.
  public func critical(_ message: OSLogMessage) { write("critical", message) }

  /// Writes `message` at the fault level.
  public func fault(_ message: OSLogMessage) { write("fault", message) }

  /// Prints one line: the category, the level and the message.
  private func write(_ level: String, _ message: OSLogMessage) {
    let prefix = category.isEmpty ? "" : "[\(category)] "
    print("\(prefix)\(level): \(message.text)")
  }
}

/// A log's subsystem and category, for `Logger(_:)` and `os_log`.
public final class OSLog: Sendable {
  /// The subsystem.
  public let subsystem: String
  /// The category.
  public let category: String

  /// A log for `category` of `subsystem`.
  public init(subsystem: String, category: String) {
    self.subsystem = subsystem
    self.category = category
  }

  /// The default log.
  public static let `default` = OSLog(subsystem: "", category: "")
}

/// A message's level.
public struct OSLogType: Hashable, Sendable {
  /// The level's name as written.
  let name: String

  public static let `default` = OSLogType(name: "default")
  public static let info = OSLogType(name: "info")
  public static let debug = OSLogType(name: "debug")
  public static let error = OSLogType(name: "error")
  public static let fault = OSLogType(name: "fault")
}
