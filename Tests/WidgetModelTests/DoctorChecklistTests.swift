import Testing
import WidgetModel

/// `doctor`'s pre-launch checklist (docs/DOCTOR.md): each check fires in its
/// example, with its severity, subjects and evidence, and stays silent in a near miss.
@Suite("doctor's pre-launch checklist")
struct DoctorChecklistTests {
  // MARK: Defaults

  @Test("a parameter the key needs without a default; none once it has one")
  func missingDefault() throws {
    let world = try DoctorWorld("define memo data=memo:{topic} param=topic:string", "add memo")
    #expect(
      world.sentences(.missingDefault) == [
        "memo: parameter topic has no default (w1 has no value, so its data key is unresolved). Fix: give it a default (param=topic:string=…) and handle a missing value in the provider."
      ])
    #expect(world.findings(.missingDefault).map(\.evidence) == [[4, 5]])
    let near = try DoctorWorld("define memo data=memo:{topic} param=topic:string=news", "add memo")
    #expect(near.findings(.missingDefault).isEmpty)
  }

  @Test("an empty-string default; none for a real one")
  func emptyDefault() throws {
    let world = try DoctorWorld("define memo data=memo:{topic} param=topic:string=", "add memo")
    #expect(
      world.sentences(.emptyDefault) == [
        "memo: parameter topic's default is the empty string, so a widget added as it comes reads the key memo:, which names no topic. Fix: give it a real default (param=topic:string=VALUE, the intent parameter's default), or none and handle nil in the provider."
      ])
    #expect(world.findings(.emptyDefault)[0].severity == .warning)
    #expect(world.findings(.defaultKeyNeverWritten).isEmpty, "the empty default is the finding")
    let near = try DoctorWorld("define memo data=memo:{topic} param=topic:string=news", "add memo")
    #expect(near.findings(.emptyDefault).isEmpty)
  }

  @Test("defaults whose key the app never wrote are a note; none once it is written")
  func defaultKeyNeverWritten() throws {
    var world = try DoctorWorld("add weather city=Shanghai", "data weather:Shanghai 21", "reload weather")
    #expect(
      world.sentences(.defaultKeyNeverWritten) == [
        "weather: its defaults (city=Beijing) read weather:Beijing, which has never been written, so a widget added as it comes, and its preview in the gallery, show placeholder content. Fix: write data for the default configuration too (data weather:Beijing VALUE), or choose a default the app always writes; placeholder(in:) and getSnapshot should show sample data."
      ])
    #expect(world.findings(.defaultKeyNeverWritten)[0].severity == .note)
    try world.run("data weather:Beijing 5")
    #expect(world.findings(.defaultKeyNeverWritten).isEmpty)
  }

  @Test("a key that names no parameter, or only some: ignored (warning) and half ignored (note) configuration")
  func ignoredConfiguration() throws {
    let ignored = try DoctorWorld("define news data=news param=topic:string=world", "add news")
    #expect(ignored.rules.contains(.ignoredConfiguration) && !ignored.rules.contains(.unusedParameter))
    let half = try DoctorWorld(
      "define news data=news:{topic} param=topic:string=world param=style:enum:dark|light=dark", "add news")
    #expect(
      half.sentences(.unusedParameter) == [
        "news: its data key news:{topic} does not name style, so changing it does not change the data it reads (the configuration is half ignored). Fix: name it in the key if it chooses the data (data=news:{topic}:{style}); if it only changes how the view looks, nothing to do."
      ])
    #expect(half.findings(.unusedParameter)[0].severity == .note)
    #expect(!half.rules.contains(.ignoredConfiguration))
    let whole = try DoctorWorld(
      "define news data=news:{topic}:{style} param=topic:string=world param=style:enum:dark|light=dark", "add news")
    #expect(!whole.rules.contains(.ignoredConfiguration) && !whole.rules.contains(.unusedParameter))
  }

  @Test("more than two parameters is a note; two are not")
  func tooManyParameters() throws {
    let three = try DoctorWorld(
      "define board data=board:{a}:{b}:{c} param=a:string=x param=b:string=y param=c:string=z", "add board")
    #expect(
      three.sentences(.tooManyParameters) == [
        "board: it has 3 parameters (a, b, c); guides advise one or two, each a row to fill in when editing the widget. Fix: keep the one or two that choose what the widget shows, and move the rest into the app's settings."
      ])
    let two = try DoctorWorld("define board data=board:{a}:{b} param=a:string=x param=b:string=y", "add board")
    #expect(two.findings(.tooManyParameters).isEmpty)
  }

  // MARK: App Group

  @Test("app data written while the App Group was off, after earlier writes reached it; none once written again")
  func appSandboxData() throws {
    var world = try DoctorWorld("add weather", "data weather:Beijing 1", "reload weather", "appgroup off")
    try world.run("data weather:Beijing 2")
    #expect(world.findings(.appSandboxData).map(\.evidence) == [[8]])
    #expect(world.findings(.appWritesElsewhere).isEmpty, "the key reached the App Group before")
    try world.run("appgroup on", "data weather:Beijing 3")
    #expect(world.findings(.appSandboxData).isEmpty)
  }

  @Test("a kind reading the App Group while the app has written its key only into its own container")
  func appWritesElsewhere() throws {
    let world = try DoctorWorld("add weather", "appgroup off", "data weather:Beijing 3")
    #expect(
      world.sentences(.appWritesElsewhere) == [
        "weather: it reads the App Group, but the app has written weather:Beijing only into its own container (while the App Group was unavailable, last at 08:00), never into the App Group, so w1 never sees it. Fix: write where the widget reads: UserDefaults(suiteName:) or FileManager.containerURL(forSecurityApplicationGroupIdentifier:) in the app, not UserDefaults.standard or its own Documents, with the App Group in both targets' entitlements (appgroup on, data weather:Beijing VALUE, reload weather)."
      ])
    #expect(world.findings(.appWritesElsewhere)[0].explains == ["w1"])
    #expect(world.findings(.appSandboxData).isEmpty, "said once, by the kind")
    let readsElsewhere = try DoctorWorld(
      "define note data=weather:Beijing appgroup=no", "add note", "appgroup off", "data weather:Beijing 3")
    #expect(readsElsewhere.findings(.appWritesElsewhere).isEmpty, "that kind does not read the App Group")
    #expect(readsElsewhere.findings(.appSandboxData).count == 1)
  }

  @Test("the App Group unavailable while a kind in use reads it, citing the appgroup action; none once on")
  func appGroupUnavailable() throws {
    var world = try DoctorWorld("add weather", "appgroup off")
    #expect(world.findings(.appGroupUnavailable).map(\.evidence) == [[5]])
    try world.run("appgroup on")
    #expect(world.findings(.appGroupUnavailable).isEmpty)
  }

  @Test("a widget reading a key never written next to a written key no widget reads, a typo apart: did you mean")
  func keyMismatch() throws {
    let world = try DoctorWorld("add weather city=Shanghai", "data weather:Shangai 21")
    #expect(
      world.sentences(.keyMismatch) == [
        "weather:Shanghai: w1 reads weather:Shanghai, which has never been written, while the app wrote weather:Shangai (last at 08:00), which no widget reads (did you mean weather:Shangai?). Fix: use one name on both sides, a constant shared by the app and the extension for the UserDefaults key or the App Group file: the kind's data key (data=…) or the app's write (data weather:Shanghai VALUE)."
      ])
    #expect(world.findings(.keyMismatch)[0].subjects.keys == ["weather:Shanghai", "weather:Shangai"])
    #expect(world.findings(.keyMismatch)[0].evidence == [4, 5])
    #expect(world.findings(.notLive).isEmpty, "the mismatch accounts for w1")
    let unrelated = try DoctorWorld("add weather city=Shanghai", "data weather:Guangzhou 21")
    #expect(unrelated.findings(.keyMismatch).isEmpty)
    let read = try DoctorWorld("add weather city=Shanghai", "add weather city=Guangzhou", "data weather:Guangzhou 1")
    #expect(read.findings(.keyMismatch).isEmpty, "the written key is read by w2")
  }

  // MARK: Policy vs data

  /// A glucose-style kind: one entry, refreshed every 15 minutes, data fresh for 15 minutes.
  static let glucose = "define glucose data=glucose entries=1 policy=after:15m ttl=15m"

  @Test("a key written every 5 minutes against a widget refreshed every 15: about a third of the writes are shown")
  func writesOutpaceRefreshes() throws {
    var world = try DoctorWorld(Self.glucose, "add glucose")
    for value in 1...24 { try world.run("data glucose \(value)", "tick 5m") }
    #expect(
      world.sentences(.writesOutpaceRefreshes) == [
        "glucose: the app wrote it 24 times in the last 24h, about every 5m, more often than w1 can refresh (a budget of 40 counted refreshes a day): about 33% of those writes were ever shown (8 of 24). Fix: write (and reload) only when the change matters, or show where the value is going rather than each change: entries that each show the value expected at their date (series=yes), a new timeline about every 36m; reloads from the foreground are not counted."
      ])
    #expect(world.findings(.writesOutpaceRefreshes)[0].evidence.count == Finding.evidenceMax)
  }

  @Test("a newest write not shown yet is left out of the share shown, and the finding says so")
  func writesOutpaceNewestLeftOut() throws {
    var world = try DoctorWorld(Self.glucose, "add glucose")
    for value in 1...24 { try world.run("data glucose \(value)", "tick 5m") }
    try world.run("data glucose 25")
    let sentence = try #require(world.sentences(.writesOutpaceRefreshes).first)
    // 25 written in the window; the 25th, written at 10:00 and not read by any build yet, is not judged.
    #expect(sentence.contains("the app wrote it 25 times in the last 24h"))
    #expect(
      sentence.contains(
        "were ever shown (8 of 24: the newest, at 10:00, is left out, as the next refresh may still show it)"))
  }

  @Test("writes of which exactly half were shown are not reported; fewer than half are")
  func writesOutpaceBoundary() throws {
    // A never kind reloaded after every second write, every 10 minutes: 12 of 24 writes shown.
    var half = try DoctorWorld("define feed data=feed entries=1 policy=never ttl=1h", "add feed")
    for n in 1...12 {
      try half.run("data feed \(2 * n)", "tick 5m", "data feed \(2 * n + 1)", "reload feed", "tick 5m")
    }
    #expect(half.findings(.writesOutpaceRefreshes).isEmpty, "half of the writes shown")
    try half.run("data feed 100", "tick 5m", "data feed 101", "tick 5m", "data feed 102", "reload feed", "tick 5m")
    #expect(half.findings(.writesOutpaceRefreshes).first?.problem.hasSuffix("(13 of 27)") == true)
  }

  @Test("a written key two edits from the key read is a typo; three edits are not")
  func keyMismatchDistance() throws {
    let two = try DoctorWorld("add weather city=Shanghai", "data weather:Shangi 21")
    #expect(two.findings(.keyMismatch).first?.problem.hasSuffix("(did you mean weather:Shangi?)") == true)
    let three = try DoctorWorld("add weather city=Shanghai", "data weather:Shang 21")
    #expect(three.findings(.keyMismatch).isEmpty)
  }

  @Test("no writes-outpace finding when each write is reloaded from the foreground, or writes come hourly")
  func writesOutpaceNearMiss() throws {
    var reloaded = try DoctorWorld(Self.glucose, "add glucose", "app foreground")
    for value in 1...24 { try reloaded.run("data glucose \(value)", "reload glucose", "tick 5m") }
    #expect(reloaded.findings(.writesOutpaceRefreshes).isEmpty)
    var hourly = try DoctorWorld(Self.glucose, "add glucose")
    for value in 1...12 { try hourly.run("data glucose \(value)", "tick 1h") }
    #expect(hourly.findings(.writesOutpaceRefreshes).isEmpty)
  }

  @Test("a ttl shorter than the time between refreshes says how much of the time the widget is stale")
  func ttlShorterThanTimeline() throws {
    let world = try DoctorWorld("define rates data=rates entries=1 policy=after:1h ttl=10m", "add rates")
    #expect(
      world.sentences(.ttlShorterThanTimeline) == [
        "rates: its data is fresh for 10m (ttl), but a new timeline comes only every 1h, so unless the app reloads it each widget is stale for the last 50m of each timeline, about 83% of the time; none of its widgets showed data in the last 24h. Fix: give the data the ttl it really has, if it stays valid longer (data rates VALUE ttl=1h), or say how old it is in the view (Text(updatedAt, style: .relative)); a timeline as short as the ttl would need more refreshes than a budget of 40 a day allows (one every 36m)."
      ])
    #expect(world.findings(.ttlShorterThanTimeline)[0].severity == .note, "a prediction, not yet seen")
    let roomy = try DoctorWorld("define rates data=rates entries=1 policy=after:2h ttl=45m", "add rates")
    #expect(
      roomy.findings(.ttlShorterThanTimeline).first?.fix.hasPrefix(
        "make the timeline last no longer than the data stays fresh (policy=after:45m), or give the data") == true)
    let entries = try DoctorWorld("define rates data=rates entries=4 every=15m policy=atEnd ttl=10m", "add rates")
    #expect(entries.findings(.ttlShorterThanTimeline).first?.fix.contains("(series=yes)") == true)
    let budgeted = try DoctorWorld("define rates data=rates entries=1 policy=after:10m ttl=20m", "add rates")
    #expect(
      budgeted.findings(.ttlShorterThanTimeline).first?.problem.contains(
        "every 36m (its policy asks for 10m, but a budget of 40 a day allows one every 36m)") == true)
    for near in [
      "define rates data=rates entries=1 policy=after:1h ttl=1h",
      "define rates data=rates entries=6 every=10m policy=atEnd ttl=10m series=yes",
      "define rates data=rates entries=1 policy=never ttl=10m",
    ] {
      #expect(try DoctorWorld(near, "add rates").findings(.ttlShorterThanTimeline).isEmpty, "\(near)")
    }
    let ownTTL = try DoctorWorld(
      "define rates data=rates entries=1 policy=after:1h ttl=10m", "data rates 1 ttl=2h", "add rates")
    #expect(ownTTL.findings(.ttlShorterThanTimeline).isEmpty, "the data's own ttl wins")
  }

  @Test(
    "a ttl shorter than the timeline is a warning once its widgets showed expired data half the time they showed data")
  func ttlShorterThanTimelineSeen() throws {
    let define = "define rates data=rates entries=1 policy=after:1h ttl=10m"
    // Shown from 08:00, expired from 08:10: 9 of 19 minutes is under half, 10 of 20 is half.
    let under = try DoctorWorld(define, "data rates 1", "add rates", "tick 19m")
    let finding = try #require(under.findings(.ttlShorterThanTimeline).first)
    #expect(finding.severity == .note)
    #expect(
      finding.problem.hasSuffix(
        "; in the last 24h w1 showed data for 19m, 9m of it past its ttl (47%)"))
    let half = try DoctorWorld(define, "data rates 1", "add rates", "tick 20m")
    let seen = try #require(half.findings(.ttlShorterThanTimeline).first)
    #expect(seen.severity == .warning)
    #expect(seen.problem.hasSuffix("; in the last 24h w1 showed data for 20m, 10m of it past its ttl (50%)"))
    #expect(seen.evidence == [4, 6], "the definition and the build whose data expired")
    #expect(half.findings.first?.rule == .ttlShorterThanTimeline, "as a warning it comes before the notes")
    // The app writes and reloads every 10 minutes: never past its ttl, so a note however long it runs.
    var reloaded = try DoctorWorld(define, "data rates 0", "add rates")
    for n in 1...6 { try reloaded.run("tick 10m", "data rates \(n)", "reload rates") }
    let kept = try #require(reloaded.findings(.ttlShorterThanTimeline).first)
    #expect(kept.severity == .note)
    #expect(kept.problem.hasSuffix("; in the last 24h w1 showed data for 1h, none of it past its ttl"))
    // Two widgets, their times as an average: w1 20m (10m expired), w2 added when the data had expired, 10m (10m).
    let two = try DoctorWorld(define, "data rates 1", "add rates", "tick 10m", "add rates", "tick 10m")
    let both = try #require(two.findings(.ttlShorterThanTimeline).first)
    #expect(
      both.problem.hasSuffix(
        "; in the last 24h its 2 widgets showed data for 15m each on average, 10m of it past its ttl (67%)"))
    #expect(both.severity == .warning)

  }

  @Test("a one-entry atEnd kind gets its own finding and not the policy-over-budget one; two entries do not")
  func singleEntryAtEnd() throws {
    let world = try DoctorWorld("define clock data=clock entries=1 policy=atEnd ttl=1d", "add clock")
    #expect(
      world.sentences(.singleEntryAtEnd) == [
        "clock: a one-entry timeline with policy atEnd ends as soon as it starts: Apple engineers say the system then picks the reload time, and here it is due again after the minimum interval (5m), up to 288 refreshes a day against a budget of 40. Fix: say when the next timeline is wanted: Timeline(entries: [entry], policy: .after(date)) (policy=after:1h), or .never with reloads from the app, or return entries for the hours ahead."
      ])
    #expect(!world.rules.contains(.policyOverBudget))
    let two = try DoctorWorld("define clock data=clock entries=2 every=1h policy=atEnd ttl=1d", "add clock")
    #expect(two.findings(.singleEntryAtEnd).isEmpty)
    // Under atEndSingle the system waits that long after the build, and the finding says so.
    let waits = try DoctorWorld(
      "set atEndSingle=30m", "define clock data=clock entries=1 policy=atEnd ttl=1d", "add clock")
    #expect(
      waits.sentences(.singleEntryAtEnd).first?.contains(
        "here it is due again 30m after its build (atEndSingle=30m), up to 48 refreshes a day") == true,
      "\(waits.sentences(.singleEntryAtEnd))")
  }

  @Test("a never kind whose data changed after its last reload; none once reloaded")
  func neverReloaded() throws {
    var world = try DoctorWorld("add todo list=groceries", "data todo:groceries 1", "tick 1h")
    #expect(
      world.sentences(.neverReloaded) == [
        "todo: policy never: todo:groceries changed (last at 08:00) and the app has never reloaded it, so w1 will not show it until the app does. Fix: call WidgetCenter.shared.reloadTimelines(ofKind: \"todo\") after writing data (reload todo)."
      ])
    #expect(world.findings(.neverReloaded)[0].evidence == [5])
    #expect(world.findings(.dataWithoutReload).isEmpty, "the never kind's finding says it")
    try world.run("reload todo", "data todo:groceries 2")
    #expect(world.findings(.neverReloaded).first?.problem.contains("the app has not reloaded it since") == true)
    try world.run("reload todo")
    #expect(world.findings(.neverReloaded).isEmpty)
    let unchanged = try DoctorWorld("data todo:groceries 1", "add todo list=groceries", "tick 1h")
    #expect(unchanged.findings(.neverReloaded).isEmpty, "read when added, never changed since")
  }

  @Test("a policy that asks for more refreshes a day than the budget; one within it is not reported")
  func policyOverBudget() throws {
    let over = try DoctorWorld("define feed data=feed entries=1 policy=after:10m ttl=1h", "add feed")
    #expect(
      over.findings(.policyOverBudget).first?.problem.hasPrefix("its policy asks for about 144 refreshes") == true)
    let within = try DoctorWorld("define feed data=feed entries=1 policy=after:1h ttl=1h", "add feed")
    #expect(within.findings(.policyOverBudget).isEmpty)
  }

  // MARK: Reload calls

  @Test("reload all after only one kind's data changed; none when both changed or one kind is in use")
  func reloadAllForOneKind() throws {
    let world = try DoctorWorld(
      "add weather", "add stocks", "tick 10m", "data stocks:AAPL 1", "reload all", "tick 10m", "data stocks:AAPL 2",
      "reload all")
    #expect(
      world.sentences(.reloadAllForOneKind) == [
        "stocks: 2 reload all calls in the last 24h (the last at 08:20) came when only stocks's data had changed since its last reload, so the widgets of weather (w1) were rebuilt too, each build made in the background counted against its widget's budget. Fix: reload only the kind whose data changed: WidgetCenter.shared.reloadTimelines(ofKind: \"stocks\") (reload stocks) instead of reloadAllTimelines() (reload all)."
      ])
    #expect(world.findings(.reloadAllForOneKind)[0].evidence == [8, 11])
    let both = try DoctorWorld(
      "add weather", "add stocks", "tick 10m", "data stocks:AAPL 1", "data weather:Beijing 2", "reload all")
    #expect(both.findings(.reloadAllForOneKind).isEmpty)
    let alone = try DoctorWorld("add stocks", "tick 10m", "data stocks:AAPL 1", "reload all")
    #expect(alone.findings(.reloadAllForOneKind).isEmpty)
  }

  // MARK: Missing configuration, families, entry spacing

  @Test("a widget whose parameter has no value; none once configured")
  func missingValue() throws {
    var world = try DoctorWorld("add todo")
    #expect(
      world.sentences(.missingValue) == [
        "w1: parameter list has no value (and no default), so its provider gets nil, and its data key todo:{list} is unresolved, so it shows its fallback. Fix: handle nil in the provider with an entry that asks to edit the widget (\"Choose a list\"), or give it a value (configure w1 list=…)."
      ])
    #expect(world.findings(.missingValue)[0].evidence == [4])
    try world.run("configure w1 list=home")
    #expect(world.findings(.missingValue).isEmpty)
  }

  @Test("a kind supporting one family is a note; two families are not")
  func singleFamily() throws {
    let one = try DoctorWorld("define solo families=small data=solo", "add solo")
    #expect(
      one.sentences(.singleFamily) == [
        "solo: it supports only systemSmall, so people cannot add it in another size. Fix: list every size its content fits in .supportedFamilies([…]) (families=small,medium), with a layout for each."
      ])
    #expect(one.findings(.singleFamily)[0].severity == .note)
    #expect(try DoctorWorld("define duo families=small,medium data=duo", "add duo").findings(.singleFamily).isEmpty)
  }

  @Test("entries closer than a minute are a warning; a minute apart (dense, but as WWDC allows) is not")
  func closeEntries() throws {
    let close = try DoctorWorld("define ticker data=t entries=60 every=30s ttl=1h", "add ticker")
    #expect(
      close.findings(.closeEntries).first?.problem.hasPrefix("entries are 30s apart, closer than a minute") == true)
    let minute = try DoctorWorld("define ticker data=t entries=60 every=1m ttl=1h", "add ticker")
    #expect(minute.findings(.closeEntries).isEmpty)
  }

  @Test("more than 400 entries in a timeline; 400 are not reported")
  func manyEntries() throws {
    let many = try DoctorWorld("define log data=l entries=401 every=5m ttl=2d", "add log")
    #expect(many.findings(.manyEntries).first?.problem.hasPrefix("401 entries in one timeline") == true)
    let fine = try DoctorWorld("define log data=l entries=400 every=5m ttl=2d", "add log")
    #expect(fine.findings(.manyEntries).isEmpty)
  }

  @Test("every rule is a warning but five notes (one of them a warning once the history bears it out)")
  func severities() {
    let notes = FindingRule.allCases.filter { $0.severity == .note }
    #expect(
      notes == [.defaultKeyNeverWritten, .unusedParameter, .tooManyParameters, .ttlShorterThanTimeline, .singleFamily])
    #expect(FindingRule.allCases.count == 46)
  }
}
