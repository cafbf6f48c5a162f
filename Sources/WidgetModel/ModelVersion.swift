/// The version of widgetsim and its model, recorded in the journals it writes so that a replay by another version can
/// say so.
public enum ModelVersion {
  /// This build's version, as a journal header's `model` member records it and `widgetsim --version` prints it.
  public static let current = "widgetsim 0.1.0"
}
