import OpenUIKit
import Testing

/// Swift 5 client code with the new recognizers: a plain NSObject conforming to the delegate
/// protocol in an extension, handlers reading `scale`, `rotation` and `direction`.
class PinchZoomController: NSObject {
    let photo = UIView(frame: CGRect(x: 0, y: 0, width: 200, height: 200))
    var lastSwipe: UISwipeGestureRecognizer.Direction = []

    func install() {
        let pinch = UIPinchGestureRecognizer(handler: { gesture in
            guard let pinch = gesture as? UIPinchGestureRecognizer, let view = pinch.view else { return }
            view.transform = view.transform.scaledBy(x: pinch.scale, y: pinch.scale)
            pinch.scale = 1
        })
        let rotation = UIRotationGestureRecognizer(handler: { gesture in
            guard let rotation = gesture as? UIRotationGestureRecognizer else { return }
            rotation.view?.transform = CGAffineTransform(rotationAngle: rotation.rotation)
        })
        let press = UILongPressGestureRecognizer()
        press.minimumPressDuration = 0.8
        let swipe = UISwipeGestureRecognizer(handler: { [weak self] gesture in
            self?.lastSwipe = (gesture as? UISwipeGestureRecognizer)?.direction ?? []
        })
        swipe.direction = [.left, .right]
        pinch.delegate = self
        rotation.delegate = self
        for recognizer in [pinch, rotation, press, swipe] { photo.addGestureRecognizer(recognizer) }
    }
}

extension PinchZoomController: UIGestureRecognizerDelegate {
    func gestureRecognizer(
        _ gestureRecognizer: UIGestureRecognizer,
        shouldRecognizeSimultaneouslyWith otherGestureRecognizer: UIGestureRecognizer
    ) -> Bool {
        true
    }
}

@MainActor @Test func gestureClientCompiles() {
    let controller = PinchZoomController()
    controller.install()
    #expect(controller.photo.gestureRecognizers?.count == 4)
}
