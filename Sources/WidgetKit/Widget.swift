/// A widget as an extension declares it: a type whose `body` is its configuration (`StaticConfiguration`,
/// `AppIntentConfiguration`). The simulator reads the kind, families and provider from it
/// (WidgetSim's `SimulatedWidget(_:appGroup:reads:)`), so they are declared once, in the extension's file.
public protocol Widget {
  /// The widget's configuration.
  associatedtype Body: WidgetConfiguration

  /// A widget as WidgetKit makes it.
  init()

  /// The widget's configuration.
  @WidgetConfigurationBuilder var body: Body { get }

  /// The widgets this one declares: its configuration's; a bundle's, its members'.
  var _widgetDeclarations: [WidgetDeclaration] { get }
}

extension Widget {
  /// The widget's configuration's declarations.
  public var _widgetDeclarations: [WidgetDeclaration] { body._widgetDeclarations }

  /// The extension's entry point when its one widget is `@main`: here the simulator program's (see
  /// `WidgetBundle.main()`).
  public static func main() { ExtensionEntryPoint.refuse(Self.self) }
}

/// The widgets of an extension, as `@main struct MyWidgets: WidgetBundle` declares them.
public protocol WidgetBundle {
  /// The bundle's widgets.
  associatedtype Body: Widget

  /// A bundle as WidgetKit makes it.
  init()

  /// The bundle's widgets.
  @WidgetBundleBuilder var body: Body { get }
}

extension WidgetBundle {
  /// Every widget the bundle declares, in order.
  public var _widgetDeclarations: [WidgetDeclaration] { body._widgetDeclarations }

  /// The extension's entry point, which `@main` calls. On iOS, WidgetKit's; here the bundle's `@main` runs only in
  /// the simulator program, which declares the bundle's own `main()` (docs/PROVIDERS.md, "The bundle's `@main`"):
  /// this one says so and exits.
  public static func main() { ExtensionEntryPoint.refuse(Self.self) }
}

/// What a `@main` widget or bundle without the simulator's `main()` does.
enum ExtensionEntryPoint {
  /// Says how the simulator program runs `type`, on standard error, and exits with status 2.
  static func refuse(_ type: Any.Type) -> Never {
    let message = """
      widgetsim: \(type) is @main, but no simulator program runs it: in the program's target, add
        import WidgetSim
        extension \(type) {
          static func main() async { await WidgetSimulator.main(bundle: \(type).self, appGroup: "group.…", reads: "….json") }
        }
      (docs/PROVIDERS.md, "The bundle's @main")

      """
    FileHandle.standardError.write(Data(message.utf8))
    exit(2)
  }
}

/// Makes a bundle's widgets from its `body`'s statements: each widget, those under an `if` or `if #available`.
@resultBuilder
public enum WidgetBundleBuilder {
  /// One widget, as a part of the bundle.
  public static func buildExpression<W: Widget>(_ widget: W) -> [WidgetDeclaration] { widget._widgetDeclarations }

  /// The widgets of the statements, in order.
  public static func buildBlock(_ parts: [WidgetDeclaration]...) -> [WidgetDeclaration] { parts.flatMap { $0 } }

  /// The widgets of an `if` without `else`, when its condition holds.
  public static func buildOptional(_ part: [WidgetDeclaration]?) -> [WidgetDeclaration] { part ?? [] }

  /// The widgets of an `if`'s first branch.
  public static func buildEither(first: [WidgetDeclaration]) -> [WidgetDeclaration] { first }

  /// The widgets of an `if`'s second branch.
  public static func buildEither(second: [WidgetDeclaration]) -> [WidgetDeclaration] { second }

  /// The widgets under `if #available`.
  public static func buildLimitedAvailability(_ part: [WidgetDeclaration]) -> [WidgetDeclaration] { part }

  /// The bundle's widgets, as one widget.
  public static func buildFinalResult(_ parts: [WidgetDeclaration]) -> BundledWidgets { BundledWidgets(parts) }
}

/// The widgets of a bundle's `body`, as one widget.
public struct BundledWidgets: Widget {
  /// The widgets' declarations, in order.
  public let _widgetDeclarations: [WidgetDeclaration]

  /// No widgets.
  public init() { _widgetDeclarations = [] }

  /// The widgets `declarations` declare.
  init(_ declarations: [WidgetDeclaration]) { _widgetDeclarations = declarations }

  /// The bundle's widgets have no configuration of their own.
  public var body: EmptyWidgetConfiguration { EmptyWidgetConfiguration() }
}
