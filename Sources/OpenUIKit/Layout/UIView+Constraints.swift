import Foundation

/// Auto Layout on views: installed constraints, autoresizing translation, content priorities,
/// and where the engine meets layout (`layoutIfNeeded`, `layoutSubviews`, frame changes).
extension UIView {
    var _layoutStateForWriting: _ViewLayoutState {
        if let state = _layoutState { return state }
        let state = _ViewLayoutState()
        _layoutState = state
        return state
    }

    var _installedConstraints: [NSLayoutConstraint] {
        get { _layoutState?.installedConstraints ?? [] }
        set { _layoutStateForWriting.installedConstraints = newValue }
    }

    /// The engine of the receiver's hierarchy, if it uses Auto Layout.
    var _layoutEngine: _LayoutEngine? {
        let root = _hierarchyRoot
        guard let state = root._layoutState else { return nil }
        if !state.pendingConstraints.isEmpty { root._installPendingConstraints() }
        return state.engine
    }

    /// The engine of the receiver's hierarchy, made when missing.
    var _layoutEngineForInstalling: _LayoutEngine {
        let root = _hierarchyRoot
        if let state = root._layoutState, !state.pendingConstraints.isEmpty { root._installPendingConstraints() }
        if let engine = root._layoutState?.engine { return engine }
        let engine = _LayoutEngine(host: root)
        root._layoutStateForWriting.engine = engine
        return engine
    }

    /// Installs the constraints a detached root keeps waiting in the engine of its tree
    /// (made now); those deactivated or installed meanwhile are skipped.
    func _installPendingConstraints() {
        guard let state = _layoutState, !state.pendingConstraints.isEmpty else { return }
        let pending = state.pendingConstraints
        state.pendingConstraints = []
        let engine = _layoutEngineForInstalling
        for constraint in pending
        where constraint._container != nil && constraint._installation == nil
            && constraint._container?._hierarchyRoot === self
        {
            engine.install(constraint)
        }
    }

    /// Whether the view's frame and autoresizing mask become constraints when it takes part in
    /// Auto Layout; true for views made in code.
    ///
    /// Set it to false for views you place with constraints; otherwise their frames are pinned
    /// and your constraints conflict with them (the classic unsatisfiable-constraints log).
    public var translatesAutoresizingMaskIntoConstraints: Bool {
        get { _layoutState?.translatesAutoresizingMaskIntoConstraints ?? true }
        set {
            guard newValue != translatesAutoresizingMaskIntoConstraints else { return }
            _layoutStateForWriting.translatesAutoresizingMaskIntoConstraints = newValue
            if let record = _layoutState?.record, let engine = record.engine {
                engine.rebuildSystemEquations(of: record)
            }
        }
    }

    /// The active constraints installed on the view (those whose closest common ancestor it is).
    public var constraints: [NSLayoutConstraint] { _installedConstraints }

    /// Installs `constraint` on the receiver, which must contain both of its items.
    ///
    /// Prefer `isActive` / `NSLayoutConstraint.activate(_:)`, which find the container themselves.
    public func addConstraint(_ constraint: NSLayoutConstraint) {
        guard !constraint.isActive else { return }
        let first = NSLayoutConstraint._view(of: constraint._firstItem)
        let second = constraint._secondItem == nil ? first : NSLayoutConstraint._view(of: constraint._secondItem)
        guard let first, let second, first.isDescendant(of: self), second.isDescendant(of: self) else {
            _programmerError(
                "The view hierarchy is not prepared for the constraint: \(constraint)\n\tWhen added to a view, the constraint's items must be descendants of that view (or the view itself). This will crash if the constraint needs to be resolved before the view hierarchy is assembled."
            )
        }
        constraint._install(on: self)
    }

    /// Installs each of `constraints` on the receiver.
    public func addConstraints(_ constraints: [NSLayoutConstraint]) {
        for constraint in constraints { addConstraint(constraint) }
    }

    /// Removes `constraint` if it is installed on the receiver (deactivating it).
    public func removeConstraint(_ constraint: NSLayoutConstraint) {
        guard constraint._container === self else { return }
        constraint._deactivate()
    }

    /// Removes each of `constraints` installed on the receiver.
    public func removeConstraints(_ constraints: [NSLayoutConstraint]) {
        for constraint in constraints { removeConstraint(constraint) }
    }

    func _setContentPriority(_ priority: UILayoutPriority, for axis: NSLayoutConstraint.Axis, hugging: Bool) {
        let state = _layoutStateForWriting
        switch (hugging, axis) {
        case (true, .horizontal): state.hugging.horizontal = priority
        case (true, .vertical): state.hugging.vertical = priority
        case (false, .horizontal): state.compressionResistance.horizontal = priority
        case (false, .vertical): state.compressionResistance.vertical = priority
        }
        if let record = state.record, let engine = record.engine { engine.rebuildSystemEquations(of: record) }
    }

    // MARK: Where the engine meets layout

    /// Before layout: the update-constraints pass of the whole hierarchy, then the solve.
    func _prepareConstraintBasedLayout() {
        let root = _hierarchyRoot
        if root._layoutState?.subtreeNeedsUpdateConstraints == true { root._updateConstraintsPass() }
        root._layoutEngine?.solveIfNeeded()
    }

    /// `layoutSubviews()`'s default: subviews with unknowns in the engine get their solved
    /// frames, rounded to the screen's pixel grid.
    func _applyConstraintBasedLayoutToSubviews() {
        guard let engine = _layoutEngine else { return }
        engine.solveIfNeeded()
        let scale = _pixelScale
        for subview in _subviews {
            guard let record = subview._layoutState?.record, record.engine === engine else { continue }
            subview._applyEngineFrame(record.rect._roundedToPixels(scale: scale))
        }
    }

    /// Pixels per point where the view is shown: its window's screen, else the main screen
    /// (as UIKit's display scale falls back to the main screen's for views outside a window).
    ///
    /// - Note: At least 1: a screen scale below 1 is a reduced-size preview (the gallery's
    ///   half-scale snapshots), which must show the full-size layout, so frames round to whole
    ///   points there. UIKit's screens are never below 1.
    var _pixelScale: CGFloat {
        let scale = (_hierarchyRoot as? UIWindow)?.screen.scale ?? UIScreen.main.scale
        return scale.isFinite && scale > 1 ? scale : 1
    }

    /// Sets the frame the engine solved (through bounds and centre, so a transform is kept and,
    /// inside an animation block, the change animates as frame changes do).
    func _applyEngineFrame(_ rect: CGRect) {
        guard rect.origin.x.isFinite, rect.origin.y.isFinite, rect.width.isFinite, rect.height.isFinite else { return }
        let size = CGSize(width: max(rect.width, 0), height: max(rect.height, 0))
        let current = _untransformedFrame
        if abs(current.width - size.width) > 1e-9 || abs(current.height - size.height) > 1e-9 {
            _setBounds(CGRect(origin: _layer.bounds.origin, size: size))
        }
        let anchor = _layer.anchorPoint
        let position = CGPoint(x: rect.minX + anchor.x * size.width, y: rect.minY + anchor.y * size.height)
        if abs(position.x - _layer.position.x) > 1e-9 || abs(position.y - _layer.position.y) > 1e-9 {
            _setCenter(position)
        }
    }

    /// After the frame, bounds or centre changed: pinned frames and the host's size follow.
    func _geometryDidChangeForLayout() {
        guard let record = _layoutState?.record, let engine = record.engine else { return }
        engine.geometryDidChange(of: self, record: record)
    }

    func _intrinsicContentSizeDidChange() {
        (_superview as? UIStackView)?._arrangedSubviewIntrinsicSizeDidChange(self)
        guard let record = _layoutState?.record, let engine = record.engine else { return }
        engine.intrinsicSizeDidChange(of: self, record: record)
    }

    // MARK: Moving between hierarchies

    /// Before the receiver leaves its superview: constraints that tie it to views outside its
    /// tree are deactivated (as UIKit removes them), and those inside leave the old engine.
    func _layoutWillDetach() -> [NSLayoutConstraint] {
        guard let engine = _layoutEngine else {
            return []
        }
        var ancestor = _superview
        while let container = ancestor {
            for constraint in container._installedConstraints where constraint._references(subtree: self) {
                constraint._deactivate()
            }
            ancestor = container._superview
        }
        return engine.release(subtree: self)
    }

    /// When a root with an engine is deallocated while views of its tree live on (an app keeps
    /// a subview, a transition carries one to another screen): each subtree takes its
    /// constraints out of the dying engine and waits for an engine of its own, as if it had been
    /// removed. The root's own constraints go with the root.
    func _layoutRootWillDeallocate() {
        guard let engine = _layoutState?.engine else { return }
        for subview in _subviews { subview._layoutDidAttach(engine.release(subtree: subview)) }
    }

    /// After the receiver joined a new superview (or became a root): its constraints (and those
    /// of its old engine, when it was a root) go to its new hierarchy's engine.
    func _layoutDidAttach(_ moved: [NSLayoutConstraint]) {
        var moved = moved
        if let state = _layoutState, !state.pendingConstraints.isEmpty, _superview != nil {
            moved = state.pendingConstraints + moved
            state.pendingConstraints = []
        }
        if let ownEngine = _layoutState?.engine, _superview != nil {
            _layoutState?.engine = nil
            _visitSubtree { view in
                moved += view._installedConstraints
                view._layoutState?.record = nil
            }
            for constraint in moved where constraint._installation?.engine === ownEngine {
                constraint._installation = nil
            }
        }
        if type(of: self).requiresConstraintBasedLayout { _joinUpdateConstraintsPassIfNeeded() }
        if let state = _layoutState, state.subtreeNeedsUpdateConstraints {
            _superview?._markSubtreeNeedsUpdateConstraints()
        }
        guard !moved.isEmpty else { return }
        if _superview == nil {
            // A tree taken out on its own waits for an engine until one is needed; its
            // containers are marked for layout as installing would mark them.
            _layoutStateForWriting.pendingConstraints += moved.filter { $0._container != nil }
            for constraint in moved { constraint._container?._layer.setNeedsLayout() }
            return
        }
        let engine = _layoutEngineForInstalling
        var seen = Set<ObjectIdentifier>()
        for constraint in moved where constraint._container != nil && seen.insert(ObjectIdentifier(constraint)).inserted
        {
            engine.install(constraint)
        }
    }
}

extension NSLayoutConstraint {
    /// Whether either item is (or belongs to) a view in the tree at `root`.
    func _references(subtree root: UIView) -> Bool {
        [_firstItem, _secondItem].contains { item in
            NSLayoutConstraint._view(of: item)?.isDescendant(of: root) ?? false
        }
    }
}
