import WidgetModel

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// The display zone chosen by `--tz NAME` or `$WIDGETSIM_TZ`, read from the system's zoneinfo files.
enum ZoneFile {
  /// Where the system keeps its TZif files.
  static let folder = "/usr/share/zoneinfo"

  /// The largest zone file read; real ones are a few kilobytes.
  static let bytesMax = 1 << 20

  /// The zone named by `--tz`, else by `$WIDGETSIM_TZ`, else UTC.
  /// - Throws: `UsageError` when the name is not a zone this system has.
  static func chosen(option: String?, environment: [String: String]) throws(UsageError) -> DisplayZone {
    if let option { return try load(option, source: "--tz") }
    if let name = environment["WIDGETSIM_TZ"], !name.isEmpty { return try load(name, source: "WIDGETSIM_TZ") }
    return .utc
  }

  /// The zone `name` (such as `Asia/Shanghai`) from `folder`; `UTC` needs no file.
  /// - Throws: `UsageError` naming `source` when the name is not a zone file this system has.
  static func load(_ name: String, source: String, folder: String = folder) throws(UsageError) -> DisplayZone {
    if name == "UTC" || name == "Etc/UTC" { return .utc }
    let hint = "a name such as Asia/Shanghai or America/New_York from \(folder)"
    // A name is a relative path inside the folder: no way out of it, no empty parts.
    let parts = name.split(separator: "/", omittingEmptySubsequences: false)
    guard !name.isEmpty, !name.hasPrefix("/"), !parts.contains(where: { $0.isEmpty || $0 == "." || $0 == ".." })
    else { throw UsageError("\(source) '\(name)' is not a time zone name; use \(hint)") }
    guard let bytes = readFile(folder + "/" + name) else {
      throw UsageError("\(source) '\(name)' is not a time zone this system has; use \(hint)")
    }
    do {
      return try DisplayZone(name: name, tzif: bytes)
    } catch {
      throw UsageError("\(source) '\(name)': \(folder)/\(name) is \(error)")
    }
  }

  /// The bytes of a regular file of at most `bytesMax` bytes, or nil.
  static func readFile(_ path: String) -> [UInt8]? {
    let fd = open(path, O_RDONLY | O_CLOEXEC)
    guard fd >= 0 else { return nil }
    defer { close(fd) }
    var status = stat()
    guard fstat(fd, &status) == 0, status.st_mode & S_IFMT == S_IFREG, Int(status.st_size) <= bytesMax else {
      return nil
    }
    var bytes = [UInt8](repeating: 0, count: Int(status.st_size))
    var filled = 0
    while filled < bytes.count {
      let count = bytes.withUnsafeMutableBytes { read(fd, $0.baseAddress! + filled, $0.count - filled) }
      guard count > 0 else { return nil }
      filled += count
    }
    return bytes
  }
}
