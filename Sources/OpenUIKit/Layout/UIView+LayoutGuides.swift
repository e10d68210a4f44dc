import Foundation

/// Layout guides on views: added guides and the system's safe-area, margins, readable-content
/// and keyboard guides.
extension UIView {
    /// The guides added to the view (the system's guides are not listed, as in UIKit).
    public var layoutGuides: [UILayoutGuide] { _layoutState?.layoutGuides ?? [] }

    /// Adds `layoutGuide` to the view (moving it from another view first).
    public func addLayoutGuide(_ layoutGuide: UILayoutGuide) {
        if layoutGuide._owningView === self { return }
        layoutGuide._owningView?.removeLayoutGuide(layoutGuide)
        layoutGuide._owningView = self
        _layoutStateForWriting.layoutGuides.append(layoutGuide)
    }

    /// Removes `layoutGuide` from the view; constraints involving it are deactivated.
    public func removeLayoutGuide(_ layoutGuide: UILayoutGuide) {
        guard layoutGuide._owningView === self else { return }
        var ancestor: UIView? = self
        while let container = ancestor {
            for constraint in container._installedConstraints
            where constraint._firstItem === layoutGuide || constraint._secondItem === layoutGuide {
                constraint._deactivate()
            }
            ancestor = container._superview
        }
        _layoutEngine?.removeRecord(of: layoutGuide)
        _layoutState?.layoutGuides.removeAll { $0 === layoutGuide }
        layoutGuide._owningView = nil
    }

    /// The part of the view not covered by bars, the status bar or the home indicator: the
    /// bounds inset by `safeAreaInsets`.
    public var safeAreaLayoutGuide: UILayoutGuide {
        _systemGuide(\.safeAreaLayoutGuide, "UIViewSafeAreaLayoutGuide", _GuidePlacement(insets: { $0.safeAreaInsets }))
    }

    /// The bounds inset by the layout margins (measured from the safe area when
    /// `insetsLayoutMarginsFromSafeArea` is true, and at least the superview's margins where
    /// they overlap when `preservesSuperviewLayoutMargins` is true).
    public var layoutMarginsGuide: UILayoutGuide {
        _systemGuide(
            \.layoutMarginsGuide, "UIViewLayoutMarginsGuide", _GuidePlacement(insets: { $0._effectiveLayoutMargins }))
    }

    /// The margins guide narrowed to a readable line length, centred.
    ///
    /// - Note: UIKit's readable width follows the Dynamic Type size; Segue uses 672 pt, the
    ///   value for the default (`.large`) size, so on phones the guide equals the margins guide.
    public var readableContentGuide: UILayoutGuide {
        _systemGuide(
            \.readableContentGuide, "UIViewReadableContentGuide",
            _GuidePlacement(insets: { $0._effectiveLayoutMargins }, maximumWidth: UIView._readableContentWidth))
    }

    /// The area the keyboard covers; with no keyboard on screen it is the strip below the safe
    /// area (its top is the safe area's bottom).
    ///
    /// While the keyboard is up, the guide's top is the keyboard's top (in the view's
    /// coordinates) and it moves with the keyboard's animation (UIKitBehaviour #235).
    public var keyboardLayoutGuide: UIKeyboardLayoutGuide {
        let placement = _GuidePlacement(
            insets: { view in
                UIEdgeInsets(
                    top: 0, left: 0, bottom: _KeyboardController.current.keyboardGuideHeight(in: view), right: 0)
            }, sitsOnBottomEdge: true)
        let guide = _systemGuide(
            \.keyboardLayoutGuide, "UIViewKeyboardLayoutGuide", placement,
            make: { UIKeyboardLayoutGuide() })
        return guide as! UIKeyboardLayoutGuide
    }

    /// The readable width: 672 pt (see `readableContentGuide`).
    static let _readableContentWidth: CGFloat = 672

    func _systemGuide(
        _ slot: ReferenceWritableKeyPath<_ViewLayoutState, UILayoutGuide?>, _ identifier: String,
        _ placement: _GuidePlacement, make: () -> UILayoutGuide = { UILayoutGuide() }
    ) -> UILayoutGuide {
        let state = _layoutStateForWriting
        if let guide = state[keyPath: slot] { return guide }
        let guide = make()
        guide.identifier = identifier
        guide._owningView = self
        guide._systemPlacement = placement
        state[keyPath: slot] = guide
        return guide
    }

    /// The margins the margins guide uses: the layout margins, measured from the safe area
    /// when `insetsLayoutMarginsFromSafeArea`, and no smaller than the superview's margins
    /// where the view reaches into them when `preservesSuperviewLayoutMargins`.
    ///
    /// - Note: UIKit documents only that margins outside the safe area "fall within" it; Segue
    ///   adds the safe-area insets to the margins (the margins are measured from the safe area).
    var _effectiveLayoutMargins: UIEdgeInsets {
        var margins = layoutMargins
        if insetsLayoutMarginsFromSafeArea {
            let safe = safeAreaInsets
            margins = UIEdgeInsets(
                top: margins.top + safe.top, left: margins.left + safe.left,
                bottom: margins.bottom + safe.bottom, right: margins.right + safe.right)
        }
        if preservesSuperviewLayoutMargins, let superview = _superview {
            let outer = superview.bounds.inset(by: superview._effectiveLayoutMargins)
            let mine = superview.convert(frame, to: superview)
            margins.left = max(margins.left, outer.minX - mine.minX)
            margins.top = max(margins.top, outer.minY - mine.minY)
            margins.right = max(margins.right, mine.maxX - outer.maxX)
            margins.bottom = max(margins.bottom, mine.maxY - outer.maxY)
        }
        return margins
    }
}

/// The layout guide that tracks the keyboard: its top follows the keyboard's top while the
/// keyboard is up; with the keyboard down it rests at the bottom of its view, as high as the
/// bottom safe-area inset (or 0 when `usesBottomSafeArea` is false).
///
/// - Note: Segue's keyboard is always docked, so `followsUndockedKeyboard` is stored and
///   changes nothing.
@preconcurrency @MainActor
open class UIKeyboardLayoutGuide: UILayoutGuide {
    /// Whether the guide follows a keyboard that is undocked or floating; false by default.
    open var followsUndockedKeyboard = false

    /// Whether the guide's resting height includes the bottom safe area; true by default.
    open var usesBottomSafeArea = true {
        didSet { if let owner = _owningView { owner._layoutEngine?.setNeedsSolve(near: owner) } }
    }
}
