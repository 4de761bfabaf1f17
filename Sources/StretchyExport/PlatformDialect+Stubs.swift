extension PlatformDialect {
    static let mg = PlatformDialect(format: .mg, identifiers: [], comment: .slashes, writeLines: { _, _ in }, readLines: { _ in [] })
    static let android = PlatformDialect(format: .android, identifiers: [], comment: .xml, writeLines: { _, _ in }, readLines: { _ in [] })
    static let compose = PlatformDialect(format: .compose, identifiers: [], comment: .slashes, writeLines: { _, _ in }, readLines: { _ in [] })
    static let flutter = PlatformDialect(format: .flutter, identifiers: [], comment: .slashes, writeLines: { _, _ in }, readLines: { _ in [] })
    static let mdc = PlatformDialect(format: .mdc, identifiers: [], comment: .slashes, writeLines: { _, _ in }, readLines: { _ in [] })
}
