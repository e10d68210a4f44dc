#if canImport(UIKit)
import UIKit
#else
import OpenUIKit
#endif

/// The map-sheet demo's screen: a drawn street map with tappable pins; it presents the
/// places sheet at its peek detent.
@MainActor
final class MapScreenViewController: _GalleryViewController {
    /// The pins: a name and where the pin stands on the 390 × 844 pt screen.
    static let pins: [(name: String, point: CGPoint)] = [
        ("Harbour Café", CGPoint(x: 90, y: 240)),
        ("Corner Bakery", CGPoint(x: 270, y: 390)),
        ("Park Kiosk", CGPoint(x: 150, y: 560))
    ]
    /// The peek detent's identifier and value.
    static let peek = UISheetPresentationController.Detent.Identifier("peek")
    static let peekHeight: CGFloat = 120

    private var pinButtons: [UIButton] = []
    /// The pin last tapped.
    private(set) var selectedPin: String?
    /// The sheet's content, once shown.
    private(set) var places: PlacesSheetViewController?

    override func loadView() {
        let map = UIView()
        map.backgroundColor = UIColor(red: 0.93, green: 0.92, blue: 0.87, alpha: 1)
        let water = UIView(frame: CGRect(x: -60, y: 620, width: 520, height: 300))
        water.backgroundColor = UIColor(red: 0.62, green: 0.80, blue: 0.93, alpha: 1)
        water.layer.cornerRadius = 140
        let park = UIView(frame: CGRect(x: 40, y: 470, width: 200, height: 130))
        park.backgroundColor = UIColor(red: 0.72, green: 0.87, blue: 0.62, alpha: 1)
        park.layer.cornerRadius = 24
        for area in [water, park] { map.addSubview(area) }
        for (frame, angle) in [
            (CGRect(x: -40, y: 300, width: 480, height: 22), -0.2),
            (CGRect(x: 170, y: -20, width: 20, height: 700), 0.1),
            (CGRect(x: -40, y: 150, width: 480, height: 14), 0.05)
        ] as [(CGRect, CGFloat)] {
            let road = UIView(frame: frame)
            road.backgroundColor = .white
            road.transform = CGAffineTransform(rotationAngle: angle)
            map.addSubview(road)
        }
        for (index, pin) in Self.pins.enumerated() {
            let button = UIButton(type: .custom)
            button.frame = CGRect(x: pin.point.x - 16, y: pin.point.y - 16, width: 32, height: 32)
            button.backgroundColor = .systemBlue
            button.layer.cornerRadius = 16
            button.layer.borderWidth = 3
            button.layer.borderColor = UIColor.white.cgColor
            button.addAction(UIAction { [unowned self] _ in self.select(index) }, for: .touchUpInside)
            map.addSubview(button)
            pinButtons.append(button)
        }
        view = map
    }

    /// The map's pin `index` was tapped: it turns red and grows, and the sheet names it.
    func select(_ index: Int) {
        selectedPin = Self.pins[index].name
        for (other, button) in pinButtons.enumerated() {
            button.backgroundColor = other == index ? .systemRed : .systemBlue
            button.transform = other == index ? CGAffineTransform(scaleX: 1.4, y: 1.4) : .identity
        }
        places?.show(place: Self.pins[index].name)
    }

    /// Presents the places sheet at its peek detent, undimmed, not dismissible by the user.
    func showPlaces(animated: Bool) {
        let places = PlacesSheetViewController()
        places.isModalInPresentation = true
        if let sheet = places.sheetPresentationController {
            sheet.detents = [.custom(identifier: Self.peek) { _ in Self.peekHeight }, .medium(), .large()]
            sheet.selectedDetentIdentifier = Self.peek
            sheet.largestUndimmedDetentIdentifier = Self.peek
            sheet.prefersGrabberVisible = true
            sheet.preferredCornerRadius = 16
        }
        self.places = places
        present(places, animated: animated)
    }
}
