import Foundation
import Testing
import WidgetJournal
import WidgetModel
import WidgetSimRecorder

/// A fake widget extension: answers `count` timeline calls for `kind`, each recorded by the extension recorder, with
/// no pause between them, so that two such processes append to the file at the same time.
private func fakeExtension(path: String, kind: String, count: Int) {
  let recorder = ExtensionRecorder(file: URL(fileURLWithPath: path)) { note in
    FileHandle.standardError.write(Data("\(note)\n".utf8))
    exit(3)
  }
  let start = Date(timeIntervalSince1970: 1_772_352_000)
  for n in 0..<count {
    let entries = (0..<5).map { start + Double(n * 60 + $0 * 3600) }
    let completion = recorder.recording(
      .timeline, kind: kind, family: "systemSmall", preview: false, config: ["city": "Beijing", "n": .int(Int64(n))],
      { (_: [Date]) in }, answer: { .init(entryDates: $0, policy: .after($0[0] + 900)) })
    completion(entries)
  }
}

@Suite("The extension's recorder")
struct ExtensionRecorderTests {
  @Test("two extension processes appending at once write every line whole, none lost or torn")
  func twoProcessesAppend() async throws {
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent("ext-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: folder) }
    let path = folder.appendingPathComponent(ExtensionRecorder.fileName).path
    async let first = #expect(processExitsWith: .success) { [path = path as String] in
      fakeExtension(path: path, kind: "weather", count: 400)
    }
    async let second = #expect(processExitsWith: .success) { [path = path as String] in
      fakeExtension(path: path, kind: "stocks", count: 400)
    }
    _ = await (first, second)
    let text = try String(contentsOfFile: path, encoding: .utf8)
    #expect(text.hasSuffix("\n"))
    var seen: [String: [Int64]] = [:]
    for (number, line) in text.split(separator: "\n", omittingEmptySubsequences: false).dropLast().enumerated() {
      let observation = try Array(line.utf8).withUnsafeBufferPointer { (bytes) throws(JournalError) in
        try Observation.decode(bytes, lineNumber: number + 1)
      }
      #expect(observation.event == .timeline && observation.entries == 5 && observation.preview == false)
      seen[observation.kind ?? "?", default: []].append(observation.config?["n"]?.intValue ?? -1)
    }
    // Each process's calls are all there, in the order it made them.
    #expect(seen["weather"] == Array(0..<400))
    #expect(seen["stocks"] == Array(0..<400))
  }

  @Test("a timeline call is recorded with its time, family, configuration, entries, policy and duration")
  func oneCall() throws {
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent("ext-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: folder) }
    let time = FakeTime(Date(timeIntervalSince1970: 1_772_352_000.25))
    let recorder = ExtensionRecorder(container: folder, clock: time.clock)
    let entryDate = Date(timeIntervalSince1970: 1_772_355_600)
    let completion = recorder.recording(
      .timeline, kind: "weather", family: "systemMedium", preview: true, config: ["city": "Shanghai"],
      { (_: Int) in }, answer: { _ in .init(entryDates: [entryDate], policy: .atEnd) })
    time.advance(1.5)
    completion(1)
    let text = try String(contentsOf: folder.appendingPathComponent(ExtensionRecorder.fileName), encoding: .utf8)
    #expect(
      text.hasPrefix(
        "{\"observed\":\"timeline\",\"at\":\"2026-03-01T08:00:00.250Z\",\"kind\":\"weather\",\"family\":\"systemMedium\","
          + "\"config\":{\"city\":\"Shanghai\"},\"entries\":1,\"firstEntry\":\"2026-03-01T09:00:00Z\","
          + "\"lastEntry\":\"2026-03-01T09:00:00Z\",\"policy\":\"atEnd\",\"tookMs\":1500,\"preview\":true,\"crc\":"),
      "\(text)")
  }

  @Test("a call whose line would be too long for one atomic append is not written, and the note says why")
  func tooLong() throws {
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent("ext-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: folder) }
    let notes = Notes()
    let file = folder.appendingPathComponent("x.jsonl")
    let recorder = ExtensionRecorder(file: file) { notes.add($0) }
    recorder.record(
      .timeline, kind: String(repeating: "k", count: 5000), family: "systemSmall", preview: false, started: Date(),
      finished: Date(), answer: .init(entryDates: []))
    #expect(!FileManager.default.fileExists(atPath: file.path))
    #expect(notes.all.count == 1 && notes.all[0].contains("over 4096"), "\(notes.all)")
  }
}
