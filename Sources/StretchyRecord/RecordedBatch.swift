import StretchyCore
import _StretchySystem

/// One batch as the page sends it: `{"batch": 3, "samples": [...], "touches": [...]}`, decoded strictly.
///
/// Samples have the keys of `import`'s JSON Lines (`t`, `offset_y`, `inset_top`, `viewport_width`,
/// `viewport_height`, `content_height`, `phase`; `t` and `offset_y` required, the rest defaulting as import's do).
/// Touches are `{"t": 1.25, "x": 195, "y": 600, "kind": "down", "id": 0}`, `kind` one of `down`, `move`, `up`,
/// `cancel`. Only the shape is checked here; the samples' values are validated against the session.
struct RecordedBatch {
    var number: Int
    var samples: [ScrollSample]
    /// The raw touch events, times in session seconds and positions in CSS pixels; `id` is the pointer.
    var touches: [TouchPoint]

    /// Decodes a batch, refusing anything beyond the limits before decoding the items.
    static func decode(_ document: JSONValue, firstIndex: Int, maximumSamples: Int, maximumTouches: Int)
        throws(RecordingRequestError) -> RecordedBatch
    {
        guard case .object(let members) = document else { throw .wrongType(key: "body", expected: "an object") }
        for (key, _) in members where !["batch", "samples", "touches"].contains(key) { throw .unknownKey(key) }
        guard case .number(let numberValue) = document["batch"] ?? .null else {
            throw .wrongType(key: "batch", expected: "a number")
        }
        guard numberValue >= 0, numberValue <= 1e9, numberValue == numberValue.rounded() else {
            throw .wrongType(key: "batch", expected: "a whole number from 0")
        }
        let number = Int(numberValue)
        guard case .array(let sampleItems) = document["samples"] ?? .null else {
            throw .wrongType(key: "samples", expected: "an array")
        }
        var touchItems: [JSONValue] = []
        if let touches = document["touches"] {
            guard case .array(let items) = touches else { throw .wrongType(key: "touches", expected: "an array") }
            touchItems = items
        }
        guard sampleItems.count <= maximumSamples else {
            throw .tooManyItems(batch: number, key: "samples", count: sampleItems.count, limit: maximumSamples)
        }
        guard touchItems.count <= maximumTouches else {
            throw .tooManyItems(batch: number, key: "touches", count: touchItems.count, limit: maximumTouches)
        }
        var samples: [ScrollSample] = []
        samples.reserveCapacity(sampleItems.count)
        for (offset, item) in sampleItems.enumerated() {
            samples.append(try sample(item, batch: number, index: firstIndex + offset))
        }
        var touches: [TouchPoint] = []
        for (offset, item) in touchItems.enumerated() {
            touches.append(try touch(item, batch: number, index: offset))
        }
        return RecordedBatch(number: number, samples: samples, touches: touches)
    }

    private static func sample(_ item: JSONValue, batch: Int, index: Int) throws(RecordingRequestError)
        -> ScrollSample
    {
        guard case .object(let members) = item else {
            throw .badItem(batch: batch, what: "sample \(index): must be an object")
        }
        var sample = ScrollSample(time: 0, offsetY: 0)
        for (key, value) in members {
            guard let field = SampleField(name: key.utf8) else {
                throw .badItem(batch: batch, what: "sample \(index): unknown key '\(key)'")
            }
            if field == .phase {
                guard case .string(let name) = value else {
                    throw .badItem(batch: batch, what: "sample \(index): 'phase' must be a string")
                }
                guard let phase = ScrollPhase(rawValue: name) else {
                    throw .badItem(batch: batch, what: "sample \(index): unknown phase '\(name)'")
                }
                sample.phase = phase
                continue
            }
            guard case .number(let number) = value else {
                throw .badItem(batch: batch, what: "sample \(index): '\(key)' must be a number")
            }
            sample.set(field, to: number)
        }
        for required in SampleField.allCases
        where required.isRequired && !members.contains(where: { $0.0 == required.name }) {
            throw .badItem(batch: batch, what: "sample \(index): missing required key '\(required.name)'")
        }
        return sample
    }

    private static func touch(_ item: JSONValue, batch: Int, index: Int) throws(RecordingRequestError) -> TouchPoint {
        guard case .object(let members) = item else {
            throw .badItem(batch: batch, what: "touch \(index): must be an object")
        }
        for (key, _) in members where !["t", "x", "y", "kind", "id"].contains(key) {
            throw .badItem(batch: batch, what: "touch \(index): unknown key '\(key)'")
        }
        var numbers: [Double] = []
        for key in ["t", "x", "y", "id"] {
            guard case .number(let number) = item[key] ?? .null else {
                throw .badItem(batch: batch, what: "touch \(index): '\(key)' must be a number")
            }
            guard number.isFinite, abs(number) <= ScrollSample.largestMagnitude else {
                throw .badItem(batch: batch, what: "touch \(index): '\(key)' must be a finite number")
            }
            numbers.append(number)
        }
        guard case .string(let name) = item["kind"] ?? .null, let kind = TouchPoint.Kind(rawValue: name) else {
            throw .badItem(batch: batch, what: "touch \(index): 'kind' must be down, move, up or cancel")
        }
        return TouchPoint(time: numbers[0], x: numbers[1], y: numbers[2], kind: kind, pointer: Int(numbers[3]))
    }
}
