import Foundation
import WidgetKit

/// Simulated widgets made from the extension's own declarations: a `Widget`'s `StaticConfiguration` or
/// `AppIntentConfiguration` says the kind, the provider (and so the intent) and, with `supportedFamilies(_:)`, the
/// families, so nothing is declared twice. What iOS takes from the extension's entitlements and the app's code, the
/// App Group and the file the provider reads, is given here.
extension SimulatedWidget {
  /// The kind `widget` declares, its timelines from the provider of its configuration.
  /// - Parameters:
  ///   - widget: a widget of the extension, whose `body` is one `StaticConfiguration` or `AppIntentConfiguration`.
  ///   - appGroup: the identifier the provider asks `FileManager` for.
  ///   - reads: the file the provider reads from the container, for the stale rule and `doctor`.
  public init<W: WidgetKit.Widget>(_ widget: W, appGroup: String = "group.widgetsim", reads: String = "widget.json") {
    let declarations = widget._widgetDeclarations
    precondition(
      declarations.count == 1,
      "\(W.self) declares \(declarations.count) widget configurations; a Widget's body declares one")
    self.init(declarations[0], appGroup: appGroup, reads: reads)
  }

  /// The kinds `bundle` declares, in its `body`'s order.
  /// - Parameters:
  ///   - bundle: the extension's widget bundle (its `@main` type).
  ///   - appGroup: the identifier the providers ask `FileManager` for.
  ///   - reads: the file a provider reads from the container, for the stale rule and `doctor`.
  ///   - readsByKind: the file of each kind whose provider reads another than `reads`.
  public static func widgets<B: WidgetBundle>(
    of bundle: B, appGroup: String = "group.widgetsim", reads: String = "widget.json",
    readsByKind: [String: String] = [:]
  ) -> [SimulatedWidget] {
    bundle._widgetDeclarations.map { declaration in
      SimulatedWidget(declaration, appGroup: appGroup, reads: readsByKind[declaration.kind] ?? reads)
    }
  }

  /// The kind a configuration declares.
  init(_ declaration: WidgetDeclaration, appGroup: String, reads: String) {
    switch declaration.provider {
    case .timeline(let provider):
      self.init(
        kind: declaration.kind, families: declaration.supportedFamilies, appGroup: appGroup, reads: reads,
        provider: provider)
    case .appIntent(let provider):
      self.init(
        kind: declaration.kind, families: declaration.supportedFamilies, appGroup: appGroup, reads: reads,
        provider: provider)
    }
  }
}

extension WidgetSimulator {
  /// Runs the simulator program with the widgets of the extension's `bundle` as kinds
  /// (`SimulatedWidget.widgets(of:appGroup:reads:readsByKind:)`): what a bundle's own `main()` calls in the program,
  /// so that the extension's `@main` bundle file compiles there unchanged (docs/PROVIDERS.md, "The bundle's @main").
  public static func main<B: WidgetBundle>(
    bundle: B.Type, appGroup: String = "group.widgetsim", reads: String = "widget.json",
    readsByKind: [String: String] = [:]
  ) async -> Never {
    await main(widgets: SimulatedWidget.widgets(of: B(), appGroup: appGroup, reads: reads, readsByKind: readsByKind))
  }
}
