import WidgetJournal
import WidgetModel

/// Copying a session kept in memory, so a value type built on one (`WidgetScenario`) can change a copy of its own.
extension Session {
  /// A session holding the same actions, head and cursor; it shares nothing mutable with this one. Only a session
  /// that writes no journal can be copied: two writers of one file are not allowed.
  /// - Complexity: O(actions): the copy folds them again.
  func copy() -> Session {
    precondition(path == nil, "only a session kept in memory is copied")
    // An in-memory journal's actions are in memory: reading them cannot fail.
    let actions = (try? journal.all()) ?? []
    let copy = Session(Journal.inMemory(header: header, actions: actions))
    copy.pictureStyle = pictureStyle
    // The providers are shared, with their App Group folder: a copy's builds call the same ones.
    copy.providerHost = providerHost
    if let cursor { _ = try? copy.travel(to: cursor) }
    return copy
  }
}
