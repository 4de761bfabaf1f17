import CStretchyPlugin
import StretchyCore
import Testing

@testable import StretchyPluginKit

/// The C frame's encodings follow the Swift orders: one double per attribute, one index per phase.
@Suite("PluginFrame")
struct PluginFrameTests {
    @Test func theCHeaderHasOneDoublePerSubviewAttribute() {
        #expect(Int(STRETCHY_PLUGIN_ATTRIBUTE_COUNT) == SubviewAttribute.ordered.count)
    }

    @Test func attributesCrossInDeclarationOrder() {
        var attributes = SubviewAttributes(frame: Rect(x: 0, y: 0, width: 0, height: 0))
        for (index, attribute) in SubviewAttribute.ordered.enumerated() { attributes[attribute] = Double(index + 1) }
        var values = [Double](repeating: 0, count: PluginFrame.attributeCount)
        values.withUnsafeMutableBufferPointer { PluginFrame.store(attributes, at: $0.baseAddress!) }
        #expect(values == [1, 2, 3, 4, 5, 6, 7, 8, 9, 10])
        #expect(values[4] == attributes.alpha && values[9] == attributes.scale)
        var loaded = SubviewAttributes(frame: Rect(x: 0, y: 0, width: 0, height: 0))
        values.withUnsafeBufferPointer { PluginFrame.load(&loaded, from: $0.baseAddress!) }
        #expect(loaded == attributes)
    }

    @Test func phasesCrossAsTheirDeclarationIndex() {
        #expect(ScrollPhase.allCases.map(PluginFrame.phaseIndex) == [0, 1, 2, 3, 4, 5])
        #expect((0..<6).map { PluginFrame.phase(Int32($0)) } == ScrollPhase.allCases)
        #expect(PluginFrame.phase(6) == .idle)
        #expect(PluginFrame.phase(-1) == .idle)
    }
}
