// swift-tools-version:6.0
import PackageDescription

// A weather widget's provider, written as for iOS, run inside widgetsim: the package depends on widgetsim (here by
// path; from a clone of your own, use its URL) and uses it the way an iOS project's simulator program and tests would.
let package = Package(
  name: "WeatherWidget",
  platforms: [.macOS(.v13), .iOS(.v16)],
  dependencies: [.package(name: "widgetsim", path: "../..")],
  targets: [
    // The provider, its entry and the App Group snapshot: the files the iOS widget extension shares, which import
    // Foundation and WidgetKit only (here widgetsim's WidgetKit, on iOS Apple's).
    .target(
      name: "WeatherWidgetProvider", dependencies: [.product(name: "WidgetKit", package: "widgetsim")]),
    // The simulator program: `swift run Sim` is the widgetsim command line with the weather kind run by the provider.
    .executableTarget(
      name: "Sim",
      dependencies: [
        "WeatherWidgetProvider", .product(name: "WidgetSim", package: "widgetsim"),
        .product(name: "WidgetKit", package: "widgetsim"),
      ]),
    // A scenario, a property test, and journals recorded by a fake app and by the simulator program; the tests of
    // the draft provider run it in `Sim`'s extension processes, which `swift test` builds first.
    .testTarget(
      name: "WeatherWidgetTests",
      dependencies: [
        "WeatherWidgetProvider", "Sim", .product(name: "WidgetSim", package: "widgetsim"),
        .product(name: "WidgetKit", package: "widgetsim"),
        .product(name: "WidgetSimRecorder", package: "widgetsim"),
      ]),
  ],
  swiftLanguageModes: [.v6]
)
