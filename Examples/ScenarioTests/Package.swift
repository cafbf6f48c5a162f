// swift-tools-version:6.0
import PackageDescription

// A package that uses widgetsim as a library, the way an iOS developer's own test target would: it depends on the
// widgetsim package (here by path; from a clone, use its URL) and imports the `WidgetSim` product.
let package = Package(
  name: "ScenarioTests",
  platforms: [.macOS(.v13), .iOS(.v16)],
  dependencies: [.package(name: "widgetsim", path: "../..")],
  targets: [
    .testTarget(name: "ScenarioTests", dependencies: [.product(name: "WidgetSim", package: "widgetsim")])
  ],
  swiftLanguageModes: [.v6]
)
