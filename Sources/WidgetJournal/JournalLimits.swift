import WidgetModel

/// The journal's own bounds, beside the model's: each is checked at the boundary with a clear error.
extension Limits {
  /// The longest journal line accepted, in bytes (without its newline); longer lines are reported, never buffered.
  public static let journalLineBytesMax = 64 * 1024
  /// The most actions one journal may hold.
  public static let journalActionsMax = 50_000_000
}
