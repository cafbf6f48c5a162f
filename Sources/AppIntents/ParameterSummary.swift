/// How the configuration sheet summarizes an intent's parameters (`Summary("Departures from \(\.$station)")`).
/// Accepted and not read: the simulation has no sheet.
public protocol ParameterSummary {}

/// The summary an intent without one has.
public struct EmptyParameterSummary: ParameterSummary {
  /// The empty summary.
  public init() {}
}

/// A sentence with the intent's parameters in it, and the parameters listed under it.
public struct Summary<Intent: AppIntent>: ParameterSummary {
  /// A summary sentence.
  public init(_ summary: ParameterSummaryString<Intent>) {}

  /// A summary sentence, and the parameters listed under it.
  public init(
    _ summary: ParameterSummaryString<Intent>,
    @ParameterSummaryTableBuilder<Intent> table: () -> ParameterSummaryTable<Intent>
  ) {}

  /// No sentence, the parameters listed.
  public init(@ParameterSummaryTableBuilder<Intent> table: () -> ParameterSummaryTable<Intent>) {}
}

/// One summary when a parameter compares as given, another otherwise (`When(\.$showsAll, .equalTo, true) {…}`).
public struct When<Intent: AppIntent>: ParameterSummary {
  /// A summary chosen by comparing a parameter with `value`.
  public init<Value: _IntentValue>(
    _ parameter: KeyPath<Intent, IntentParameter<Value>>, _ comparison: ParameterSummaryComparison,
    _ value: Value, @ParameterSummaryBuilder<Intent> _ then: () -> some ParameterSummary,
    @ParameterSummaryBuilder<Intent> otherwise: () -> some ParameterSummary
  ) {}

  /// A summary chosen by comparing a parameter with `value`, none otherwise.
  public init<Value: _IntentValue>(
    _ parameter: KeyPath<Intent, IntentParameter<Value>>, _ comparison: ParameterSummaryComparison,
    _ value: Value, @ParameterSummaryBuilder<Intent> _ then: () -> some ParameterSummary
  ) {}
}

/// How `When` compares a parameter's value.
public enum ParameterSummaryComparison: Sendable {
  case equalTo, notEqualTo, hasAnyValue, hasNoValue, lessThan, lessThanOrEqualTo, greaterThan,
    greaterThanOrEqualTo, oneOf, noneOf, contains
}

/// A summary's sentence: text with parameters (`\(\.$station)`) in it.
public struct ParameterSummaryString<Intent: AppIntent>: ExpressibleByStringInterpolation {
  /// The sentence from a literal.
  public init(stringLiteral value: String) {}

  /// The sentence from an interpolation.
  public init(stringInterpolation: StringInterpolation) {}

  /// A sentence's parts.
  public struct StringInterpolation: StringInterpolationProtocol {
    public init(literalCapacity: Int, interpolationCount: Int) {}
    public mutating func appendLiteral(_ literal: String) {}

    /// A parameter in the sentence.
    public mutating func appendInterpolation<Value: _IntentValue>(
      _ parameter: KeyPath<Intent, IntentParameter<Value>>
    ) {}
  }
}

/// The parameters listed under a summary's sentence.
public struct ParameterSummaryTable<Intent: AppIntent> {
  /// The table.
  init() {}
}

/// Makes a summary's table from its key paths (`{ \.$showsTimes; \.$count }`).
@resultBuilder
public enum ParameterSummaryTableBuilder<Intent: AppIntent> {
  /// One parameter.
  public static func buildExpression<Value: _IntentValue>(_ parameter: KeyPath<Intent, IntentParameter<Value>>)
    -> ParameterSummaryTable<Intent>
  { ParameterSummaryTable() }

  /// The parameters of the statements.
  public static func buildBlock(_ parts: ParameterSummaryTable<Intent>...) -> ParameterSummaryTable<Intent> {
    ParameterSummaryTable()
  }
}

/// Makes an intent's summary from `parameterSummary`'s statements: one summary, or one of two. The expressions fix
/// the intent type, so that `\.$station` in a sentence finds the intent's parameter.
@resultBuilder
public enum ParameterSummaryBuilder<Intent: AppIntent> {
  /// A sentence summary of this intent.
  public static func buildExpression(_ summary: Summary<Intent>) -> Summary<Intent> { summary }

  /// A conditional summary of this intent.
  public static func buildExpression(_ summary: When<Intent>) -> When<Intent> { summary }

  /// The one summary.
  public static func buildBlock<S: ParameterSummary>(_ summary: S) -> S { summary }

  /// An `if`'s first branch.
  public static func buildEither<S: ParameterSummary>(first: S) -> EmptyParameterSummary { EmptyParameterSummary() }

  /// An `if`'s second branch.
  public static func buildEither<S: ParameterSummary>(second: S) -> EmptyParameterSummary { EmptyParameterSummary() }
}
