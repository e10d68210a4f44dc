import Foundation

/// How a view controller is presented modally, with UIKit's raw values (UIKitBehaviour #76).
public enum UIModalPresentationStyle: Int, Sendable {
    /// The presented view covers the screen; the presenter's views are removed afterwards.
    case fullScreen = 0
    /// A card sheet over the presenter, which stays visible behind it.
    case pageSheet = 1
    /// A sheet sized by the presented controller's `preferredContentSize` (the card sheet on iPhone).
    case formSheet = 2
    /// Covers the controller that defines the presentation context; its views are removed.
    case currentContext = 3
    /// Managed by a custom presentation controller and animators from the transitioning delegate.
    case custom = 4
    /// Covers the screen; the views beneath stay.
    case overFullScreen = 5
    /// Covers the presentation context; the views beneath stay.
    case overCurrentContext = 6
    /// A popover (not built in Segue; presenting with it is reported and treated as `.formSheet`).
    case popover = 7
    /// No adaptation; never used to present (UIKitBehaviour #84).
    case none = -1
    /// The system's default, resolving to `.pageSheet` (UIKitBehaviour #82).
    case automatic = -2
}

/// The built-in animation of a modal presentation (UIKitBehaviour #83).
public enum UIModalTransitionStyle: Int, Sendable {
    /// The presented view slides up from the bottom; dismissal slides it down.
    case coverVertical = 0
    /// The views flip about the vertical axis, right to left.
    case flipHorizontal = 1
    /// The presented view fades in; dismissal fades it out.
    case crossDissolve = 2
    /// A page curl (not built in Segue: traps when used).
    case partialCurl = 3
}
