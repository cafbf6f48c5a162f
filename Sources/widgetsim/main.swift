import WidgetCLI

#if canImport(Glibc)
  import Glibc
#endif

exit(WidgetsimCLI.main(Array(CommandLine.arguments.dropFirst())))
