import Foundation

/// Where and how a collection view shows one element: a cell, a supplementary view (a header
/// or footer) or a decoration view.
///
/// Layouts make these; the collection view applies them to its views (`frame`, `transform3D`,
/// `alpha`, `zIndex`, `isHidden`). `frame`, `center`, `size` and `bounds` describe the same
/// rectangle, as in UIKit: changing one changes the others.
@preconcurrency @MainActor
open class UICollectionViewLayoutAttributes: NSObject, @preconcurrency NSCopying {
    /// The element's index path (of the item, or of the supplementary view's position).
    open var indexPath: IndexPath

    /// Whether this describes a cell, a supplementary view or a decoration view.
    open private(set) var representedElementCategory: UICollectionView.ElementCategory

    /// The supplementary or decoration kind (`UICollectionView.elementKindSectionHeader` …);
    /// nil for cells.
    open private(set) var representedElementKind: String?

    /// The element's centre in the collection view's content coordinates.
    open var center = CGPoint.zero

    /// The element's size.
    open var size = CGSize.zero

    /// The 3D transform applied to the element (identity by default).
    open var transform3D = CATransform3DIdentity

    /// The element's opacity (1 by default).
    open var alpha: CGFloat = 1

    /// The element's stacking order; higher draws above lower (0 by default).
    open var zIndex = 0

    /// Whether the element is hidden (false by default).
    open var isHidden = false

    /// Which axes the collection view may let the view size itself along (self-sizing).
    var _selfSizingAxes: _SelfSizingAxes = []

    /// A cell's attributes at `frame`, measured along `selfSizingAxes` when it first appears
    /// (the one way the built-in layouts make them).
    static func _cell(
        at indexPath: IndexPath, frame: CGRect,
        selfSizingAxes: _SelfSizingAxes
    ) -> UICollectionViewLayoutAttributes {
        let attributes = UICollectionViewLayoutAttributes(forCellWith: indexPath)
        attributes.frame = frame
        attributes._selfSizingAxes = selfSizingAxes
        return attributes
    }

    /// Attributes for the cell at `indexPath`.
    public init(forCellWith indexPath: IndexPath) {
        self.indexPath = indexPath
        representedElementCategory = .cell
        representedElementKind = nil
        super.init()
    }

    /// Attributes for a supplementary view of `elementKind` at `indexPath`.
    public init(forSupplementaryViewOfKind elementKind: String, with indexPath: IndexPath) {
        self.indexPath = indexPath
        representedElementCategory = .supplementaryView
        representedElementKind = elementKind
        super.init()
    }

    /// Attributes for a decoration view of `decorationViewKind` at `indexPath`.
    public init(forDecorationViewOfKind decorationViewKind: String, with indexPath: IndexPath) {
        self.indexPath = indexPath
        representedElementCategory = .decorationView
        representedElementKind = decorationViewKind
        super.init()
    }

    /// The element's rectangle in content coordinates (centre and size; ignores the transform).
    open var frame: CGRect {
        get {
            CGRect(x: center.x - size.width / 2, y: center.y - size.height / 2, width: size.width, height: size.height)
        }
        set {
            size = newValue.size
            center = CGPoint(x: newValue.midX, y: newValue.midY)
        }
    }

    /// The element's bounds: origin zero, the element's size.
    open var bounds: CGRect {
        get { CGRect(origin: .zero, size: size) }
        set { size = newValue.size }
    }

    /// The affine part of `transform3D`; setting it replaces `transform3D`.
    open var transform: CGAffineTransform {
        get { CATransform3DGetAffineTransform(transform3D) }
        set { transform3D = CATransform3DMakeAffineTransform(newValue) }
    }

    /// A copy of the attributes (subclasses with extra state override this and copy it too).
    open func copy(with zone: NSZone? = nil) -> Any {
        let copy: UICollectionViewLayoutAttributes
        switch representedElementCategory {
        case .cell: copy = UICollectionViewLayoutAttributes(forCellWith: indexPath)
        case .supplementaryView:
            copy = UICollectionViewLayoutAttributes(
                forSupplementaryViewOfKind: representedElementKind ?? "", with: indexPath)
        case .decorationView:
            copy = UICollectionViewLayoutAttributes(
                forDecorationViewOfKind: representedElementKind ?? "", with: indexPath)
        }
        copy.center = center
        copy.size = size
        copy.transform3D = transform3D
        copy.alpha = alpha
        copy.zIndex = zIndex
        copy.isHidden = isHidden
        copy._selfSizingAxes = _selfSizingAxes
        return copy
    }

    /// Equal when every attribute is equal.
    nonisolated open override func isEqual(_ object: Any?) -> Bool {
        guard let other = object as? UICollectionViewLayoutAttributes else { return false }
        return MainActor.assumeIsolated { _isEqual(to: other) }
    }

    private func _isEqual(to other: UICollectionViewLayoutAttributes) -> Bool {
        indexPath == other.indexPath && representedElementCategory == other.representedElementCategory
            && representedElementKind == other.representedElementKind && center == other.center
            && size == other.size && CATransform3DEqualToTransform(transform3D, other.transform3D)
            && alpha == other.alpha && zIndex == other.zIndex && isHidden == other.isHidden
    }

    nonisolated open override var hash: Int {
        MainActor.assumeIsolated {
            var hasher = Hasher()
            hasher.combine(indexPath)
            hasher.combine(representedElementKind)
            return hasher.finalize()
        }
    }

    nonisolated open override var description: String {
        MainActor.assumeIsolated {
            let kind = representedElementKind.map { " kind: \($0);" } ?? ""
            return
                "<UICollectionViewLayoutAttributes; index path: (\(indexPath.section)-\(indexPath.item));\(kind) frame = \(frame)>"
        }
    }

    /// The copy typed as attributes.
    func _copy() -> UICollectionViewLayoutAttributes { copy() as! UICollectionViewLayoutAttributes }
}

/// The axes along which a view may size itself to fit its content.
struct _SelfSizingAxes: OptionSet, Hashable {
    let rawValue: Int
    static let horizontal = _SelfSizingAxes(rawValue: 1)
    static let vertical = _SelfSizingAxes(rawValue: 2)
}
