import Foundation
import Glibc
import Synchronization
import Testing

@testable import WidgetCLI

/// The editor reading from a pseudo-terminal on a thread of its own while another thread catches Ctrl-C: how the
/// simulator program runs the REPL (its async main parks the main thread, which the kernel prefers for a signal from
/// the terminal, and the command line runs on a thread of its own).
extension LineEditorTests {
  /// A value shared with the reading thread; the test hands it over and reads it back through `result`.
  final class Reader: @unchecked Sendable {
    let editor: LineEditor
    let result = Mutex<LineEditor.Input?>(nil)

    init(_ editor: LineEditor) { self.editor = editor }
  }

  @Test("Ctrl-C caught by another thread ends the read at once: the line is dropped without waiting for a key")
  func interruptCaughtByAnotherThread() throws {
    let directory = try Self.temporaryDirectory()
    defer { Self.remove(file: directory + "/history", in: directory) }
    var master: Int32 = -1
    var terminal: Int32 = -1
    try #require(openpty(&master, &terminal, nil, nil, nil) == 0)
    defer { close(master) }
    let input = try #require(fdopen(terminal, "r"))
    let output = try #require(fdopen(dup(terminal), "w"))
    defer {
      fclose(input)
      fclose(output)
    }
    // What SIGINT does in this test process once the editor is gone: nothing, for a moment (see the end).
    var previous = sigaction()
    var ignoring = sigaction()
    ignoring.__sigaction_handler.sa_handler = { _ in }
    sigaction(SIGINT, &ignoring, &previous)
    defer {
      Thread.sleep(forTimeInterval: 0.2)
      sigaction(SIGINT, &previous, nil)
    }

    let reader = Reader(
      LineEditor(historyPath: directory + "/history", input: input, output: output) { _, _ in [] })
    let done = DispatchSemaphore(value: 0)
    let thread = Thread {
      let read = reader.editor.readLine(prompt: "p> ")
      reader.result.withLock { $0 = read }
      done.signal()
    }
    thread.start()
    try Self.waitFor("p> ", on: master)
    _ = write(master, "tick 3h", 7)
    try Self.waitFor("tick 3h", on: master)

    // A thread that lets SIGINT in raises it on itself: the kernel's choice of another thread than the reader.
    let raiser = Thread {
      var interrupt = sigset_t()
      sigemptyset(&interrupt)
      sigaddset(&interrupt, SIGINT)
      pthread_sigmask(SIG_UNBLOCK, &interrupt, nil)
      pthread_kill(pthread_self(), SIGINT)
    }
    raiser.start()
    let atOnce = done.wait(timeout: .now() + 3) == .success
    #expect(atOnce, "the read went on after Ctrl-C, until the next key")
    if !atOnce {
      _ = write(master, "x", 1)
      _ = done.wait(timeout: .now() + 3)
    }
    #expect(reader.result.withLock { $0 } == .interrupted)
    try Self.waitFor("^C", on: master)
  }

  /// Reads the pseudo-terminal's master side until what was drawn contains `text`, for at most 3 seconds.
  static func waitFor(_ text: String, on master: Int32, sourceLocation: SourceLocation = #_sourceLocation) throws {
    var drawn: [UInt8] = []
    let deadline = ContinuousClock.now + .seconds(3)
    var buffer = [UInt8](repeating: 0, count: 4096)
    while !String(decoding: drawn, as: UTF8.self).contains(text) && ContinuousClock.now < deadline {
      var ready = pollfd(fd: master, events: Int16(POLLIN), revents: 0)
      guard poll(&ready, 1, 50) > 0 else { continue }
      let count = read(master, &buffer, buffer.count)
      if count > 0 { drawn += buffer[..<count] }
    }
    #expect(
      String(decoding: drawn, as: UTF8.self).contains(text), "'\(text)' was not drawn: \(drawn)",
      sourceLocation: sourceLocation)
  }
}
