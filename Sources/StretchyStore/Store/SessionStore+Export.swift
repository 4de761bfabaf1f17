import StretchyCore
import _StretchySystem

extension SessionStore {
    /// Writes a session's samples as CSV or JSON Lines to a text output, streaming from the database.
    ///
    /// Every column is written, numbers in shortest round-trip form, so importing the output gives back the same
    /// samples bit for bit.
    ///
    /// - Parameters:
    ///   - name: The session's name.
    ///   - format: The format to write.
    ///   - output: Where the lines go, each followed by `\n`.
    /// - Throws: ``StoreError/sessionNotFound(name:path:)`` or ``StoreError/sqlite(_:)``.
    /// - Complexity: O(samples) time, constant memory.
    public func exportSamples(session name: String, format: SampleFileFormat, into output: any TextOutput)
        throws(StoreError)
    {
        let cursor = try sampleCursor(session: name)
        if let header = format.headerLine { output.write(header + "\n") }
        while let sample = try cursor.next() {
            output.write(format.line(for: sample) + "\n")
            if output.failure != nil { return }
        }
    }

    /// Writes a session's samples as CSV or JSON Lines to a file, replacing it only once it is written whole.
    ///
    /// - Parameters:
    ///   - name: The session's name.
    ///   - format: The format to write.
    ///   - path: The file to write.
    /// - Throws: ``StoreError/sessionNotFound(name:path:)``, ``StoreError/cannotWrite(path:reason:)``,
    ///   ``StoreError/writeFailed(path:reason:)`` or ``StoreError/sqlite(_:)``.
    public func exportSamples(session name: String, format: SampleFileFormat, toFile path: String)
        throws(StoreError)
    {
        let cursor = try sampleCursor(session: name)
        try Self.writeWhole(path) { file throws(StoreError) in
            if let header = format.headerLine { file.write(header + "\n") }
            while let sample = try cursor.next() {
                file.write(format.line(for: sample) + "\n")
                if file.failure != nil { break }
            }
        }
    }

    /// Writes a session's raw touch events as a touch file (``TouchFile``), replacing it only once it is written
    /// whole; a session without touch events gets the header row alone.
    ///
    /// - Parameters:
    ///   - name: The session's name.
    ///   - path: The file to write.
    /// - Returns: How many events were written.
    /// - Throws: ``StoreError/sessionNotFound(name:path:)``, ``StoreError/cannotWrite(path:reason:)``,
    ///   ``StoreError/writeFailed(path:reason:)`` or ``StoreError/sqlite(_:)``.
    @discardableResult
    public func exportTouches(session name: String, toFile path: String) throws(StoreError) -> Int {
        let touches = try touches(session: name)
        try Self.writeWhole(path) { file throws(StoreError) in
            file.write(TouchFile.header + "\n")
            for touch in touches { file.write(TouchFile.line(for: touch) + "\n") }
        }
        return touches.count
    }

    /// Writes a file under a temporary name and puts it in place only once `body` has written it whole.
    private static func writeWhole(_ path: String, _ body: (FileOutput) throws(StoreError) -> Void) throws(StoreError) {
        let file: FileOutput
        do {
            file = try FileOutput(path: path)
        } catch {
            throw .cannotWrite(path: path, reason: error.reason)
        }
        try body(file)
        do {
            try file.commit()
        } catch {
            throw .writeFailed(path: path, reason: error.reason)
        }
    }
}
