import StretchyCore

/// Reads samples from a file one at a time, knowing the line each came from.
protocol SampleReader: AnyObject {
    /// The line of the sample last returned, from 1.
    var lineNumber: Int { get }
    /// The next sample, or `nil` at the end of the file. Does not validate it.
    func next() throws(SampleFileError) -> ScrollSample?
}
