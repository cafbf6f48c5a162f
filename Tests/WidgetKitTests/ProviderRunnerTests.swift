import Dispatch
import Foundation
import Synchronization
import Testing
@_spi(WidgetSimHost) import WidgetKit

/// An entry whose relevance is not a number.
struct NaNRelevanceEntry: TimelineEntry, Sendable {
  let date: Date
  var relevance: TimelineEntryRelevance? { TimelineEntryRelevance(score: .nan) }
}

/// An entry with a value JSON cannot hold, not Encodable.
struct NaNEntry: TimelineEntry, Sendable {
  let date: Date
  let value: Double
}

/// The same, Encodable.
struct NaNCodableEntry: TimelineEntry, Codable, Sendable {
  let date: Date
  let value: Double
}

/// How many of a test's blocking tasks have started.
final class StartedCount: Sendable {
  /// The count.
  let count = Mutex(0)
}

/// A linked list that can point at itself.
final class Link: @unchecked Sendable {
  var next: Link?
}

/// An entry whose content is a cycle of references.
struct CycleEntry: TimelineEntry, @unchecked Sendable {
  let date: Date
  let link: Link
}

extension HostTests {
  @Suite("The provider runner's failures and notes")
  struct ProviderRunnerTests {
    /// The build's instant as the provider sees it.
    static let now = Fixture.date(Fixture.instant)
    /// A day in seconds.
    static let day: TimeInterval = 86_400

    /// Runs a scripted timeline at the fixture's instant.
    func run(_ provider: ScriptedProvider, deadline: Duration = .seconds(60)) -> ProviderResult<ProviderTimeline> {
      ProviderRunner.timeline(of: provider, in: Fixture.small, at: Fixture.instant, deadline: deadline)
    }

    @Test(
      "Each bad timeline fails with its reason",
      arguments: [
        (
          "no entries", ScriptedProvider { _ in Timeline(entries: [], policy: .atEnd) }, ProviderFailure.Kind.noEntries,
          "getTimeline(in:completion:) returned a timeline with no entries; a timeline needs at least one entry to show"
        ),
        (
          "too many",
          ScriptedProvider { now in
            Timeline(entries: (0...10_000).map { NoteEntry(date: now + Double($0)) }, policy: .atEnd)
          }, .tooManyEntries,
          "getTimeline(in:completion:) returned 10001 entries, over the limit of 10000 per timeline "
            + "(a limit of this simulator, not of WidgetKit)"
        ),
        (
          "out of order",
          ScriptedProvider { now in
            Timeline(entries: [NoteEntry(date: now + 3600), NoteEntry(date: now)], policy: .atEnd)
          }, .entriesOutOfOrder,
          "getTimeline(in:completion:) returned entries[1] dated 2026-03-01T08:30:00Z, before entries[0] dated "
            + "2026-03-01T09:30:00Z; entries must be in date order"
        ),
        (
          "far past",
          ScriptedProvider { now in Timeline(entries: [NoteEntry(date: now - 366 * day)], policy: .atEnd) },
          .entryDateOutOfRange,
          "getTimeline(in:completion:) returned entries[0] dated 2025-02-28T08:30:00Z, more than 365 days from the "
            + "build at 2026-03-01T08:30:00Z; entry dates must lie within 365 days of the build"
        ),
        (
          "far future",
          ScriptedProvider { now in
            Timeline(entries: [NoteEntry(date: now), NoteEntry(date: now + 366 * day)], policy: .atEnd)
          }, .entryDateOutOfRange,
          "getTimeline(in:completion:) returned entries[1] dated 2027-03-02T08:30:00Z, more than 365 days from the "
            + "build at 2026-03-01T08:30:00Z; entry dates must lie within 365 days of the build"
        ),
        (
          "policy in the past",
          ScriptedProvider { now in Timeline(entries: [NoteEntry(date: now)], policy: .after(now - 60)) },
          .policyDateInPast,
          "getTimeline(in:completion:) returned the policy .after(2026-03-01T08:29:00Z), before the build at "
            + "2026-03-01T08:30:00Z; a reload date in the past asks for a new timeline at once, again and again"
        ),
        (
          "policy before 1970",
          ScriptedProvider { now in
            Timeline(entries: [NoteEntry(date: now)], policy: .after(Date(timeIntervalSince1970: -86_400)))
          }, .policyDateOutOfRange,
          "getTimeline(in:completion:) returned the policy .after(1969-12-31T00:00:00Z), outside the clock's range "
            + "from 1970 to 9999"
        ),
        (
          "content too large",
          ScriptedProvider { now in
            Timeline(
              entries: [NoteEntry(date: now, text: String(repeating: "x", count: 8 << 20))], policy: .atEnd)
          }, .contentTooLarge,
          "getTimeline(in:completion:) returned entries[0] whose content is 8388649 bytes as JSON, over the limit of "
            + "8388608 per entry (a limit of this simulator, not of WidgetKit)"
        ),
      ])
    func failures(name: String, provider: ScriptedProvider, kind: ProviderFailure.Kind, reason: String) {
      let result = run(provider)
      #expect(result.outcome.failure?.kind == kind, "\(name)")
      #expect(result.outcome.failure?.reason == reason, "\(name)")
    }

    @Test("A timeline over the simulator's limit for one fails, though each entry is within its own limit")
    func timelineTooLarge() throws {
      let result = run(
        ScriptedProvider { now in
          Timeline(
            entries: (0..<3).map {
              NoteEntry(date: now + Double($0) * 60, text: String(repeating: "y", count: 6_000_000))
            },
            policy: .atEnd)
        })
      let failure = try #require(result.outcome.failure)
      #expect(failure.kind == .timelineTooLarge)
      #expect(failure.reason.hasPrefix("getTimeline(in:completion:) returned a timeline of "))
      #expect(
        failure.reason.hasSuffix(
          " bytes as JSON, over the limit of 16777216 per timeline (a limit of this simulator, not of WidgetKit)"))
    }

    @Test("Content JSON cannot hold fails: NaN from stored properties, from an encoding, as relevance; a cycle")
    func unrepresentableContent() throws {
      let nan = ProviderRunner.timeline(
        of: FixedProvider(entry: NaNEntry(date: Self.now, value: .nan)), in: Fixture.small, at: Fixture.instant,
        deadline: .seconds(60))
      #expect(nan.outcome.failure?.kind == .contentNotRepresentable)
      #expect(
        nan.outcome.failure?.reason
          == "getTimeline(in:completion:) returned entries[0] whose content cannot be recorded: value is nan")

      let encoded = ProviderRunner.snapshot(
        of: FixedProvider(entry: NaNCodableEntry(date: Self.now, value: .infinity)), in: Fixture.small,
        at: Fixture.instant, deadline: .seconds(60))
      let encodingFailure = try #require(encoded.outcome.failure)
      #expect(encodingFailure.kind == .contentNotRepresentable)
      #expect(
        encodingFailure.reason.hasPrefix(
          "getSnapshot(in:completion:) returned an entry whose content cannot be recorded: the entry cannot be encoded: at value: "
        ))

      let relevance = ProviderRunner.timeline(
        of: FixedProvider(entry: NaNRelevanceEntry(date: Self.now)), in: Fixture.small, at: Fixture.instant,
        deadline: .seconds(60))
      #expect(relevance.outcome.failure?.kind == .relevanceNotFinite)
      #expect(
        relevance.outcome.failure?.reason
          == "getTimeline(in:completion:) returned entries[0] with the relevance score nan, duration 0.0; "
          + "both must be finite numbers")

      let link = Link()
      link.next = link
      defer { link.next = nil }
      let cycle = ProviderRunner.timeline(
        of: FixedProvider(entry: CycleEntry(date: Self.now, link: link)), in: Fixture.small, at: Fixture.instant,
        deadline: .seconds(60))
      let cycleFailure = try #require(cycle.outcome.failure)
      #expect(cycleFailure.kind == .contentTooDeep)
      #expect(cycleFailure.reason.hasSuffix("nests deeper than 32 levels (a cycle of references?)"))
    }

    @Test("A placeholder dated before 1970 fails; one dated a year away does not (only timelines are held to a year)")
    func placeholderDates() throws {
      let early = ProviderRunner.placeholder(
        of: FixedProvider(entry: NoteEntry(date: Date(timeIntervalSince1970: -1))), in: Fixture.small,
        at: Fixture.instant, deadline: .seconds(60))
      #expect(early.outcome.failure?.kind == .entryDateOutOfRange)
      #expect(
        early.outcome.failure?.reason
          == "placeholder(in:) returned an entry dated 1969-12-31T23:59:59Z, outside the clock's range from "
          + "1970 to 9999")
      let later = ProviderRunner.placeholder(
        of: FixedProvider(entry: NoteEntry(date: Self.now + 400 * Self.day)), in: Fixture.small, at: Fixture.instant,
        deadline: .seconds(60))
      #expect(try later.outcome.get().dateText == "2027-04-05T08:30:00Z")
    }

    @Test("A provider that never completes returns a failure at the deadline, and the clock is real again")
    func neverCompletes() {
      let started = ContinuousClock.now
      let result = run(ScriptedProvider { _ in nil }, deadline: .milliseconds(300))
      #expect(ContinuousClock.now - started < .seconds(10))
      #expect(result.outcome.failure?.kind == .deadlineExceeded)
      #expect(
        result.outcome.failure?.reason
          == "getTimeline(in:completion:) did not call its completion within the deadline of 300ms; it may "
          + "still be running, and what it does later is ignored")
      #expect(ProviderRunner.exclusively { SimulatedClock.milliseconds } == nil)
    }

    @Test("A provider's DispatchSemaphore.wait(timeout:) keeps real time while the clock is simulated")
    func semaphoreTimeout() throws {
      let started = ContinuousClock.now
      let result = run(
        ScriptedProvider { now in
          _ = DispatchSemaphore(value: 0).wait(timeout: .now() + .milliseconds(100))
          return Timeline(entries: [NoteEntry(date: now)], policy: .atEnd)
        })
      let elapsed = ContinuousClock.now - started
      #expect(try result.outcome.get().entries.count == 1)
      #expect(elapsed >= .milliseconds(90) && elapsed < .seconds(4))
    }

    @Test("A completion after the deadline is ignored; the next call is not disturbed")
    func lateCompletion() throws {
      let late = ProviderRunner.timeline(
        of: LateProvider(delay: .milliseconds(400)), in: Fixture.small, at: Fixture.instant,
        deadline: .milliseconds(100))
      #expect(late.outcome.failure?.kind == .deadlineExceeded)
      Thread.sleep(forTimeInterval: 0.5)
      let next = ProviderRunner.timeline(
        of: LateProvider(delay: .milliseconds(10)), in: Fixture.small, at: Fixture.instant + 1000,
        deadline: .seconds(60))
      #expect(try next.outcome.get().entries.map(\.milliseconds) == [Fixture.instant + 1000])
      #expect(next.notes.isEmpty)
    }

    @Test("Async methods and a blocked placeholder that never return fail at the deadline")
    func stuckIntentProvider() {
      let intent = CityConfigurationIntent()
      let timeline = ProviderRunner.timeline(
        of: StuckIntentProvider(), for: intent, in: Fixture.small, at: Fixture.instant, deadline: .milliseconds(200))
      #expect(
        timeline.outcome.failure?.reason
          == "timeline(for:in:) did not return within the deadline of 200ms; it may still be running, and what it "
          + "does later is ignored")
      let snapshot = ProviderRunner.snapshot(
        of: StuckIntentProvider(), for: intent, in: Fixture.small, at: Fixture.instant, deadline: .milliseconds(200))
      #expect(snapshot.outcome.failure?.kind == .deadlineExceeded)
      let placeholder = ProviderRunner.placeholder(
        of: StuckIntentProvider(), in: Fixture.small, at: Fixture.instant, deadline: .milliseconds(200))
      #expect(
        placeholder.outcome.failure?.reason
          == "placeholder(in:) did not return within the deadline of 200ms; it may still be running, and what it "
          + "does later is ignored")
    }

    @Test("A second completion is noted and the first kept")
    func completedTwice() throws {
      let result = run(
        ScriptedProvider(
          make: { now in Timeline(entries: [NoteEntry(date: now, text: "first")], policy: .never) }, completions: 2))
      #expect(try result.outcome.get().entries.map(\.content) == [#"{"date":"2026-03-01T08:30:00Z","text":"first"}"#])
      #expect(result.outcome.map(\.policy) == .success(.never))
      #expect(result.notes.map(\.kind) == [.completedAgain])
      #expect(
        result.notes.map(\.text) == [
          "getTimeline(in:completion:) called its completion 2 times; the first call's output was kept"
        ])
    }

    @Test("A completion made before the method blocks is kept, with a note that the method is still running")
    func stillRunning() throws {
      let result = run(
        ScriptedProvider(
          make: { now in Timeline(entries: [NoteEntry(date: now)], policy: .atEnd) },
          after: { Thread.sleep(forTimeInterval: 1) }),
        deadline: .milliseconds(200))
      #expect(try result.outcome.get().entries.count == 1)
      #expect(result.notes.map(\.kind) == [.stillRunning])
      #expect(
        result.notes.map(\.text) == [
          "getTimeline(in:completion:) called its completion but had not returned after 200ms; it is still running"
        ])
    }

    @Test("An async provider method runs while every thread of Swift's cooperative pool is blocked")
    func asyncProviderWithBlockedPool() async throws {
      // More blocking tasks than the pool has threads (one per core): they hold every thread until the gate opens.
      let blockers = ProcessInfo.processInfo.activeProcessorCount + 2
      let gate = DispatchSemaphore(value: 0)
      let started = StartedCount()
      for _ in 0..<blockers {
        Task.detached {
          started.count.withLock { $0 += 1 }
          _ = gate.wait(timeout: .now() + .seconds(30))
        }
      }
      let intent = try CityConfigurationIntent.configured(["city": .string("Oslo")])
      let result = await ProviderRunner.waiting {
        // Waits (10 s at most) until the pool is full, then calls the provider with a deadline of one second.
        let waitUntil = DispatchTime.now() + .seconds(10)
        while started.count.withLock({ $0 }) < blockers - 2 && DispatchTime.now() < waitUntil { usleep(1000) }
        let result = ProviderRunner.timeline(
          of: CityTemperatureProvider(), for: intent, in: Fixture.small, at: Fixture.instant, deadline: .seconds(1))
        // Opens the gate from this thread: the test itself resumes on the pool only once the blockers let it.
        for _ in 0..<blockers { gate.signal() }
        return result
      }
      #expect(try result.outcome.get().entries.first?.milliseconds == Fixture.instant)
    }

    @Test("Concurrent callers are served one at a time, each at its own instant")
    func concurrentCallers() async throws {
      let results = await withTaskGroup(of: (Int64, ProviderResult<ProviderTimeline>).self) { group in
        for offset in 0..<12 {
          let instant = Fixture.instant + Int64(offset) * 60_000
          group.addTask {
            let result = await ProviderRunner.waiting {
              ProviderRunner.timeline(
                of: ScriptedProvider { now in Timeline(entries: [NoteEntry(date: now)], policy: .atEnd) },
                in: Fixture.small, at: instant, deadline: .seconds(60))
            }
            return (instant, result)
          }
        }
        var all: [(Int64, ProviderResult<ProviderTimeline>)] = []
        for await pair in group { all.append(pair) }
        return all
      }
      #expect(results.count == 12)
      for (instant, result) in results {
        #expect(try result.outcome.get().entries.map(\.milliseconds) == [instant])
        #expect(result.instant == instant)
      }
      #expect(ProviderRunner.exclusively { SimulatedClock.milliseconds } == nil)
    }
  }
}

extension Result {
  /// The failure, or nil on success.
  var failure: Failure? {
    guard case .failure(let failure) = self else { return nil }
    return failure
  }
}
