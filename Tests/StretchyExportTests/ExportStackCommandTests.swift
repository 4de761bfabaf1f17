import StretchyBehaviors
import StretchyCore
import StretchyExport
import Testing

/// `stretchy-replay export-stack` as users run it: what it prints, its errors and exit statuses.
struct ExportStackCommandTests {
    @Test func itPrintsTheCanonicalStack() throws {
        let run = try ExportRun.run("stretchy-replay", ["export-stack", "--behaviors", "tabs, fade=by=0.50, top-only"])
        #expect(run.status == 0)
        #expect(run.output == "fade=by=0.5,tabs\n")
        #expect(run.error == "")
    }

    @Test func itPrintsWhatTheExporterWrites() throws {
        let stack = "android-app-bar=exit-until-collapsed=true:snap=true:pixels=true"
        let run = try ExportRun.run("stretchy-replay", ["export-stack", "-b", stack, "--as", "android"])
        #expect(run.status == 0)
        let export = try StackExporter(registry: .builtIn).export(
            stack: stack, header: .profileHeader, headerPath: nil, sessionPath: nil, as: .android)
        #expect(run.output == export.text)
        #expect(
            run.output.hasSuffix("<!-- not expressible in Android XML: -->\n<!--   android-app-bar: pixels=true -->\n"))
    }

    @Test func theCommandLineNamesTheSessionAndHeader() throws {
        let run = try ExportRun.run(
            "stretchy-replay",
            [
                "export-stack", "Sessions/pull-to-stretch.db", "-b", "fade", "--as", "command", "--session",
                "pull-to-stretch",
            ])
        #expect(run.status == 0)
        #expect(
            run.output
                == "stretchy-replay replay Sessions/pull-to-stretch.db --session pull-to-stretch --behaviors fade\n")
    }

    @Test func aBehaviourWithoutCounterpartExits64() throws {
        let run = try ExportRun.run("stretchy-replay", ["export-stack", "-b", "top-only,zoom", "--as", "gsk"])
        #expect(run.status == 64)
        #expect(run.output == "")
        #expect(
            run.error == "Error: 'zoom' has no counterpart in GSKStretchyHeaderView\n"
                + "Formats that can express it: stack, command, swift.\n")
    }

    @Test func anUnknownFormatIsAUsageError() throws {
        let run = try ExportRun.run("stretchy-replay", ["export-stack", "--as", "xml"])
        #expect(run.status == 64)
        #expect(run.error.hasPrefix("Error: "))
        #expect(run.error.contains("stack, command, swift, gsk, mg, android, compose, flutter, mdc"))
    }

    @Test func itReadsAPlatformTextBack() throws {
        let run = try ExportRun.run(
            "stretchy-replay",
            [
                "export-stack", "--read", "Tests/StretchyExportTests/Goldens/flutter-floating-snap.flutter.txt", "--as",
                "flutter",
            ])
        #expect(run.status == 0, "\(run.error)")
        #expect(run.output == "flutter-sliver-app-bar=floating=true:snap=true\n")
        let wrong = try ExportRun.run(
            "stretchy-replay",
            [
                "export-stack", "--read", "Tests/StretchyExportTests/Goldens/flutter-floating-snap.flutter.txt", "--as",
                "mdc",
            ])
        #expect(wrong.status == 65)
        #expect(
            wrong.error
                == "Error: Tests/StretchyExportTests/Goldens/flutter-floating-snap.flutter.txt: the MDC iOS text names no "
                + "behaviour that export-stack writes\nOnly text that 'stretchy-replay export-stack --as mdc' writes reads back.\n"
        )
        // Without --as, the format the text's first line names: the text reads back as the user expects.
        for golden in [
            "flutter-floating-snap.flutter.txt", "gsk-immediate-anchor-bottom.gsk.txt",
            "android-enter-always-collapsed.android.txt",
        ] {
            let path = "Tests/StretchyExportTests/Goldens/" + golden
            let inferred = try ExportRun.run("stretchy-replay", ["export-stack", "--read", path])
            let named = try ExportRun.run(
                "stretchy-replay",
                ["export-stack", "--read", path, "--as", String(golden.split(separator: ".")[1])])
            #expect(inferred.status == 0, "\(inferred.error)")
            #expect(inferred.output == named.output)
        }
        let both = try ExportRun.run("stretchy-replay", ["export-stack", "-b", "fade", "--read", "x.kt"])
        #expect(both.status == 64)
        #expect(
            both.error.hasPrefix(
                "Error: The options '--behaviors <stack>' and '--read <file>' cannot be used together\n"))
    }

    @Test func itHasHelp() throws {
        let run = try ExportRun.run("stretchy-replay", ["export-stack", "--help"])
        #expect(run.status == 0)
        #expect(
            run.output.hasPrefix(
                "OVERVIEW: Write a stack as text, a command line, a Swift program or a platform's\nown terms.\n"))
    }
}
