/// The one rule for widget ids: the automatic ones the model hands out (`w1`, `w2`, …, up to nine digits, no leading
/// zero) and the chosen names `add … as ID` may give, which must not look automatic.
public enum WidgetID {
  /// The last automatic number: an automatic id has at most nine digits, so `w999999999` is the last; after it,
  /// `add` needs `as ID` (docs/MODEL.md, "Widgets, timelines and what is displayed").
  public static let automaticMax = 999_999_999

  /// The automatic id numbered `number`, as `add` without `as` names a widget.
  public static func automatic(_ number: Int) -> String {
    precondition(number >= 1 && number <= automaticMax, "automatic ids are numbered from 1 to \(automaticMax)")
    return "w\(number)"
  }

  /// The number of an automatic id `w<n>`, or nil for a chosen name.
  public static func automaticNumber(_ id: String) -> Int? {
    // Bytes, not characters: an automatic id is ASCII, and any other byte fails the digit test as its character did.
    let bytes = id.utf8
    guard bytes.first == UInt8(ascii: "w"), bytes.count > 1, bytes.count <= 10 else { return nil }
    let digits = bytes.dropFirst()
    guard digits.allSatisfy({ $0 >= UInt8(ascii: "0") && $0 <= UInt8(ascii: "9") }), digits.first != UInt8(ascii: "0")
    else { return nil }
    return Int(id.dropFirst())
  }

  /// Whether `id` is automatic, so that a command names it by leaving `as ID` out rather than by writing it.
  public static func isAutomatic(_ id: String) -> Bool { automaticNumber(id) != nil }
}
