import WidgetCLI

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

// A write past a file-size limit (ulimit -f) must fail with EFBIG, so the journal's writer can cut the journal back
// to its last whole line and say so, instead of the process dying of SIGXFSZ with half a line written.
signal(SIGXFSZ, SIG_IGN)

// Swift repairs arguments that are not UTF-8 (U+FFFD for each bad byte), so a path given in another encoding would
// silently name a different file: such an argument is refused instead.
for index in 1..<Int(CommandLine.argc) {
  guard let raw = CommandLine.unsafeArgv[index], String(validatingCString: raw) == nil else { continue }
  let shown = String(
    decoding: UnsafeBufferPointer(start: raw, count: strlen(raw)).map(UInt8.init(bitPattern:)), as: UTF8.self)
  let message =
    "widgetsim: argument \(index) ('\(shown)') is not valid UTF-8; widgetsim takes paths and commands in UTF-8\n"
  _ = message.withCString { write(2, $0, strlen($0)) }
  exit(2)
}
exit(WidgetsimCLI.main(Array(CommandLine.arguments.dropFirst())))
