import StretchyCore

enum FakeRegistry {
    static let registry = try! BehaviorRegistry(
        behaviors: [FakeEffect.self, FakeExpansion.self, OtherExpansion.self],
        defaults: [.expansion: "fake-expansion"])
}
