import Foundation

/// Screen size changes: a live window the user resizes, a host that changes its display.
extension UIApplication {
    /// Tells the application that the host's screen now has a new size (and, optionally, a new
    /// scale); view controllers hear about it and every window that filled the screen follows it.
    ///
    /// Segue addition: on iOS the system resizes a scene's windows itself. A host calls this
    /// when its display changes — the live X11 host when the user resizes its window, a test
    /// through `HeadlessHost.resize(to:)`. In order, synchronously:
    ///
    /// 1. `UIScreen.main` takes the new bounds and scale (the same screen object: its identity,
    ///    and every window's `screen`, stay as they are).
    /// 2. For every window whose frame filled the old screen, before any frame changes: its
    ///    root view controller's `viewWillTransition(to:with:)` with the window's new size (the
    ///    default implementation forwards to the children, each with
    ///    `size(forChildContentContainer:withParentContainerSize:)`), then, for every controller
    ///    presented in the window, outermost first, its presentation controller's
    ///    `viewWillTransition(to:with:)` with the presentation container's new size — which
    ///    forwards to the presented controller with the size its
    ///    `size(forChildContentContainer:withParentContainerSize:)` gives (UIKitBehaviour #71, #73). The
    ///    coordinator is a `_SizeTransitionCoordinator`, one per window (see its documentation
    ///    for what it reports).
    /// 3. Without animation: those windows take the new screen bounds (other windows keep their
    ///    frames); subviews follow by their autoresizing masks (presentation containers fill
    ///    their windows); a presenter's view that a presentation took out of the window gets the
    ///    frame it would have had, and returns to it on dismissal; the windows lay out, so
    ///    presentation containers call `containerViewWillLayoutSubviews()` and
    ///    `containerViewDidLayoutSubviews()`, where presentation controllers place their
    ///    presented views (the built-in styles at `frameOfPresentedViewInContainerView`; a
    ///    `.custom` presentation controller places its own, as in UIKit).
    /// 4. The alongside animations queued with the coordinators run, without animation (the
    ///    size change has no duration), and see the new bounds.
    /// 5. Every window lays out again, then the coordinators' completions run.
    ///
    /// A new scale also redraws the views whose contents `draw(_:)` painted, at the new scale.
    /// A size or scale that is not positive and finite is reported (see
    /// `CAEngine.current.reports`) and changes nothing; an unchanged size and scale do nothing;
    /// so does, with a report, a call made while a size change runs (from
    /// `viewWillTransition(to:with:)`, say).
    /// A transition in flight keeps running: its views follow their autoresizing masks, and
    /// the frames it ends with follow the new size.
    ///
    /// - Parameters:
    ///   - size: The screen's new size in points.
    ///   - scale: The screen's new scale (pixels per point); nil keeps the current one.
    public func screenDidChangeSize(to size: CGSize, scale: CGFloat? = nil) {
        _screenDidChange(to: size, scale: scale, rotation: nil)
    }

    /// The size change of `screenDidChangeSize(to:scale:)`, or a rotation of the interface
    /// (`rotation`): then the controllers are told even when the size stays (a half turn),
    /// and the new frames, layout and alongside animations run in an animation block of the
    /// rotation's duration, the windows turning from the old orientation, and the
    /// coordinators' completions run when it ends (UIKitBehaviour #246).
    func _screenDidChange(to size: CGSize, scale: CGFloat?, rotation: _InterfaceRotation?) {
        let name = rotation == nil ? "UIApplication.screenDidChangeSize(to:scale:)" : "HeadlessHost.rotate(to:)"
        guard size.width.isFinite, size.height.isFinite, size.width > 0, size.height > 0 else {
            UIView._report("\(name): ignored the size \(size); a screen's width and height must be positive and finite")
            return
        }
        if let scale, !(scale.isFinite && scale > 0) {
            UIView._report("\(name): ignored the scale \(scale); a screen's scale must be positive and finite")
            return
        }
        guard !_WindowSizeChange.isInProgress else {
            UIView._report(
                "\(name): ignored a change to \(size) made while the screen's size is changing (from viewWillTransition(to:with:) or a coordinator's block)"
            )
            return
        }
        let screen = UIScreen._main
        let oldBounds = screen.bounds
        let newScale = scale ?? screen.scale
        let sizeChanged = size != oldBounds.size
        let scaleChanged = newScale != screen.scale
        guard sizeChanged || scaleChanged || rotation != nil else { return }
        let newBounds = CGRect(origin: oldBounds.origin, size: size)

        _WindowSizeChange.isInProgress = true
        defer { _WindowSizeChange.isInProgress = false }
        let changes =
            sizeChanged || rotation != nil
            ? _windows.filter { $0.frame == oldBounds }.map {
                _WindowSizeChange(window: $0, newFrame: newBounds, rotation: rotation)
            }
            : []
        screen._update(bounds: newBounds, scale: newScale)
        for change in changes { change.tellControllers() }
        if let rotation {
            _animate(changes, rotation: rotation)
        } else {
            UIView.performWithoutAnimation {
                for change in changes { change.applyFrames() }
                _TraitUpdate.refreshAllWindows()
                if scaleChanged {
                    for window in _windows { window._redisplayDrawnContentsInTree() }
                }
                for change in changes { change.window.layoutIfNeeded() }
            }
            for change in changes { change.coordinator.runAlongsideAnimations() }
            UIView.performWithoutAnimation {
                for window in _windows { window.layoutIfNeeded() }
            }
            for change in changes { change.coordinator.runCompletions() }
        }
        _host?.applicationNeedsFrame(self)
    }

    /// A rotation's frames, layout and alongside animations in one animation block; each
    /// window turns from its old orientation about the screen's centre.
    private func _animate(_ changes: [_WindowSizeChange], rotation: _InterfaceRotation) {
        UIView.animate(
            withDuration: rotation.duration, delay: 0, options: [.curveEaseInOut],
            animations: {
                for change in changes { change.applyFrames() }
                // The screen's insets turned with the interface (UIKitBehaviour #454): the new
                // safe area lays out in the rotation's animation.
                for window in self._windows { window._updateSafeAreaInsets(boundsChanged: true) }
                _TraitUpdate.refreshAllWindows()
                for change in changes { change.window.layoutIfNeeded() }
                for change in changes { change.coordinator.runAlongsideAnimations() }
                for window in self._windows { window.layoutIfNeeded() }
            },
            completion: { _ in
                UIView.performWithoutAnimation {
                    for window in self._windows { window.layoutIfNeeded() }
                }
                for change in changes { change.coordinator.runCompletions() }
            })
        guard rotation.duration > 0 else { return }
        for change in changes {
            let layer = change.window.layer
            let turn = CABasicAnimation(keyPath: "transform")
            turn.fromValue = CATransform3DMakeAffineTransform(CGAffineTransform(rotationAngle: -rotation.angle))
            turn.toValue = CATransform3DIdentity
            let centre = CABasicAnimation(keyPath: "position")
            centre.fromValue = layer.position
            centre.toValue = layer.position
            for animation in [turn, centre] {
                animation.duration = rotation.duration
                animation.timingFunction = CAMediaTimingFunction(name: .easeInEaseOut)
                layer.add(animation, forKey: "segue.rotation.\(animation.keyPath ?? "")")
            }
        }
    }
}

extension UIView {
    /// Marks the receiver and its subviews whose contents are a drawing of the view as needing
    /// display (the screen's scale changed, and drawings are made at it).
    func _redisplayDrawnContentsInTree() {
        if _drawing.contentsAreDrawn { _layer.setNeedsDisplay() }
        for subview in _subviews { subview._redisplayDrawnContentsInTree() }
    }
}
