import FuzzerDriver
import WidgetJournal

/// libFuzzer's entry point: decodes the input as an action line (both paths) and as a header.
/// The two decoding paths must agree exactly; any disagreement or crash is a finding.
@_cdecl("LLVMFuzzerTestOneInput")
public func journalLineFuzz(_ data: UnsafePointer<UInt8>?, _ size: Int) -> Int32 {
  let bytes = UnsafeBufferPointer(start: data, count: size)
  let decoded = Result { () throws(JournalError) in try LineDecoder.decode(bytes, lineNumber: 1) }
  let generic = Result { () throws(JournalError) in
    let checksumAt = try LineDecoder.checksumPosition(bytes, lineNumber: 1)
    return try LineDecoder.decodeGeneric(bytes, lineNumber: 1, checksumAt: checksumAt)
  }
  if decoded != generic {
    fatalError("the fast and generic decoders disagree:\n\(decoded)\n\(generic)")
  }
  for version in [0, 1] {
    _ = try? LineDecoder.decode(bytes, lineNumber: 1, version: version)
  }
  _ = try? JournalHeader.parse(bytes)
  return 0
}

/// The program's entry point (SwiftPM's name for `main`): runs libFuzzer on `journalLineFuzz`.
@_cdecl("journal_line_fuzz_main")
public func journalLineFuzzMain(
  _ argc: Int32, _ argv: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>?
) -> Int32 {
  var count = argc
  var arguments = argv
  return LLVMFuzzerRunDriver(&count, &arguments) { journalLineFuzz($0, $1) }
}
