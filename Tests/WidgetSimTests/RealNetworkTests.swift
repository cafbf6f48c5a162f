import Foundation
import Testing
import WidgetJournal
import WidgetModel

#if canImport(Glibc)
  import Glibc
#endif

/// `network=real` (docs/PROVIDERS.md, "Network"): the program makes the provider's requests on the real network,
/// here a server of the test's own on this machine, and records each answer with its build, so that a replay needs
/// no network.
@Suite("The real network", .serialized)
struct RealNetworkTests {
  /// A one-thread HTTP server on 127.0.0.1 that answers every request with `body`, until it is stopped.
  final class LocalServer: @unchecked Sendable {
    /// The listening socket.
    let listener: Int32
    /// The port it listens on.
    let port: UInt16

    /// Starts listening on a free port and answering on a thread of its own.
    init(body: String) throws {
      let fd = socket(AF_INET, Int32(SOCK_STREAM.rawValue), 0)
      var address = sockaddr_in()
      address.sin_family = sa_family_t(AF_INET)
      address.sin_addr.s_addr = inet_addr("127.0.0.1")
      address.sin_port = 0
      var size = socklen_t(MemoryLayout<sockaddr_in>.size)
      let bound = withUnsafePointer(to: &address) {
        $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { bind(fd, $0, size) }
      }
      guard bound == 0, listen(fd, 8) == 0 else { throw ServerError() }
      _ = withUnsafeMutablePointer(to: &address) {
        $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { getsockname(fd, $0, &size) }
      }
      listener = fd
      port = UInt16(bigEndian: address.sin_port)
      let answer = Array(
        "HTTP/1.1 200 OK\r\nContent-Type: text/plain\r\nContent-Length: \(body.utf8.count)\r\nConnection: close\r\n\r\n\(body)"
          .utf8)
      Thread {
        while true {
          let client = accept(fd, nil, nil)
          if client < 0 { return }
          var buffer = [UInt8](repeating: 0, count: 4096)
          _ = buffer.withUnsafeMutableBytes { read(client, $0.baseAddress, $0.count) }
          _ = answer.withUnsafeBytes { write(client, $0.baseAddress, $0.count) }
          close(client)
        }
      }.start()
    }

    /// Why the server could not listen.
    struct ServerError: Error {}

    /// Stops listening: the thread ends at its next accept.
    func stop() {
      shutdown(listener, Int32(SHUT_RDWR))
      close(listener)
    }
  }

  @Test("under network=real the request reaches the server, its answer is recorded, and the journal replays without it")
  func realRequestRecorded() throws {
    let server = try LocalServer(body: "hello from the server")
    let url = "http://127.0.0.1:\(server.port)/hello"
    let run = try ExtensionProcessTests.run(
      ["set network=real", "add local", "show w1 --json", "why w1"], environment: ["WIDGETSIM_TEST_URL": url])
    server.stop()
    #expect(run.status == 0, "\(run.errors)")
    #expect(try NetworkTests.content(run.output, widget: "w1")["outcome"]?.stringValue == "200 hello from the server")
    #expect(run.output.contains("Its build at 08:00 made 1 request: GET \(url): 200 after"), "\(run.output)")
    #expect(run.journal.contains(#""body":"hello from the server""#))
    let path = try ExtensionProcessTests.folder().appendingPathComponent("real.jsonl").path
    try run.journal.write(toFile: path, atomically: true, encoding: .utf8)
    let replay = try JournalReplay.replay(path: path)
    #expect(replay.error == nil)
    #expect(replay.state.buildRequests["w1"]?.requests.first?.body == "hello from the server")
    #expect(replay.state.settings.network == .real)
  }

  @Test("by default the same request is not made: no net line answers it, so it fails as cannotFindHost")
  func simulatedByDefault() throws {
    let server = try LocalServer(body: "hello from the server")
    let url = "http://127.0.0.1:\(server.port)/hello"
    let run = try ExtensionProcessTests.run(["add local", "show w1 --json"], environment: ["WIDGETSIM_TEST_URL": url])
    server.stop()
    #expect(run.status == 0, "\(run.errors)")
    #expect(try NetworkTests.content(run.output, widget: "w1")["outcome"]?.stringValue == "URLError -1003")
  }
}
