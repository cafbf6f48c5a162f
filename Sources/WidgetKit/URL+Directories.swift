#if !canImport(Darwin)
  extension URL {
    /// The app's (here, the process's) documents directory, as on Apple's platforms: the first
    /// `FileManager.urls(for: .documentDirectory, in: .userDomainMask)`. Foundation on Linux lacks this property;
    /// there, Foundation answers `$HOME/Documents` (`XDG_DOCUMENTS_DIR`), which the simulation does not sandbox.
    public static var documentsDirectory: URL {
      FileManager.default.urls(for: .documentDirectory, in: .userDomainMask).first
        ?? FileManager.default.temporaryDirectory
    }
  }
#endif
