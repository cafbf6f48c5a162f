import WidgetCLI

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

if let status = WidgetsimCLI.prepareProcess() { exit(status) }
exit(WidgetsimCLI.main(Array(CommandLine.arguments.dropFirst())))
