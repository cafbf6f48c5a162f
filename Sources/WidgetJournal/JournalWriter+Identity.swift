#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// Whether the writer's path still names the file it writes: someone may delete, replace or change the journal
/// behind the session, and appending then writes into nothing anyone will read.
extension JournalWriter {
  /// What happened to the file at `path` since this writer opened it, as a phrase ("was deleted", "was replaced by
  /// another file", "changed size behind this session …"), or nil when it is still there as written.
  public var pathProblem: String? {
    var mine = stat()
    var there = stat()
    guard fstat(fd, &mine) == 0 else { return nil }
    guard stat(path, &there) == 0 else {
      return errno == ENOENT ? "was deleted" : "cannot be found (\(JournalError.errnoText(errno)))"
    }
    guard mine.st_dev == there.st_dev && mine.st_ino == there.st_ino else { return "was replaced by another file" }
    guard Int(there.st_size) == size else {
      return "changed size behind this session (\(there.st_size) bytes where it wrote \(size))"
    }
    return nil
  }

  /// A path that opens the file this writer writes, whatever its own path names now: its descriptor's entry in
  /// `/proc` (Linux). Elsewhere the writer's path, which no longer names it.
  var descriptorPath: String {
    #if os(Linux)
      return "/proc/self/fd/\(fd)"
    #else
      return path
    #endif
  }
}
