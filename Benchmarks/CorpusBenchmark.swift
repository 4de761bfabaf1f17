import Foundation
import StretchyStore

/// Corpora of many sessions (issue "Performance, round two", section "Corpora of many sessions").
///
/// - Throughput: the release `stretchy-replay corpus/ --all --jobs 1` over 10,000 sessions of 600 frames in 100 files,
///   against `stretchy-replay one.db --jobs 1` over one session of the same 6,000,000 frames, side by side: the ratio
///   is the per-session overhead (listing, opening, statements, summaries, lines), at most 1.5x.
/// - Memory: peak RSS (`/usr/bin/time -f %M`) of the corpus replay over 1,000 sessions (10 of the files) and over all
///   10,000: flat in the number of sessions, at most 32 MB.
///
/// Inputs are made fast: one file of 100 sessions (600 synthesized samples each, consecutive slices of the motion) is
/// written once and copied to 100 file names (a corpus of different names, so `--shard` would split it); the small
/// corpus hard-links 10 of them. The one session is the same 60,000 samples in one session, repeated 100 times by
/// SQLite (`insertSession(_:repeating:times:)`). `--quick` makes 10 files of 20 sessions.
enum CorpusBenchmark {
    static func run(_ context: BenchContext) throws -> [BenchRow] {
        guard let binary = context.replayBinary else {
            return [
                BenchRow(
                    target: "corpus", value: "stretchy-replay not built", baseline: "-", ratio: "-", limit: "-",
                    holds: nil)
            ]
        }
        let quick = context.sizes.replaySamples < BenchSizes.full.replaySamples
        let files = quick ? 10 : 100
        let perFile = quick ? 20 : 100
        let frames = 600
        let sessions = files * perFile
        let (corpus, small) = try makeCorpus(context, files: files, perFile: perFile, frames: frames)
        let one = try oneSession(context, frames: perFile * frames, copies: files)
        context.log("corpus: \(Format.count(sessions)) sessions x \(frames) frames in \(files) files")
        let stack = ["--behaviors", BenchContext.stackText]
        let medians = try Timing.sideBySide(
            warmups: context.sizes.warmups, repetitions: context.sizes.repetitions,
            [
                { try ChildProcess.run(binary, [corpus, "--all", "--jobs", "1"] + stack).wallNanoseconds },
                { try ChildProcess.run(binary, [one, "--session", "one", "--jobs", "1"] + stack).wallNanoseconds },
                { try ChildProcess.run(binary, [corpus, "--all", "--jobs", "2"] + stack).wallNanoseconds },
            ])
        let smallSessions = sessions / 10
        let smallPeak = try MemoryBenchmark.peak(context, [binary, small, "--all"] + stack).kilobytes
        let largePeak = try MemoryBenchmark.peak(context, [binary, corpus, "--all"] + stack).kilobytes
        let smallMB = Double(smallPeak) / 1024
        let largeMB = Double(largePeak) / 1024
        let framesText = Format.count(sessions * frames)
        return [
            BenchRow.time(
                "corpus \(Format.count(sessions)) x \(frames) frames, 1 job", medians[0],
                note: " (\(files) files)", baseline: medians[1], baselineNote: " (1 session of \(framesText))",
                atMost: 1.5),
            BenchRow(
                target: "corpus \(Format.count(sessions)) sessions, 2 jobs vs 1",
                value: Format.duration(medians[2]) + " (2 jobs)", baseline: Format.duration(medians[0]) + " (1 job)",
                ratio: Format.ratio(medians[0] / medians[2]), limit: "-", holds: nil),
            BenchRow(
                target: "corpus \(Format.count(sessions)) sessions max RSS", value: Format.fixed(largeMB, 1) + " MB",
                baseline: Format.fixed(smallMB, 1) + " MB (\(Format.count(smallSessions)) sessions)",
                ratio: Format.ratio(largeMB / smallMB), limit: "<= 32 MB, flat",
                holds: largeMB <= 32 && largeMB / smallMB <= 1.1),
        ]
    }

    /// Makes `corpus-one.db`, unless it exists: a session `one` of `copies` times the first `frames` samples.
    private static func oneSession(_ context: BenchContext, frames: Int, copies: Int) throws -> String {
        let path = context.path("corpus-one.db")
        if FileManager.default.fileExists(atPath: path) { return path }
        let start = Timing.now()
        let store = try SessionStore(path: path, mode: .create)
        try store.insertSession(
            SessionMetadata(name: "slice", source: .synthetic, refreshRate: 120), samples: context.samples(frames))
        try store.insertSession(
            SessionMetadata(name: "one", source: .synthetic, refreshRate: 120), repeating: "slice", times: copies)
        context.log(
            "  made corpus-one.db: \(Format.count(frames * copies)) samples in one session in "
                + Format.duration(Double(Timing.now() - start)))
        return path
    }

    /// Makes `corpus/` (`files` copies of one file of `perFile` sessions) and `small/` (a tenth of its files, hard
    /// links), unless they exist; returns their paths.
    private static func makeCorpus(_ context: BenchContext, files: Int, perFile: Int, frames: Int) throws
        -> (corpus: String, small: String)
    {
        let corpus = context.path("corpus")
        let small = context.path("corpus-small")
        if FileManager.default.fileExists(atPath: small) { return (corpus, small) }
        let start = Timing.now()
        let samples = Array(context.samples(perFile * frames))
        let template = context.path("corpus-template.db")
        do {  // Closed before it is copied: its last writes may still be in its WAL until then.
            let store = try SessionStore(path: template, mode: .create)
            for index in 0..<perFile {
                try store.insertSession(
                    SessionMetadata(name: String(format: "session-%03d", index), source: .synthetic, refreshRate: 120),
                    samples: samples[index * frames..<(index + 1) * frames])
            }
        }
        for folder in [corpus, small] {
            try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        }
        for index in 0..<files {
            let name = String(format: "part-%03d.db", index)
            try FileManager.default.copyItem(atPath: template, toPath: corpus + "/" + name)
            if index < files / 10 {
                try FileManager.default.linkItem(atPath: corpus + "/" + name, toPath: small + "/" + name)
            }
        }
        context.log(
            "  made corpus/: \(files) files x \(perFile) sessions x \(frames) samples in "
                + Format.duration(Double(Timing.now() - start)))
        return (corpus, small)
    }
}
