import StretchyBehaviors
import StretchyCore

let stack = try BehaviorRegistry.builtIn.makeStack(
    stack: "top-only,fade=target=title:by=0.8,tabs", configuration: .profileHeader)
var runner = stack.makeRunner()
for (frame, offset) in [-400.0, -280, -172, 0, 300].enumerated() {
    let layout = try runner.step(ScrollSample(time: Double(frame) / 60, offsetY: offset, insetTop: 280))
    print(
        "offset \(offset): height \(layout.headerHeight), stretch \(layout.stretchFactor), "
            + "title alpha \(layout.subviews[2].alpha), tabs y \(layout.subviews[3].y)")
}
