import Testing
import WidgetModel

@testable import WidgetJournal

/// Every setting's `set` line and header member, read back: the journal's side of `SettingTable`.
@Suite("Every setting's journal line and header member read back")
struct SettingLineTests {
  static let start = Instant(iso8601: "2026-03-01T08:00:00Z")!

  /// A row's default and the values of its samples (each with its first zone), choices and suggestions.
  static func values(of row: SettingTable.Row) throws -> [Setting] {
    var texts = (row.choices ?? []) + row.suggestions
    if let samples = row.samples {
      texts += samples.values.map { value in samples.zones.first.map { value + "@" + $0 } ?? value }
    }
    return try [row.defaultValue] + texts.map { try row.parse($0, zone: .utc, now: start) }
  }

  @Test(
    "each row's values read back from a set line through both decoders, and from a header", arguments: SettingTable.rows
  )
  func readBack(row: SettingTable.Row) throws {
    for setting in try Self.values(of: row) {
      let line = ActionCodec.encode(.settingChanged(setting), seq: 9)
      #expect(try ActionCodec.decode(line, lineNumber: 3).action == .settingChanged(setting))
      let verdict = LineVerdict(line)
      #expect(verdict.agrees && verdict.succeeded && verdict.fastDecoded, "\(verdict.detail)")
      var settings = Settings()
      settings.apply(setting)
      let header = JournalHeader(start: Self.start, settings: settings)
      let parsed = try JournalHeader.parse(header.line)
      #expect(parsed.settings == settings && parsed.line == header.line, "\(header.line)")
      // A header at the defaults names only the settings of the first format.
      #expect(header.line.contains("\"\(row.name)\":") == (row.written == .always || setting != row.defaultValue))
    }
  }
}

extension SettingTable.Row: CustomTestStringConvertible {
  /// The setting's name, for test results.
  public var testDescription: String { name }
}
