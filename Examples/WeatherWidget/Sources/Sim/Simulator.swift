import WidgetKit
import WidgetSim

/// The simulator program: `swift run Sim` is the whole widgetsim command line (the REPL, `run`, `replay`, `check`,
/// `doctor`, …) in which the extension's widgets (WeatherWidgetExtension/, compiled unchanged in this target) are
/// kinds whose timelines come from their providers, and `forecast-draft` one whose timelines come from the
/// provider's first draft, `DraftWeatherProvider`, which crashes until the app has written, and `forecast-live` one
/// whose provider fetches the forecast first (`FetchingWeatherProvider`), its requests answered by the simulation's
/// `net URL` lines.
///
/// The extension's `@main` bundle is this program's entry point: this `main()`, the bundle's own, is the one `@main`
/// calls (a type's own member comes before WidgetKit's), and it says what iOS takes from the extension's
/// entitlements and the app's code: the App Group and the file the provider reads.
extension WeatherBundle {
  static func main() async {
    await WidgetSimulator.main(widgets: simulated)
  }

  /// The bundle's widgets as the simulator runs them, and the draft.
  static let simulated =
    SimulatedWidget.widgets(of: WeatherBundle(), appGroup: WeatherSnapshot.appGroup, reads: WeatherSnapshot.fileName)
    + [
      SimulatedWidget(
        kind: "forecast-draft", families: [.systemSmall, .systemMedium], appGroup: WeatherSnapshot.appGroup,
        reads: WeatherSnapshot.fileName, provider: DraftWeatherProvider()),
      SimulatedWidget(
        kind: "forecast-live", families: [.systemSmall, .systemMedium], appGroup: WeatherSnapshot.appGroup,
        reads: WeatherSnapshot.fileName, provider: FetchingWeatherProvider()),
    ]
}
