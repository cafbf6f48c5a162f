import WidgetModel

/// The floors and yardsticks measured on the same files in the same run: `wc -l` and a Python `json.loads` loop.
enum Baselines {
  /// The Python script beside this file.
  static let pythonScript: String = {
    let file = #filePath
    let directory = file.lastIndex(of: "/").map { String(file[..<$0]) } ?? "."
    return directory + "/bench_baseline.py"
  }()

  /// Why the Python baseline cannot run, or nil when it can.
  static let pythonMissing: String? = {
    guard let python = System.which("python3") else { return "python3 not found on PATH" }
    guard System.fileSize(pythonScript) > 0 else { return "\(pythonScript) not found" }
    return System.run([python, "-c", "import json"])?.status == 0 ? nil : "python3 cannot import json"
  }()

  /// The wall time of `wc -l FILE` (process start included), or nil when `wc` is missing or fails.
  static func wc(_ path: String) -> Double? {
    guard let wc = System.which("wc"), let child = System.run([wc, "-l", path]), child.status == 0 else { return nil }
    return child.seconds
  }

  /// The time of the Python loop over the file as timed inside Python (interpreter start-up excluded), or nil when
  /// Python is missing or did not count `expected` actions.
  static func python(_ path: String, expected: Int) -> Double? {
    guard pythonMissing == nil, let python = System.which("python3"),
      let child = System.run([python, pythonScript, path]), child.status == 0,
      let report = try? JSONValue(parsing: child.output.trimmingSuffixNewline),
      let seconds = report["seconds"].flatMap(number), report["actions"]?.intValue == Int64(expected)
    else { return nil }
    return seconds
  }

  static func number(_ value: JSONValue) -> Double? {
    switch value {
    case .double(let d): return d
    case .int(let n): return Double(n)
    default: return nil
    }
  }
}

extension String {
  /// The string without one trailing newline.
  var trimmingSuffixNewline: String { hasSuffix("\n") ? String(dropLast()) : self }
}
