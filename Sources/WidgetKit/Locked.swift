/// A value guarded by a lock, for the host's process-wide settings that any thread may read.
final class Locked<Value>: @unchecked Sendable {
  /// The lock; every access to `value` holds it.
  private let lock = NSLock()
  /// The guarded value.
  private var value: Value

  /// A guarded `value`.
  init(_ value: Value) { self.value = value }

  /// Runs `body` with the value, holding the lock.
  func withLock<R>(_ body: (inout Value) throws -> R) rethrows -> R {
    lock.lock()
    defer { lock.unlock() }
    return try body(&value)
  }
}
