#if canImport(UIKit)
import UIKit
#else
import OpenUIKit
#endif

/// One screen of a transition as the matched views see it: its root view, where that root
/// rests in the container, and its controller.
@MainActor
struct _MatchScreen {
    let root: UIView
    /// The root's frame in the container's coordinates, untransformed (where it rests).
    let restFrame: CGRect
    let controller: UIViewController?

    /// The screen of `root`, measured before the stage moves it: its frame in `container` when
    /// both are in one window, else its own frame.
    init(root: UIView, controller: UIViewController?, container: UIView) {
        self.root = root
        self.controller = controller
        if root.window != nil, root.window === container.window, root.superview !== container {
            restFrame = root.convert(root.bounds, to: container)
        } else {
            restFrame = root.frame
        }
    }

    /// Where `view` rests in the container's coordinates, or nil when it is not visible there:
    /// not inside the root, hidden (or inside a hidden view), scrolled or clipped out of an
    /// ancestor, of no area, or not finite (UIKitBehaviour #422).
    func visibleFrame(of view: UIView) -> CGRect? {
        guard view !== root, view.isDescendant(of: root) else { return nil }
        var rect = view.bounds
        var current = view
        while current !== root {
            guard !current.isHidden, let parent = current.superview else { return nil }
            rect = current.convert(rect, to: parent)
            if parent !== root, parent.clipsToBounds || parent is UIScrollView,
                !rect.intersects(parent.bounds)
            {
                return nil
            }
            current = parent
        }
        guard rect.intersects(root.bounds) else { return nil }
        let frame = rect.offsetBy(dx: restFrame.minX - root.bounds.minX, dy: restFrame.minY - root.bounds.minY)
        let values = [frame.minX, frame.minY, frame.width, frame.height]
        guard values.allSatisfy(\.isFinite), frame.width > 0, frame.height > 0 else { return nil }
        return frame
    }

    /// The screen's visible views with a transition identifier, in depth-first order; a second
    /// view with the same identifier is left out (UIKitBehaviour #423).
    func identifiedViews() -> [(id: String, view: UIView, frame: CGRect)] {
        var found: [(id: String, view: UIView, frame: CGRect)] = []
        var seen = Set<String>()
        func visit(_ view: UIView) {
            guard !view.isHidden else { return }
            if view !== root, let id = view.transitionID, !seen.contains(id), let frame = visibleFrame(of: view) {
                seen.insert(id)
                found.append((id, view, frame))
            }
            for subview in view.subviews { visit(subview) }
        }
        visit(root)
        return found
    }

    /// The view a provider of the controller (or of one of its children) gives for `id`, when
    /// it is visible on this screen.
    func providedView(for id: String) -> (view: UIView, frame: CGRect)? {
        guard let controller else { return nil }
        var controllers = [controller]
        while let next = controllers.popLast() {
            if let view = next.matchedViewProvider?(id), let frame = visibleFrame(of: view) { return (view, frame) }
            controllers.append(contentsOf: next.children.reversed())
        }
        return nil
    }
}

/// A view of the leaving screen and one of the arriving screen with the same identifier.
struct _MatchedPair {
    let id: String
    let from: UIView
    let fromFrame: CGRect
    let to: UIView
    let toFrame: CGRect
}

extension _MatchScreen {
    /// The pairs of `from` and `to`: each identifier a visible view of either screen carries,
    /// matched with the other screen's view of that identifier (carried, or given by a provider).
    static func pairs(from: _MatchScreen, to: _MatchScreen) -> [_MatchedPair] {
        let fromViews = from.identifiedViews()
        let toViews = to.identifiedViews()
        guard !fromViews.isEmpty || !toViews.isEmpty else { return [] }
        let toByID = Dictionary(toViews.map { ($0.id, ($0.view, $0.frame)) }, uniquingKeysWith: { first, _ in first })
        let fromIDs = Set(fromViews.map(\.id))
        var pairs: [_MatchedPair] = []
        var used = Set<ObjectIdentifier>()
        func add(_ id: String, _ a: (view: UIView, frame: CGRect), _ b: (view: UIView, frame: CGRect)) {
            // One view never flies twice (a provider may answer with a view already matched).
            guard !used.contains(ObjectIdentifier(a.view)), !used.contains(ObjectIdentifier(b.view)) else { return }
            used.insert(ObjectIdentifier(a.view))
            used.insert(ObjectIdentifier(b.view))
            pairs.append(_MatchedPair(id: id, from: a.view, fromFrame: a.frame, to: b.view, toFrame: b.frame))
        }
        for entry in fromViews {
            if let partner = toByID[entry.id] ?? to.providedView(for: entry.id) {
                add(entry.id, (entry.view, entry.frame), partner)
            }
        }
        for entry in toViews where !fromIDs.contains(entry.id) {
            if let partner = from.providedView(for: entry.id) { add(entry.id, partner, (entry.view, entry.frame)) }
        }
        return pairs
    }
}
