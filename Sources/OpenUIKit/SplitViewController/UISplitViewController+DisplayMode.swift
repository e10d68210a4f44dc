import Foundation

/// The display mode and split behavior: what the preference resolves to for the split view's
/// size (UIKitBehaviour #312).
///
/// `.automatic` resolves by shape: a landscape split view tiles its sidebar beside the
/// secondary (`.oneBesideSecondary`; a triple-column one its supplementary column), a
/// portrait one shows the secondary only and brings sidebars over it. The automatic split
/// behavior is `.tile` in landscape (`.displace` for triple column) and `.overlay` in
/// portrait. A preferred display mode is interpreted to match the split behavior, as UIKit
/// documents (`.twoBesideSecondary` is `.twoOverSecondary` when overlaying); a classic split
/// view takes its preference as given.
extension UISplitViewController {
    /// The arrangement the split view prefers; `.automatic` by default. A mode a classic split
    /// view does not have (the triple-column ones) is reported and ignored, as UIKit logs it.
    /// Setting it inside an animation block animates the change.
    public var preferredDisplayMode: DisplayMode {
        get { _preferredDisplayMode }
        set {
            if _style == .unspecified, newValue.rawValue > DisplayMode.oneOverSecondary.rawValue {
                UIView._report(
                    "[UISplitViewController setPreferredDisplayMode:]: caller is trying to set an invalid display mode (\(newValue.rawValue)) on \(Self._describe(self)); ignored"
                )
                return
            }
            _requireMutable("setPreferredDisplayMode:")
            _preferredDisplayMode = newValue
            _chosenDisplayMode = nil
            _displayModeMayHaveChanged()
        }
    }

    /// The current arrangement (never `.automatic`).
    public var displayMode: DisplayMode { _displayMode(for: _layoutSize, chosen: _chosenDisplayMode) }

    /// The split behavior the split view prefers (iOS 14); `.automatic` by default. A
    /// column-style property.
    public var preferredSplitBehavior: SplitBehavior {
        get {
            _requireColumnStyle()
            return _preferredSplitBehavior
        }
        set {
            _requireColumnStyle()
            _requireMutable("setPreferredSplitBehavior:")
            _preferredSplitBehavior = newValue
            _displayModeMayHaveChanged()
        }
    }

    /// The split behavior in use (never `.automatic`). A column-style property.
    public var splitBehavior: SplitBehavior {
        _requireColumnStyle()
        return _splitBehavior(for: _layoutSize)
    }

    // MARK: Resolution

    /// The size the split view lays out in: its view's, or the screen's before it loads.
    var _layoutSize: CGSize { viewIfLoaded?.bounds.size ?? UIScreen.main.bounds.size }

    static func _isPortrait(_ size: CGSize) -> Bool { size.width < size.height }

    func _splitBehavior(for size: CGSize) -> SplitBehavior {
        if _style != .unspecified, _preferredSplitBehavior != .automatic { return _preferredSplitBehavior }
        if Self._isPortrait(size) { return .overlay }
        return _style == .tripleColumn ? .displace : .tile
    }

    /// The display mode for `size`: the chosen one, else the preference, else the automatic
    /// one, interpreted for the split behavior.
    func _displayMode(for size: CGSize, chosen: DisplayMode?) -> DisplayMode {
        var mode = chosen ?? _preferredDisplayMode
        if mode == .automatic { mode = Self._isPortrait(size) ? .secondaryOnly : .oneBesideSecondary }
        if _style == .unspecified { return mode }
        return Self._interpret(mode, style: _style, behavior: _splitBehavior(for: size))
    }

    /// `mode` as `behavior` allows it (UIKit's documented table).
    static func _interpret(_ mode: DisplayMode, style: Style, behavior: SplitBehavior) -> DisplayMode {
        var mode = mode
        if style != .tripleColumn {
            switch mode {
            case .twoBesideSecondary, .twoDisplaceSecondary: mode = .oneBesideSecondary
            case .twoOverSecondary: mode = .oneOverSecondary
            default: break
            }
        }
        switch (behavior, mode) {
        case (.overlay, .oneBesideSecondary): return .oneOverSecondary
        case (.overlay, .twoBesideSecondary), (.overlay, .twoDisplaceSecondary): return .twoOverSecondary
        case (.tile, .oneOverSecondary), (.displace, .oneOverSecondary): return .oneBesideSecondary
        case (.tile, .twoOverSecondary), (.tile, .twoDisplaceSecondary): return .twoBesideSecondary
        case (.displace, .twoBesideSecondary), (.displace, .twoOverSecondary): return .twoDisplaceSecondary
        default: return mode
        }
    }

    /// The display mode that shows `column` (a sidebar), nearest to `mode`.
    func _mode(showing column: Column, from mode: DisplayMode) -> DisplayMode {
        let behavior =
            _style == .unspecified ? (mode == .oneBesideSecondary ? .tile : .overlay) : _splitBehavior(for: _layoutSize)
        if _style != .tripleColumn || column == .supplementary {
            return behavior == .overlay ? .oneOverSecondary : .oneBesideSecondary
        }
        switch behavior {
        case .overlay: return .twoOverSecondary
        case .tile: return .twoBesideSecondary
        default: return .twoDisplaceSecondary
        }
    }

    /// The display mode that hides `column` (a sidebar), nearest to `mode`.
    func _mode(hiding column: Column, from mode: DisplayMode) -> DisplayMode {
        guard _style == .tripleColumn, column == .primary else { return .secondaryOnly }
        return _splitBehavior(for: _layoutSize) == .overlay ? .oneOverSecondary : .oneBesideSecondary
    }

    /// Whether `column` is on screen in `mode`.
    func _isShowing(_ column: Column, in mode: DisplayMode) -> Bool {
        column == .secondary || _SplitLayout.shownSidebars(style: _style, mode: mode).contains(column)
    }

    /// The preference changed: lay out again, animated inside an animation block.
    func _displayModeMayHaveChanged() {
        guard let view = viewIfLoaded, view.window != nil, !_isCollapsed else {
            viewIfLoaded?.setNeedsLayout()
            return
        }
        let target = _displayMode(for: view.bounds.size, chosen: nil)
        guard let laidOut = _laidOutDisplayMode, laidOut != target else { return view.setNeedsLayout() }
        _transition(to: target, chosen: nil, animated: UIView.inheritedAnimationDuration > 0)
    }
}
