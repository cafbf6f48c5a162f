import WidgetCLI

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

// A write past a file-size limit (ulimit -f) must fail with EFBIG, so the journal's writer can cut the journal back
// to its last whole line and say so, instead of the process dying of SIGXFSZ with half a line written.
signal(SIGXFSZ, SIG_IGN)
exit(WidgetsimCLI.main(Array(CommandLine.arguments.dropFirst())))
