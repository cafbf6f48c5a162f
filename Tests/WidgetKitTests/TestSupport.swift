import Foundation
import Synchronization
import Testing
@_spi(WidgetSimHost) import WidgetKit

/// Every test that touches the process-wide host state (the simulated clock, the App Groups, WidgetCenter's
/// recorder) is nested in this suite, which runs its tests one at a time.
@Suite("WidgetKit's host SPI", .serialized)
struct HostTests {}

/// Instants and helpers the tests share.
enum Fixture {
  /// 2026-03-01T08:30:00Z: a simulated instant in the past, so that a wall-clock wait elsewhere in the test process
  /// that happens to read the clock while it is set keeps waiting instead of giving up early.
  static let instant: Int64 = 1_772_353_800_000

  /// A date from milliseconds since 1970.
  static func date(_ milliseconds: Int64) -> Date { Date(timeIntervalSince1970: Double(milliseconds) / 1000) }

  /// Milliseconds since 1970 of a date.
  static func milliseconds(_ date: Date) -> Int64 { Int64((date.timeIntervalSince1970 * 1000).rounded()) }

  /// A context for a small widget on the Home Screen.
  static let small = TimelineProviderContext(family: .systemSmall, isPreview: false)

  /// A fresh directory under the temporary directory.
  static func temporaryDirectory() throws -> URL {
    let url = FileManager.default.temporaryDirectory.appendingPathComponent("widgetkit-tests-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
    return url
  }
}

/// The WidgetCenter events the recorder received, for tests to read.
final class RecordedEvents: Sendable {
  /// The events, in order.
  private let events = Mutex<[WidgetCenterEvent]>([])

  /// Installs a recorder that appends here.
  init() {
    WidgetCenter.setRecorder { event in self.events.withLock { $0.append(event) } }
  }

  /// The events so far.
  var all: [WidgetCenterEvent] { events.withLock { $0 } }
}
