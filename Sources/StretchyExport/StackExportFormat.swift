/// What `stretchy-replay export-stack --as` writes: Stretchy's own forms, or a platform's terms.
package enum StackExportFormat: String, CaseIterable, Sendable {
    /// The canonical stack text: stage order, declared parameter order, defaults left out.
    case stack
    /// The `stretchy-replay` command line that replays the stack.
    case command
    /// A complete Swift program that builds the stack with StretchyCore and StretchyBehaviors and prints its frames.
    case swift
    /// GSKStretchyHeaderView's properties, in Swift.
    case gsk
    /// MGCollapsingHeader's properties and calls, in Swift.
    case mg
    /// Android's AppBarLayout and CollapsingToolbarLayout attributes, in layout XML.
    case android
    /// Compose Material 3's `TopAppBarDefaults.*ScrollBehavior(...)`, in Kotlin.
    case compose
    /// Flutter's `SliverAppBar(...)` and `FlexibleSpaceBar(...)` arguments, in Dart.
    case flutter
    /// MDC iOS's flexible header properties, in Swift.
    case mdc

    /// The formats that name a platform's own terms, which not every stack can be written in.
    package static let platforms: [StackExportFormat] = [.gsk, .mg, .android, .compose, .flutter, .mdc]

    /// Whether the format is a platform's terms rather than Stretchy's own.
    package var isPlatform: Bool {
        Self.platforms.contains(self)
    }

    /// What a text of the format is called in read-back errors: `Android XML text`, `command line`.
    package var textName: String {
        switch self {
        case .stack: "stack text"
        case .command: "command line"
        case .swift: "Swift program"
        case .gsk, .mg, .android, .compose, .flutter, .mdc: title + " text"
        }
    }

    /// The format's name in messages and comment blocks: `Android XML`.
    package var title: String {
        switch self {
        case .stack: "a stack text"
        case .command: "a stretchy-replay command line"
        case .swift: "a Swift program"
        case .gsk: "GSKStretchyHeaderView"
        case .mg: "MGCollapsingHeader"
        case .android: "Android XML"
        case .compose: "Compose"
        case .flutter: "Flutter"
        case .mdc: "MDC iOS"
        }
    }
}
