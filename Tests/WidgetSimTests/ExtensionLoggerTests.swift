import Foundation
import Testing

/// OSLog's `Logger` in a provider that runs in the extension's process: its lines are the provider's output, kept
/// with the build like `print`'s and never mixed into the simulator's own.
@Suite("Logger in the extension's process", .serialized)
struct ExtensionLoggerTests {
  @Test("a Logger's lines are captured as the provider's output, which why shows, never on the simulator's output")
  func loggerLinesAreCaptured() throws {
    let run = try ExtensionProcessTests.run(["add logging", "why w1"])
    #expect(run.status == 0, "\(run.errors)")
    #expect(run.output.contains("It printed during the build at 08:00:"), "\(run.output)")
    #expect(run.output.contains("[timeline] error: LOGGER-LINE no departures file yet"), "\(run.output)")
    #expect(run.output.contains("[timeline] notice: building for systemMedium at 1772352000"), "\(run.output)")
    #expect(!run.errors.contains("LOGGER-LINE"))
    #expect(run.journal.contains(#""kind":"logging","family":"systemMedium""#), "the Widget's first family")
  }
}
