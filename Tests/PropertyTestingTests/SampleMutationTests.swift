import Testing
import WidgetModel

@testable import PropertyTesting

/// What `check` writes from a sample of the app's data: the sample, or the sample changed as real data goes wrong.
@Suite("Sample mutation")
struct SampleMutationTests {
  static let sample = try! JSONValue(
    parsing:
      #"{"station":"Oslo S","departures":[{"line":"L1","minutes":4},{"line":"R10","minutes":9}],"updatedAt":"2026-03-01T08:00:00Z","live":true,"delay":1.5}"#
  )

  static func draws(_ count: Int, seed: UInt64 = 1) -> [JSONValue] {
    var rng = SplitMix64(seed: seed)
    return (0..<count).map { _ in SampleMutation.value(from: [sample], using: &rng) }
  }

  @Test("the draws hold the sample itself and each way real data goes wrong")
  func everyChange() {
    let texts = Self.draws(2_000).map(\.serialized)
    let unchanged = texts.filter { $0 == Self.sample.serialized }.count
    #expect(unchanged > 400 && unchanged < 900, "\(unchanged) of 2,000 unchanged")
    #expect(texts.contains { $0.contains(#""departures":[]"#) }, "an empty list")
    #expect(texts.contains { !$0.contains(#""station""#) }, "a field dropped")
    #expect(texts.contains { $0.contains(#""minutes":"4""#) }, "a number as a string")
    #expect(texts.contains { $0.contains(#""minutes":9223372036854775807"#) }, "a number at its edge")
    #expect(texts.contains { $0.contains(#""station":"""#) }, "an empty string")
    #expect(texts.contains { $0.contains(#""updatedAt":"2025-03-01T08:00:00Z""#) }, "a date a year old")
    #expect(texts.contains { $0.contains(#""updatedAt":"2001-01-01T00:00:00Z""#) }, "a date long past")
    #expect(texts.contains { $0.contains(#""live":false"#) }, "a flag flipped")
    #expect(texts.contains { $0.contains(#""station":null"#) }, "a null")
  }

  @Test("the same seed draws the same values, and none is larger than an App Group file may be")
  func deterministicAndBounded() {
    #expect(Self.draws(300, seed: 9) == Self.draws(300, seed: 9))
    #expect(Self.draws(300, seed: 9) != Self.draws(300, seed: 10))
    let big = JSONValue.array(Array(repeating: .string(String(repeating: "x", count: 900)), count: 17))
    var rng = SplitMix64(seed: 3)
    for _ in 0..<500 {
      #expect(SampleMutation.value(from: [big], using: &rng).serializedByteCount <= Limits.dataValueBytesMax)
    }
  }

  @Test("a generator without samples draws what it drew before them")
  func noSamplesNoChange() {
    let state = SimState(start: Instant(ms: 1_772_352_000_000))
    var plain = SplitMix64(seed: 5)
    var sampled = SplitMix64(seed: 5)
    let generator = ActionGenerator(weights: ActionWeights.random(using: &plain))
    var withOthers = ActionGenerator(weights: ActionWeights.random(using: &sampled))
    withOthers.samples = ["other.json": [Self.sample]]
    for _ in 0..<50 {
      #expect(
        generator.value(for: "weather:Oslo", in: state, using: &plain)
          == withOthers.value(for: "weather:Oslo", in: state, using: &sampled))
    }
  }
}
