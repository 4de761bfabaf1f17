import StretchyCore
import _StretchySystem

extension SessionStore {
    /// Imports a CSV or JSON Lines file as a new, finished session whose source is `import`.
    ///
    /// The whole import is one transaction: every sample is parsed and validated as it is inserted, and any error
    /// rolls everything back, so a refused file leaves the database as it was. A duplicate session name is refused
    /// before the file is read.
    ///
    /// For example:
    ///
    /// ```swift
    /// let info = try store.importSamples(fromFile: "fling.csv", name: "fling-1")
    /// ```
    ///
    /// - Parameters:
    ///   - path: The file's path; its extension (`.csv`, `.jsonl`) names the format unless `format` is given.
    ///   - format: The format, or `nil` to go by the extension.
    ///   - name: The session's name, or `nil` for the file's name without its extension.
    ///   - touchFile: A touch file (``TouchFile``) whose events are stored with the samples, in the same
    ///     transaction, or `nil` (the default) for none.
    ///   - progress: Called after each sample is read with how far the import has got, for a progress display;
    ///     `nil` by default.
    /// - Returns: The new session.
    /// - Throws: ``StoreError/sampleFile(_:)`` naming the file, line and reason;
    ///   ``StoreError/touchFile(_:)``; ``StoreError/duplicateSession(name:path:)``; ``StoreError/sqlite(_:)``.
    /// - Complexity: O(samples) time, constant memory; O(touches) memory for a touch file.
    @discardableResult
    public func importSamples(
        fromFile path: String, format: SampleFileFormat? = nil, name: String? = nil, touchFile: String? = nil,
        progress: ((ImportProgress) -> Void)? = nil
    ) throws(StoreError) -> SessionInfo {
        let fileName = path.split(separator: "/").last.map(String.init) ?? path
        let stem = fileName.lastIndex(of: ".").map { String(fileName[..<$0]) } ?? fileName
        guard let format = format ?? SampleFileFormat(path: path) else {
            let pathExtension = fileName.lastIndex(of: ".").map { String(fileName[fileName.index(after: $0)...]) }
            throw .sampleFile(
                SampleFileError(
                    path: path, line: nil, format: .csv, reason: .unknownFormat(extension: pathExtension ?? "")))
        }
        let name = name ?? stem
        try SessionMetadata.validate(name: name)
        if try containsSession(named: name) { throw .duplicateSession(name: name, path: self.path) }
        var touches: [TouchPoint] = []
        if let touchFile {
            do throws(TouchFileError) {
                touches = try TouchFile.read(path: touchFile)
            } catch {
                throw .touchFile(error)
            }
        }
        let reader: any SampleReader
        do {
            switch format {
            case .csv: reader = try CSVSampleReader(path: path)
            case .jsonl: reader = try JSONLinesSampleReader(path: path)
            }
        } catch {
            throw .sampleFile(error)
        }
        let metadata = SessionMetadata(
            name: name, source: .import, notes: "{\"imported_from\": \(JSONString.quoted(fileName))}")
        var samplesRead = 0
        let inserted = try insertValidatedSamples(
            metadata,
            next: {
                let sample = try reader.next()
                if sample != nil, let progress {
                    samplesRead += 1
                    progress(
                        ImportProgress(
                            samples: samplesRead, bytesRead: reader.lines.bytesConsumed, fileSize: reader.lines.fileSize
                        ))
                }
                return sample
            },
            refused: {
                SampleFileError(path: path, line: reader.lineNumber, format: format, reason: .invalidSample($0))
            },
            finish: { id, first in
                guard let first else {
                    throw SampleFileError(
                        path: path, line: 1, format: format, reason: format == .csv ? .noSamples : .empty)
                }
                let update = try connection.cachedStatement(
                    "UPDATE sessions SET viewport_width = ?, viewport_height = ?, finished = 1 WHERE id = ?")
                try update.bind(first.viewportWidth, at: 1)
                try update.bind(first.viewportHeight, at: 2)
                try update.bind(id, at: 3)
                try update.run()
                try insertTouches(touches, session: id, from: 0)
            })
        return try session(named: name, sampleCount: inserted.count, duration: inserted.duration)
    }
}
