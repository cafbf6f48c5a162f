import Testing
import WidgetCommands
import WidgetModel

/// A `param=` word of `define` and the parameter it stands for: enum options holding `|`, `=`, backslashes or marks
/// that combine with a separator are written escaped and read back as themselves, ordinary ones are written as
/// before, and options with control characters are refused.
@Suite("Enum options in define's text")
struct EnumOptionTextTests {
  @Test(
    "options are split at unescaped |, the default follows the first unescaped =, and \\| \\= \\\\ are read escaped",
    arguments: [
      ("e:enum:a\\=b|c=a=b", ["a=b", "c"], "a=b"),
      ("e:enum:x\\|y|\\\\|z", ["x|y", "\\", "z"], nil),
      ("e:enum:back\\slash|\\=", ["back\\slash", "="], nil),
      ("e:enum:\u{301}|x\u{600}=\u{301}", ["\u{301}", "x\u{600}"], "\u{301}"),
      ("e:enum:a:b|c\u{600}|\u{301}d=c\u{600}", ["a:b", "c\u{600}", "\u{301}d"], "c\u{600}"),
      ("city:enum:Beijing|Shanghai|Guangzhou=Beijing", ["Beijing", "Shanghai", "Guangzhou"], "Beijing"),
    ] as [(String, [String], String?)])
  func parses(_ text: String, _ options: [String], _ defaultValue: String?) throws {
    let spec = try ParamSpec.parse(text)
    #expect(spec.type == .enumeration(options))
    #expect(spec.defaultValue == defaultValue.map { .string($0) })
  }

  @Test(
    "every parameter is written as text that reads back as itself, ordinary options as they always were",
    arguments: [
      [["Beijing", "Shanghai", "Guangzhou"]], [["北京", "a b", "x\"y", "back\\slash", "é"]], [["a=b", "=", "==x"]],
      [["|", "a|b", "||"]], [["\\", "a\\", "\\|", "\\=", "\\\\", "a\\b"]], [["\u{301}", "x\u{301}", "=\u{301}"]],
      [["x\u{600}", "\u{600}", "\u{600}|", "\u{600}="]], [[":", "a:b", "::"]], [["e\u{301}", "\u{2028}", "🙂"]],
    ] as [[[String]]])
  func roundTrips(_ sets: [[String]]) throws {
    for options in sets {
      for defaultValue in [nil] + options.map(Optional.some) {
        let spec = ParamSpec(
          name: "e", type: .enumeration(options), defaultValue: defaultValue.map { .string($0) })
        #expect(try ParamSpec.parse(spec.definitionText) == spec, "\(spec.definitionText)")
      }
    }
  }

  @Test("options that need no escape are written as before")
  func ordinaryUnchanged() {
    let spec = ParamSpec(
      name: "e", type: .enumeration(["北京", "a b", "x\"y", "back\\slash", "é"]), defaultValue: .string("é"))
    #expect(spec.definitionText == "e:enum:北京|a b|x\"y|back\\slash|é=é")
    #expect(BuiltinKinds.all[0].params[0].definitionText == "city:enum:Beijing|Shanghai|Guangzhou=Beijing")
  }

  @Test(
    "an option with a control character is refused at define, naming it visibly",
    arguments: ["a|b\u{7}", "\u{0}", "x\u{1B}[2J", "del\u{7F}", "c1\u{85}", "tab\tx"])
  func controlCharactersRefused(_ options: String) throws {
    let world = TestWorld()
    let command = Command.define(
      name: "k", fields: [KeyValue("data", "k:{e}"), KeyValue("param", "e:enum:" + options)])
    let error = try #require(world.error(command))
    let message = "\(error)"
    #expect(message.hasPrefix("param e: '") && message.hasSuffix("' is not an option without control characters"))
    #expect(!message.unicodeScalars.contains { $0.properties.generalCategory == .control }, "\(message)")
  }
}
