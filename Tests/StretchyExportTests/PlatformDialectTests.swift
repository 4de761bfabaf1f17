import StretchyBehaviors
import StretchyCore
import StretchyExport
import StretchyTestSupport
import Testing

/// Each platform's text for each preset (golden files), and export then read-back giving the same stack.
struct PlatformDialectTests {
    let exporter = StackExporter(registry: .builtIn)

    /// The golden file of a preset: `Tests/StretchyExportTests/Goldens/<name>.<format>.txt`.
    static func golden(_ preset: ExportPreset, _ format: StackExportFormat) -> String {
        "Tests/StretchyExportTests/Goldens/\(preset.name).\(format.rawValue).txt"
    }

    @Test(arguments: ExportPreset.all)
    func thePlatformTextIsPinned(_ preset: ExportPreset) throws {
        let export = try exporter.export(
            stack: preset.stack, header: preset.header, headerPath: nil, sessionPath: nil, as: preset.format)
        try GoldenFile.assert(Self.golden(preset, preset.format), equals: export.text)
    }

    @Test(arguments: ExportPreset.all)
    func thePresetReadsBack(_ preset: ExportPreset) throws {
        for format in [preset.format, .stack, .command, .swift] {
            let export = try exporter.export(
                stack: preset.stack, header: preset.header, headerPath: nil, sessionPath: nil, as: format)
            #expect(
                try exporter.readBack(export.text, as: format, header: preset.header)
                    == exporter.canonicalStack(preset.stack, header: preset.header), "\(format)")
        }
    }

    /// Every parameter of every behaviour a platform expresses, set to each value other than its default, one at a
    /// time (values the behaviour refuses alone, such as `snap-margins` without `snap`, are skipped): export, then
    /// read-back, gives the same stack, whether the platform has a term for it or lists it as not expressible.
    @Test(arguments: StackExportFormat.platforms)
    func everyParameterReadsBack(_ format: StackExportFormat) throws {
        let header =
            switch format {
            case .gsk, .mg: HeaderConfiguration.profileHeader
            case .flutter: ExportPreset.flutter
            default: ExportPreset.android
            }
        let identifiers = Self.identifiers[format]!
        var checked = 0
        for identifier in identifiers {
            let description = try #require(BehaviorRegistry.builtIn.behavior(forID: identifier)).description
            for parameter in description.parameters {
                for value in Self.otherValues(of: parameter.kind, in: header) {
                    let stack = "\(identifier)=\(parameter.name)=\(value)"
                    guard (try? exporter.canonicalStack(stack, header: header)) != nil else { continue }
                    let export = try exporter.export(
                        stack: stack, header: header, headerPath: nil, sessionPath: nil, as: format)
                    #expect(
                        try exporter.readBack(export.text, as: format, header: header)
                            == exporter.canonicalStack(stack, header: header), "\(stack)")
                    checked += 1
                }
            }
        }
        let parameters = identifiers.compactMap { BehaviorRegistry.builtIn.behavior(forID: $0) }
            .map(\.description.parameters.count).reduce(0, +)
        #expect(checked >= parameters, "only \(checked) stacks of \(format) built")
    }

    @Test func unexpressedParametersAreListed() throws {
        let export = try exporter.export(
            stack: "android-app-bar=snap=true:seam=enter-always-collapsed:pixels=true,"
                + "android-collapsing-toolbar=title=scrim:scrim=title",
            header: ExportPreset.android, headerPath: nil, sessionPath: nil, as: .android)
        #expect(
            export.unexpressed == [
                "android-app-bar: seam=enter-always-collapsed", "android-app-bar: pixels=true",
                "android-collapsing-toolbar: scrim=title", "android-collapsing-toolbar: title=scrim",
            ])
        #expect(
            export.text.hasSuffix(
                """
                <!-- not expressible in Android XML: -->
                <!--   android-app-bar: seam=enter-always-collapsed -->
                <!--   android-app-bar: pixels=true -->
                <!--   android-collapsing-toolbar: scrim=title -->
                <!--   android-collapsing-toolbar: title=scrim -->

                """))
        let compose = try exporter.export(
            stack: "compose-top-app-bar=scroll=pinned:stiffness=400", header: ExportPreset.platform, headerPath: nil,
            sessionPath: nil, as: .compose)
        #expect(compose.unexpressed == ["compose-top-app-bar: stiffness=400"])
        #expect(compose.text.contains("val scrollBehavior = TopAppBarDefaults.pinnedScrollBehavior()\n"))
    }

    @Test func aLineTheExporterDoesNotWriteIsRefused() throws {
        let text = """
            val scrollBehavior = TopAppBarDefaults.exitUntilCollapsedScrollBehavior(
                snapAnimationSpec = spring(dampingRatio = 1f, stiffness = fast),
            )
            """
        #expect(
            throws: StackExportError.unreadableLine(
                format: .compose, line: 2, text: "snapAnimationSpec = spring(dampingRatio = 1f, stiffness = fast),",
                problem: "expected a number followed by 'f'")
        ) {
            try exporter.readBack(text, as: .compose, header: ExportPreset.platform)
        }
        let error = StackExportError.unreadableLine(format: .compose, line: 2, text: "x", problem: "expected a number")
        #expect(error.description == "line 2 of the Compose text, 'x': expected a number")
        #expect(error.hint == "Only text that 'stretchy-replay export-stack --as compose' writes reads back.")
        #expect(throws: StackExportError.nothingToRead(format: .mdc)) {
            try exporter.readBack("let headerView = UIView()\n", as: .mdc, header: ExportPreset.platform)
        }
        let block = """
            headerView.shiftBehavior = .enabled
            // not expressible in MDC iOS:
            //   snap: threshold=0.4
            """
        #expect(throws: StackExportError.self) {
            try exporter.readBack(block, as: .mdc, header: ExportPreset.platform)
        }
    }

    /// The behaviours each platform has.
    static let identifiers: [StackExportFormat: [String]] = [
        .gsk: ["top-only", "immediate", "anchor-top", "anchor-bottom"],
        .mg: ["mg-collapse", "fade", "transform"],
        .android: ["android-app-bar", "android-collapsing-toolbar"],
        .compose: ["compose-top-app-bar"],
        .flutter: ["flutter-sliver-app-bar", "flutter-flexible-space-bar"],
        .mdc: ["mdc-flexible-header"],
    ]

    /// Values of a parameter other than its default: the other words and flag, numbers inside the range, another
    /// subview and two subviews.
    static func otherValues(of kind: ParameterKind, in header: HeaderConfiguration) -> [String] {
        switch kind {
        case .flag(let value): [String(!value)]
        case .choice(let words, let word): words.filter { $0 != word }
        case .number(_, let value):
            ["0.25", "0.75", "3", "25", "175", "400"].filter { $0 != value.map { "\($0)" } }
        case .numbers: ["0+0.5+1"]
        case .subviews: [header.subviews[0].id, header.subviews[1].id + "+" + header.subviews[2].id]
        }
    }
}
