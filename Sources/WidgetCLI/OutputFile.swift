import WidgetJournal

#if canImport(Glibc)
  import Glibc
#endif

/// A file a command writes where the user said (`chart -o`, `export -o`, the REPL's `chart`): written whole or not at
/// all through a `ReplacementFile` (a temporary file created exclusively under an unpredictable name beside it, renamed
/// over it when complete), and never over what must not be replaced.
enum OutputFile {
  /// Begins replacing `path` with a command's output. Refused: a symbolic link (neither written through nor replaced),
  /// anything but a regular file, a file a journal writer holds (a REPL, a recorder), the journal being read (`input`:
  /// the same file by device and inode, whatever path reaches it) and any widgetsim journal (a file whose first line
  /// is a journal's header). The file found is held under the writer's lock until the replacement ends.
  /// - Parameters:
  ///   - name: how messages name the path (`-o out.svg`).
  ///   - random: the source of the temporary name (tests pass a predictable one).
  /// - Throws: `UsageError` when `path` names what must not be replaced; `OutputError` when it cannot be written.
  static func begin(
    _ path: String, named name: String, input: String?,
    random: () -> UInt64 = { UInt64.random(in: .min ... .max) }
  ) throws -> ReplacementFile {
    // The journal being read is named as such, before its writer's lock (this very session's) would be.
    if let input, sameFile(path, input) {
      throw UsageError("\(name): it is \(input), the journal being read; choose another name; nothing was written")
    }
    let file: ReplacementFile
    do { file = try ReplacementFile(replacing: path, random: random) } catch {
      if error.isDestinationRefused { throw UsageError("\(name): \(error); nothing was written") }
      throw OutputError("\(name): \(error); nothing was written")
    }
    guard file.existing != nil else { return file }
    if let input, file.existingIsSame(as: input) {
      file.abandon()
      throw UsageError("\(name): it is \(input), the journal being read; choose another name; nothing was written")
    }
    guard let line = file.existingFirstLine() else {
      file.abandon()
      throw OutputError(
        "\(name): it exists and cannot be read, so whether it is a journal cannot be told; nothing was written")
    }
    if JournalHeader.startsJournal(line) {
      file.abandon()
      throw UsageError(
        "\(name): it is a widgetsim journal (its first line is a journal's header), and a journal is never overwritten: choose another name; nothing was written"
      )
    }
    return file
  }

  /// Whether `a` and `b` reach the same file (device and inode, links followed).
  static func sameFile(_ a: String, _ b: String) -> Bool {
    var first = stat()
    var second = stat()
    return stat(a, &first) == 0 && stat(b, &second) == 0 && first.st_dev == second.st_dev
      && first.st_ino == second.st_ino
  }

  /// Writes all of `text` into `file`.
  /// - Throws: `OutputError` naming the path (`name`).
  static func write(_ text: String, into file: ReplacementFile, named name: String) throws(OutputError) {
    do { try file.write(text) } catch { throw OutputError("\(name): \(error); nothing was written") }
  }

  /// Makes `file` durable and puts it in the place of the path it replaces.
  /// - Throws: `OutputError` naming the path (`name`); nothing was written then.
  static func commit(_ file: ReplacementFile, named name: String) throws(OutputError) {
    do { try file.commit() } catch { throw OutputError("\(name): \(error); nothing was written") }
  }
}

/// A command's output could not be written: the output named, and why.
struct OutputError: Error, CustomStringConvertible {
  var description: String
  init(_ description: String) { self.description = description }
}
