import WidgetJournal
import WidgetModel

/// A provider call as the simulator program asks its extension's worker for it, and the worker's answers, as the
/// JSON objects of `ExtensionChannel`'s messages.
///
/// - A request: `{"call":"build"|"preview","container":PATH,"widget","kind","family","config":{…},"at":MS,"seq",
///   "appGroupAvailable","deadlineMs","placed":[{"id","kind","family","config"}…]}`, `placed` being the widgets
///   `WidgetCenter.currentConfigurations()` lists (at most `PlacedWidget.listedMax`). The App Group's files are not
///   in it: the program writes them into the container folder, where the provider reads them.
/// - A build's answer: `{"build":BUILD,"retire":BOOL}`, BUILD as the journal records it; a preview's:
///   `{"method","failure"?,"entry"?,"reloads"}`. `retire` says a call outlived its deadline, leaving the provider's
///   thread running: the program ends that worker.
/// - Before its answer, the worker may send `{"unknownGroup":ID}` for an App Group identifier the provider asked
///   `containerURL` for that is none of the widgets'.
enum ExtensionRequest {
  /// What the program asks the worker to call.
  enum Call: String {
    /// `getTimeline` (or `timeline(for:in:)`) and `placeholder(in:)`: one build.
    case build
    /// The snapshot method, as the gallery calls it.
    case preview
  }

  /// `request` as a message asking for `call`, the App Group's files being in `container`.
  static func message(_ call: Call, _ request: ProviderRequest, container: String) -> JSONValue {
    .object([
      ("call", .string(call.rawValue)), ("container", .string(container)), ("widget", .string(request.widget)),
      ("kind", .string(request.kind)), ("family", .string(request.family.rawValue)),
      ("config", configJSON(request.config)),
      ("at", .int(request.at.ms)), ("seq", .int(Int64(request.seq))),
      ("appGroupAvailable", .bool(request.appGroupAvailable)), ("deadlineMs", .int(request.deadline.ms)),
      ("placed", .array(request.placed.prefix(PlacedWidget.listedMax).map(placedJSON))),
    ])
  }

  /// A placed widget as a request lists it: `{"id","kind","family","config"}`.
  static func placedJSON(_ widget: PlacedWidget) -> JSONValue {
    .object([
      ("id", .string(widget.id)), ("kind", .string(widget.kind)), ("family", .string(widget.family.rawValue)),
      ("config", configJSON(widget.config)),
    ])
  }

  /// A configuration as a JSON object, its parameters in order.
  static func configJSON(_ config: [String: ParamValue]) -> JSONValue {
    .object(config.sorted { $0.key < $1.key }.map { ($0.key, $0.value.json) })
  }

  /// A configuration read back; nil when a value is not a string, a whole number or a boolean.
  static func config(_ members: [(key: String, value: JSONValue)]) -> [String: ParamValue]? {
    var config: [String: ParamValue] = [:]
    for (name, value) in members {
      switch value {
      case .string(let text): config[name] = .string(text)
      case .int(let number): config[name] = .int(number)
      case .bool(let flag): config[name] = .bool(flag)
      default: return nil
      }
    }
    return config
  }

  /// The placed widgets a request lists (none when it lists none), at most `PlacedWidget.listedMax`; nil when one
  /// is not a placed widget.
  static func placed(_ message: JSONValue) -> [PlacedWidget]? {
    var placed: [PlacedWidget] = []
    for item in (message["placed"]?.arrayValue ?? []).prefix(PlacedWidget.listedMax) {
      guard let id = item["id"]?.stringValue, let kind = item["kind"]?.stringValue,
        let family = item["family"]?.stringValue.flatMap(Family.init(rawValue:)),
        let config = item["config"]?.objectValue.flatMap(Self.config)
      else { return nil }
      placed.append(PlacedWidget(id: id, kind: kind, family: family, config: config))
    }
    return placed
  }

  /// A request message read back: the call, the request (without files) and the container's path; nil when the
  /// message is not one.
  static func read(_ message: JSONValue) -> (Call, ProviderRequest, container: String)? {
    guard let call = message["call"]?.stringValue.flatMap(Call.init(rawValue:)),
      let container = message["container"]?.stringValue, let widget = message["widget"]?.stringValue,
      let kind = message["kind"]?.stringValue,
      let family = message["family"]?.stringValue.flatMap(Family.init(rawValue:)),
      let members = message["config"]?.objectValue, case .int(let at)? = message["at"],
      case .int(let seq)? = message["seq"], let available = message["appGroupAvailable"]?.boolValue,
      case .int(let deadline)? = message["deadlineMs"], let config = Self.config(members),
      let placed = Self.placed(message)
    else { return nil }
    var request = ProviderRequest(
      widget: widget, kind: kind, family: family, config: config, at: Instant(ms: at), seq: Int(seq),
      appGroupFiles: [:], appGroupAvailable: available, deadline: TimeSpan(ms: deadline))
    request.placed = placed
    return (call, request, container)
  }

  /// A build's answer, with what the provider's own sessions asked for (`ForeignSessionTrap`), when they did.
  static func answer(_ build: ProvidedBuild, retire: Bool, foreign: [String] = []) -> JSONValue {
    let recorded = (try? JSONValue(parsing: ActionCodec.buildJSON(build))) ?? .null
    var members: [(key: String, value: JSONValue)] = [("build", recorded), ("retire", .bool(retire))]
    if !foreign.isEmpty { members.append(("foreign", .array(foreign.map { .string($0) }))) }
    return .object(members)
  }

  /// What the provider's own sessions asked for during a build, from its answer: `GET https://host`, ….
  static func foreign(_ answer: JSONValue) -> [String] {
    (answer["foreign"]?.arrayValue ?? []).compactMap(\.stringValue).prefix(ForeignSessionTrap.askedMax).map { $0 }
  }

  /// A build's answer read back, for the build of `request`.
  /// - Returns: the build, and whether the worker must be ended; or why the answer is not one.
  static func build(_ answer: JSONValue) -> Result<(ProvidedBuild, retire: Bool), AnswerProblem> {
    guard let recorded = answer["build"] else { return .failure(AnswerProblem("it has no \"build\"")) }
    do {
      return .success((try ActionCodec.build(recorded), answer["retire"]?.boolValue ?? true))
    } catch {
      return .failure(AnswerProblem(error.description))
    }
  }

  /// A preview's answer.
  static func answer(_ preview: ProvidedPreview, retire: Bool) -> JSONValue {
    var members: [(key: String, value: JSONValue)] = [
      ("method", .string(preview.method)), ("retire", .bool(retire)),
      ("reloads", .array(preview.reloads.map { .string($0.text) })),
    ]
    if let failure = preview.failure { members.append(("failure", .string(failure))) }
    if let entry = preview.entry {
      // The entry travels as a one-entry build, so that the journal's reader checks it.
      let carrier = ProvidedBuild(widget: "preview", at: entry.dates[0], output: .timeline(entry, .never))
      members.append(("entry", (try? JSONValue(parsing: ActionCodec.buildJSON(carrier))) ?? .null))
    }
    return .object(members)
  }

  /// A preview's answer read back.
  /// - Returns: the preview, and whether the worker must be ended; or why the answer is not one.
  static func preview(_ answer: JSONValue) -> Result<(ProvidedPreview, retire: Bool), AnswerProblem> {
    guard let method = answer["method"]?.stringValue else { return .failure(AnswerProblem("it has no \"method\"")) }
    var entry: ProvidedEntries? = nil
    if let carried = answer["entry"] {
      do {
        guard case .timeline(let entries, _) = try ActionCodec.build(carried).output, entries.count == 1 else {
          return .failure(AnswerProblem("its \"entry\" is not one entry"))
        }
        entry = entries
      } catch {
        return .failure(AnswerProblem(error.description))
      }
    }
    let reloads: [ReloadTarget] = (answer["reloads"]?.arrayValue ?? []).compactMap(\.stringValue).map {
      $0 == "all" ? .all : .kind($0)
    }
    let preview = ProvidedPreview(
      method: method, entry: entry, failure: answer["failure"]?.stringValue, reloads: reloads)
    return .success((preview, answer["retire"]?.boolValue ?? true))
  }
}

/// Why an answer of the worker is not one, for people.
struct AnswerProblem: Error, CustomStringConvertible {
  /// The reason.
  let description: String
  init(_ description: String) { self.description = description }
}
