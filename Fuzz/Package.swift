// swift-tools-version:6.0
import PackageDescription

// libFuzzer targets, kept out of the main package because they have no `main` of their own (libFuzzer brings it).
// Build and run (see docs/JOURNAL.md, "Fuzzing"):
//   swift build -c release -Xswiftc -sanitize=fuzzer,address -Xswiftc -parse-as-library --product journal-line-fuzz
//   .build/release/journal-line-fuzz Corpus/journal-line -max_total_time=60
let package = Package(
  name: "widgetsim-fuzz",
  dependencies: [.package(name: "widgetsim", path: "..")],
  targets: [
    // The declaration of libFuzzer's driver: SwiftPM renames an executable's `main` to `<module>_main`, so each
    // target defines that and hands over to libFuzzer.
    .target(name: "FuzzerDriver"),
    // The journal line decoder: never crashes, and its fast and generic paths agree on every input.
    .executableTarget(
      name: "journal-line-fuzz", dependencies: ["FuzzerDriver", .product(name: "WidgetJournal", package: "widgetsim")]),
    // The REPL command language: each line parsed, completed, and its action validated and applied to a fresh state.
    .executableTarget(
      name: "command-parser-fuzz",
      dependencies: ["FuzzerDriver", .product(name: "WidgetCommands", package: "widgetsim")]),
  ],
  swiftLanguageModes: [.v6]
)
