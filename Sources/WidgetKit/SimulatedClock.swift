internal import CSimulatedClock

/// The simulated wall clock. While an instant is set, every thread's wall-clock reads return it, frozen (no time
/// passes): `Date()`, `Date.now`, `Calendar`/`TimeZone` computations from them, C's `clock_gettime` with
/// `CLOCK_REALTIME` or `CLOCK_REALTIME_COARSE`, `gettimeofday`, `time` and `timespec_get`. Monotonic clocks are never
/// touched: `DispatchTime`, `ContinuousClock`, `SuspendingClock`, `ProcessInfo.systemUptime`, and so timers,
/// `Task.sleep` and Dispatch deadlines keep real time; so does libdispatch's own reading of the wall clock
/// (`DispatchWallTime`, the deadlines of `DispatchSemaphore.wait(timeout:)`) when it is a shared library. It is one
/// setting for the whole process (docs/PROVIDERS.md, "Time").
@_spi(WidgetSimHost)
public enum SimulatedClock {
  /// Sets the simulated instant, in milliseconds since 1970-01-01T00:00:00Z.
  public static func set(milliseconds: Int64) { widgetsim_clock_set(milliseconds) }

  /// Clears the simulated instant: wall-clock reads see the real time again.
  public static func clear() { widgetsim_clock_clear() }

  /// The simulated instant in milliseconds, or nil while none is set.
  public static var milliseconds: Int64? {
    let value = widgetsim_clock_get()
    return value == Int64.min ? nil : value
  }

  /// Runs `body` with the clock at `milliseconds`, then puts back what was set before (another instant, or none).
  public static func withInstant<R>(milliseconds: Int64, _ body: () throws -> R) rethrows -> R {
    let previous = Self.milliseconds
    set(milliseconds: milliseconds)
    defer {
      if let previous { set(milliseconds: previous) } else { clear() }
    }
    return try body()
  }

  /// Whether the dynamic linker resolves the C library's wall-clock functions to the simulated clock, as it does
  /// in an executable that links WidgetKit; false in a fully static executable, where `Date()` inside shared code
  /// would not see the simulated instant (docs/PROVIDERS.md, "Time").
  public static var isInterposed: Bool { widgetsim_clock_is_interposed() == 1 }

  /// Whether libdispatch's own wall-clock readings keep real time, as they do when libdispatch is a shared library;
  /// false in a `-static-stdlib` executable, where a provider's `DispatchSemaphore.wait(timeout:)` then compares a
  /// simulated deadline with the real clock (docs/PROVIDERS.md, "Time").
  public static var sparesDispatch: Bool { widgetsim_clock_spares_dispatch() == 1 }
}
