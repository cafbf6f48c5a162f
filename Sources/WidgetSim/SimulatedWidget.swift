import AppIntents
import Foundation
@_spi(WidgetSimHost) import WidgetKit
import WidgetModel

/// A widget kind whose timelines come from a developer's own `TimelineProvider`, run inside the simulation
/// (docs/PROVIDERS.md): its builds call the provider at the simulated instant, with the App Group container holding
/// what the app wrote, and the journal records what the provider returned.
public struct SimulatedWidget: Sendable {
  /// The WidgetKit `kind` string.
  public var kind: String
  /// The families the widget supports, the first being the default for `add`.
  public var families: [WidgetFamily]
  /// The App Group identifier the provider passes to `containerURL(forSecurityApplicationGroupIdentifier:)`.
  public var appGroup: String
  /// The file in the App Group container the provider reads (a `data` key): a later write makes a widget stale.
  public var reads: String
  /// How long the data the provider reads stays fresh, or nil when it has no ttl (`Kind.providerTTL`).
  public var ttl: Duration? = nil
  /// The configuration parameters: an App Intent's `@Parameter`s, none for a `TimelineProvider`.
  public var params: [ParamSpec] = []
  /// Calls the provider for one build: `getTimeline`, or `timeline(for:in:)` with the widget's configuration as the
  /// intent (throws when the configuration does not fit the intent's parameters).
  let timeline:
    @Sendable (TimelineProviderContext, [String: ParamValue], Int64, Duration) throws -> ProviderResult<
      ProviderTimeline
    >
  /// Calls the provider's `placeholder(in:)`: a build marks the entries whose content is the placeholder's.
  let placeholder: @Sendable (TimelineProviderContext, Int64, Duration) -> ProviderResult<ProviderEntry>
  /// Calls the provider's snapshot method, as the widget gallery does: `getSnapshot`, or `snapshot(for:in:)` with the
  /// configuration as the intent (throws when the configuration does not fit the intent's parameters).
  let snapshot:
    @Sendable (TimelineProviderContext, [String: ParamValue], Int64, Duration) throws -> ProviderResult<ProviderEntry>
  /// Why the intent would refuse a widget configured as the argument, or nil (always nil without an intent).
  let configurationProblem: @Sendable ([String: ParamValue]) -> String?
  /// A widget's configuration as its intent, for `WidgetCenter.currentConfigurations()`; nil without an intent or
  /// when the configuration does not fit it.
  var configurationIntent: @Sendable ([String: ParamValue]) -> (any WidgetConfigurationIntent)? = { _ in nil }

  /// A kind whose timelines come from `provider`.
  /// - Parameters:
  ///   - kind: the WidgetKit `kind` string, as the widget's configuration names it.
  ///   - families: the supported families, the first being the default for `add`.
  ///   - appGroup: the identifier the provider asks `FileManager` for; any other identifier gives nil, as a wrong
  ///     one does on iOS.
  ///   - reads: the file the provider reads from the container, for the stale rule and `doctor`.
  ///   - provider: the developer's provider, whose source compiles unchanged against this package's `WidgetKit`. It
  ///     need not be `Sendable` (WidgetKit's protocol is not): the simulation hands it to the thread that calls it
  ///     and touches it nowhere else.
  ///   - ttl: how long the data the provider reads stays fresh (the app's write of `reads` may give its own): past it
  ///     the widget is stale, and `why`, `show` and the JSON say how old its data is. Nil: the data has no ttl.
  public init<Provider: TimelineProvider>(
    kind: String, families: [WidgetFamily] = [.systemSmall], appGroup: String = "group.widgetsim",
    reads: String = "widget.json", provider: Provider, ttl: Duration? = nil
  ) {
    // Held as an existential, so that the closures capture no generic type (a provider's conformance might be
    // isolated to an actor; the calls open the existential on the calling thread).
    let provider = HandedProvider<any TimelineProvider>(provider)
    self.init(
      kind: kind, families: families, appGroup: appGroup, reads: reads, params: [],
      timeline: { context, _, instant, deadline in
        ProviderRunner.timeline(of: provider.provider, in: context, at: instant, deadline: deadline)
      },
      placeholder: { context, instant, deadline in
        ProviderRunner.placeholder(of: provider.provider, in: context, at: instant, deadline: deadline)
      },
      snapshot: { context, _, instant, deadline in
        ProviderRunner.snapshot(of: provider.provider, in: context, at: instant, deadline: deadline)
      })
    self.ttl = ttl
  }

  /// The fields both public initializers set; no families means the small one.
  private init(
    kind: String, families: [WidgetFamily], appGroup: String, reads: String, params: [ParamSpec],
    timeline:
      @escaping @Sendable (TimelineProviderContext, [String: ParamValue], Int64, Duration) throws ->
      ProviderResult<ProviderTimeline>,
    placeholder: @escaping @Sendable (TimelineProviderContext, Int64, Duration) -> ProviderResult<ProviderEntry>,
    snapshot:
      @escaping @Sendable (TimelineProviderContext, [String: ParamValue], Int64, Duration) throws ->
      ProviderResult<ProviderEntry>,
    configurationProblem: @escaping @Sendable ([String: ParamValue]) -> String? = { _ in nil }
  ) {
    self.kind = kind
    self.configurationProblem = configurationProblem
    self.families = families.isEmpty ? [.systemSmall] : families
    self.appGroup = appGroup
    self.reads = reads
    self.params = params
    self.timeline = timeline
    self.placeholder = placeholder
    self.snapshot = snapshot
  }

  /// A configurable kind whose timelines come from an App Intent `provider`: its intent's `@Parameter`s are the
  /// kind's parameters (`add KIND city=Oslo`, `configure`), and each build passes the widget's configuration to
  /// `timeline(for:in:)` as the intent.
  /// - Parameters:
  ///   - kind: the WidgetKit `kind` string, as the widget's configuration names it.
  ///   - families: the supported families, the first being the default for `add`.
  ///   - appGroup: the identifier the provider asks `FileManager` for; any other identifier gives nil, as a wrong
  ///     one does on iOS.
  ///   - reads: the file the provider reads from the container, for the stale rule and `doctor`.
  ///   - provider: the developer's provider, whose source compiles unchanged against this package's `WidgetKit` and
  ///     `AppIntents`; it need not be `Sendable`, as for a `TimelineProvider`.
  ///   - ttl: how long the data the provider reads stays fresh, as for a `TimelineProvider`'s kind.
  public init<Provider: AppIntentTimelineProvider>(
    kind: String, families: [WidgetFamily] = [.systemSmall], appGroup: String = "group.widgetsim",
    reads: String = "widget.json", provider: Provider, ttl: Duration? = nil
  ) {
    let provider = HandedProvider<any AppIntentTimelineProvider>(provider)
    self.init(
      kind: kind, families: families, appGroup: appGroup, reads: reads,
      params: Provider.Intent.parameterDescriptions.compactMap(Self.param),
      timeline: { context, config, instant, deadline in
        try Self.timeline(of: provider.provider, config, in: context, at: instant, deadline: deadline)
      },
      placeholder: { context, instant, deadline in
        ProviderRunner.placeholder(of: provider.provider, in: context, at: instant, deadline: deadline)
      },
      snapshot: { context, config, instant, deadline in
        try Self.snapshot(of: provider.provider, config, in: context, at: instant, deadline: deadline)
      },
      configurationProblem: { config in Self.problem(config, as: Provider.Intent.self) })
    configurationIntent = { config in try? Self.intent(config, as: Provider.Intent.self) }
  }

  /// Why an intent of type `Intent` would refuse `config`, or nil. Entity parameters are left to the build: their
  /// query reads the app's data, which is in the extension's App Group container only while a provider runs.
  static func problem<Intent: WidgetConfigurationIntent>(_ config: [String: ParamValue], as type: Intent.Type)
    -> String?
  {
    func namesEntity(_ kind: IntentParameterKind) -> Bool {
      switch kind {
      case .entity: return true
      case .optional(let wrapped), .array(let wrapped): return namesEntity(wrapped)
      default: return false
      }
    }
    let entities = Set(Intent.parameterDescriptions.filter { namesEntity($0.kind) }.map(\.name))
    do {
      _ = try intent(config.filter { !entities.contains($0.key) }, as: Intent.self)
      return nil
    } catch {
      return error.message
    }
  }

  /// An App Intent provider's timeline for a widget configured as `config`.
  private static func timeline<Provider: AppIntentTimelineProvider>(
    of provider: Provider, _ config: [String: ParamValue], in context: TimelineProviderContext, at instant: Int64,
    deadline: Duration
  ) throws -> ProviderResult<ProviderTimeline> {
    let intent = try intent(config, as: Provider.Intent.self)
    return ProviderRunner.timeline(of: provider, for: intent, in: context, at: instant, deadline: deadline)
  }

  /// An App Intent provider's snapshot for a widget configured as `config`.
  private static func snapshot<Provider: AppIntentTimelineProvider>(
    of provider: Provider, _ config: [String: ParamValue], in context: TimelineProviderContext, at instant: Int64,
    deadline: Duration
  ) throws -> ProviderResult<ProviderEntry> {
    let intent = try intent(config, as: Provider.Intent.self)
    return ProviderRunner.snapshot(of: provider, for: intent, in: context, at: instant, deadline: deadline)
  }

  /// A widget's configuration as an intent of type `Intent`.
  static func intent<Intent: WidgetConfigurationIntent>(_ config: [String: ParamValue], as type: Intent.Type)
    throws(IntentParameterError) -> Intent
  {
    let kinds = Dictionary(
      Intent.parameterDescriptions.map { ($0.name, $0.kind) }, uniquingKeysWith: { first, _ in first })
    var values: [String: IntentParameterValue] = [:]
    for (name, value) in config { values[name] = intentValue(value, kind: kinds[name]) }
    return try Intent.configured(values)
  }

  /// An intent parameter as the model's parameter: strings, whole numbers, booleans and `AppEnum`s (by raw value),
  /// optional or not. A number with a fraction, a date (ISO 8601), an `AppEntity` (its identifier) and a list (its
  /// elements' text joined by commas) are typed as text, which the build converts (`intentValue(_:kind:)`).
  static func param(_ description: IntentParameterDescription) -> ParamSpec? {
    func type(_ kind: IntentParameterKind) -> ParamType {
      switch kind {
      case .string, .double, .date, .entity, .array: return .string
      case .integer: return .int
      case .boolean: return .bool
      case .enumeration(_, let options): return .enumeration(options.map(\.name))
      case .optional(let wrapped): return type(wrapped)
      }
    }
    return ParamSpec(
      name: description.name, type: type(description.kind), defaultValue: description.defaultValue.flatMap(paramValue))
  }

  /// A parameter's default as the model's value; nil for an optional without one.
  static func paramValue(_ value: IntentParameterValue) -> ParamValue? {
    switch value {
    case .string(let text): return .string(text)
    case .double(let number): return .string(String(number))
    case .integer(let number): return .int(Int64(number))
    case .boolean(let flag): return .bool(flag)
    case .option(let name): return .string(name)
    case .date(let date): return .string(date.formatted(.iso8601))
    case .array(let elements): return .string(elements.compactMap { paramValue($0)?.text }.joined(separator: ","))
    case .none: return nil
    }
  }

  /// A widget's configured value as the value of an intent parameter of `kind` (nil: the intent has no such
  /// parameter, which `configured` refuses by name). Text is converted to the parameter's type where it reads as
  /// one; what does not is handed on as text, which the intent refuses with the parameter's name.
  static func intentValue(_ value: ParamValue, kind: IntentParameterKind?) -> IntentParameterValue {
    switch (value, kind) {
    case (_, .optional(let wrapped)?): return intentValue(value, kind: wrapped)
    case (.string(let text), .array(let element)?):
      let parts = text.isEmpty ? [] : text.split(separator: ",", omittingEmptySubsequences: false)
      return .array(parts.map { intentValue(.string(String($0)), kind: element) })
    case (.string(let text), .double?): return Double(text).map { .double($0) } ?? .string(text)
    case (.string(let text), .integer?): return Int(text).map { .integer($0) } ?? .string(text)
    case (.string(let text), .boolean?): return Bool(text).map { .boolean($0) } ?? .string(text)
    case (.string(let text), .enumeration?): return .option(text)
    case (.string(let text), _): return .string(text)
    case (.int(let number), _): return .integer(Int(clamping: number))
    case (.bool(let flag), _): return .boolean(flag)
    }
  }

  /// The kind as the model defines it: its families, the file it reads, timelines from its provider, and the ttl of
  /// its data when it has one (whole milliseconds, within `Limits.spanMax`).
  public var modelKind: Kind {
    var kind = Kind(
      name: self.kind, families: families.map { Family(rawValue: $0.description) ?? .systemSmall }, params: params,
      dataKey: DataKeyTemplate(reads) ?? DataKeyTemplate("widget.json")!)
    kind.provider = true
    if let ttl {
      let (seconds, attoseconds) = ttl.components
      let ms = seconds.multipliedReportingOverflow(by: 1000)
      let span = ms.overflow ? Limits.spanMax.ms : ms.partialValue + attoseconds / 1_000_000_000_000_000
      kind.ttl = TimeSpan(ms: min(max(span, 0), Limits.spanMax.ms))
      kind.providerTTL = true
    }
    return kind
  }
}

/// A provider handed to the threads that call it: WidgetKit does not make providers `Sendable`, and neither does the
/// simulation; it calls a provider from one thread at a time (`SimulatedProviders.building`) and touches it nowhere
/// else, as WidgetKit calls an extension's providers from threads of its own.
struct HandedProvider<Provider>: @unchecked Sendable {
  /// The provider.
  let provider: Provider

  /// `provider`, to be handed to the threads that call it.
  init(_ provider: Provider) { self.provider = provider }
}

/// Where the providers of simulated widgets run.
public enum ProviderIsolation: Sendable {
  /// In the process that runs the simulation, on a thread of its own: what a test's session does, since a test's
  /// process cannot be started again as the provider's worker. A provider that crashes ends that process.
  case inProcess
  /// In a worker process of the extension, as iOS runs a widget extension: the simulator program's executable
  /// started again in its worker mode (`WidgetSimulator.main(widgets:)`). A crash, an exit, a deadline or memory
  /// limit passed ends only the worker, and the build fails with the reason.
  case extensionProcess
  /// In worker processes of the simulator program at the path (its executable, built from
  /// `WidgetSimulator.main(widgets:)` with the same widgets): what a test's session uses so that a crashing provider
  /// fails its build instead of ending the test run (docs/PROVIDERS.md, "Providers in tests").
  case workerProgram(String)
}

/// Runs the providers of simulated widgets for the model's builds: mirrors the App Group container into a folder of
/// files, sets the simulated clock, calls `getTimeline` with the build's deadline, and turns what came back into the
/// output the journal records; in the extension's worker process (`ProviderIsolation.extensionProcess`) or in this
/// one.
public final class SimulatedProviders: ProviderHost {
  /// The widgets by kind.
  let widgets: [String: SimulatedWidget]
  /// The folder standing for the App Group container: each build makes it the container of every App Group of these
  /// widgets while the provider runs.
  public let container: URL
  /// The contents last written to each file, so that only changed files are written again.
  var written: [String: JSONValue] = [:]
  /// Held by each build from setting the App Groups' containers until its provider has returned.
  static let building = NSLock()
  /// The extension's worker processes, or nil when the providers run in this process.
  let extensionHost: ExtensionHost?
  /// Whether `container` is this value's own, removed with it (not in a worker, whose folder is the program's).
  private let ownsContainer: Bool
  /// Told the name of each provider method just before it is called (the extension's worker tells the program, so
  /// that a crash names the method it ended).
  var announce: (@Sendable (String) -> Void)?
  /// The zone of the providers' `TimeZone.current` in the extension's process: the session's display zone.
  private(set) var zone = "UTC"
  /// How the extension's worker asks the program for the answer to each of its provider's requests; nil in the
  /// program itself, which answers them from the build's network (`NetworkAnswerer`).
  var askProgram: (@Sendable (SimulatedNetwork.Request) -> SimulatedNetwork.Reply)?
  /// The provider method being called when it is not the timeline method: its requests are recorded with it.
  let calling = CallInProgress()

  /// Runs the providers' next builds with `zone` as their `TimeZone.current` and `Calendar.current`'s zone, in the
  /// extension's process (a fresh one when the zone changes). Providers run in this process keep its own zone.
  public func useZone(_ zone: String) { self.zone = zone }

  /// The widgets placed before the next builds (`usePlaced`).
  private var placed: [PlacedWidget] = []

  /// Lists `widgets`, with the widget being built, to the next builds' `WidgetCenter.currentConfigurations()`.
  public func usePlaced(_ widgets: [PlacedWidget]) { placed = widgets }

  /// Providers for `widgets`, run in this process, with a fresh App Group folder under the temporary directory.
  public convenience init(_ widgets: [SimulatedWidget]) throws { try self.init(widgets, isolation: .inProcess) }

  /// Providers for `widgets`, run as `isolation` says, with a fresh App Group folder under the temporary directory.
  /// `.extensionProcess` needs the program to be a simulator program (`WidgetSimulator.main(widgets:)` with these
  /// widgets), since the worker is the program's own executable started again.
  public init(_ widgets: [SimulatedWidget], isolation: ProviderIsolation) throws {
    self.widgets = Dictionary(widgets.map { ($0.kind, $0) }, uniquingKeysWith: { first, _ in first })
    container = FileManager.default.temporaryDirectory.appendingPathComponent(
      "\(Self.containerPrefix)\(ProcessInfo.processInfo.processIdentifier)-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: container, withIntermediateDirectories: true)
    ownsContainer = true
    switch isolation {
    case .inProcess:
      SimulatedNetwork.install(blockingOtherSessions: false)
      extensionHost = nil
    case .extensionProcess: extensionHost = ExtensionHost(executable: Self.ownExecutable)
    case .workerProgram(let path): extensionHost = ExtensionHost(executable: path)
    }
  }

  /// The providers of the extension's worker: in its process, reading the program's folder, named by each request.
  init(inWorker widgets: [SimulatedWidget]) {
    self.widgets = Dictionary(widgets.map { ($0.kind, $0) }, uniquingKeysWith: { first, _ in first })
    container = FileManager.default.temporaryDirectory
    ownsContainer = false
    extensionHost = nil
  }

  deinit { if ownsContainer { try? FileManager.default.removeItem(at: container) } }

  /// The path of this program's executable, which the extension's worker runs.
  static var ownExecutable: String {
    #if os(Linux)
      return "/proc/self/exe"
    #else
      return Bundle.main.executablePath ?? CommandLine.arguments[0]
    #endif
  }

  public func configurationProblem(kind: String, config: [String: ParamValue]) -> String? {
    widgets[kind]?.configurationProblem(config)
  }

  /// The model's kinds for the widgets.
  public var kinds: [Kind] { widgets.values.map(\.modelKind).sorted { $0.name < $1.name } }

  public func build(_ request: ProviderRequest) -> ProvidedBuild {
    var request = request
    request.placed = PlacedWidget.during(request, placed: placed)
    let failed = { (reason: String) in
      ProvidedBuild(widget: request.widget, at: request.at, output: .failed(Self.bounded(reason)))
    }
    guard widgets[request.kind] != nil else {
      return failed("no provider for the kind \(request.kind) in this simulator program")
    }
    // The App Groups and the clock are the process's: one build at a time, in this session or any other (tests run
    // sessions in parallel), each with its own session's folder as the groups' container.
    Self.building.lock()
    defer { Self.building.unlock() }
    if let problem = mirror(request.appGroupFiles) { return failed(problem) }
    guard let extensionHost else { return shortened(run(request, container: container)) }
    var build: ProvidedBuild
    var ended: ExtensionEnd? = nil
    let answerer = NetworkAnswerer(request)
    let outcome = extensionHost.call(
      .build, request, container: container.path, keepAlive: request.keepAlive, memoryLimit: request.memoryBytes,
      zone: zone, answering: answerer.reply(message:))
    switch outcome {
    case .answered(let answer, _):
      answerer.noteForeign(ExtensionRequest.foreign(answer))
      switch ExtensionRequest.build(answer) {
      case .success(let (answered, retire)):
        // The worker's own runner answered at the deadline, the provider's thread still running: ended for it.
        if retire {
          extensionHost.endWorker()
          ended = .deadline
        }
        build = answered
      case .failure(let problem):
        extensionHost.endWorker()
        ended = .broken
        build = failed("the extension's process answered with what is not a build (\(problem)); the system ended it")
      }
    case .failed(let reason, _):
      build = failed(reason)
    }
    build.process = extensionHost.lastRun(zone: zone, unknownGroups: outcome.unknownGroups, ended: ended)
    if answerer.finish(&build, deadline: request.deadline, method: timelineMethod(request.kind)) {
      extensionHost.endWorker()
      build.process?.ended = .deadline
    }
    return shortened(build)
  }

  /// What stands for the App Groups' container in reasons: the folder's own path, temporary and different in each
  /// session (`/tmp/widgetsim-appgroup-PID-UUID`, some 70 characters), says nothing to the person who reads it.
  static let containerName = "<App Group>"

  /// `build`, its failure's reason with the container's path (as a path or a file URL's, in a runtime error's
  /// `NSFilePath` or `NSURL`) written as `containerName`.
  func shortened(_ build: ProvidedBuild) -> ProvidedBuild {
    guard case .failed(let reason) = build.output else { return build }
    var build = build
    build.output = .failed(shortened(reason))
    return build
  }

  /// `reason` with the container's path written as `containerName`.
  func shortened(_ reason: String) -> String { Self.shortenedContainers(reason) }

  /// The start of the name of every session's App Group folder, in the temporary directory.
  static let containerPrefix = "widgetsim-appgroup-"

  /// `text` with the path of any session's App Group folder (`…/widgetsim-appgroup-PID-UUID`, as `init` names it)
  /// written as `containerName`.
  static func shortenedContainers(_ text: String) -> String {
    guard text.contains(containerPrefix) else { return text }
    let folders = [FileManager.default.temporaryDirectory.path, "/tmp"].map { $0.hasSuffix("/") ? $0 : $0 + "/" }
    var result = ""
    var rest = Substring(text)
    while let found = rest.range(of: containerPrefix) {
      var start = found.lowerBound
      for folder in Set(folders) where rest[..<start].hasSuffix(folder) {
        start = rest.index(start, offsetBy: -folder.count)
        break
      }
      // The process's number, a dash, then the UUID: 36 hexadecimal digits and dashes.
      let name = rest[found.upperBound...]
      let pid = name.prefix { $0.isASCII && $0.isNumber }
      let uuid = name.dropFirst(pid.count).dropFirst().prefix(36)
      guard !pid.isEmpty, name.dropFirst(pid.count).first == "-", uuid.count == 36,
        uuid.allSatisfy({ $0.isHexDigit || $0 == "-" })
      else {
        result += rest[..<found.upperBound]
        rest = rest[found.upperBound...]
        continue
      }
      result += rest[..<start] + containerName
      rest = rest[uuid.endIndex...]
    }
    return result + rest
  }

  /// The name of the timeline method of `kind`'s provider, for reasons.
  func timelineMethod(_ kind: String) -> String {
    widgets[kind]?.params.isEmpty == false ? "timeline(for:in:)" : "getTimeline(in:completion:)"
  }

  /// Runs a build in this process (the extension's worker's, or the program's own), holding `building`.
  func buildHere(_ request: ProviderRequest, container folder: URL) -> ProvidedBuild {
    Self.building.lock()
    defer { Self.building.unlock() }
    return run(request, container: folder)
  }

  /// A build of `request`'s widget here, its App Groups' container being `folder`, its requests answered by the
  /// program (in the worker) or from the build's network (in the program, which records them). The caller holds
  /// `building`.
  private func run(_ request: ProviderRequest, container folder: URL) -> ProvidedBuild {
    if let askProgram {
      return SimulatedNetwork.answering(with: askProgram) { runProvider(request, container: folder) }
    }
    let answerer = NetworkAnswerer(request)
    let calling = self.calling
    let trap = Self.trapInProcess(request)
    _ = trap?.take()
    var build = Self.trappingOtherSessions(request) {
      SimulatedNetwork.answering(with: { answerer.reply($0, call: calling.name) }) {
        runProvider(request, container: folder)
      }
    }
    answerer.noteForeign(trap?.take() ?? [])
    answerer.finish(&build, deadline: request.deadline, method: timelineMethod(request.kind))
    return build
  }

  /// The trap for the sessions a provider makes itself, in this process, for `request`: none under
  /// `network=real`, whose requests reach the network.
  private static func trapInProcess(_ request: ProviderRequest) -> ForeignSessionTrap? {
    request.realNetwork ? nil : ForeignSessionTrap.inProcess
  }

  /// Runs `body`, a provider's call in the program's own process (`.inProcess`), with its requests kept from the
  /// real network whatever the process did before: `URLSession.shared` asks the simulation first
  /// (`SimulatedNetwork.claimSharedSession`), and the sessions the provider makes itself go to the in-process trap
  /// and fail at once (under `network=real` they reach the network, as that setting says). The caller holds
  /// `building`.
  private static func trappingOtherSessions<R>(_ request: ProviderRequest, _ body: () -> R) -> R {
    SimulatedNetwork.claimSharedSession()
    // Pointing libcurl's proxy variables at the trap (`ForeignSessionTrap.pointingSessions`) changed the process's
    // environment while other threads read it: a test process crashed in getenv and posix_spawn failed with "Bad
    // address". Until the trap is made without the environment, a session a provider makes itself is not trapped
    // in process (in the extension's worker it is).
    return body()
  }

  /// A build of `request`'s widget, its requests answered as `run` arranged.
  private func runProvider(_ request: ProviderRequest, container folder: URL) -> ProvidedBuild {
    let failed = { (reason: String) in
      ProvidedBuild(widget: request.widget, at: request.at, output: .failed(Self.bounded(reason)))
    }
    guard let widget = widgets[request.kind] else {
      return failed("no provider for the kind \(request.kind) in this simulator program")
    }
    setContainers(folder, available: request.appGroupAvailable)
    WidgetCenter.setProviderConfigurations(configurations(request.placed))
    let context = Self.context(request, isPreview: false)
    let deadline = Duration.milliseconds(request.deadline.ms)
    let result: ProviderResult<ProviderTimeline>
    announce?(widget.params.isEmpty ? "getTimeline(in:completion:)" : "timeline(for:in:)")
    calling.set(nil)
    do {
      result = try widget.timeline(context, request.config, request.at.ms, deadline)
    } catch {
      return failed("the widget's configuration does not fit the provider's intent: \(error)")
    }
    let reloads = Self.reloads(result.widgetCenterCalls)
    switch result.outcome {
    case .failure(let failure):
      return ProvidedBuild(
        widget: request.widget, at: request.at, output: .failed(Self.bounded("\(failure)")), reloads: reloads)
    case .success(let timeline):
      guard let parsed = Self.entries(timeline.entries) else {
        return failed("an entry's content is not JSON the journal can hold")
      }
      // WidgetKit cannot tell a placeholder from data, but a person can: the entries whose content is what
      // `placeholder(in:)` returns now are marked, so the widget is shown as a placeholder while one is on screen.
      announce?("placeholder(in:)")
      calling.set("placeholder(in:)")
      let placeholder = widget.placeholder(context, request.at.ms, deadline)
      var marked: [Int] = []
      if case .success(let entry) = placeholder.outcome, let content = try? JSONValue(parsing: entry.content) {
        let sample = Self.withoutDate(content)
        marked = parsed.contents.indices.filter { Self.withoutDate(parsed.contents[$0]) == sample }
      }
      let entries = ProvidedEntries(
        dates: parsed.dates, contents: parsed.contents, relevances: parsed.relevances, placeholders: marked)
      let policy: ProvidedPolicy
      switch timeline.policy {
      case .atEnd: policy = .atEnd
      case .never: policy = .never
      case .after(let milliseconds): policy = .after(Instant(ms: milliseconds))
      }
      return ProvidedBuild(
        widget: request.widget, at: request.at, output: .timeline(entries, policy), reloads: reloads)
    }
  }

  public func preview(_ request: ProviderRequest) -> ProvidedPreview {
    var request = request
    request.placed = placed
    guard let widget = widgets[request.kind] else {
      return ProvidedPreview(
        method: "getSnapshot(in:completion:)", entry: nil,
        failure: "no provider for the kind \(request.kind) in this simulator program")
    }
    let method = widget.params.isEmpty ? "getSnapshot(in:completion:)" : "snapshot(for:in:)"
    Self.building.lock()
    defer { Self.building.unlock() }
    if let problem = mirror(request.appGroupFiles) {
      return ProvidedPreview(method: method, entry: nil, failure: problem)
    }
    guard let extensionHost else { return runPreview(request, container: container) }
    switch extensionHost.call(
      .preview, request, container: container.path, keepAlive: request.keepAlive, memoryLimit: request.memoryBytes,
      zone: zone, answering: NetworkAnswerer(request).reply(message:))
    {
    case .answered(let answer, let groups):
      switch ExtensionRequest.preview(answer) {
      case .success(let (preview, retire)):
        if retire { extensionHost.endWorker() }
        guard let failure = preview.failure, !groups.isEmpty else { return preview }
        return ProvidedPreview(
          method: preview.method, entry: preview.entry, failure: failure + groupNote(groups),
          reloads: preview.reloads)
      case .failure(let problem):
        extensionHost.endWorker()
        return ProvidedPreview(
          method: method, entry: nil,
          failure: "the extension's process answered with what is not a snapshot (\(problem)); the system ended it")
      }
    case .failed(let reason, let groups):
      return ProvidedPreview(method: method, entry: nil, failure: shortened(reason) + groupNote(groups))
    }
  }

  /// Runs a preview in this process (the extension's worker's), holding `building`.
  func previewHere(_ request: ProviderRequest, container folder: URL) -> ProvidedPreview {
    Self.building.lock()
    defer { Self.building.unlock() }
    return runPreview(request, container: folder)
  }

  /// The snapshot method of `request`'s kind, called here with its App Groups' container being `folder`. The
  /// caller holds `building`.
  private func runPreview(_ request: ProviderRequest, container folder: URL) -> ProvidedPreview {
    if let askProgram {
      return SimulatedNetwork.answering(with: askProgram) { callPreview(request, container: folder) }
    }
    let answerer = NetworkAnswerer(request)
    let calling = self.calling
    return Self.trappingOtherSessions(request) {
      SimulatedNetwork.answering(with: { answerer.reply($0, call: calling.name) }) {
        callPreview(request, container: folder)
      }
    }
  }

  /// The snapshot method of `request`'s kind, its requests answered as `runPreview` arranged.
  private func callPreview(_ request: ProviderRequest, container folder: URL) -> ProvidedPreview {
    guard let widget = widgets[request.kind] else {
      return ProvidedPreview(
        method: "getSnapshot(in:completion:)", entry: nil,
        failure: "no provider for the kind \(request.kind) in this simulator program")
    }
    let method = widget.params.isEmpty ? "getSnapshot(in:completion:)" : "snapshot(for:in:)"
    setContainers(folder, available: request.appGroupAvailable)
    WidgetCenter.setProviderConfigurations(configurations(request.placed))
    announce?(method)
    calling.set(method)
    let result: ProviderResult<ProviderEntry>
    do {
      result = try widget.snapshot(
        Self.context(request, isPreview: true), request.config, request.at.ms,
        .milliseconds(request.deadline.ms))
    } catch {
      return ProvidedPreview(
        method: method, entry: nil, failure: "the configuration does not fit the provider's intent: \(error)")
    }
    let reloads = Self.reloads(result.widgetCenterCalls)
    switch result.outcome {
    case .failure(let failure):
      return ProvidedPreview(method: method, entry: nil, failure: "\(failure)", reloads: reloads)
    case .success(let entry):
      guard let parsed = Self.entries([entry]) else {
        return ProvidedPreview(
          method: method, entry: nil, failure: "the entry's content is not JSON the simulation can hold",
          reloads: reloads)
      }
      return ProvidedPreview(
        method: method,
        entry: ProvidedEntries(dates: parsed.dates, contents: parsed.contents, relevances: parsed.relevances),
        reloads: reloads)
    }
  }

  /// `placed` as `WidgetCenter` lists them: kind, family, the host's name, and for a configurable kind of this
  /// program its configuration as the intent.
  func configurations(_ placed: [PlacedWidget]) -> [WidgetInfo] {
    placed.map { widget in
      WidgetInfo(
        kind: widget.kind,
        family: WidgetFamily.allCases.first { $0.description == widget.family.rawValue } ?? .systemSmall,
        identity: widget.id, intent: widgets[widget.kind]?.configurationIntent(widget.config))
    }
  }

  /// The most bytes of a failed build's reason (the journal's limit, `Limits.providerReasonBytesMax`, less room).
  static let reasonBytesMax = Limits.providerReasonBytesMax - 24

  /// `reason` cut to `reasonBytesMax` bytes at a character's end, with an ellipsis when cut.
  static func bounded(_ reason: String) -> String {
    guard reason.utf8.count > reasonBytesMax else { return reason }
    var cut = ""
    for character in reason {
      if cut.utf8.count + character.utf8.count > reasonBytesMax - 3 { break }
      cut.append(character)
    }
    return cut + "…"
  }

  /// What the failure's reason adds about App Group identifiers the provider asked for that are none of its
  /// widgets': `containerURL` gave nil for them, which is often why a provider's `!` fails.
  func groupNote(_ groups: [String]) -> String {
    guard !groups.isEmpty else { return "" }
    let ours = Set(widgets.values.map(\.appGroup)).sorted().joined(separator: ", ")
    let asked = groups.joined(separator: ", ")
    return "; containerURL(forSecurityApplicationGroupIdentifier:) was asked for \(asked), which is not the "
      + "widget's App Group (\(ours)), so it returned nil"
  }

  /// Makes `folder` the container of every App Group of these widgets, available or not.
  func setContainers(_ folder: URL, available: Bool) {
    for group in Set(widgets.values.map(\.appGroup)) {
      AppGroupContainers.setContainer(folder, for: group, available: available)
    }
  }

  /// The context WidgetKit passes for the request's family: on the home screen, or in the gallery (`isPreview`).
  static func context(_ request: ProviderRequest, isPreview: Bool) -> TimelineProviderContext {
    let family = WidgetFamily.allCases.first { $0.description == request.family.rawValue } ?? .systemSmall
    return TimelineProviderContext(
      family: family, isPreview: isPreview, displaySize: TimelineProviderContext.displaySize(of: family))
  }

  /// The reloads among the WidgetCenter calls a provider made.
  static func reloads(_ calls: [WidgetCenterCall]) -> [ReloadTarget] {
    calls.compactMap {
      switch $0 {
      case .reloadTimelines(let kind): return .kind(kind)
      case .reloadAllTimelines: return .all
      default: return nil
      }
    }
  }

  /// Recorded entries as the model's values, or nil when a content is not JSON the model can hold.
  static func entries(_ entries: [ProviderEntry]) -> (
    dates: [Instant], contents: [JSONValue], relevances: [Double?]
  )? {
    var contents: [JSONValue] = []
    for entry in entries {
      guard let content = try? JSONValue(parsing: entry.content) else { return nil }
      contents.append(content)
    }
    return (
      entries.map { Instant(ms: $0.milliseconds) }, contents, entries.map { $0.relevance.map { Double($0.score) } }
    )
  }

  /// An entry's content without its top-level `date` member: a placeholder made at the build is dated then, and an
  /// entry made from it may be dated otherwise; the rest of the content says whether it is the placeholder.
  static func withoutDate(_ content: JSONValue) -> JSONValue {
    guard case .object(let members) = content else { return content }
    return .object(members.filter { $0.key != "date" })
  }

  /// Writes the App Group's copies into the folder as files (KEY the file's path in it, the value's JSON its
  /// content) and removes files no longer there. A key that is no plain relative path is not mirrored.
  /// - Returns: why the folder could not be brought up to date, or nil.
  func mirror(_ files: [String: JSONValue]) -> String? {
    for key in written.keys where files[key] == nil {
      try? FileManager.default.removeItem(at: container.appendingPathComponent(key))
      written[key] = nil
    }
    for (key, value) in files where written[key] != value {
      guard Self.isPlainRelativePath(key) else { continue }
      let url = container.appendingPathComponent(key)
      do {
        try FileManager.default.createDirectory(
          at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
        try Data(value.fileBytes).write(to: url)
      } catch {
        return "the App Group file \(key) could not be written for the provider: \(error.localizedDescription)"
      }
      written[key] = value
    }
    return nil
  }

  /// Whether a key names a file inside the container: relative, without `..` or empty components.
  static func isPlainRelativePath(_ key: String) -> Bool {
    !key.hasPrefix("/")
      && !key.split(separator: "/", omittingEmptySubsequences: false).contains { $0.isEmpty || $0 == ".." || $0 == "." }
  }
}
