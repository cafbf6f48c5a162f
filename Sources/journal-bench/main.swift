import JournalWorkload
import WidgetJournal
import WidgetModel

#if canImport(Glibc)
  import Glibc
#endif

/// Seconds on the monotonic clock.
func seconds() -> Double {
  var now = timespec()
  clock_gettime(CLOCK_MONOTONIC, &now)
  return Double(now.tv_sec) + Double(now.tv_nsec) / 1e9
}

let arguments = Array(CommandLine.arguments.dropFirst())
switch arguments.first {
case "generate":
  guard arguments.count >= 3, let count = Int(arguments[2]) else {
    print("usage: journal-bench generate FILE ACTIONS [SEED]")
    exit(2)
  }
  let seed = arguments.count > 3 ? UInt64(arguments[3]) ?? 1 : 1
  let t0 = seconds()
  do { try JournalWorkload.write(path: arguments[1], actions: count, seed: seed) } catch {
    print("\(error)")
    exit(1)
  }
  print("wrote \(arguments[1]): \(count) actions, seed \(seed), in \(seconds() - t0) s")
case "decode":
  let t0 = seconds()
  var lines = 0
  do {
    try LineReader.forEachLine(path: arguments[1]) { (item) throws(JournalError) -> Bool in
      if case .line(let number, let bytes, _, _) = item, number > 1 {
        _ = try LineDecoder.decode(bytes, lineNumber: number)
        lines += 1
      }
      return true
    }
  } catch {
    print("\(error)")
    exit(1)
  }
  let elapsed = seconds() - t0
  print("decoded \(lines) lines in \(elapsed) s: \(Int(Double(lines) / elapsed)) lines/s")
case "fold":
  var actions: [Action] = []
  try! LineReader.forEachLine(path: arguments[1]) { (item) throws(JournalError) -> Bool in
    if case .line(let number, let bytes, _, _) = item, number > 1 {
      actions.append(try LineDecoder.decode(bytes, lineNumber: number).action)
    }
    return true
  }
  var state = SimState(start: JournalWorkload.start)
  let t0 = seconds()
  var builds = 0
  var widgetSum = 0
  for action in actions {
    try! state.check(action)
    builds += state.apply(action).count
    widgetSum += state.widgets.count
  }
  let t1 = seconds()
  print(
    "folded \(actions.count) actions in \(t1 - t0) s, \(builds) timeline builds, \(widgetSum / actions.count) widgets on average, digest \(state.digest)"
  )
default:
  print("usage: journal-bench generate FILE ACTIONS [SEED] | decode FILE")
  exit(2)
}
