import Foundation
import WidgetCLI
@_exported import WidgetSimCore

/// The simulator program of a package whose own widgets run inside the simulation (docs/PROVIDERS.md): the whole
/// widgetsim command line, in which each `SimulatedWidget` is a kind whose timelines come from its provider.
///
/// ```swift
/// import WidgetKit
/// import WidgetSim
///
/// @main struct Sim {
///   static func main() async {
///     await WidgetSimulator.main(widgets: [
///       SimulatedWidget(kind: "weather", families: [.systemSmall, .systemMedium], provider: WeatherProvider()),
///     ])
///   }
/// }
/// ```
public enum WidgetSimulator {
  /// Runs the command line this process was started with (`swift run Sim replay bug.jsonl`, or no arguments for the
  /// REPL) with `widgets` as kinds, and exits with its status. Started again by itself as the widgets' extension
  /// (docs/PROVIDERS.md, "The extension's process"), it serves as that extension's worker instead, before anything
  /// else, and exits when the simulator is done with it.
  /// - Parameter widgets: the developer's widgets, each with its provider.
  public static func main(widgets: [SimulatedWidget]) async -> Never {
    ForeignSessionTrap.forgetInheritedProxy()
    ExtensionWorker.serveIfStartedAsWorker(widgets)
    isSimulatorProgram.set()
    if let status = WidgetsimCLI.prepareProcess() { exit(status) }
    exit(await run(Array(CommandLine.arguments.dropFirst()), widgets: widgets))
  }

  /// Whether this process is a simulator program (`main(widgets:)` runs it), whose executable can be started again
  /// as its extension's worker; a test's process cannot.
  static let isSimulatorProgram = ProgramFlag()

  /// Runs a command line (without the program name) with `widgets` as kinds and returns its exit status. The command
  /// line runs on a thread of its own, so the REPL's blocking reads and the providers' builds hold no thread of
  /// Swift's cooperative pool or the main actor, which a provider's async code may need. In a simulator program
  /// (from `main(widgets:)`) the providers run in the extension's worker processes; called from a test, in this
  /// process (`ProviderIsolation`).
  /// - Parameters:
  ///   - arguments: the subcommand and its options, as `widgetsim` takes them.
  ///   - widgets: the developer's widgets, each with its provider.
  public static func run(_ arguments: [String], widgets: [SimulatedWidget]) async -> Int32 {
    let providers: SimulatedProviders
    do {
      var isolation: ProviderIsolation = isSimulatorProgram.isSet ? .extensionProcess : .inProcess
      // Only for measuring what the extension's processes cost (docs/PERFORMANCE.md): said on every run.
      if isSimulatorProgram.isSet, ProcessInfo.processInfo.environment["WIDGETSIM_PROVIDERS"] == "in-process" {
        isolation = .inProcess
        FileHandle.standardError.write(
          Data(
            "widgetsim: WIDGETSIM_PROVIDERS=in-process: providers run in this process, so a provider that crashes ends the program\n"
              .utf8))
      }
      providers = try SimulatedProviders(widgets, isolation: isolation)
    } catch {
      FileHandle.standardError.write(Data("widgetsim: cannot make the App Group folder: \(error)\n".utf8))
      return 1
    }
    let setup = ProviderSetup(host: providers, kinds: providers.kinds)
    return await withCheckedContinuation { continuation in
      let thread = Thread { continuation.resume(returning: WidgetsimCLI.main(arguments, providers: setup)) }
      thread.name = "widgetsim"
      thread.stackSize = 8 << 20
      thread.start()
    }
  }
}

/// A flag set once for the whole process, read from any thread.
final class ProgramFlag: @unchecked Sendable {
  /// Guards `value`.
  private let lock = NSLock()
  /// Whether it was set.
  private var value = false

  /// Sets the flag.
  func set() {
    lock.lock()
    defer { lock.unlock() }
    value = true
  }

  /// Whether the flag was set.
  var isSet: Bool {
    lock.lock()
    defer { lock.unlock() }
    return value
  }
}
