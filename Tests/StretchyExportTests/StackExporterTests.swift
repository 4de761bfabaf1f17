import StretchyBehaviors
import StretchyCore
import StretchyExport
import Testing

/// The canonical stack text, the command line, and the errors, as users read them.
struct StackExporterTests {
    let exporter = StackExporter(registry: .builtIn)

    func export(_ stack: String, as format: StackExportFormat, header: HeaderConfiguration = .profileHeader)
        throws -> StackExport
    {
        try exporter.export(stack: stack, header: header, headerPath: nil, sessionPath: nil, as: format)
    }

    @Test func theStackTextIsCanonical() throws {
        // Stage order, declared parameter order, shortest numbers, defaults and implied stage defaults left out.
        #expect(
            try export("tabs, fade=by=0.50:target=title, top-only, anchor-top", as: .stack).text
                == "fade=target=title:by=0.5,tabs\n")
        #expect(try export("fade=by=1", as: .stack).text == "fade\n")
        #expect(try export("top-only=inset=legacy", as: .stack).text == "top-only\n")
        #expect(
            try export("anchor-bottom,immediate=managed=false", as: .stack).text
                == "immediate=managed=false,anchor-bottom\n")
        // A subview list equal to the default resolves the same, so it is the default.
        #expect(try export("tabs=target=tabs", as: .stack).text == "tabs\n")
    }

    @Test func twoTextsOfOneStackGiveOneText() throws {
        let first = try exporter.canonicalStack("snap=threshold=0.50,immediate,zoom", header: .profileHeader)
        let second = try exporter.canonicalStack(
            "immediate=managed=true, zoom, snap=threshold=0.50", header: .profileHeader)
        #expect(first == second)
        #expect(first == "immediate,zoom,snap")
    }

    @Test func theCommandLineReplaysTheStack() throws {
        let command = try exporter.export(
            stack: "fade=by=0.3", header: .profileHeader, headerPath: "my header.json",
            sessionPath: "Sessions/pull-to-stretch.db", session: "pull", plugins: ["lib/libParallax.so"], as: .command)
        #expect(
            command.text
                == "stretchy-replay replay Sessions/pull-to-stretch.db --session pull --behaviors 'fade=by=0.3' "
                + "--header 'my header.json' --plugin lib/libParallax.so\n")
        #expect(try export("top-only", as: .command).text == "stretchy-replay replay session.db --behaviors top-only\n")
        #expect(
            try export("compose-top-app-bar", as: .command, header: ExportPreset.platform).text
                == "stretchy-replay replay session.db --behaviors compose-top-app-bar --header header.json\n")
        #expect(try exporter.readBack(command.text, as: .command, header: .profileHeader) == "fade=by=0.3")
    }

    @Test func aCommandLineWithoutAStackIsRefused() throws {
        #expect(throws: StackExportError.nothingToRead(format: .command)) {
            try exporter.readBack("stretchy-replay replay a.db\n", as: .command, header: .profileHeader)
        }
        #expect(
            StackExportError.nothingToRead(format: .command).description
                == "the command line names no behaviour that export-stack writes")
        #expect(
            StackExportError.nothingToRead(format: .swift).hint
                == "Only text that 'stretchy-replay export-stack --as swift' writes reads back.")
    }

    @Test func aBehaviourWithoutCounterpartNamesTheFormatsThatHaveOne() throws {
        #expect(
            throws: StackExportError.noCounterpart(
                behavior: "fade", format: .gsk, formats: [.stack, .command, .swift, .mg])
        ) {
            try export("fade", as: .gsk)
        }
        do {
            _ = try export("android-app-bar,fade", as: .android)
            Issue.record("exported")
        } catch let error as StackExportError {
            #expect(error.description == "'fade' has no counterpart in Android XML")
            #expect(error.hint == "Formats that can express it: stack, command, swift, mg.")
        }
        #expect(
            throws: StackExportError.noCounterpart(
                behavior: "zoom", format: .flutter, formats: [.stack, .command, .swift])
        ) {
            try export("flutter-sliver-app-bar,zoom", as: .flutter)
        }
    }

    @Test func aStackOfDefaultsAloneNeedsACounterpartToo() throws {
        #expect(
            throws: StackExportError.noCounterpart(
                behavior: "top-only", format: .android, formats: [.stack, .command, .swift, .gsk])
        ) {
            try export("top-only", as: .android)
        }
        #expect(try export("top-only", as: .gsk).text.contains("headerView.expansionMode = .topOnly\n"))
    }

    @Test func anInvalidStackIsTheRegistrysError() throws {
        do {
            _ = try export("fade=by=2", as: .stack)
            Issue.record("exported")
        } catch let error as StackExportError {
            guard case .invalidStack(let underlying) = error else { throw error }
            #expect(error.description == underlying.description)
            #expect(error.description.contains("'2'"))
        }
    }

    @Test func exportsAreDeterministic() throws {
        for format in StackExportFormat.allCases {
            let stack = format.isPlatform ? ExportPreset.all.first { $0.format == format }! : ExportPreset.all[2]
            let first = try export(stack.stack, as: format, header: stack.header)
            let second = try export(stack.stack, as: format, header: stack.header)
            #expect(first == second, "\(format)")
        }
    }
}
