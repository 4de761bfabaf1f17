import StretchyCore
import StretchyExport
import Testing

/// The stacks the export tests pin, one per platform preset, with the headers of their worked examples
/// (conformance.md's 200 / 56 header with the children each platform's effects target).
struct ExportPreset: Sendable, CustomTestStringConvertible {
    /// The golden file's name, without its extension.
    let name: String
    /// The stack.
    let stack: String
    /// The header.
    let header: HeaderConfiguration
    /// The platform format the preset belongs to.
    let format: StackExportFormat

    var testDescription: String { name }

    /// A header of the given heights with subviews named `ids`, each 40 points tall.
    static func header(_ maximum: Double, _ minimum: Double, _ ids: [String], inset: Double = 0, shrinks: Bool = true)
        -> HeaderConfiguration
    {
        // The ids are the tests' own and valid, so the configuration always checks.
        try! HeaderConfiguration(
            maximumContentHeight: maximum, minimumContentHeight: minimum, contentInset: EdgeInsets(top: inset),
            contentShrinks: shrinks,
            subviews: ids.enumerated().map {
                SubviewConfiguration(
                    id: $0.element, frame: Rect(x: 0, y: Double($0.offset) * 40, width: 360, height: 40))
            })
    }

    /// Android's header: a parallax background, a pinned toolbar, the title, the scrim and a compress child.
    static let android = header(200, 56, ["background", "toolbar", "title", "scrim", "image"])
    /// Flutter's header: a background and a title for FlexibleSpaceBar.
    static let flutter = header(200, 56, ["background", "title", "badge"])
    /// The header of conformance.md's worked examples.
    static let platform = header(200, 56, ["title"])

    /// Every preset.
    static let all: [ExportPreset] = [
        ExportPreset(name: "gsk-top-only", stack: "top-only", header: .profileHeader, format: .gsk),
        ExportPreset(
            name: "gsk-immediate-anchor-bottom", stack: "immediate=managed=false,anchor-bottom",
            header: header(280, 120, [], inset: 64, shrinks: false), format: .gsk),
        ExportPreset(
            name: "mg-demo",
            stack: "mg-collapse,fade=target=title:by=0.3,transform=target=avatar:x=-16:y=-16:width=32:height=32:"
                + "cornerRadius=16:fontSize=12",
            header: .profileHeader, format: .mg),
        ExportPreset(
            name: "android-exit-until-collapsed-snap",
            stack: "android-app-bar=exit-until-collapsed=true:snap=true,android-collapsing-toolbar",
            header: android, format: .android),
        ExportPreset(
            name: "android-enter-always-collapsed",
            stack: "android-app-bar=enter-always=true:enter-always-collapsed=true", header: platform, format: .android),
        ExportPreset(
            name: "compose-exit-until-collapsed", stack: "compose-top-app-bar", header: platform, format: .compose),
        ExportPreset(
            name: "compose-enter-always", stack: "compose-top-app-bar=scroll=enter-always:stiffness=400",
            header: platform, format: .compose),
        ExportPreset(
            name: "flutter-pinned-stretch",
            stack: "flutter-sliver-app-bar=pinned=true:stretch=true,flutter-flexible-space-bar", header: flutter,
            format: .flutter),
        ExportPreset(
            name: "flutter-floating-snap", stack: "flutter-sliver-app-bar=floating=true:snap=true", header: platform,
            format: .flutter),
        ExportPreset(name: "mdc-enabled", stack: "mdc-flexible-header", header: platform, format: .mdc),
        ExportPreset(
            name: "mdc-hideable-high", stack: "mdc-flexible-header=shift=hideable:anchor=25:over-extend=false",
            header: platform, format: .mdc),
    ]
}
