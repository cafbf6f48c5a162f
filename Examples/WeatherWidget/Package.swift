// swift-tools-version:6.0
import PackageDescription

// A weather widget extension's files, written as for iOS, run inside widgetsim: the package depends on widgetsim (here
// by path; from a clone of your own, use its URL) and uses it the way an iOS project's simulator program and tests
// would.
let package = Package(
  name: "WeatherWidget",
  platforms: [.macOS(.v13), .iOS(.v16)],
  dependencies: [.package(name: "widgetsim", path: "../..")],
  targets: [
    // The simulator program: `swift run Sim` is the widgetsim command line with the extension's widgets as kinds. Its
    // sources are the widget extension's folder as the iOS project has it (WeatherWidgetExtension/: the provider, the
    // `Widget`, the `@main` bundle, the views behind `#if canImport(SwiftUI)`), compiled unchanged in one module as the
    // extension's target compiles them, and Sources/Sim, which says how the bundle runs in the simulator.
    .executableTarget(
      name: "Sim",
      dependencies: [
        .product(name: "WidgetSim", package: "widgetsim"), .product(name: "WidgetKit", package: "widgetsim"),
      ],
      path: ".", exclude: ["Tests", "journals", "README.md"], sources: ["WeatherWidgetExtension", "Sources/Sim"]),
    // A scenario, a property test, and journals recorded by a fake app and by the simulator program; the tests see the
    // extension's types through `@testable import Sim`, and run the draft provider in `Sim`'s extension processes,
    // which `swift test` builds first.
    .testTarget(
      name: "WeatherWidgetTests",
      dependencies: [
        "Sim", .product(name: "WidgetSim", package: "widgetsim"), .product(name: "WidgetKit", package: "widgetsim"),
        .product(name: "WidgetSimRecorder", package: "widgetsim"),
      ]),
  ],
  swiftLanguageModes: [.v6]
)
