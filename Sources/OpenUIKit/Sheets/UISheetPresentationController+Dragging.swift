import Foundation

/// Dragging (UIKitBehaviour #360–#365): the sheet follows the finger between its detents,
/// rubber-bands past the largest (and below the smallest when it may not be dismissed), and on
/// release rests at the detent nearest to where the release velocity projects it. Going below
/// the smallest detent starts an interactive dismissal.
extension UISheetPresentationController {
    /// The deceleration rate a release is projected with: `UIScrollView.DecelerationRate.normal`
    /// (UIKitBehaviour #361).
    static let projectionRate: CGFloat = 0.998

    /// How far a release at `velocity` points per second carries on (the scroll view's
    /// deceleration distance at `projectionRate`).
    static func projectedDistance(velocity: CGFloat) -> CGFloat {
        guard velocity.isFinite else { return 0 }
        return _ScrollPhysics.decelerationDistance(velocity: velocity / 1000, rate: projectionRate)
    }

    func _makePanGesture() -> UIPanGestureRecognizer {
        let pan = UIPanGestureRecognizer { [weak self] recognizer in
            self?._panChanged(recognizer as! UIPanGestureRecognizer)
        }
        pan.delegate = _SheetGestureGate.shared
        return pan
    }

    private func _panChanged(_ pan: UIPanGestureRecognizer) {
        let translation = pan.translation(in: containerView).y
        switch pan.state {
        case .began:
            guard _beginDrag(scrollView: nil) else { return }
            _drag?.lastTranslation = translation
        case .changed:
            guard let drag = _drag, drag.scrollView == nil else { return }
            _drag?.lastTranslation = translation
            _dragBy(translation - drag.lastTranslation)
        case .ended:
            guard _drag?.scrollView == nil else { return }
            _endDrag(velocity: pan.velocity(in: containerView).y)
        case .cancelled, .failed:
            guard _drag?.scrollView == nil else { return }
            _endDrag(velocity: 0)
        default:
            break
        }
    }

    /// The smallest and largest heights the sheet rests at now.
    private func _restRange(startHeight: CGFloat) -> ClosedRange<CGFloat> {
        guard let size = containerView?.bounds.size, _shape(for: size).usesDetents else {
            return startHeight...startHeight
        }
        let resolved = _resolvedDetents(in: size)
        return resolved[0].height...resolved[resolved.count - 1].height
    }

    /// A drag begins: a settling sheet is caught where it is shown.
    @discardableResult
    func _beginDrag(scrollView: UIScrollView?) -> Bool {
        guard _isShown, _drag == nil, let container = containerView, let view = presentedView else { return false }
        let usesDetents = _shape(for: container.bounds.size).usesDetents
        let shown = view.layer.presentation()?.bounds.height ?? view.bounds.height
        for layer in [view.layer, _dimmingView.layer, _stepBack?.view.layer].compactMap({ $0 }) {
            layer.removeAllAnimations()
        }
        let height = usesDetents ? shown : view.bounds.height
        _drag = _SheetDrag(startHeight: height, unbanded: height, scrollView: scrollView)
        if usesDetents {
            _draggedHeight = height
            _applyLayout()
        }
        return true
    }

    /// The finger moved `dy` points (down is positive).
    func _dragBy(_ dy: CGFloat) {
        guard var drag = _drag, let container = containerView, dy.isFinite else { return }
        if drag.dismissal == nil, presentedViewController.isBeingDismissed || !_isShown {
            _drag = nil  // dismissed by code meanwhile: the drag lets go
            return
        }
        drag.unbanded -= dy
        let range = _restRange(startHeight: drag.startHeight)
        let dimension = container.bounds.height
        if let dismissal = drag.dismissal {
            _drag = drag
            return dismissal.update((range.lowerBound - drag.unbanded) / max(range.lowerBound, 1))
        }
        var shown = drag.unbanded
        if shown > range.upperBound {
            shown = range.upperBound + _ScrollPhysics.rubberBand(shown - range.upperBound, dimension: dimension)
        } else if shown < range.lowerBound {
            if !drag.refused, _dismissalAllowed(), _ModalTransition.inFlight == 0 {
                let interactor = UIPercentDrivenInteractiveTransition()
                interactor.completionCurve = .easeOut
                drag.dismissal = interactor
                _drag = drag
                _draggedHeight = _shape(for: container.bounds.size).usesDetents ? range.lowerBound : nil
                _applyLayout()
                _beginUserDismissal(interactor: interactor)
                interactor.update((range.lowerBound - drag.unbanded) / max(range.lowerBound, 1))
                return
            }
            if !drag.refused {
                drag.refused = true
                _publicController.delegate?.presentationControllerDidAttemptToDismiss(_publicController)
            }
            shown = range.lowerBound - _ScrollPhysics.rubberBand(range.lowerBound - shown, dimension: dimension)
        }
        _drag = drag
        guard _shape(for: container.bounds.size).usesDetents else { return }
        _draggedHeight = shown
        _applyLayout()
    }

    /// The finger lifted moving at `velocity` points per second (down is positive).
    func _endDrag(velocity: CGFloat) {
        guard let drag = _drag else { return }
        _drag = nil
        let projection = Self.projectedDistance(velocity: velocity)
        let range = _restRange(startHeight: drag.startHeight)
        if let dismissal = drag.dismissal {
            let pulled = range.lowerBound - drag.unbanded
            let finishes = pulled + projection > range.lowerBound / 2
            let end = { finishes ? dismissal.finish() : dismissal.cancel() }
            if dismissal._context == nil { UIApplication.shared._performOnNextTurn(end) } else { end() }
            return
        }
        guard let container = containerView, _shape(for: container.bounds.size).usesDetents, _isShown else {
            _draggedHeight = nil
            return
        }
        let shown = _draggedHeight ?? drag.startHeight
        let projected = shown - projection
        let resolved = _resolvedDetents(in: container.bounds.size)
        let target = resolved.min { abs($0.height - projected) < abs($1.height - projected) } ?? resolved[0]
        _rest(at: target, velocity: velocity)
    }

    /// The sheet comes to rest at `target`: selected (telling the delegate when it changed)
    /// and settled there with a spring carrying the release `velocity`.
    func _rest(at target: _ResolvedDetent, velocity: CGFloat) {
        guard let container = containerView else { return }
        let previous = _selectedDetent(in: container.bounds.size).identifier
        _animatesChanges += 1
        selectedDetentIdentifier = target.identifier
        _animatesChanges -= 1
        _draggedHeight = nil
        _settle(velocity: velocity, duration: Self.changeDuration)
        if previous != target.identifier {
            (_publicController.delegate as? any UISheetPresentationControllerDelegate)?
                .sheetPresentationControllerDidChangeSelectedDetentIdentifier(self)
        }
    }

    /// Animates the sheet from where it is to its layout with a critically damped spring.
    func _settle(velocity: CGFloat, duration: TimeInterval) {
        guard let view = presentedView else { return }
        let from = view.bounds.height
        let to = frameOfPresentedViewInContainerView.height
        let distance = to - from
        let initial = abs(distance) > 0.5 && velocity.isFinite ? -velocity / distance : 0
        UIView.animate(
            withDuration: duration, delay: 0, usingSpringWithDamping: 1, initialSpringVelocity: initial,
            options: [.allowUserInteraction, .beginFromCurrentState], animations: { self._applyLayout() })
    }
}
