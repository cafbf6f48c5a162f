import WidgetModel

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// Forking a journal: going on from an earlier action without touching what came after it.
extension Journal {
  /// Cuts the journal back to its first `seq` actions, so the next append follows them. A journal in memory drops the
  /// rest. A journal on disk is left untouched: its first `seq` lines are copied as they are (their checksums too), a
  /// batch at a time, after its header (naming it and `seq` as the parent) to the first free `NAME.fork-N.jsonl` beside
  /// it (or in `folder` when given), which becomes the active journal; it is indexed as it is written, never read back.
  /// - Returns: the note for the user: "forked at seq N", and the new journal's path.
  /// - Throws: `JournalError` when the copy cannot be written, or the file no longer holds what was indexed; nothing of
  ///   the fork is kept then, and the journal is unchanged.
  public func fork(at seq: Int, into folder: String? = nil) throws(JournalError) -> String {
    precondition(seq >= 0 && seq <= count, "a fork at seq \(seq) of \(count)")
    let path: String
    switch storage {
    case .memory(let actions):
      storage = .memory(Array(actions.prefix(seq)))
      return "forked at seq \(seq)"
    case .file(let writer, _): path = writer.path
    case .readOnly(let file, _, _): path = file
    }
    let forkPath = Self.forkPath(for: path, in: folder)
    try copy(upTo: seq, to: forkPath, parent: JournalParent(path: Self.absolutePath(path), seq: seq))
    return "forked at seq \(seq): the new journal is \(forkPath) (\(path) is unchanged)"
  }

  /// Copies the header (without an example mark, naming `parent` when given) and the lines of the first `seq` actions
  /// to a new journal at `target`, read from `source` instead of the journal's path when given, and makes it the
  /// active journal.
  /// - Throws: `JournalError` when the copy cannot be written or the lines read are not those indexed; the copy is
  ///   removed then, and the journal is unchanged.
  func copy(
    upTo seq: Int, to target: String, readingFrom source: String? = nil, parent: JournalParent? = nil
  ) throws(JournalError) {
    let forkHeader = parent.map { header.derived(from: $0) } ?? header.derived
    let forkWriter = try JournalWriter.create(path: target, header: forkHeader, lines: [])
    var forkIndex = JournalIndex()
    do {
      try forEachLineChunk(upTo: seq, readingFrom: source) { (lines) throws(JournalError) in
        let offset = forkWriter.size
        try forkWriter.appendUnsynced(lines)
        forkIndex.addActions(lines, at: offset)
      }
      try forkWriter.sync()
    } catch {
      SystemCall.removeFile(target)
      throw error
    }
    header = forkHeader
    storage = .file(forkWriter, forkIndex)
  }

  /// The first free `NAME.fork-N.jsonl` beside `path`, or in `folder` when given (a fork of a fork, or of an edit, is
  /// named after the original).
  static func forkPath(for path: String, in folder: String? = nil) -> String {
    derivedPath(for: path, marker: ".fork-", in: folder)
  }

  /// The first free `NAME.edit-N.jsonl` beside `path`, or in `folder` when given (an edit of a fork or of an edit is
  /// named after the original): where an edit of the journal at `path` goes unless told otherwise.
  public static func editPath(for path: String, in folder: String? = nil) -> String {
    derivedPath(for: path, marker: ".edit-", in: folder)
  }

  /// The first free `NAME<marker>N.jsonl` beside `path`, or in `folder`, NAME being `path`'s name up to `.jsonl` or a
  /// fork's or an edit's marker.
  static func derivedPath(for path: String, marker: String, in folder: String?) -> String {
    var base = path.hasSuffix(".jsonl") ? String(path.dropLast(6)) : path
    // The first marker, found by hand: `firstRange(of:)` would need macOS 13.
    if let start = base.indices.first(where: { base[$0...].hasPrefix(".fork-") || base[$0...].hasPrefix(".edit-") }) {
      base = String(base[..<start])
    }
    if let folder {
      let name = base.lastIndex(of: "/").map { base[base.index(after: $0)...] } ?? base[...]
      base = (folder.hasSuffix("/") ? folder : folder + "/") + name
    }
    var n = 1
    while SystemCall.fileExists("\(base)\(marker)\(n).jsonl") { n += 1 }
    return "\(base)\(marker)\(n).jsonl"
  }

  /// `path` made absolute, with no `.` or `..` and no symbolic links (`realpath`), or joined to the working directory
  /// when it cannot be resolved: how a journal names its parent, so that the name still holds from another directory.
  public static func absolutePath(_ path: String) -> String {
    if let resolved = realpath(path, nil) {
      defer { free(resolved) }
      return String(cString: resolved)
    }
    guard !path.hasPrefix("/"), let cwd = getcwd(nil, 0) else { return path }
    defer { free(cwd) }
    let folder = String(cString: cwd)
    return (folder.hasSuffix("/") ? folder : folder + "/") + path
  }

  /// The first free name of `STEM.jsonl`, `STEM-2.jsonl`, `STEM-3.jsonl` …: a journal written there replaces nothing,
  /// and a name taken by a dangling link counts as taken.
  public static func freePath(stem: String) -> String {
    var path = stem + ".jsonl"
    var n = 2
    while SystemCall.fileExists(path) {
      path = "\(stem)-\(n).jsonl"
      n += 1
    }
    return path
  }
}
