import WidgetModel

/// Reads the one-part durations a journal usually holds (`45s`, `30m`, `500ms`) straight from bytes; any other
/// spelling (several parts, a long number, anything unusual) is left to `TimeSpan(text:)`, which this agrees with.
enum FastTimeSpan {
  /// The span of one to six digits followed by a unit (`d`, `h`, `m`, `s` or `ms`), or nil for any other text.
  static func parse(_ p: UnsafePointer<UInt8>, _ count: Int) -> TimeSpan? {
    guard count >= 2, count <= 8 else { return nil }
    var value: Int64 = 0
    var i = 0
    while i < count, p[i] &- 48 <= 9 {
      value = value * 10 + Int64(p[i] &- 48)
      i += 1
    }
    // At most six digits, so the product stays far below TimeSpan(text:)'s bound of 2^52 ms.
    guard i >= 1, i <= 6, let unit = unitMs(p + i, count - i) else { return nil }
    return TimeSpan(ms: value * unit)
  }

  /// The milliseconds in the unit spelt by the `count` bytes at `p`, or nil.
  static func unitMs(_ p: UnsafePointer<UInt8>, _ count: Int) -> Int64? {
    if count == 2 { return p[0] == UInt8(ascii: "m") && p[1] == UInt8(ascii: "s") ? 1 : nil }
    guard count == 1 else { return nil }
    switch p[0] {
    case UInt8(ascii: "d"): return 86_400_000
    case UInt8(ascii: "h"): return 3_600_000
    case UInt8(ascii: "m"): return 60_000
    case UInt8(ascii: "s"): return 1000
    default: return nil
    }
  }
}
