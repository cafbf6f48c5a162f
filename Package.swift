// swift-tools-version:6.0
import PackageDescription

let package = Package(
  name: "widgetsim",
  // The library products (WidgetSim and the modules it re-exports) use the string-processing API of Swift 5.7's
  // standard library (`firstRange(of:)`, `replacing(_:with:)`), available from macOS 13 and iOS 16; their system calls
  // have a Darwin path. The widgetsim program itself (GNU readline, Synchronization) is built and run on Linux.
  platforms: [.macOS(.v13), .iOS(.v16)],
  products: [
    .executable(name: "widgetsim", targets: ["widgetsim"]),
    // The library face: `import WidgetSim` for scenarios, journals and property tests.
    .library(name: "WidgetSim", targets: ["WidgetSim"]),
    .library(name: "WidgetModel", targets: ["WidgetModel"]),
    .library(name: "WidgetJournal", targets: ["WidgetJournal"]),
    // Exposed for the libFuzzer targets in Fuzz/ (the REPL command parser).
    .library(name: "WidgetCommands", targets: ["WidgetCommands"]),
    .library(name: "PropertyTesting", targets: ["PropertyTesting"]),
    .executable(name: "widgetsim-bench", targets: ["widgetsim-bench"]),
    // The WidgetKit-shaped module a developer's provider source compiles against unchanged (docs/PROVIDERS.md), and
    // the small part of AppIntents its configurable providers use.
    .library(name: "WidgetKit", targets: ["WidgetKit"]),
    .library(name: "AppIntents", targets: ["AppIntents"]),
    // What an app includes in its debug builds to record a journal of what it does that its widgets depend on
    // (docs/PROVIDERS.md, "Recording a journal from your app"): Foundation, the model and the journal only.
    .library(name: "WidgetSimRecorder", targets: ["WidgetSimRecorder"]),
  ],
  targets: [
    // The pure model: no I/O, no clock, no randomness.
    .target(name: "WidgetModel", linkerSettings: [.linkedLibrary("m")]),
    // The journal: the on-disk format, its reader and its writer.
    .target(name: "WidgetJournal", dependencies: ["WidgetModel", "CHardwareCRC"]),
    // CRC-32C with the processor's crc32 instruction (SSE 4.2), seen through a header-only C shim.
    .systemLibrary(name: "CHardwareCRC", path: "Sources/CHardwareCRC"),
    // The command language, without a terminal: tokenizer, parser, catalog and help, completion, actions as commands.
    .target(name: "WidgetCommands", dependencies: ["WidgetModel"]),
    // Property testing: seeded generators of action sequences, invariants, shrinking, predicates.
    .target(name: "PropertyTesting", dependencies: ["WidgetModel", "WidgetJournal", "WidgetCommands"]),
    // GNU readline and its history library, seen through a small C shim.
    .systemLibrary(name: "CReadline", path: "Sources/CReadline", providers: [.apt(["libreadline-dev"])]),
    // The library face: re-exports the model, the command language, the journal and property testing, and holds
    // what the REPL shows without a terminal: the session, its reports and pictures, and scenarios for tests.
    .target(name: "WidgetSim", dependencies: ["WidgetModel", "WidgetCommands", "WidgetJournal", "PropertyTesting"]),
    // Developers' own providers as kinds of the simulation: SimulatedWidget and the host that runs them. Apart from
    // WidgetSim, so that the widgetsim program does not load Foundation (which WidgetKit's shapes need).
    .target(name: "WidgetSimulator", dependencies: ["WidgetSim", "WidgetModel", "WidgetKit"]),
    // The terminal: readline, the interactive REPL and the subcommands.
    .target(name: "WidgetCLI", dependencies: ["WidgetSim", "CReadline"]),
    // The thin executable.
    .executableTarget(name: "widgetsim", dependencies: ["WidgetCLI"]),
    // The one seeded, realistic journal generator: the benchmark's journals and the journal's tests.
    .target(name: "JournalWorkload", dependencies: ["WidgetModel", "WidgetJournal", "PropertyTesting"]),
    // The simulated wall clock: interposes the C library's clock_gettime, gettimeofday, time and timespec_get.
    .target(name: "CSimulatedClock", linkerSettings: [.linkedLibrary("dl")]),
    // The part of AppIntents that widget configuration intents use: AppIntent, WidgetConfigurationIntent, @Parameter.
    .target(name: "AppIntents"),
    // WidgetKit's public shapes for providers, and the host's SPI (@_spi(WidgetSimHost)): the simulated clock, the
    // App Group containers, WidgetCenter's recorder, contexts and the provider runner.
    .target(name: "WidgetKit", dependencies: ["AppIntents", "CSimulatedClock"]),
    .testTarget(name: "WidgetSimTests", dependencies: ["WidgetSim", "WidgetSimulator", "WidgetKit"]),
    .testTarget(name: "WidgetModelTests", dependencies: ["WidgetModel", "WidgetCommands", "PropertyTesting"]),
    .testTarget(
      name: "WidgetCLITests",
      dependencies: ["WidgetCLI", "WidgetSim", "WidgetCommands", "WidgetModel", "WidgetJournal", "PropertyTesting"],
      exclude: ["Golden"]),
    .testTarget(
      name: "PropertyTestingTests",
      dependencies: ["PropertyTesting", "WidgetModel", "WidgetJournal", "WidgetCommands", "WidgetCLI", "WidgetSim"]),
    // The journal's integrity tests: decoder differential, truncation, bit flips, kill -9, two writers, limits.
    .testTarget(
      name: "WidgetJournalTests",
      dependencies: ["WidgetJournal", "WidgetModel", "WidgetCLI", "WidgetSim", "JournalWorkload", "PropertyTesting"]),
    // The benchmark (docs/MODEL.md, "Performance targets"): generates journals, measures replay, the decoder alone,
    // append, REPL and check against baselines.
    .executableTarget(
      name: "widgetsim-bench",
      dependencies: ["WidgetCLI", "WidgetSim", "WidgetModel", "WidgetJournal", "JournalWorkload"],
      exclude: ["bench_baseline.py"]),
    // Provider files written as for iOS, compiled unchanged, and the host's SPI run against them.
    .testTarget(name: "WidgetKitTests", dependencies: ["WidgetKit", "AppIntents"]),
    // The recorder an app includes: data written for the widget, WidgetCenter reloads, foreground and background, the
    // widgets installed, with the real time between them, appended to an ordinary journal.
    .target(name: "WidgetSimRecorder", dependencies: ["WidgetModel", "WidgetJournal"]),
    // A fake app driving the recorder; its journals replayed, and opened in a session.
    .testTarget(
      name: "WidgetSimRecorderTests",
      dependencies: ["WidgetSimRecorder", "WidgetModel", "WidgetJournal", "WidgetSim", "WidgetSimulator", "WidgetKit"]),
  ],
  swiftLanguageModes: [.v6]
)
