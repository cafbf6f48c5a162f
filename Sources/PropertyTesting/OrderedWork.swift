import Dispatch

/// Independent work for each index of a range, spread over threads, with each output handed back on the calling
/// thread in index order, whatever order the threads finish in. What the caller sees — which outputs, in which order,
/// and where it stops — is therefore the same for any number of threads, so a check's results do not depend on
/// scheduling; only the wall time does.
enum OrderedWork {
  /// Computes `work(index)` for the indices of `indices` on up to `jobs` threads and calls `consume` with each output
  /// in index order on the calling thread, stopping after the first output for which `endsAfter` holds (that output
  /// is consumed). With one job (or one index) everything runs on the calling thread, one index after another.
  ///
  /// Threads claim indices in increasing order; once an output ends the work at index `k`, no index after `k` is
  /// claimed, and those already running are finished and dropped. Outputs that arrive ahead of their turn wait in
  /// memory, so `Output` should be small for the common case.
  static func forEach<Output: Sendable>(
    _ indices: Range<Int>, jobs: Int, work: @escaping @Sendable (Int) -> Output,
    endsAfter: @escaping @Sendable (Output) -> Bool, consume: (Int, Output) -> Void
  ) {
    guard jobs > 1, indices.count > 1 else {
      for index in indices {
        let output = work(index)
        consume(index, output)
        if endsAfter(output) { return }
      }
      return
    }
    let board = Board<Output>(indices)
    let group = DispatchGroup()
    for job in 0..<min(jobs, indices.count) {
      // A serial queue of its own per job: such queues get a thread each (the global concurrent queue would cap the
      // threads at the processor count), so `jobs` means that many runs at once.
      DispatchQueue(label: "widgetsim.check.job\(job)").async(group: group) {
        while let index = board.claim() {
          let output = work(index)
          board.post(output, at: index, ends: endsAfter(output))
        }
      }
    }
    for index in indices {
      let output = board.take(index)
      consume(index, output)
      if endsAfter(output) { break }
    }
    board.stop()
    group.wait()
  }
}

/// The indices still to claim and the outputs not yet consumed, shared by the threads of `OrderedWork.forEach`.
///
/// `@unchecked Sendable`: every mutable field is read and written only inside `lock.sync`, a serial queue used as a
/// mutex (Synchronization's `Mutex` needs macOS 15, above this library's platforms).
private final class Board<Output: Sendable>: @unchecked Sendable {
  /// Serialises every access to the fields below.
  private let lock = DispatchQueue(label: "widgetsim.check.board")
  /// Signalled once per posted output, so the consumer sleeps while its next output is not there yet.
  private let posted = DispatchSemaphore(value: 0)
  /// The next index to hand out.
  private var next: Int
  /// No index at or past this one is handed out: the range's end, lowered past an output that ends the work.
  private var limit: Int
  /// Outputs posted and not yet taken, by index.
  private var outputs: [Int: Output] = [:]

  /// A board handing out `indices` in order.
  init(_ indices: Range<Int>) {
    next = indices.lowerBound
    limit = indices.upperBound
  }

  /// The next index to work on, or nil when there is none left to claim.
  func claim() -> Int? {
    lock.sync {
      guard next < limit else { return nil }
      defer { next += 1 }
      return next
    }
  }

  /// Leaves the output of `index` for the consumer; an output that `ends` the work stops the claims after `index`.
  func post(_ output: Output, at index: Int, ends: Bool) {
    lock.sync {
      outputs[index] = output
      if ends { limit = min(limit, index + 1) }
    }
    posted.signal()
  }

  /// The output of `index`, waiting until it is posted. Every index before the limit is claimed in order and
  /// posted once worked on, so the wait ends.
  func take(_ index: Int) -> Output {
    while true {
      if let output = lock.sync(execute: { outputs.removeValue(forKey: index) }) { return output }
      posted.wait()
    }
  }

  /// Hands out no more indices (the consumer has what it needs).
  func stop() { lock.sync { limit = next } }
}
