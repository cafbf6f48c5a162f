import JournalWorkload
import PropertyTesting
import Testing

@testable import WidgetJournal

@Suite("CRC-32C")
struct CRC32CTests {
  /// The textbook bit-at-a-time CRC-32C, the oracle for the slicing-by-16 one.
  static func naive(_ bytes: [UInt8]) -> UInt32 {
    var crc: UInt32 = 0xFFFF_FFFF
    for byte in bytes {
      crc ^= UInt32(byte)
      for _ in 0..<8 { crc = crc & 1 != 0 ? (crc >> 1) ^ 0x82F6_3B78 : crc >> 1 }
    }
    return crc ^ 0xFFFF_FFFF
  }

  @Test("gives the standard check value for \"123456789\"")
  func checkValue() {
    #expect(CRC32C.checksum("123456789") == 0xE306_9283)
    #expect(CRC32C.hex(0xE306_9283) == "e3069283")
    #expect(CRC32C.hex(0x0000_00AB) == "000000ab")
  }

  /// The CRC-32C of `bytes` continued from `start` by the table-driven path, finalised.
  static func software(_ bytes: [UInt8], from start: UInt32 = 0xFFFF_FFFF) -> UInt32 {
    bytes.withUnsafeBufferPointer { CRC32C.softwareUpdate(start, $0) } ^ 0xFFFF_FFFF
  }

  /// The CRC-32C of `bytes` continued from `start` by the processor's instruction, finalised.
  static func hardware(_ bytes: [UInt8], from start: UInt32 = 0xFFFF_FFFF) -> UInt32 {
    bytes.withUnsafeBufferPointer { CRC32C.hardwareUpdate(start, $0) } ^ 0xFFFF_FFFF
  }

  @Test("gives the check value on the table-driven path")
  func softwareCheckValue() {
    #expect(Self.software(Array("123456789".utf8)) == 0xE306_9283)
  }

  @Test("gives the check value with the processor's instruction, when it has one")
  func hardwareCheckValue() {
    guard CRC32C.hasHardware else { return }
    #expect(Self.hardware(Array("123456789".utf8)) == 0xE306_9283)
    #expect(CRC32C.update(0xFFFF_FFFF, byte: 0x31) == CRC32C.tableUpdate(0xFFFF_FFFF, byte: 0x31))
  }

  @Test("hardware and table-driven paths agree on random buffers of every length up to 300, from random starts")
  func hardwareMatchesSoftware() {
    guard CRC32C.hasHardware else { return }
    let seed = TestSupport.seed(0xC4C2)
    var random = SplitMix64(seed: seed)
    for length in 0...300 {
      let bytes = (0..<length).map { _ in UInt8(truncatingIfNeeded: random.next()) }
      let start = UInt32(truncatingIfNeeded: random.next())
      let byte = UInt8(truncatingIfNeeded: random.next())
      #expect(Self.hardware(bytes, from: start) == Self.software(bytes, from: start), "seed \(seed), length \(length)")
      #expect(
        CRC32C.update(start, byte: byte) == CRC32C.tableUpdate(start, byte: byte), "seed \(seed), length \(length)")
    }
  }

  @Test("agrees with the bit-at-a-time oracle on random buffers of every length up to 300")
  func slicingMatchesNaive() {
    let seed = TestSupport.seed(0xC4C)
    var random = SplitMix64(seed: seed)
    for length in 0...300 {
      let bytes = (0..<length).map { _ in UInt8(truncatingIfNeeded: random.next()) }
      let fast = bytes.withUnsafeBufferPointer { CRC32C.checksum($0) }
      #expect(fast == Self.naive(bytes), "seed \(seed), length \(length)")
      #expect(Self.software(bytes) == Self.naive(bytes), "seed \(seed), length \(length)")
    }
  }
}
