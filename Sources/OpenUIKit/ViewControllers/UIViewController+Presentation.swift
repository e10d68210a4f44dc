import Foundation

/// Modal presentation and dismissal: checks, the transitioning delegate's objects (asked for
/// at once, as UIKit does), then the deferred start of a `_ModalTransition`.
///
/// Programmer errors that UIKit raises as exceptions trap with UIKit's message: presenting a
/// controller that is already presented, that has a parent, or the receiver itself. Misuse
/// that UIKit only logs is reported (see `HeadlessHost.reports`) and ignored: presenting from a
/// controller that already presents, from one whose view is not in a window, or while another
/// transition is in flight; dismissing during a transition.
extension UIViewController {
    func _present(_ presented: UIViewController, animated: Bool, completion: (() -> Void)?) {
        _require(
            presented !== self, "Application tried to present modally an active controller \(Self._describe(self)).")
        _require(
            presented._presentingViewController == nil,
            "Application tried to present modally a view controller \(Self._describe(presented)) that is already being presented by \(Self._describe(presented._presentingViewController))."
        )
        _require(
            presented._parent == nil,
            "Application tried to present modally a view controller \(Self._describe(presented)) that has a parent view controller \(Self._describe(presented._parent))."
        )
        if presented._modalPresentationStyle == .none {
            UIView._report("UIViewController.present: .none is not a presentation style; presenting as .formSheet")
            presented.modalPresentationStyle = .formSheet
        }
        let host = _presentationContext(for: presented)
        let prefix =
            "Attempt to present \(Self._describe(presented)) on \(Self._describe(host)) (from \(Self._describe(self)))"
        if let already = host._presentedViewController {
            UIView._report("\(prefix) which is already presenting \(Self._describe(already)).")
            return
        }
        if _ModalTransition.inFlight > 0 {
            UIView._report("\(prefix) while a presentation is in progress.")
            return
        }
        guard host.viewIfLoaded?.window != nil else {
            UIView._report("\(prefix) whose view is not in the window hierarchy.")
            return
        }
        _ModalTransition.inFlight += 1
        let vended = _ModalTransition.vendForPresentation(
            of: presented, from: self, presenting: host, animated: animated)
        UIApplication.shared._performOnNextTurn {
            _ModalTransition.present(
                presented, presenting: host, vended: vended, animated: animated, completion: completion)
        }
    }

    func _dismiss(animated: Bool, completion: (() -> Void)?) {
        // The controller that presents: the receiver, or the one that presented it (forwarded),
        // looking through parents as UIKit does for children of presented containers.
        var current: UIViewController? = self
        var presenter: UIViewController?
        while let candidate = current {
            if candidate._presentedViewController != nil {
                presenter = candidate
                break
            }
            if let presenting = candidate._presentingViewController {
                presenter = presenting
                break
            }
            current = candidate._parent
        }
        guard let presenter else {
            // Nothing to dismiss: UIKit still calls the completion (UNCONFIRMED).
            if let completion { UIApplication.shared._performOnNextTurn(completion) }
            return
        }
        if _ModalTransition.inFlight > 0 {
            UIView._report(
                "Attempt to dismiss from view controller \(Self._describe(self)) while a presentation or dismiss is in progress!"
            )
            return
        }
        _ModalTransition.inFlight += 1
        let vended = _ModalTransition.vendForDismissal(presentedBy: presenter, animated: animated)
        UIApplication.shared._performOnNextTurn {
            _ModalTransition.dismiss(presentedBy: presenter, vended: vended, animated: animated, completion: completion)
        }
    }

    /// The controller that will present `presented` when `present` is called on the receiver
    /// (UIKitBehaviour #3): for current-context styles the nearest ancestor that defines the context
    /// (or the topmost one); for the others the topmost ancestor.
    func _presentationContext(for presented: UIViewController) -> UIViewController {
        let style = presented.modalPresentationStyle
        let currentContext = style == .currentContext || style == .overCurrentContext
        var candidate = self
        while let parent = candidate._parent {
            if currentContext && candidate.definesPresentationContext { return candidate }
            candidate = parent
        }
        return candidate
    }

    /// The presentation controller of the receiver's presentation, or of its nearest presented
    /// ancestor; for a controller not presented yet with a built-in style, the one its
    /// presentation will use.
    var _nearestPresentationController: UIPresentationController? {
        if let controller = _presentationController { return controller }
        if let parent = _parent { return parent._nearestPresentationController }
        let style = modalPresentationStyle
        guard style != .custom, _presentingViewController == nil else { return nil }
        if style == .popover { return popoverPresentationController }
        if style == .pageSheet || style == .formSheet {
            if let pending = _pendingPresentationController as? UISheetPresentationController { return pending }
            let sheet = UISheetPresentationController(presented: self, presenting: nil, style: style)
            sheet._holdsPresentedStrongly = false  // the receiver keeps it: no cycle
            _pendingPresentationController = sheet
            return sheet
        }
        if let pending = _pendingPresentationController as? _SystemPresentationController, pending.style == style {
            return pending
        }
        let controller = _SystemPresentationController(presented: self, presenting: nil, style: style)
        controller._holdsPresentedStrongly = false  // the receiver keeps it: no cycle
        _pendingPresentationController = controller
        return controller
    }

    static func _describe(_ controller: UIViewController?) -> String {
        guard let controller else { return "nil" }
        return "<\(type(of: controller)): \(Unmanaged.passUnretained(controller).toOpaque())>"
    }
}
