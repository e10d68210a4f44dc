import Foundation
import SegueTesting
import TestSupport
import Testing

@testable import OpenUIKit

/// Where each orthogonal scrolling behaviour comes to rest after a drag, at exact instants
/// on the media clock. Groups are 200 wide and 10 apart from a 20-point inset, in a 320-point
/// section: the content is 2130 long and scrolls 0…1810.
@MainActor
@Suite struct CollectionOrthogonalPagingTests {
    /// Flicks the carousel 100 points left in 0.1 s (1000 points per second) or drags it
    /// `distance` slowly; returns the scroll view and its offset when the finger lifted.
    private func release(
        _ behavior: UICollectionLayoutSectionOrthogonalScrollingBehavior, host: HeadlessHost,
        distance: CGFloat = 100, duration: TimeInterval = 0.1
    ) -> (UIScrollView, CGFloat) {
        let (collectionView, _) = Orthogonal.collectionView(
            host, Orthogonal.layout(behavior, groupWidth: .absolute(200)))
        let scroller = Orthogonal.scroller(collectionView)
        var last: CGFloat = 0
        host.drag(from: CGPoint(x: 300, y: 40), to: CGPoint(x: 300 - distance, y: 40), duration: duration) {
            last = scroller.contentOffset.x
        }
        return (scroller, last)
    }

    /// Checks the motion 50 ms after the release is on its way, then the offset at `settled`
    /// seconds is exactly `target` and stays there.
    private func expectLanding(
        _ scroller: UIScrollView, from released: CGFloat, at target: CGFloat,
        settled: TimeInterval, host: HeadlessHost
    ) {
        host.advance(by: 0.05)
        let moving = scroller.contentOffset.x
        #expect(moving != released && moving != target)
        host.advance(by: settled - 0.05)
        expectEqual(scroller.contentOffset.x, target)
        host.runUntilIdle()
        expectEqual(scroller.contentOffset.x, target)
        #expect(!scroller.isDecelerating)
    }

    @Test func pagingTurnsOnePageOfTheSectionsWidth() {
        let host = HeadlessHost()
        let (scroller, released) = release(.paging, host: host)
        #expect(released > 80 && released <= 100)
        expectLanding(scroller, from: released, at: 320, settled: 1, host: host)
    }

    @Test func groupPagingMovesOneGroup() {
        let host = HeadlessHost()
        let (scroller, released) = release(.groupPaging, host: host)
        expectLanding(scroller, from: released, at: 210, settled: 1, host: host)
    }

    /// A slow drag settles on the group boundary nearest the release, not the next one.
    @Test func groupPagingSlowDragSettlesOnTheNearestGroup() {
        let host = HeadlessHost()
        let (scroller, released) = release(.groupPaging, host: host, distance: 80, duration: 1)
        #expect(released < 105)
        expectLanding(scroller, from: released, at: 0, settled: 1, host: host)
    }

    /// Centred group paging starts with the first group in the middle (offset −40) and rests
    /// each group in the middle: group 1's middle 330 at 160 means offset 170.
    /// UIKitBehaviour #219
    @Test func groupPagingCenteredCentresTheNextGroup() {
        let host = HeadlessHost()
        let (collectionView, _) = Orthogonal.collectionView(
            host,
            Orthogonal.layout(
                .groupPagingCentered,
                groupWidth: .absolute(200)))
        let scroller = Orthogonal.scroller(collectionView)
        expectEqual(scroller.contentOffset.x, -40)
        expectEqual(scroller.contentInset, UIEdgeInsets(top: 0, left: 40, bottom: 0, right: 40))
        var last: CGFloat = 0
        host.drag(from: CGPoint(x: 300, y: 40), to: CGPoint(x: 200, y: 40), duration: 0.1) {
            last = scroller.contentOffset.x
        }
        expectLanding(scroller, from: last, at: 170, settled: 1, host: host)
        let cell = collectionView.cellForItem(at: IndexPath(item: 1, section: 0))!
        expectEqual(cell.convert(cell.bounds, to: collectionView).midX, 160)
    }

    /// The momentum's natural stop moves to the nearest group leading boundary (a multiple of
    /// 210), reached by the same deceleration curve scaled to land on it.
    @Test func continuousGroupLeadingBoundaryStopsAtAGroupEdge() {
        let host = HeadlessHost()
        let (scroller, released) = release(.continuousGroupLeadingBoundary, host: host)
        let natural =
            released
            + _ScrollPhysics.decelerationDistance(velocity: 1, rate: UIScrollView.DecelerationRate.normal.rawValue)
        let target = (natural / 210).rounded() * 210
        expectEqual(target, 630)
        expectLanding(scroller, from: released, at: target, settled: 5, host: host)
    }

    /// Continuous scrolling decelerates freely: no snapping.
    @Test func continuousStopsWhereMomentumEnds() {
        let host = HeadlessHost()
        let (scroller, released) = release(.continuous, host: host)
        let natural =
            released
            + _ScrollPhysics.decelerationDistance(velocity: 1, rate: UIScrollView.DecelerationRate.normal.rawValue)
        host.runUntilIdle()
        #expect(abs(scroller.contentOffset.x - natural) < 0.5)
        #expect(Int(scroller.contentOffset.x) % 210 != 0)
    }

    /// A drag past the end springs back to the range's end for every snapping behaviour.
    @Test func groupPagingStopsAtTheEnd() {
        let host = HeadlessHost()
        let (collectionView, _) = Orthogonal.collectionView(
            host, Orthogonal.layout(.groupPaging, groupWidth: .absolute(200)))
        let scroller = Orthogonal.scroller(collectionView)
        for _ in 0..<12 {
            host.drag(from: CGPoint(x: 300, y: 40), to: CGPoint(x: 200, y: 40), duration: 0.1)
            host.runUntilIdle()
        }
        #expect(scroller.contentOffset.x == 1810)  // the last group cannot reach the leading inset
    }
}
