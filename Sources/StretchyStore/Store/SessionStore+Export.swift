import Foundation
import StretchyCore

extension SessionStore {
    /// Writes a session's samples as CSV or JSON Lines to a text stream, streaming from the database.
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
    public func exportSamples(session name: String, format: SampleFileFormat, into output: inout some TextOutputStream)
        throws(StoreError)
    {
        let cursor = try sampleCursor(session: name)
        if let header = format.headerLine { output.write(header + "\n") }
        while let sample = try cursor.next() {
            output.write(format.line(for: sample) + "\n")
        }
    }

    /// Writes a session's samples as CSV or JSON Lines to a file, replacing it.
    ///
    /// - Parameters:
    ///   - name: The session's name.
    ///   - format: The format to write.
    ///   - path: The file to write.
    /// - Throws: ``StoreError/sessionNotFound(name:path:)``, ``StoreError/cannotWrite(path:reason:)`` or
    ///   ``StoreError/sqlite(_:)``.
    public func exportSamples(session name: String, format: SampleFileFormat, toFile path: String)
        throws(StoreError)
    {
        let cursor = try sampleCursor(session: name)
        let destination: OutputDestination
        do {
            destination = try OutputDestination(path: path)
        } catch {
            throw .cannotWrite(path: path, reason: error.reason)
        }
        guard let file = fdopen(dup(destination.descriptor), "w") else {
            destination.discard()
            throw .cannotWrite(path: path, reason: String(cString: strerror(errno)))
        }
        var stream = FileOutputStream(file: file)
        do {
            if let header = format.headerLine { stream.write(header + "\n") }
            while let sample = try cursor.next() {
                stream.write(format.line(for: sample) + "\n")
            }
        } catch {
            fclose(file)
            destination.discard()
            throw error
        }
        let failed = ferror(file) != 0
        let closed = fclose(file) == 0
        guard !failed, closed else {
            let reason = String(cString: strerror(errno))
            destination.discard()
            throw .writeFailed(path: path, reason: reason)
        }
        do {
            try destination.commit()
        } catch {
            throw .writeFailed(path: path, reason: error.reason)
        }
    }
}
