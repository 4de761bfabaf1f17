/// One exported stack: the text to copy, and what the format could not say.
package struct StackExport: Hashable, Sendable {
    /// The text, ending with a newline.
    package var text: String
    /// The parameters the format has no counterpart for, as `behaviour: key=value`, in stack order; the text lists
    /// them in its "not expressible in ..." comment block too. Empty for Stretchy's own formats.
    package var unexpressed: [String]

    /// Creates an export.
    package init(text: String, unexpressed: [String] = []) {
        self.text = text
        self.unexpressed = unexpressed
    }
}
