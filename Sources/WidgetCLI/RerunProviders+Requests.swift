import WidgetModel

/// What `--rerun-providers` says when a build now asks for other URLs than the recording's (docs/PROVIDERS.md,
/// "Network").
extension RerunProviders {
  /// `then it asked GET https://…/oslo; now it asks GET https://…/bergen`, when the two builds' requests differ in
  /// their methods or URLs; nil otherwise.
  static func requestWords(_ recorded: ProvidedBuild?, _ now: ProvidedBuild?) -> String? {
    guard let recorded, let now else { return nil }
    func asked(_ build: ProvidedBuild) -> [String] { build.requests.map { $0.method + " " + $0.url } }
    let (then, after) = (asked(recorded), asked(now))
    guard then != after else { return nil }
    func words(_ requests: [String]) -> String { requests.isEmpty ? "nothing" : requests.joined(separator: ", ") }
    return "then it asked for \(words(then)); now it asks for \(words(after))"
  }
}
