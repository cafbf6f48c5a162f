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
// Builds of a developer's provider, in this process and in extension processes (docs/PERFORMANCE.md).
if arguments.first == "--providers" {
  let count = arguments.count >= 3 && arguments[1] == "--builds" ? Int(arguments[2]) ?? 2000 : 2000
  exit(ProviderBench.run(builds: count))
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
