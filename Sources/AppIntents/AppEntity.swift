/// A thing of the app's that a person picks in a configuration sheet (a station, an account), as the type of an
/// `@Parameter`. Its options are what its query finds: the simulation names an entity by its identifier
/// (`add transit station=kings-cross`) and asks `defaultQuery` for it at each build, so the options follow the app's
/// data (docs/PROVIDERS.md, "Entity parameters").
public protocol AppEntity: _IntentValue, Identifiable where ID: EntityIdentifierConvertible & Sendable {
  /// The query that finds entities of this type.
  associatedtype DefaultQuery: EntityQuery where DefaultQuery.Entity == Self

  /// The query that finds entities of this type.
  static var defaultQuery: DefaultQuery { get }

  /// The type's name, shown above its values.
  static var typeDisplayRepresentation: TypeDisplayRepresentation { get }

  /// How this entity is shown.
  var displayRepresentation: DisplayRepresentation { get }
}

/// Finds an entity type's entities: by identifier, and the ones to suggest.
public protocol EntityQuery: Sendable {
  /// The entities it finds.
  associatedtype Entity: AppEntity

  /// A query as the system makes it.
  init()

  /// The entities with these identifiers (those that exist).
  func entities(for identifiers: [Entity.ID]) async throws -> [Entity]

  /// The entities offered in the configuration sheet; none by default.
  func suggestedEntities() async throws -> [Entity]

  /// The entity a parameter holds before a person picks one; none by default.
  func defaultResult() async -> Entity?
}

extension EntityQuery {
  /// No suggestions.
  public func suggestedEntities() async throws -> [Entity] { [] }

  /// No default.
  public func defaultResult() async -> Entity? { nil }
}

/// A query that can list every entity: its list is the options.
public protocol EnumerableEntityQuery: EntityQuery {
  /// Every entity.
  func allEntities() async throws -> [Entity]
}

/// A query that finds entities by a person's search text.
public protocol EntityStringQuery: EntityQuery {
  /// The entities matching `string`.
  func entities(matching string: String) async throws -> [Entity]
}

/// An identifier type of an entity: it has a text form, and is made back from it.
public protocol EntityIdentifierConvertible {
  /// The identifier as text.
  var entityIdentifierString: String { get }

  /// The identifier whose text is `entityIdentifierString`, or nil.
  static func entityIdentifier(for entityIdentifierString: String) -> Self?
}

extension String: EntityIdentifierConvertible {
  public var entityIdentifierString: String { self }
  public static func entityIdentifier(for entityIdentifierString: String) -> String? { entityIdentifierString }
}

extension Int: EntityIdentifierConvertible {
  public var entityIdentifierString: String { String(self) }
  public static func entityIdentifier(for entityIdentifierString: String) -> Int? { Int(entityIdentifierString) }
}

extension UUID: EntityIdentifierConvertible {
  public var entityIdentifierString: String { uuidString }
  public static func entityIdentifier(for entityIdentifierString: String) -> UUID? {
    UUID(uuidString: entityIdentifierString)
  }
}

/// What the host asks of an entity type, whatever it is.
enum EntityLookup {
  /// The entity of `type` whose identifier reads `text`, asked of its query; nil when none has it.
  static func entity<E: AppEntity>(_ text: String, of type: E.Type) -> E? {
    guard let id = E.ID.entityIdentifier(for: text) else { return nil }
    return waiting { try? await E.defaultQuery.entities(for: [id]).first { $0.id == id } } ?? nil
  }

  /// The query's default, or nil.
  static func defaultEntity<E: AppEntity>(of type: E.Type) -> E? { waiting { await E.defaultQuery.defaultResult() } }

  /// The identifiers the query offers: every entity of an enumerable query, else its suggestions.
  static func options<E: AppEntity>(of type: E.Type) -> [String] {
    let entities = waiting { () async -> [E] in
      if let enumerable = E.defaultQuery as? any EnumerableEntityQuery {
        return (try? await all(enumerable)) ?? []
      }
      return (try? await E.defaultQuery.suggestedEntities()) ?? []
    }
    return entities.map(\.id.entityIdentifierString)
  }

  /// Every entity of an enumerable query, as `E`s.
  private static func all<Q: EnumerableEntityQuery, E: AppEntity>(_ query: Q) async throws -> [E] {
    try await query.allEntities().compactMap { $0 as? E }
  }

  /// The result of `work`, run in a task whose jobs this thread runs while it waits: the host's calls are
  /// synchronous, and may come from a thread of Swift's cooperative pool (a test's), which must not wait for another
  /// pool thread that every other test may be blocking too.
  static func waiting<T: Sendable>(_ work: @escaping @Sendable () async -> T) -> T {
    let executor = CallingThreadExecutor()
    let result = ResultBox<T>()
    Task.detached(executorPreference: executor) {
      result.set(await work())
      executor.finish()
    }
    executor.runUntilFinished()
    return result.value!
  }
}

/// A task executor whose jobs run on the thread that waits for the task (`runUntilFinished`).
private final class CallingThreadExecutor: TaskExecutor, @unchecked Sendable {
  /// Guards `jobs` and `finished`; wakes the waiting thread.
  private let condition = NSCondition()
  /// The jobs not yet run.
  private var jobs: [UnownedJob] = []
  /// Whether the task has finished.
  private var finished = false

  /// Queues `job` for the waiting thread.
  func enqueue(_ job: consuming ExecutorJob) {
    let job = UnownedJob(job)
    condition.lock()
    jobs.append(job)
    condition.signal()
    condition.unlock()
  }

  /// Says the task has finished: the waiting thread returns once the queued jobs have run.
  func finish() {
    condition.lock()
    finished = true
    condition.signal()
    condition.unlock()
  }

  /// Runs the queued jobs on this thread, waiting for more, until the task has finished.
  func runUntilFinished() {
    while true {
      condition.lock()
      while jobs.isEmpty && !finished { condition.wait() }
      guard !jobs.isEmpty else {
        condition.unlock()
        return
      }
      let job = jobs.removeFirst()
      condition.unlock()
      job.runSynchronously(on: asUnownedTaskExecutor())
    }
  }
}

/// A value handed from a task to the waiting thread.
private final class ResultBox<T: Sendable>: @unchecked Sendable {
  /// Guards `stored`.
  private let lock = NSLock()
  /// The value, once set.
  private var stored: T?

  /// Sets the value.
  func set(_ value: T) { lock.withLock { stored = value } }

  /// The value, or nil before it is set.
  var value: T? { lock.withLock { stored } }
}
