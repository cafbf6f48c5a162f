import Foundation
import JournalWorkload
import PropertyTesting
import Testing
import WidgetModel

@testable import WidgetJournal

/// The journal's own decoder against Foundation's JSONSerialization on the same inputs (docs/JOURNAL.md, §10).
///
/// The JSON value tests run `JSONValue(parsing:)`, the one reader that data values typed in the REPL, the model's
/// own JSON and journal lines all go through.
@Suite("The line decoder agrees with Foundation")
struct DecoderDifferentialTests {
  static var rounds: Int { TestSupport.soak ? 200_000 : 4_000 }

  @Test("JSON values: generated texts in random spellings, and random corruptions of them")
  func values() {
    let seed = TestSupport.seed(0xD1FF)
    var random = SplitMix64(seed: seed)
    var corruptedAccepted = 0
    for round in 0..<Self.rounds {
      let value = JSONGenerator.value(&random, depth: 0)
      let text = JSONGenerator.spell(value, &random)
      let ours = Reference.ours(text)
      guard case .success(let parsed) = ours else {
        Issue.record("seed \(seed) round \(round): rejected \(text.debugDescription): \(ours)")
        return
      }
      #expect(Reference.same(parsed, value), "seed \(seed) round \(round): \(text.debugDescription)")
      let damaged = JSONGenerator.corrupt(Array(text.utf8), &random)
      let verdict = Reference.compare(damaged)
      #expect(verdict.agrees, "seed \(seed) round \(round): \(verdict.detail)")
      if verdict.accepted { corruptedAccepted += 1 }
    }
    #expect(corruptedAccepted > 0, "some corruptions stay valid JSON, so both paths were compared")
  }

  @Test("JSON values: edge cases", arguments: JSONGenerator.edgeCases)
  func edgeCase(_ text: String) {
    let verdict = Reference.compare(Array(text.utf8))
    #expect(verdict.agrees, "\(verdict.detail)")
  }

  @Test(
    "edge cases where Foundation is lenient and the journal is strict", arguments: ["[1,]", "{\"a\":1,}", "[1,2,]"])
  func foundationLeniency(_ text: String) {
    #expect(Reference.foundation(Array(text.utf8)) != nil)
    guard case .failure = Reference.ours(text) else {
      Issue.record("\(text) must be refused: RFC 8259 has no trailing commas")
      return
    }
  }

  @Test("U+FEFF inside strings is kept, raw or escaped (Foundation drops it, so it cannot be the reference here)")
  func byteOrderMarkKept() {
    let text = "{\"\u{FEFF}a\":\"b\u{FEFF}\",\"\\ufeff\":\"\\uFEFF\"}"
    let expected: JSONValue = .object([("\u{FEFF}a", .string("b\u{FEFF}")), ("\u{FEFF}", .string("\u{FEFF}"))])
    guard case .success(let value) = Reference.ours(text) else {
      Issue.record("refused \(text)")
      return
    }
    #expect(value == expected)
  }

  @Test("numbers are correctly rounded: the JSON reader equals the standard library's Double(String)")
  func numbersAreCorrectlyRounded() {
    let seed = TestSupport.seed(0x9B)
    var random = SplitMix64(seed: seed)
    for _ in 0..<Self.rounds * 5 {
      let digits = (0..<(1 + random.below(22))).map { _ in String(random.below(10)) }.joined()
      var text = (random.below(2) == 0 ? "-" : "") + (digits.first == "0" ? "1" + digits.dropFirst() : digits)
      if random.below(2) == 0 {
        text += "." + (0..<(1 + random.below(20))).map { _ in String(random.below(10)) }.joined()
      }
      if random.below(2) == 0 { text += "e" + String(random.below(700) - 350) }
      guard case .success(let value) = Reference.ours(text) else {
        #expect(Double(text).map { !$0.isFinite } ?? true, "seed \(seed): refused \(text)")
        continue
      }
      switch value {
      case .int(let n): #expect(Int64(text) == n, "seed \(seed): \(text)")
      case .double(let d): #expect(Double(text) == d, "seed \(seed): \(text) read as \(d)")
      default: Issue.record("seed \(seed): \(text) read as \(value)")
      }
    }
  }

  @Test("action lines: fast path, generic path and Foundation decode the same actions")
  func actionLines() throws {
    let seed = TestSupport.seed(0xAC7)
    var random = SplitMix64(seed: seed)
    var workload = JournalWorkload(seed: seed, values: .varied)
    var fastHits = 0
    for round in 0..<Self.rounds {
      let seq = round + 4
      let encoded = ActionCodec.encode(workload.next(), seq: seq)
      for line in LineVariants.all(encoded, seq: seq, &random) {
        let verdict = LineVerdict(line)
        #expect(verdict.agrees, "seed \(seed) round \(round): \(line.debugDescription)\n\(verdict.detail)")
        if verdict.fastDecoded { fastHits += 1 }
      }
    }
    #expect(fastHits > Self.rounds, "the fast path decodes the canonical lines (\(fastHits) hits)")
  }

  @Test("action lines: every built-in kind's define line and every setting decode through both paths")
  func rareActions() {
    var lines = BuiltinKinds.all.enumerated().map { ActionCodec.encode(.kindDefined($1), seq: $0 + 1) }
    let settings: [Setting] = [.budget(7), .minInterval(.minutes(3)), .latency(.seconds(2)), .configureCounts(true)]
    lines += settings.map { ActionCodec.encode(.settingChanged($0), seq: 9) }
    lines += [
      ActionCodec.encode(.appGroupChanged(available: false), seq: 3),
      ActionCodec.encode(.fetchFailed(key: "k", reason: .timeout), seq: 3),
      ActionCodec.encode(.reloadRequested(.all), seq: 3),
      ActionCodec.encode(.clockTicked(to: Instant(ms: 1_772_352_000_250)), seq: 3),
    ]
    for line in lines {
      let verdict = LineVerdict(line)
      #expect(verdict.agrees && verdict.succeeded, "\(line)\n\(verdict.detail)")
    }
  }

  @Test("canonical instants: the byte-level reader agrees with Instant(iso8601:)")
  func instants() {
    let seed = TestSupport.seed(0x150)
    var random = SplitMix64(seed: seed)
    var texts = ["2024-02-29T00:00:00Z", "2023-02-29T00:00:00Z", "0000-01-01T00:00:00Z", "9999-12-31T23:59:59.999Z"]
    texts += ["2026-13-01T00:00:00Z", "2026-04-31T00:00:00Z", "2026-03-01T24:00:00Z", "2026-03-01T08:60:00Z"]
    texts += ["2026-03-01T08:00:60Z", "2026-03-01 08:00:00Z", "2026-03-01T08:00:00.5Z", "2026-03-01T08:00:00+00:00"]
    texts += ["2026-03-01T08:00Z", "2026-03-01T08:00:00.25aZ", "2026-0a-01T08:00:00Z", "1900-02-29T00:00:00Z"]
    for _ in 0..<2_000 {
      let instant = Instant(ms: Int64(random.below(253_402_300_800)) * 1000 + Int64(random.below(1000)))
      texts.append(instant.iso8601)
      var bytes = Array(instant.iso8601.utf8)
      bytes[random.below(bytes.count)] = UInt8(truncatingIfNeeded: random.next())
      texts.append(String(decoding: bytes, as: UTF8.self))
    }
    for text in texts {
      var copy = text
      let fast = copy.withUTF8 { FastInstant.parse($0.baseAddress!, $0.count) }
      if let fast { #expect(fast == Instant(iso8601: text), "seed \(seed): \(text)") }
      if fast == nil, text.utf8.count == 20 || text.utf8.count == 24, text.contains("T"), text.hasSuffix("Z") {
        #expect(Instant(iso8601: text) == nil || text.contains(" "), "seed \(seed): \(text) was not read fast")
      }
    }
  }
  @Test("canonical instants: every byte of a few instants replaced by every value, against Instant(iso8601:)")
  func instantsByteByByte() {
    let texts = ["2026-03-01T08:00:00Z", "2024-02-29T23:59:59.999Z", "0000-01-01T00:00:00Z", "9999-12-31T23:59:59Z"]
    for text in texts {
      for position in 0..<text.utf8.count {
        for value in 0...255 {
          var bytes = Array(text.utf8)
          bytes[position] = UInt8(value)
          let fast = bytes.withUnsafeBufferPointer { FastInstant.parse($0.baseAddress!, $0.count) }
          let slow = Instant(iso8601: String(decoding: bytes, as: UTF8.self))
          // The fast reader may decline what the general one accepts (a space for T), never the other way round.
          #expect(fast == nil || fast == slow, "\(text) with byte \(position) = \(value)")
          if fast == nil, slow != nil { #expect(bytes[10] == 0x20, "\(text) with byte \(position) = \(value)") }
        }
      }
    }
  }

  @Test("one-part durations: the byte-level reader agrees with TimeSpan(text:)")
  func durations() {
    let seed = TestSupport.seed(0xD0A)
    var random = SplitMix64(seed: seed)
    var texts = ["0s", "5m", "500ms", "999999d", "1000000d", "0000001h", "1h30m", "m", "ms", "5", "5mss", "5 m", "-5m"]
    texts += ["12345678", "5M", "5sm", "00ms", "1d", "4503599627370496ms", "052h", "5m\u{0}", "é5m", "5é"]
    let alphabet = Array("0123456789dhmsx .".utf8)
    for _ in 0..<20_000 {
      let bytes = (0..<random.below(10)).map { _ in alphabet[random.below(alphabet.count)] }
      texts.append(String(decoding: bytes, as: UTF8.self))
    }
    var fastHits = 0
    for text in texts {
      var copy = text
      let fast = copy.withUTF8 { FastTimeSpan.parse(JSONScanner($0).base, $0.count) }
      if let fast {
        fastHits += 1
        #expect(fast == TimeSpan(text: text), "seed \(seed): \(text.debugDescription)")
      }
    }
    #expect(fastHits > 100, "one-part durations are read fast (\(fastHits) of \(texts.count))")
  }
}
