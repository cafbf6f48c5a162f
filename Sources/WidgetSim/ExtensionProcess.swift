import Foundation
import WidgetModel

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// One worker process of the extension, seen from the simulator program: the program's own executable started again
/// in its worker mode, with a socket for the messages (`ExtensionChannel`), its standard output and error in a pipe
/// the program reads (`ExtensionOutput`), in a process group of its own so that whatever it forks ends with it.
/// Its calls are bounded by a deadline of real time and, where the system shows it, by its memory.
final class ExtensionProcess {
  /// The worker's process id, also its process group's.
  let pid: pid_t
  /// The program's end of the socket (non-blocking).
  private let channel: Int32
  /// The read end of the worker's standard output and error (non-blocking); -1 once it reached its end.
  private var output: Int32
  /// Bytes received on the socket that are not yet a whole message.
  private var inbox: [UInt8] = []
  /// The worker's dirty memory (`ExtensionMemory.dirtyBytes`) once it was ready, before any call: what the limit is
  /// counted above. Nil where the system does not show it.
  private(set) var baselineBytes: Int?
  /// The most dirty memory seen above the baseline during the current (or last) call; nil where not measured.
  private(set) var callPeakBytes: Int?
  /// Whether the process was ended and reaped.
  private(set) var ended = false
  /// How it ended, once it did.
  private(set) var endedAs: ExtensionEnd?
  /// The provider method the worker said it was calling last, during the current (or last) call.
  private(set) var callingMethod: String?

  /// How long a new worker may take to start and say it is ready, in real time: generous, since a debug build's
  /// executable on a loaded machine takes a while to load, and not the provider's deadline.
  static let startTimeout = Duration.seconds(30)
  /// How often the worker's memory is read while a call runs.
  static let memoryPollMs: Int32 = 2

  /// What one call came to.
  enum Outcome {
    /// The worker answered: its answer, and the App Group identifiers the provider asked for that are none of the
    /// widgets'.
    case answered(JSONValue, unknownGroups: [String])
    /// The call failed and the worker's process was ended: why, for people, and the unknown identifiers asked for.
    case failed(String, unknownGroups: [String])

    /// The App Group identifiers asked for that are none of the widgets', either way.
    var unknownGroups: [String] {
      switch self {
      case .answered(_, let groups), .failed(_, let groups): return groups
      }
    }
  }

  /// Starts `executable` as the extension's worker, its `TimeZone.current` being `zone` (its `TZ`), and waits until
  /// it is ready.
  /// - Throws: `ExtensionProcess.StartError` saying why it could not be started.
  init(executable: String, zone: String) throws(StartError) {
    var pair: [Int32] = [-1, -1]
    var pipeEnds: [Int32] = [-1, -1]
    #if os(Linux)
      let socketType = Int32(SOCK_STREAM.rawValue) | Int32(SOCK_CLOEXEC.rawValue)
    #else
      let socketType = SOCK_STREAM
    #endif
    guard socketpair(AF_UNIX, socketType, 0, &pair) == 0 else { throw StartError("socketpair failed: errno \(errno)") }
    guard pipe(&pipeEnds) == 0 else {
      close(pair[0])
      close(pair[1])
      throw StartError("pipe failed: errno \(errno)")
    }
    // Above the numbers the worker's descriptors get (0 to 3), so that no dup2 of the spawn overwrites another.
    let ends = (pair + pipeEnds).map { fd -> Int32 in
      let moved = fcntl(fd, F_DUPFD_CLOEXEC, 10)
      close(fd)
      return moved
    }
    let (programEnd, workerEnd, outputRead, outputWrite) = (ends[0], ends[1], ends[2], ends[3])
    let spawned = Self.spawn(executable, channel: workerEnd, output: outputWrite, zone: zone)
    close(workerEnd)
    close(outputWrite)
    guard case .success(let child) = spawned else {
      close(programEnd)
      close(outputRead)
      if case .failure(let error) = spawned { throw error }
      throw StartError("posix_spawn failed")
    }
    pid = child
    channel = programEnd
    output = outputRead
    _ = fcntl(channel, F_SETFL, fcntl(channel, F_GETFL) | O_NONBLOCK)
    _ = fcntl(output, F_SETFL, fcntl(output, F_GETFL) | O_NONBLOCK)
    var collected = ExtensionOutput()
    switch wait(for: Self.startTimeout, memoryLimit: nil, output: &collected) {
    case .message(let ready) where ready["ready"] != nil:
      baselineBytes = ExtensionMemory.dirtyBytes(of: pid)
    case .message:
      end()
      throw StartError("the worker did not say it was ready")
    case .ended(let reason):
      let said = collected.runtimeError.map { ": \($0)" } ?? ""
      throw StartError("the worker ended before it was ready (\(reason))\(said)")
    }
  }

  deinit { end() }

  /// Why a worker could not be started.
  struct StartError: Error, CustomStringConvertible {
    /// The reason.
    let description: String
    init(_ description: String) { self.description = description }
  }

  /// Starts the worker with its socket as descriptor 3 and `output` as its standard output and error, standard
  /// input from /dev/null, in a process group of its own, with no signal blocked or ignored.
  private static func spawn(_ executable: String, channel: Int32, output: Int32, zone: String) -> Result<
    pid_t, StartError
  > {
    var actions = posix_spawn_file_actions_t()
    posix_spawn_file_actions_init(&actions)
    defer { posix_spawn_file_actions_destroy(&actions) }
    posix_spawn_file_actions_adddup2(&actions, channel, ExtensionChannel.workerDescriptor)
    posix_spawn_file_actions_adddup2(&actions, output, 1)
    posix_spawn_file_actions_adddup2(&actions, output, 2)
    posix_spawn_file_actions_addopen(&actions, 0, "/dev/null", O_RDONLY, 0)
    closeInheritedDescriptors(&actions)
    var attributes = posix_spawnattr_t()
    posix_spawnattr_init(&attributes)
    defer { posix_spawnattr_destroy(&attributes) }
    var none = sigset_t()
    sigemptyset(&none)
    var defaults = sigset_t()
    sigemptyset(&defaults)
    for signal in [SIGPIPE, SIGINT, SIGTERM, SIGHUP, SIGQUIT, SIGXFSZ, SIGCHLD] { sigaddset(&defaults, signal) }
    posix_spawnattr_setsigmask(&attributes, &none)
    posix_spawnattr_setsigdefault(&attributes, &defaults)
    posix_spawnattr_setpgroup(&attributes, 0)
    posix_spawnattr_setflags(
      &attributes, Int16(POSIX_SPAWN_SETPGROUP | POSIX_SPAWN_SETSIGMASK | POSIX_SPAWN_SETSIGDEF))
    var environment: [String] = ProcessInfo.processInfo.environment.compactMap { name, value in
      name == ExtensionChannel.environmentName || name == "SWIFT_BACKTRACE" || name == "TZ" ? nil : "\(name)=\(value)"
    }
    // The session's display zone is the extension's own: Foundation reads TZ for TimeZone.current.
    environment.append("TZ=\(zone)")
    environment.append("\(ExtensionChannel.environmentName)=\(ExtensionChannel.workerDescriptor)")
    // The runtime's own message names the trap and its line; its backtracer would take seconds to symbolicate.
    environment.append("SWIFT_BACKTRACE=enable=no")
    let argv: [UnsafeMutablePointer<CChar>?] = [strdup(CommandLine.arguments.first ?? executable), nil]
    let envp: [UnsafeMutablePointer<CChar>?] = environment.map { strdup($0) } + [nil]
    defer {
      for pointer in argv + envp { free(pointer) }
    }
    var child: pid_t = 0
    let status = posix_spawn(&child, executable, &actions, &attributes, argv, envp)
    guard status == 0 else {
      return .failure(StartError("posix_spawn of \(executable) failed: \(String(cString: strerror(status)))"))
    }
    return .success(child)
  }

  /// Closes every descriptor above the worker's socket in the worker, where the C library offers it
  /// (`posix_spawn_file_actions_addclosefrom_np`, glibc 2.34): a descriptor some library opened without
  /// close-on-exec (a journal's, with its lock) must not live on in the extension.
  private static func closeInheritedDescriptors(_ actions: inout posix_spawn_file_actions_t) {
    #if os(Linux)
      typealias CloseFrom = @convention(c) (UnsafeMutablePointer<posix_spawn_file_actions_t>, Int32) -> Int32
      guard let symbol = dlsym(UnsafeMutableRawPointer(bitPattern: 0), "posix_spawn_file_actions_addclosefrom_np")
      else { return }
      _ = unsafeBitCast(symbol, to: CloseFrom.self)(&actions, ExtensionChannel.workerDescriptor + 1)
    #endif
  }

  /// Sends `request` and waits for the worker's answer for at most `deadline` of real time, ending the worker when
  /// its dirty memory grows more than `memoryLimit` bytes above its baseline (nil: no limit). A worker that ends,
  /// passes the deadline or the limit, closes its socket or sends what is no answer fails the call, and is ended.
  func call(
    _ request: JSONValue, deadline: Duration, memoryLimit: Int?, output: inout ExtensionOutput,
    answering: (JSONValue) -> JSONValue
  ) -> Outcome {
    precondition(!ended, "a call to an ended worker")
    callPeakBytes = nil
    callingMethod = nil
    var unknownGroups: [String] = []
    guard ExtensionChannel.send(ExtensionChannel.frame(request), on: channel) else {
      return .failed(endedReason(output: &output), unknownGroups: [])
    }
    var messages = 0
    var fetches = 0
    while messages < ExtensionChannel.messagesPerCallMax {
      switch wait(for: deadline, memoryLimit: memoryLimit, output: &output) {
      case .ended(let reason): return .failed(reason, unknownGroups: unknownGroups)
      case .message(let message):
        // The provider's requests, answered one by one; many more than a build may make break the protocol.
        if let fetch = message["fetch"] {
          fetches += 1
          guard fetches <= ExtensionChannel.fetchesPerCallMax else {
            end()
            endedAs = .broken
            return .failed(
              "the provider made more than \(ExtensionChannel.fetchesPerCallMax) requests in one call; the system "
                + "ended its extension", unknownGroups: unknownGroups)
          }
          guard ExtensionChannel.send(ExtensionChannel.frame(answering(fetch)), on: channel) else {
            return .failed(endedReason(output: &output), unknownGroups: unknownGroups)
          }
          continue
        }
        messages += 1
        if let group = message["unknownGroup"]?.stringValue {
          if !unknownGroups.contains(group), unknownGroups.count < 8 { unknownGroups.append(group) }
          continue
        }
        if let method = message["calling"]?.stringValue {
          callingMethod = ExtensionOutput.quoted(method, max: 80)
          continue
        }
        return .answered(message, unknownGroups: unknownGroups)
      }
    }
    end()
    endedAs = .broken
    return .failed(
      "the extension's process sent more than \(ExtensionChannel.messagesPerCallMax) messages for one call; the "
        + "system ended it", unknownGroups: unknownGroups)
  }

  /// What waiting for the next message came to.
  private enum Waited {
    /// A whole message.
    case message(JSONValue)
    /// The worker ended (it died, or was ended for the reason given).
    case ended(String)
  }

  /// Waits for the worker's next message for at most `limit` of real time, collecting its output meanwhile and
  /// watching its memory when `memoryLimit` is given; ends the worker on anything but a message.
  private func wait(for limit: Duration, memoryLimit: Int?, output collected: inout ExtensionOutput) -> Waited {
    let clock = ContinuousClock()
    let deadline = clock.now + limit
    var chunk = [UInt8](repeating: 0, count: 16 * 1024)
    while true {
      switch ExtensionChannel.next(in: inbox) {
      case .message(let value, let bytes):
        inbox.removeFirst(bytes)
        drainOutput(into: &collected, chunk: &chunk)
        if let problem = memoryProblem(limit: memoryLimit) {
          return endedWith(problem, as: .memory, output: &collected)
        }
        return .message(value)
      case .garbage(let why):
        return endedWith(
          "the extension's process broke the simulator's protocol: \(why); the system ended it", as: .broken,
          output: &collected)
      case .incomplete: break
      }
      let remaining = deadline - clock.now
      if remaining <= .zero {
        return endedWith(
          "the extension's process did not answer within \(ExtensionMemory.text(limit)) of real time; the "
            + "system ended it", as: .deadline, output: &collected)
      }
      let remainingMs = Int32(clamping: ExtensionMemory.milliseconds(remaining) + 1)
      var fds = [pollfd(fd: channel, events: Int16(POLLIN), revents: 0)]
      if output >= 0 { fds.append(pollfd(fd: output, events: Int16(POLLIN), revents: 0)) }
      let timeout = memoryLimit == nil ? remainingMs : min(remainingMs, Self.memoryPollMs)
      let ready = poll(&fds, nfds_t(fds.count), timeout)
      if ready < 0 && errno != EINTR {
        return endedWith("poll failed: errno \(errno)", as: .broken, output: &collected)
      }
      if fds.count > 1 && fds[1].revents != 0 { drainOutput(into: &collected, chunk: &chunk) }
      if fds[0].revents != 0 {
        let n = chunk.withUnsafeMutableBytes { read(channel, $0.baseAddress!, $0.count) }
        if n > 0 {
          inbox += chunk[0..<n]
        } else if n == 0 || (errno != EAGAIN && errno != EINTR) {
          return .ended(endedReason(output: &collected))
        }
      }
      if let problem = memoryProblem(limit: memoryLimit) { return endedWith(problem, as: .memory, output: &collected) }
    }
  }

  /// Why the worker is over its memory limit now, or nil; records the peak.
  private func memoryProblem(limit: Int?) -> String? {
    guard let limit, let baselineBytes, let now = ExtensionMemory.dirtyBytes(of: pid) else { return nil }
    callPeakBytes = max(callPeakBytes ?? 0, now - baselineBytes)
    guard now - baselineBytes > limit else { return nil }
    return "the extension used \(ExtensionMemory.text(now - baselineBytes)) of memory, over its limit of "
      + "\(ExtensionMemory.text(limit)) (extensionMemory); the system ended it, as iOS ends an extension that "
      + "passes its memory limit"
  }

  /// Reads what the worker wrote to its output so far.
  private func drainOutput(into collected: inout ExtensionOutput, chunk: inout [UInt8]) {
    while output >= 0 {
      let n = chunk.withUnsafeMutableBytes { read(output, $0.baseAddress!, $0.count) }
      if n > 0 {
        collected.append(chunk[0..<n])
        continue
      }
      if n == 0 {
        close(output)
        output = -1
      }
      if n < 0 && errno == EINTR { continue }
      return
    }
  }

  /// Ends the worker for `reason` and returns it as the wait's outcome.
  private func endedWith(_ reason: String, as end: ExtensionEnd, output collected: inout ExtensionOutput) -> Waited {
    endedAs = end
    killGroup()
    var status: Int32 = 0
    while waitpid(pid, &status, 0) < 0 && errno == EINTR {}
    finish(output: &collected)
    return .ended(reason)
  }

  /// Why the worker's socket closed: waits a little for its process to end on its own (it closed the socket by
  /// dying, in the usual case), ends it and whatever it forked, reads the rest of its output, and says how it ended.
  private func endedReason(output collected: inout ExtensionOutput) -> String {
    var status: Int32 = 0
    var reaped = false
    // A process that dies closes its descriptors last, an instant before it can be reaped; one that is still there
    // half a second after its socket closed closed it itself.
    for _ in 0..<500 {
      let done = waitpid(pid, &status, WNOHANG)
      if done == pid {
        reaped = true
        break
      }
      if done < 0 && errno != EINTR { break }
      usleep(1000)
    }
    killGroup()
    if !reaped { while waitpid(pid, &status, 0) < 0 && errno == EINTR {} }
    finish(output: &collected)
    endedAs = !reaped ? .broken : status & 0x7F == 0 ? .exited : .crashed
    if !reaped {
      return "the extension's process closed its channel to the system without answering; the system ended it"
    }
    return Self.reason(status: status, output: collected)
  }

  /// How a worker that ended on its own ended, for people: the runtime's message about a trap, a signal, or exit().
  static func reason(status: Int32, output: ExtensionOutput) -> String {
    let signal = status & 0x7F
    if signal == 0 {
      let code = (status >> 8) & 0xFF
      return "the extension's process exited (status \(code)) before answering: a provider that calls exit() ends "
        + "its extension, and the system counts the build as failed"
    }
    if let message = output.runtimeError { return "crashed: \(message)" }
    return "crashed: the extension's process was killed by \(ExtensionSignal.name(signal))"
  }

  /// Sends SIGKILL to the worker's process group: the worker and whatever it forked.
  private func killGroup() { kill(-pid, SIGKILL) }

  /// Ends the worker and all it forked, and reaps it; nothing of it is left running. Does nothing once ended.
  func end() {
    guard !ended else { return }
    killGroup()
    var status: Int32 = 0
    while waitpid(pid, &status, 0) < 0 && errno == EINTR {}
    var collected = ExtensionOutput()
    finish(output: &collected)
  }

  /// Reads the rest of the reaped worker's output (briefly: a process it forked may hold the pipe for an instant
  /// after its group was killed) and closes both descriptors.
  private func finish(output collected: inout ExtensionOutput) {
    ended = true
    var chunk = [UInt8](repeating: 0, count: 16 * 1024)
    for _ in 0..<20 where output >= 0 {
      drainOutput(into: &collected, chunk: &chunk)
      if output >= 0 {
        var waiting = pollfd(fd: output, events: Int16(POLLIN), revents: 0)
        _ = poll(&waiting, 1, 5)
      }
    }
    if output >= 0 { close(output) }
    output = -1
    close(channel)
  }
}

/// Signals by name, for the reasons of crashed builds.
enum ExtensionSignal {
  /// `SIGILL (illegal instruction: …)`.
  static func name(_ signal: Int32) -> String {
    switch signal {
    case SIGILL:
      return "SIGILL (illegal instruction: how a Swift trap ends a process, such as a failed ! or a fatalError)"
    case SIGTRAP: return "SIGTRAP (a trap: how a Swift trap ends a process on some systems)"
    case SIGABRT: return "SIGABRT (abort)"
    case SIGSEGV: return "SIGSEGV (a bad memory access)"
    case SIGBUS: return "SIGBUS (a bad memory access)"
    case SIGFPE: return "SIGFPE (an arithmetic error)"
    case SIGKILL: return "SIGKILL"
    case SIGTERM: return "SIGTERM"
    default: return "signal \(signal)"
    }
  }
}
