/// The SplitMix64 generator: a tiny, fast, seedable source of 64-bit values, the same on every platform.
public struct SplitMix64: RandomNumberGenerator, Sendable {
  /// The internal state; the next output is a mix of it after one more step.
  public private(set) var state: UInt64

  /// A generator that starts from `seed`; equal seeds give equal sequences.
  public init(seed: UInt64) { self.state = seed }

  /// The next 64 random bits.
  public mutating func next() -> UInt64 {
    state &+= 0x9E37_79B9_7F4A_7C15
    var z = state
    z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
    z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
    return z ^ (z >> 31)
  }

  /// The seed of run `index` of a check started with `seed`: run 0 uses `seed` itself, so any run replays alone.
  public static func runSeed(_ seed: UInt64, run index: Int) -> UInt64 {
    guard index > 0 else { return seed }
    var mixer = SplitMix64(seed: seed ^ (UInt64(index) &* 0xD1B5_4A32_D192_ED03))
    return mixer.next()
  }

  /// A whole number in `0..<bound` (by modulo; the bias is negligible for the small bounds used here).
  public mutating func below(_ bound: Int) -> Int {
    precondition(bound > 0, "the bound is positive")
    return Int(next() % UInt64(bound))
  }

  /// A whole number in `range`, uniformly.
  public mutating func int(in range: ClosedRange<Int>) -> Int { Int.random(in: range, using: &self) }

  /// True with probability `p`.
  public mutating func chance(_ p: Double) -> Bool { Double(next() >> 11) * 0x1.0p-53 < p }

  /// An element of a non-empty array, uniformly.
  public mutating func pick<T>(_ items: [T]) -> T {
    precondition(!items.isEmpty, "pick needs at least one item")
    return items[Int(next() % UInt64(items.count))]
  }
}
