import CHardwareCRC

/// CRC-32C (Castagnoli: reflected polynomial 0x82F63B78, initial value and final xor 0xFFFFFFFF), the checksum of
/// each journal line; `checksum("123456789")` is 0xE3069283.
///
/// It uses the processor's crc32 instruction when there is one (SSE 4.2 on x86-64, through `CHardwareCRC`), else
/// slicing-by-16 tables; both give the same values.
public enum CRC32C {
  /// Whether the processor computes CRC-32C itself, decided once per process.
  static let hasHardware = whc_has_hardware() != 0

  /// Sixteen 256-entry tables for slicing-by-16: entry `k * 256 + b` is the CRC of byte `b` followed by `k` zero
  /// bytes. Allocated once and never freed, so the hot loop reads it without reference counting.
  nonisolated(unsafe) static let tables: UnsafePointer<UInt32> = {
    var tables = [UInt32](repeating: 0, count: 16 * 256)
    for n in 0..<256 {
      var c = UInt32(n)
      for _ in 0..<8 { c = c & 1 != 0 ? (c >> 1) ^ 0x82F6_3B78 : c >> 1 }
      tables[n] = c
    }
    for k in 1..<16 {
      for n in 0..<256 {
        let previous = tables[(k - 1) * 256 + n]
        tables[k * 256 + n] = (previous >> 8) ^ tables[Int(previous & 0xFF)]
      }
    }
    let pointer = UnsafeMutablePointer<UInt32>.allocate(capacity: tables.count)
    pointer.initialize(from: tables, count: tables.count)
    return UnsafePointer(pointer)
  }()

  /// The CRC-32C of the UTF-8 bytes of `text`.
  public static func checksum(_ text: String) -> UInt32 {
    var copy = text
    return copy.withUTF8 { checksum($0) }
  }

  /// The CRC-32C of a byte buffer.
  public static func checksum(_ bytes: UnsafeBufferPointer<UInt8>) -> UInt32 {
    update(0xFFFF_FFFF, bytes) ^ 0xFFFF_FFFF
  }

  /// Continues a running (not yet finalised) CRC over more bytes, with the hardware when there is some.
  @inline(__always)
  static func update(_ start: UInt32, _ bytes: UnsafeBufferPointer<UInt8>) -> UInt32 {
    hasHardware ? hardwareUpdate(start, bytes) : softwareUpdate(start, bytes)
  }

  /// Continues a running CRC with the processor's crc32 instruction, eight bytes at a time.
  /// - Precondition: `hasHardware`.
  static func hardwareUpdate(_ start: UInt32, _ bytes: UnsafeBufferPointer<UInt8>) -> UInt32 {
    guard let base = bytes.baseAddress else { return start }
    return whc_update(start, base, bytes.count)
  }

  /// Continues a running (not yet finalised) CRC over more bytes through the tables, sixteen at a time.
  /// - Complexity: O(n), about one table lookup per byte, with few dependent steps.
  static func softwareUpdate(_ start: UInt32, _ bytes: UnsafeBufferPointer<UInt8>) -> UInt32 {
    guard let base = bytes.baseAddress else { return start }
    let count = bytes.count
    var crc = start
    var i = 0
    while i &+ 16 <= count {
      let first = UInt64(littleEndian: UnsafeRawPointer(base + i).loadUnaligned(as: UInt64.self))
      let second = UInt64(littleEndian: UnsafeRawPointer(base + i + 8).loadUnaligned(as: UInt64.self))
      crc =
        lookup(UInt32(truncatingIfNeeded: first) ^ crc, 12) ^ lookup(UInt32(truncatingIfNeeded: first &>> 32), 8)
        ^ lookup(UInt32(truncatingIfNeeded: second), 4) ^ lookup(UInt32(truncatingIfNeeded: second &>> 32), 0)
      i &+= 16
    }
    if i &+ 8 <= count {
      let word = UInt64(littleEndian: UnsafeRawPointer(base + i).loadUnaligned(as: UInt64.self))
      crc = lookup(UInt32(truncatingIfNeeded: word) ^ crc, 4) ^ lookup(UInt32(truncatingIfNeeded: word &>> 32), 0)
      i &+= 8
    }
    while i < count {
      crc = tableUpdate(crc, byte: base[i])
      i &+= 1
    }
    return crc
  }

  /// The combined table entries of the four bytes of `word` (little-endian) when `table` more bytes follow them.
  @inline(__always)
  static func lookup(_ word: UInt32, _ table: Int) -> UInt32 {
    let t = tables
    return t[(table + 3) &* 256 &+ Int(word & 0xFF)] ^ t[(table + 2) &* 256 &+ Int((word &>> 8) & 0xFF)]
      ^ t[(table + 1) &* 256 &+ Int((word &>> 16) & 0xFF)] ^ t[table &* 256 &+ Int(word &>> 24)]
  }

  /// Continues a running CRC over one byte, with the hardware when there is some.
  @inline(__always)
  static func update(_ crc: UInt32, byte: UInt8) -> UInt32 {
    hasHardware ? whc_update_byte(crc, byte) : tableUpdate(crc, byte: byte)
  }

  /// Continues a running CRC over one byte through the first table.
  @inline(__always)
  static func tableUpdate(_ crc: UInt32, byte: UInt8) -> UInt32 {
    tables[Int((crc ^ UInt32(byte)) & 0xFF)] ^ (crc &>> 8)
  }

  /// The checksum as 8 lowercase hex digits.
  public static func hex(_ crc: UInt32) -> String {
    let digits = String(crc, radix: 16)
    return String(repeating: "0", count: 8 - digits.count) + digits
  }
}
