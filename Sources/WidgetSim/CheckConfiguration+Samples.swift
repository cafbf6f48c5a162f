import Foundation

extension CheckConfiguration {
  /// Adds a sample of the app's own data, written under `key` (the App Group file the provider reads, such as
  /// `weather.json`), from a value of the app's own type encoded as the app encodes it: the runs then write mostly such
  /// values, unchanged or changed as real data goes wrong (`samples`).
  ///
  /// ```swift
  /// let encoder = JSONEncoder()
  /// encoder.dateEncodingStrategy = .iso8601
  /// try configuration.addSample(WeatherSnapshot(city: "Oslo", hourly: [3, 4], updatedAt: .now), for: "weather.json",
  ///   encoder: encoder)
  /// ```
  /// - Throws: the encoder's error, or `SampleError` when the encoded value is not JSON the simulation holds (larger
  ///   than an App Group file may be here).
  public mutating func addSample<Value: Encodable>(
    _ value: Value, for key: String, encoder: JSONEncoder = JSONEncoder()
  ) throws {
    let data = try encoder.encode(value)
    guard data.count <= Limits.dataValueBytesMax else {
      throw SampleError(
        description:
          "a sample of \(key) is \(data.count) bytes, over the \(Limits.dataValueBytesMax) an App Group file may hold in this simulator"
      )
    }
    let json = try data.withUnsafeBytes { raw in
      try JSONValue(parsing: UnsafeBufferPointer(start: raw.bindMemory(to: UInt8.self).baseAddress, count: data.count))
    }
    samples[key, default: []].append(json)
  }
}

/// A sample of the app's data that the simulation cannot hold.
public struct SampleError: Error, CustomStringConvertible {
  /// What is wrong, with the limit.
  public var description: String
}
