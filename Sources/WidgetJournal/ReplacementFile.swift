import WidgetModel

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// A file that replaces the one at a path whole or not at all: written under a temporary name beside it, created
/// exclusively (`O_CREAT|O_EXCL|O_NOFOLLOW`, so a link planted at that name is never followed) under a name no one can
/// predict (a random suffix, another one tried when it is taken), then made durable and renamed over the path.
///
/// The destination is checked first: a symbolic link is refused (its target is neither written through nor is the link
/// replaced), so is anything but a regular file, and a regular file is held under the journal writer's lock (`flock`,
/// the lock of `JournalWriter`) from the check until the rename, so a journal a REPL is writing is refused, and none
/// can start writing it meanwhile.
public final class ReplacementFile {
  /// The path the file replaces when committed.
  public let destination: String
  /// Where it is written until then.
  public let temporaryPath: String
  /// The temporary file, open for writing (and reading).
  public let fd: Int32
  /// The destination as found when this began (nil when there was none), held under the writer's lock.
  public let existing: Existing?
  /// Set once committed or abandoned.
  private var finished = false

  /// A regular file found at the destination, held under the writer's lock until the replacement ends.
  public struct Existing {
    /// A descriptor of it (open for reading, or for writing when it cannot be read), holding the lock.
    public let fd: Int32
    /// Whether `fd` can be read.
    public let readable: Bool
    /// Its device and inode: which file it is, whatever the path it is reached by.
    public let device: UInt64
    public let inode: UInt64
  }

  /// The most names tried for the temporary file before giving up.
  public static let attemptsMax = 64
  /// The characters of a temporary name's random suffix.
  static let suffixAlphabet = Array("abcdefghijklmnopqrstuvwxyz0123456789".utf8)
  /// The length of that suffix: 12 characters of 36, about 62 bits.
  static let suffixLength = 12

  /// Begins replacing `destination`: checks it and takes its lock, then creates the temporary file beside it.
  /// - Parameters:
  ///   - mode: the new file's permissions (before the umask).
  ///   - random: the source of the temporary name's suffix (tests pass a predictable one).
  /// - Throws: `ReplacementError` saying what the destination is or why the file cannot be made; nothing is left
  ///   behind then.
  public init(
    replacing destination: String, mode: mode_t = 0o644, random: () -> UInt64 = { UInt64.random(in: .min ... .max) }
  ) throws(ReplacementError) {
    self.destination = destination
    let existing = try Self.hold(destination)
    let created: (path: String, fd: Int32)
    do { created = try Self.createTemporary(beside: destination, mode: mode, random: random) } catch {
      if let existing { close(existing.fd) }
      throw error
    }
    temporaryPath = created.path
    fd = created.fd
    self.existing = existing
  }

  deinit { if !finished { abandon() } }

  /// The destination checked: nil when nothing is there, else the regular file found, under the writer's lock.
  /// - Throws: `ReplacementError.link`, `.notRegularFile`, `.locked` or `.io`.
  static func hold(_ destination: String) throws(ReplacementError) -> Existing? {
    var info = stat()
    guard lstat(destination, &info) == 0 else {
      if errno == ENOENT { return nil }
      throw .io(path: destination, operation: "look at", errno: errno)
    }
    if info.st_mode & S_IFMT == S_IFLNK { throw .link(path: destination, target: linkTarget(destination)) }
    if let what = SystemCall.fileTypeName(info.st_mode) { throw .notRegularFile(path: destination, what: what) }
    // Non-blocking, so a FIFO swapped in meanwhile cannot hang the open; without following a link swapped in.
    var readable = true
    var fd = SystemCall.open(destination, O_RDONLY | O_NOFOLLOW | O_NONBLOCK | O_CLOEXEC)
    if fd < 0 && errno == EACCES {
      readable = false
      fd = SystemCall.open(destination, O_WRONLY | O_NOFOLLOW | O_NONBLOCK | O_CLOEXEC)
    }
    guard fd >= 0 else {
      if errno == ELOOP { throw .link(path: destination, target: linkTarget(destination)) }
      throw .io(path: destination, operation: "open", errno: errno)
    }
    var opened = stat()
    guard fstat(fd, &opened) == 0 else {
      let code = errno
      close(fd)
      throw .io(path: destination, operation: "look at", errno: code)
    }
    if let what = SystemCall.fileTypeName(opened.st_mode) {
      close(fd)
      throw .notRegularFile(path: destination, what: what)
    }
    guard flock(fd, LOCK_EX | LOCK_NB) == 0 else {
      let code = errno
      close(fd)
      if code == EWOULDBLOCK { throw .locked(path: destination) }
      throw .io(path: destination, operation: "lock", errno: code)
    }
    return Existing(
      fd: fd, readable: readable, device: UInt64(opened.st_dev), inode: UInt64(opened.st_ino))
  }

  /// What the symbolic link at `path` leads to, as it is written ("?" when it cannot be read).
  static func linkTarget(_ path: String) -> String {
    var buffer = [CChar](repeating: 0, count: 4097)
    let count = readlink(path, &buffer, 4096)
    guard count >= 0 else { return "?" }
    return String(decoding: buffer[..<count].map { UInt8(bitPattern: $0) }, as: UTF8.self)
  }

  /// Creates a new file beside `destination` under `DESTINATION.tmp-SUFFIX`, the suffix drawn from `random`, exclusively
  /// and without following links; a name already taken (by anything, a dangling link too) is passed over for another.
  /// - Returns: the file's path and a descriptor open for writing and reading.
  /// - Throws: `ReplacementError.io` naming the destination (and its folder when that is missing), or `.noFreeName`.
  public static func createTemporary(
    beside destination: String, mode: mode_t = 0o644, random: () -> UInt64 = { UInt64.random(in: .min ... .max) }
  ) throws(ReplacementError) -> (path: String, fd: Int32) {
    for _ in 0..<attemptsMax {
      let path = destination + ".tmp-" + suffix(random())
      let fd = SystemCall.open(path, O_RDWR | O_CREAT | O_EXCL | O_NOFOLLOW | O_CLOEXEC, mode)
      if fd >= 0 { return (path, fd) }
      guard errno == EEXIST || errno == ELOOP else {
        throw .io(path: destination, operation: "write", errno: errno)
      }
    }
    throw .noFreeName(path: destination, attempts: attemptsMax)
  }

  /// `suffixLength` characters of `suffixAlphabet` read from `bits`.
  static func suffix(_ bits: UInt64) -> String {
    var rest = bits
    var characters: [UInt8] = []
    for _ in 0..<suffixLength {
      characters.append(suffixAlphabet[Int(rest % UInt64(suffixAlphabet.count))])
      rest /= UInt64(suffixAlphabet.count)
    }
    return String(decoding: characters, as: UTF8.self)
  }

  /// Writes all of `text` to the temporary file.
  /// - Throws: `ReplacementError.io` naming the destination.
  public func write(_ text: String) throws(ReplacementError) {
    var copy = text
    let failure: Int32? = copy.withUTF8 { buffer in
      var offset = 0
      while offset < buffer.count {
        let n = SystemCall.write(fd, buffer.baseAddress! + offset, buffer.count - offset)
        if n < 0 && errno == EINTR { continue }
        if n <= 0 { return n < 0 ? errno : EIO }
        offset += n
      }
      return nil
    }
    if let failure { throw .io(path: destination, operation: "write", errno: failure) }
  }

  /// The first line of the file found at the destination (without its newline, at most `bytesMax` bytes of it), or nil
  /// when there was none or it cannot be read.
  public func existingFirstLine(bytesMax: Int = Limits.journalLineBytesMax) -> [UInt8]? {
    guard let existing, existing.readable else { return nil }
    var line: [UInt8] = []
    var chunk = [UInt8](repeating: 0, count: 4096)
    while line.count < bytesMax {
      let count = chunk.withUnsafeMutableBytes { pread(existing.fd, $0.baseAddress, $0.count, off_t(line.count)) }
      if count < 0 && errno == EINTR { continue }
      guard count >= 0 else { return nil }
      if count == 0 { break }
      if let newline = chunk[..<count].firstIndex(of: 0x0A) {
        line += chunk[..<newline]
        return line
      }
      line += chunk[..<count]
    }
    return Array(line.prefix(bytesMax))
  }

  /// Whether the file found at the destination is the one at `path` (the same device and inode, however either is
  /// reached: a hard link, or `path` a symbolic link to it).
  public func existingIsSame(as path: String) -> Bool {
    guard let existing else { return false }
    var info = stat()
    return stat(path, &info) == 0 && UInt64(info.st_dev) == existing.device && UInt64(info.st_ino) == existing.inode
  }

  /// Makes the temporary file durable and renames it over the destination (its folder's entry made durable too), then
  /// lets go of the destination's lock.
  /// - Throws: `ReplacementError.io` naming the destination; the temporary file is removed then.
  public func commit() throws(ReplacementError) {
    precondition(!finished, "a replacement is committed once")
    guard SystemCall.sync(fd) == 0 else {
      let code = errno
      abandon()
      throw .io(path: destination, operation: "write", errno: code)
    }
    guard rename(temporaryPath, destination) == 0 else {
      let code = errno
      abandon()
      throw .io(path: destination, operation: "write", errno: code)
    }
    finished = true
    close(fd)
    JournalWriter.syncDirectory(of: destination)
    if let existing { close(existing.fd) }
  }

  /// Removes the temporary file and lets go of the destination, which stays as it was.
  public func abandon() {
    guard !finished else { return }
    finished = true
    close(fd)
    SystemCall.removeFile(temporaryPath)
    if let existing { close(existing.fd) }
  }
}

/// Why a file cannot replace the one at a path; `description` says it after "-o PATH: " or the like.
public enum ReplacementError: Error, Equatable, CustomStringConvertible {
  /// The destination is a symbolic link (to `target`).
  case link(path: String, target: String)
  /// The destination is a directory, a FIFO, a device …
  case notRegularFile(path: String, what: String)
  /// A journal writer (a REPL, a recorder) holds the destination.
  case locked(path: String)
  /// A call failed: `operation` names it, `errno` says why.
  case io(path: String, operation: String, errno: Int32)
  /// Every name tried for the temporary file was taken.
  case noFreeName(path: String, attempts: Int)

  /// The path the problem is about.
  public var path: String {
    switch self {
    case .link(let path, _), .notRegularFile(let path, _), .locked(let path), .io(let path, _, _),
      .noFreeName(let path, _):
      return path
    }
  }

  /// Whether the problem is the destination itself (a link, a directory), which the user chose, rather than the
  /// file system's state at the time.
  public var isDestinationRefused: Bool {
    switch self {
    case .link, .notRegularFile: return true
    case .locked, .io, .noFreeName: return false
    }
  }

  /// What is wrong, without the path (the caller names it), ending with what to do.
  public var description: String {
    switch self {
    case .link(_, let target):
      return
        "it is a symbolic link (to \(target)); widgetsim neither writes through a link nor replaces one: remove the link, or name the file itself"
    case .notRegularFile(_, let what):
      return "it is \(what), not a regular file"
    case .locked:
      return
        "another widgetsim is writing it as its journal (a REPL, or a recorder), so it is not replaced: close that one first, or choose another name"
    case .io(let path, let operation, let code):
      let folder = Self.folder(of: path)
      let missing = code == ENOENT ? " (the folder \(folder) does not exist)" : ""
      return "cannot \(operation) it: \(JournalError.errnoText(code))\(missing)"
    case .noFreeName(_, let attempts):
      return "cannot write it: \(attempts) temporary names beside it were all taken"
    }
  }

  /// The folder of `path` ("." for a bare name, "/" for a file at the root).
  static func folder(of path: String) -> String {
    guard let slash = path.lastIndex(of: "/") else { return "." }
    let folder = String(path[..<slash])
    return folder.isEmpty ? "/" : folder
  }
}
