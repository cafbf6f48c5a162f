#if canImport(Glibc)
  import Glibc
#endif

/// A lock with a condition whose timed waits measure the monotonic clock, so that the runner's deadline keeps real
/// time whatever the simulated wall clock says and however libdispatch is linked (a `DispatchSemaphore` or an
/// `NSCondition` deadline goes through the wall clock on Linux).
final class MonotonicSignal: @unchecked Sendable {
  #if canImport(Glibc)
    /// The mutex; allocated once, so its address never moves.
    private let mutex = UnsafeMutablePointer<pthread_mutex_t>.allocate(capacity: 1)
    /// The condition, bound to `CLOCK_MONOTONIC`.
    private let condition = UnsafeMutablePointer<pthread_cond_t>.allocate(capacity: 1)

    /// A fresh lock and condition.
    init() {
      pthread_mutex_init(mutex, nil)
      var attributes = pthread_condattr_t()
      pthread_condattr_init(&attributes)
      pthread_condattr_setclock(&attributes, CLOCK_MONOTONIC)
      pthread_cond_init(condition, &attributes)
      pthread_condattr_destroy(&attributes)
    }

    deinit {
      pthread_cond_destroy(condition)
      pthread_mutex_destroy(mutex)
      condition.deallocate()
      mutex.deallocate()
    }

    /// Runs `body` holding the lock.
    func withLock<R>(_ body: () -> R) -> R {
      pthread_mutex_lock(mutex)
      defer { pthread_mutex_unlock(mutex) }
      return body()
    }

    /// Runs `body` holding the lock, then wakes every waiter.
    func change(_ body: () -> Void) {
      withLock(body)
      pthread_cond_broadcast(condition)
    }

    /// The monotonic clock's reading `timeout` from now, for `wait(until:while:)`.
    static func deadline(after timeout: Duration) -> timespec {
      var now = timespec()
      clock_gettime(CLOCK_MONOTONIC, &now)
      let (seconds, attoseconds) = timeout.components
      let nanoseconds = Int64(now.tv_nsec) + max(0, attoseconds) / 1_000_000_000
      return timespec(
        tv_sec: now.tv_sec + Int(max(0, seconds)) + Int(nanoseconds / 1_000_000_000),
        tv_nsec: Int(nanoseconds % 1_000_000_000))
    }

    /// Waits, holding the lock between looks, while `pending()` holds.
    func wait(while pending: () -> Bool) {
      pthread_mutex_lock(mutex)
      defer { pthread_mutex_unlock(mutex) }
      while pending() { pthread_cond_wait(condition, mutex) }
    }

    /// Waits, holding the lock between looks, while `pending()` holds and `deadline` has not passed.
    func wait(until deadline: timespec, while pending: () -> Bool) {
      var deadline = deadline
      pthread_mutex_lock(mutex)
      defer { pthread_mutex_unlock(mutex) }
      while pending() {
        if pthread_cond_timedwait(condition, mutex, &deadline) == ETIMEDOUT { return }
      }
    }
  #else
    /// The lock and condition (nothing interposes the wall clock on this system).
    private let condition = NSCondition()

    /// Runs `body` holding the lock.
    func withLock<R>(_ body: () -> R) -> R {
      condition.lock()
      defer { condition.unlock() }
      return body()
    }

    /// Runs `body` holding the lock, then wakes every waiter.
    func change(_ body: () -> Void) {
      condition.lock()
      body()
      condition.broadcast()
      condition.unlock()
    }

    /// The instant `timeout` from now, for `wait(until:while:)`.
    static func deadline(after timeout: Duration) -> Date {
      let (seconds, attoseconds) = timeout.components
      return Date(timeIntervalSinceNow: Double(seconds) + Double(attoseconds) / 1e18)
    }

    /// Waits, holding the lock between looks, while `pending()` holds.
    func wait(while pending: () -> Bool) {
      condition.lock()
      defer { condition.unlock() }
      while pending() { condition.wait() }
    }

    /// Waits, holding the lock between looks, while `pending()` holds and `deadline` has not passed.
    func wait(until deadline: Date, while pending: () -> Bool) {
      condition.lock()
      defer { condition.unlock() }
      while pending() {
        if !condition.wait(until: deadline) { return }
      }
    }
  #endif
}
