import Foundation

extension UIFont {
    /// Creates and returns a font object for the specified font name and size.
    ///
    /// `fontName` is matched, without regard to case, against the installed fonts' PostScript
    /// names (`DejaVuSans-Bold`), then their full names (`DejaVu Sans Bold`), then their
    /// family names (`DejaVu Sans`, which picks the family's regular face). Returns `nil` when
    /// no installed font has that name; fontconfig's nearest-match fallback is not used, so a
    /// misspelled name gives `nil`, as in UIKit.
    public convenience init?(name fontName: String, size fontSize: CGFloat) {
        let library = _FontLibrary.shared
        let face: _FontFace? = library.withLock {
            guard let entry = Self._catalogEntry(named: fontName, in: library.installedFonts()) else { return nil }
            return library.face(path: entry.path, index: entry.index)
        }
        guard let face else { return nil }
        self.init(_face: face, pointSize: fontSize)
    }

    /// The installed face best matching a font name, or `nil`.
    static func _catalogEntry(named name: String, in entries: [_FontCatalogEntry]) -> _FontCatalogEntry? {
        func same(_ a: String, _ b: String) -> Bool { !a.isEmpty && a.caseInsensitiveCompare(b) == .orderedSame }
        if let entry = entries.first(where: { same($0.postScriptName, name) }) { return entry }
        if let entry = entries.first(where: { same($0.fullName, name) }) { return entry }
        let family = entries.filter { same($0.family, name) }
        let regularStyles = ["Book", "Regular", "Roman", "Normal", "Medium"]
        return family.first(where: { entry in regularStyles.contains { same($0, entry.style) } }) ?? family.first
    }

    /// Returns an array of font family names available on the system.
    ///
    /// The families fontconfig lists, sorted, each once.
    public class var familyNames: [String] {
        let library = _FontLibrary.shared
        let entries = library.withLock { library.installedFonts() }
        var seen = Set<String>()
        return entries.map(\.family).filter { !$0.isEmpty && seen.insert($0).inserted }
    }

    /// Returns an array of font names available in a particular font family.
    ///
    /// The PostScript names of the family's faces, which ``init(name:size:)`` accepts; empty
    /// for an unknown family.
    public class func fontNames(forFamilyName familyName: String) -> [String] {
        let library = _FontLibrary.shared
        let entries = library.withLock { library.installedFonts() }
        var seen = Set<String>()
        return entries.filter { $0.family.caseInsensitiveCompare(familyName) == .orderedSame }
            .map(\.postScriptName).filter { !$0.isEmpty && seen.insert($0).inserted }
    }
}
