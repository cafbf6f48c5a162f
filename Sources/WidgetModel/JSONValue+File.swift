/// Data values that stand for files which are not JSON (`data KEY @FILE` of a plist, an image, plain text): the value
/// is an object of one member, `{"$text":"…"}` for UTF-8 text or `{"$base64":"…"}` for any other bytes, and the App
/// Group file a provider reads holds the text or the bytes themselves (docs/PROVIDERS.md, "Limits").
extension JSONValue {
  /// The member of a value that stands for a text file.
  public static let textFileMember = "$text"
  /// The member of a value that stands for a file of other bytes, in base64.
  public static let base64FileMember = "$base64"

  /// The value that stands for a file holding `bytes`: its JSON when it is UTF-8 JSON of at most
  /// `Limits.jsonValuesMax` values, else its text, else its bytes in base64.
  public static func file(_ bytes: [UInt8]) -> JSONValue {
    if let text = String(validating: bytes, as: UTF8.self) {
      if valueCountEstimate(bytes) <= Limits.jsonValuesMax, let value = try? JSONValue(parsing: text) { return value }
      return .object([(textFileMember, .string(text))])
    }
    return .object([(base64FileMember, .string(Base64.encode(bytes)))])
  }

  /// The bytes of the file this value stands for in a container: the text or the bytes of a value made by `file`,
  /// else the value's JSON text.
  public var fileBytes: [UInt8] {
    if case .object(let members) = self, members.count == 1, case .string(let text) = members[0].value {
      if members[0].key == Self.textFileMember { return Array(text.utf8) }
      if members[0].key == Self.base64FileMember, let bytes = Base64.decode(text) { return bytes }
    }
    return Array(serialized.utf8)
  }

  /// At least the number of JSON values that `bytes`, read as JSON, would make (each value but the first follows a
  /// `,` or opens with `[` or `{` outside strings, or is the first one), counted without parsing, so that a text too
  /// rich in values is refused before it takes memory as values.
  /// - Complexity: O(n) in the bytes.
  public static func valueCountEstimate(_ bytes: some Collection<UInt8>) -> Int {
    var count = 1
    var inString = false
    var escaped = false
    for byte in bytes {
      if inString {
        if escaped {
          escaped = false
        } else if byte == UInt8(ascii: "\\") {
          escaped = true
        } else if byte == UInt8(ascii: "\"") {
          inString = false
        }
      } else if byte == UInt8(ascii: "\"") {
        inString = true
      } else if byte == UInt8(ascii: ",") || byte == UInt8(ascii: "[") || byte == UInt8(ascii: "{") {
        count += 1
      }
    }
    return count
  }
}

/// Base64 (RFC 4648, with padding) for the bytes of files that are not text.
public enum Base64 {
  /// The 64 digits, in order.
  static let digits = Array("ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/".utf8)

  /// `bytes` in base64.
  public static func encode(_ bytes: [UInt8]) -> String {
    var out: [UInt8] = []
    out.reserveCapacity((bytes.count + 2) / 3 * 4)
    var i = 0
    while i < bytes.count {
      let b0 = UInt32(bytes[i])
      let b1 = i + 1 < bytes.count ? UInt32(bytes[i + 1]) : 0
      let b2 = i + 2 < bytes.count ? UInt32(bytes[i + 2]) : 0
      let word = b0 << 16 | b1 << 8 | b2
      out.append(digits[Int(word >> 18 & 63)])
      out.append(digits[Int(word >> 12 & 63)])
      out.append(i + 1 < bytes.count ? digits[Int(word >> 6 & 63)] : UInt8(ascii: "="))
      out.append(i + 2 < bytes.count ? digits[Int(word & 63)] : UInt8(ascii: "="))
      i += 3
    }
    return String(decoding: out, as: UTF8.self)
  }

  /// The bytes `text` holds in base64, or nil when it is not base64 with padding.
  public static func decode(_ text: String) -> [UInt8]? {
    let input = Array(text.utf8)
    guard input.count % 4 == 0 else { return nil }
    var out: [UInt8] = []
    out.reserveCapacity(input.count / 4 * 3)
    var i = 0
    while i < input.count {
      var word: UInt32 = 0
      var padding = 0
      for j in 0..<4 {
        let c = input[i + j]
        if c == UInt8(ascii: "=") && i + 4 == input.count && j >= 2 {
          padding += 1
          word <<= 6
          continue
        }
        guard padding == 0, let value = value(of: c) else { return nil }
        word = word << 6 | UInt32(value)
      }
      out.append(UInt8(word >> 16 & 0xFF))
      if padding < 2 { out.append(UInt8(word >> 8 & 0xFF)) }
      if padding < 1 { out.append(UInt8(word & 0xFF)) }
      i += 4
    }
    return out
  }

  /// A digit's value, or nil when it is none.
  static func value(of c: UInt8) -> UInt8? {
    switch c {
    case UInt8(ascii: "A")...UInt8(ascii: "Z"): return c - UInt8(ascii: "A")
    case UInt8(ascii: "a")...UInt8(ascii: "z"): return c - UInt8(ascii: "a") + 26
    case UInt8(ascii: "0")...UInt8(ascii: "9"): return c - UInt8(ascii: "0") + 52
    case UInt8(ascii: "+"): return 62
    case UInt8(ascii: "/"): return 63
    default: return nil
    }
  }
}
