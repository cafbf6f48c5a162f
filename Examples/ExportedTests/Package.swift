// swift-tools-version:6.0
import PackageDescription

// The recorded journals of widgetsim (journals/, and the WeatherWidget example's) as the tests
// `widgetsim export swift-testing` writes, in a package that depends on widgetsim as a developer's would (by path
// here; from a clone, by its URL) and imports the `WidgetSimCore` product. The files are generated: widgetsim's own
// tests fail when one differs from what the exporter writes now (WIDGETSIM_UPDATE_GOLDEN=1 rewrites them).
let package = Package(
  name: "ExportedTests",
  platforms: [.macOS(.v13), .iOS(.v16)],
  dependencies: [.package(name: "widgetsim", path: "../..")],
  targets: [
    // `--style changes`: what each action changed, after every action.
    .testTarget(name: "ExportedTests", dependencies: [.product(name: "WidgetSimCore", package: "widgetsim")]),
    // `--style final`: every widget's every field at the end.
    .testTarget(name: "ExportedFinalTests", dependencies: [.product(name: "WidgetSimCore", package: "widgetsim")]),
  ],
  swiftLanguageModes: [.v6]
)
