import Foundation

/// A text stream over a C `FILE`, buffered by stdio.
struct FileOutputStream: TextOutputStream {
    let file: UnsafeMutablePointer<FILE>

    mutating func write(_ string: String) {
        fputs(string, file)
    }
}
