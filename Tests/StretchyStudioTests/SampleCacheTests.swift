import Foundation
import StretchyBehaviors
import StretchyCore
import StretchyReplay
import StretchyStore
import Testing

@testable import StretchyStudio

/// The samples the studio keeps in memory: what the file holds, within the capacity, the least recently used going
/// first, and read again once the file has changed.
@Suite struct SampleCacheTests {
    /// A copied file opened as a request opens it: its state on disk first, then the store and the session.
    private struct Opened {
        var path: String
        var disk: SampleCache.DiskState?
        var store: SessionStore
        var session: String

        init(_ fixture: StudioFixture, _ name: String) throws {
            path = fixture.path(name)
            disk = SampleCache.DiskState(path: path)
            store = try SessionStore(path: path, mode: .readOnly)
            session = try store.sessions()[0].name
        }

        /// The session's samples through `cache`.
        func samples(from cache: SampleCache) throws -> [ScrollSample] {
            try cache.samples(
                of: session, extent: try store.sessionExtent(named: session), path: path, disk: disk, store: store)
        }
    }

    private func fromTheFile(_ store: SessionStore, _ session: String) throws -> [ScrollSample] {
        let cursor = try store.sampleCursor(session: session)
        var samples: [ScrollSample] = []
        while let sample = try cursor.next() { samples.append(sample) }
        return samples
    }

    @Test func keepsWhatTheFileHoldsWithinItsCapacityLeastRecentlyUsedFirst() throws {
        let fixture = try StudioFixture()
        let slow = try Opened(fixture, "slow-drag.db")
        let bounce = try Opened(fixture, "bounce-at-top.db")
        // 319 and 87 samples: room for one of them at a time.
        let cache = SampleCache(capacity: 400)
        let first = try slow.samples(from: cache)
        #expect(first == (try fromTheFile(slow.store, slow.session)))
        #expect(cache.versions.map(\.session) == [slow.session])
        _ = try bounce.samples(from: cache)
        #expect(cache.versions.map(\.session) == [bounce.session])
        _ = try slow.samples(from: cache)
        #expect(cache.versions.map(\.session) == [slow.session])
        // A session longer than the whole capacity is read every time, never kept.
        let small = SampleCache(capacity: 100)
        let read = try slow.samples(from: small)
        #expect(read.count == 319)
        #expect(small.versions.isEmpty)
    }

    @Test func aFileWrittenSinceIsReadAgainAndItsOlderVersionForgotten() throws {
        let fixture = try StudioFixture()
        let before = try Opened(fixture, "slow-drag.db")
        let cache = SampleCache()
        _ = try before.samples(from: cache)
        let stack = try BehaviorRegistry.builtIn.makeStack(stack: "top-only", configuration: .profileHeader)
        _ = try ReplayEngine(stack: stack).saveGolden(
            named: "g", session: before.session, stackText: "top-only",
            in: try SessionStore(path: before.path, mode: .readWrite))
        let after = try Opened(fixture, "slow-drag.db")
        #expect(after.disk != before.disk)
        _ = try after.samples(from: cache)
        #expect(cache.versions.count == 1)
        #expect(cache.versions.first?.disk == after.disk)
    }
}
