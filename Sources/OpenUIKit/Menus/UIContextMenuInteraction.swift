import Foundation

/// An interaction that shows a context menu — a lifted preview of its view and a menu — after a
/// long press on the view (UIKitBehaviour #295).
///
/// ```swift
/// imageView.addInteraction(UIContextMenuInteraction(delegate: self))
/// ```
@preconcurrency @MainActor
open class UIContextMenuInteraction: NSObject, UIInteraction {
    /// The object that provides the menu's configuration and hears its life.
    open private(set) weak var delegate: (any UIContextMenuInteractionDelegate)?

    /// The view the interaction is attached to.
    open private(set) weak var view: UIView?

    /// The long press that opens the menu.
    private var press: UILongPressGestureRecognizer?
    /// The menu on screen, and its configuration.
    private weak var presentation: _MenuPresentation?
    private var configuration: UIContextMenuConfiguration?
    private var pressLocation: CGPoint?

    /// The long press that opens a context menu lasts 0.5 s (UIKitBehaviour #295).
    static let pressDuration: TimeInterval = 0.5

    /// Creates a context menu interaction object with the specified delegate object.
    public init(delegate: any UIContextMenuInteractionDelegate) {
        self.delegate = delegate
        super.init()
    }

    /// Tells the interaction that it is about to be added to (or removed from) a view.
    open func willMove(to view: UIView?) {
        if let press { self.view?.removeGestureRecognizer(press) }
        press = nil
    }

    /// Tells the interaction that it was added to (or removed from) a view: it watches the view
    /// for long presses.
    open func didMove(to view: UIView?) {
        self.view = view
        guard let view else { return }
        let press = UILongPressGestureRecognizer { [weak self] recognizer in
            guard recognizer.state == .began else { return }
            self?._begin(at: recognizer.location(in: recognizer.view))
        }
        press.minimumPressDuration = Self.pressDuration
        view.addGestureRecognizer(press)
        self.press = press
    }

    /// Returns the location of the press that opened the menu, in `view`'s coordinates.
    open func location(in view: UIView?) -> CGPoint {
        guard let pressLocation, let own = self.view else { return .zero }
        guard let view else { return own.convert(pressLocation, to: nil) }
        return own.convert(pressLocation, to: view)
    }

    /// Dismisses the menu on screen, if any.
    open func dismissMenu() {
        presentation?.dismiss(animated: true)
    }

    /// Changes the menu on screen: `block` gets the visible menu and returns the one to show.
    open func updateVisibleMenu(_ block: (UIMenu) -> UIMenu) {
        guard let presentation else { return }
        presentation.replaceRootMenu(block(presentation.rootMenu))
    }

    /// Asks the delegate for a configuration and shows its preview and menu.
    func _begin(at location: CGPoint) {
        guard let view, let delegate, presentation == nil || presentation?.isDismissing == true else { return }
        pressLocation = location
        guard let configuration = delegate.contextMenuInteraction(self, configurationForMenuAtLocation: location) else {
            return
        }
        self.configuration = configuration
        let menu = configuration._actionProvider?([]) ?? UIMenu(children: [])
        let previewController = configuration._previewProvider?()
        let preview = _ContextMenuPreview(for: view, controller: previewController)
        let animator = _ContextMenuAnimator(previewViewController: previewController)
        delegate.contextMenuInteraction(self, willDisplayMenuFor: configuration, animator: animator)
        presentation = _MenuPresentation.present(menu, from: view, sender: nil, preview: preview, animator: animator)
        presentation?.onPreviewTap = { [weak self] in self?._previewTapped(controller: previewController) }
        presentation?.onDismiss = { [weak self] animator in
            guard let self, let configuration = self.configuration else { return }
            self.delegate?.contextMenuInteraction(self, willEndFor: configuration, animator: animator)
        }
    }

    private func _previewTapped(controller: UIViewController?) {
        guard let configuration, let delegate else {
            presentation?.dismiss(animated: true)
            return
        }
        let animator = _ContextMenuAnimator(previewViewController: controller)
        delegate.contextMenuInteraction(self, willPerformPreviewActionForMenuWith: configuration, animator: animator)
        presentation?.dismiss(animated: true, extra: animator)
    }
}
