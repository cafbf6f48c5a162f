#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// How the extension's memory is measured (docs/PROVIDERS.md, "Memory"): its *dirty* resident memory, the pages
/// only it holds (`RssAnon` + `RssShmem` of /proc/PID/status on Linux: heap, stacks, and what it wrote), which is
/// what iOS's footprint counts too, leaving out the pages of its code and the libraries it maps (`RssFile`), which
/// iOS does not count against an extension and which differ between this executable and an extension. The limit
/// is counted above the worker's own dirty memory once it is ready, before any call.
enum ExtensionMemory {
  /// The dirty resident memory of process `pid` in bytes, or nil where the system does not show it (no /proc).
  static func dirtyBytes(of pid: pid_t) -> Int? {
    #if os(Linux)
      let fd = open("/proc/\(pid)/status", O_RDONLY | O_CLOEXEC)
      guard fd >= 0 else { return nil }
      defer { close(fd) }
      var buffer = [UInt8](repeating: 0, count: 4096)
      var count = 0
      while count < buffer.count {
        let n = buffer.withUnsafeMutableBytes { read(fd, $0.baseAddress! + count, $0.count - count) }
        if n < 0 && errno == EINTR { continue }
        if n <= 0 { break }
        count += n
      }
      var kilobytes = 0
      var found = false
      for line in buffer[0..<count].split(separator: UInt8(ascii: "\n")) {
        let text = String(decoding: line, as: UTF8.self)
        guard text.hasPrefix("RssAnon:") || text.hasPrefix("RssShmem:") else { continue }
        found = true
        kilobytes += Int(text.split(separator: " ").dropFirst().first { Int($0) != nil }.flatMap { Int($0) } ?? 0)
      }
      return found ? kilobytes * 1024 : nil
    #else
      return nil
    #endif
  }

  /// A number of bytes as people write it: `30MB`, `1.5MB`, `512KB` (decimal megabytes, as `extensionMemory` is
  /// written).
  static func text(_ bytes: Int) -> String {
    if bytes >= 1_000_000 {
      let tenths = (bytes + 50_000) / 100_000
      return tenths % 10 == 0 ? "\(tenths / 10)MB" : "\(tenths / 10).\(tenths % 10)MB"
    }
    return "\((bytes + 500) / 1000)KB"
  }

  /// A duration in whole milliseconds, rounded down.
  static func milliseconds(_ duration: Duration) -> Int64 {
    duration.components.seconds * 1000 + duration.components.attoseconds / 1_000_000_000_000_000
  }

  /// A duration as people write it: `5s`, `250ms`, `1.5s`.
  static func text(_ duration: Duration) -> String {
    let ms = milliseconds(duration)
    if ms % 1000 == 0 { return "\(ms / 1000)s" }
    if ms < 1000 { return "\(ms)ms" }
    return "\(Double(ms) / 1000)s"
  }
}
