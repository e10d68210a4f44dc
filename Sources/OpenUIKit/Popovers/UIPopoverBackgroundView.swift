import Foundation

/// What a popover's background class tells the popover about its arrow and content insets;
/// every method is required, and asked once when the popover is presented.
@preconcurrency @MainActor
public protocol UIPopoverBackgroundViewMethods {
    /// The distance from each edge of the background (the arrow aside) to the content's edge.
    static func contentViewInsets() -> UIEdgeInsets
    /// The height of the arrow from its base to its tip, in points.
    static func arrowHeight() -> CGFloat
    /// The width of the arrow at its base, in points.
    static func arrowBase() -> CGFloat
}

/// The background of a popover, drawn by an app's subclass: the border decoration and the
/// arrow, behind the presented controller's view (UIKitBehaviour #438, #439).
///
/// Set the subclass as the popover's `popoverBackgroundViewClass`. The popover makes one
/// instance, sizes it to the whole popover (content, insets and arrow), and sets
/// `arrowDirection` and `arrowOffset` before each layout. A subclass overrides both
/// properties (without calling `super`) and the three class methods of
/// ``UIPopoverBackgroundViewMethods``; the base versions trap, as UIKit raises.
///
/// - Note: Differs from UIKit: the popover makes the instance through the required
///   `init(_segueFactory:)`, which a subclass inherits when it overrides all of `init(frame:)`
///   and `init?(coder:)` (or none); see docs/Deviations.md.
@preconcurrency @MainActor
open class UIPopoverBackgroundView: UIView, UIPopoverBackgroundViewMethods {
    /// Creates a background view with `frame`.
    public override init(frame: CGRect) {
        super.init(frame: frame)
    }

    /// Creating views from archives is not supported: there are no nibs or storyboards.
    public required init?(coder: NSCoder) { _unimplemented("UIPopoverBackgroundView.init(coder:)") }

    /// Creates a background of the dynamic class for a popover (there is no Objective-C
    /// runtime to call `initWithFrame:` on a class object); calls `init(frame: .zero)`.
    public required convenience init(_segueFactory: Void) {
        self.init(frame: .zero)
    }

    /// The distance from the view's centre to the arrow's centre line along the arrow's edge:
    /// negative toward the left (arrow up or down) or the top (arrow left or right). A
    /// subclass must override it; the base traps.
    open var arrowOffset: CGFloat {
        get { Self._mustOverride("arrowOffset") }
        set { Self._mustOverride("setArrowOffset:") }
    }

    /// The direction the arrow points. A subclass must override it; the base traps.
    open var arrowDirection: UIPopoverArrowDirection {
        get { Self._mustOverride("arrowDirection") }
        set { Self._mustOverride("setArrowDirection:") }
    }

    /// Whether the popover draws its default content look (the content's rounded corners and
    /// the drop shadow); true by default. Deprecated in iOS 13, still honoured.
    open class var wantsDefaultContentAppearance: Bool { true }

    /// The insets of the content; a subclass must override it.
    open class func contentViewInsets() -> UIEdgeInsets { _mustOverride("contentViewInsets") }

    /// The arrow's height; a subclass must override it.
    open class func arrowHeight() -> CGFloat { _mustOverride("arrowHeight") }

    /// The arrow's base width; a subclass must override it.
    open class func arrowBase() -> CGFloat { _mustOverride("arrowBase") }

    static func _mustOverride(_ selector: String) -> Never {
        _programmerError("NSInternalInconsistencyException: +[\(self) \(selector)] must be implemented by subclassers.")
    }
}
