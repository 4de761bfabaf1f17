import StretchyCore
import _StretchySystem

/// Reads samples from a file one at a time, knowing the line each came from.
protocol SampleReader: AnyObject {
    /// The line of the sample last returned, from 1.
    var lineNumber: Int { get }
    /// The lines under the reader: how far into the file it is, and the file's size.
    var lines: LineReader { get }
    /// The next sample, or `nil` at the end of the file. Does not validate it.
    func next() throws(SampleFileError) -> ScrollSample?
}
