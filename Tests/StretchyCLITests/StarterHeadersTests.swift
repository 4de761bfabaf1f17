import Foundation
import StretchyBehaviors
import StretchyCore
import StretchyStore
import StretchyTestSupport
import Testing
import _StretchySystem

@testable import StretchyCLI

/// Examples/Headers: every starter header with its recipe (the stack in Examples/Headers/README.md's table), replayed
/// over every shipped session, rests at its maximum, collapses to its minimum on a long scroll up, and passes
/// `check`'s invariants.
struct StarterHeadersTests {
    /// One row of the README's table.
    struct Recipe: Sendable, CustomTestStringConvertible {
        let file: String
        let stack: String
        var testDescription: String { file }
    }

    static let folder = Repository.url("Examples/Headers")

    /// The table's rows: the first two backquoted cells of each row that names a `.json` file.
    static let recipes: [Recipe] = {
        let text = (try? String(contentsOf: folder.appendingPathComponent("README.md"), encoding: .utf8)) ?? ""
        return text.split(separator: "\n").compactMap { line in
            let cells = line.split(separator: "|").map { $0.trimmingCharacters(in: .whitespaces) }
            guard line.hasPrefix("| `"), cells.count >= 2, cells[0].hasSuffix(".json`") else { return nil }
            return Recipe(file: String(cells[0].dropFirst().dropLast()), stack: String(cells[1].dropFirst().dropLast()))
        }
    }()

    static let sessionFiles = [
        "bottom-bounce", "bounce-at-top", "fast-fling-up-and-back", "flutter-strokes", "pull-to-stretch", "slow-drag",
    ]

    @Test func everyHeaderFileHasARecipeAndEveryPresetAHeader() throws {
        let files = try FileManager.default.contentsOfDirectory(atPath: Self.folder.path).filter {
            $0.hasSuffix(".json")
        }
        #expect(Set(files) == Set(Self.recipes.map(\.file)))
        #expect(Self.recipes.count == files.count)
        let stacks = Self.recipes.map(\.stack).joined(separator: ",")
        for preset in ["android-app-bar", "compose-top-app-bar", "flutter-sliver-app-bar", "mdc-flexible-header"] {
            #expect(stacks.contains(preset), "no starter header uses \(preset)")
        }
        #expect(
            try FileManager.default.contentsOfDirectory(atPath: Repository.url("Sessions").path)
                .filter { $0.hasSuffix(".db") }.sorted() == Self.sessionFiles.map { $0 + ".db" })
    }

    @Test func theCoresTableOfStarterHeadersMatchesTheFiles() throws {
        #expect(StarterHeader.files.map(\.path) == Self.recipes.map { "Examples/Headers/" + $0.file })
        for (path, subviews) in StarterHeader.files {
            let header = try HeaderConfiguration(json: Data(contentsOf: Repository.url(path)))
            #expect(header.subviews.map(\.id) == subviews, "\(path)")
        }
    }

    @Test func everyMissingDefaultSubviewIsNamedWithTheHeaderThatHasThem() throws {
        let workspace = try Workspace(copying: ["slow-drag"])
        let result = workspace.run("slow-drag.db", "--behaviors", "android-app-bar,android-collapsing-toolbar")
        #expect(
            result
                == RunResult(
                    status: 64, output: "",
                    error: """
                        Error: 'android-collapsing-toolbar' defaults to subviews 'toolbar' (pin) and 'scrim' (scrim), \
                        which the header does not have
                        Examples/Headers/android-collapsing-toolbar.json has them; or name the targets with \
                        'android-collapsing-toolbar=pin=ID:scrim=ID' (subviews: background, avatar, title, tabs), or \
                        leave 'android-collapsing-toolbar' out of the stack.

                        """))
        let fixed = workspace.run(
            "slow-drag.db", "--header", Self.folder.appendingPathComponent("android-collapsing-toolbar.json").path,
            "--behaviors", "android-app-bar,android-collapsing-toolbar")
        #expect(fixed.status == 0)
    }

    @Test(arguments: recipes) func recipeRestsOpenAndCollapsesOnEveryShippedSession(_ recipe: Recipe) throws {
        let header = try HeaderConfiguration(json: Data(contentsOf: Self.folder.appendingPathComponent(recipe.file)))
        let stack = try BehaviorRegistry.builtIn.makeStack(stack: recipe.stack, configuration: header)
        var collapsedSomewhere = false
        for file in Self.sessionFiles {
            let store = try SessionStore(path: Repository.url("Sessions/\(file).db").path, mode: .readOnly)
            for session in try store.sessions() {
                let cursor = try store.sampleCursor(session: session.name)
                var runner = stack.makeRunner()
                var frame = 0
                var smallest = Double.infinity
                var furthest = -Double.infinity
                while let sample = try cursor.next() {
                    let layout = try runner.step(sample)
                    let values =
                        [layout.headerY, layout.headerHeight, layout.stretchFactor]
                        + layout.subviews.flatMap { [$0.x, $0.y, $0.width, $0.height, $0.alpha] }
                    #expect(values.allSatisfy { $0.isFinite }, "\(recipe.file) \(session.name) frame \(frame)")
                    // The part of the header on screen: its height, less what slid off the top (header_y above
                    // the scroll view's top, offsetY; a header placed below a safe area is not cut).
                    let visible = min(layout.headerHeight, layout.headerY + layout.headerHeight - sample.offsetY)
                    smallest = min(smallest, visible)
                    furthest = max(furthest, sample.offsetY + sample.insetTop)
                    if frame == 0 && sample.offsetY + sample.insetTop == 0 {
                        #expect(
                            layout.headerHeight == header.maximumHeight,
                            "\(recipe.file) \(session.name) does not rest open: \(layout.headerHeight)")
                    }
                    frame += 1
                }
                #expect(frame == session.sampleCount)
                // A long scroll up (past twice the collapse range) leaves the header at its minimum or less.
                if furthest > 2 * (header.maximumHeight - header.minimumHeight) {
                    #expect(
                        smallest <= header.minimumHeight + 1e-9,
                        "\(recipe.file) \(session.name): smallest visible height \(smallest)")
                    collapsedSomewhere = true
                }
            }
        }
        #expect(collapsedSomewhere, "no shipped session scrolls \(recipe.file) far enough to collapse it")
    }

    @Test(arguments: recipes) func recipePassesTheInvariants(_ recipe: Recipe) throws {
        let workspace = try Workspace()
        let result = workspace.run(
            "check", "--behaviors", recipe.stack, "--header", Self.folder.appendingPathComponent(recipe.file).path,
            "--sessions", "40", "--seed", "1")
        #expect(result.status == 0, "\(result.output)\(result.error)")
        #expect(result.output.contains("No failures."))
    }
}
