import WidgetModel

#if canImport(Glibc)
  import Glibc
#endif

/// `check --samples PATH`: the app's own data, which the runs write (mutated) in place of JSON of any shape.
extension CheckCommand {
  /// The most sample files read.
  static let samplesMax = 256

  /// The samples at `path` by the key they are written under: a file `NAME` is a sample of the App Group file
  /// `NAME`; a folder holds such files, and a folder `NAME` inside it holds several samples of `NAME` (any file
  /// names). Every key must be one a kind of the check reads.
  /// - Throws: `UsageError` naming the file and the reason: not found, not JSON (with the byte), larger than the App
  ///   Group's limit, no kind reads it, too many files.
  static func samples(at path: String, kinds: [Kind]) throws(UsageError) -> [String: [JSONValue]] {
    var samples: [String: [JSONValue]] = [:]
    var files = 0
    func add(_ file: String, as key: String) throws(UsageError) {
      files += 1
      guard files <= samplesMax else {
        throw UsageError("--samples \(path): more than \(samplesMax) files; keep a few samples of each file")
      }
      samples[key, default: []].append(try sample(file))
    }
    switch kind(of: path) {
    case .file:
      try add(path, as: baseName(path))
    case .folder:
      for name in try entries(of: path) {
        let inner = path + "/" + name
        switch kind(of: inner) {
        case .file: try add(inner, as: name)
        case .folder:
          for file in try entries(of: inner) where kind(of: inner + "/" + file) == .file {
            try add(inner + "/" + file, as: name)
          }
        case nil: continue
        }
      }
    case nil:
      throw UsageError("--samples \(path): no such file or folder")
    }
    guard !samples.isEmpty else { throw UsageError("--samples \(path): no sample file in it") }
    let read = kinds.map(\.dataKey.text)
    for key in samples.keys.sorted() where !read.contains(key) {
      let near = NameSuggestion.nearest(to: key, in: read).map { "; did you mean '\($0)'?" } ?? ""
      throw UsageError(
        "--samples: no kind reads '\(key)'\(near) (a sample is named after the file it is a sample of: \(read.filter { !$0.contains("{") }.joined(separator: ", ")))"
      )
    }
    return samples
  }

  /// One sample file as JSON.
  static func sample(_ path: String) throws(UsageError) -> JSONValue {
    let fd = open(path, O_RDONLY | O_CLOEXEC)
    guard fd >= 0 else { throw UsageError("--samples \(path): cannot be read (\(String(cString: strerror(errno))))") }
    defer { close(fd) }
    var status = stat()
    guard fstat(fd, &status) == 0 else { throw UsageError("--samples \(path): cannot be read") }
    let limit = Limits.dataValueBytesMax
    guard Int(status.st_size) <= limit else {
      throw UsageError(
        "--samples \(path): \(status.st_size) bytes, over the \(limit) an App Group file may hold in this simulator")
    }
    var bytes = [UInt8](repeating: 0, count: Int(status.st_size))
    var filled = 0
    while filled < bytes.count {
      let count = bytes.withUnsafeMutableBytes { read(fd, $0.baseAddress! + filled, $0.count - filled) }
      guard count > 0 else { throw UsageError("--samples \(path): cannot be read") }
      filled += count
    }
    do {
      return try bytes.withUnsafeBufferPointer { buffer throws(JSONSyntaxError) in try JSONValue(parsing: buffer) }
    } catch {
      throw UsageError("--samples \(path): not JSON: \(error)")
    }
  }

  enum Entry { case file, folder }

  /// Whether `path` is a regular file or a folder (following links), nil for anything else or nothing.
  static func kind(of path: String) -> Entry? {
    var status = stat()
    guard stat(path, &status) == 0 else { return nil }
    switch status.st_mode & S_IFMT {
    case S_IFREG: return .file
    case S_IFDIR: return .folder
    default: return nil
    }
  }

  /// The names in a folder, sorted, without hidden ones.
  static func entries(of folder: String) throws(UsageError) -> [String] {
    guard let directory = opendir(folder) else { throw UsageError("--samples \(folder): cannot be listed") }
    defer { closedir(directory) }
    var names: [String] = []
    while let entry = readdir(directory) {
      let name = withUnsafePointer(to: entry.pointee.d_name) {
        $0.withMemoryRebound(to: CChar.self, capacity: 256) { String(cString: $0) }
      }
      if !name.hasPrefix(".") { names.append(name) }
    }
    return names.sorted()
  }

  static func baseName(_ path: String) -> String {
    path.split(separator: "/").last.map(String.init) ?? path
  }
}
