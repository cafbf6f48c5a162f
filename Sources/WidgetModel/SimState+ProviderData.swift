/// The data a developer's provider read at a build, for a kind whose data has a ttl (`Kind.providerTTL`).
extension SimState {
  /// The App Group file a provider kind's build could read now, as the data its timeline shows: its write (the file's
  /// modification time on a device) and the ttl that applies (the write's own, else the kind's). Nil for a kind
  /// without `providerTTL`, so such timelines hold no data as before, and when the file was not readable.
  func providedRead(_ widget: Widget) -> DataRead? {
    guard let kind = kinds[widget.kind], kind.providerTTL, kind.appGroup, appGroup,
      let key = widget.memo.resolvedKey, let entry = cache[key]
    else { return nil }
    return DataRead(
      value: entry.value, writtenAt: entry.writtenAt, writeSeq: entry.writeSeq, ttl: entry.ttl ?? kind.ttl,
      container: .appGroup)
  }
}
