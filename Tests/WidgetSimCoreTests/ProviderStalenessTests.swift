import Foundation
import Testing
import WidgetModel
import WidgetSimCore

@testable import WidgetJournal

/// A provider kind's data has an age and a ttl (`SimulatedWidget(…, ttl:)`, `Kind.providerTTL`): past it the widget
/// is stale, as a recipe kind's is, and `why`, `show` and the JSON say how old the shown data is.
@Suite("Staleness of provider kinds")
struct ProviderStalenessTests {
  static let start = Instant(iso8601: "2026-03-01T08:00:00Z")!

  /// A session whose provider kind `mine` reads `mine.json` (ttl 30m when `ttl`), written at 08:00, with w1 added.
  static func session(ttl: Bool) throws -> (Session, String) {
    let path = Widgetsim.temporaryDirectory().appendingPathComponent("stale.jsonl").path
    let (session, _) = try Session.open(path: path, start: start)
    session.providerHost = StubHost()
    var kind = Kind(name: "mine", families: [.systemSmall], dataKey: DataKeyTemplate("mine.json")!)
    kind.provider = true
    kind.providerTTL = ttl
    _ = try session.defineProviderKinds([kind])
    #expect(session.execute(#"data mine.json {"t":1}"#).error == nil)
    #expect(session.execute("add mine").error == nil)
    return (session, path)
  }

  @Test("past its ttl a provider widget is stale, its data expired and aged, in the JSON, why and show")
  func staleAfterTTL() throws {
    let (session, path) = try Self.session(ttl: true)
    #expect(session.execute("tick 20m").error == nil)
    var shown = session.head.display(session.head.widgets["w1"]!)
    #expect(shown.status == .live && shown.dataState == .fresh && shown.dataAge == .minutes(20))
    #expect(session.execute("tick 15m").error == nil)
    shown = session.head.display(session.head.widgets["w1"]!)
    #expect(shown.status == .stale && shown.dataState == .expired && shown.dataAge == .minutes(35))
    let why = session.execute("why w1").output
    #expect(why.contains("is stale: the data it shows was written at 08:00 and expired at 08:30 (ttl 30m)."), "\(why)")
    #expect(
      why.contains("mine.json from 08:00 (the file's modification time): 35m old now, expired (ttl 30m)"), "\(why)")
    let json = session.execute("show w1 --json").output
    #expect(json.contains(#""status":"stale""#) && json.contains(#""dataAge":"35m""#), "\(json)")
    #expect(session.execute("show w1").output.contains("35m old"))
    // The kind's flag is journaled, and the replay reaches the same state.
    #expect(try String(contentsOfFile: path, encoding: .utf8).contains(#""provider":true,"providerTTL":true"#))
    #expect(try JournalReplay.replay(path: path).state.digest == session.head.digest)
  }

  @Test("a provider kind without a ttl stays live with its data's age unsaid, as before")
  func noTTLUnchanged() throws {
    let (session, path) = try Self.session(ttl: false)
    #expect(session.execute("tick 7d").error == nil)
    let shown = session.head.display(session.head.widgets["w1"]!)
    #expect(shown.status == .live && shown.dataAge == nil)
    #expect(!(try String(contentsOfFile: path, encoding: .utf8)).contains("providerTTL"))
  }

  @Test("a define line's providerTTL must be a boolean, and true only on a provider kind")
  func providerTTLChecked() {
    let line =
      #"{"seq":1,"action":"define","name":"k","display":"k","families":["systemSmall"],"params":[],"entries":1,"every":"1h","policy":"atEnd","data":"k.json","appgroup":true,"ttl":"30m","fallback":"placeholder","providerTTL":true}"#
    #expect(throws: JournalError.self) { try ActionCodec.decode(line, lineNumber: 2) }
  }
}
