// Builds the stack 'immediate,fade=target=title:by=0.8,tabs,snap' and replays the session of
// Sessions/fast-fling-up-and-back.db through it, printing its frames as 'stretchy-replay replay --frames -' writes
// them for the same stack and header.
import StretchyBehaviors
import StretchyCore
import StretchyStore

let header = HeaderConfiguration.profileHeader
let stack = try BehaviorRegistry.builtIn.makeStack(
    stack: "immediate,fade=target=title:by=0.8,tabs,snap", configuration: header)
var runner = stack.makeRunner()
let columns = [
    "seq", "t", "offset_y", "header_y", "header_height", "content_y", "content_height", "stretch_factor",
    "settle_offset", "title.alpha", "tabs.y", "tabs.height",
]
print(columns.joined(separator: ","))

func printFrame(_ seq: Int, _ sample: ScrollSample, _ layout: HeaderLayout) {
    let values = [
        sample.time, sample.offsetY,
        layout.headerY, layout.headerHeight, layout.contentY, layout.contentHeight,
        layout.stretchFactor, layout.settleOffset, layout.subviews[2].alpha, layout.subviews[3].y,
        layout.subviews[3].height,
    ]
    print(([String(seq)] + values.map { "\($0)" }).joined(separator: ","))
}

let store = try SessionStore(path: "Sessions/fast-fling-up-and-back.db", mode: .readOnly)
guard let session = try store.sessions().first?.metadata.name else {
    fatalError("no session in Sessions/fast-fling-up-and-back.db")
}
var samples = try store.sampleCursor(session: session)
var seq = 0
while let sample = try samples.next() {
    printFrame(seq, sample, try runner.step(sample))
    seq += 1
}
