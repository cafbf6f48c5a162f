import PropertyTesting
import Testing
import WidgetModel

@testable import WidgetJournal

/// The fast path of `device`, `move`, `add … page` and the system changes' lines against the generic path and
/// Foundation (docs/JOURNAL.md, §10): the same actions, or the same refusals, on random lines of these actions in
/// random spellings, with hand-editing mistakes and damage.
@Suite("The device's lines: the fast path agrees with the generic path")
struct DeviceLineDifferentialTests {
  static var rounds: Int { TestSupport.soak ? 100_000 : 3_000 }

  /// Odd words for names: blanks, quotes, escapes, non-ASCII, empty.
  static let words = ["Maps", "", "a b", "x\"y", "back\\slash", "北京", "é", "\u{1}", "Europe/Paris", "UTC", "w1"]

  /// A random action of the device's kinds.
  static func action(_ random: inout SplitMix64) -> Action {
    let word = random.pick(words)
    let page = random.pick([1, 2, 15, 16, 0, -1, Int(Int32.max)])
    switch random.below(9) {
    case 0: return .deviceChanged(.screen(random.pick([.home, .lock, .off, .otherApp(nil), .otherApp(word)])))
    case 1: return .deviceChanged(.page(page))
    case 2: return .widgetMoved(id: word, page: page)
    case 3:
      return .widgetAdded(
        id: word, kind: "weather", family: random.pick([.systemSmall, .accessoryInline]),
        config: random.chance(0.5) ? [:] : ["city": .string(word)], page: page)
    case 4: return .systemChanged(.timeZone(word))
    case 5: return .systemChanged(.appUpdate)
    default: return .systemChanged(random.pick([.locale, .textSize, .restart]))
    }
  }

  @Test("random device, move, add and system change lines decode the same through the fast and the generic paths")
  func randomLines() {
    let seed = TestSupport.seed(0xDE71CE)
    var random = SplitMix64(seed: seed)
    var canonicalFast = 0
    for round in 0..<Self.rounds {
      let seq = round + 2
      let encoded = ActionCodec.encode(Self.action(&random), seq: seq)
      let canonical = LineVerdict(encoded)
      if canonical.fastDecoded { canonicalFast += 1 }
      for line in LineVariants.all(encoded, seq: seq, &random) {
        let verdict = LineVerdict(line)
        #expect(verdict.agrees, "seed \(seed) round \(round): \(line.debugDescription)\n\(verdict.detail)")
      }
    }
    // Every canonical line whose words need no escapes is read by the fast path.
    #expect(canonicalFast > Self.rounds / 2, "the fast path decodes the canonical lines (\(canonicalFast))")
  }

  @Test(
    "the canonical lines of every device, move, page and system action are read by the fast path",
    arguments: [
      Action.deviceChanged(.screen(.home)), .deviceChanged(.screen(.lock)), .deviceChanged(.screen(.off)),
      .deviceChanged(.screen(.otherApp(nil))), .deviceChanged(.screen(.otherApp("Maps"))), .deviceChanged(.page(3)),
      .widgetMoved(id: "w1", page: 2),
      .widgetAdded(id: "w1", kind: "weather", family: .systemSmall, config: ["city": .string("Beijing")], page: 4),
      .systemChanged(.locale), .systemChanged(.timeZone("America/New_York")), .systemChanged(.textSize),
      .systemChanged(.restart), .systemChanged(.appUpdate),
    ])
  func fastDecoded(action: Action) {
    let verdict = LineVerdict(ActionCodec.encode(action, seq: 5))
    #expect(verdict.agrees && verdict.succeeded && verdict.fastDecoded, "\(verdict.detail)")
    #expect(try! verdict.fast.get().action == action)
  }
}
