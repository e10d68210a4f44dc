import Foundation
import OpenUIKit
import SegueTesting

/// A photo grid as apps write one for the zoom transition: square thumbnails with rounded
/// corners, found again by index (a stable identifier) when the zoom needs its source view.
@MainActor
final class ZoomGridController: RecordingViewController {
    private(set) var thumbnails: [UIView] = []

    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .white
        for index in 0..<6 {
            let thumbnail = UIView(
                frame: CGRect(
                    x: 20 + CGFloat(index % 3) * 120, y: 120 + CGFloat(index / 3) * 120,
                    width: 100, height: 100))
            thumbnail.backgroundColor = UIColor(hue: CGFloat(index) / 6, saturation: 0.7, brightness: 0.9, alpha: 1)
            thumbnail.layer.cornerRadius = 12
            view.addSubview(thumbnail)
            thumbnails.append(thumbnail)
        }
    }

    func thumbnail(for index: Int) -> UIView? { index < thumbnails.count ? thumbnails[index] : nil }

    /// A detail controller for photo `index` that zooms from its thumbnail.
    func detail(for index: Int, options: UIViewController.Transition.ZoomOptions? = nil) -> ZoomPhotoController {
        let detail = ZoomPhotoController("Photo\(index)", recorder)
        detail.index = index
        detail.preferredTransition = .zoom(options: options) { [weak self] context in
            self?.providerCalls.append((context.sourceViewController, context.zoomedViewController))
            let photo = context.zoomedViewController as! ZoomPhotoController
            return self?.thumbnail(for: photo.index)
        }
        return detail
    }

    /// Each call of the source view provider: the source and zoomed controllers it was given.
    var providerCalls: [(UIViewController, UIViewController)] = []
}

/// The full-screen photo a thumbnail zooms into.
@MainActor
final class ZoomPhotoController: RecordingViewController {
    var index = 0

    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .black
        let photo = UIView(frame: CGRect(x: 0, y: 200, width: 400, height: 400))
        photo.backgroundColor = .orange
        photo.autoresizingMask = [.flexibleWidth]
        view.addSubview(photo)
    }
}

/// The clip a zoom transition shows the zoomed view in, while one runs.
@MainActor
func zoomClip(of zoomed: UIViewController) -> UIView? {
    guard let clip = zoomed.view.superview, clip.clipsToBounds, clip !== zoomed.view.window else { return nil }
    return clip
}

/// `view`'s frame as shown now (its presentation layer), in window coordinates (its
/// ancestors' model geometry).
@MainActor
func shownFrame(_ view: UIView) -> CGRect {
    let frame = view.layer.presentation()?.frame ?? view.frame
    return view.superview?.convert(frame, to: nil) ?? frame
}
