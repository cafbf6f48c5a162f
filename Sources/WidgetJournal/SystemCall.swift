#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// The POSIX calls of the journal whose Swift names differ between Linux (Glibc) and macOS (Darwin), or whose
/// behaviour does, in one place: every other file calls the same POSIX functions on both, imported the same way.
public enum SystemCall {
  /// `open(2)`, named through its module because types of the journal have methods called `open`.
  public static func open(_ path: String, _ flags: Int32, _ mode: mode_t = 0) -> Int32 {
    #if canImport(Glibc)
      Glibc.open(path, flags, mode)
    #elseif canImport(Darwin)
      Darwin.open(path, flags, mode)
    #endif
  }

  /// Opens the regular file at `path` with `flags` (creating it with `mode` when `flags` say so), refusing anything
  /// else. A FIFO is opened without waiting for its other end (`O_NONBLOCK`), so the check cannot block, and the file
  /// is checked with `fstat` on the open descriptor, so it cannot be swapped in between; the descriptor is then made
  /// blocking again.
  /// - Throws: `JournalError.notRegularFile` naming what the path is, or `.io` with the operation and its reason.
  public static func openRegularFile(_ path: String, _ flags: Int32, _ mode: mode_t = 0) throws(JournalError) -> Int32 {
    let operation =
      flags & O_ACCMODE == O_RDONLY
      ? "open for reading"
      : flags & O_CREAT != 0 && (flags & O_EXCL != 0 || !fileExists(path)) ? "create" : "open for writing"
    let fd = open(path, flags | O_NONBLOCK, mode)
    guard fd >= 0 else {
      let code = errno
      var info = stat()
      if stat(path, &info) == 0, let what = fileTypeName(info.st_mode) { throw .notRegularFile(path: path, what: what) }
      throw .io(path: path, operation: operation, errno: code)
    }
    var info = stat()
    guard fstat(fd, &info) == 0 else {
      let code = errno
      close(fd)
      throw .io(path: path, operation: "stat", errno: code)
    }
    if let what = fileTypeName(info.st_mode) {
      close(fd)
      throw .notRegularFile(path: path, what: what)
    }
    _ = fcntl(fd, F_SETFL, fcntl(fd, F_GETFL) & ~O_NONBLOCK)
    return fd
  }

  /// What a file of mode `mode` is, with its article ("a directory"), or nil for a regular file.
  static func fileTypeName(_ mode: mode_t) -> String? {
    switch mode & S_IFMT {
    case S_IFREG: return nil
    case S_IFDIR: return "a directory"
    case S_IFIFO: return "a FIFO (named pipe)"
    case S_IFCHR: return "a character device"
    case S_IFBLK: return "a block device"
    case S_IFSOCK: return "a socket"
    default: return "a special file"
    }
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
