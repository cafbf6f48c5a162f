/// Finds the known name closest to a mistyped one, for "did you mean …?".
public enum NameSuggestion {
  /// The known name within a small edit distance of `word` (case-insensitive), or nil.
  /// - Complexity: O(k·n·m) for k names of length m and a word of length n.
  public static func nearest(to word: String, in known: [String]) -> String? {
    let target = Array(word.lowercased().unicodeScalars)
    guard !target.isEmpty, target.count <= 64 else { return nil }
    var best: (name: String, distance: Int)? = nil
    for name in known where name != word {
      let candidate = Array(name.lowercased().unicodeScalars)
      guard candidate.count <= 64 else { continue }
      if candidate == target { return name }
      let distance = editDistance(target, candidate)
      let allowed = max(1, min(target.count, candidate.count) / 3)
      let isPrefix = candidate.count > target.count && candidate.starts(with: target) && target.count >= 2
      guard distance <= allowed || isPrefix else { continue }
      let score = isPrefix ? min(distance, 1) : distance
      if best == nil || score < best!.distance { best = (name, score) }
    }
    return best?.name
  }

  /// The Damerau–Levenshtein (optimal string alignment) distance between two scalar arrays.
  /// The edit distance between two words, case ignored.
  public static func distance(_ a: String, _ b: String) -> Int {
    editDistance(Array(a.lowercased().unicodeScalars), Array(b.lowercased().unicodeScalars))
  }

  static func editDistance(_ a: [Unicode.Scalar], _ b: [Unicode.Scalar]) -> Int {
    if a.isEmpty { return b.count }
    if b.isEmpty { return a.count }
    var previous2 = [Int](repeating: 0, count: b.count + 1)
    var previous = Array(0...b.count)
    var current = [Int](repeating: 0, count: b.count + 1)
    for i in 1...a.count {
      current[0] = i
      for j in 1...b.count {
        let cost = a[i - 1] == b[j - 1] ? 0 : 1
        current[j] = min(previous[j] + 1, current[j - 1] + 1, previous[j - 1] + cost)
        if i > 1, j > 1, a[i - 1] == b[j - 2], a[i - 2] == b[j - 1] {
          current[j] = min(current[j], previous2[j - 2] + 1)
        }
      }
      swap(&previous2, &previous)
      swap(&previous, &current)
    }
    return previous[b.count]
  }
}
