import PropertyTesting
import Testing

#if canImport(Glibc)
  import Glibc
#endif

/// Every journal dropped into journals/regressions/ is replayed forever after.
@Suite("Regression journals")
struct RegressionJournalTests {
  /// The package's journals/regressions folder, found from this file's path.
  static let folder: String = {
    var parts = #filePath.split(separator: "/", omittingEmptySubsequences: false)
    parts.removeLast(3)
    return parts.joined(separator: "/") + "/journals/regressions"
  }()

  /// The journals in the folder, sorted.
  static var journals: [String] {
    guard let directory = opendir(folder) else { return [] }
    defer { closedir(directory) }
    var names: [String] = []
    while let entry = readdir(directory) {
      let name = withUnsafeBytes(of: entry.pointee.d_name) { String(decoding: $0.prefix { $0 != 0 }, as: UTF8.self) }
      if name.hasSuffix(".jsonl") { names.append(name) }
    }
    return names.sorted()
  }

  @Test("the folder exists, with its README and at least one journal")
  func folderExists() {
    #expect(access(Self.folder + "/README.md", F_OK) == 0)
    #expect(!Self.journals.isEmpty)
  }

  @Test(
    "each regression journal replays without error, and its header's property holds at every step", arguments: journals)
  func replay(_ name: String) throws {
    switch try JournalCheck.run(path: Self.folder + "/" + name) {
    case .passed: break
    case .replayFailed(let reason): Issue.record("\(name) does not replay: \(reason)")
    case .unknownProperty(let property): Issue.record("\(name) names an unknown property '\(property)'")
    case .violated(let violation):
      Issue.record("\(name): property \(violation.property) fails at seq \(violation.seq): \(violation.message)")
    }
  }
}
