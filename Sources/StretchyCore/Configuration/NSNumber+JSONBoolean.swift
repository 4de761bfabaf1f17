import Foundation

extension NSNumber {
    /// Whether `JSONSerialization` decoded this number from `true` or `false`: it gives booleans the Objective-C type
    /// `c` (char), so a JSON `1` and a JSON `true` can be told apart.
    package var isJSONBoolean: Bool {
        String(cString: objCType) == "c"
    }
}
