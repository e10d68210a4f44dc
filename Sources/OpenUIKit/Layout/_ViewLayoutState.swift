import Foundation

/// A view's Auto Layout state, made the first time the view takes part in Auto Layout so
/// that views laid out by frames pay nothing for it.
@MainActor
final class _ViewLayoutState {
    var translatesAutoresizingMaskIntoConstraints = true
    /// The active constraints whose closest common ancestor is the view (`UIView.constraints`).
    var installedConstraints: [NSLayoutConstraint] = []
    /// The engine, when the view is the root of a hierarchy that uses Auto Layout.
    var engine: _LayoutEngine?
    /// Constraints of a detached tree (the view is its root) waiting for an engine: a view
    /// taken out of its hierarchy (a cell going to the reuse queue) usually joins another
    /// before anything lays it out, so its constraints go to an engine only when one is
    /// asked for (``UIView/_layoutEngine``) or the tree joins a hierarchy.
    var pendingConstraints: [NSLayoutConstraint] = []
    /// The view's unknowns in its hierarchy's engine.
    weak var record: _LayoutItemRecord?
    var layoutGuides: [UILayoutGuide] = []
    var safeAreaLayoutGuide: UILayoutGuide?
    var layoutMarginsGuide: UILayoutGuide?
    var readableContentGuide: UILayoutGuide?
    var keyboardLayoutGuide: UILayoutGuide?
    var hugging: (horizontal: UILayoutPriority, vertical: UILayoutPriority) = (.defaultLow, .defaultLow)
    var compressionResistance: (horizontal: UILayoutPriority, vertical: UILayoutPriority) = (.defaultHigh, .defaultHigh)
    var semanticContentAttribute = UISemanticContentAttribute.unspecified
    /// An arranged subview of a stack view hidden inside an animation block reports hidden
    /// (true here) while its layer stays visible until the collapse animation ends.
    var hiddenAfterCollapse: Bool?
    /// The update-constraints pass: this view, and something in its subtree, need it.
    var needsUpdateConstraints = false
    var subtreeNeedsUpdateConstraints = false
    var didCallSuperUpdateConstraints = false
    /// Whether the view was scheduled for its first update-constraints pass.
    var didJoinUpdatePass = false

    /// Every guide of the view: added ones and the system's.
    var allGuides: [UILayoutGuide] {
        layoutGuides
            + [safeAreaLayoutGuide, layoutMarginsGuide, readableContentGuide, keyboardLayoutGuide].compactMap { $0 }
    }
}
