import Foundation
import Testing
import WidgetModel

@testable import WidgetJournal

/// The journal lines of the settings of the system's discretion (docs/JOURNAL.md, §2 and §3): `set` lines with their
/// values as `set` writes them, and header members written only off their defaults.
@Suite("Journal lines of budgetScope, foregroundReloads, quietHours and atEndSingle")
struct DiscretionSettingLineTests {
  static let start = Instant(iso8601: "2026-03-01T08:00:00Z")!

  /// A window as `set` reads it.
  static func window(_ text: String) -> QuietHours { try! QuietHours.parse(text, zone: .utc, now: start) }

  @Test(
    "each setting's line is written exactly so and reads back through both decoders",
    arguments: [
      (Setting.budgetScope(.app), #"{"seq":9,"action":"set","name":"budgetScope","value":"app"}"#),
      (Setting.budgetScope(.widget), #"{"seq":9,"action":"set","name":"budgetScope","value":"widget"}"#),
      (
        Setting.foregroundReloads(.onBackground),
        #"{"seq":9,"action":"set","name":"foregroundReloads","value":"onBackground"}"#
      ),
      (
        Setting.quietHours(window("22:00-07:00@EST5EDT,M3.2.0,M11.1.0")),
        #"{"seq":9,"action":"set","name":"quietHours","value":"22:00-07:00@EST5EDT,M3.2.0,M11.1.0"}"#
      ),
      (Setting.quietHours(nil), #"{"seq":9,"action":"set","name":"quietHours","value":"none"}"#),
      (Setting.atEndSingle(.hours(2)), #"{"seq":9,"action":"set","name":"atEndSingle","value":"2h"}"#),
      (Setting.atEndSingle(nil), #"{"seq":9,"action":"set","name":"atEndSingle","value":"none"}"#),
    ])
  func lineShapes(setting: Setting, text: String) throws {
    let line = ActionCodec.encode(.settingChanged(setting), seq: 9)
    #expect(LineVariants.withoutChecksum(line) == text)
    #expect(try ActionCodec.decode(line, lineNumber: 3).action == .settingChanged(setting))
    let verdict = LineVerdict(line)
    #expect(verdict.agrees && verdict.succeeded && verdict.fastDecoded, "\(verdict.detail)")
  }

  @Test("a window written by hand without its rule reads in UTC")
  func windowWithoutRule() throws {
    let line = #"{"seq":2,"action":"set","name":"quietHours","value":"22:00-07:00"}"#
    #expect(
      try ActionCodec.decode(line, lineNumber: 3).action
        == .settingChanged(.quietHours(Self.window("22:00-07:00@UTC0"))))
  }

  @Test(
    "a set line with a value the REPL would refuse is refused with the REPL's message",
    arguments: [
      (
        #""name":"budgetScope","value":"apps""#,
        "line 3: set: 'apps' is not an option of budgetScope; did you mean 'app'? (options: widget, kind, app)"
      ),
      (
        #""name":"quietHours","value":"09:00-09:00""#,
        "line 3: set: quietHours: '09:00-09:00' is not a window of some length: it starts and ends at 09:00, so it would be empty (quietHours=none turns quiet hours off)"
      ),
      (#""name":"atEndSingle","value":2"#, #"line 3: set: "atEndSingle" must be a string, as set writes it"#),
      (
        #""name":"foregroundReloads","value":"later""#,
        "line 3: set: 'later' is not an option of foregroundReloads (options: immediate, onBackground)"
      ),
    ])
  func badValues(members: String, message: String) {
    let line = #"{"seq":2,"action":"set","# + members + "}"
    do {
      _ = try ActionCodec.decode(line, lineNumber: 3)
      Issue.record("\(line) was accepted")
    } catch {
      #expect(String(describing: error) == message)
    }
  }

  @Test("a header writes these settings only off their defaults, as set writes them, and reads them back")
  func headerSettings() throws {
    let plain = JournalHeader(start: Self.start)
    #expect(
      LineVariants.withoutChecksum(plain.line)
        == #"{"format":"widgetsim-journal","version":1,"start":"2026-03-01T08:00:00Z","#
        + #""settings":{"budget":40,"minInterval":"5m","latency":"0s","configureCounts":false}}"#)
    var settings = Settings()
    settings.budgetScope = .kind
    settings.foregroundReloads = .onBackground
    settings.quietHours = Self.window("23:00-06:30@CST-8")
    settings.atEndSingle = .minutes(30)
    let header = JournalHeader(start: Self.start, settings: settings)
    #expect(
      LineVariants.withoutChecksum(header.line)
        == #"{"format":"widgetsim-journal","version":1,"start":"2026-03-01T08:00:00Z","#
        + #""settings":{"budget":40,"minInterval":"5m","latency":"0s","configureCounts":false,"#
        + #""budgetScope":"kind","foregroundReloads":"onBackground","quietHours":"23:00-06:30@CST-8","#
        + #""atEndSingle":"30m"}}"#)
    let parsed = try JournalHeader.parse(header.line)
    #expect(parsed == header && parsed.line == header.line && parsed.settings == settings)
  }

  @Test(
    "a header whose settings do not go together, or whose window is malformed, is refused",
    arguments: [
      (
        #""atEndSingle":"1m""#,
        "settings: atEndSingle: '1m' is not at least minInterval (5m): no widget is rebuilt sooner than that after its last build; use 5m or more, or none"
      ),
      (
        #""minInterval":"1h","atEndSingle":"30m""#,
        "settings: atEndSingle: '30m' is not at least minInterval (1h): no widget is rebuilt sooner than that after its last build; use 1h or more, or none"
      ),
      (
        #""quietHours":"7-9""#,
        "settings: quietHours: '7-9' is not a window HH:MM-HH:MM such as 22:00-07:00 (or none): its start '7' is not a time of day HH:MM (two digits each)"
      ),
    ])
  func headerRefused(member: String, reason: String) {
    let line = #"{"format":"widgetsim-journal","version":1,"start":"2026-03-01T08:00:00Z","settings":{"# + member + "}}"
    #expect(throws: JournalError.badHeader(line: 1, reason: reason)) { try JournalHeader.parse(line) }
  }
}
