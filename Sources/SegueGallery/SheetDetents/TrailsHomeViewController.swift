#if canImport(UIKit)
import UIKit
#else
import OpenUIKit
#endif

/// The sheet-detents demo's first screen: a button that shows the trail list as a
/// medium/large sheet.
@MainActor
final class TrailsHomeViewController: _GalleryViewController {
    override func loadView() {
        let screen = _DemoScreenView(
            title: "Trails",
            subtitle: "A sheet that rests at medium and large; scroll its list to expand it.",
            caption: "Nearby trails",
            style: .fresh)
        screen.addButton("Show Trails") { [unowned self] in self.showTrails(animated: true) }
        view = screen
    }

    /// The trail list on screen, if any.
    var trails: TrailListViewController? {
        (presentedViewController as? UINavigationController)?.viewControllers.first as? TrailListViewController
    }

    /// Presents the trail list in a navigation controller, as a sheet at medium and large.
    func showTrails(animated: Bool) {
        let navigation = UINavigationController(rootViewController: TrailListViewController(style: .plain))
        if let sheet = navigation.sheetPresentationController {
            sheet.detents = [.medium(), .large()]
            sheet.prefersGrabberVisible = true
        }
        present(navigation, animated: animated)
    }
}
