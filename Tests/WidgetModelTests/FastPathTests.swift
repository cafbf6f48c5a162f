import Testing

@testable import WidgetModel

/// The reducer's byte-level fast paths must give what the character-level code they short-cut gives.
@Suite("Fast paths")
struct FastPathTests {
  /// The character-level resolution the ASCII path replaces, kept here as the reference.
  static func referenceResolve(_ text: String, _ config: [String: ParamValue]) -> String? {
    var key = ""
    var current: String? = nil
    for character in text {
      switch character {
      case "{": current = ""
      case "}":
        guard let name = current, let value = config[name] else { return nil }
        key += value.text
        current = nil
      default:
        if current != nil { current!.append(character) } else { key.append(character) }
      }
    }
    return key
  }

  /// The character-level automatic-number test the byte-level one replaces.
  static func referenceNumber(_ id: String) -> Int? {
    guard id.hasPrefix("w"), id.count > 1, id.count <= 10 else { return nil }
    let digits = id.dropFirst()
    guard digits.allSatisfy({ $0.isASCII && $0.isNumber }), digits.first != "0" else { return nil }
    return Int(digits)
  }

  @Test("a data key resolves as character by character, ASCII or not, whatever the text")
  func resolveMatchesReference() {
    let configs: [[String: ParamValue]] = [
      [:], ["city": .string("Shanghai")], ["city": .string("中文"), "n": .int(-3), "b": .bool(true), "": .string("e")],
      ["city": .string("a{b}c"), "n": .int(0)],
    ]
    let texts = [
      "weather:{city}", "plain", "{city}", "{city}:{n}:{b}", "x{n}y{missing}z", "{}", "a}b", "a{b", "{a{city}}",
      "é:{city}", "{city}\u{301}", "\r\n{city}\r\n", "{\u{301}city}", "{{city}}", "", "}{",
    ]
    for text in texts {
      var template = DataKeyTemplate("p{city}")!
      template.text = text
      for config in configs {
        #expect(template.resolve(config) == Self.referenceResolve(text, config), "\(text) with \(config)")
      }
    }
    for text in ["weather:{city}", "stocks:{symbol}:{n}", "plain"] {
      let template = DataKeyTemplate(text)!
      for config in configs { #expect(template.resolve(config) == Self.referenceResolve(text, config)) }
    }
  }

  @Test("automatic ids are recognised as character by character")
  func automaticNumberMatchesReference() {
    let ids = [
      "w1", "w", "w0", "w01", "w10", "w123456789", "w1234567890", "x1", "W1", "w1a", "w١", "w1\u{301}", "w\u{301}1",
      "w-1", "w+1", "w 1", "w９", "", "w999999999", "ww1",
    ]
    for id in ids { #expect(WidgetID.automaticNumber(id) == Self.referenceNumber(id), "\(id)") }
  }
}
