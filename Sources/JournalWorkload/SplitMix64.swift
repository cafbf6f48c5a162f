/// SplitMix64 (Steele, Lea and Flood): a tiny, seedable, repeatable generator for workloads and tests.
public struct SplitMix64: RandomNumberGenerator, Sendable {
  /// The current state; the same seed gives the same sequence on every machine.
  public private(set) var state: UInt64

  /// A generator that starts from `seed`.
  public init(seed: UInt64) { state = seed }

  /// The next 64 random bits.
  public mutating func next() -> UInt64 {
    state &+= 0x9E37_79B9_7F4A_7C15
    var z = state
    z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
    z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
    return z ^ (z >> 31)
  }

  /// A uniformly distributed integer in `0..<bound`.
  public mutating func below(_ bound: Int) -> Int {
    precondition(bound > 0, "the bound is positive")
    return Int(next() % UInt64(bound))
  }

  /// One element of a non-empty array.
  public mutating func pick<T>(_ items: [T]) -> T { items[below(items.count)] }
}
