import Foundation
import StretchyBehaviors
import StretchyCore
import StretchyReplay
import StretchyStore
import Testing
import _StretchySystem

@testable import StretchyStudio

/// The samples the studio keeps in memory: what the file holds, within the capacity, the least recently used going
/// first, and read again once the file has changed.
@Suite struct SampleCacheTests {
    /// Opens a copied file as a request does: its state first, then the store.
    private func open(_ fixture: StudioFixture, _ name: String) throws -> (
        path: String, state: (file: FileState, log: FileState?)?, store: SessionStore, session: String
    ) {
        let path = fixture.path(name)
        let state = SampleCache.Version.file(at: path)
        let store = try SessionStore(path: path, mode: .readOnly)
        return (path, state, store, try store.sessions()[0].name)
    }

    private func fromTheFile(_ store: SessionStore, _ session: String) throws -> [ScrollSample] {
        let cursor = try store.sampleCursor(session: session)
        var samples: [ScrollSample] = []
        while let sample = try cursor.next() { samples.append(sample) }
        return samples
    }

    @Test func keepsWhatTheFileHoldsWithinItsCapacityLeastRecentlyUsedFirst() throws {
        let fixture = try StudioFixture()
        let slow = try open(fixture, "slow-drag.db")
        let bounce = try open(fixture, "bounce-at-top.db")
        // 319 and 87 samples: room for one of them at a time.
        let cache = SampleCache(capacity: 400)
        let first = try cache.samples(of: slow.session, path: slow.path, state: slow.state, store: slow.store)
        #expect(first == (try fromTheFile(slow.store, slow.session)))
        #expect(cache.versions.map(\.session) == [slow.session])
        _ = try cache.samples(of: bounce.session, path: bounce.path, state: bounce.state, store: bounce.store)
        #expect(cache.versions.map(\.session) == [bounce.session])
        _ = try cache.samples(of: slow.session, path: slow.path, state: slow.state, store: slow.store)
        #expect(cache.versions.map(\.session) == [slow.session])
        // A session longer than the whole capacity is read every time, never kept.
        let small = SampleCache(capacity: 100)
        let read = try small.samples(of: slow.session, path: slow.path, state: slow.state, store: slow.store)
        #expect(read.count == 319)
        #expect(small.versions.isEmpty)
    }

    @Test func aFileWrittenSinceIsReadAgainAndItsOlderVersionForgotten() throws {
        let fixture = try StudioFixture()
        let before = try open(fixture, "slow-drag.db")
        let cache = SampleCache()
        _ = try cache.samples(of: before.session, path: before.path, state: before.state, store: before.store)
        let stack = try BehaviorRegistry.builtIn.makeStack(stack: "top-only", configuration: .profileHeader)
        _ = try ReplayEngine(stack: stack).saveGolden(
            named: "g", session: before.session, stackText: "top-only",
            in: try SessionStore(path: before.path, mode: .readWrite))
        let after = try open(fixture, "slow-drag.db")
        #expect(after.state?.file != before.state?.file)
        _ = try cache.samples(of: after.session, path: after.path, state: after.state, store: after.store)
        #expect(cache.versions.count == 1)
        #expect(cache.versions.first?.file == after.state?.file)
    }
}
