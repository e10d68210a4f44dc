#if canImport(UIKit)
import UIKit
#else
import OpenUIKit
#endif

/// The base class of the gallery's screens: a plain `UIViewController` that also writes down
/// the appearance callbacks it receives, in order.
///
/// Appearance callbacks come in pairs — `viewWillAppear(_:)` then `viewDidAppear(_:)`, or, for
/// a cancelled interactive transition, `viewWillAppear(_:)` then `viewWillDisappear(_:)` and
/// `viewDidDisappear(_:)` — and a transition that leaves them unbalanced is a bug (UIKit's or
/// the animator's). The log lets the end-to-end tests check every screen of every scenario.
@MainActor
class _GalleryViewController: UIViewController {
    /// The appearance callbacks received so far: "willAppear", "didAppear", "willDisappear",
    /// "didDisappear", each followed by "(animated)" when `animated` was true.
    private(set) var appearanceLog: [String] = []

    private func log(_ event: String, _ animated: Bool) {
        appearanceLog.append(animated ? "\(event)(animated)" : event)
    }

    override func viewWillAppear(_ animated: Bool) {
        super.viewWillAppear(animated)
        log("willAppear", animated)
    }

    override func viewDidAppear(_ animated: Bool) {
        super.viewDidAppear(animated)
        log("didAppear", animated)
    }

    override func viewWillDisappear(_ animated: Bool) {
        super.viewWillDisappear(animated)
        log("willDisappear", animated)
    }

    override func viewDidDisappear(_ animated: Bool) {
        super.viewDidDisappear(animated)
        log("didDisappear", animated)
    }
}
