import Foundation

/// A navigation controller's toolbar: hidden by default, along the bottom above the home
/// indicator (its background reaches the screen's edge), showing the top controller's
/// `toolbarItems` (UIKitBehaviour #306).
extension UINavigationController {
    /// The toolbar along the bottom; hidden until `isToolbarHidden` is false.
    public var toolbar: UIToolbar! { _toolbar }

    /// Whether the toolbar is hidden (true by default). Setting it is
    /// `setToolbarHidden(_:animated: false)`.
    public var isToolbarHidden: Bool {
        get { _isToolbarHidden }
        set { setToolbarHidden(newValue, animated: false) }
    }

    /// Hides or shows the toolbar, sliding it down or up over `hideShowBarDuration` when
    /// animated; the children's safe area follows.
    public func setToolbarHidden(_ hidden: Bool, animated: Bool) {
        guard hidden != _isToolbarHidden else { return }
        _isToolbarHidden = hidden
        guard let view = viewIfLoaded else { return }
        if !hidden { _toolbar.isHidden = false }
        let place = {
            self._layoutToolbar()
            if animated { self.topViewController?.viewIfLoaded?.layoutIfNeeded() }
        }
        let settle: (Bool) -> Void = { _ in self._toolbar.isHidden = self._isToolbarHidden }
        if animated, view.window != nil {
            UIView.animate(withDuration: TimeInterval(Self.hideShowBarDuration), animations: place, completion: settle)
        } else {
            UIView.performWithoutAnimation(place)
            settle(true)
        }
    }

    /// Places the toolbar: 44 points tall above the bottom safe-area inset, its background
    /// reaching down under the inset; hidden, just below the view's bottom edge.
    func _layoutToolbar() {
        guard let view = viewIfLoaded else { return }
        let bottomInset = _toolbarBottomInset
        let height = UIToolbar.height
        let y = _isToolbarHidden ? view.bounds.maxY : view.bounds.maxY - bottomInset - height
        _toolbar.frame = CGRect(x: 0, y: y, width: view.bounds.width, height: height)
        _toolbar._backgroundExtension = bottomInset
        _containerBarsDidChange()
    }

    /// The bottom inset the toolbar sits above: the navigation controller's own safe area (from
    /// the window or a tab bar; the toolbar is only in its children's).
    var _toolbarBottomInset: CGFloat {
        max(viewIfLoaded?.safeAreaInsets.bottom ?? 0, 0)
    }

    /// The top of the toolbar in `container`'s coordinates, or nil when it is hidden.
    func _visibleToolbarTop(in container: UIView) -> CGFloat? {
        guard !_isToolbarHidden, let view = _view, _toolbar._superview === view else { return nil }
        let top = view.bounds.maxY - _toolbarBottomInset - UIToolbar.height
        return container.convert(CGPoint(x: 0, y: top), from: view).y
    }

    /// The toolbar shows `controller`'s items; with `coordinator`, cross-fading alongside the
    /// transition (a picture of the old items fades out as the new ones fade in, so an
    /// interactive pop scrubs it) and back on a cancel.
    func _showToolbarItems(
        of controller: UIViewController, previous: UIViewController?,
        with coordinator: (any UIViewControllerTransitionCoordinator)?
    ) {
        let items = controller.toolbarItems
        guard let coordinator, coordinator.isAnimated, !_isToolbarHidden, _toolbar.window != nil,
            let picture = _toolbar._itemsPicture()
        else { return _toolbar.items = items }
        picture.isUserInteractionEnabled = false
        _toolbar.addSubview(picture)
        _toolbar.items = items
        let incoming = _toolbar._itemViewsShown
        incoming.forEach { $0.alpha = 0 }
        coordinator.animate(
            alongsideTransition: { _ in
                picture.alpha = 0
                incoming.forEach { $0.alpha = 1 }
            },
            completion: { [weak self] context in
                picture.removeFromSuperview()
                incoming.forEach { $0.alpha = 1 }
                guard let self, context.isCancelled, let previous else { return }
                self._toolbar.items = previous.toolbarItems
            })
    }
}
