import WeatherWidgetProvider
import WidgetKit
import WidgetSim

/// The simulator program: `swift run Sim` is the whole widgetsim command line (the REPL, `run`, `replay`, `check`,
/// `doctor`, …) in which `forecast` is a kind whose timelines come from `WeatherProvider`, and `forecast-draft` one
/// whose timelines come from its first draft, `DraftWeatherProvider`, which crashes until the app has written, and
/// `forecast-live` one whose provider fetches the forecast first (`FetchingWeatherProvider`), its requests answered by
/// the simulation's `net URL` lines.
@main struct Sim {
  static func main() async {
    await WidgetSimulator.main(widgets: [
      SimulatedWidget(
        kind: "forecast", families: [.systemSmall, .systemMedium], appGroup: WeatherSnapshot.appGroup,
        reads: WeatherSnapshot.fileName, provider: WeatherProvider()),
      SimulatedWidget(
        kind: "forecast-draft", families: [.systemSmall, .systemMedium], appGroup: WeatherSnapshot.appGroup,
        reads: WeatherSnapshot.fileName, provider: DraftWeatherProvider()),
      SimulatedWidget(
        kind: "forecast-live", families: [.systemSmall, .systemMedium], appGroup: WeatherSnapshot.appGroup,
        reads: WeatherSnapshot.fileName, provider: FetchingWeatherProvider()),
    ])
  }
}
