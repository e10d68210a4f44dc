import Foundation

/// Detents and geometry (UIKitBehaviour #352–#357, #368–#372).
extension UISheetPresentationController {
    /// The default size of a form sheet in a regular width (UIKitBehaviour #368).
    static let defaultFormSheetSize = CGSize(width: 540, height: 620)
    /// The widest a page sheet gets in a regular width (UNCONFIRMED, UIKitBehaviour #369).
    static let pageSheetMaximumWidth: CGFloat = 704

    var _safeInsets: UIEdgeInsets {
        (containerView?.window ?? _presenting?.viewIfLoaded?.window)?.safeAreaInsets ?? .zero
    }

    /// How far below the container's top the sheet's full height starts.
    var _sheetTop: CGFloat { max(_safeInsets.top, 20) + 10 }

    func _shape(for size: CGSize) -> _SheetShape {
        if _adaptedStyle != nil { return .adapted }
        let traits = traitCollection
        if traits.horizontalSizeClass == .regular && traits.verticalSizeClass != .compact {
            return prefersPageSizing ? .pageCard : .formCard
        }
        if traits.verticalSizeClass == .compact {
            return prefersEdgeAttachedInCompactHeight ? .edgeAttached : .fullHeight
        }
        return .card
    }

    /// The large detent's value: the height from the sheet's top to the bottom safe area.
    func _maximumDetentValue(in size: CGSize) -> CGFloat {
        max(size.height - _sheetTop - _safeInsets.bottom, 0)
    }

    /// The active detents in a container of `size`, from the smallest: NaN or infinite values
    /// make a detent inactive, negative ones count as 0, values past the maximum as the
    /// maximum (reported once per detent, UIKitBehaviour #356); no active detent is `.large()`.
    func _resolvedDetents(in size: CGSize) -> [_ResolvedDetent] {
        let maximum = _maximumDetentValue(in: size)
        let bottom = _safeInsets.bottom
        let context = _SheetDetentContext(containerTraitCollection: traitCollection, maximumDetentValue: maximum)
        var resolved: [_ResolvedDetent] = []
        for detent in detents where !resolved.contains(where: { $0.identifier == detent.identifier }) {
            guard var value = detent.resolvedValue(in: context) else { continue }
            if !value.isFinite || value < 0 {
                _reportDetent(
                    detent, "resolved to \(value); " + (value.isFinite ? "0 is used" : "the detent is inactive"))
                guard value.isFinite else { continue }
                value = 0
            }
            resolved.append(_ResolvedDetent(identifier: detent.identifier, height: min(value, maximum) + bottom))
        }
        if resolved.isEmpty { resolved = [_ResolvedDetent(identifier: .large, height: maximum + bottom)] }
        return resolved.sorted { $0.height < $1.height }
    }

    private func _reportDetent(_ detent: Detent, _ message: String) {
        guard _reportedDetents.insert(detent.identifier).inserted else { return }
        UIView._report("UISheetPresentationController: the detent \(detent.identifier.rawValue) \(message)")
    }

    /// The detent the sheet rests at: the selected one, else the smallest.
    func _selectedDetent(in size: CGSize) -> _ResolvedDetent {
        let resolved = _resolvedDetents(in: size)
        return resolved.first { $0.identifier == selectedDetentIdentifier } ?? resolved[0]
    }

    /// The sheet's height now: where a drag holds it, else its selected detent's.
    var _shownHeight: CGFloat? {
        guard let size = containerView?.bounds.size, _shape(for: size).usesDetents else { return nil }
        return _draggedHeight
            ?? _liftedHeight(
                _selectedDetent(in: size).height,
                full: _maximumDetentValue(in: size) + _safeInsets.bottom)
    }

    func _frame(height: CGFloat?, in container: UIView) -> CGRect {
        _frame(height: height, parentSize: container.bounds.size)
    }

    /// The sheet's frame in a container of `size`, at `height` (nil: its selected detent).
    func _frame(height: CGFloat?, parentSize size: CGSize) -> CGRect {
        let bounds = CGRect(origin: .zero, size: size)
        let safe = _safeInsets
        switch _shape(for: size) {
        case .adapted:
            return bounds
        case .card, .fullHeight:
            let h = height ?? _selectedDetent(in: size).height
            return CGRect(x: 0, y: size.height - h, width: size.width, height: h)
        case .edgeAttached:
            let h = height ?? _selectedDetent(in: size).height
            let preferred = presentedViewController.preferredContentSize.width
            let width = min(
                widthFollowsPreferredContentSizeWhenEdgeAttached && preferred > 0 ? preferred : size.height, size.width)
            var midX = size.width / 2
            if let sourceView, let container = containerView, sourceView.window === container.window,
                sourceView.window != nil
            {
                midX = sourceView.convert(sourceView.bounds, to: container).midX
            }
            let x = min(max(midX - width / 2, 0), size.width - width)
            return CGRect(x: x, y: size.height - h, width: width, height: h)
        case .formCard:
            let area = bounds.inset(by: safe).insetBy(dx: 20, dy: 20)
            let preferred = presentedViewController.preferredContentSize
            let wanted = preferred.width > 0 && preferred.height > 0 ? preferred : Self.defaultFormSheetSize
            let card = CGSize(
                width: min(wanted.width, max(area.width, 0)), height: min(wanted.height, max(area.height, 0)))
            return _liftedCard(
                CGRect(
                    x: (size.width - card.width) / 2, y: max((size.height - card.height) / 2, area.minY),
                    width: card.width, height: card.height), in: size)
        case .pageCard:
            let width = min(size.width, Self.pageSheetMaximumWidth)
            let top = _sheetTop
            return CGRect(x: (size.width - width) / 2, y: top, width: width, height: max(size.height - top, 0))
        }
    }

    /// Puts the sheet, its dimming and the presenter where the sheet's height says.
    func _applyLayout() {
        guard let container = containerView, let view = presentedView else { return }
        let shape = _shape(for: container.bounds.size)
        _place(view, frame: frameOfPresentedViewInContainerView)
        _styleSheet(view, shape: shape)
        _dimmingView.frame = container.bounds
        _applyChrome(height: _shownHeight, shape: shape)
    }

    /// Dims and steps back for a sheet of `height`.
    func _applyChrome(height: CGFloat?, shape: _SheetShape) {
        _dimmingView.alpha = _dimmingFraction(height: height, shape: shape)
        _stepBack?.apply(_stepBackFraction(height: height, shape: shape))
        if _stepBack != nil { UIApplication._shared._statusBarAppearanceMayHaveChanged() }  // UIKitBehaviour #456
    }

    /// Places `view` at `frame` through its bounds and centre (a transform it has stays).
    func _place(_ view: UIView, frame: CGRect) {
        view.bounds = CGRect(origin: view.bounds.origin, size: frame.size)
        view.center = CGPoint(x: frame.midX, y: frame.midY)
    }

    /// How dimmed the presenter is with the sheet at `height` (0…1): not at or below the
    /// largest undimmed detent, fully from the next detent up, in between linearly (UIKitBehaviour #358).
    func _dimmingFraction(height: CGFloat?, shape: _SheetShape) -> CGFloat {
        guard shape != .adapted else { return 0 }
        guard let height, let container = containerView, let undimmedID = largestUndimmedDetentIdentifier else {
            return 1
        }
        let resolved = _resolvedDetents(in: container.bounds.size)
        guard let undimmed = resolved.first(where: { $0.identifier == undimmedID }) else { return 1 }
        guard let next = resolved.first(where: { $0.height > undimmed.height }) else { return 0 }
        return min(max((height - undimmed.height) / (next.height - undimmed.height), 0), 1)
    }

    /// How far the presenter steps back (0…1): only for a card whose largest detent is the full
    /// height, fully there, not at the detent below, linearly in between (UIKitBehaviour #373).
    func _stepBackFraction(height: CGFloat?, shape: _SheetShape) -> CGFloat {
        guard shape == .card, let height, let container = containerView else { return 0 }
        let resolved = _resolvedDetents(in: container.bounds.size)
        let full = _maximumDetentValue(in: container.bounds.size) + _safeInsets.bottom
        guard let largest = resolved.last, largest.height >= full - 0.5 else { return 0 }
        let below = resolved.dropLast().last?.height ?? 0
        guard full > below else { return 1 }
        return min(max((height - below) / (full - below), 0), 1)
    }
}
