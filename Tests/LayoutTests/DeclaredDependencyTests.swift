import Foundation
import Testing

/// Every module a target's sources import is one of the target's own dependencies in Package.swift.
///
/// SwiftPM lets a target import any module of its dependency closure, and its
/// `--explicit-target-dependency-import-check` (which CI also runs) refuses only modules outside that closure, so
/// neither would notice `stretchy-replay` importing `_StretchySystem` through `StretchyCLI`. This test reads the
/// manifest's text and holds each target to its declared list.
struct DeclaredDependencyTests {
    /// One target of the manifest: its name, its folder and the modules it declares.
    struct Target: Equatable {
        var name: String
        var path: String
        var dependencies: Set<String>

        /// The module the target builds: its name with `-` as `_`.
        var module: String { name.replacingOccurrences(of: "-", with: "_") }
    }

    /// The targets of a manifest's text: every `.target(`, `.executableTarget(`, `.testTarget(` and
    /// `.systemLibrary(` with its `name:`, `path:` (SwiftPM's default folder when there is none) and the string
    /// literals of its `dependencies:` list.
    static func targets(inManifest text: String) -> [Target] {
        let kinds = [
            ".target(": "Sources/", ".executableTarget(": "Sources/", ".testTarget(": "Tests/",
            ".systemLibrary(": "Sources/",
        ]
        var targets: [Target] = []
        var rest = Substring(text)
        while let (kind, range) = kinds.keys.compactMap({ kind in rest.range(of: kind).map { (kind, $0) } })
            .min(by: { $0.1.lowerBound < $1.1.lowerBound })
        {
            let body = Self.balanced(rest[range.upperBound...])
            rest = rest[body.endIndex...]
            guard let name = Self.stringArgument("name", in: body) else { continue }
            var dependencies: Set<String> = []
            if let list = body.range(of: "dependencies:") {
                let open = body[list.upperBound...].drop { $0 != "[" }.dropFirst()
                let items = open.prefix { $0 != "]" }
                dependencies = Set(Self.stringLiterals(in: items).map { $0.replacingOccurrences(of: "-", with: "_") })
            }
            let path = Self.stringArgument("path", in: body) ?? (kinds[kind]! + name)
            targets.append(Target(name: name, path: path, dependencies: dependencies))
        }
        return targets
    }

    /// The text up to the parenthesis that closes the call whose arguments start `text`.
    static func balanced(_ text: Substring) -> Substring {
        var depth = 1
        for index in text.indices {
            switch text[index] {
            case "(": depth += 1
            case ")":
                depth -= 1
                if depth == 0 { return text[..<index] }
            default: break
            }
        }
        return text
    }

    /// The string literal after `label:`, or `nil`.
    static func stringArgument(_ label: String, in text: Substring) -> String? {
        guard let range = text.range(of: label + ":") else { return nil }
        let after = text[range.upperBound...].drop { $0 == " " || $0 == "\n" }
        guard after.first == "\"" else { return nil }
        return String(after.dropFirst().prefix { $0 != "\"" })
    }

    /// Every string literal in `text`, in order.
    static func stringLiterals(in text: Substring) -> [String] {
        text.split(separator: "\"", omittingEmptySubsequences: false).enumerated().compactMap {
            $0.offset % 2 == 1 ? String($0.element) : nil
        }
    }

    /// The imports of each target's sources that name another target of the package but are not among its
    /// declared dependencies, as `target: file imports module`.
    static func undeclaredImports(of targets: [Target], root: URL) throws -> [String] {
        let modules = Set(targets.map(\.module))
        var problems: [String] = []
        for target in targets {
            let folder = root.appendingPathComponent(target.path)
            guard let files = FileManager.default.enumerator(at: folder, includingPropertiesForKeys: nil) else {
                continue
            }
            while let file = files.nextObject() as? URL {
                guard file.pathExtension == "swift" else { continue }
                let imported = try ModuleImportTests.imports(of: file)
                for module in imported.intersection(modules).subtracting(target.dependencies.union([target.module]))
                    .sorted()
                {
                    problems.append("\(target.name): \(file.lastPathComponent) imports \(module)")
                }
            }
        }
        return problems.sorted()
    }

    @Test func everyImportOfAPackageModuleIsADeclaredDependency() throws {
        let manifest = try String(
            contentsOf: ModuleImportTests.root.appendingPathComponent("Package.swift"), encoding: .utf8)
        let targets = Self.targets(inManifest: manifest)
        #expect(targets.count > 20)
        #expect(targets.first { $0.name == "StretchyBehaviors" }?.path == "Plugins/StretchyBehaviors")
        let problems = try Self.undeclaredImports(of: targets, root: ModuleImportTests.root)
        #expect(problems == [])
    }

    @Test func theCheckSeesAnImportReachedOnlyThroughAnotherDependency() throws {
        let manifest = """
            .target(name: "Low"),
            .target(name: "Middle", dependencies: ["Low"]),
            .executableTarget(name: "top-tool", dependencies: ["Middle"], path: "Top"),
            """
        let targets = Self.targets(inManifest: manifest)
        #expect(
            targets == [
                Target(name: "Low", path: "Sources/Low", dependencies: []),
                Target(name: "Middle", path: "Sources/Middle", dependencies: ["Low"]),
                Target(name: "top-tool", path: "Top", dependencies: ["Middle"]),
            ])
        let root = FileManager.default.temporaryDirectory.appendingPathComponent("manifest-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: root) }
        try FileManager.default.createDirectory(
            at: root.appendingPathComponent("Top"), withIntermediateDirectories: true)
        try "import Middle\nimport Low\nimport Foundation\n".write(
            to: root.appendingPathComponent("Top/main.swift"), atomically: true, encoding: .utf8)
        #expect(try Self.undeclaredImports(of: targets, root: root) == ["top-tool: main.swift imports Low"])
    }
}
