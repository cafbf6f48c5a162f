import Foundation
@_spi(WidgetSimHost) import WidgetKit

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// Where the extension's worker sends the requests of the `URLSession`s a provider makes itself
/// (`URLSession(configuration:)`), which on Linux never reach the protocol that answers `URLSession.shared`: a proxy
/// on 127.0.0.1 that libcurl's proxy variables name. It reads what each connection asks for (`CONNECT host:443` or
/// `GET http://…`), notes it, and closes the connection, so the request fails at once, reaches no network, and the
/// build records what was asked (docs/PROVIDERS.md, "Network").
final class ForeignSessionTrap: @unchecked Sendable {
  /// The port it listens on.
  let port: UInt16
  /// Guards `asked`.
  private let lock = NSLock()
  /// What the connections asked for since the last `take()`, at most `askedMax`.
  private var asked: [String] = []
  /// The most requests noted for one call.
  static let askedMax = 8

  /// Listens on a free port of 127.0.0.1 and serves on a thread of its own; nil when no socket can be had.
  init?() {
    let fd = socket(AF_INET, Int32(SOCK_STREAM.rawValue), 0)
    guard fd >= 0 else { return nil }
    _ = fcntl(fd, F_SETFD, FD_CLOEXEC)
    var address = sockaddr_in()
    address.sin_family = sa_family_t(AF_INET)
    address.sin_addr.s_addr = inet_addr("127.0.0.1")
    var size = socklen_t(MemoryLayout<sockaddr_in>.size)
    let bound = withUnsafePointer(to: &address) {
      $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { bind(fd, $0, size) }
    }
    guard bound == 0, listen(fd, 16) == 0 else {
      close(fd)
      return nil
    }
    _ = withUnsafeMutablePointer(to: &address) {
      $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { getsockname(fd, $0, &size) }
    }
    port = UInt16(bigEndian: address.sin_port)
    let thread = Thread { [self] in serve(fd) }
    thread.name = "widgetsim foreign sessions"
    thread.start()
  }

  /// The proxy's URL, for libcurl's proxy variables.
  var proxy: String { "http://127.0.0.1:\(port)" }

  /// What was asked since the last call, emptied.
  func take() -> [String] {
    lock.lock()
    defer { lock.unlock() }
    defer { asked = [] }
    return asked
  }

  /// Accepts connections for as long as the process lives, noting each one's request line.
  private func serve(_ fd: Int32) {
    while true {
      let client = accept(fd, nil, nil)
      if client < 0 {
        if errno == EINTR { continue }
        return
      }
      // Noted before the connection closes: the provider's request fails at the close, and the build may end and
      // `take()` what was asked right after.
      if let target = Self.requestLine(client).flatMap(Self.target) {
        lock.lock()
        if asked.count < Self.askedMax { asked.append(target) }
        lock.unlock()
      }
      close(client)
    }
  }

  /// The first line a client sent, read for at most a second and 2 KiB.
  static func requestLine(_ client: Int32) -> String? {
    var bytes: [UInt8] = []
    var chunk = [UInt8](repeating: 0, count: 2048)
    while bytes.count < 2048, !bytes.contains(UInt8(ascii: "\n")) {
      var ready = pollfd(fd: client, events: Int16(POLLIN), revents: 0)
      guard poll(&ready, 1, 1000) > 0 else { break }
      let n = chunk.withUnsafeMutableBytes { read(client, $0.baseAddress, $0.count) }
      if n <= 0 { break }
      bytes += chunk[0..<n]
    }
    guard let end = bytes.firstIndex(of: UInt8(ascii: "\r")) ?? bytes.firstIndex(of: UInt8(ascii: "\n")) else {
      return nil
    }
    return String(decoding: bytes[..<end], as: UTF8.self)
  }

  /// What a proxy request line asks for: `GET http://host/path` as `GET http://host/path`, `CONNECT host:443` as
  /// `GET https://host` (its path travels encrypted); nil for anything else.
  static func target(_ line: String) -> String? {
    let words = line.split(separator: " ")
    guard words.count >= 2 else { return nil }
    if words[0] == "CONNECT" {
      let host = words[1].hasSuffix(":443") ? String(words[1].dropLast(4)) : String(words[1])
      return "GET https://" + host
    }
    return "\(words[0]) \(words[1])"
  }
}

extension ForeignSessionTrap {
  /// The trap of the providers that run in this process (`ProviderIsolation.inProcess`, a test's sessions), made
  /// when first needed; nil when no socket can be had.
  static let inProcess = ForeignSessionTrap()

  /// Runs `body` with libcurl's proxy variables naming `proxy` and none of its no-proxy hosts, then puts them back
  /// as they were. A provider run in the program's own process (a test's) may make a `URLSession` of its own, which
  /// never asks the simulation: while the provider runs, such a session's requests go to `proxy` and fail at once
  /// instead of reaching the network. The variables are the process's, read by libcurl at each connection: the
  /// caller holds `SimulatedProviders.building`, which every build and every request made for `network=real` holds
  /// too.
  static func pointingSessions<R>(at proxy: String, _ body: () throws -> R) rethrows -> R {
    let names = SimulatedNetwork.proxyVariables + SimulatedNetwork.noProxyVariables
    let saved = names.map { name in getenv(name).map { String(cString: $0) } }
    // A process started meanwhile (a test's simulator program) inherits the variables: these say what they were.
    for (name, value) in zip(names, saved) {
      if let value { setenv(savedPrefix + name, value, 1) } else { unsetenv(savedPrefix + name) }
    }
    setenv(markName, proxy, 1)
    for name in SimulatedNetwork.proxyVariables { setenv(name, proxy, 1) }
    for name in SimulatedNetwork.noProxyVariables { unsetenv(name) }
    defer {
      for (name, value) in zip(names, saved) {
        if let value { setenv(name, value, 1) } else { unsetenv(name) }
      }
      unsetenv(markName)
    }
    return try body()
  }

  /// Names the proxy of `pointingSessions` while it is in force.
  static let markName = "WIDGETSIM_INPROCESS_PROXY"
  /// Starts the names of the variables that keep, while `pointingSessions` is in force, what each proxy variable was.
  static let savedPrefix = "WIDGETSIM_SAVED_"

  /// Puts back the proxy variables a process inherited from a parent in which `pointingSessions` was in force (a
  /// simulator program a test started while a provider ran in the test's process): they named the parent's proxy,
  /// which would fail this program's own requests (`network=real`). Call it at the program's start.
  static func forgetInheritedProxy() {
    guard let mark = getenv(markName).map({ String(cString: $0) }) else { return }
    for name in SimulatedNetwork.proxyVariables + SimulatedNetwork.noProxyVariables {
      let current = getenv(name).map { String(cString: $0) }
      guard current == mark || current == nil else { continue }
      if let saved = getenv(savedPrefix + name) {
        setenv(name, saved, 1)
      } else {
        unsetenv(name)
      }
    }
    for name in SimulatedNetwork.proxyVariables + SimulatedNetwork.noProxyVariables { unsetenv(savedPrefix + name) }
    unsetenv(markName)
  }
}
