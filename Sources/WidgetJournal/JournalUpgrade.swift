import WidgetModel

/// Reading older journal formats: each line is upgraded to the current shape as it is read, and a journal that is
/// to be appended to is copied to a current-format file beside it as it is opened (`UpgradeCopy`; the original stays
/// untouched).
///
/// Format v0 (before checksums): the same header with `"version":0`; action lines named their sequence number
/// `"n"` and their action `"type"` (`{"n":4,"type":"tick","to":"2026-03-01T09:00:00Z"}`) and carried no `"crc"`.
public enum JournalUpgrade {
  /// A v0 (or later, older than current) line's members in the current shape.
  /// - Throws: `DecodeError` when the line does not fit its format.
  public static func upgradeLine(_ members: [(key: String, value: JSONValue)], from version: Int) throws(DecodeError)
    -> [(key: String, value: JSONValue)]
  {
    precondition(version < JournalHeader.currentVersion, "only older formats are upgraded")
    var upgraded: [(key: String, value: JSONValue)] = []
    for member in members {
      switch member.key {
      case "n": upgraded.append(("seq", member.value))
      case "type": upgraded.append(("action", member.value))
      case "crc", "seq", "action":
        throw DecodeError("\"\(member.key)\" is not a member of v0 lines (they have \"n\" and \"type\", no checksum)")
      default: upgraded.append(member)
      }
    }
    return upgraded
  }

  /// The current-format header for an older journal: same start, settings and extra members, and `upgradedFrom`.
  public static func upgradedHeader(_ header: JournalHeader) -> JournalHeader {
    var upgraded = JournalHeader(start: header.start, settings: header.settings, extra: header.extra)
    upgraded.extra.removeAll { $0.key == "upgradedFrom" }
    upgraded.extra.append(("upgradedFrom", .int(Int64(header.version))))
    return upgraded
  }

  /// The first free `NAME.v<current>.jsonl` (then `NAME.v<current>-2.jsonl` …) beside `path`.
  public static func upgradedPath(for path: String) -> String {
    let base = path.hasSuffix(".jsonl") ? String(path.dropLast(6)) : path
    return Journal.freePath(stem: "\(base).v\(JournalHeader.currentVersion)")
  }
}
