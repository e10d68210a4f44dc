import Foundation

/// The files named on `segue port`'s command line: Swift files to port and, inside folders,
/// other files to copy, each with its path relative to the inputs' common folder.
struct PortInputs {
    /// One file found.
    struct File: Equatable {
        /// Where it is.
        let url: URL
        /// Its path relative to ``PortInputs/root``, which is also its path under `-o`.
        let relativePath: String
        /// Whether it is Swift source (ported) rather than anything else (copied).
        var isSwift: Bool { url.pathExtension == "swift" }
    }

    /// Folders never entered: version control and build products.
    static let skippedFolders: Set<String> = [".git", ".build", ".swiftpm", "DerivedData", ".hg", ".svn"]

    /// The common folder of the inputs: a single folder itself, otherwise the deepest folder
    /// that holds every input.
    let root: URL
    /// Every file, sorted by relative path.
    let files: [File]

    /// Finds the files of `paths` (relative to `directory`), skipping anything under `excluded`
    /// (the output folder, when it lies inside an input).
    init(paths: [String], relativeTo directory: URL, excluding excluded: URL? = nil) throws {
        let manager = FileManager.default
        var folders: [URL] = []
        var singles: [URL] = []
        for path in paths {
            let url = URL(fileURLWithPath: path, relativeTo: directory).standardizedFileURL
            var isFolder: ObjCBool = false
            guard manager.fileExists(atPath: url.path, isDirectory: &isFolder) else {
                throw PortFailure.unreadable("\(path): no such file or folder")
            }
            if isFolder.boolValue { folders.append(url) } else { singles.append(url) }
        }
        if folders.count == 1 && singles.isEmpty {
            root = folders[0]
        } else {
            root = PortInputs.commonFolder(of: folders + singles.map { $0.deletingLastPathComponent() })
        }
        var found: [URL] = singles
        for folder in folders {
            found += try PortInputs.contents(of: folder, excluding: excluded?.standardizedFileURL)
        }
        var seen = Set<String>()
        let common = root
        files = found.compactMap { url -> File? in
            let relative = PortInputs.relativePath(of: url, under: common)
            return seen.insert(relative).inserted ? File(url: url, relativePath: relative) : nil
        }.sorted { $0.relativePath < $1.relativePath }
    }

    private static func contents(of folder: URL, excluding excluded: URL?) throws -> [URL] {
        let manager = FileManager.default
        let names: [String]
        do {
            names = try manager.contentsOfDirectory(atPath: folder.path)
        } catch {
            throw PortFailure.unreadable("\(folder.path): cannot read the folder")
        }
        var result: [URL] = []
        for name in names.sorted() where !skippedFolders.contains(name) {
            let url = folder.appendingPathComponent(name).standardizedFileURL
            if let excluded, url.path == excluded.path { continue }
            var isFolder: ObjCBool = false
            guard manager.fileExists(atPath: url.path, isDirectory: &isFolder) else { continue }
            result += isFolder.boolValue ? try contents(of: url, excluding: excluded) : [url]
        }
        return result
    }

    private static func commonFolder(of urls: [URL]) -> URL {
        var common = urls[0].standardizedFileURL.pathComponents
        for url in urls.dropFirst() {
            let components = url.standardizedFileURL.pathComponents
            var length = 0
            while length < common.count && length < components.count && common[length] == components[length] {
                length += 1
            }
            common = Array(common[..<length])
        }
        return URL(fileURLWithPath: common.isEmpty ? "/" : NSString.path(withComponents: common), isDirectory: true)
    }

    private static func relativePath(of url: URL, under root: URL) -> String {
        let base = root.standardizedFileURL.pathComponents
        let components = url.standardizedFileURL.pathComponents
        let relative = components.starts(with: base) ? Array(components.dropFirst(base.count)) : [url.lastPathComponent]
        return relative.joined(separator: "/")
    }
}

/// Why `segue port` stopped without writing anything.
enum PortFailure: Error, CustomStringConvertible, Equatable {
    /// An input is missing or cannot be read.
    case unreadable(String)
    /// A Swift file does not parse: porting it could lose code.
    case doesNotParse(String)
    /// An output cannot be written.
    case unwritable(String)

    var description: String {
        switch self {
        case .unreadable(let message), .doesNotParse(let message), .unwritable(let message): message
        }
    }
}
