import Foundation
import Testing

/// Every module imports only what CONTRIBUTING.md's "Where things live" table allows, and every module has a row.
struct ModuleImportTests {
    static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent()

    /// The table's rows: module folder -> the modules its sources may import.
    static func allowedImports() throws -> [String: Set<String>] {
        let text = try String(contentsOf: root.appendingPathComponent("CONTRIBUTING.md"), encoding: .utf8)
        var allowed: [String: Set<String>] = [:]
        for line in text.split(separator: "\n") where line.hasPrefix("| `") {
            let cells = line.split(separator: "|", omittingEmptySubsequences: false).map {
                $0.trimmingCharacters(in: .whitespaces)
            }
            guard cells.count >= 4 else { continue }
            let folders = Self.backquoted(cells[1]).filter { $0.contains("/") }
            let imports = Set(Self.backquoted(cells[3]))
            for folder in folders { allowed[folder] = imports }
        }
        return allowed
    }

    static func backquoted(_ cell: String) -> [String] {
        cell.split(separator: "`", omittingEmptySubsequences: false).enumerated().compactMap {
            $0.offset % 2 == 1 ? String($0.element) : nil
        }
    }

    /// The modules a source file imports, from its `import` lines (any attributes and kinds dropped).
    static func imports(of file: URL) throws -> Set<String> {
        let text = try String(contentsOf: file, encoding: .utf8)
        var modules: Set<String> = []
        for line in text.split(separator: "\n") {
            let words = line.split(separator: " ").map(String.init).drop { $0.hasPrefix("@") }
            guard words.first == "import", let path = words.last, words.count <= 3 else { continue }
            modules.insert(String(path.split(separator: ".")[0]))
        }
        return modules
    }

    static func moduleFolders() throws -> [String] {
        let manager = FileManager.default
        let sources = try manager.contentsOfDirectory(atPath: root.appendingPathComponent("Sources").path).map {
            "Sources/" + $0
        }
        return (sources + ["Plugins/StretchyBehaviors"]).sorted()
    }

    @Test func everyModuleFolderHasARow() throws {
        let allowed = try Self.allowedImports()
        #expect(try Self.moduleFolders().filter { allowed[$0] == nil } == [])
        #expect(
            allowed.keys.filter { !FileManager.default.fileExists(atPath: Self.root.appendingPathComponent($0).path) }
                == [])
    }

    @Test func everySourceFileImportsOnlyWhatItsModuleMay() throws {
        let allowed = try Self.allowedImports()
        var violations: [String] = []
        for folder in try Self.moduleFolders() {
            let permitted = allowed[folder] ?? []
            let enumerator = FileManager.default.enumerator(
                at: Self.root.appendingPathComponent(folder), includingPropertiesForKeys: nil)
            while let file = enumerator?.nextObject() as? URL {
                guard file.pathExtension == "swift" else { continue }
                for module in try Self.imports(of: file).subtracting(permitted).sorted() {
                    violations.append("\(folder)/\(file.lastPathComponent) imports \(module)")
                }
            }
        }
        #expect(violations == [])
    }

    @Test func theCheckSeesAForbiddenImport() throws {
        let file = FileManager.default.temporaryDirectory.appendingPathComponent("import-\(UUID().uuidString).swift")
        defer { try? FileManager.default.removeItem(at: file) }
        try "@testable import StretchyStore\nimport struct Foundation.URL\n// import Nothing\n".write(
            to: file, atomically: true, encoding: .utf8)
        #expect(try Self.imports(of: file) == ["StretchyStore", "Foundation"])
        #expect(try Self.allowedImports()["Sources/StretchySynth"]?.contains("StretchyStore") == false)
    }
}
