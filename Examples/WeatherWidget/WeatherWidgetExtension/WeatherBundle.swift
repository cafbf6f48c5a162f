import WidgetKit

#if canImport(SwiftUI)
  import SwiftUI
#endif

/// The extension's widgets. On iOS, `@main` starts the extension; in the simulator program, the bundle's own `main()`
/// (Sources/Sim/Simulator.swift) starts the simulator with these widgets.
@main
struct WeatherBundle: WidgetBundle {
  var body: some Widget {
    WeatherWidget()
  }
}
