import Foundation

/// Writes the result of a port: ported copies into a folder, or the rewritten files in place.
enum PortWriter {
    /// Writes every ported Swift source and copies every other input file into `folder`,
    /// keeping paths relative to the inputs' common folder. Returns how many other files were
    /// copied.
    static func write(_ ported: [String: String], inputs: PortInputs, into folder: URL) throws -> Int {
        let manager = FileManager.default
        var copied = 0
        for file in inputs.files {
            let destination = folder.appendingPathComponent(file.relativePath)
            do {
                try manager.createDirectory(
                    at: destination.deletingLastPathComponent(), withIntermediateDirectories: true)
                if file.isSwift, let text = ported[file.relativePath] {
                    try Data(text.utf8).write(to: destination, options: .atomic)
                } else {
                    if manager.fileExists(atPath: destination.path) { try manager.removeItem(at: destination) }
                    try manager.copyItem(at: file.url, to: destination)
                    copied += 1
                }
            } catch {
                throw PortFailure.unwritable("\(destination.path): cannot write (\(error.localizedDescription))")
            }
        }
        return copied
    }

    /// Rewrites each Swift input whose text changed, where it is.
    static func writeInPlace(_ ported: [String: String], original: [String: String], inputs: PortInputs) throws {
        for file in inputs.files where file.isSwift {
            guard let text = ported[file.relativePath], text != original[file.relativePath] else { continue }
            do {
                try Data(text.utf8).write(to: file.url, options: .atomic)
            } catch {
                throw PortFailure.unwritable("\(file.url.path): cannot write (\(error.localizedDescription))")
            }
        }
    }
}
