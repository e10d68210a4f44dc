import Foundation

/// The object a split view controller tells about display-mode changes, collapsing and
/// expanding, and asks how to collapse, expand and show controllers (UIKitBehaviour #317–#310).
///
/// Every method is optional, as in UIKit: the protocol extension's defaults do what UIKit does
/// when a delegate does not implement the method. Column-style split views call the iOS 14
/// methods; classic ones the iOS 8 collapse and separate methods.
@preconcurrency @MainActor
public protocol UISplitViewControllerDelegate: NSObjectProtocol {
    /// The display mode is about to change to `displayMode`.
    func splitViewController(_ svc: UISplitViewController, willChangeTo displayMode: UISplitViewController.DisplayMode)
    /// The display mode the display-mode button and the gesture change to; `.automatic` for the default.
    func targetDisplayModeForAction(in svc: UISplitViewController) -> UISplitViewController.DisplayMode
    /// Return true when you have shown `vc` yourself for `show(_:sender:)`.
    func splitViewController(_ splitViewController: UISplitViewController, show vc: UIViewController, sender: Any?)
        -> Bool
    /// Return true when you have shown `vc` yourself for `showDetailViewController(_:sender:)`.
    func splitViewController(
        _ splitViewController: UISplitViewController, showDetail vc: UIViewController, sender: Any?
    ) -> Bool
    /// The controller to keep as the primary once a classic split view collapses; nil for its primary.
    func primaryViewController(forCollapsing splitViewController: UISplitViewController) -> UIViewController?
    /// The controller to use as the primary once a classic split view expands; nil for its primary.
    func primaryViewController(forExpanding splitViewController: UISplitViewController) -> UIViewController?
    /// Return true when you have collapsed `secondaryViewController` onto the primary yourself
    /// (or want it dropped); false for the primary's `collapseSecondaryViewController(_:for:)`.
    func splitViewController(
        _ splitViewController: UISplitViewController,
        collapseSecondary secondaryViewController: UIViewController,
        onto primaryViewController: UIViewController
    ) -> Bool
    /// The secondary controller for an expanding classic split view; nil for the primary's
    /// `separateSecondaryViewController(for:)`.
    func splitViewController(
        _ splitViewController: UISplitViewController,
        separateSecondaryFrom primaryViewController: UIViewController
    ) -> UIViewController?
    /// The orientations the split view supports; by default its own answer.
    func splitViewControllerSupportedInterfaceOrientations(_ splitViewController: UISplitViewController)
        -> UIInterfaceOrientationMask
    /// The orientation to present the split view in; by default its own answer.
    func splitViewControllerPreferredInterfaceOrientationForPresentation(_ splitViewController: UISplitViewController)
        -> UIInterfaceOrientation
    /// The column shown on top once a column-style split view collapses; `proposedTopColumn` by default.
    func splitViewController(
        _ svc: UISplitViewController,
        topColumnForCollapsingToProposedTopColumn proposedTopColumn: UISplitViewController.Column
    ) -> UISplitViewController.Column
    /// The display mode a column-style split view expands to; `proposedDisplayMode` by default.
    func splitViewController(
        _ svc: UISplitViewController,
        displayModeForExpandingToProposedDisplayMode proposedDisplayMode: UISplitViewController.DisplayMode
    ) -> UISplitViewController.DisplayMode
    /// A column-style split view collapsed (`isCollapsed` is true).
    func splitViewControllerDidCollapse(_ svc: UISplitViewController)
    /// A column-style split view expanded (`isCollapsed` is false).
    func splitViewControllerDidExpand(_ svc: UISplitViewController)
    /// `column` is about to show.
    func splitViewController(_ svc: UISplitViewController, willShow column: UISplitViewController.Column)
    /// `column` is about to hide.
    func splitViewController(_ svc: UISplitViewController, willHide column: UISplitViewController.Column)
    /// The edge swipe that shows a column began.
    func splitViewControllerInteractivePresentationGestureWillBegin(_ svc: UISplitViewController)
    /// The edge swipe that shows a column ended.
    func splitViewControllerInteractivePresentationGestureDidEnd(_ svc: UISplitViewController)
}

extension UISplitViewControllerDelegate {
    /// Does nothing.
    public func splitViewController(
        _ svc: UISplitViewController, willChangeTo displayMode: UISplitViewController.DisplayMode
    ) {}
    /// `.automatic`: the default target.
    public func targetDisplayModeForAction(in svc: UISplitViewController) -> UISplitViewController.DisplayMode {
        .automatic
    }
    /// False: the split view shows `vc` itself.
    public func splitViewController(
        _ splitViewController: UISplitViewController, show vc: UIViewController, sender: Any?
    ) -> Bool { false }
    /// False: the split view shows `vc` itself.
    public func splitViewController(
        _ splitViewController: UISplitViewController, showDetail vc: UIViewController, sender: Any?
    ) -> Bool { false }
    /// Nil: keep the primary.
    public func primaryViewController(forCollapsing splitViewController: UISplitViewController) -> UIViewController? {
        nil
    }
    /// Nil: keep the primary.
    public func primaryViewController(forExpanding splitViewController: UISplitViewController) -> UIViewController? {
        nil
    }
    /// False: the primary collapses the secondary onto itself.
    public func splitViewController(
        _ splitViewController: UISplitViewController,
        collapseSecondary secondaryViewController: UIViewController,
        onto primaryViewController: UIViewController
    ) -> Bool { false }
    /// Nil: the primary separates the secondary.
    public func splitViewController(
        _ splitViewController: UISplitViewController,
        separateSecondaryFrom primaryViewController: UIViewController
    ) -> UIViewController? { nil }
    /// Not implemented: the split view answers for itself.
    public func splitViewControllerSupportedInterfaceOrientations(_ splitViewController: UISplitViewController)
        -> UIInterfaceOrientationMask
    {
        _SplitDelegateDefaults.answeredByDefault = true
        return .all
    }
    /// Not implemented: the split view answers for itself.
    public func splitViewControllerPreferredInterfaceOrientationForPresentation(
        _ splitViewController: UISplitViewController
    ) -> UIInterfaceOrientation {
        _SplitDelegateDefaults.answeredByDefault = true
        return .portrait
    }
    /// `proposedTopColumn`.
    public func splitViewController(
        _ svc: UISplitViewController,
        topColumnForCollapsingToProposedTopColumn proposedTopColumn: UISplitViewController.Column
    ) -> UISplitViewController.Column { proposedTopColumn }
    /// `proposedDisplayMode`.
    public func splitViewController(
        _ svc: UISplitViewController,
        displayModeForExpandingToProposedDisplayMode proposedDisplayMode: UISplitViewController.DisplayMode
    ) -> UISplitViewController.DisplayMode { proposedDisplayMode }
    /// Does nothing.
    public func splitViewControllerDidCollapse(_ svc: UISplitViewController) {}
    /// Does nothing.
    public func splitViewControllerDidExpand(_ svc: UISplitViewController) {}
    /// Does nothing.
    public func splitViewController(_ svc: UISplitViewController, willShow column: UISplitViewController.Column) {}
    /// Does nothing.
    public func splitViewController(_ svc: UISplitViewController, willHide column: UISplitViewController.Column) {}
    /// Does nothing.
    public func splitViewControllerInteractivePresentationGestureWillBegin(_ svc: UISplitViewController) {}
    /// Does nothing.
    public func splitViewControllerInteractivePresentationGestureDidEnd(_ svc: UISplitViewController) {}
}

/// What the defaults of the orientation methods leave behind, so that the split view can tell
/// a delegate's answer from the protocol's default (UIKit asks only delegates that implement them).
@MainActor
enum _SplitDelegateDefaults {
    /// Set by the defaults when they answer.
    static var answeredByDefault = false

    /// The delegate's answer from `ask`, or nil when the default answered.
    static func implementedAnswer<Answer>(_ ask: () -> Answer) -> Answer? {
        answeredByDefault = false
        let answer = ask()
        defer { answeredByDefault = false }
        return answeredByDefault ? nil : answer
    }
}
