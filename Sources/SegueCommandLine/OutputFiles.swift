import Foundation
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Creating the directories and files the commands write, with one-line errors that say which
/// path failed and why (the system's reason, such as "Permission denied").
enum OutputFiles {
    /// Creates the directory at `path` and any missing parents; an existing directory is fine.
    static func makeDirectory(_ path: String) throws(CommandFailure) {
        let components = path.split(separator: "/", omittingEmptySubsequences: true)
        var prefix = path.hasPrefix("/") ? "/" : ""
        for component in components {
            prefix += (prefix.isEmpty || prefix.hasSuffix("/") ? "" : "/") + component
            var isDirectory: ObjCBool = false
            if FileManager.default.fileExists(atPath: prefix, isDirectory: &isDirectory) {
                guard isDirectory.boolValue else {
                    throw CommandFailure("cannot create directory '\(path)': '\(prefix)' is a file")
                }
                continue
            }
            if mkdir(prefix, 0o755) != 0 && errno != EEXIST {
                throw CommandFailure("cannot create directory '\(path)': \(reason())")
            }
        }
    }

    /// Makes sure `path` can be written before any work is done: creates its missing parent
    /// directories and opens the file for writing (creating it empty, or truncating it).
    static func prepareFile(_ path: String) throws(CommandFailure) {
        let parent = (path as NSString).deletingLastPathComponent
        if !parent.isEmpty { try makeDirectory(parent) }
        try save(Data(), to: path)
    }

    /// Writes `data` to the file at `path`, replacing what it held.
    static func save(_ data: Data, to path: String) throws(CommandFailure) {
        var isDirectory: ObjCBool = false
        if FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory), isDirectory.boolValue {
            throw CommandFailure("cannot write '\(path)': it is a directory")
        }
        let descriptor = open(path, O_WRONLY | O_CREAT | O_TRUNC, 0o644)
        guard descriptor >= 0 else { throw CommandFailure("cannot write '\(path)': \(reason())") }
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
        guard ok else { throw CommandFailure("cannot write '\(path)': \(reason())") }
    }

    /// Removes the files in `directory` whose names `matches` accepts (stale frames of an
    /// earlier run); a missing directory has none.
    static func removeFiles(in directory: String, where matches: (String) -> Bool) throws(CommandFailure) {
        guard let names = try? FileManager.default.contentsOfDirectory(atPath: directory) else { return }
        for name in names where matches(name) {
            let path = (directory as NSString).appendingPathComponent(name)
            guard unlink(path) == 0 else { throw CommandFailure("cannot remove '\(path)': \(reason())") }
        }
    }

    /// The system's description of the last error (`errno`).
    private static func reason() -> String {
        String(cString: strerror(errno))
    }
}
