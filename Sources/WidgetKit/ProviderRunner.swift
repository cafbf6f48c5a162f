/// Calls a provider's methods for the host with the simulated clock set to the build's instant, waits at most a
/// deadline of real time, and returns what they gave as values (`ProviderResult`).
///
/// - A `TimelineProvider`'s methods run on a thread of the runner's, one call after another (a new one after a call
///   that outlived its deadline); an `AppIntentTimelineProvider`'s async methods in a detached task (its
///   `placeholder(in:)`, synchronous, on that thread).
/// - The runner returns when the completion was called (or the async method returned) and the method returned, or
///   at the deadline, whichever is first. A provider that never completes makes a `deadlineExceeded` failure; its
///   thread or task is left running (nothing can stop it safely) and whatever it does later is ignored, with the
///   real clock back.
/// - A provider that traps (a failed `!`, an index out of range, `fatalError`) ends the whole process; Swift cannot
///   catch it. The simulator program therefore runs the runner in a worker process of the extension (WidgetSim's
///   `ExtensionWorker`), so that only the worker ends, as a crashing extension ends on iOS.
/// - Calls are serialized: one runs at a time, since the simulated clock is one setting for the process.
/// - The methods block the calling thread; call them from a thread outside Swift's cooperative pool (a synchronous
///   `main`, a `Thread`), or from async code through `waiting(_:)`, which blocks a thread of its own instead.
@_spi(WidgetSimHost)
public enum ProviderRunner {
  /// `provider.placeholder(in:)`, at `instant` (milliseconds since 1970), given `deadline` of real time.
  public static func placeholder<P: TimelineProvider>(
    of provider: P, in context: TimelineProviderContext, at instant: Int64, deadline: Duration
  ) -> ProviderResult<ProviderEntry> {
    placeholder(at: instant, deadline: deadline) { provider.placeholder(in: context) }
  }

  /// `provider.getSnapshot(in:completion:)`, at `instant`, given `deadline` of real time.
  public static func snapshot<P: TimelineProvider>(
    of provider: P, in context: TimelineProviderContext, at instant: Int64, deadline: Duration
  ) -> ProviderResult<ProviderEntry> {
    run(.snapshot, at: instant, deadline: deadline) { meeting in
      onProviderThread {
        provider.getSnapshot(
          in: context,
          completion: sendable { entry in meeting.complete { ProviderRecording.single(entry, call: .snapshot) } })
        meeting.returned()
      }
    }
  }

  /// `provider.getTimeline(in:completion:)`, at `instant`, given `deadline` of real time.
  public static func timeline<P: TimelineProvider>(
    of provider: P, in context: TimelineProviderContext, at instant: Int64, deadline: Duration
  ) -> ProviderResult<ProviderTimeline> {
    run(.timeline, at: instant, deadline: deadline) { meeting in
      onProviderThread {
        provider.getTimeline(
          in: context,
          completion: sendable { timeline in
            meeting.complete { ProviderRecording.timeline(timeline, at: instant, call: .timeline) }
          })
        meeting.returned()
      }
    }
  }

  /// `provider.placeholder(in:)` of an App Intent provider, at `instant`, given `deadline` of real time.
  public static func placeholder<P: AppIntentTimelineProvider>(
    of provider: P, in context: TimelineProviderContext, at instant: Int64, deadline: Duration
  ) -> ProviderResult<ProviderEntry> {
    placeholder(at: instant, deadline: deadline) { provider.placeholder(in: context) }
  }

  /// Runs a placeholder method, `make`, on a new thread.
  private static func placeholder<Entry: TimelineEntry>(
    at instant: Int64, deadline: Duration, _ make: @escaping () -> Entry
  ) -> ProviderResult<ProviderEntry> {
    run(.placeholder, at: instant, deadline: deadline) { meeting in
      onProviderThread {
        let entry = make()
        meeting.complete { ProviderRecording.single(entry, call: .placeholder) }
        meeting.returned()
      }
    }
  }

  /// `provider.snapshot(for:in:)` with the widget's `intent`, at `instant`, given `deadline` of real time.
  public static func snapshot<P: AppIntentTimelineProvider>(
    of provider: P, for intent: P.Intent, in context: TimelineProviderContext, at instant: Int64, deadline: Duration
  ) -> ProviderResult<ProviderEntry> {
    run(.intentSnapshot, at: instant, deadline: deadline) { meeting in
      detached {
        let entry = await provider.snapshot(for: intent, in: context)
        meeting.complete { ProviderRecording.single(entry, call: .intentSnapshot) }
        meeting.returned()
      }
    }
  }

  /// `provider.timeline(for:in:)` with the widget's `intent`, at `instant`, given `deadline` of real time.
  public static func timeline<P: AppIntentTimelineProvider>(
    of provider: P, for intent: P.Intent, in context: TimelineProviderContext, at instant: Int64, deadline: Duration
  ) -> ProviderResult<ProviderTimeline> {
    run(.intentTimeline, at: instant, deadline: deadline) { meeting in
      detached {
        let timeline = await provider.timeline(for: intent, in: context)
        meeting.complete { ProviderRecording.timeline(timeline, at: instant, call: .intentTimeline) }
        meeting.returned()
      }
    }
  }

  /// Serializes calls: the simulated clock and the collection of `WidgetCenter` calls belong to one call at a time.
  private static let serial = NSLock()

  /// Runs `body` while no provider call is in progress and none can start: for code that sets or reads the simulated
  /// clock itself, such as tests of the clock that run while other tests in the process call providers. `body` must
  /// not call the runner.
  public static func exclusively<T>(_ body: () throws -> T) rethrows -> T {
    serial.lock()
    defer { serial.unlock() }
    return try body()
  }

  /// How many calls outlived their deadline, leaving a thread or task of the provider's running: an extension's
  /// worker that sees this grow ends its process after answering, so nothing is left running.
  public static var abandonedCalls: Int { abandoned.withLock { $0 } }

  /// The count behind `abandonedCalls`.
  private static let abandoned = Locked(0)

  /// Whether the host ends the process of a call that outlives its deadline (an extension's worker), which the
  /// deadline's reason then says instead of "it may still be running".
  public static func endsAbandonedCalls(_ ends: Bool) { endsAbandoned.withLock { $0 = ends } }

  /// The setting behind `endsAbandonedCalls(_:)`.
  private static let endsAbandoned = Locked(false)

  /// The call in progress and the `WidgetCenter` calls made since it began.
  private static let inProgress = Locked<(call: ProviderCall, widgetCenterCalls: [WidgetCenterCall])?>(nil)

  /// Whether a provider call is in progress.
  static var isCalling: Bool { inProgress.withLock { $0 != nil } }

  /// Adds a `WidgetCenter` call to the call in progress, and names that call (nil when none is in progress).
  static func collect(_ call: WidgetCenterCall) -> ProviderCall? {
    inProgress.withLock { current in
      current?.widgetCenterCalls.append(call)
      return current?.call
    }
  }

  /// Runs one call: sets the clock, lets `start` begin the provider's work, waits, restores the clock.
  private static func run<Output>(
    _ call: ProviderCall, at instant: Int64, deadline: Duration, start: (Meeting<Output>) -> Void
  ) -> ProviderResult<Output> {
    serial.lock()
    defer { serial.unlock() }
    let meeting = Meeting<Output>()
    inProgress.withLock { $0 = (call, []) }
    let state = SimulatedClock.withInstant(milliseconds: instant) {
      start(meeting)
      return meeting.wait(for: deadline)
    }
    if !state.returned {
      abandoned.withLock { $0 += 1 }
      providerThread.withLock { $0?.retire() }
      providerExecutor.withLock { $0?.thread.retire() }
    }
    let widgetCenterCalls = inProgress.withLock { current in
      defer { current = nil }
      return current?.widgetCenterCalls ?? []
    }
    var notes: [ProviderNote] = []
    if state.completions > 1 {
      notes.append(
        ProviderNote(
          kind: .completedAgain,
          text: "\(call) called its completion \(state.completions) times; the first call's output was kept"))
    }
    if state.result != nil && !state.returned {
      notes.append(
        ProviderNote(
          kind: .stillRunning,
          text: "\(call) called its completion but had not returned after \(text(deadline)); it is still running"))
    }
    let outcome =
      state.result
      ?? .failure(
        ProviderFailure(
          kind: .deadlineExceeded,
          reason: state.completions > 0
            ? "\(call) called its completion, but its output was not recorded within the deadline of \(text(deadline))"
            : "\(call) did not \(call == .intentSnapshot || call == .intentTimeline || call == .placeholder ? "return" : "call its completion") "
              + "within the deadline of \(text(deadline)); "
              + (endsAbandoned.withLock { $0 }
                ? "the system ended the extension's process"
                : "it may still be running, and what it does later is ignored")))
    return ProviderResult(
      call: call, instant: instant, outcome: outcome, notes: notes, widgetCenterCalls: widgetCenterCalls)
  }

  /// A duration in words: `5s`, `250ms`, `1.5s`.
  static func text(_ duration: Duration) -> String {
    let (seconds, attoseconds) = duration.components
    let milliseconds = seconds * 1000 + attoseconds / 1_000_000_000_000_000
    if milliseconds % 1000 == 0 { return "\(milliseconds / 1000)s" }
    if milliseconds < 1000 { return "\(milliseconds)ms" }
    return "\(Double(milliseconds) / 1000)s"
  }

  /// The thread that runs providers' synchronous methods, while the last call it ran returned in time; nil before
  /// the first call and after one that did not return (that thread is left to its call, and retired).
  private static let providerThread = Locked<ProviderThread?>(nil)

  /// Runs `body` on the provider thread, starting a new one when there is none (the first call, or the last call
  /// outlived its deadline).
  private static func onProviderThread(_ body: @escaping () -> Void) {
    providerThread.withLock { thread in
      if thread == nil || thread?.isRetired == true { thread = ProviderThread() }
      thread?.enqueue(body)
    }
  }

  /// Runs `body` on a new thread. `body` is not `Sendable`: it holds a provider, which iOS code does not mark
  /// `Sendable` (WidgetKit, too, calls providers from threads of its own); the runner hands it over and never
  /// touches it again.
  private static func onNewThread(_ body: @escaping () -> Void) {
    let body = Unchecked(body)
    Thread { body.value() }.start()
  }

  /// Runs `body` in a detached task, handed over as `onNewThread` hands its body, preferring the provider executor:
  /// the async method's own code runs on a thread of the runner's, so it makes progress even while every thread of
  /// Swift's cooperative pool is blocked (a synchronous test waiting on this runner, for one).
  private static func detached(_ body: @escaping () async -> Void) {
    let body = Unchecked(body)
    let executor = providerExecutor.withLock { executor in
      if executor == nil || executor?.thread.isRetired == true { executor = ProviderExecutor() }
      return executor!
    }
    Task.detached(executorPreference: executor) { await body.value() }
  }

  /// The executor that async provider methods run on, while the last call it ran returned in time; retired with its
  /// thread, as `providerThread` is, when a call outlives its deadline.
  private static let providerExecutor = Locked<ProviderExecutor?>(nil)

  /// A completion handler as the `@Sendable` closure the provider's method takes. The handler touches only the
  /// `Meeting` (which is `Sendable`) and the value it is handed; it is written as a plain closure because Swift 6.2
  /// would otherwise ask the entry type's metatype to be `SendableMetatype`, a protocol Swift 6.0 lacks, and
  /// `@Sendable` does not change a function's representation, so the cast is exact.
  private static func sendable<T>(_ handler: @escaping (T) -> Void) -> @Sendable (T) -> Void {
    unsafeBitCast(handler, to: (@Sendable (T) -> Void).self)
  }

  /// Runs `body`, one of the runner's blocking calls, on a thread of its own and suspends until it returns, so that
  /// an async caller blocks no thread of Swift's cooperative pool:
  /// `await ProviderRunner.waiting { ProviderRunner.timeline(of: provider, in: context, at: instant, deadline: limit) }`.
  public static func waiting<T: Sendable>(_ body: @escaping () -> T) async -> T {
    await withCheckedContinuation { continuation in onNewThread { continuation.resume(returning: body()) } }
  }
}

/// A task executor on a thread of its own: the jobs of async provider methods run there, one after another.
final class ProviderExecutor: TaskExecutor, @unchecked Sendable {
  /// The thread the jobs run on.
  let thread = ProviderThread()

  /// Runs `job` on the executor's thread.
  func enqueue(_ job: consuming ExecutorJob) {
    let job = UnownedJob(job)
    thread.enqueue { job.runSynchronously(on: self.asUnownedTaskExecutor()) }
  }
}

/// A thread that runs jobs one after another, until it is retired.
final class ProviderThread: @unchecked Sendable {
  /// Guards `jobs` and `retired`; wakes the thread when a job comes.
  private let signal = MonotonicSignal()
  /// The jobs not yet started.
  private var jobs: [() -> Void] = []
  /// Whether the thread ends once its jobs are done.
  private var retired = false

  /// Starts the thread, with an 8 MiB stack (as a main thread has), named for debuggers.
  init() {
    let thread = Thread { [self] in
      while let job = next() { job() }
    }
    thread.name = "widgetsim provider"
    thread.stackSize = 8 << 20
    thread.start()
  }

  /// Whether the thread was retired.
  var isRetired: Bool { signal.withLock { retired } }

  /// Adds a job.
  func enqueue(_ job: @escaping () -> Void) { signal.change { jobs.append(job) } }

  /// Lets the thread end once its jobs are done.
  func retire() { signal.change { retired = true } }

  /// The next job, waiting for one; nil once retired with none left.
  private func next() -> (() -> Void)? {
    var job: (() -> Void)?
    signal.wait { jobs.isEmpty && !retired }
    signal.withLock { job = jobs.isEmpty ? nil : jobs.removeFirst() }
    return job
  }
}

/// A value handed to another thread unchecked: the runner's closures that hold a provider.
struct Unchecked<Value>: @unchecked Sendable {
  /// The value.
  let value: Value
  /// Wraps `value`.
  init(_ value: Value) { self.value = value }
}

/// Where a provider's thread hands its output to the waiting runner: the first completion's recorded output, how
/// many completions came, and whether the method returned.
final class Meeting<Output: Sendable>: @unchecked Sendable {
  /// What the provider's side has done so far.
  struct State {
    /// The first completion's recorded output.
    var result: Result<Output, ProviderFailure>?
    /// How many times the completion was called.
    var completions = 0
    /// Whether the provider's method returned.
    var returned = false
  }

  /// Guards `state` and wakes the runner at each change; its deadline is measured on the monotonic clock.
  private let signal = MonotonicSignal()
  /// What the provider's side has done so far.
  private var state = State()

  /// Counts a completion; the first records its output with `record`, outside the lock.
  func complete(_ record: () -> Result<Output, ProviderFailure>) {
    var first = false
    signal.change {
      state.completions += 1
      first = state.completions == 1
    }
    if first {
      let recorded = record()
      signal.change { state.result = recorded }
    }
  }

  /// Notes that the provider's method returned.
  func returned() { signal.change { state.returned = true } }

  /// Waits until the output is recorded and the method has returned, or for `deadline` of real time; returns what
  /// it saw.
  func wait(for deadline: Duration) -> State {
    signal.wait(until: MonotonicSignal.deadline(after: deadline)) { state.result == nil || !state.returned }
    return signal.withLock { state }
  }
}
