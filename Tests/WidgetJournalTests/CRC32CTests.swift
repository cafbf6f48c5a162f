import JournalWorkload
import PropertyTesting
import Testing

@testable import WidgetJournal

@Suite("CRC-32C")
struct CRC32CTests {
  /// The textbook bit-at-a-time CRC-32C, the oracle for the slicing-by-8 one.
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

  @Test("agrees with the bit-at-a-time oracle on random buffers of every length up to 300")
  func slicingMatchesNaive() {
    let seed = TestSupport.seed(0xC4C)
    var random = SplitMix64(seed: seed)
    for length in 0...300 {
      let bytes = (0..<length).map { _ in UInt8(truncatingIfNeeded: random.next()) }
      let fast = bytes.withUnsafeBufferPointer { CRC32C.checksum($0) }
      #expect(fast == Self.naive(bytes), "seed \(seed), length \(length)")
    }
  }
}
