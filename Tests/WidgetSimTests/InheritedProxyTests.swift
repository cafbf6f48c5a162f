import Foundation
import Testing
import WidgetModel

/// A simulator program started while a provider ran in the starting process (a test's) inherits the proxy variables
/// that kept that provider's own sessions off the network; it puts them back, so its `network=real` requests reach
/// their server.
@Suite("A simulator program started beside an in-process provider", .serialized)
struct InheritedProxyTests {
  @Test("the program forgets an inherited in-process proxy and its network=real request reaches the server")
  func inheritedProxyForgotten() throws {
    let server = try RealNetworkTests.LocalServer(body: "hello from the server")
    let url = "http://127.0.0.1:\(server.port)/hello"
    // What a test process's environment holds while a provider runs there: the proxy variables name its trap (here a
    // port nothing listens on), and say what they were.
    let trap = "http://127.0.0.1:9"
    let environment = [
      "WIDGETSIM_TEST_URL": url, "WIDGETSIM_INPROCESS_PROXY": trap, "http_proxy": trap, "https_proxy": trap,
      "HTTP_PROXY": trap, "HTTPS_PROXY": trap, "ALL_PROXY": trap, "all_proxy": trap,
    ]
    let run = try ExtensionProcessTests.run(
      ["set network=real", "add local", "show w1 --json"], environment: environment)
    server.stop()
    #expect(run.status == 0, "\(run.errors)")
    #expect(try NetworkTests.content(run.output, widget: "w1")["outcome"]?.stringValue == "200 hello from the server")
  }
}
