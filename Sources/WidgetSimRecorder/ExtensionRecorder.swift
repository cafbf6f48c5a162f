import Foundation
import WidgetJournal
import WidgetModel

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// Records, from inside the widget extension, every call the system makes into the developer's provider — when, for
/// which kind, family and configuration, what entries and policy it returned, how long it took, whether it was a
/// preview — as observation lines in a file of the App Group container, next to the app's journal
/// (docs/PROVIDERS.md, "Recording the extension"). `widgetsim import` joins them with the app's journal.
///
/// Several processes append to the file at once: the extension the system runs for the home screen, another for the
/// gallery's previews, a new one started while an old one is ending. Each observation is one line of at most
/// `Observation.lineBytesMax` bytes written with one `write` to a descriptor opened with `O_APPEND`: the kernel moves
/// to the end and writes as one step, so two processes' lines never interleave, and a line is whole or absent. No lock
/// is taken: iOS suspends an extension's process as soon as it has answered, and a suspended holder of a lock would
/// stop every other process's calls until the system killed it. A write cut short (a full disk) is not completed by a
/// second `write`, which could land after another process's line; the part written has no newline or a wrong checksum,
/// and `widgetsim import` counts and skips it.
public final class ExtensionRecorder: Sendable {
  /// The file's path.
  public let path: String
  /// Where the real time is read.
  let clock: WidgetSimRecorder.Clock
  /// Told what was not recorded, and why.
  let onNote: @Sendable (String) -> Void

  /// The name of the file in the App Group container that `recording(…)` writes when given a container.
  public static let fileName = "widgetsim-extension.jsonl"

  /// A recorder appending to `file` (created when missing; its folder must exist).
  /// - Parameters:
  ///   - clock: where the real time of each call is read.
  ///   - onNote: told each call that could not be recorded (by default printed, prefixed `ExtensionRecorder:`).
  public init(
    file url: URL, clock: WidgetSimRecorder.Clock = .system,
    onNote: @escaping @Sendable (String) -> Void = { print("ExtensionRecorder: \($0)") }
  ) {
    path = url.withUnsafeFileSystemRepresentation { $0.map { String(cString: $0) } } ?? url.path
    self.clock = clock
    self.onNote = onNote
  }

  /// A recorder appending to `widgetsim-extension.jsonl` in the App Group container `container`.
  public convenience init(container: URL, clock: WidgetSimRecorder.Clock = .system) {
    self.init(file: container.appendingPathComponent(Self.fileName), clock: clock)
  }

  /// The reload policy a provider returned.
  public enum Policy: Sendable, Hashable {
    case atEnd, never
    case after(Date)
  }

  /// What the provider answered a call with.
  public struct Answer: Sendable, Hashable {
    /// The entries' dates, in the order returned.
    public var entryDates: [Date]
    /// The reload policy (nil for a snapshot or a placeholder, which have none).
    public var policy: Policy?

    /// An answer of entries dated `entryDates` and `policy`.
    public init(entryDates: [Date], policy: Policy? = nil) {
      self.entryDates = entryDates
      self.policy = policy
    }
  }

  /// Wraps a provider method's completion handler so that calling it records the call first: the one line a provider
  /// method adds (`let completion = recorder.recording(…, completion)`). The call is dated when this is called, and
  /// its duration runs until the completion is called.
  /// - Parameters:
  ///   - method: `.timeline`, `.snapshot` or `.placeholder`.
  ///   - kind: the widget's `kind` string.
  ///   - family: the family's WidgetKit name (`"\(context.family)"`).
  ///   - preview: `context.isPreview`.
  ///   - config: the configuration's values, when the widget is configurable.
  ///   - answer: reads the entries and policy from what the provider returns.
  public func recording<Returned>(
    _ method: Observation.Event, kind: String, family: String, preview: Bool,
    config: [String: WidgetSimRecorder.ConfigValue] = [:], _ completion: @escaping (Returned) -> Void,
    answer: @escaping (Returned) -> Answer
  ) -> (Returned) -> Void {
    let started = clock.read()
    return { [self] returned in
      record(
        method, kind: kind, family: family, preview: preview, config: config, started: started,
        finished: clock.read(), answer: answer(returned))
      completion(returned)
    }
  }

  /// Records one call the system made into the provider; what cannot be recorded is told to `onNote`.
  public func record(
    _ method: Observation.Event, kind: String, family: String, preview: Bool,
    config: [String: WidgetSimRecorder.ConfigValue] = [:], started: Date, finished: Date, answer: Answer
  ) {
    do {
      let line = try Self.line(
        method, kind: kind, family: family, preview: preview, config: config, started: started, finished: finished,
        answer: answer)
      try append(line)
    } catch { onNote("\(error)") }
  }

  /// The observation line of a call.
  /// - Throws: `RecorderError.refused` for a method that is no call into the provider, or a line too long.
  static func line(
    _ method: Observation.Event, kind: String, family: String, preview: Bool,
    config: [String: WidgetSimRecorder.ConfigValue], started: Date, finished: Date, answer: Answer
  ) throws(RecorderError) -> String {
    let event = "\(method.rawValue) \(kind)"
    guard method.isExtensionCall else {
      throw .refused(event: event, reason: "\(method.rawValue) is not a call into the provider")
    }
    var observation = Observation(method, at: instant(started))
    observation.kind = kind
    observation.family = family
    if !config.isEmpty {
      observation.config = .object(config.sorted { $0.key < $1.key }.map { ($0.key, $0.value.paramValue.json) })
    }
    observation.entries = answer.entryDates.count
    observation.firstEntry = answer.entryDates.first.map(instant)
    observation.lastEntry = answer.entryDates.last.map(instant)
    switch answer.policy {
    case .atEnd?: observation.policy = "atEnd"
    case .never?: observation.policy = "never"
    case .after(let date)?: observation.policy = "after:" + instant(date).iso8601
    case nil: break
    }
    observation.tookMs = max(0, instant(finished).ms - instant(started).ms)
    observation.preview = preview
    let line = observation.line + "\n"
    guard line.utf8.count <= Observation.lineBytesMax else {
      throw .refused(
        event: event,
        reason:
          "the line would be \(line.utf8.count) bytes, over \(Observation.lineBytesMax) (a long kind or configuration)")
    }
    return line
  }

  /// A date to the millisecond, within the instants a journal holds.
  static func instant(_ date: Date) -> Instant { WidgetSimRecorder.Clock { date }.instant() }

  /// Appends `line` with one `write` to the file opened with `O_APPEND`, then flushes it to the disk.
  /// - Throws: `RecorderError.journal` naming the file and the system's reason.
  func append(_ line: String) throws(RecorderError) {
    let fd = open(path, O_WRONLY | O_APPEND | O_CREAT | O_CLOEXEC, 0o644)
    guard fd >= 0 else { throw .journal("\(path): cannot open for appending: \(String(cString: strerror(errno)))") }
    defer { close(fd) }
    var bytes = Array(line.utf8)
    let written = bytes.withUnsafeMutableBytes { write(fd, $0.baseAddress, $0.count) }
    guard written == bytes.count else {
      let reason = written < 0 ? String(cString: strerror(errno)) : "only \(written) of \(bytes.count) bytes written"
      throw .journal("\(path): an observation was not written whole: \(reason)")
    }
    _ = fsync(fd)
  }
}

extension ParamValue {
  /// The value as JSON, as the journal writes a configuration's.
  fileprivate var json: JSONValue {
    switch self {
    case .string(let text): return .string(text)
    case .int(let number): return .int(number)
    case .bool(let flag): return .bool(flag)
    }
  }
}
