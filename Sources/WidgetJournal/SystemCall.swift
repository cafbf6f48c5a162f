#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// The POSIX calls of the journal whose Swift names differ between Linux (Glibc) and macOS (Darwin), or whose
/// behaviour does, in one place: every other file calls the same POSIX functions on both, imported the same way.
enum SystemCall {
  /// `open(2)`, named through its module because types of the journal have methods called `open`.
  static func open(_ path: String, _ flags: Int32, _ mode: mode_t = 0) -> Int32 {
    #if canImport(Glibc)
      Glibc.open(path, flags, mode)
    #elseif canImport(Darwin)
      Darwin.open(path, flags, mode)
    #endif
  }

  /// `write(2)`, named through its module because `JournalWriter` has a method called `write`.
  static func write(_ fd: Int32, _ bytes: UnsafeRawPointer, _ count: Int) -> Int {
    #if canImport(Glibc)
      Glibc.write(fd, bytes, count)
    #elseif canImport(Darwin)
      Darwin.write(fd, bytes, count)
    #endif
  }

  /// Flushes a file (or a directory's entries) to stable storage; 0 on success, else -1 with `errno` set.
  ///
  /// On Linux `fsync(2)` does that. On macOS `fsync` only hands the data to the drive, which may keep it in its
  /// volatile cache, so `F_FULLFSYNC` is asked for first (as SQLite and PostgreSQL do there); file systems that do not
  /// support it (some network ones) fail it, and then `fsync` is the best there is.
  static func sync(_ fd: Int32) -> Int32 {
    #if canImport(Glibc)
      fsync(fd)
    #elseif canImport(Darwin)
      fcntl(fd, F_FULLFSYNC) == 0 ? 0 : fsync(fd)
    #endif
  }

  /// Whether a name is taken at `path`: by a file, a directory, or a symbolic link, even one that leads nowhere
  /// (`lstat`, not `access`: a dangling link is no free name, since creating the file there fails).
  static func fileExists(_ path: String) -> Bool {
    var info = stat()
    return lstat(path, &info) == 0
  }

  /// Removes the file at `path`, if there is one (for a copy abandoned half-written).
  static func removeFile(_ path: String) {
    _ = unlink(path)
  }
}
