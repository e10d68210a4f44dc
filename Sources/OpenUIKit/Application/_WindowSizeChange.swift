import Foundation

/// One window's part of a screen size change (`UIApplication.screenDidChangeSize(to:scale:)`):
/// the controllers to tell, the coordinator they get, and the frames to set.
///
/// The presentations shown in the window are gathered once, before anyone is told, so that a
/// controller that presents or dismisses from `viewWillTransition(to:with:)` does not change
/// who hears about this change (the new presentation starts on the next turn anyway).
@MainActor
struct _WindowSizeChange {
    /// A presentation shown in the window: its presented controller and what it keeps.
    struct Presentation {
        let presented: UIViewController
        let record: _PresentationRecord
        /// The container's size once the window has its new size, if the container is in it.
        let containerSize: CGSize?
    }

    /// Whether `UIApplication.screenDidChangeSize(to:scale:)` is running.
    static var isInProgress = false

    let window: UIWindow
    let newFrame: CGRect
    let coordinator: _SizeTransitionCoordinator
    let presentations: [Presentation]
    /// The window's traits before the change (before the screen takes its new size).
    let oldTraits: UITraitCollection

    init(window: UIWindow, newFrame: CGRect, rotation: _InterfaceRotation? = nil) {
        self.window = window
        oldTraits = window._windowTraits
        self.newFrame = newFrame
        coordinator = _SizeTransitionCoordinator(containerView: window, rotation: rotation)
        var presented: [(UIViewController, _PresentationRecord)] = []
        if let root = window._rootViewController { Self.gatherPresentations(from: root, into: &presented) }
        presentations = presented.map { controller, record in
            Presentation(
                presented: controller, record: record,
                containerSize: Self.predictedSize(of: record.container, in: window, windowSize: newFrame.size))
        }
    }

    /// The presentations made from `controller`, its children and the controllers they present,
    /// outermost first.
    private static func gatherPresentations(
        from controller: UIViewController,
        into list: inout [(UIViewController, _PresentationRecord)]
    ) {
        for child in controller._children { gatherPresentations(from: child, into: &list) }
        if let presented = controller._presentedViewController, let record = presented._presentationRecord {
            list.append((presented, record))
            gatherPresentations(from: presented, into: &list)
        }
    }

    /// The size `view` will have once `window` is `windowSize`, by the autoresizing masks of
    /// the views between them; nil when `view` is not in `window`.
    static func predictedSize(of view: UIView, in window: UIWindow, windowSize: CGSize) -> CGSize? {
        var chain: [UIView] = []
        var current = view
        while current !== window {
            guard let superview = current.superview else { return nil }
            chain.append(current)
            current = superview
        }
        var oldParent = window.bounds.size
        var newParent = windowSize
        for view in chain.reversed() {
            let frame = view.frame
            let resizes = view.superview?.autoresizesSubviews ?? false
            let newFrame = resizes ? view._autoresizedFrame(frame, superviewSizeFrom: oldParent, to: newParent) : frame
            let bounds = view.bounds.size
            oldParent = bounds
            newParent = CGSize(
                width: bounds.width + newFrame.width - frame.width,
                height: bounds.height + newFrame.height - frame.height)
        }
        return newParent
    }

    /// Tells the root controller, then each presentation controller, about the new sizes
    /// (and, first, about new size classes: `willTransition(to:with:)`).
    func tellControllers() {
        _TraitUpdate.announceSizeClasses(
            of: window, from: oldTraits, newSize: newFrame.size, coordinator: coordinator,
            presentationControllers: presentations.map(\.record.presentationController))
        window._rootViewController?.viewWillTransition(to: newFrame.size, with: coordinator)
        for presentation in presentations {
            // The presented controller may have changed: a replacement swapped in or out (UIKitBehaviour #451).
            guard let size = presentation.containerSize,
                presentation.record.presentationController.presentedViewController._presentationRecord
                    === presentation.record
            else { continue }
            presentation.record.presentationController.viewWillTransition(to: size, with: coordinator)
        }
    }

    /// Gives the window its new frame; presenter views taken out of the window by a
    /// presentation get the frames they would have had in their old superviews.
    func applyFrames() {
        // Sizes before the change of the superviews the presenters' views left.
        let away: [(record: _PresentationRecord, presenter: UIView, oldSize: CGSize)] = presentations.compactMap {
            guard $0.record.removesPresenterView, let superview = $0.record.presenterSuperview,
                let presenter = $0.record.presentationController.presentedViewController._presentingViewController?
                    .viewIfLoaded
            else { return nil }
            return ($0.record, presenter, superview.bounds.size)
        }
        window.frame = newFrame
        for (record, presenter, oldSize) in away {
            guard let superview = record.presenterSuperview else { continue }
            let newSize = superview.bounds.size
            guard newSize != oldSize, superview.autoresizesSubviews else { continue }
            record.presenterFrame = presenter._autoresizedFrame(
                record.presenterFrame, superviewSizeFrom: oldSize, to: newSize)
            // In the container (a transition in flight) it follows the container; away, it
            // takes its frame now.
            if presenter.superview == nil { presenter.frame = record.presenterFrame }
        }
    }
}
