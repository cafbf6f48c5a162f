import Foundation
import Testing
import WidgetJournal
@_spi(WidgetSimHost) import WidgetKit
import WidgetModel
import WidgetSim

/// The simulator's own limits sit above what real extensions do: a 5 MB App Group file of bytes, a timeline of 3,000
/// entries and a megabyte of provider output go through the test program's extension processes, into the journal
/// in part lines (docs/JOURNAL.md, "Long actions"), and back out of it by replay with the same digest.
@Suite("Real sizes through the simulator program", .serialized)
struct RealSizesTests {
  @Test("a 5 MB App Group file, a 3,000-entry timeline and a 1 MB output are recorded and replay to the same digest")
  func realSizes() throws {
    let folder = try ExtensionProcessTests.folder()
    defer { try? FileManager.default.removeItem(at: folder) }
    // Bytes that are no text (every value, in no order), made eight at a time.
    var word: UInt64 = 0x9E37_79B9_7F4A_7C15
    var blob = [UInt8](repeating: 0, count: 5 << 20)
    for index in stride(from: 0, to: blob.count, by: 8) {
      word = word &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
      withUnsafeBytes(of: word) { blob.replaceSubrange(index..<(index + 8), with: $0) }
    }
    let blobPath = folder.appendingPathComponent("blob.bin").path
    #expect(FileManager.default.createFile(atPath: blobPath, contents: Data(blob)))
    var sum: UInt32 = 0
    for byte in blob { sum = sum &* 31 &+ UInt32(byte) }
    let journal = folder.appendingPathComponent("sizes.jsonl").path
    let run = try ExtensionProcessTests.run(
      ["data blob.bin @\(blobPath)", "add filesize", "add countdown", "add megabyte", "tick 1h"], journal: journal)
    #expect(run.status == 0, "\(run.errors)")

    let replay = try JournalReplay.replay(path: journal)
    #expect(replay.error == nil)
    let state = replay.state
    // The provider read the very bytes of the file, in its own process, from the App Group container.
    #expect(Self.display(state, "w1")?["content"]?["count"] == .int(5 << 20))
    #expect(Self.display(state, "w1")?["content"]?["note"] == .string("sum \(sum)"))
    #expect(Self.display(state, "w2")?["entries"] == .int(3000))
    #expect(Self.display(state, "w2")?["status"] == .string("live"))
    let note = Self.display(state, "w3")?["content"]?["note"]?.stringValue ?? ""
    #expect(note.utf8.count >= 1_000_000)

    // Every line of the file within the line limit, the header saying the journal holds part lines.
    let text = try String(contentsOfFile: journal, encoding: .utf8)
    let lines = text.split(separator: "\n")
    #expect(lines.allSatisfy { $0.utf8.count <= Limits.journalLineBytesMax })
    #expect(lines.first?.contains(#""version":\#(JournalParts.formatVersion)"#) == true)
    #expect(lines.contains { $0.contains(#""part":2"#) })
    let verified = try JournalVerifier.verify(path: journal)
    #expect(verified.problems.isEmpty)
    #expect(verified.state?.digest == replay.state.digest)
    let digest = try ExtensionProcessTests.execute(["replay", journal, "--digest"])
    #expect(digest.output.trimmingCharacters(in: .whitespacesAndNewlines) == replay.state.digest)
    let rerun = try ExtensionProcessTests.execute(["replay", journal, "--rerun-providers"])
    #expect(rerun.status == 0 && rerun.output.contains("every output matches the recording"), "\(rerun.output)")
  }

  @Test("the simulator program's provider limits end their reasons with the model's words")
  func sameLimitWords() {
    #expect(ProviderLimits.simulatorLimitWords == Limits.simulatorLimitWords)
  }

  /// The `display` member of widget `id` in the state's JSON.
  static func display(_ state: SimState, _ id: String) -> JSONValue? {
    guard let widget = state.widgets[id] else { return nil }
    return state.widgetJSONValue(widget)["display"]
  }
}
