import Foundation
import SegueTesting

/// Finds the Swift source files of a demo, for the gallery page to show beside its animation.
///
/// A demo's sources are the `.swift` files of the folder holding the file that declares the
/// demo's type (`struct CrossDissolveDemo` → `Sources/SegueGallery/CrossDissolve/`), the
/// declaring file first, then the others by name. The folders searched are ``roots``: the
/// current directory's `Sources` (a user's package, run with `swift run`) and the `Sources`
/// folder of the Segue checkout this program was built from. Nothing is embedded in the
/// program: a demo whose sources are not on this machine has none, and the page says so.
struct DemoSources {
    /// One source file: its path relative to the root it was found in, and its text.
    struct File: Equatable {
        var path: String
        var text: String
    }

    /// The folders searched, in order.
    let roots: [String]

    /// The `.swift` files under each root, by path: each tree is walked once, not once per demo
    /// (for the whole gallery that walk and its sorting were about 3 % of `segue gallery`'s CPU).
    private let filesUnderRoots: [[String]]

    /// At most this many files are shown for one demo (a demo declared in a flat folder of a
    /// large target would otherwise bring the whole target).
    static let fileLimit = 16

    /// Searches `roots`.
    init(roots: [String] = DemoSources.defaultRoots) {
        self.roots = roots
        filesUnderRoots = roots.map(Self.swiftFiles(under:))
    }

    /// The current directory's `Sources` and the `Sources` of Segue's own checkout (from this
    /// file's path at build time), those that exist, without repeats.
    static var defaultRoots: [String] {
        let here = FileManager.default.currentDirectoryPath + "/Sources"
        let segue = ((#filePath as NSString).deletingLastPathComponent as NSString).deletingLastPathComponent
        var roots: [String] = []
        for root in [here, segue] where !roots.contains(root) && isDirectory(root) {
            roots.append(root)
        }
        return roots
    }

    /// The sources of `demo`; empty when no file in the roots declares its type.
    func files(of demo: any TransitionDemo) -> [File] {
        files(declaring: String(describing: type(of: demo)))
    }

    /// The `.swift` files of the folder whose file declares the type `typeName`.
    func files(declaring typeName: String) -> [File] {
        for (root, files) in zip(roots, filesUnderRoots) {
            // The file named after the type is read first: usually the only one read.
            let named = files.filter { Self.isNamed($0, typeName) }
            let candidates = named + files.filter { !Self.isNamed($0, typeName) }
            guard let declaring = candidates.first(where: { Self.declares(typeName, at: $0) }) else { continue }
            let folder = (declaring as NSString).deletingLastPathComponent
            let others = Self.swiftFiles(in: folder).filter { $0 != declaring }.sorted()
            return ([declaring] + others).prefix(Self.fileLimit).compactMap { path in
                guard let text = try? String(contentsOfFile: path, encoding: .utf8) else { return nil }
                return File(path: String(path.dropFirst(root.count + 1)), text: text)
            }
        }
        return []
    }

    /// Whether the file at `path` declares `typeName` as a struct, class, enum or actor.
    ///
    /// Most files do not mention the name at all: a search of the file's bytes rules them out
    /// before its lines are split into words, which in a debug build took seconds for every
    /// demo whose type is declared outside the roots (each file of `Sources` read word by word).
    static func declares(_ typeName: String, at path: String) -> Bool {
        guard let bytes = FileManager.default.contents(atPath: path), bytes.range(of: Data(typeName.utf8)) != nil,
            let text = String(data: bytes, encoding: .utf8)
        else { return false }
        for line in text.split(separator: "\n") {
            let words = line.split(whereSeparator: { $0 == " " || $0 == ":" || $0 == "{" || $0 == "<" })
            guard let index = words.firstIndex(where: { ["struct", "class", "enum", "actor"].contains($0) }),
                index + 1 < words.count, words[index + 1] == typeName
            else { continue }
            let modifiers = words[..<index]
            if modifiers.allSatisfy({ !$0.hasPrefix("//") && !$0.hasPrefix("*") && !$0.hasPrefix("///") }) {
                return true
            }
        }
        return false
    }

    /// Whether the file at `path` is named `typeName.swift`.
    private static func isNamed(_ path: String, _ typeName: String) -> Bool {
        path.hasSuffix("/" + typeName + ".swift")
    }

    /// The `.swift` files under `root`, at any depth, by path, skipping hidden folders.
    static func swiftFiles(under root: String) -> [String] {
        guard let walker = FileManager.default.enumerator(atPath: root) else { return [] }
        var files: [String] = []
        while let relative = walker.nextObject() as? String {
            let name = (relative as NSString).lastPathComponent
            if name.hasPrefix(".") {
                walker.skipDescendants()
                continue
            }
            if name.hasSuffix(".swift") { files.append(root + "/" + relative) }
        }
        return files.sorted()
    }

    /// The `.swift` files directly in `folder`.
    static func swiftFiles(in folder: String) -> [String] {
        let names = (try? FileManager.default.contentsOfDirectory(atPath: folder)) ?? []
        return names.filter { $0.hasSuffix(".swift") }.map { folder + "/" + $0 }
    }

    private static func isDirectory(_ path: String) -> Bool {
        var isDirectory: ObjCBool = false
        return FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory) && isDirectory.boolValue
    }
}
