/// What the extension's process wrote to its standard output and error during one call, bounded: the last
/// `bytesMax` bytes and how many came in all. The Swift runtime's message about a trap is among its last lines.
struct ExtensionOutput {
  /// The most bytes kept of one call's output.
  static let bytesMax = 16 * 1024

  /// The last bytes written, at most `bytesMax`.
  private(set) var tail: [UInt8] = []
  /// How many bytes were written in all.
  private(set) var total = 0

  /// Adds bytes written, keeping the last `bytesMax`.
  mutating func append(_ bytes: ArraySlice<UInt8>) {
    total += bytes.count
    tail += bytes.suffix(Self.bytesMax)
    if tail.count > Self.bytesMax { tail.removeFirst(tail.count - Self.bytesMax) }
  }

  /// The kept output as text.
  var text: String { String(decoding: tail, as: UTF8.self) }

  /// The kept output without the stack trace the Swift runtime prints after a trap's message (addresses that say
  /// nothing once the process is gone, and would crowd out what the provider printed before it).
  var withoutStackTrace: String {
    let text = text
    guard let start = text.range(of: "Current stack trace:\n") else { return text }
    return String(text[..<start.lowerBound]) + "(the runtime's stack trace, left out)\n"
  }

  /// The Swift runtime's report of a trap in the output, as a person reads it: `Fatal error: Unexpectedly found nil
  /// while unwrapping an Optional value (WeatherProvider.swift:30)`; nil when there is none. The runtime writes
  /// `FILE:LINE: Fatal error: MESSAGE` (or `Precondition failed`, `Assertion failed`); the last such line counts.
  var runtimeError: String? {
    let prefixes = ["Fatal error", "Precondition failed", "Assertion failed"]
    for line in text.split(separator: "\n").reversed() {
      for prefix in prefixes {
        guard let range = line.range(of: ": " + prefix) else { continue }
        let place = line[..<range.lowerBound]
        let message = line[range.lowerBound...].dropFirst(2)
        let file = place.split(separator: "/").last.map(String.init) ?? String(place)
        let shown = Self.quoted(SimulatedProviders.shortenedContainers(String(message)), max: 400)
        return file.isEmpty ? shown : "\(shown) (\(Self.quoted(file, max: 120)))"
      }
    }
    return nil
  }

  /// The end of `text` in at most `bytesMax` bytes of UTF-8, cut at a character's start.
  static func tail(of text: String, bytesMax: Int) -> String {
    guard text.utf8.count > bytesMax else { return text }
    var kept = Substring(text)
    while kept.utf8.count > bytesMax { kept = kept.dropFirst(max(1, (kept.utf8.count - bytesMax) / 4)) }
    return String(kept)
  }

  /// `text` cut to at most `max` characters (with an ellipsis), control characters shown as spaces: output that a
  /// reason may quote.
  static func quoted(_ text: String, max: Int) -> String {
    let plain = String(text.unicodeScalars.map { $0.value < 0x20 || $0.value == 0x7F ? " " : Character($0) })
    return plain.count <= max ? plain : String(plain.prefix(max - 1)) + "…"
  }
}
