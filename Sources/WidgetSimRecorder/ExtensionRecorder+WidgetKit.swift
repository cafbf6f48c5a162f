#if canImport(WidgetKit) && canImport(Darwin)
  import Foundation
  import WidgetKit

  extension ExtensionRecorder {
    /// `getTimeline`'s completion, recording the call when the provider calls it: in the provider,
    /// `let completion = extensionRecorder.recording("weather", context, completion)`.
    public func recording<Entry: TimelineEntry>(
      _ kind: String, _ context: TimelineProviderContext, _ completion: @escaping (Timeline<Entry>) -> Void
    ) -> (Timeline<Entry>) -> Void {
      recording(.timeline, kind: kind, family: "\(context.family)", preview: context.isPreview, completion) {
        Answer(entryDates: $0.entries.map(\.date), policy: Self.policy($0.policy))
      }
    }

    /// `getSnapshot`'s completion, recording the call when the provider calls it.
    public func recording<Entry: TimelineEntry>(
      snapshot kind: String, _ context: TimelineProviderContext, _ completion: @escaping (Entry) -> Void
    ) -> (Entry) -> Void {
      recording(.snapshot, kind: kind, family: "\(context.family)", preview: context.isPreview, completion) {
        Answer(entryDates: [$0.date])
      }
    }

    /// The policy as the recorder writes it. WidgetKit's `TimelineReloadPolicy` shows neither its case nor its date,
    /// so both are read from its reflection: a date inside it is `.after`'s; otherwise its description names the
    /// case. (Written without a device to check it on: the observation's policy is nil when neither reading works.)
    static func policy(_ policy: TimelineReloadPolicy) -> Policy? {
      if let date = firstDate(in: Mirror(reflecting: policy)) { return .after(date) }
      let text = String(describing: policy)
      if text.contains("atEnd") { return .atEnd }
      if text.contains("never") { return .never }
      return nil
    }

    /// The first `Date` among a value's reflected children, depth first.
    static func firstDate(in mirror: Mirror) -> Date? {
      for child in mirror.children {
        if let date = child.value as? Date { return date }
        if let date = firstDate(in: Mirror(reflecting: child.value)) { return date }
      }
      return nil
    }
  }
#endif
