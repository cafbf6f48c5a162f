/// `doctor`'s findings about taps, in words (`FindingDetail`'s tap cases).
extension Narrator {
  /// What a tap finding says is wrong, as a clause after its subject (the widget).
  func tapProblem(_ detail: FindingDetail) -> String {
    guard case .tapRacedWrite(_, let intent, let key, let rebuiltAt, let landedAt) = detail else {
      preconditionFailure("not a tap finding: \(detail.rule)")
    }
    let (rebuilt, landed) = raceTimes(rebuiltAt, landedAt)
    return
      "shows the old data after a tap on \(intent): the timeline was rebuilt at \(rebuilt), when perform() returned, but the intent's write of \(key) landed at \(landed), \((landedAt - rebuiltAt).text) later, so the first tap seems to do nothing"
  }

  /// What to do about a tap finding.
  func tapFix(_ detail: FindingDetail) -> String {
    guard case .tapRacedWrite = detail else { preconditionFailure("not a tap finding: \(detail.rule)") }
    return
      "await the write before returning from perform() (the system reloads the timeline when perform() returns: Apple, \"Adding interactivity to widgets and Live Activities\")"
  }
}
