import OpenUIKit
import SegueTesting
import Testing

/// Swift 5 client code with a sheet as apps write it since iOS 15: a map screen presents a
/// navigation controller with a list at medium and large detents, a grabber and an undimmed
/// medium detent, and listens in an extension for the detent the user chooses.
class PlacesMapViewController: UIViewController {
    var chosenDetents: [UISheetPresentationController.Detent.Identifier?] = []
    var mapTaps = 0

    override func viewDidLoad() {
        super.viewDidLoad()
        let map = UIButton(type: .custom)
        map.frame = view.bounds
        map.addAction(UIAction { [weak self] _ in self?.mapTaps += 1 }, for: .touchUpInside)
        view.addSubview(map)
    }

    func showPlaces() {
        let places = UINavigationController(rootViewController: UIViewController())
        if let sheet = places.sheetPresentationController {
            sheet.detents = [.medium(), .large()]
            sheet.largestUndimmedDetentIdentifier = .medium
            sheet.prefersGrabberVisible = true
            sheet.delegate = self
        }
        present(places, animated: true, completion: nil)
    }
}

extension PlacesMapViewController: UISheetPresentationControllerDelegate {
    func sheetPresentationControllerDidChangeSelectedDetentIdentifier(
        _ sheetPresentationController: UISheetPresentationController
    ) {
        chosenDetents.append(sheetPresentationController.selectedDetentIdentifier)
    }
}

@MainActor @Test func sheetClientDragsBetweenDetentsAndKeepsTheMapTappable() throws {
    let host = HeadlessHost(
        screenSize: CGSize(width: 390, height: 844),
        safeAreaInsets: UIEdgeInsets(top: 47, left: 0, bottom: 34, right: 0))
    let map = PlacesMapViewController()
    host.window.rootViewController = map
    host.runUntilIdle()
    map.showPlaces()
    host.runUntilIdle()
    let places = try #require(map.presentedViewController)
    #expect(places.sheetPresentationController?.selectedDetentIdentifier == nil)
    host.tap(at: CGPoint(x: 195, y: 200))
    host.runUntilIdle()
    #expect(map.mapTaps == 1, "the map takes taps above an undimmed medium sheet")
    let top = places.view.frame.minY
    host.drag(from: CGPoint(x: 195, y: top + 100), to: CGPoint(x: 195, y: top - 100), duration: 0.25)
    host.runUntilIdle()
    #expect(map.chosenDetents == [.large])
    #expect(places.view.frame.minY == 57)
}
