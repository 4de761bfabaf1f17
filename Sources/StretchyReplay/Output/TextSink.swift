/// Somewhere frames are written: a file (``OutputFile``), or a command's standard output.
public protocol TextSink: AnyObject {
    /// Appends text.
    ///
    /// - Throws: ``ReplayError/writeFailed(path:reason:)``.
    func write(_ text: String) throws(ReplayError)

    /// Flushes and closes the sink; a file moves to its final name.
    ///
    /// - Throws: ``ReplayError/writeFailed(path:reason:)``.
    func close() throws(ReplayError)
}
