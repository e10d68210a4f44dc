import Foundation
import OpenUIKit
import SegueTesting
import TestSupport
import Testing

/// A tree taken out of its hierarchy keeps its constraints (they wait for an engine until one
/// is needed): laying it out on its own, changing, deactivating and reactivating its
/// constraints, and putting it into another hierarchy all behave as if they had moved at once —
/// also when its root was deallocated (an app keeps a subview of a released controller's view, a
/// transition library carries one to another screen).
@MainActor
@Suite struct DetachedTreeConstraintTests {
    /// A 300 × 400 root holding a 200 × 100 card at (10, 20) (frames) with a constrained box.
    private func card() -> (
        root: UIView, card: UIView, box: UIView, top: NSLayoutConstraint, height: NSLayoutConstraint
    ) {
        let root = UIView(frame: CGRect(x: 0, y: 0, width: 300, height: 400))
        let card = UIView(frame: CGRect(x: 10, y: 20, width: 200, height: 100))
        root.addSubview(card)
        let box = UIView()
        box.translatesAutoresizingMaskIntoConstraints = false
        card.addSubview(box)
        let top = box.topAnchor.constraint(equalTo: card.topAnchor, constant: 8)
        let height = box.heightAnchor.constraint(equalToConstant: 30)
        NSLayoutConstraint.activate([
            top, height,
            box.leadingAnchor.constraint(equalTo: card.leadingAnchor, constant: 16),
            box.trailingAnchor.constraint(equalTo: card.trailingAnchor, constant: -16)
        ])
        root.layoutIfNeeded()
        return (root, card, box, top, height)
    }

    @Test func aDetachedTreeLaysOutWithItsConstraintsWhenAsked() {
        let (root, card, box, top, height) = card()
        expectEqual(box.frame, CGRect(x: 16, y: 8, width: 168, height: 30))
        card.removeFromSuperview()
        withExtendedLifetime(root) {}  // removed from a live root
        #expect(card.constraints.count == 3 && box.constraints.count == 1 && top.isActive && height.isActive)
        top.constant = 12
        height.constant = 40
        card.frame.size.width = 300
        card.layoutIfNeeded()
        expectEqual(box.frame, CGRect(x: 16, y: 12, width: 268, height: 40))
        #expect(!box.hasAmbiguousLayout)
    }

    @Test func ambiguityOfADetachedTreeIsReported() {
        let (root, card, box, _, height) = card()
        card.removeFromSuperview()
        withExtendedLifetime(root) {}  // removed from a live root
        height.isActive = false
        #expect(box.hasAmbiguousLayout, "no height left: the box's height is undetermined")
    }

    @Test func aConstraintDeactivatedWhileDetachedStaysOutWhenTheTreeReturns() {
        let (root, card, box, _, height) = card()
        card.removeFromSuperview()
        height.isActive = false
        let taller = box.heightAnchor.constraint(equalToConstant: 50)
        taller.isActive = true
        root.addSubview(card)
        root.layoutIfNeeded()
        expectEqual(box.frame, CGRect(x: 16, y: 8, width: 168, height: 50))
        #expect(!box.hasAmbiguousLayout)
    }

    @Test func aConstraintReactivatedWhileDetachedIsInstalledOnce() {
        let (root, card, box, top, _) = card()
        card.removeFromSuperview()
        top.isActive = false
        top.isActive = true
        root.addSubview(card)
        root.layoutIfNeeded()
        expectEqual(box.frame.minY, 8)
        // A second copy of the equation would keep the old constant (and conflict with the new one).
        top.constant = 25
        root.layoutIfNeeded()
        expectEqual(box.frame, CGRect(x: 16, y: 25, width: 168, height: 30))
        #expect(!box.hasAmbiguousLayout)
    }

    @Test func aDetachedTreeMovesIntoAnotherWindowWithItsConstraints() {
        let host = HeadlessHost()
        let (root, card, box, top, _) = card()
        card.removeFromSuperview()
        withExtendedLifetime(root) {}  // removed from a live root
        top.constant = 4
        host.window.addSubview(card)
        host.runFrame()
        expectEqual(card.frame, CGRect(x: 10, y: 20, width: 200, height: 100))
        expectEqual(box.frame, CGRect(x: 16, y: 4, width: 168, height: 30))
        // Moving a subview out of a detached tree takes its constraints with it.
        card.removeFromSuperview()
        let detachedRoot = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        let inner = UIView()
        inner.translatesAutoresizingMaskIntoConstraints = false
        detachedRoot.addSubview(inner)
        NSLayoutConstraint.activate([
            inner.widthAnchor.constraint(equalToConstant: 10), inner.heightAnchor.constraint(equalToConstant: 20),
            inner.leadingAnchor.constraint(equalTo: detachedRoot.leadingAnchor, constant: 3),
            inner.topAnchor.constraint(equalTo: detachedRoot.topAnchor, constant: 5)
        ])
        detachedRoot.removeFromSuperview()
        card.addSubview(detachedRoot)
        card.layoutIfNeeded()
        detachedRoot.layoutIfNeeded()
        expectEqual(inner.frame, CGRect(x: 3, y: 5, width: 10, height: 20))
        expectEqual(box.frame, CGRect(x: 16, y: 4, width: 168, height: 30))
    }

    /// ``card()`` with a constraint between the box and the root, the root then released.
    private func cardOutlivingItsRoot() -> (
        card: UIView, box: UIView, top: NSLayoutConstraint, rootConstraint: NSLayoutConstraint, rootGone: () -> Bool
    ) {
        let (root, card, box, top, _) = card()
        let rootConstraint = box.bottomAnchor.constraint(lessThanOrEqualTo: root.bottomAnchor)
        rootConstraint.isActive = true
        root.layoutIfNeeded()
        weak var weakRoot = root
        return (card, box, top, rootConstraint, { weakRoot == nil })
    }

    @Test func aTreeOutlivingItsDeallocatedRootLaysOutAndChangesItsConstraints() {
        let (card, box, top, rootConstraint, rootGone) = cardOutlivingItsRoot()
        #expect(rootGone() && card.superview == nil)
        top.constant = 12  // reached the dead root's engine before: a crash
        rootConstraint.constant = -5  // held by the dead root: changing it does nothing
        card.frame.size.width = 300
        card.layoutIfNeeded()
        expectEqual(box.frame, CGRect(x: 16, y: 12, width: 268, height: 30))
        #expect(!box.hasAmbiguousLayout)
    }

    @Test func aTreeOutlivingItsDeallocatedRootJoinsAWindowWithItsConstraints() {
        let host = HeadlessHost()
        let (card, box, top, _, rootGone) = cardOutlivingItsRoot()
        #expect(rootGone())
        host.window.addSubview(card)
        top.constant = 20
        host.runFrame()
        expectEqual(box.frame, CGRect(x: 16, y: 20, width: 168, height: 30))
        #expect(box.constraints.count == 1 && card.constraints.count == 3, "the card's own constraints came along")
        card.removeFromSuperview()
    }
}
