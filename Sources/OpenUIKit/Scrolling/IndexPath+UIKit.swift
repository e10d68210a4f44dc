import Foundation

/// UIKit's table and collection index paths: two indexes, a section and a row (or item).
///
/// Apple's UIKit adds these members to Foundation's `IndexPath`; swift-corelibs-foundation does
/// not have them, so OpenUIKit adds them with the same names.
extension IndexPath {
    /// An index path for a row of a table view section.
    public init(row: Int, section: Int) { self.init(indexes: [section, row]) }

    /// An index path for an item of a collection view section.
    public init(item: Int, section: Int) { self.init(indexes: [section, item]) }

    /// The section (the first index).
    public var section: Int {
        get { self[0] }
        set { self[0] = newValue }
    }

    /// The row within the section (the second index).
    public var row: Int {
        get { self[1] }
        set { self[1] = newValue }
    }

    /// The item within the section (the second index; the same index as `row`).
    public var item: Int {
        get { self[1] }
        set { self[1] = newValue }
    }
}
