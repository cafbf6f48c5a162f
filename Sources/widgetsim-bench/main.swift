import WidgetCLI

#if canImport(Glibc)
  import Glibc
#endif

let arguments = Array(CommandLine.arguments.dropFirst())
// The benchmark starts itself as a child to run widgetsim subcommands, so the measured code is the CLI's own; the
// child then reports its own peak RSS, since `wait4` would also count the parent's pages shared before `exec`.
if arguments.first == "--child" {
  let status = WidgetsimCLI.main(Array(arguments.dropFirst()))
  System.writeOutput(ChildResult.peakLinePrefix + String(System.peakRSSKilobytes() ?? 0))
  exit(status)
}
guard let options = Options.parse(arguments) else {
  System.printError(Options.usage)
  exit(2)
}
do {
  exit(try Benchmark.run(options))
} catch {
  System.printError("widgetsim-bench: \(error)")
  exit(1)
}
