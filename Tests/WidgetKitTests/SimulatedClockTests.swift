import Dispatch
import Foundation
import Testing
@_spi(WidgetSimHost) import WidgetKit

#if canImport(Glibc)
  import Glibc
#endif

extension HostTests {
  @Suite("The simulated clock")
  struct SimulatedClockTests {
    /// The clock's readings through each interposed C function, in milliseconds (whole seconds for `time`).
    func cReadings() -> (realtime: Int64, coarse: Int64, timeOfDay: Int64, seconds: Int64, timespecGet: Int64) {
      var spec = timespec()
      clock_gettime(CLOCK_REALTIME, &spec)
      let realtime = Int64(spec.tv_sec) * 1000 + Int64(spec.tv_nsec) / 1_000_000
      clock_gettime(CLOCK_REALTIME_COARSE, &spec)
      let coarse = Int64(spec.tv_sec) * 1000 + Int64(spec.tv_nsec) / 1_000_000
      var value = timeval()
      gettimeofday(&value, nil)
      let timeOfDay = Int64(value.tv_sec) * 1000 + Int64(value.tv_usec) / 1000
      timespec_get(&spec, TIME_UTC)
      let timespecGet = Int64(spec.tv_sec) * 1000 + Int64(spec.tv_nsec) / 1_000_000
      return (realtime, coarse, timeOfDay, Int64(time(nil)), timespecGet)
    }

    @Test("The test executable's wall-clock functions are the simulated clock's")
    func interposed() {
      #expect(SimulatedClock.isInterposed && SimulatedClock.sparesDispatch)
    }

    @Test("While set, Date(), Date.now, Calendar and every interposed C function read the instant, frozen")
    func readsTheInstant() {
      // Exclusive of provider calls elsewhere in the process, which set the same process-wide clock.
      ProviderRunner.exclusively {
        let instant = Fixture.instant + 250
        SimulatedClock.withInstant(milliseconds: instant) {
          #expect(SimulatedClock.milliseconds == instant)
          #expect(Fixture.milliseconds(Date()) == instant && Fixture.milliseconds(Date.now) == instant)
          let readings = cReadings()
          #expect(readings.realtime == instant && readings.coarse == instant && readings.timeOfDay == instant)
          #expect(readings.seconds == instant / 1000 && readings.timespecGet == instant)
          let midnight = Calendar.current.startOfDay(for: Date())
          #expect(midnight == Calendar.current.startOfDay(for: Fixture.date(instant)))
          Thread.sleep(forTimeInterval: 0.02)
          #expect(Fixture.milliseconds(Date()) == instant)
          #expect(DispatchQueue.global().sync { Fixture.milliseconds(Date()) } == instant)
        }
        #expect(SimulatedClock.milliseconds == nil)
        #expect(Fixture.milliseconds(Date()) != instant)
      }
    }

    @Test("Monotonic clocks keep real time while the instant is set")
    func monotonicUntouched() {
      // Exclusive of provider calls elsewhere in the process, which set the same process-wide clock.
      ProviderRunner.exclusively {
        SimulatedClock.withInstant(milliseconds: Fixture.instant) {
          let dispatchStart = DispatchTime.now()
          let continuousStart = ContinuousClock.now
          let uptimeStart = ProcessInfo.processInfo.systemUptime
          var spec = timespec()
          clock_gettime(CLOCK_MONOTONIC, &spec)
          let monotonicStart = Int64(spec.tv_sec) * 1_000_000_000 + Int64(spec.tv_nsec)
          Thread.sleep(forTimeInterval: 0.05)
          clock_gettime(CLOCK_MONOTONIC, &spec)
          let monotonicEnd = Int64(spec.tv_sec) * 1_000_000_000 + Int64(spec.tv_nsec)
          #expect(DispatchTime.now().uptimeNanoseconds - dispatchStart.uptimeNanoseconds >= 40_000_000)
          #expect(ContinuousClock.now - continuousStart >= .milliseconds(40))
          #expect(ProcessInfo.processInfo.systemUptime - uptimeStart >= 0.04)
          #expect(monotonicEnd - monotonicStart >= 40_000_000)
        }
      }
    }

    @Test("withInstant nests, putting back the instant set before it")
    func nesting() {
      // Exclusive of provider calls elsewhere in the process, which set the same process-wide clock.
      ProviderRunner.exclusively {
        SimulatedClock.set(milliseconds: Fixture.instant)
        defer { SimulatedClock.clear() }
        SimulatedClock.withInstant(milliseconds: 0) {
          #expect(Date() == Date(timeIntervalSince1970: 0))
        }
        #expect(SimulatedClock.milliseconds == Fixture.instant)
      }
    }

    @Test("Instants before 1970 read back exactly")
    func beforeTheEpoch() {
      // Exclusive of provider calls elsewhere in the process, which set the same process-wide clock.
      ProviderRunner.exclusively {
        SimulatedClock.withInstant(milliseconds: -1_500) {
          #expect(Date() == Date(timeIntervalSince1970: -1.5))
          #expect(cReadings().timeOfDay == -1_500)
        }
      }
    }
  }
}
