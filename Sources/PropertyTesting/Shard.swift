/// One of `count` disjoint slices of a check's runs, numbered from 1, so that several machines (a CI matrix) share
/// one seed's runs: shard `index` of `count` checks only the runs `runs(of:)` gives, with the seeds the whole check
/// gives them, so its failures and journals are those the whole check finds in that slice.
///
/// The slices are contiguous and in order (shard 1 holds the first runs): the whole check is the shards one after
/// the other, and where it stops at its first failure, the shards before that one have passed in full.
public struct Shard: Hashable, Sendable, CustomStringConvertible {
  /// Which slice, from 1 to `count`.
  public let index: Int
  /// How many slices the runs are cut into.
  public let count: Int

  /// Shard `index` (from 1) of `count`.
  /// - Precondition: `1 <= index <= count`.
  public init(_ index: Int, of count: Int) {
    precondition(count >= 1 && index >= 1 && index <= count, "a shard is numbered from 1 to the shard count")
    self.index = index
    self.count = count
  }

  /// All the runs: the only shard of one.
  public static let whole = Shard(1, of: 1)

  /// The indices (from 0) of this shard's runs among `total`: the runs cut into `count` contiguous slices whose
  /// sizes differ by at most one (the first `total % count` slices hold one more), so the shards cover every run
  /// exactly once.
  public func runs(of total: Int) -> Range<Int> {
    let base = total / count
    let longer = total % count
    // `(index - 1) * base` is at most `total`: no overflow for any count.
    func start(_ slice: Int) -> Int { slice * base + min(slice, longer) }
    return start(index - 1)..<start(index)
  }

  /// `3/64`, as `widgetsim check --shard` takes it.
  public var description: String { "\(index)/\(count)" }
}
