import Foundation

/// `show(_:)` and `hide(_:)`, and the animated change of display mode behind them, the
/// display-mode button and a tap on the dimmed secondary (UIKitBehaviour #316, #321, #322).
///
/// Expanded, showing a sidebar changes to the nearest display mode that shows it (hiding, to
/// the nearest one that does not); the secondary cannot be shown or hidden. The columns slide
/// over 0.35 s on the ease-in-out curve (UNCONFIRMED); the controllers that come and go get
/// animated appearance calls, and `transitionCoordinator` animates alongside until the slide
/// ends. A new request during the slide turns it toward the new mode from where it is.
/// Collapsed, `show(_:)` pushes the column's controllers (and any between) on the stack or
/// pops what covers it, and `hide(_:)` pops the column when it is on top (never the primary).
extension UISplitViewController {
    /// Shows `column` (iOS 14). Raises for `.compact` and for a classic split view.
    public func show(_ column: Column) {
        _requireColumnStyle()
        _requireMutable("showColumn:")
        if column == .compact {
            _programmerError("Programmatic column showing not supported for Compact column of UISplitViewController")
        }
        if _isCollapsed { return _showCollapsed(column) }
        guard column != .secondary else { return }
        let current = _columnAnimation?.target ?? displayMode
        guard !_isShowing(column, in: current) else { return }
        let target = _mode(showing: column, from: current)
        _transition(to: target, chosen: target, animated: true)
    }

    /// Hides `column` (iOS 14). Raises for `.compact` and for a classic split view.
    public func hide(_ column: Column) {
        _requireColumnStyle()
        if _delegateCallbackDepth > 0, !_inCollapseOrExpandCallback { _requireMutable("hideColumn:") }
        if column == .compact {
            _programmerError("Programmatic column hiding not supported for Compact column of UISplitViewController")
        }
        if _isCollapsed { return _hideCollapsed(column) }
        guard column != .secondary else { return }
        let current = _columnAnimation?.target ?? displayMode
        guard _isShowing(column, in: current) else { return }
        let target = _mode(hiding: column, from: current)
        _transition(to: target, chosen: target, animated: true)
    }

    /// Whether the split view is inside `topColumnForCollapsing…` or `displayModeForExpanding…`.
    var _inCollapseOrExpandCallback: Bool { _delegateCallbackDepth > 0 && _collapseCallbackActive }

    // MARK: The animated change

    /// Changes the display mode to `target` (remembering `chosen`), sliding the columns when
    /// `animated` and the split view is on screen.
    func _transition(to target: DisplayMode, chosen: DisplayMode?, animated: Bool) {
        _chosenDisplayMode = chosen
        guard let view = viewIfLoaded, !_isCollapsed else { return }
        let from = _columnAnimation?.target ?? _laidOutDisplayMode ?? target
        guard from != target else { return }
        _tellDelegate(from: from, to: target)
        _laidOutDisplayMode = target
        let fromLayout = _layout(for: from)
        let toLayout = _layout(for: target)
        guard animated, view.window != nil, _isAppearingOrAppeared else {
            _finishColumnAnimation()
            _place(toLayout, frames: toLayout.frames, keeping: [])
            _dimmingView.alpha = toLayout.dimsSecondary ? 1 : 0
            return _updateDisplayModeButtons()
        }
        let previous = _columnAnimation
        let moving = Set(fromLayout.visible + toLayout.visible + (previous?.moving ?? []))
        for column in [Column.primary, .supplementary] {
            guard let controller = _columnController(column) else { continue }
            let wasShown = fromLayout.visible.contains(column)
            let isShown = toLayout.visible.contains(column)
            if !wasShown, isShown {
                if controller.viewIfLoaded?.superview !== view {
                    controller.view.frame = fromLayout.frames[column] ?? .zero
                }
                controller.beginAppearanceTransition(true, animated: true)
            } else if wasShown, !isShown {
                controller.beginAppearanceTransition(false, animated: true)
            }
        }
        let startFrames = fromLayout.frames.merging(_currentFrames()) { _, current in current }
        if previous == nil {
            _place(fromLayout.merging(visible: toLayout), frames: startFrames, keeping: Array(moving))
            _dimmingView.alpha = fromLayout.dimsSecondary ? 1 : 0
        } else {
            _place(fromLayout.merging(visible: toLayout), frames: startFrames, keeping: Array(moving))
        }
        let coordinator = _SplitTransitionCoordinator(containerView: view, duration: Self._columnAnimationDuration)
        let animation = _SplitColumnAnimation(target: target, coordinator: coordinator, moving: Array(moving))
        _columnAnimation = animation
        previous?.coordinator.runCompletions()
        UIView.animate(
            withDuration: Self._columnAnimationDuration, delay: 0,
            options: [.beginFromCurrentState, .allowUserInteraction, .curveEaseInOut]
        ) { [self] in
            _applyFrames(toLayout.frames)
            _dimmingView.alpha = toLayout.dimsSecondary ? 1 : 0
            coordinator.runAlongsideAnimations()
        } completion: { [weak self] _ in
            guard let self, self._columnAnimation === animation else { return }
            self._endColumnAnimation(animation)
        }
    }

    /// The frames of the column views in the split view now (their model frames).
    private func _currentFrames() -> [Column: CGRect] {
        var frames: [Column: CGRect] = [:]
        for column in [Column.primary, .supplementary, .secondary] {
            if let columnView = _columnController(column)?.viewIfLoaded, columnView.superview === viewIfLoaded {
                frames[column] = columnView.frame
            }
        }
        return frames
    }

    /// The slide ended: hidden columns leave, appearance ends, the coordinator's completions run.
    func _endColumnAnimation(_ animation: _SplitColumnAnimation) {
        _columnAnimation = nil
        let layout = _layout(for: animation.target)
        _place(layout, frames: layout.frames, keeping: [])
        _dimmingView.alpha = layout.dimsSecondary ? 1 : 0
        for column in [Column.primary, .supplementary, .secondary] {
            guard let controller = _columnController(column) else { continue }
            if controller._appearanceState == .appearing || controller._appearanceState == .disappearing {
                controller.endAppearanceTransition()
            }
        }
        animation.coordinator.runCompletions()
        _updateDisplayModeButtons()
    }

    /// Ends a running slide at once (a resize, a collapse).
    func _finishColumnAnimation() {
        guard let animation = _columnAnimation else { return }
        for column in [Column.primary, .supplementary, .secondary] {
            _columnController(column)?.viewIfLoaded?.layer.removeAllAnimations()
        }
        _dimmingView.layer.removeAllAnimations()
        _endColumnAnimation(animation)
    }

    /// A tap on the dimmed secondary hides the sidebars over or beside it.
    func _dimmingViewTapped() {
        guard !_isCollapsed, _gestureShow == nil else { return }
        let current = _columnAnimation?.target ?? displayMode
        let target: DisplayMode = current == .twoDisplaceSecondary ? .oneBesideSecondary : .secondaryOnly
        _transition(to: target, chosen: target, animated: true)
    }

    // MARK: Collapsed

    /// The column of each controller on the collapsed primary stack.
    private func _stackColumns(_ stack: [UIViewController]) -> [Column] {
        var column = Column.primary
        return stack.map { controller in
            if let moved = _movedColumns[ObjectIdentifier(controller)] { column = moved }
            return column
        }
    }

    private func _showCollapsed(_ column: Column) {
        guard _assigned[.compact] == nil, let primary = _columnNavigations[.primary] else { return }
        let stack = primary.viewControllers
        let columns = _stackColumns(stack)
        if let last = columns.lastIndex(of: column) {
            guard last < stack.count - 1 else { return }
            primary.popToViewController(stack[last], animated: true)
            return
        }
        var moving: [UIViewController] = []
        let order: [Column] = _style == .tripleColumn ? [.supplementary, .secondary] : [.secondary]
        for candidate in order where !columns.contains(candidate) {
            let controllers = _collapsedColumnStack(candidate)
            for controller in controllers { _movedColumns[ObjectIdentifier(controller)] = candidate }
            moving += controllers
            if candidate == column { break }
        }
        guard !moving.isEmpty else { return }
        primary.setViewControllers(stack + moving, animated: true)
    }

    /// The controllers `column` stacks while collapsed: its navigation stack, or its root
    /// again when a pop took it away.
    private func _collapsedColumnStack(_ column: Column) -> [UIViewController] {
        guard let navigation = _columnNavigations[column] else { return [] }
        if !navigation.viewControllers.isEmpty { return navigation.viewControllers }
        if let root = _assigned[column], root !== navigation, root.parent == nil { return [root] }
        return []
    }

    private func _hideCollapsed(_ column: Column) {
        guard column != .primary, _assigned[.compact] == nil, let primary = _columnNavigations[.primary] else { return }
        let stack = primary.viewControllers
        let columns = _stackColumns(stack)
        guard columns.last == column, let first = columns.firstIndex(of: column), first > 0 else { return }
        primary.popToViewController(stack[first - 1], animated: true)
    }
}

/// A running slide between display modes.
@MainActor
final class _SplitColumnAnimation {
    let target: UISplitViewController.DisplayMode
    let coordinator: _SplitTransitionCoordinator
    /// The columns whose views take part.
    let moving: [UISplitViewController.Column]

    init(
        target: UISplitViewController.DisplayMode, coordinator: _SplitTransitionCoordinator,
        moving: [UISplitViewController.Column]
    ) {
        self.target = target
        self.coordinator = coordinator
        self.moving = moving
    }
}

extension _SplitLayout {
    /// This layout with the columns `other` shows visible too (both ends of a slide).
    func merging(visible other: _SplitLayout) -> _SplitLayout {
        var merged = self
        merged.visible = Array(Set(visible + other.visible))
        merged.dimsSecondary = dimsSecondary || other.dimsSecondary
        return merged
    }
}
