import WeatherWidgetProvider
import WidgetKit
import WidgetSim

/// The simulator program: `swift run Sim` is the whole widgetsim command line (the REPL, `run`, `replay`, `check`,
/// `doctor`, …) in which `forecast` is a kind whose timelines come from `WeatherProvider`.
@main struct Sim {
  static func main() async {
    await WidgetSimulator.main(widgets: [
      SimulatedWidget(
        kind: "forecast", families: [.systemSmall, .systemMedium], appGroup: WeatherSnapshot.appGroup,
        reads: WeatherSnapshot.fileName, provider: WeatherProvider())
    ])
  }
}
