import Dispatch
import WidgetModel

/// Replaying a journal on two threads: one reads and decodes its lines (checksums, JSON, actions), the other checks
/// and folds them, in batches handed over through a bounded queue, so the replay takes about as long as the slower
/// of the two halves instead of their sum.
extension JournalReplay {
  /// The lines the reading thread decodes before handing them over.
  static let pipelineBatchLines = 2048
  /// The batches that may wait between the threads: with the batch in each thread's hands, memory stays bounded by
  /// `(pipelineDepth + 2) × pipelineBatchLines` decoded actions, whatever the journal's length.
  static let pipelineDepth = 4

  /// Replays `path` exactly as `replay(path:)` does — the same state, the same stop at the same line with the same
  /// state before it, the same torn tail, the same errors thrown — with its lines read and decoded on a thread of
  /// its own while this one checks and folds them. Worth it only with two processors to run on; `--to` and
  /// observers take `replay(path:to:observe:)`.
  /// - Throws: `JournalError` only when the file cannot be read or its header is bad; line problems end up in `error`.
  public static func replayPipelined(path: String) throws(JournalError) -> Outcome {
    let pipe = ReplayPipe(depth: pipelineDepth)
    let finished = DispatchSemaphore(value: 0)
    DispatchQueue(label: "widgetsim.replay.decode").async {
      decodeLines(path: path, into: pipe)
      finished.signal()
    }
    // Whatever ends the fold, the reading thread is told to stop and waited for: it holds the file open.
    defer {
      pipe.stop()
      finished.wait()
    }
    var fold: ReplayFold
    switch pipe.receive() {
    case .header(let header, let terminated):
      fold = ReplayFold(header: header)
      if !terminated { fold.outcome.missingFinalNewline = true }
    case .end(let error):
      // The end before any line: the file is empty.
      throw error ?? .badHeader(line: 1, reason: "the file is empty")
    case .steps:
      preconditionFailure("the reading thread sends the header before any line")
    }
    while true {
      switch pipe.receive() {
      case .header: preconditionFailure("the reading thread sends one header")
      case .steps(let batch):
        // Each step is moved out, folded and moved back, which copies no reference (read in place through the
        // pointer, the step was copied and freed here), and left for the reading thread to free.
        for index in 0..<batch.count {
          let step = (batch.steps + index).move()
          let goesOn = fold.fold(step, observe: nil)
          (batch.steps + index).initialize(to: step)
          if !goesOn { return fold.outcome }
        }
        pipe.recycle(batch)
      case .end(let error):
        if let error { throw error }
        return fold.outcome
      }
    }
  }

  /// The reading thread: sends the header, then the lines as `ReplayStep`s in batches, then the end (with the error
  /// reading threw, if any), until the file ends or the folding thread stops the pipe.
  static func decodeLines(path: String, into pipe: ReplayPipe) {
    var version = 0
    var started = false
    var batch: ReplayBatch? = nil
    do throws(JournalError) {
      try LineReader.forEachLine(path: path, longLines: .measuredAfterFirstLine) {
        (item) throws(JournalError) -> Bool in
        guard started else {
          let header = try header(from: item)
          started = true
          version = header.version
          var terminated = true
          if case .line(_, _, _, false) = item { terminated = false }
          return pipe.send(.header(header, terminated: terminated))
        }
        let filling = batch ?? pipe.emptyBatch(capacity: pipelineBatchLines)
        let step = ReplayStep(item, version: version, prechecks: true)
        // A step that stops the replay goes at once: nothing after it is folded, so nothing after it is read.
        let stops = step.stops
        filling.append(step)
        guard filling.count == filling.capacity || stops else {
          batch = filling
          return true
        }
        batch = nil
        return pipe.send(.steps(filling)) && !stops
      }
    } catch {
      _ = pipe.send(.end(error))
      return
    }
    if let batch, !pipe.send(.steps(batch)) { return }
    _ = pipe.send(.end(nil))
  }
}

extension ReplayStep {
  /// Whether the replay stops at this step whatever the state (the fold may stop at an action too).
  var stops: Bool {
    switch self {
    case .stop, .torn: return true
    case .action, .blank: return false
    }
  }
}

/// Lines read and decoded, handed from the reading thread to the folding one and back: the folder reads the steps
/// where they lie, and the reader frees them when it fills the batch again, so neither copies a step and the actions
/// are freed by the thread whose allocator made them.
///
/// `@unchecked Sendable`: one thread at a time holds a batch, and hands it on through `ReplayPipe`, whose lock orders
/// one thread's writes before the other's reads.
final class ReplayBatch: @unchecked Sendable {
  /// The steps, `count` of them initialized.
  let steps: UnsafeMutablePointer<ReplayStep>
  /// How many steps the batch holds when full.
  let capacity: Int
  /// How many steps it holds.
  private(set) var count = 0

  /// An empty batch with room for `capacity` steps.
  init(capacity: Int) {
    steps = .allocate(capacity: capacity)
    self.capacity = capacity
  }

  deinit {
    steps.deinitialize(count: count)
    steps.deallocate()
  }

  /// Adds a step; the batch must not be full.
  func append(_ step: consuming ReplayStep) {
    precondition(count < capacity, "a replay batch holds at most its capacity")
    (steps + count).initialize(to: step)
    count += 1
  }

  /// Frees every step, keeping the room.
  func removeAll() {
    steps.deinitialize(count: count)
    count = 0
  }
}

/// What the reading thread of a pipelined replay hands the folding one, in order.
enum ReplayMessage: Sendable {
  /// The journal's header, and whether a newline ended it.
  case header(JournalHeader, terminated: Bool)
  /// The next lines, read and decoded.
  case steps(ReplayBatch)
  /// The end of the file, or the error reading it threw (the header's, or an I/O error): nothing follows.
  case end(JournalError?)
}

/// A bounded queue of messages from the reading thread to the folding one, and the folded batches back, so that
/// their actions are freed (and the batches reused) on the thread that allocated them.
///
/// Each side sleeps on a semaphore while it has nothing to do: the reader while `depth` messages wait, the folder
/// while none does. `@unchecked Sendable`: every mutable field is read and written only inside `lock.sync`, a serial
/// queue used as a mutex (Synchronization's `Mutex` needs macOS 15, above this library's platforms).
final class ReplayPipe: @unchecked Sendable {
  /// Serialises every access to the fields below.
  private let lock = DispatchQueue(label: "widgetsim.replay.pipe")
  /// One permit per free place in the queue: the reader takes one before sending. Made with none and given `depth`:
  /// libdispatch stops a program that frees a semaphore holding fewer permits than it was made with, which is how
  /// the folder leaves it when it stops early.
  private let room = DispatchSemaphore(value: 0)
  /// One permit per message waiting: the folder takes one before receiving.
  private let waiting = DispatchSemaphore(value: 0)
  /// The messages sent and not yet received, oldest first from `head`.
  private var messages: [ReplayMessage?]
  private var head = 0
  private var count = 0
  /// Folded batches, for the reader to fill again.
  private var spare: [ReplayBatch] = []
  /// Set when the folder needs no more messages.
  private var stopped = false

  /// A pipe holding at most `depth` messages at once.
  init(depth: Int) {
    messages = Array(repeating: nil, count: depth)
    for _ in 0..<depth { room.signal() }
  }

  /// Sends `message`, waiting while the queue is full; false when the folder has stopped (the message is dropped).
  func send(_ message: ReplayMessage) -> Bool {
    room.wait()
    let sent = lock.sync {
      guard !stopped else { return false }
      messages[(head + count) % messages.count] = message
      count += 1
      return true
    }
    if sent { waiting.signal() } else { room.signal() }
    return sent
  }

  /// The next message, waiting until there is one. The reader always ends with `.end`, so the wait ends.
  func receive() -> ReplayMessage {
    waiting.wait()
    let message = lock.sync {
      defer {
        messages[head] = nil
        head = (head + 1) % messages.count
        count -= 1
      }
      return messages[head]!
    }
    room.signal()
    return message
  }

  /// Gives a folded batch back to the reader.
  func recycle(_ batch: ReplayBatch) {
    lock.sync { spare.append(batch) }
  }

  /// An empty batch: one the folder gave back (its old steps freed here), else a new one.
  func emptyBatch(capacity: Int) -> ReplayBatch {
    guard let batch = lock.sync(execute: { spare.popLast() }) else { return ReplayBatch(capacity: capacity) }
    batch.removeAll()
    return batch
  }

  /// Tells the reader to stop: its next `send` returns false, and one waiting for room wakes up.
  func stop() {
    lock.sync { stopped = true }
    room.signal()
  }
}
