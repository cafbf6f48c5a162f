import WidgetCLI

#if canImport(Glibc)
  import Glibc
#endif

let arguments = Array(CommandLine.arguments.dropFirst())
// The benchmark starts itself as a child to run widgetsim subcommands, so the measured code is the CLI's own.
if arguments.first == "--child" { exit(WidgetsimCLI.main(Array(arguments.dropFirst()))) }
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
