import Foundation

/// An accessibility element that stands for something that is not a view: a region of a
/// drawing, an item of a custom control.
///
/// Its container lists it in `accessibilityElements`. `accessibilityFrameInContainerSpace`
/// places it relative to a view container, and `accessibilityFrame` follows it on screen.
@preconcurrency @MainActor
open class UIAccessibilityElement: UIResponder {
    /// Creates an element that `container` holds.
    public init(accessibilityContainer container: Any) {
        _container = container as AnyObject
        super.init()
        isAccessibilityElement = true
    }

    private weak var _container: AnyObject?

    /// The object that holds the element (held weakly, as UIKit does).
    open var accessibilityContainer: Any? {
        get { _container }
        set { _container = newValue as AnyObject? }
    }

    /// The element's frame in its container view's coordinates; when set, `accessibilityFrame`
    /// follows the container on screen.
    open var accessibilityFrameInContainerSpace: CGRect = .zero {
        didSet { _usesContainerSpace = true }
    }
    private var _usesContainerSpace = false

    /// The frame on screen: `accessibilityFrameInContainerSpace` converted through the
    /// container view when it was set, otherwise the frame set directly.
    open override var accessibilityFrame: CGRect {
        get {
            guard _usesContainerSpace, let view = _container as? UIView else { return super.accessibilityFrame }
            let inWindow = view.convert(accessibilityFrameInContainerSpace, to: nil)
            guard let window = view.window else { return inWindow }
            return inWindow.offsetBy(dx: window.frame.minX, dy: window.frame.minY)
        }
        set {
            _usesContainerSpace = false
            super.accessibilityFrame = newValue
        }
    }
}
