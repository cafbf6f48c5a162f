/// CRC-32C (Castagnoli), the checksum of each journal action line.
public enum CRC32C {
  static let table: [UInt32] = (0..<256).map { (n: Int) -> UInt32 in
    var c = UInt32(n)
    for _ in 0..<8 { c = c & 1 != 0 ? (c >> 1) ^ 0x82F6_3B78 : c >> 1 }
    return c
  }

  /// The CRC-32C of the UTF-8 bytes of `text`.
  public static func checksum(_ text: String) -> UInt32 {
    var copy = text
    return copy.withUTF8 { checksum($0) }
  }

  /// The CRC-32C of a byte buffer.
  public static func checksum(_ bytes: UnsafeBufferPointer<UInt8>) -> UInt32 {
    var crc: UInt32 = 0xFFFF_FFFF
    table.withUnsafeBufferPointer { table in
      for byte in bytes { crc = table[Int((crc ^ UInt32(byte)) & 0xFF)] ^ (crc >> 8) }
    }
    return crc ^ 0xFFFF_FFFF
  }

  /// The checksum as 8 lowercase hex digits.
  public static func hex(_ crc: UInt32) -> String {
    let digits = String(crc, radix: 16)
    return String(repeating: "0", count: 8 - digits.count) + digits
  }
}
