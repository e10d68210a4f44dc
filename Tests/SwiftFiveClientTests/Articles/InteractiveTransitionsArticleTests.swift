// Drives the code of "Interactive transitions" with a finger on the headless host: a long
// swipe finishes the dismissal, a short one cancels it, a button's dismissal needs no finger,
// and a tap during the settling does not disturb it.
import OpenUIKit
import SegueTesting
import Testing

@MainActor @Suite struct InteractiveTransitionsArticleTests {
    /// The album on screen with the photo presented over it.
    func presentPhoto(_ host: HeadlessHost) -> (AlbumViewController, PhotoViewController) {
        let album = AlbumViewController()
        host.window.rootViewController = album
        host.runUntilIdle()
        let photo = album.showPhoto()
        host.runUntilIdle()
        return (album, photo)
    }

    /// The frames of a drag from `y0` to `y1` over 0.5 s and of the settling after it.
    func recordSwipe(_ host: HeadlessHost, from y0: CGFloat, to y1: CGFloat) -> TransitionRecording {
        var frames: [TransitionRecording.Frame] = []
        host.drag(from: CGPoint(x: 100, y: y0), to: CGPoint(x: 100, y: y1), duration: 0.5) {
            frames.append(TransitionRecording.Frame(image: host.render(), time: host.now))
        }
        frames += host.recordUntilIdle().frames
        return TransitionRecording(frames: frames, framesPerSecond: host.framesPerSecond, scale: host.screenScale)
    }

    @Test func aLongSwipeFinishesTheDismissal() {
        let host = HeadlessHost(screenSize: ArticleImages.screenSize)
        let (album, photo) = presentPhoto(host)
        let swipe = recordSwipe(host, from: 80, to: 280)
        #expect(album.presentedViewController == nil)
        #expect(photo.view.window == nil)
        #expect(!photo.swipeDown.isDriving)
        expectSnapshot(of: swipe, named: "interactive-swipe-finished", tolerance: 2, directory: ArticleImages.openUIKit)
        let leftovers = host.finish()
        #expect(leftovers.reports.isEmpty && leftovers.runningWork.isEmpty, "\(leftovers)")
    }

    @Test func aShortSwipeCancelsAndPutsThePhotoBack() {
        let host = HeadlessHost(screenSize: ArticleImages.screenSize)
        let (album, photo) = presentPhoto(host)
        let swipe = recordSwipe(host, from: 80, to: 150)
        #expect(album.presentedViewController === photo)
        #expect(photo.view.window === host.window)
        #expect(photo.view.transform == .identity)
        #expect(photo.view.frame == CGRect(origin: .zero, size: ArticleImages.screenSize))
        expectSnapshot(
            of: swipe, named: "interactive-swipe-cancelled", tolerance: 2, directory: ArticleImages.openUIKit)
    }

    @Test func theFingerMovesThePercentage() {
        let host = HeadlessHost(screenSize: ArticleImages.screenSize)
        let (_, photo) = presentPhoto(host)
        var percents: [CGFloat] = []
        host.drag(from: CGPoint(x: 100, y: 80), to: CGPoint(x: 100, y: 260), duration: 0.5) {
            percents.append(photo.swipeDown.percentComplete)
        }
        #expect(percents == percents.sorted())
        #expect((percents.max() ?? 0) > 0.4)
        host.runUntilIdle()
    }

    @Test func aButtonsDismissalNeedsNoFinger() {
        let host = HeadlessHost(screenSize: ArticleImages.screenSize)
        let (album, _) = presentPhoto(host)
        album.dismiss(animated: true)
        host.advance(by: 0.5)
        #expect(album.presentedViewController == nil)
    }

    @Test func aTapWhileTheCancelSettlesChangesNothing() {
        let host = HeadlessHost(screenSize: ArticleImages.screenSize)
        let (album, photo) = presentPhoto(host)
        host.drag(from: CGPoint(x: 100, y: 80), to: CGPoint(x: 100, y: 120), duration: 0.3)
        host.tap(at: CGPoint(x: 100, y: 200))
        host.runUntilIdle()
        #expect(album.presentedViewController === photo)
        #expect(photo.view.transform == .identity)
    }
}
