#if canImport(UIKit)
import UIKit
#else
import OpenUIKit
#endif

/// The stand-in of one matched pair: a view that flies from the leaving view's frame to the
/// arriving view's, animating its corner radius, background colour and alpha, with a snapshot
/// of each real view inside it, scaled to its size, the one fading out as the other fades in
/// (UIKitBehaviour #424). Along an arc, the stand-in rides a pivot view that turns about the
/// arc's centre while the stand-in turns back the same angle, so it stays upright.
@MainActor
struct _MatchedFlight {
    let pair: _MatchedPair
    /// The view added to the container (the pivot on an arc, else the stand-in).
    let root: UIView
    let standIn: UIView
    private let pivot: UIView?
    private let angle: CGFloat
    private let fromSnapshot: UIView?
    private let toSnapshot: UIView?

    /// Builds the stand-in at the leaving view's frame and state; takes the snapshots.
    init(_ pair: _MatchedPair, arc: CGFloat?) {
        self.pair = pair
        let standIn = UIView()
        standIn.isUserInteractionEnabled = false
        standIn.clipsToBounds = true
        standIn.bounds = CGRect(origin: .zero, size: pair.fromFrame.size)
        standIn.backgroundColor = pair.from.backgroundColor ?? .clear
        standIn.layer.cornerRadius = pair.from.layer.cornerRadius
        standIn.alpha = pair.from.alpha
        self.standIn = standIn
        fromSnapshot = Self.snapshot(of: pair.from)
        toSnapshot = Self.snapshot(of: pair.to)
        for snapshot in [fromSnapshot, toSnapshot].compactMap({ $0 }) { standIn.addSubview(snapshot) }
        let start = CGPoint(x: pair.fromFrame.midX, y: pair.fromFrame.midY)
        let end = CGPoint(x: pair.toFrame.midX, y: pair.toFrame.midY)
        if let arc, arc != 0, let centre = Self.arcCentre(from: start, to: end, intensity: arc) {
            let pivot = UIView(frame: CGRect(origin: centre, size: .zero))
            pivot.isUserInteractionEnabled = false
            pivot.addSubview(standIn)
            standIn.center = CGPoint(x: start.x - centre.x, y: start.y - centre.y)
            self.pivot = pivot
            let turn = atan2(end.y - centre.y, end.x - centre.x) - atan2(start.y - centre.y, start.x - centre.x)
            angle = turn > .pi ? turn - 2 * .pi : turn < -.pi ? turn + 2 * .pi : turn
            root = pivot
        } else {
            standIn.center = start
            pivot = nil
            angle = 0
            root = standIn
        }
        place(size: pair.fromFrame.size, showingTo: false)
    }

    /// Sets the end state (inside the property animator's animations).
    func animate() {
        standIn.bounds = CGRect(origin: .zero, size: pair.toFrame.size)
        standIn.backgroundColor = pair.to.backgroundColor ?? .clear
        standIn.layer.cornerRadius = pair.to.layer.cornerRadius
        standIn.alpha = pair.to.alpha
        if let pivot {
            pivot.transform = CGAffineTransform(rotationAngle: angle)
            standIn.transform = CGAffineTransform(rotationAngle: -angle)
        } else {
            standIn.center = CGPoint(x: pair.toFrame.midX, y: pair.toFrame.midY)
        }
        place(size: pair.toFrame.size, showingTo: true)
    }

    /// Centres both snapshots in a stand-in of `size`, each scaled from its own size to it, and
    /// shows the arriving one (or the leaving one).
    private func place(size: CGSize, showingTo: Bool) {
        for (snapshot, isTo) in [(fromSnapshot, false), (toSnapshot, true)] {
            guard let snapshot else { continue }
            let own = snapshot.bounds.size
            snapshot.center = CGPoint(x: size.width / 2, y: size.height / 2)
            snapshot.transform = CGAffineTransform(scaleX: size.width / own.width, y: size.height / own.height)
            snapshot.alpha = isTo == showingTo ? 1 : 0
        }
    }

    /// A snapshot of `view` at full opacity (the stand-in carries the view's alpha).
    private static func snapshot(of view: UIView) -> UIView? {
        let alpha = view.alpha
        view.alpha = 1
        defer { view.alpha = alpha }
        guard let snapshot = view.snapshotView(afterScreenUpdates: true),
            snapshot.bounds.width > 0, snapshot.bounds.height > 0
        else { return nil }
        snapshot.isUserInteractionEnabled = false
        return snapshot
    }

    /// The centre of the circle through `start` and `end` whose arc between them bends to the
    /// left of the travel by `intensity` (1: a half circle), or nil when the points coincide.
    static func arcCentre(from start: CGPoint, to end: CGPoint, intensity: CGFloat) -> CGPoint? {
        let dx = end.x - start.x
        let dy = end.y - start.y
        let length = hypot(dx, dy)
        guard length > 1 else { return nil }
        // The arc spans `sweep` radians; its centre lies on the side opposite the bend.
        let sweep = abs(intensity) * .pi
        let distance = (length / 2) / tan(sweep / 2)
        let left = CGPoint(x: dy / length, y: -dx / length)
        let side: CGFloat = intensity > 0 ? -1 : 1
        return CGPoint(
            x: (start.x + end.x) / 2 + left.x * distance * side,
            y: (start.y + end.y) / 2 + left.y * distance * side)
    }
}
