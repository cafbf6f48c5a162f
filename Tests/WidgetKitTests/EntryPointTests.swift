import Foundation
import Testing
import WidgetKit

/// A bundle of no widgets, whose `@main` would find WidgetKit's `main()`.
private struct LoneBundle: WidgetBundle {
  var body: some Widget { BundledWidgets() }
}

@Suite("A @main bundle without the simulator program's main()")
struct EntryPointTests {
  @Test("WidgetKit's main() says how the simulator program runs the bundle, and exits with status 2")
  func bundleMainRefuses() async throws {
    let result = try await #require(
      processExitsWith: .exitCode(2), observing: [\.standardErrorContent]
    ) {
      LoneBundle.main()
    }
    let message = String(decoding: result.standardErrorContent, as: UTF8.self)
    #expect(message.contains("widgetsim: LoneBundle is @main, but no simulator program runs it"), "\(message)")
    #expect(message.contains("static func main() async { await WidgetSimulator.main(bundle: LoneBundle.self,"))
  }
}
