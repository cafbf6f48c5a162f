import Foundation

#if canImport(WidgetKit) && canImport(Darwin)
  import WidgetKit
#endif

extension WidgetSimRecorder {
  /// The notifications UIKit posts when the app becomes active and when it enters the background, by their names'
  /// text (the values of `UIApplication.didBecomeActiveNotification` and `.didEnterBackgroundNotification`), so that
  /// observing them needs neither UIKit nor its main actor. Nothing posts them where there is no UIKit.
  static let appStateNotifications: [(name: Notification.Name, state: AppState)] = [
    (Notification.Name("UIApplicationDidBecomeActiveNotification"), .foreground),
    (Notification.Name("UIApplicationDidEnterBackgroundNotification"), .background),
  ]

  /// Records the app's moves between foreground and background from UIKit's notifications, on the thread that posts
  /// them (the main thread); a move that repeats the journal's state is not recorded again.
  func observeApplicationState() {
    observers = Self.appStateNotifications.map { name, appState in
      NotificationCenter.default.addObserver(forName: name, object: nil, queue: nil) { [weak self] _ in
        self?.noting { (recorder) throws(RecorderError) in try recorder.appStateIfChanged(appState) }
      }
    }
  }

  /// Runs an event the app did not call for itself (a notification, a WidgetCenter wrapper), telling `onNote` when it
  /// was not recorded.
  func noting(_ event: (WidgetSimRecorder) throws(RecorderError) -> Void) {
    do { try event(self) } catch { onNote("\(error)") }
  }
}

#if canImport(WidgetKit) && canImport(Darwin)
  extension WidgetSimRecorder {
    /// Calls `WidgetCenter.shared.reloadTimelines(ofKind:)` and records it; a reload the journal refuses is noted.
    public func reloadTimelines(ofKind kind: String) {
      WidgetCenter.shared.reloadTimelines(ofKind: kind)
      noting { (recorder) throws(RecorderError) in try recorder.reloadRequested(kind: kind) }
    }

    /// Calls `WidgetCenter.shared.reloadAllTimelines()` and records it.
    public func reloadAllTimelines() {
      WidgetCenter.shared.reloadAllTimelines()
      noting { (recorder) throws(RecorderError) in try recorder.reloadAllRequested() }
    }

    /// Asks `WidgetCenter.shared.getCurrentConfigurations` for the widgets the user has installed and records them
    /// (`widgetsInstalled`) when it answers, on WidgetKit's thread; what cannot be recorded is noted.
    public func recordInstalledWidgets() {
      WidgetCenter.shared.getCurrentConfigurations { [weak self] result in
        guard let self else { return }
        switch result {
        case .success(let infos):
          let widgets = infos.map { InstalledWidget(kind: $0.kind, family: "\($0.family)") }
          noting { (recorder) throws(RecorderError) in try recorder.widgetsInstalled(widgets) }
        case .failure(let error):
          onNote("getCurrentConfigurations failed: \(error)")
        }
      }
    }
  }
#endif
