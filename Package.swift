// swift-tools-version:6.0
import PackageDescription

let package = Package(
  name: "widgetsim",
  products: [
    .executable(name: "widgetsim", targets: ["widgetsim"]),
    .library(name: "WidgetModel", targets: ["WidgetModel"]),
    .library(name: "WidgetJournal", targets: ["WidgetJournal"]),
    .executable(name: "widgetsim-bench", targets: ["widgetsim-bench"]),
  ],
  targets: [
    // The pure model: no I/O, no clock, no randomness.
    .target(name: "WidgetModel", linkerSettings: [.linkedLibrary("m")]),
    // The journal: the on-disk format, its reader and its writer.
    .target(name: "WidgetJournal", dependencies: ["WidgetModel"]),
    // GNU readline and its history library, seen through a small C shim.
    .systemLibrary(name: "CReadline", path: "Sources/CReadline", providers: [.apt(["libreadline-dev"])]),
    // The command language, the REPL session, renderers and subcommands.
    .target(name: "WidgetCLI", dependencies: ["WidgetModel", "WidgetJournal", "CReadline"]),
    // The thin executable.
    .executableTarget(name: "widgetsim", dependencies: ["WidgetCLI"]),
    .testTarget(name: "WidgetModelTests", dependencies: ["WidgetModel"]),
    .testTarget(
      name: "WidgetCLITests", dependencies: ["WidgetCLI", "WidgetModel", "WidgetJournal"], exclude: ["Golden"]),
    // The benchmark (SPEC §6): generates journals, measures replay, append, REPL and check against baselines.
    .executableTarget(
      name: "widgetsim-bench", dependencies: ["WidgetCLI", "WidgetModel", "WidgetJournal"],
      exclude: ["bench_baseline.py"]),
  ],
  swiftLanguageModes: [.v6]
)
