import CFreeType
import Foundation

/// The one FreeType library and fontconfig configuration behind every `UIFont`.
///
/// FreeType objects are not thread-safe, so every call into FreeType or fontconfig goes
/// through ``withLock(_:)``. Faces are loaded once per file and kept for the life of the
/// process (``face(path:index:)``).
final class _FontLibrary: @unchecked Sendable {
    /// The shared library.
    static let shared = _FontLibrary()

    private let lock = NSLock()
    private var library: FT_Library?
    private var faces: [String: _FontFace] = [:]
    private var catalog: [_FontCatalogEntry]?
    private var matches: [String: _FontFace] = [:]

    private init() {
        var handle: FT_Library?
        let error = FT_Init_FreeType(&handle)
        guard error == 0, let handle else {
            fatalError("Segue: FreeType failed to initialize (error \(error)); UIFont cannot work")
        }
        library = handle
        guard FcInit() != 0 else {
            fatalError("Segue: fontconfig failed to initialize; UIFont cannot work")
        }
    }

    /// Runs `body` while holding the lock that serializes all FreeType and fontconfig calls.
    func withLock<Result>(_ body: () throws -> Result) rethrows -> Result {
        lock.lock()
        defer { lock.unlock() }
        return try body()
    }

    /// The face in the font file at `path` (face `index` of a collection), loaded once.
    ///
    /// Returns `nil` when FreeType cannot open the file. Call while holding the lock.
    func face(path: String, index: Int) -> _FontFace? {
        let key = "\(path)#\(index)"
        if let face = faces[key] { return face }
        var handle: FT_Face?
        guard FT_New_Face(library, path, FT_Long(index), &handle) == 0, let handle else { return nil }
        let face = _FontFace(face: handle, path: path)
        faces[key] = face
        return face
    }

    /// Asks fontconfig for the best font of a family at a fontconfig weight and slant.
    ///
    /// Returns the match's file and face index and its family name; the caller decides whether
    /// the family is acceptable (fontconfig always returns *some* font). Call while holding
    /// the lock.
    func match(family: String, weight: Int32, slant: Int32) -> (path: String, index: Int, family: String)? {
        guard let pattern = FcPatternCreate() else { return nil }
        defer { FcPatternDestroy(pattern) }
        _ = family.withCString { name in
            name.withMemoryRebound(to: FcChar8.self, capacity: family.utf8.count + 1) {
                FcPatternAddString(pattern, "family", $0)
            }
        }
        FcPatternAddInteger(pattern, "weight", weight)
        FcPatternAddInteger(pattern, "slant", slant)
        FcConfigSubstitute(nil, pattern, FcMatchPattern)
        FcDefaultSubstitute(pattern)
        var result = FcResultNoMatch
        guard let matched = FcFontMatch(nil, pattern, &result), result == FcResultMatch else { return nil }
        defer { FcPatternDestroy(matched) }
        guard let path = Self.string(matched, "file") else { return nil }
        var index: Int32 = 0
        _ = FcPatternGetInteger(matched, "index", 0, &index)
        return (path, Int(index), Self.string(matched, "family") ?? "")
    }

    /// The face fontconfig picks for a family, weight and slant, if its family is `family`
    /// (compared case-insensitively); looked up once per combination. Call while holding the lock.
    func matchedFace(family: String, weight: Int32, slant: Int32) -> _FontFace? {
        let key = "\(family.lowercased())|\(weight)|\(slant)"
        if let face = matches[key] { return face }
        guard let found = match(family: family, weight: weight, slant: slant),
            found.family.caseInsensitiveCompare(family) == .orderedSame,
            let face = face(path: found.path, index: found.index)
        else { return nil }
        matches[key] = face
        return face
    }

    /// Every installed font face, listed by fontconfig once and cached. Call while holding the lock.
    func installedFonts() -> [_FontCatalogEntry] {
        if let catalog { return catalog }
        var entries: [_FontCatalogEntry] = []
        if let pattern = FcPatternCreate(), let objects = FcObjectSetCreate() {
            for name in ["family", "style", "postscriptname", "fullname", "file", "index"] {
                _ = FcObjectSetAdd(objects, name)
            }
            if let set = FcFontList(nil, pattern, objects) {
                for i in 0..<Int(set.pointee.nfont) {
                    guard let font = set.pointee.fonts[i], let path = Self.string(font, "file") else { continue }
                    var index: Int32 = 0
                    _ = FcPatternGetInteger(font, "index", 0, &index)
                    entries.append(
                        _FontCatalogEntry(
                            family: Self.string(font, "family") ?? "", style: Self.string(font, "style") ?? "",
                            postScriptName: Self.string(font, "postscriptname") ?? "",
                            fullName: Self.string(font, "fullname") ?? "", path: path, index: Int(index)))
                }
                FcFontSetDestroy(set)
            }
            FcObjectSetDestroy(objects)
            FcPatternDestroy(pattern)
        }
        entries.sort { ($0.family, $0.postScriptName) < ($1.family, $1.postScriptName) }
        catalog = entries
        return entries
    }

    /// The first string value of a pattern property (the first of several languages' names).
    private static func string(_ pattern: OpaquePointer, _ object: String) -> String? {
        var value: UnsafeMutablePointer<FcChar8>?
        guard FcPatternGetString(pattern, object, 0, &value) == FcResultMatch, let value else { return nil }
        return String(cString: value)
    }
}

/// One installed font face as fontconfig lists it.
struct _FontCatalogEntry: Sendable, Equatable {
    /// The family name, such as `DejaVu Sans`.
    var family: String
    /// The style name, such as `Bold Oblique`.
    var style: String
    /// The PostScript name, such as `DejaVuSans-BoldOblique`.
    var postScriptName: String
    /// The full name, such as `DejaVu Sans Bold Oblique`.
    var fullName: String
    /// The font file.
    var path: String
    /// The face's index in the file.
    var index: Int
}
