import Foundation
import OpenUIKit
import SegueTesting
import TestSupport
import Testing

/// A photo screen written the way iOS apps write one: pinch to zoom and rotate the photo
/// (both at once, through the delegate), a long press that shows a menu, a double tap that
/// resets the zoom, and a swipe down that closes the screen.
@MainActor
final class PhotoViewController: UIViewController {
    let photoView = UIView()
    private(set) var menuView: UIView?
    private(set) var didRequestClose = false
    private var transformAtGestureStart = CGAffineTransform.identity

    override func viewDidLoad() {
        super.viewDidLoad()
        photoView.frame = CGRect(x: 45, y: 272, width: 300, height: 300)
        photoView.backgroundColor = .gray
        view.addSubview(photoView)

        let pinch = UIPinchGestureRecognizer { [weak self] in self?.handlePinch($0 as! UIPinchGestureRecognizer) }
        pinch.delegate = self
        photoView.addGestureRecognizer(pinch)
        let rotation = UIRotationGestureRecognizer { [weak self] in
            self?.handleRotation($0 as! UIRotationGestureRecognizer)
        }
        rotation.delegate = self
        photoView.addGestureRecognizer(rotation)

        let longPress = UILongPressGestureRecognizer { [weak self] in
            self?.handleLongPress($0 as! UILongPressGestureRecognizer)
        }
        photoView.addGestureRecognizer(longPress)

        let doubleTap = UITapGestureRecognizer { [weak self] _ in self?.photoView.transform = .identity }
        doubleTap.numberOfTapsRequired = 2
        photoView.addGestureRecognizer(doubleTap)

        let swipeDown = UISwipeGestureRecognizer { [weak self] _ in self?.didRequestClose = true }
        swipeDown.direction = .down
        view.addGestureRecognizer(swipeDown)
    }

    // The incremental style: apply the change since the last call, then reset it.
    private func handlePinch(_ gesture: UIPinchGestureRecognizer) {
        guard let view = gesture.view, gesture.state == .began || gesture.state == .changed else { return }
        view.transform = view.transform.scaledBy(x: gesture.scale, y: gesture.scale)
        gesture.scale = 1
    }

    // The absolute style: remember the transform at the start, apply the whole rotation.
    private func handleRotation(_ gesture: UIRotationGestureRecognizer) {
        guard let view = gesture.view else { return }
        switch gesture.state {
        case .began:
            transformAtGestureStart = view.transform
            view.transform = transformAtGestureStart.rotated(by: gesture.rotation)
        case .changed:
            // A simultaneous pinch may have scaled the view since: keep its scale.
            let scale = (view.transform.a * view.transform.a + view.transform.b * view.transform.b).squareRoot()
            view.transform = CGAffineTransform(scaleX: scale, y: scale).rotated(by: gesture.rotation)
        default:
            break
        }
    }

    private func handleLongPress(_ gesture: UILongPressGestureRecognizer) {
        guard gesture.state == .began else { return }
        let point = gesture.location(in: view)
        let menu = UIView(frame: CGRect(x: point.x, y: point.y, width: 160, height: 120))
        menu.backgroundColor = .white
        view.addSubview(menu)
        menuView = menu
    }
}

extension PhotoViewController: UIGestureRecognizerDelegate {
    func gestureRecognizer(
        _ gestureRecognizer: UIGestureRecognizer,
        shouldRecognizeSimultaneouslyWith otherGestureRecognizer: UIGestureRecognizer
    ) -> Bool {
        (gestureRecognizer is UIPinchGestureRecognizer && otherGestureRecognizer is UIRotationGestureRecognizer)
            || (gestureRecognizer is UIRotationGestureRecognizer && otherGestureRecognizer is UIPinchGestureRecognizer)
    }
}

@MainActor
@Suite struct PhotoViewerClientTests {
    func makeScreen() -> (HeadlessHost, PhotoViewController) {
        let host = HeadlessHost()
        let controller = PhotoViewController()
        host.window.rootViewController = controller
        host.runUntilIdle()
        return (host, controller)
    }

    @Test func pinchToZoomScalesThePhoto() {
        let (host, screen) = makeScreen()
        host.pinch(center: screen.photoView.center, from: 100, to: 250, duration: 0.3)
        #expect(isClose(screen.photoView.transform.a, 2.5, tolerance: 1e-9))
        #expect(isClose(screen.photoView.transform.d, 2.5, tolerance: 1e-9))
        expectEqual(screen.menuView, nil)
        host.tap(at: screen.photoView.center)
        host.tap(at: screen.photoView.center)
        #expect(screen.photoView.transform == .identity, "a double tap resets the zoom")
    }

    @Test func pinchAndRotateTogether() {
        let (host, screen) = makeScreen()
        let c = screen.photoView.center
        host.perform([
            .line(from: CGPoint(x: c.x - 50, y: c.y), to: CGPoint(x: c.x, y: c.y - 100), duration: 0.25),
            .line(from: CGPoint(x: c.x + 50, y: c.y), to: CGPoint(x: c.x, y: c.y + 100), duration: 0.25)
        ])
        let t = screen.photoView.transform
        #expect(isClose((t.a * t.a + t.b * t.b).squareRoot(), 2, tolerance: 1e-9), "scaled by 2")
        #expect(isClose(atan2(t.b, t.a), .pi / 2, tolerance: 1e-9), "turned a quarter clockwise")
    }

    @Test func aLongPressShowsTheMenuWhereThePressIs() {
        let (host, screen) = makeScreen()
        host.press(at: CGPoint(x: 120, y: 300), duration: 0.4)
        #expect(screen.menuView == nil, "too short")
        host.perform([FingerPath.hold(at: CGPoint(x: 120, y: 300), duration: 0.7)])
        expectEqual(screen.menuView?.frame, CGRect(x: 120, y: 300, width: 160, height: 120))
        #expect(screen.menuView?.superview === screen.view)
        expectEqual(screen.photoView.transform, .identity)
    }

    @Test func aSwipeDownAsksToClose() {
        let (host, screen) = makeScreen()
        host.drag(from: CGPoint(x: 200, y: 100), to: CGPoint(x: 205, y: 250), duration: 0.15)
        #expect(screen.didRequestClose)
    }
}
