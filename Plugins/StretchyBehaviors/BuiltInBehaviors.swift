import StretchyCore

/// Every built-in behaviour, sorted by identifier.
let builtInBehaviors: [any BuiltInBehavior.Type] = [
    AnchorBottomBehavior.self,
    AnchorTopBehavior.self,
    AndroidAppBarBehavior.self,
    AndroidCollapsingToolbarBehavior.self,
    ComposeTopAppBarBehavior.self,
    FadeBehavior.self,
    FlutterFlexibleSpaceBarBehavior.self,
    FlutterSliverAppBarBehavior.self,
    ImmediateBehavior.self,
    MDCFlexibleHeaderBehavior.self,
    MGCollapseBehavior.self,
    SnapBehavior.self,
    TabsBehavior.self,
    TopOnlyBehavior.self,
    TransformBehavior.self,
    ZoomBehavior.self,
]
