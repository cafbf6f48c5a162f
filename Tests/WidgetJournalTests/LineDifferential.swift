import Foundation
import JournalWorkload
import PropertyTesting
import WidgetModel

@testable import WidgetJournal

/// Variants of an encoded action line: canonical, without checksum, respelled, and damaged.
enum LineVariants {
  static func all(_ encoded: String, seq: Int, _ random: inout SplitMix64) -> [String] {
    let plain = withoutChecksum(encoded)
    var lines = [encoded, plain]
    let members = (try? members(of: plain)) ?? []
    let respelled = JSONGenerator.spell(.object(members.shuffled(using: &random)), &random)
    lines.append(respelled)
    let tight = JSONGenerator.spell(.object(members), &random).trimmingCharacters(in: .whitespacesAndNewlines)
    lines.append(withChecksum(tight))
    lines.append(mutated(members, &random))
    var damaged = Array(encoded.utf8)
    damaged = JSONGenerator.corrupt(damaged, &random)
    lines.append(String(decoding: damaged, as: UTF8.self))
    return lines
  }

  static func withoutChecksum(_ line: String) -> String {
    guard let range = line.range(of: ",\"crc\":\"", options: .backwards) else { return line }
    return String(line[..<range.lowerBound]) + "}"
  }

  /// The line (ending with `}`) with a checksum member computed over it.
  static func withChecksum(_ line: String) -> String {
    guard line.hasSuffix("}") else { return line }
    let crc = CRC32CTests.naive(Array(line.utf8))
    return String(line.dropLast()) + ",\"crc\":\"\(CRC32C.hex(crc))\"}"
  }

  static func members(of line: String) throws -> [(key: String, value: JSONValue)] {
    let value = try JSONValue(parsing: line)
    return value.objectValue ?? []
  }

  /// The members with one plausible hand-editing mistake.
  static func mutated(_ members: [(key: String, value: JSONValue)], _ random: inout SplitMix64) -> String {
    var edited = members
    let index = edited.isEmpty ? 0 : random.below(edited.count)
    switch random.below(9) {
    case 0 where !edited.isEmpty: edited.remove(at: index)
    case 1: edited.append(("extra", .int(1)))
    case 2 where !edited.isEmpty: edited[index].value = .int(7)
    case 3 where !edited.isEmpty: edited[index].value = .string("7")
    case 4: edited.append(edited.first ?? ("seq", .int(1)))
    case 5: edited = edited.map { $0.key == "seq" ? ("seq", .double(($0.value.intValue).map(Double.init) ?? 1)) : $0 }
    case 6: edited = edited.map { $0.key == "action" ? ("action", .string("tock")) : $0 }
    case 7: edited = edited.map { $0.key == "seq" ? ("seq", .int(0)) : $0 }
    default: edited = edited.map { $0.key == "ttl" ? ("ttl", .null) : $0 }
    }
    return JSONValue.object(edited).serialized
  }
}

/// The three decodings of one line and whether they agree.
struct LineVerdict {
  var fast: Result<ActionCodec.Line, JournalError>
  var generic: Result<ActionCodec.Line, JournalError>
  var reference: Result<ActionCodec.Line, JournalError>
  var fastDecoded: Bool
  var hasRepeatedMember: Bool
  var leniency: Bool

  init(_ line: String) {
    let bytes = Array(line.utf8)
    fast = Self.run { buffer throws(JournalError) in try LineDecoder.decode(buffer, lineNumber: 1) }(bytes)
    generic = Self.run { buffer throws(JournalError) in
      let at = try LineDecoder.checksumPosition(buffer, lineNumber: 1)
      return try LineDecoder.decodeGeneric(buffer, lineNumber: 1, checksumAt: at)
    }(bytes)
    fastDecoded = bytes.withUnsafeBufferPointer { buffer in
      guard let at = try? LineDecoder.checksumPosition(buffer, lineNumber: 1) else { return false }
      return FastLine.decode(buffer, checksumAt: at) != nil
    }
    reference = Self.referenceDecode(line)
    let members = bytes.withUnsafeBufferPointer { buffer in
      var scanner = JSONScanner(buffer)
      return try? scanner.parseTopLevelMembers()
    }
    hasRepeatedMember = members.map { Set($0.map(\.key)).count != $0.count } ?? false
    if case .failure(.unparsable(_, let column, let reason)) = fast {
      leniency = Reference.isLeniency(bytes, JSONSyntaxError(message: reason, offset: column - 1))
    } else {
      leniency = false
    }
  }

  static func run(_ body: @escaping (UnsafeBufferPointer<UInt8>) throws(JournalError) -> ActionCodec.Line)
    -> ([UInt8]) -> Result<ActionCodec.Line, JournalError>
  {
    { bytes in
      bytes.withUnsafeBufferPointer { buffer in
        do throws(JournalError) { return .success(try body(buffer)) } catch { return .failure(error) }
      }
    }
  }

  /// Checksum by the textbook CRC on the text, JSON by Foundation, members by the shared generic mapping.
  static func referenceDecode(_ line: String) -> Result<ActionCodec.Line, JournalError> {
    let bytes = Array(line.utf8)
    var checksummed = false
    if bytes.count > 18, bytes.suffix(2) == Array("\"}".utf8),
      Array(bytes[(bytes.count - 18)..<(bytes.count - 10)]) == Array(",\"crc\":\"".utf8)
    {
      let written = String(decoding: bytes[(bytes.count - 10)..<(bytes.count - 2)], as: UTF8.self)
      guard let found = UInt32(written, radix: 16), !written.contains("+"), !written.contains("-") else {
        return .failure(.malformed(line: 1, reason: "\"crc\" must be 8 hex digits"))
      }
      let expected = CRC32CTests.naive(Array(bytes[0..<(bytes.count - 18)]) + [UInt8(ascii: "}")])
      guard expected == found else {
        return .failure(.checksumMismatch(line: 1, expected: CRC32C.hex(expected), found: written))
      }
      checksummed = true
    }
    guard case .object(let members)? = Reference.foundation(bytes) else {
      return .failure(.unparsable(line: 1, column: 0, reason: "Foundation refuses it"))
    }
    do throws(JournalError) {
      return .success(try ActionCodec.decode(members: members, checksummed: checksummed, lineNumber: 1))
    } catch {
      return .failure(error)
    }
  }

  var succeeded: Bool { if case .success = fast { return true } else { return false } }

  var agrees: Bool {
    guard fast == generic else { return false }
    switch (fast, reference) {
    case (.success(let a), .success(let b)):
      return !hasRepeatedMember && a.seq == b.seq && a.hadChecksum == b.hadChecksum && Self.same(a.action, b.action)
    case (.failure(let a), .failure(let b)): return a.kind == b.kind || hasRepeatedMember || leniency
    case (.failure(let a), .success): return hasRepeatedMember && a.kind == "malformed" || leniency
    case (.success, .failure): return false
    }
  }

  /// Actions compared with their data values and the server's answers as JSON (object members in any order).
  static func same(_ a: Action, _ b: Action) -> Bool {
    if case .dataArrived(let k1, let v1, let t1) = a, case .dataArrived(let k2, let v2, let t2) = b {
      return k1 == k2 && t1 == t2 && Reference.same(v1, v2)
    }
    if case .networkChanged(.rule(let k1, .answer(let v1, let t1, let s1))) = a,
      case .networkChanged(.rule(let k2, .answer(let v2, let t2, let s2))) = b
    {
      return k1 == k2 && t1 == t2 && s1 == s2 && Reference.same(v1, v2)
    }
    return a == b
  }

  var detail: String { "fast: \(fast)\ngeneric: \(generic)\nreference: \(reference)" }
}
