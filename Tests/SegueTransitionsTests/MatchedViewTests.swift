import Foundation
import OpenUIKit
import SegueTesting
import SegueTransitions
import TestSupport
import Testing

/// Matched views as apps use them: a photo grid presents a photo's detail and the photo flies
/// between the cell and the detail; a list pushes a profile and the avatar and name fly
/// (UIKitBehaviour #420–#424).
@MainActor
@Suite struct MatchedViewTests {
    @Test func aGridPhotoFliesToTheDetailAndBack() throws {
        let grid = GridScreen()
        let host = Matched.window(grid)
        let source = try #require(grid.photoFrame(of: 4))
        let detail = PhotoDetailScreen(item: 4)
        detail.modalTransition = .fade
        grid.present(detail, animated: true)
        host.advance(by: 0.05)
        let container = detail.view.superview
        let standIns = Matched.standIns(in: container, besides: [grid.view, detail.view])
        try #require(standIns.count == 1, "one stand-in for the one matched pair: \(standIns)")
        let cell = try #require(
            grid.collectionView.cellForItem(at: IndexPath(item: 4, section: 0)) as? GridScreen.PhotoCell)
        #expect(
            cell.photoView.isHidden && detail.photoView.isHidden, "both real views are hidden while the stand-in flies")
        var frames: [CGRect] = [Matched.shownFrame(standIns[0])]
        host.advance(by: 0.5) { frames.append(Matched.shownFrame(standIns[0])) }
        host.runUntilIdle()
        #expect(
            frames.first.map { abs($0.minX - source.minX) < 20 && $0.width < 200 } == true,
            "starts at the cell: \(frames.first!) vs \(source)")
        #expect(frames.contains { $0.width > 200 && $0.width < 380 }, "grows through the middle")
        #expect(frames.last == detail.photoView.frame, "ends on the detail's photo: \(frames.last!)")
        #expect(!cell.photoView.isHidden && !detail.photoView.isHidden, "shown again at the end")
        #expect(standIns[0].superview == nil, "the stand-in is gone")
        #expect(detail.caption.alpha == 1 && CATransform3DIsIdentity(detail.caption.transform3D))

        // Back: the photo flies from the detail to the cell.
        detail.dismiss(animated: true)
        host.advance(by: 0.05)
        let back = Matched.standIns(in: detail.view.superview, besides: [grid.view, detail.view])
        expectEqual(back.count, 1)
        host.runUntilIdle()
        #expect(back.first.map(Matched.shownFrame) == source, "lands on the cell")
        #expect(!cell.photoView.isHidden)
    }

    @Test func aGridScrolledWhileTheDetailIsUpIsResolvedWhereTheCellIsNow() throws {
        let grid = GridScreen()
        let host = Matched.window(grid)
        let detail = PhotoDetailScreen(item: 10)
        detail.modalTransition = .fade
        grid.present(detail, animated: true)
        host.runUntilIdle()
        // The app keeps the shown photo in view: the grid scrolls while covered.
        grid.collectionView.contentOffset = CGPoint(x: 0, y: 300)
        grid.collectionView.layoutIfNeeded()
        detail.dismiss(animated: true)
        host.advance(by: 0.02)
        let now = try #require(grid.photoFrame(of: 10))
        let standIns = Matched.standIns(in: detail.view.superview, besides: [grid.view, detail.view])
        try #require(standIns.count == 1)
        host.runUntilIdle()
        #expect(Matched.shownFrame(standIns[0]) == now, "lands where the cell is now: \(now)")
        #expect(now.minY < 300, "the cell moved up with the scroll: \(now)")
    }

    @Test func aPhotoScrolledOffTheGridFallsBackToTheUnmatchedTransition() {
        let grid = GridScreen()
        let host = Matched.window(grid)
        let detail = PhotoDetailScreen(item: 0)
        detail.modalTransition = .fade
        grid.present(detail, animated: true)
        host.runUntilIdle()
        grid.collectionView.contentOffset = CGPoint(x: 0, y: 2_000)
        grid.collectionView.layoutIfNeeded()
        detail.dismiss(animated: true)
        host.advance(by: 0.1)
        #expect(Matched.standIns(in: detail.view.superview, besides: [grid.view, detail.view]).isEmpty)
        #expect(!detail.photoView.isHidden, "unmatched, the photo leaves with its screen")
        #expect(Stage.shownAlpha(detail.view) < 1, "the fade still plays")
        host.runUntilIdle()
        expectEqual(grid.presentedViewController, nil)
    }

    @Test func aListPushesAProfileWithTheAvatarAndNameFoundByTheProvider() throws {
        let people = PeopleScreen(style: .plain)
        let (host, navigation) = Matched.navigation(people, .push(direction: .left))
        let profile = ProfileScreen(row: 3)
        navigation.pushViewController(profile, animated: true)
        host.advance(by: 0.02)
        let container = profile.view.superview
        let standIns = Matched.standIns(in: container, besides: [people.view, profile.view])
        try #require(standIns.count == 2, "avatar and name: \(standIns)")
        let avatar = standIns[0]
        var radii: [CGFloat] = []
        host.advance(by: 0.6) { radii.append(avatar.layer.presentation()?.cornerRadius ?? avatar.layer.cornerRadius) }
        host.runUntilIdle()
        #expect(
            radii.first.map { $0 < 25 } == true && radii.contains { $0 > 25 && $0 < 55 }, "the corner grows: \(radii)")
        expectEqual(Matched.shownFrame(avatar), profile.avatar.frame)
        #expect(!profile.avatar.isHidden && !profile.name.isHidden)
        #expect(profile.bio.alpha == 1 && CATransform3DIsIdentity(profile.bio.transform3D))
        #expect(Matched.standIns(in: container, besides: [profile.view]).isEmpty)
    }

    @Test func aMatchedPushCaughtMidFlightAndThrownBackRestoresEveryValue() throws {
        let people = PeopleScreen(style: .plain)
        let (host, navigation) = Matched.navigation(people, .push(direction: .left))
        let row = try #require(people.tableView.cellForRow(at: IndexPath(row: 3, section: 0)))
        let avatar = try #require(row.contentView.viewWithTag(1))
        let name = try #require(row.contentView.viewWithTag(2))
        let before = [people.view, avatar, name].map { ViewValues($0!) }
        let profile = ProfileScreen(row: 3)
        profile.loadViewIfNeeded()
        let profileBefore = [profile.avatar, profile.name, profile.bio].map(ViewValues.init)
        navigation.pushViewController(profile, animated: true)
        host.advance(by: 0.15)
        #expect(avatar.isHidden && profile.avatar.isHidden)
        host.drag(from: CGPoint(x: 150, y: 600), to: CGPoint(x: 300, y: 600), duration: 0.1)
        host.runUntilIdle()
        #expect(navigation.viewControllers == [people], "thrown back: cancelled")
        expectEqual([people.view, avatar, name].map { ViewValues($0!) }, before)
        expectEqual([profile.avatar, profile.name, profile.bio].map(ViewValues.init), profileBefore)
        #expect(!avatar.isHidden && !name.isHidden && !profile.avatar.isHidden && !profile.name.isHidden)
        #expect(people.view.superview?.subviews.count == 1, "no stand-in left")
    }

    @Test func aTabSwitchFliesAMatchedBadge() throws {
        let (host, tabs, screens) = Stage.tabs(.slide(direction: .left))
        let small = UIView(frame: CGRect(x: 20, y: 400, width: 40, height: 40))
        small.backgroundColor = .systemYellow
        small.transitionID = "badge"
        screens[0].view.addSubview(small)
        let big = UIView(frame: CGRect(x: 100, y: 500, width: 200, height: 100))
        big.backgroundColor = .systemPurple
        big.layer.cornerRadius = 30
        big.transitionID = "badge"
        screens[1].view.addSubview(big)
        tabs.selectedIndex = 1
        host.advance(by: 0.05)
        let standIns = Matched.standIns(in: big.superview?.superview, besides: screens.map(\.view))
        try #require(standIns.count == 1)
        host.runUntilIdle()
        expectEqual(Matched.shownFrame(standIns[0]), big.frame)
        #expect(!small.isHidden && !big.isHidden)
    }

    /// Under Reduce Motion the photo does not fly: no stand-in, both real photos shown, the
    /// caption not moved by its modifiers; the screens dissolve (UIKitBehaviour #431).
    @Test func underReduceMotionMatchedViewsDissolveWithTheirScreens() throws {
        let grid = GridScreen()
        let host = Matched.window(grid)
        host.setAccessibility(reduceMotion: true)
        let detail = PhotoDetailScreen(item: 4)
        detail.modalTransition = .fade
        grid.present(detail, animated: true)
        host.advance(by: 0.05)
        #expect(Matched.standIns(in: detail.view.superview, besides: [grid.view, detail.view]).isEmpty)
        let cell = try #require(
            grid.collectionView.cellForItem(at: IndexPath(item: 4, section: 0)) as? GridScreen.PhotoCell)
        #expect(!cell.photoView.isHidden && !detail.photoView.isHidden)
        #expect(CATransform3DIsIdentity(detail.caption.transform3D) && detail.caption.alpha == 1, "no modifier applied")
        host.runUntilIdle()
        #expect(grid.presentedViewController === detail)
        detail.dismiss(animated: true)
        host.advance(by: 0.05)
        #expect(Matched.standIns(in: detail.view.superview, besides: [grid.view, detail.view]).isEmpty)
        host.runUntilIdle()
        expectEqual(grid.presentedViewController, nil)
    }
}
