/// The size of a value's serialization, computed without building the text.
extension JSONValue {
  /// The number of UTF-8 bytes of `serialized`, counted without building it.
  /// - Complexity: O(n) in the size of the value, with no allocation for integers and strings.
  public var serializedByteCount: Int {
    switch self {
    case .null: return 4
    case .bool(let b): return b ? 4 : 5
    case .int(let n): return Self.decimalDigitCount(n)
    case .double(let d): return Self.numberText(d).utf8.count
    case .string(let s): return Self.quotedByteCount(s)
    case .array(let elements):
      var total = 2 + max(elements.count - 1, 0)
      for element in elements { total += element.serializedByteCount }
      return total
    case .object(let members):
      var total = 2 + max(members.count - 1, 0)
      for member in members { total += Self.quotedByteCount(member.key) + 1 + member.value.serializedByteCount }
      return total
    }
  }

  /// The nesting depth (as `depth`), the serialized byte count (as `serializedByteCount`) and the bytes held in
  /// memory (as `heldByteCount`) in one walk over the value, which is what checking a data value needs: each walk
  /// costs the reference counting of every element.
  public var depthAndByteCount: (depth: Int, bytes: Int, held: Int) {
    switch self {
    case .array(let elements):
      var deepest = 0
      var total = 2 + max(elements.count - 1, 0)
      var held = Self.heldByteCount(ofBuffer: elements)
      for element in elements {
        let (depth, bytes, elementHeld) = element.depthAndByteCount
        deepest = max(deepest, depth)
        total += bytes
        held += elementHeld
      }
      return (1 + deepest, total, held)
    case .object(let members):
      var deepest = 0
      var total = 2 + max(members.count - 1, 0)
      var held = Self.heldByteCount(ofBuffer: members)
      for member in members {
        let (depth, bytes, memberHeld) = member.value.depthAndByteCount
        deepest = max(deepest, depth)
        total += Self.quotedByteCount(member.key) + 1 + bytes
        held += Self.heldByteCount(of: member.key) + memberHeld
      }
      return (1 + deepest, total, held)
    case .string(let s):
      return (0, Self.quotedByteCount(s), Self.heldByteCount(of: s))
    default:
      return (0, serializedByteCount, 0)
    }
  }

  /// The bytes the value holds in memory beyond its own node (which its container or cache entry holds): the
  /// buffers of its arrays and objects (`bufferCapacity`), and its strings too long to be stored inline, each with
  /// its heap header (`heapObjectBytes`). This is how the cache accounts its memory (docs/MODEL.md, "Limits").
  /// - Complexity: O(n) in the number of nodes, with no allocation.
  public var heldByteCount: Int {
    switch self {
    case .string(let s): return Self.heldByteCount(of: s)
    case .array(let elements):
      var held = Self.heldByteCount(ofBuffer: elements)
      // Elements are read in place and scalars skipped without a call: this runs for every data write replayed.
      elements.withUnsafeBufferPointer { buffer in
        for index in buffer.indices { held += Self.heldByteCount(ofElement: buffer[index]) }
      }
      return held
    case .object(let members):
      var held = Self.heldByteCount(ofBuffer: members)
      members.withUnsafeBufferPointer { buffer in
        for index in buffer.indices {
          held += Self.heldByteCount(of: buffer[index].key) + Self.heldByteCount(ofElement: buffer[index].value)
        }
      }
      return held
    default: return 0
    }
  }

  /// The held bytes of an element of an array or object: none for a scalar, found without walking it.
  @inline(__always)
  static func heldByteCount(ofElement element: JSONValue) -> Int {
    switch element {
    case .null, .bool, .int, .double: return 0
    case .string(let s): return heldByteCount(of: s)
    case .array, .object: return element.heldByteCount
    }
  }

  /// A heap object's own bytes: the runtime's header, count and capacity (32) and the allocator's bookkeeping (16).
  public static let heapObjectBytes = 48

  /// The longest string (in UTF-8 bytes) stored inline, with no heap object of its own.
  static let inlineStringBytesMax = 15

  /// The heap bytes of a string: none when it is stored inline, else its bytes, a terminating zero and a header.
  public static func heldByteCount(of s: String) -> Int {
    let count = s.utf8.count
    return count <= inlineStringBytesMax ? 0 : heapObjectBytes + count + 1
  }

  /// The heap bytes of an array's buffer: none for an empty array (which shares one empty buffer), else a header and
  /// room for `bufferCapacity(count)` elements. Not the array's own `capacity`: on Linux that is what the allocator
  /// handed out (`malloc_usable_size`), which differs from one run, thread and heap to the next, and the accounting
  /// must be the same for the same journal wherever and however it is replayed.
  static func heldByteCount<Element>(ofBuffer elements: [Element]) -> Int {
    elements.isEmpty ? 0 : heapObjectBytes + bufferCapacity(elements.count) * MemoryLayout<Element>.stride
  }

  /// The room a buffer of `count` elements is accounted with: what appending grows an array to, the next power of two,
  /// and at least 4 (the room the allocator's smallest blocks give a few elements).
  public static func bufferCapacity(_ count: Int) -> Int {
    count <= 4 ? 4 : 1 << (Int.bitWidth - (count - 1).leadingZeroBitCount)
  }

  /// The length of `String(n)`: its digits and a minus sign when negative.
  static func decimalDigitCount(_ n: Int64) -> Int {
    var count = n < 0 ? 2 : 1
    var rest = n.magnitude
    while rest >= 10 {
      rest /= 10
      count += 1
    }
    return count
  }

  /// The length of the JSON string literal `writeString` makes of `s`, quotes and escapes included.
  static func quotedByteCount(_ s: String) -> Int {
    var text = s
    return text.withUTF8 { bytes in
      var total = 2
      for byte in bytes {
        switch byte {
        case 0x22, 0x5C, 0x0A, 0x0D, 0x09: total += 2
        case 0..<0x20: total += 6
        default: total += 1
        }
      }
      return total
    }
  }
}
