import Foundation

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Creating the directories and files recordings and the command line write, with one-line errors that say which
/// path failed and why (the system's reason, such as "Permission denied").
package enum _OutputFiles {
    /// Creates the directory at `path` and any missing parents; an existing directory is fine.
    package static func makeDirectory(_ path: String) throws(PlaybackError) {
        let components = path.split(separator: "/", omittingEmptySubsequences: true)
        var prefix = path.hasPrefix("/") ? "/" : ""
        for component in components {
            prefix += (prefix.isEmpty || prefix.hasSuffix("/") ? "" : "/") + component
            var isDirectory: ObjCBool = false
            if FileManager.default.fileExists(atPath: prefix, isDirectory: &isDirectory) {
                guard isDirectory.boolValue else {
                    throw PlaybackError("cannot create directory '\(path)': '\(prefix)' is a file")
                }
                continue
            }
            if mkdir(prefix, 0o755) != 0 && errno != EEXIST {
                throw PlaybackError("cannot create directory '\(path)': \(reason())")
            }
        }
    }

    /// Makes sure `path` can be written before any work is done: creates its missing parent
    /// directories and opens the file for writing (creating it empty, or truncating it).
    package static func prepareFile(_ path: String) throws(PlaybackError) {
        let parent = (path as NSString).deletingLastPathComponent
        if !parent.isEmpty { try makeDirectory(parent) }
        try save(Data(), to: path)
    }

    /// Writes `data` to the file at `path`, replacing what it held.
    package static func save(_ data: Data, to path: String) throws(PlaybackError) {
        var isDirectory: ObjCBool = false
        if FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory), isDirectory.boolValue {
            throw PlaybackError("cannot write '\(path)': it is a directory")
        }
        let descriptor = open(path, O_WRONLY | O_CREAT | O_TRUNC, 0o644)
        guard descriptor >= 0 else { throw PlaybackError("cannot write '\(path)': \(reason())") }
        defer { close(descriptor) }
        let ok = data.withUnsafeBytes { bytes -> Bool in
            var offset = 0
            while offset < bytes.count {
                let written = write(descriptor, bytes.baseAddress! + offset, bytes.count - offset)
                if written < 0 {
                    if errno == EINTR { continue }
                    return false
                }
                offset += written
            }
            return true
        }
        guard ok else { throw PlaybackError("cannot write '\(path)': \(reason())") }
    }

    /// Removes the files in `directory` whose names `matches` accepts (stale frames of an
    /// earlier run); a missing directory has none.
    package static func removeFiles(in directory: String, where matches: (String) -> Bool) throws(PlaybackError) {
        guard let names = try? FileManager.default.contentsOfDirectory(atPath: directory) else { return }
        for name in names where matches(name) {
            let path = (directory as NSString).appendingPathComponent(name)
            guard unlink(path) == 0 else { throw PlaybackError("cannot remove '\(path)': \(reason())") }
        }
    }

    /// The system's description of the last error (`errno`).
    private static func reason() -> String {
        String(cString: strerror(errno))
    }
}
