/// The modifiers a widget's configuration takes, with Apple's names and arguments. The ones that name and limit the
/// widget (its display name, description, families, content margins) are read by the simulator; the others are
/// accepted and change nothing here (docs/PROVIDERS.md, "Compatibility").
extension WidgetConfiguration {
  /// The widget's name in the widget gallery.
  public func configurationDisplayName<S: StringProtocol>(_ displayName: S) -> some WidgetConfiguration {
    ModifiedWidgetConfiguration(self) { $0.displayName = String(displayName) }
  }

  /// The widget's name in the widget gallery, from a localization key (here, its text).
  public func configurationDisplayName(_ displayName: LocalizedStringResource) -> some WidgetConfiguration {
    ModifiedWidgetConfiguration(self) { $0.displayName = displayName.key }
  }

  /// The widget's description in the widget gallery.
  public func description<S: StringProtocol>(_ description: S) -> some WidgetConfiguration {
    ModifiedWidgetConfiguration(self) { $0.description = String(description) }
  }

  /// The widget's description in the widget gallery, from a localization key (here, its text).
  public func description(_ description: LocalizedStringResource) -> some WidgetConfiguration {
    ModifiedWidgetConfiguration(self) { $0.description = description.key }
  }

  /// The families the widget supports; the first is the simulator's default for `add`.
  public func supportedFamilies(_ families: [WidgetFamily]) -> some WidgetConfiguration {
    ModifiedWidgetConfiguration(self) { $0.families = families }
  }

  /// Removes the system's margins around the widget's content (recorded; nothing here draws).
  public func contentMarginsDisabled() -> some WidgetConfiguration {
    ModifiedWidgetConfiguration(self) { $0.contentMarginsDisabled = true }
  }

  /// Whether the system may remove the widget's background (accepted; nothing here draws).
  public func containerBackgroundRemovable(_ isRemovable: Bool = true) -> some WidgetConfiguration {
    ModifiedWidgetConfiguration(self) { _ in }
  }

  /// Places where the widget should not be offered (accepted; the simulator has no places).
  public func disfavoredLocations(_ locations: [WidgetLocation], for families: [WidgetFamily])
    -> some WidgetConfiguration
  {
    ModifiedWidgetConfiguration(self) { _ in }
  }

  /// Asks the person to configure the widget when adding it (accepted; `add` takes the configuration).
  public func promptsForUserConfiguration() -> some WidgetConfiguration {
    ModifiedWidgetConfiguration(self) { _ in }
  }

  /// Handles the events of background `URLSession`s the widget started (accepted; never called here).
  public func onBackgroundURLSessionEvents(
    matching matchingString: String? = nil,
    _ urlSessionEvents: @escaping (_ identifier: String, _ completion: @escaping () -> Void) -> Void
  ) -> some WidgetConfiguration {
    ModifiedWidgetConfiguration(self) { _ in }
  }
}

/// Where a widget can be shown, for `disfavoredLocations(_:for:)`.
public struct WidgetLocation: Hashable, Sendable {
  /// The location's name.
  let name: String

  /// The Home Screen.
  public static let homeScreen = WidgetLocation(name: "homeScreen")
  /// The Lock Screen.
  public static let lockScreen = WidgetLocation(name: "lockScreen")
  /// StandBy, the charging iPhone's full-screen mode.
  public static let standBy = WidgetLocation(name: "standBy")
  /// An iPhone's widgets on a Mac's desktop.
  public static let iPhoneWidgetsOnMac = WidgetLocation(name: "iPhoneWidgetsOnMac")
}

/// A configuration with a modifier applied to every widget it declares.
struct ModifiedWidgetConfiguration: WidgetConfiguration {
  /// The declarations, modified.
  let _widgetDeclarations: [WidgetDeclaration]

  /// `configuration`'s declarations, each changed by `modify`.
  init<Configuration: WidgetConfiguration>(
    _ configuration: Configuration, _ modify: (inout WidgetDeclaration) -> Void
  ) {
    _widgetDeclarations = configuration._widgetDeclarations.map { declaration in
      var declaration = declaration
      modify(&declaration)
      return declaration
    }
  }

  /// Provided by WidgetKit: no body.
  var body: Never { fatalError("a modified configuration has no body") }
}
