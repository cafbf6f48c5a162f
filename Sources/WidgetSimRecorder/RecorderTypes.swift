import Foundation
import WidgetModel

extension WidgetSimRecorder {
  /// Where the recorder reads the real time between two events. An app uses `.system`; tests inject their own.
  public struct Clock: Sendable {
    /// Reads the current date.
    let read: @Sendable () -> Date

    /// A clock that reads the date from `read` (called with the recorder's lock held, once per event).
    public init(_ read: @escaping @Sendable () -> Date) { self.read = read }

    /// The device's wall clock (`Date()`).
    public static let system = Clock { Date() }

    /// The clock's reading to the millisecond (rounded to the nearest), within the instants a journal can hold.
    func instant() -> Instant {
      let ms = (read().timeIntervalSince1970 * 1000).rounded()
      guard ms.isFinite else { return Limits.instantRange.lowerBound }
      let bounded = min(max(ms, Double(Limits.instantRange.lowerBound.ms)), Double(Limits.instantRange.upperBound.ms))
      return Instant(ms: Int64(bounded))
    }
  }

  /// A widget kind of the app, as its widget extension declares it: the `kind` string, the families it supports, and
  /// the App Group file its provider reads. The journal defines it as a kind whose timelines come from the
  /// developer's own provider, as the simulator program does (docs/PROVIDERS.md).
  public struct Kind: Sendable, Hashable {
    /// The `kind` string of the widget's configuration (`StaticConfiguration(kind:…)`).
    public var name: String
    /// WidgetKit's family names (`"systemSmall"`, `"accessoryInline"`, …), the first being the default.
    public var families: [String]
    /// The file the provider reads, relative to the App Group container (the key of `dataWritten`).
    public var reads: String
    /// The configuration intent's parameters, when the widget is configurable and the app records configurations.
    public var parameters: [Parameter]

    /// A kind of the app's widget extension.
    public init(
      _ name: String, families: [String] = ["systemSmall"], reads: String = "widget.json",
      parameters: [Parameter] = []
    ) {
      self.name = name
      self.families = families
      self.reads = reads
      self.parameters = parameters
    }

    /// The kind as the model defines it: timelines from a developer's provider, reading `reads`.
    /// - Throws: `RecorderError.refused` for a family name WidgetKit does not have or a file name no key can be.
    func modelKind() throws(RecorderError) -> WidgetModel.Kind {
      var modelFamilies: [Family] = []
      for name in families {
        guard let family = Family(name: name) else {
          throw .refused(
            event: "define \(self.name)",
            reason: "unknown family '\(name)' (families: \(Family.allCases.map(\.rawValue).joined(separator: ", ")))")
        }
        modelFamilies.append(family)
      }
      guard let dataKey = DataKeyTemplate(reads), dataKey.placeholders.isEmpty else {
        throw .refused(event: "define \(name)", reason: "'\(reads)' is not a file name (no braces)")
      }
      var kind = WidgetModel.Kind(
        name: name, families: modelFamilies, params: parameters.map(\.spec), dataKey: dataKey)
      kind.provider = true
      return kind
    }
  }

  /// A parameter of a configurable widget's intent.
  public struct Parameter: Sendable, Hashable {
    /// The parameter's name, as in the intent.
    public var name: String
    /// What values it takes.
    public var type: ParameterType
    /// The value a widget has until the user chooses one; nil for none.
    public var defaultValue: ConfigValue?

    /// A parameter named `name` of `type`.
    public init(_ name: String, _ type: ParameterType, default defaultValue: ConfigValue? = nil) {
      self.name = name
      self.type = type
      self.defaultValue = defaultValue
    }

    /// The parameter as the model has it.
    var spec: ParamSpec {
      let modelType: ParamType
      switch type {
      case .string: modelType = .string
      case .int: modelType = .int
      case .bool: modelType = .bool
      case .options(let options): modelType = .enumeration(options)
      }
      return ParamSpec(name: name, type: modelType, defaultValue: defaultValue?.paramValue)
    }
  }

  /// The values a parameter takes.
  public enum ParameterType: Sendable, Hashable {
    case string, int, bool
    /// One of the listed strings (an `AppEnum`'s raw values).
    case options([String])
  }

  /// A configuration value: text, a whole number or a flag (an `AppEnum` parameter's value is its raw value).
  public enum ConfigValue: Sendable, Hashable, ExpressibleByStringLiteral, ExpressibleByIntegerLiteral,
    ExpressibleByBooleanLiteral
  {
    case string(String)
    case int(Int64)
    case bool(Bool)

    public init(stringLiteral value: String) { self = .string(value) }
    public init(integerLiteral value: Int64) { self = .int(value) }
    public init(booleanLiteral value: Bool) { self = .bool(value) }

    /// The value as the model has it.
    var paramValue: ParamValue {
      switch self {
      case .string(let text): return .string(text)
      case .int(let number): return .int(number)
      case .bool(let flag): return .bool(flag)
      }
    }
  }

  /// A widget the user has installed, as `WidgetCenter.getCurrentConfigurations` lists it.
  public struct InstalledWidget: Sendable, Hashable {
    /// Its kind's name.
    public var kind: String
    /// Its family's WidgetKit name (`"\(info.family)"`).
    public var family: String
    /// The values of its configuration's parameters that the app knows; the others keep their defaults.
    public var config: [String: ConfigValue]

    /// A widget of `kind` in `family`.
    public init(kind: String, family: String = "systemSmall", config: [String: ConfigValue] = [:]) {
      self.kind = kind
      self.family = family
      self.config = config
    }
  }

  /// What `widgetsInstalled` recorded: the ids of the widgets added and of those removed, as the journal names them.
  public struct WidgetChanges: Sendable, Hashable {
    /// The widgets that appeared, each with the id its `add` gave it (`w1`, `w2`, …).
    public var added: [String]
    /// The widgets that disappeared.
    public var removed: [String]

    /// Changes adding the widgets `added` and removing `removed`.
    public init(added: [String], removed: [String]) {
      self.added = added
      self.removed = removed
    }
  }

  /// Whether the app is in the foreground (active) or the background.
  public enum AppState: String, Sendable, Hashable {
    case foreground, background
  }
}

/// Why the recorder wrote nothing for an event.
public enum RecorderError: Error, Equatable, Sendable, CustomStringConvertible {
  /// The event is not valid for the journal (an unknown kind or widget, a value too large, not JSON …): the journal
  /// would not replay with it, so nothing was written. `event` is the event as a command, `reason` what is wrong.
  case refused(event: String, reason: String)
  /// The journal could not be opened or written; the message names the file and the system's reason.
  case journal(String)

  /// The error for people.
  public var description: String {
    switch self {
    case .refused(let event, let reason): return "\(event): not recorded: \(reason)"
    case .journal(let message): return message
    }
  }
}
