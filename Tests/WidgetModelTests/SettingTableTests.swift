import Foundation
import Testing
import WidgetModel

/// The table of settings (`SettingTable`): one row per case of `Setting`, and every row's values read back as
/// themselves through `set`'s text and the journal's JSON.
@Suite("One row per setting, whose values round-trip")
struct SettingTableTests {
  /// The values of a row to try: its default, its samples (with each zone), its choices and its suggestions.
  static func values(of row: SettingTable.Row) throws -> [Setting] {
    var texts = (row.choices ?? []) + row.suggestions
    if let samples = row.samples {
      texts +=
        samples.zones.isEmpty
        ? samples.values
        : samples.values.flatMap { value in
          samples.zones.map { value + "@" + $0 }
        }
      if samples.noneChance > 0 { texts.append(Settings.none) }
    }
    let now = Instant(iso8601: "2026-03-01T08:00:00Z")!
    return try [row.defaultValue] + texts.map { try row.parse($0, zone: .utc, now: now) }
  }

  @Test("every case of Setting has exactly one row, which reads and writes that case")
  func oneRowPerCase() {
    let keys = SettingTable.rows.map(\.key)
    #expect(Set(keys) == Set(Setting.Key.allCases))
    #expect(keys.count == Setting.Key.allCases.count, "a setting has no row, or two")
    for row in SettingTable.rows {
      #expect(row.name == String(describing: row.key))
      #expect(row.defaultValue.key == row.key, "\(row.name)'s row makes another case")
      #expect(SettingTable.row(named: row.name)?.key == row.key)
    }
    #expect(Settings.names == SettingTable.rows.map(\.name))
  }

  @Test("each row's values read back through set's text and the journal's JSON", arguments: SettingTable.rows)
  func roundTrip(row: SettingTable.Row) throws {
    let values = try Self.values(of: row)
    #expect(values.count >= 2, "\(row.name) tries only its default")
    for setting in values {
      try row.check(setting)
      let text = row.text(of: setting)
      #expect(setting.valueText == text)
      #expect(try row.parse(text, zone: .utc, now: Limits.instantMin) == setting, "\(row.name)=\(text)")
      let json = row.json(of: setting)
      #expect(try row.decode(json) == setting, "\(row.name): \(json.serialized)")
      #expect(try row.decode(JSONValue(parsing: json.serialized)) == setting, "\(row.name): \(json.serialized)")
      var settings = Settings()
      settings.apply(setting)
      #expect(row.value(in: settings) == setting)
      #expect(row.isDefault(in: settings) == (setting == row.defaultValue))
    }
  }

  @Test("each row's help line gives its default after its usage", arguments: SettingTable.rows)
  func helpGivesDefault(row: SettingTable.Row) {
    let plain = row.text(in: Settings())
    #expect(row.helpLine.hasPrefix(row.name + "=" + row.form + ": "))
    #expect(
      row.helpLine.contains("default \(plain)") || row.helpLine.contains("Default \(plain)"),
      "\(row.name)'s help does not give its default \(plain)")
  }

  @Test("docs/MODEL.md's table of settings has one line per row, giving the row's default")
  func documented() throws {
    let docs = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("../../docs/MODEL.md")
    let text = try String(contentsOf: docs, encoding: .utf8)
    let section = try #require(text.range(of: "\n## Settings\n"))
    let end = text.range(of: "\n## ", range: section.upperBound..<text.endIndex)?.lowerBound ?? text.endIndex
    let lines = text[section.upperBound..<end].split(separator: "\n")
    for row in SettingTable.rows {
      let documented = lines.filter { $0.hasPrefix("| `\(row.name)` |") }
      #expect(documented.count == 1, "docs/MODEL.md has \(documented.count) lines for \(row.name)")
      guard let line = documented.first else { continue }
      let cells = line.split(separator: "|").map { $0.trimmingCharacters(in: .whitespaces) }
      #expect(cells[1].replacingOccurrences(of: "`", with: "") == row.text(in: Settings()), "\(row.name)'s default")
    }
  }
}

extension SettingTable.Row: CustomTestStringConvertible {
  /// The setting's name, for test results.
  public var testDescription: String { name }
}
