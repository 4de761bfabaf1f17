import Foundation

/// Exit statuses gathered from several threads.
final class Statuses: @unchecked Sendable {
    private let lock = NSLock()
    private var list: [Int32] = []
    var values: [Int32] { lock.withLock { list } }
    func append(_ status: Int32) { lock.withLock { list.append(status) } }
}
