import Testing
import WidgetModel

@testable import WidgetJournal

/// The journal lines of the system changes (docs/JOURNAL.md): `device` and `app` lines with a `"system"` member, and
/// `"zone"` for a time zone.
@Suite("Journal lines of device locale, timezone, textsize, restart and app update")
struct SystemChangeLineTests {
  @Test(
    "each system change's line is written exactly so and reads back the same through every decoder",
    arguments: [
      (SystemChange.locale, #"{"seq":4,"action":"device","system":"locale"}"#),
      (.timeZone("Europe/Paris"), #"{"seq":4,"action":"device","system":"timezone","zone":"Europe/Paris"}"#),
      (.textSize, #"{"seq":4,"action":"device","system":"textsize"}"#),
      (.restart, #"{"seq":4,"action":"device","system":"restart"}"#),
      (.appUpdate, #"{"seq":4,"action":"app","system":"update"}"#),
    ])
  func lineShapes(change: SystemChange, text: String) throws {
    let line = ActionCodec.encode(.systemChanged(change), seq: 4)
    #expect(LineVariants.withoutChecksum(line) == text)
    #expect(try ActionCodec.decode(line, lineNumber: 3).action == .systemChanged(change))
    let verdict = LineVerdict(line)
    #expect(verdict.agrees && verdict.succeeded, "\(verdict.detail)")
  }

  @Test(
    "a system line that mixes members or names no change is refused, saying what is wrong",
    arguments: [
      (#"{"seq":4,"action":"device","system":"reboot"}"#, #"a device line's "system" must be locale"#),
      (#"{"seq":4,"action":"device","system":"timezone"}"#, #"timezone (with "zone")"#),
      (#"{"seq":4,"action":"device","system":"locale","zone":"UTC"}"#, #"only timezone has a "zone""#),
      (#"{"seq":4,"action":"device","system":"locale","screen":"home"}"#, #""system" comes alone"#),
      (#"{"seq":4,"action":"app","system":"locale"}"#, #"an app line's "system" must be update"#),
      (#"{"seq":4,"action":"app","system":"update","state":"foreground"}"#, #""system" comes alone"#),
      (#"{"seq":4,"action":"device","system":"timezone","zone":7}"#, #""zone" must be a string"#),
    ])
  func refused(line: String, reason: String) {
    #expect(throws: JournalError.self) { try ActionCodec.decode(line, lineNumber: 3) }
    do {
      _ = try ActionCodec.decode(line, lineNumber: 3)
    } catch {
      #expect("\(error)".contains(reason), "\(error)")
      #expect("\(error)".contains("line 3"), "\(error)")
    }
    #expect(LineVerdict(line).agrees, "\(LineVerdict(line).detail)")
  }
}
