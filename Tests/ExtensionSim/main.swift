import WidgetKit
import WidgetSim

// The simulator program of the extension tests: every kind's provider goes wrong in its own way (Providers.swift).
await WidgetSimulator.main(widgets: [
  SimulatedWidget(kind: "undeclared", provider: UndeclaredGroupProvider()),
  SimulatedWidget(kind: "exiting", provider: ExitingProvider()),
  SimulatedWidget(kind: "signal", provider: SignalProvider()),
  SimulatedWidget(kind: "leaking", provider: LeakingProvider()),
  SimulatedWidget(kind: "hanging", provider: HangingProvider()),
  SimulatedWidget(kind: "blocking", provider: SignalBlockingProvider()),
  SimulatedWidget(kind: "printing", provider: PrintingProvider()),
  SimulatedWidget(kind: "caching", provider: CachingProvider()),
  SimulatedWidget(kind: "forking", provider: ForkingProvider()),
  SimulatedWidget(kind: "garbage", provider: GarbageProvider()),
  SimulatedWidget(kind: "closing", provider: ClosingProvider()),
  SimulatedWidget(kind: "million", provider: MillionProvider()),
  SimulatedWidget(kind: "placeholder", provider: PlaceholderCrashProvider()),
  SimulatedWidget(kind: "flaky", provider: FlakyProvider()),
  SimulatedWidget(kind: "zone", provider: ZoneProvider()),
  SimulatedWidget(LoggingWidget()),
  SimulatedWidget(kind: "fetching", provider: AsyncFetchProvider()),
  SimulatedWidget(kind: "completing", provider: CompletionFetchProvider()),
  SimulatedWidget(kind: "custom", provider: CustomSessionProvider()),
  SimulatedWidget(kind: "station", provider: StationProvider()),
  SimulatedWidget(kind: "careless", provider: CarelessFetchProvider()),
  SimulatedWidget(kind: "posting", provider: PostAndDownloadProvider()),
  SimulatedWidget(kind: "flood", provider: FloodProvider()),
  SimulatedWidget(kind: "local", provider: LocalServerProvider()),
  SimulatedWidget(kind: "filesize", reads: "blob.bin", provider: FileSizeProvider()),
  SimulatedWidget(kind: "countdown", provider: CountdownProvider()),
  SimulatedWidget(kind: "megabyte", provider: MegabyteProvider()),
])
