import Foundation
import Testing

/// docs/PROVIDERS.md's compatibility table, checked: every row's snippet is compiled by `swiftc` against the built
/// `WidgetKit`, `AppIntents` and `OSLog` modules in Swift 5 and Swift 6 language modes, and compiles or fails as
/// the row's two columns say. Slow (a compiler run per snippet and mode), so a system test.
@Suite("The compatibility table of docs/PROVIDERS.md")
struct CompatibilityTableTests {
  /// One row of the table: its snippet's name and what each language mode does with it.
  struct Row: CustomStringConvertible {
    var name: String
    var swift5Compiles: Bool
    var swift6Compiles: Bool
    var description: String { name }
  }

  /// The package's root folder.
  static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
    .deletingLastPathComponent()

  /// The build folder of the test bundle, which holds the modules the snippets import.
  static var buildFolder: URL {
    let beside = URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent()
    if FileManager.default.fileExists(atPath: beside.appendingPathComponent("Modules/WidgetKit.swiftmodule").path) {
      return beside
    }
    return root.appendingPathComponent(".build/debug")
  }

  /// The documentation's text.
  static func documentation() throws -> String {
    try String(contentsOf: root.appendingPathComponent("docs/PROVIDERS.md"), encoding: .utf8)
  }

  /// The table's rows, in order: each line of the "## Compatibility" section that starts with "| `name`".
  static func rows(in text: String) throws -> [Row] {
    let section = try #require(text.range(of: "\n## Compatibility\n"), "docs/PROVIDERS.md has no Compatibility section")
    let lines = text[section.upperBound...].split(separator: "\n").prefix { !$0.hasPrefix("## ") }
    return try lines.filter { $0.hasPrefix("| `") }.map { line in
      let cells = line.split(separator: "|").map { $0.trimmingCharacters(in: .whitespaces) }
      let name = try #require(cells.first?.split(separator: "`").first.map(String.init), "\(line)")
      #expect(cells.count == 4, "the row \(name) has its snippet, Swift 5, Swift 6 and here")
      let modes = cells.dropFirst().prefix(2)
      #expect(modes.allSatisfy { $0 == "compiles" || $0 == "fails" }, "\(name): \(modes)")
      return Row(name: name, swift5Compiles: modes.first == "compiles", swift6Compiles: modes.last == "compiles")
    }
  }

  /// The snippets by name: each "```swift compat=NAME" block's code.
  static func snippets(in text: String) -> [String: String] {
    var snippets: [String: String] = [:]
    var name: String?
    var code = ""
    for line in text.split(separator: "\n", omittingEmptySubsequences: false) {
      if let current = name {
        if line == "```" {
          snippets[current] = code
          name = nil
        } else {
          code += line + "\n"
        }
      } else if line.hasPrefix("```swift compat=") {
        name = String(line.dropFirst("```swift compat=".count))
        code = ""
      }
    }
    return snippets
  }

  /// Whether `code` compiles in Swift `mode` against the built modules, and the compiler's messages.
  static func compiles(_ code: String, name: String, mode: Int) throws -> (Bool, String) {
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent("compat-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: folder) }
    let file = folder.appendingPathComponent("\(name).swift")
    try Data(code.utf8).write(to: file)
    let build = buildFolder
    let process = Process()
    process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
    process.arguments = [
      "swiftc", "-typecheck", "-parse-as-library", "-swift-version", "\(mode)",
      "-I", build.appendingPathComponent("Modules").path,
      "-Xcc", "-fmodule-map-file=" + build.appendingPathComponent("CSimulatedClock.build/module.modulemap").path,
      "-module-cache-path", build.appendingPathComponent("ModuleCache").path, file.path,
    ]
    let output = Pipe()
    process.standardOutput = output
    process.standardError = output
    try process.run()
    let messages = String(decoding: output.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
    process.waitUntilExit()
    return (process.terminationStatus == 0, messages)
  }

  @Test("every row has a snippet and every snippet a row; the modules the snippets import are built")
  func rowsAndSnippets() throws {
    let text = try Self.documentation()
    let rows = try Self.rows(in: text)
    #expect(rows.count >= 20)
    #expect(Set(rows.map(\.name)) == Set(Self.snippets(in: text).keys))
    for module in ["WidgetKit", "AppIntents", "OSLog"] {
      let path = Self.buildFolder.appendingPathComponent("Modules/\(module).swiftmodule").path
      #expect(FileManager.default.fileExists(atPath: path), "build the package first: \(path)")
    }
  }

  @Test("each row's snippet compiles, or fails, in Swift 5 and Swift 6 modes as the row says", arguments: [5, 6])
  func snippetsCompileAsTheTableSays(mode: Int) throws {
    let text = try Self.documentation()
    let snippets = Self.snippets(in: text)
    for row in try Self.rows(in: text) {
      let code = try #require(snippets[row.name], "no snippet for \(row.name)")
      let expected = mode == 5 ? row.swift5Compiles : row.swift6Compiles
      let (compiled, messages) = try Self.compiles(code, name: row.name, mode: mode)
      #expect(
        compiled == expected,
        "\(row.name) in Swift \(mode) mode \(compiled ? "compiles" : "fails"); the table says it \(expected ? "compiles" : "fails")\n\(messages)"
      )
    }
  }
}
