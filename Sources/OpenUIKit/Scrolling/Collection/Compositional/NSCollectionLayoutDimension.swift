import Foundation

/// One side of an element's size in a compositional layout: absolute points, a fraction of
/// the container's width or height, or an estimate that the element's content refines.
@preconcurrency @MainActor
public final class NSCollectionLayoutDimension: NSObject {
    enum _Kind { case absolute, fractionalWidth, fractionalHeight, estimated }
    let _kind: _Kind

    /// The number of points, or the fraction.
    public let dimension: CGFloat

    /// A fraction of the container's width.
    public class func fractionalWidth(_ fractionalWidth: CGFloat) -> Self {
        Self(kind: .fractionalWidth, dimension: fractionalWidth)
    }
    /// A fraction of the container's height.
    public class func fractionalHeight(_ fractionalHeight: CGFloat) -> Self {
        Self(kind: .fractionalHeight, dimension: fractionalHeight)
    }
    /// A fixed number of points.
    public class func absolute(_ absoluteDimension: CGFloat) -> Self {
        Self(kind: .absolute, dimension: absoluteDimension)
    }
    /// A first guess in points; the element's view sizes itself when it appears.
    public class func estimated(_ estimatedDimension: CGFloat) -> Self {
        Self(kind: .estimated, dimension: estimatedDimension)
    }

    init(kind: _Kind, dimension: CGFloat) {
        _kind = kind
        self.dimension = (dimension.isFinite && dimension >= 0) ? dimension : 0
        super.init()
        if !(dimension.isFinite && dimension >= 0) {
            UIView._report("NSCollectionLayoutDimension: \(dimension) is negative or not finite; using 0")
        }
    }

    /// Whether the dimension is a fraction of the container's width.
    public var isFractionalWidth: Bool { _kind == .fractionalWidth }
    /// Whether the dimension is a fraction of the container's height.
    public var isFractionalHeight: Bool { _kind == .fractionalHeight }
    /// Whether the dimension is in points.
    public var isAbsolute: Bool { _kind == .absolute }
    /// Whether the dimension is an estimate.
    public var isEstimated: Bool { _kind == .estimated }

    /// The length in a container of `container` size (an estimate gives its guess).
    func _resolve(in container: CGSize) -> CGFloat {
        switch _kind {
        case .absolute, .estimated: dimension
        case .fractionalWidth: container.width * dimension
        case .fractionalHeight: container.height * dimension
        }
    }
}

/// The width and height of an element of a compositional layout.
@preconcurrency @MainActor
open class NSCollectionLayoutSize: NSObject {
    /// The width.
    public let widthDimension: NSCollectionLayoutDimension
    /// The height.
    public let heightDimension: NSCollectionLayoutDimension

    /// A size from two dimensions.
    public init(widthDimension width: NSCollectionLayoutDimension, heightDimension height: NSCollectionLayoutDimension)
    {
        widthDimension = width
        heightDimension = height
        super.init()
    }
}

/// The space between the items of a group: fixed, or at least a minimum with the leftover
/// shared out (flexible).
@preconcurrency @MainActor
public final class NSCollectionLayoutSpacing: NSObject {
    /// The spacing in points (the minimum, when flexible).
    public let spacing: CGFloat
    /// Whether the spacing is exactly `spacing`.
    public let isFixedSpacing: Bool
    /// Whether the spacing is at least `spacing`, growing to fill the group.
    public var isFlexibleSpacing: Bool { !isFixedSpacing }

    init(spacing: CGFloat, fixed: Bool) {
        self.spacing = spacing.isFinite ? spacing : 0
        isFixedSpacing = fixed
        super.init()
        if !spacing.isFinite { UIView._report("NSCollectionLayoutSpacing: \(spacing) is not finite; using 0") }
    }

    /// Exactly `fixedSpacing` points between items.
    public class func fixed(_ fixedSpacing: CGFloat) -> Self { Self(spacing: fixedSpacing, fixed: true) }
    /// At least `flexibleSpacing` points between items, the leftover shared between the gaps.
    public class func flexible(_ flexibleSpacing: CGFloat) -> Self { Self(spacing: flexibleSpacing, fixed: false) }
}
