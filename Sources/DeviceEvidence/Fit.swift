import WidgetJournal
import WidgetModel

/// `widgetsim fit`: the settings that explain most of a journal's observations, searched one setting at a time
/// (coordinate descent, rounds until one explains nothing more, at most `roundsMax`) over the values each may take, starting from the journal's own.
///
/// The settings searched are the model's numbers the evidence shows (`budget`, `minInterval`, `latency`) and every
/// setting of the system's discretion in `SettingTable` (`budgetScope`, `foregroundReloads`, … and any added later),
/// read through the table. A setting's candidates are its choices, or its samples and suggestions and a grid for its
/// form (counts up to 70, durations up to 2 hours). A settings' score is, first, fewer surprises (builds not matched,
/// decisions the model does not share), then the smaller total distance between matched builds; values that score
/// the same are a tie, and the evidence cannot decide between them.
public enum Fit {
  /// The most rounds of the search; it stops earlier after a round that explains nothing more.
  static let roundsMax = 4

  /// The numbers settings the evidence can inform; every `.discretion` setting is searched too.
  public static let informedNumbers = ["budget", "minInterval", "latency"]

  /// The names of every setting searched, in the table's order.
  public static var informed: [String] {
    SettingTable.rows.filter { informedNumbers.contains($0.name) || $0.group == .discretion }.map(\.name)
  }

  /// The grid of counts tried for a setting written `N`.
  /// (100 and 1000 stand for no budget at all, as under Developer Mode.)
  static let countGrid =
    Array(1...12).map(String.init) + ["15", "18", "20", "24", "30", "40", "50", "60", "70", "100", "1000"]
  /// The grid of durations tried for a setting written `DUR`.
  static let spanGrid = [
    "0s", "5s", "10s", "15s", "20s", "30s", "45s", "1m", "2m", "3m", "5m", "10m", "15m", "20m", "30m", "45m", "1h",
    "2h",
  ]

  /// What the search found for one setting.
  public struct Finding: Sendable {
    /// The setting's name.
    public var name: String
    /// Its value in the journal, and the value fitted, as `set` writes them.
    public var before: String
    public var after: String
    /// The other values that explain the evidence as well as `after`, when any do: the evidence cannot decide.
    public var tied: [String]
  }

  /// The search's outcome.
  public struct Outcome: Sendable {
    /// The comparison under the journal's settings, and under the fitted ones.
    public var before: Comparison
    public var after: Comparison
    /// One finding per setting searched.
    public var findings: [Finding]
    /// Whether the trace looks recorded under Developer Mode: builds seen, no throttling logged, builds closer than
    /// the model's minimum interval allows (a minimum interval under a minute explains them better than 5m), and
    /// more of them than a budget of 70 a day allows.
    public var looksLikeDeveloperMode: Bool

    /// The fitted settings that differ from the journal's, as `set` lines.
    public var setLines: [String] {
      findings.filter { $0.after != $0.before }.map { "set \($0.name)=\($0.after)" }
    }
  }

  /// Searches the settings that best explain `journal`'s observations.
  public static func run(_ journal: EvidenceJournal) -> Outcome {
    let start = journal.header.settings
    // Two orders of the settings: the rules of the system's discretion first (they decide which builds there are at
    // all: whose budget, when a foreground reload happens), then the numbers, and the other way round. A descent in
    // one order can stick where the other does not; the better of the two is kept (the first on a tie).
    let named = SettingTable.rows.filter { informed.contains($0.name) }
    let orders = [
      named.filter { $0.group == .discretion } + named.filter { $0.group != .discretion },
      named.filter { $0.group != .discretion } + named.filter { $0.group == .discretion },
    ]
    let descents = orders.map { descend(journal, rows: $0) }
    let (settings, ties) = descents.min { $0.score < $1.score }.map { ($0.settings, $0.ties) }!
    let rows = named
    let before = Comparison(journal, settings: start)
    let after = Comparison(journal, settings: settings)
    let findings = rows.map { row in
      let after = row.text(in: settings)
      return Finding(
        name: row.name, before: row.text(in: start), after: after,
        tied: (ties[row.name] ?? []).filter { $0 != after })
    }
    let throttled = journal.observations.contains { $0.observation.event == .throttledForeground }
    // Builds the model would defer: a minimum interval under a minute explains them better than the default's 5m,
    // and only a budget above the 70 a day Apple mentions explains them.
    let interval = findings.first { $0.name == "minInterval" }
    // The reload filter's settings explain such a trace too: developerMode itself, or the background reloads of a
    // running app not budgeted (runningAppReloads=free); the text says the evidence cannot tell those apart.
    let unbudgeted = after.settings.developerMode || after.settings.runningAppReloads == .free
    let developerMode =
      !throttled && after.pairs.contains { $0.observed != nil }
      && (unbudgeted
        || (after.settings.minInterval < .minutes(1) && interval.map { !$0.tied.contains("5m") } == true
          && after.settings.budget > 70))
    return Outcome(before: before, after: after, findings: findings, looksLikeDeveloperMode: developerMode)
  }

  /// A coordinate descent from the journal's settings over `rows` in that order: each setting in turn set to the value
  /// that scores best with the others held, for rounds until one explains nothing more (at most `roundsMax`).
  /// - Returns: the settings reached, their score, and for each setting the values that scored as well as its own.
  static func descend(_ journal: EvidenceJournal, rows: [SettingTable.Row]) -> (
    settings: Settings, score: Score, ties: [String: [String]]
  ) {
    var settings = journal.header.settings
    var best = Score(Comparison(journal, settings: settings))
    var ties: [String: [String]] = [:]
    for _ in 0..<roundsMax {
      let roundStart = best
      for row in rows {
        var results: [(text: String, settings: Settings, score: Score)] = []
        for text in candidates(row, in: settings) {
          guard let setting = try? row.parse(text, zone: .utc, now: journal.header.start) else { continue }
          var tried = settings
          tried.apply(setting)
          guard (try? row.check(in: tried)) != nil else { continue }
          results.append((row.text(in: tried), tried, Score(Comparison(journal, settings: tried))))
        }
        guard let top = results.map(\.score).min() else { continue }
        let tops = results.filter { $0.score == top }
        // Keep the value in force when it is among the best; else the first best.
        if top < best || !tops.contains(where: { $0.text == row.text(in: settings) }) {
          settings = tops[0].settings
          best = top
        }
        var seen: Set<String> = []
        ties[row.name] = tops.map(\.text).filter { seen.insert($0).inserted }
      }
      if !(best < roundStart) { break }
    }
    return (settings, best, ties)
  }

  /// The values tried for `row`: its choices, or its samples, suggestions, value in force and its form's grid.
  static func candidates(_ row: SettingTable.Row, in settings: Settings) -> [String] {
    if let choices = row.choices { return choices }
    var values = [row.text(in: settings)] + row.suggestions + (row.samples?.values ?? [])
    if row.form == "N" { values += countGrid }
    if row.form == "DUR" { values += spanGrid }
    var seen: Set<String> = []
    return values.filter { seen.insert($0).inserted }
  }

  /// How well settings explain the evidence: fewer surprises first, then closer matches.
  struct Score: Comparable, Sendable {
    var surprises: Int
    var distanceMs: Int64

    init(_ comparison: Comparison) {
      surprises = comparison.surprises
      distanceMs = comparison.pairs.compactMap(\.offsetMs).reduce(0) { $0 + abs($1) }
    }

    static func < (a: Score, b: Score) -> Bool { (a.surprises, a.distanceMs) < (b.surprises, b.distanceMs) }
  }
}

extension Fit.Outcome {
  /// The report: match rates before and after, the `set` lines, and what the evidence cannot decide.
  public var text: String {
    var out = "match rate before: \(Comparison.percent(before.matchRate)) (\(before.surprises) surprises), "
    out += "after: \(Comparison.percent(after.matchRate)) (\(after.surprises) surprises)\n"
    let lines = setLines
    out += lines.isEmpty ? "# the journal's settings explain the evidence best; nothing to set\n" : ""
    for line in lines { out += line + "\n" }
    for finding in findings where !finding.tied.isEmpty {
      out +=
        "# \(finding.name): the evidence cannot decide between \(([finding.after] + finding.tied).joined(separator: ", "))"
      out += finding.name == "budget" ? " (no budget was reached, or not often enough to tell)\n" : "\n"
    }
    if looksLikeDeveloperMode {
      out += "# the trace looks recorded under Developer Mode (no throttling, no deferral): "
      out += "its settings are not those of a phone in everyday use\n"
      if after.settings.runningAppReloads == .free && !after.settings.developerMode {
        out +=
          "# (or the running app's reloads are not budgeted, runningAppReloads=free: this evidence cannot tell which)\n"
      }
    }
    return out
  }

  /// The outcome as JSON.
  public var json: JSONValue {
    .object([
      ("before", .double((before.matchRate * 1000).rounded() / 1000)),
      ("after", .double((after.matchRate * 1000).rounded() / 1000)),
      ("surprisesBefore", .int(Int64(before.surprises))), ("surprisesAfter", .int(Int64(after.surprises))),
      ("set", .array(setLines.map(JSONValue.string))),
      (
        "settings",
        .array(
          findings.map {
            .object([
              ("name", .string($0.name)), ("before", .string($0.before)), ("after", .string($0.after)),
              ("undecided", .array($0.tied.map(JSONValue.string))),
            ])
          })
      ),
      ("developerMode", .bool(looksLikeDeveloperMode)),
    ])
  }
}
