import Foundation

/// The arranged-subviews list and the properties that change the arrangement: each change
/// marks the stack's constraints as out of date; they are made again in the next
/// update-constraints pass (before the next layout).
extension UIStackView {
    func _insertArrangedSubview(_ view: UIView, at requestedIndex: Int, appending: Bool) {
        guard view !== self else {
            UIView._report("UIStackView: a stack view cannot arrange itself; ignored")
            return
        }
        let existing = _arrangedSubviews.firstIndex { $0 === view }
        let limit = _arrangedSubviews.count - (existing == nil ? 0 : 1)
        guard appending || (requestedIndex >= 0 && requestedIndex <= limit) else {
            _programmerError(
                "-[UIStackView insertArrangedSubview:atIndex:]: index \(requestedIndex) beyond bounds [0 .. \(limit)]; *** Terminating app due to uncaught exception 'NSRangeException'"
            )
        }
        if view._superview !== self { addSubview(view) }
        guard view._superview === self else { return }  // addSubview refused it (e.g. an ancestor)
        if let existing { _arrangedSubviews.remove(at: existing) }
        _arrangedSubviews.insert(view, at: appending ? _arrangedSubviews.count : requestedIndex)
        view.translatesAutoresizingMaskIntoConstraints = false
        _setNeedsArrangementUpdate()
    }

    func _removeArrangedSubview(_ view: UIView) {
        guard let index = _arrangedSubviews.firstIndex(where: { $0 === view }) else { return }
        _arrangedSubviews.remove(at: index)
        _customSpacings[ObjectIdentifier(view)] = nil
        // Constraints that tie the view to the stack go now, so that it is free at once.
        for constraint in _arrangementConstraints
        where constraint._firstItem === view || constraint._secondItem === view {
            constraint._deactivate()
        }
        _setNeedsArrangementUpdate()
    }

    /// A subview is leaving the stack (`removeFromSuperview()` or a move elsewhere): it leaves
    /// the arranged subviews too.
    func _subviewWillLeave(_ view: UIView) {
        _removeArrangedSubview(view)
    }

    func _isArranged(_ view: UIView) -> Bool {
        _arrangedSubviews.contains { $0 === view }
    }

    func _setSpacing(_ value: CGFloat) {
        guard value.isFinite else {
            UIView._report("UIStackView.spacing: ignored a non-finite spacing \(value)")
            return
        }
        guard value != _spacing else { return }
        _spacing = value
        _setNeedsArrangementUpdate()
    }

    func _setCustomSpacing(_ value: CGFloat, after view: UIView) {
        guard value.isFinite else {
            UIView._report("UIStackView.setCustomSpacing(_:after:): ignored a non-finite spacing \(value)")
            return
        }
        guard _isArranged(view) else { return }
        let key = ObjectIdentifier(view)
        let stored: CGFloat? = value == UIStackView.spacingUseDefault ? nil : value
        guard _customSpacings[key] != stored else { return }
        _customSpacings[key] = stored
        _setNeedsArrangementUpdate()
    }

    /// The points between `view` and the next visible view (nil: the stack's own `spacing`):
    /// its custom spacing, else `spacing`, with the standard system spacing (8) for
    /// `spacingUseSystem` (the constraints then follow the fonts, see `_usesSystemSpacing`).
    func _resolvedSpacing(after view: UIView?) -> CGFloat {
        let value = _spacingValue(after: view)
        if value == UIStackView.spacingUseSystem { return UIView._systemSpacing }
        if value == UIStackView.spacingUseDefault { return 0 }
        return value
    }

    /// Whether the gap after `view` (nil: the stack's `spacing`) is the system spacing.
    func _usesSystemSpacing(after view: UIView?) -> Bool {
        _spacingValue(after: view) == UIStackView.spacingUseSystem
    }

    private func _spacingValue(after view: UIView?) -> CGFloat {
        let custom = view.map { customSpacing(after: $0) } ?? UIStackView.spacingUseDefault
        return custom == UIStackView.spacingUseDefault ? _spacing : custom
    }

    /// An arranged view's intrinsic size changed: proportions depend on it.
    func _arrangedSubviewIntrinsicSizeDidChange(_ view: UIView) {
        guard _distribution == .fillProportionally, _isArranged(view) else { return }
        _setNeedsArrangementUpdate()
    }

    func _setNeedsArrangementUpdate() {
        _needsArrangementUpdate = true
        setNeedsUpdateConstraints()
        setNeedsLayout()
    }

    /// Replaces the arrangement's constraints and spacer guides with new ones, if out of date.
    func _updateArrangementIfNeeded() {
        guard _needsArrangementUpdate else { return }
        _needsArrangementUpdate = false
        NSLayoutConstraint.deactivate(_arrangementConstraints)
        for guide in _arrangementGuides { removeLayoutGuide(guide) }
        var builder = _StackViewConstraints(stack: self)
        let made = builder.make()
        for guide in made.guides { addLayoutGuide(guide) }
        _arrangementGuides = made.guides
        _arrangementConstraints = made.constraints
        NSLayoutConstraint.activate(made.constraints)
    }

    /// The view whose baseline stands for the stack's (see `forFirstBaselineLayout`).
    func _baselineView(first: Bool) -> UIView {
        let visible = _arrangedSubviews.filter { !$0.isHidden }
        let chosen: UIView?
        if _axis == .vertical {
            chosen = first ? visible.first : visible.last
        } else {
            chosen = visible.reduce(nil as UIView?) { tallest, view in
                guard let tallest else { return view }
                return view.bounds.height > tallest.bounds.height ? view : tallest
            }
        }
        guard let chosen else { return self }
        return first ? chosen.forFirstBaselineLayout : chosen.forLastBaselineLayout
    }
}
