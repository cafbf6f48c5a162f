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
    // The library face: `import WidgetSim` for scenarios, journals and property tests, and the simulator program that
    // runs a developer's own providers (`WidgetSimulator.main(widgets:)`).
    .library(name: "WidgetSim", targets: ["WidgetSim"]),
    // The same without the command line and the WidgetKit shapes: scenarios, journals and property tests only.
    .library(name: "WidgetSimCore", targets: ["WidgetSimCore"]),
    .library(name: "WidgetModel", targets: ["WidgetModel"]),
    .library(name: "WidgetJournal", targets: ["WidgetJournal"]),
    // The chart `widgetsim chart` draws, as one SVG, for a program of its own (`JournalChart.svg`).
    .library(name: "WidgetChart", targets: ["WidgetChart"]),
    // Exposed for the libFuzzer targets in Fuzz/ (the REPL command parser).
    .library(name: "WidgetCommands", targets: ["WidgetCommands"]),
    .library(name: "PropertyTesting", targets: ["PropertyTesting"]),
    .executable(name: "widgetsim-bench", targets: ["widgetsim-bench"]),
    // The WidgetKit-shaped module a developer's provider source compiles against unchanged (docs/PROVIDERS.md), and
    // the small part of AppIntents its configurable providers use.
    .library(name: "WidgetKit", targets: ["WidgetKit"]),
    .library(name: "AppIntents", targets: ["AppIntents"]),
    // Apple's unified logging as a widget extension uses it (`import OSLog`, `Logger`): lines on standard output.
    .library(name: "OSLog", targets: ["OSLog"]),
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
    // The core of the library: re-exports the model, the command language, the journal and property testing, and
    // holds what the REPL shows without a terminal: the session, its reports and pictures, and scenarios for tests.
    .target(
      name: "WidgetSimCore", dependencies: ["WidgetModel", "WidgetCommands", "WidgetJournal", "PropertyTesting"]),
    // The library face: re-exports the core, and runs developers' own providers as kinds of the simulation
    // (SimulatedWidget, the host that runs them, and the simulator program's entry point). Apart from the core and
    // the command line, so that the widgetsim program does not load Foundation (which WidgetKit's shapes need).
    .target(name: "WidgetSim", dependencies: ["WidgetSimCore", "WidgetCLI", "WidgetModel", "WidgetKit"]),
    // The chart's drawing: a journal's actions folded into the lanes of an SVG (the model, and actions as commands).
    .target(name: "WidgetChart", dependencies: ["WidgetModel", "WidgetCommands"]),
    // The terminal: readline, the interactive REPL and the subcommands.
    .target(name: "WidgetCLI", dependencies: ["WidgetSimCore", "WidgetChart", "CReadline", "DeviceEvidence"]),
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
    // OSLog is a dependency so that a provider's `import OSLog` works with the WidgetKit product alone.
    .target(name: "WidgetKit", dependencies: ["AppIntents", "OSLog", "CSimulatedClock"]),
    // `Logger` and `os_log`'s types, writing each message as a line on standard output (docs/PROVIDERS.md).
    .target(name: "OSLog"),
    .testTarget(
      name: "WidgetSimTests",
      dependencies: ["WidgetSim", "WidgetKit", "AppIntents", "widgetsim-extension-sim", "WidgetTestSupport"]),
    // The simulator program of the extension tests: providers that crash, exit, leak, hang, print, fork, written as
    // iOS developers write them (Swift 5 language mode), run in workers by the tests through the built program.
    .executableTarget(
      name: "widgetsim-extension-sim", dependencies: ["WidgetSim", "WidgetKit"], path: "Tests/ExtensionSim",
      swiftSettings: [.swiftLanguageMode(.v5)]),
    // The model's tests; the recorded journals in journals/ replayed, with their golden `why` and `doctor` texts and
    // their pinned digests.
    .testTarget(
      name: "WidgetModelTests",
      dependencies: ["WidgetModel", "WidgetCommands", "PropertyTesting", "WidgetJournal", "WidgetTestSupport"],
      exclude: ["Golden"]),
    // What the test targets share: the widgetsim binary run as a child, golden files, seeds, temporary folders,
    // journals as bytes, and JSON generators.
    .target(
      name: "WidgetTestSupport", dependencies: ["WidgetModel", "WidgetJournal", "JournalWorkload", "PropertyTesting"],
      path: "Tests/WidgetTestSupport"),
    // The command line: the subcommands run through the built binary, the REPL's line editor and terminal, the chart
    // command, diff and edit, what the program writes and refuses.
    .testTarget(
      name: "WidgetCLITests",
      dependencies: [
        "WidgetCLI", "WidgetChart", "WidgetSimCore", "WidgetCommands", "WidgetModel", "WidgetJournal",
        "PropertyTesting", "WidgetTestSupport",
      ],
      exclude: ["Golden"]),
    // The command language alone: the parser and the catalog's help text.
    .testTarget(name: "WidgetCommandsTests", dependencies: ["WidgetCommands", "WidgetModel"]),
    // The core without a terminal: sessions, scripts, doctor in a session, developers' providers in a session, the
    // pictures and reports (their golden files), completion against a session's state, and widths.
    .testTarget(
      name: "WidgetSimCoreTests",
      dependencies: [
        "WidgetSimCore", "WidgetCommands", "WidgetModel", "WidgetJournal", "PropertyTesting", "WidgetTestSupport",
      ],
      exclude: ["Golden"]),
    // The chart's drawing, as a library user draws it.
    .testTarget(
      name: "WidgetChartTests", dependencies: ["WidgetChart", "WidgetModel", "WidgetJournal", "WidgetTestSupport"],
      exclude: ["Golden"]),
    // The slow system tests, apart so that `swift test --skip SystemTests` is a fast loop: the built binary end to
    // end, the REPL in tmux, kill -9, prlimit, every byte offset, bit flip and damaged line of a journal, sessions of
    // hundreds of actions on disk (an fsync each), the soaks, the property checks at length (planted bugs, built-in
    // properties, threads and shards, check --jobs) and exports of hundreds of widgets.
    .testTarget(
      name: "SystemTests",
      dependencies: [
        "WidgetCLI", "WidgetSimCore", "WidgetCommands", "WidgetModel", "WidgetJournal", "JournalWorkload",
        "PropertyTesting", "WidgetTestSupport",
      ]),
    .testTarget(
      name: "PropertyTestingTests",
      dependencies: ["PropertyTesting", "WidgetModel", "WidgetJournal", "WidgetCommands", "WidgetCLI", "WidgetSimCore"]),
    // The journal's integrity tests: decoder differential, torn tails, recovery, two writers (the slow sweeps are in
    // SystemTests).
    .testTarget(
      name: "WidgetJournalTests",
      dependencies: [
        "WidgetJournal", "WidgetModel", "WidgetCLI", "WidgetSimCore", "JournalWorkload", "PropertyTesting",
        "WidgetTestSupport",
      ]),
    // The benchmark (docs/MODEL.md, "Performance targets"): generates journals, measures replay, the decoder alone,
    // append, REPL and check against baselines.
    .executableTarget(
      name: "widgetsim-bench",
      dependencies: [
        "WidgetCLI", "WidgetSimCore", "WidgetModel", "WidgetJournal", "JournalWorkload", "WidgetSim", "WidgetKit",
      ],
      exclude: ["bench_baseline.py"]),
    // Provider files written as for iOS, compiled unchanged, and the host's SPI run against them.
    .testTarget(name: "WidgetKitTests", dependencies: ["WidgetKit", "AppIntents"]),
    // The recorder an app includes: data written for the widget, WidgetCenter reloads, foreground and background, the
    // widgets installed, with the real time between them, appended to an ordinary journal.
    .target(name: "WidgetSimRecorder", dependencies: ["WidgetModel", "WidgetJournal"]),
    // The device's evidence: the system's log read, a recording imported, compared with the model and fitted.
    .target(name: "DeviceEvidence", dependencies: ["WidgetModel", "WidgetJournal"]),
    .testTarget(
      name: "DeviceEvidenceTests",
      dependencies: ["DeviceEvidence", "WidgetModel", "WidgetJournal", "WidgetTestSupport"]),
    // A fake app driving the recorder; its journals replayed, and opened in a session.
    .testTarget(
      name: "WidgetSimRecorderTests",
      dependencies: ["WidgetSimRecorder", "WidgetModel", "WidgetJournal", "WidgetSim", "WidgetKit"]),
  ],
  swiftLanguageModes: [.v6]
)
