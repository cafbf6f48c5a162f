import WidgetModel

/// The widget extension of a simulator program's widgets, run as iOS runs one (docs/PROVIDERS.md, "The extension's
/// process"): each provider call goes to a worker process; a worker is kept for the calls within `keepAlive` of
/// simulated time after its previous call, and a later call starts a fresh one, so that static state lives only as
/// long as it would on a device. A worker that crashes, exits, passes its deadline or its memory limit is ended, and
/// its call fails with the reason.
final class ExtensionHost {
  /// The program's executable, started again as the worker.
  let executable: String
  /// The worker in use, if any.
  private var process: ExtensionProcess?
  /// The simulated instant of the previous call.
  private var lastCallAt: Instant?
  /// What the worker wrote during the last call.
  private(set) var lastOutput = ExtensionOutput()
  /// Whether the last call ran in a process started for it.
  private(set) var lastCallWasFresh = false
  /// The most memory the worker grew above its idle size during the last call, in bytes; nil where not measured.
  private(set) var lastPeakBytes: Int?
  /// How the last call ended its worker, if it did.
  private(set) var lastEnd: ExtensionEnd?
  /// The provider method the worker said it was calling last during the last call.
  private(set) var lastMethod: String?
  /// The zone the worker in use was started in (its `TZ`).
  private var processZone: String?

  /// How much longer than the provider's deadline the program waits for a worker's answer, in real time: the
  /// worker's own runner answers at the deadline with the method's reason; this catches a worker that cannot.
  static let answerGrace = Duration.seconds(1)

  /// The extension of the program at `executable`.
  init(executable: String) { self.executable = executable }

  deinit { process?.end() }

  /// Asks the extension for `call` of `request`, whose App Group files are in `container`, in a worker kept from
  /// the previous call when it came within `keepAlive` of simulated time before, else in a fresh one, whose dirty
  /// memory may grow `memoryLimit` bytes (nil: unbounded); `answering` answers the provider's requests.
  func call(
    _ call: ExtensionRequest.Call, _ request: ProviderRequest, container: String, keepAlive: TimeSpan,
    memoryLimit: Int?, zone: String, answering: @escaping (JSONValue) -> JSONValue
  ) -> ExtensionProcess.Outcome {
    let reusable =
      process.map { !$0.ended } == true && processZone == zone
      && lastCallAt.map { request.at >= $0 && request.at - $0 <= keepAlive } == true
    lastCallAt = request.at
    lastOutput = ExtensionOutput()
    lastCallWasFresh = !reusable
    lastPeakBytes = nil
    lastEnd = nil
    lastMethod = nil
    if !reusable {
      process?.end()
      process = nil
      do {
        process = try ExtensionProcess(executable: executable, zone: zone)
        processZone = zone
      } catch {
        lastEnd = .broken
        return .failed("the extension's process could not be started: \(error)", unknownGroups: [])
      }
    }
    let worker = process!
    let deadline = Duration.milliseconds(request.deadline.ms)
    // A build calls the timeline method, then the placeholder, each under the deadline.
    let wait = (call == .build ? deadline * 2 : deadline) + Self.answerGrace
    let outcome = worker.call(
      ExtensionRequest.message(call, request, container: container), deadline: wait, memoryLimit: memoryLimit,
      output: &lastOutput, answering: answering)
    lastPeakBytes = worker.callPeakBytes
    lastEnd = worker.endedAs
    lastMethod = worker.callingMethod
    if worker.ended { process = nil }
    return outcome
  }

  /// How the last call ran, as the journal records it with its build: in a fresh process or not, in `zone`, the
  /// unknown App Group identifiers asked for, the end of what it printed and its memory's peak.
  func lastRun(zone: String, unknownGroups: [String], ended: ExtensionEnd?) -> ExtensionRun {
    let output = ExtensionOutput.tail(
      of: SimulatedProviders.shortenedContainers(lastOutput.withoutStackTrace), bytesMax: ExtensionRun.outputBytesMax)
    return ExtensionRun(
      freshProcess: lastCallWasFresh, zone: zone,
      unknownGroups: Array(unknownGroups.prefix(ExtensionRun.unknownGroupsMax)), output: output,
      outputBytes: max(lastOutput.total, output.utf8.count), memoryPeakBytes: lastPeakBytes, ended: ended ?? lastEnd,
      method: (ended ?? lastEnd) == nil ? nil : lastMethod)
  }

  /// Ends the worker in use, if any (its call outlived its deadline, or its answer was no answer).
  func endWorker() {
    process?.end()
    process = nil
  }
}
