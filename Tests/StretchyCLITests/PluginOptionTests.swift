import Foundation
import PluginFixtures
import StretchyBehaviors
import StretchyCore
import StretchyPluginKit
import Testing
import _StretchySystem

@testable import StretchyCLI

/// `--plugin` on the command line, and a tool of one's own with in-process behaviours.
@Suite("--plugin and in-process behaviours")
struct PluginOptionTests {
    static func run(_ words: [String], registry: BehaviorRegistry = .builtIn) -> RunResult {
        CLITestSupport.run(words, registry: registry)
    }

    @Test func behaviorsListsThePluginsBehavioursWithTheirParameters() throws {
        let path = try PluginFixtures.parallaxPlugin()
        let result = Self.run(["behaviors", "--plugin", path])
        #expect(result.status == 0)
        #expect(result.error == "")
        #expect(
            result.output.contains(
                """
                parallax (effects, plugin \(path))
                  Moves the target up by the collapse times (1 - multiplier), as
                  CollapsingToolbarLayout's parallax.
                  Parameters:
                    target                The subviews that move. (accepts subview ids joined by
                                          '+'; default: background)
                    multiplier            The parallax multiplier: 0 moves with the content, 1
                                          stays still. (accepts a number in [0, 1]; default:
                                          0.5)
                """))
        #expect(result.output.contains("top-only (expansion, default)"))
        let detail = Self.run(["behaviors", "parallax", "--plugin", path])
        #expect(detail.status == 0)
        #expect(detail.output.hasPrefix("parallax (effects, plugin \(path)): Parallax\n"))
        #expect(Self.run(["behaviors", "parallax"]).status == 64)
    }

    @Test func eachLoadFailureHasItsMessageAndStatus() throws {
        let text = try PluginFixtures.textFile("readme.so", "text\n")
        let noEntry = try PluginFixtures.cPlugin("cli-noentry", ["FIXTURE_NO_ENTRY"])
        let v999 = try PluginFixtures.cPlugin("cli-v999", ["FIXTURE_VERSION=999"])
        let fade = try PluginFixtures.cPlugin("cli-fade", [#"FIXTURE_IDENTIFIER="fade""#])
        let nullDescriptions = try PluginFixtures.cPlugin("cli-null-descriptions", ["FIXTURE_NULL_DESCRIPTIONS"])
        let hugeCount = try PluginFixtures.cPlugin("cli-huge-count", ["FIXTURE_COUNT=1000000"])
        let brokenTableHint =
            "Return StretchyPlugin.export([...]) from the entry point, or fill every field of the table; see "
            + "docs/plugins.md.\n"
        let cases: [(String, Int32, String)] = [
            (
                "/no/such/libX.so", 66,
                "Error: plugin '/no/such/libX.so' does not exist\nGive the path of the .so file the plugin package "
                    + "builds, such as '.build/release/libParallaxPlugin.so'.\n"
            ),
            (
                text, 65,
                "Error: plugin '\(text)' is not a shared library\nA plugin is the library a SwiftPM "
                    + "'.library(type: .dynamic)' product builds; see docs/plugins.md.\n"
            ),
            (
                noEntry, 69,
                "Error: '\(noEntry)' is a shared library but not a Stretchy plugin: it exports no "
                    + "'stretchy_plugin_entry'\nExport one with @_cdecl(\"stretchy_plugin_entry\") returning "
                    + "StretchyPlugin.export([...]); see docs/plugins.md.\n"
            ),
            (
                v999, 69,
                "Error: '\(v999)' was built for plugin interface 999; this stretchy-replay reads interfaces 1 to 2\n"
                    + "Rebuild the plugin against this version of Stretchy (it was built with Stretchy 9.9.9).\n"
            ),
            (
                nullDescriptions, 69,
                "Error: plugin '\(nullDescriptions)' returned a broken plugin table: it declares 1 behaviour, but its "
                    + "descriptions are NULL\n" + brokenTableHint
            ),
            (
                hugeCount, 69,
                "Error: plugin '\(hugeCount)' returned a broken plugin table: it declares 1000000 behaviours; at most "
                    + "65536 are allowed\n" + brokenTableHint
            ),
            (
                fade, 64,
                "Error: plugin '\(fade)' defines behaviour 'fade', which is built in\nRename the plugin's behaviour: "
                    + "identifiers must be unique, and built-in ones cannot be replaced.\n"
            ),
        ]
        for (path, status, error) in cases {
            #expect(Self.run(["behaviors", "--plugin", path]) == RunResult(status: status, output: "", error: error))
        }
    }

    @Test func aRelativePluginPathIsResolvedAgainstTheCurrentDirectory() throws {
        let path = try PluginFixtures.parallaxPlugin()
        let slash = try #require(path.lastIndex(of: "/"))
        let output = CapturedOutput()
        let context = CommandContext(
            standardOutput: output, standardError: CapturedOutput(), currentDirectory: String(path[..<slash]),
            registry: .builtIn)
        let registry = try context.registry(loadingPlugins: [String(path[path.index(after: slash)...])])
        #expect(registry.identifiers.contains("parallax"))
        #expect(try context.registry(loadingPlugins: []).identifiers == BehaviorRegistry.builtIn.identifiers)
    }

    @Test func onePluginFileByThreePathsIsLoadedOnce() throws {
        let library = try PluginFixtures.cPlugin("cli-once")
        let directory = String(library[..<library.lastIndex(of: "/")!])
        let link = directory + "/link-to-cli-once.so"
        try? FileManager.default.removeItem(atPath: link)
        try FileManager.default.createSymbolicLink(atPath: link, withDestinationPath: library)
        let context = CommandContext(
            standardOutput: CapturedOutput(), standardError: CapturedOutput(), currentDirectory: directory,
            registry: .builtIn)
        let registry = try context.registry(loadingPlugins: ["./libcli-once.so", "libcli-once.so", link])
        #expect(registry.identifiers.filter { $0 == "c-shift" }.count == 1)
        #expect(registry.identifiers.count == BehaviorRegistry.builtIn.identifiers.count + 1)
    }

    @Test func aToolOfOnesOwnRunsTheWholeCommandLineWithItsBehaviours() throws {
        let registry = try BehaviorRegistry.builtIn.adding([DimBehavior.self])
        let result = Self.run(["behaviors", "dim"], registry: registry)
        #expect(result.status == 0)
        #expect(result.output.hasPrefix("dim (effects): Dim\n"))
        #expect(Self.run(["behaviors"], registry: registry).output.contains("dim (effects)\n"))
    }

    /// A plugin built against this checkout records this version in its library, and the loader reads it back.
    @Test func aLoadedPluginReportsTheVersionItWasBuiltWith() throws {
        let plugin = try PluginLoader.load(try PluginFixtures.parallaxPlugin())
        #expect(plugin.coreVersion == StretchyVersion.current)
        #expect(plugin.interfaceVersion == StretchyPlugin.interfaceVersion)
    }
}

extension PluginOptionTests {
    /// The example plugin replays a shipped session from the command line, and every frame follows its formula.
    @Test func theExamplePluginReplaysAShippedSessionFrameByFrame() throws {
        let plugin = try PluginFixtures.parallaxPlugin()
        let workspace = try Workspace(copying: ["fast-fling-up-and-back"])
        let result = workspace.run(
            "fast-fling-up-and-back.db", "--plugin", plugin, "--behaviors", "top-only,parallax=multiplier=0.25",
            "--frames", "frames.csv")
        #expect(result.status == 0, "\(result.error)")
        #expect(
            result.output.contains(
                "\n  stack           top-only,parallax=multiplier=0.25 (runs as top-only, anchor-top, parallax)\n"))
        let rows = try String(contentsOfFile: workspace.path("frames.csv"), encoding: .utf8)
            .split(separator: "\n").map { $0.split(separator: ",").map(String.init) }
        #expect(rows[0].last == "background.y")
        let height = try #require(rows[0].firstIndex(of: "header_height"))
        #expect(rows.count == 377)
        var collapsedFrames = 0
        for row in rows.dropFirst() {
            let headerHeight = try #require(Double(row[height]))
            let collapse = max(0, 280 - headerHeight)
            if collapse > 0 { collapsedFrames += 1 }
            #expect(Double(row.last!) == 0 - collapse * (1 - 0.25), "frame \(row[0])")
        }
        #expect(collapsedFrames > 100, "the session collapses the header, so the formula is exercised")
        let compared = workspace.run(
            "compare", "fast-fling-up-and-back.db", "--plugin", plugin, "--behaviors", "top-only",
            "--against", "top-only,parallax")
        #expect(compared.status == 1)
        #expect(compared.output.contains("\n  background.y  "))
    }
}

/// Where a behaviour came from, and hints that name a command that works as given.
extension PluginOptionTests {
    /// `behaviors` marks each plugin behaviour with its plugin, leaves the built-ins unmarked, and its closing line
    /// names a command that shows a plugin behaviour's details: with the `--plugin` option.
    @Test func behaviorsMarksPluginBehavioursAndItsClosingLineLoadsThePlugin() throws {
        let path = try PluginFixtures.parallaxPlugin()
        let listed = Self.run(["behaviors", "--plugin", path])
        #expect(listed.status == 0)
        #expect(listed.output.contains("\nparallax (effects, plugin \(path))\n"))
        #expect(listed.output.contains("\nfade (effects)\n"))
        #expect(
            listed.output.hasSuffix(
                "  See 'stretchy-replay behaviors <behavior> --plugin \(path)' for details and examples.\n"))
        let builtIn = Self.run(["behaviors"])
        #expect(builtIn.output.hasSuffix("  See 'stretchy-replay behaviors <behavior>' for details and examples.\n"))
        #expect(!builtIn.output.contains("plugin "))
    }

    /// A replay summary lists each plugin loaded, with the behaviours it gave; without `--plugin` there is no such
    /// line.
    @Test func theReplaySummaryListsTheLoadedPlugins() throws {
        let plugin = try PluginFixtures.parallaxPlugin()
        let workspace = try Workspace(copying: ["fast-fling-up-and-back"])
        let result = workspace.run(
            "fast-fling-up-and-back.db", "--plugin", plugin, "--behaviors", "top-only,parallax")
        #expect(result.status == 0, "\(result.error)")
        #expect(
            result.output.contains(
                "\n  header          profile header (embedded)\n  plugin          \(plugin) (parallax)\n  header_height   "
            ),
            "\(result.output)")
        let plain = workspace.run("fast-fling-up-and-back.db", "--behaviors", "top-only")
        #expect(!plain.output.contains("\n  plugin "), "\(plain.output)")
    }

    /// A parameter out of range names `behaviors` for the behaviour: with the `--plugin` option when a plugin gave
    /// it, so that the command works as given, and without it for a built-in one.
    @Test func anOutOfRangeHintNamesACommandThatWorksAsGiven() throws {
        let plugin = try PluginFixtures.parallaxPlugin()
        let workspace = try Workspace(copying: ["fast-fling-up-and-back"])
        let result = workspace.run(
            "fast-fling-up-and-back.db", "--plugin", plugin, "--behaviors", "top-only,parallax=multiplier=5")
        #expect(result.status == 64 || result.status == 65, "\(result.error)")
        let hint = "'stretchy-replay behaviors parallax --plugin \(plugin)' lists its parameters and their ranges.\n"
        #expect(result.error.hasSuffix("\n" + hint), "\(result.error)")
        let hinted = workspace.run(["behaviors", "parallax", "--plugin", plugin])
        #expect(hinted.status == 0)
        #expect(hinted.output.contains("multiplier"))
        let builtIn = workspace.run(
            "fast-fling-up-and-back.db", "--plugin", plugin, "--behaviors", "top-only,fade=by=7")
        #expect(
            builtIn.error.hasSuffix("\n'stretchy-replay behaviors fade' lists its parameters and their ranges.\n"),
            "\(builtIn.error)")
    }
}
