import Foundation
@_spi(WidgetSimHost) import WidgetKit
import WidgetModel

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// The simulator program in its worker mode: the extension's process, which calls the developer's providers for
/// the program that started it, one message at a time (`ExtensionRequest`), until the program closes the socket or
/// ends it.
enum ExtensionWorker {
  /// Serves as the extension's worker when the program was started as one (`ExtensionChannel.environmentName` set),
  /// and then exits; returns at once otherwise.
  static func serveIfStartedAsWorker(_ widgets: [SimulatedWidget]) {
    guard let value = getenv(ExtensionChannel.environmentName), let fd = Int32(String(cString: value)) else { return }
    unsetenv(ExtensionChannel.environmentName)
    serve(widgets, channel: fd)
  }

  /// The worker's loop: says it is ready, then answers each request.
  private static func serve(_ widgets: [SimulatedWidget], channel fd: Int32) -> Never {
    // Line by line, so that what a provider printed before it crashed is not lost in a buffer.
    if let stream = standardStream("stdout") { setvbuf(stream, nil, _IOLBF, 0) }
    // Before anything makes a URLSession, so that the sessions the provider makes itself find the proxy set.
    let trap = ForeignSessionTrap()
    SimulatedNetwork.install(
      blockingOtherSessions: true, proxy: trap?.proxy ?? SimulatedNetwork.unreachableProxy)
    warmUp()
    let sending = NSLock()
    let send = { @Sendable (message: JSONValue) -> Bool in
      sending.lock()
      defer { sending.unlock() }
      return ExtensionChannel.send(ExtensionChannel.frame(message), on: fd)
    }
    ProviderRunner.endsAbandonedCalls(true)
    AppGroupContainers.reportUnknownIdentifiers { group in _ = send(.object([("unknownGroup", .string(group))])) }
    guard send(.object([("ready", .int(Int64(getpid())))])) else { leave() }
    let providers = SimulatedProviders(inWorker: widgets)
    providers.announce = { method in _ = send(.object([("calling", .string(method))])) }
    // Each request of the provider is answered by the program, which holds the network and records the request; the
    // reply is read here, on the request's thread, while the main thread waits for the call.
    let calling = providers.calling
    providers.askProgram = { request in
      guard send(NetworkAnswerer.message(request, call: calling.name)),
        let message = ExtensionChannel.receive(from: fd),
        let reply = NetworkAnswerer.reply(message)
      else { leave() }
      return reply
    }
    while let message = ExtensionChannel.receive(from: fd) {
      guard let (call, request, container) = ExtensionRequest.read(message) else { leave() }
      let abandoned = ProviderRunner.abandonedCalls
      let folder = URL(fileURLWithPath: container, isDirectory: true)
      let answer: JSONValue
      switch call {
      case .build:
        _ = trap?.take()
        let build = providers.buildHere(request, container: folder)
        answer = ExtensionRequest.answer(
          build, retire: ProviderRunner.abandonedCalls != abandoned, foreign: trap?.take() ?? [])
      case .preview:
        let preview = providers.previewHere(request, container: folder)
        answer = ExtensionRequest.answer(preview, retire: ProviderRunner.abandonedCalls != abandoned)
      }
      fflush(nil)
      guard send(answer) else { leave() }
      // A provider's thread still runs past its deadline: the process ends, so nothing of it is left running.
      if ProviderRunner.abandonedCalls != abandoned { leave() }
    }
    leave(endingGroup: true)
  }

  /// Ends the worker. At the end of its socket (the simulator closes it only by ending, since it ends a worker it is
  /// done with itself), the worker ends every process of its group too (what a provider forked), as the simulator
  /// would have: on iOS an extension's end takes all of it.
  private static func leave(endingGroup: Bool = false) -> Never {
    if endingGroup { kill(0, SIGKILL) }
    exit(0)
  }

  /// The C library's standard stream `name` (`stdout`), read through the dynamic linker: Swift 6 refuses the global
  /// variable itself as shared mutable state.
  private static func standardStream(_ name: String) -> UnsafeMutablePointer<FILE>? {
    guard let symbol = dlsym(UnsafeMutableRawPointer(bitPattern: 0), name) else { return nil }
    return symbol.assumingMemoryBound(to: UnsafeMutablePointer<FILE>?.self).pointee
  }

  /// Does once what the first call of almost any provider does (reading the clock, the calendar and time zone, JSON
  /// coding, a file's URL), so that the memory it takes counts in the worker's baseline, not against the provider.
  private static func warmUp() {
    let now = Date()
    _ = Calendar.current.startOfDay(for: now)
    _ = TimeZone.current.identifier
    _ = try? JSONEncoder().encode([now])
    _ = try? JSONDecoder().decode([Int].self, from: Data("[1]".utf8))
    _ = FileManager.default.temporaryDirectory.appendingPathComponent("widgetsim").path
    _ = ISO8601DateFormatter().string(from: now)
  }
}
