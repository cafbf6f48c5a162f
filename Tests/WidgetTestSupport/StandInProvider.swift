import WidgetModel

/// A developer's provider, stood in for: hourly entries from the build (one, or one to `entriesMax` as the build's
/// minute varies) and a policy that varies with the build's minute, so that random sessions see atEnd, after and
/// never timelines of a provider kind.
public final class StandInProvider: ProviderHost {
  /// The provider kind it runs: `mine`, reading `weather.json` through the App Group.
  public static let kind: Kind = {
    var kind = Kind(name: "mine", families: [.systemSmall, .systemMedium], dataKey: DataKeyTemplate("weather.json")!)
    kind.provider = true
    return kind
  }()

  /// The most entries a timeline has.
  let entriesMax: Int

  public init(entriesMax: Int = 1) { self.entriesMax = entriesMax }

  public func build(_ request: ProviderRequest) -> ProvidedBuild {
    let minute = Int(request.at.ms / 60_000)
    let count = 1 + minute % entriesMax
    let provided = ProvidedEntries(
      dates: (0..<count).map { request.at + .hours(Int64($0)) }, contents: Array(repeating: .int(1), count: count),
      relevances: Array(repeating: nil, count: count))
    let policies: [ProvidedPolicy] = [.atEnd, .after(request.at + .minutes(20)), .never]
    return ProvidedBuild(widget: request.widget, at: request.at, output: .timeline(provided, policies[minute % 3]))
  }
}
