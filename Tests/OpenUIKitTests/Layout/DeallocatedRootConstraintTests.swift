import Foundation
import OpenUIKit
import SegueTesting
import Testing

/// A root view deallocated while views of its tree live on (a controller's view released while
/// the app keeps one of its subviews, a view a transition library carries to another screen):
/// the surviving subtree keeps its constraints, which work on their own and in a new hierarchy.
@MainActor
@Suite struct DeallocatedRootConstraintTests {
    /// A 200 × 100 card holding a box pinned 16 pt inside it and 8 pt from its top, 30 pt tall,
    /// inside a root that only this function holds (so the root is gone when it returns).
    private func cardOutlivingItsRoot() -> (card: UIView, box: UIView, top: NSLayoutConstraint, rootConstraint: NSLayoutConstraint, root: Weak) {
        let root = UIView(frame: CGRect(x: 0, y: 0, width: 300, height: 400))
        let card = UIView(frame: CGRect(x: 10, y: 20, width: 200, height: 100))
        root.addSubview(card)
        let box = UIView()
        box.translatesAutoresizingMaskIntoConstraints = false
        card.addSubview(box)
        let top = box.topAnchor.constraint(equalTo: card.topAnchor, constant: 8)
        // A constraint the root holds, tying the box to the root itself.
        let rootConstraint = box.bottomAnchor.constraint(lessThanOrEqualTo: root.bottomAnchor)
        NSLayoutConstraint.activate([
            top, rootConstraint,
            box.heightAnchor.constraint(equalToConstant: 30),
            box.leadingAnchor.constraint(equalTo: card.leadingAnchor, constant: 16),
            box.trailingAnchor.constraint(equalTo: card.trailingAnchor, constant: -16),
        ])
        root.layoutIfNeeded()
        return (card, box, top, rootConstraint, Weak(root))
    }

    final class Weak {
        weak var view: UIView?
        init(_ view: UIView) { self.view = view }
    }

    @Test func theSurvivingTreeLaysOutAloneAndChangesItsConstraints() {
        let (card, box, top, rootConstraint, root) = cardOutlivingItsRoot()
        #expect(root.view == nil, "the root is gone")
        #expect(card.superview == nil)
        #expect(box.frame == CGRect(x: 16, y: 8, width: 168, height: 30))
        top.constant = 12  // reached the dead root's engine before: a crash
        rootConstraint.constant = -5  // held by the dead root: changing it does nothing
        card.frame.size.width = 300
        card.layoutIfNeeded()
        #expect(box.frame == CGRect(x: 16, y: 12, width: 268, height: 30))
        #expect(!box.hasAmbiguousLayout)
    }

    @Test func theSurvivingTreeJoinsAWindowWithItsConstraints() {
        let host = HeadlessHost()
        let (card, box, top, _, _) = cardOutlivingItsRoot()
        host.window.addSubview(card)
        top.constant = 20
        host.runFrame()
        #expect(box.frame == CGRect(x: 16, y: 20, width: 168, height: 30))
        #expect(box.constraints.count == 1 && card.constraints.count == 3, "the card's own constraints came along")
        card.removeFromSuperview()
    }
}
