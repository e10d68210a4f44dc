import Foundation
import OpenUIKit
import SegueTesting
import TestSupport
import Testing

/// The safe area and the fixed coordinate space when the screen turns (UIKitBehaviour #454,
/// #455).
@MainActor
@Suite struct RotationSafeAreaTests {
    /// A controller with a card pinned to its safe area, logging its safe-area changes.
    final class PinnedController: UIViewController {
        let card = UIView()
        var safeAreaChanges: [UIEdgeInsets] = []
        override func viewDidLoad() {
            super.viewDidLoad()
            card.translatesAutoresizingMaskIntoConstraints = false
            view.addSubview(card)
            let guide = view.safeAreaLayoutGuide
            NSLayoutConstraint.activate([
                card.topAnchor.constraint(equalTo: guide.topAnchor),
                card.leadingAnchor.constraint(equalTo: guide.leadingAnchor),
                card.trailingAnchor.constraint(equalTo: guide.trailingAnchor),
                card.bottomAnchor.constraint(equalTo: guide.bottomAnchor)
            ])
        }
        override func viewSafeAreaInsetsDidChange() {
            super.viewSafeAreaInsetsDidChange()
            safeAreaChanges.append(view.safeAreaInsets)
        }
    }

    static let notched = UIEdgeInsets(top: 47, left: 0, bottom: 34, right: 0)

    @Test func aNotchedPhoneInLandscapeHasItsHousingOnBothSides() {
        let host = HeadlessHost(safeAreaInsets: Self.notched)
        let root = PinnedController()
        host.window.rootViewController = root
        host.runUntilIdle()
        expectEqual(root.card.frame, CGRect(x: 0, y: 47, width: 390, height: 844 - 47 - 34))
        host.rotate(to: .landscapeLeft)
        let landscape = UIEdgeInsets(top: 0, left: 47, bottom: 21, right: 47)
        #expect(host.window.safeAreaInsets == landscape, "\(host.window.safeAreaInsets)")
        #expect(
            root.card.frame == CGRect(x: 47, y: 0, width: 844 - 94, height: 390 - 21),
            "laid out in the rotation's animation")
        host.advance(by: 0.2)
        let middle = root.card.layer.presentation()!.bounds.width
        #expect(middle > 390 && middle < 750, "the card's width animates with the turn: \(middle)")
        host.runUntilIdle()
        #expect(root.view.safeAreaInsets == landscape && root.safeAreaChanges.last == landscape)

        host.rotate(to: .landscapeRight)
        host.runUntilIdle()
        #expect(host.window.safeAreaInsets == landscape, "the same insets the other way round")
        host.rotate(to: .portrait)
        host.runUntilIdle()
        expectEqual(host.window.safeAreaInsets, Self.notched)
        expectEqual(root.card.frame, CGRect(x: 0, y: 47, width: 390, height: 844 - 47 - 34))
        #expect(
            host.rotate(to: .faceUp) == .portrait && host.window.safeAreaInsets == Self.notched, "flat changes nothing")
        #expect(host.reports.isEmpty, "\(host.reports)")
    }

    @Test func aHomeButtonPhoneLosesItsStatusBarInsetInLandscape() {
        let host = HeadlessHost(
            screenSize: CGSize(width: 375, height: 667),
            safeAreaInsets: UIEdgeInsets(top: 20, left: 0, bottom: 0, right: 0))
        host.window.rootViewController = PinnedController()
        host.runUntilIdle()
        host.rotate(to: .landscapeLeft)
        host.runUntilIdle()
        expectEqual(host.window.safeAreaInsets, .zero)
    }

    @Test func anIPadKeepsItsInsetsInEveryOrientation() {
        let insets = UIEdgeInsets(top: 24, left: 0, bottom: 20, right: 0)
        let host = HeadlessHost(screenSize: CGSize(width: 820, height: 1180), safeAreaInsets: insets)
        host.window.rootViewController = PinnedController()
        host.runUntilIdle()
        host.rotate(to: .landscapeLeft)
        host.runUntilIdle()
        #expect(UIScreen.main.bounds.width == 1180 && host.window.safeAreaInsets == insets)
    }

    @Test func theFixedCoordinateSpaceStaysPortraitUp() {
        let host = HeadlessHost(safeAreaInsets: Self.notched)
        let root = PinnedController()
        host.window.rootViewController = root
        host.runUntilIdle()
        let screen = UIScreen.main
        #expect(
            screen.fixedCoordinateSpace.convert(CGPoint(x: 10, y: 20), from: screen.coordinateSpace)
                == CGPoint(x: 10, y: 20))
        host.rotate(to: .landscapeLeft)  // the interface turns landscape right: the phone's top is on the left
        host.runUntilIdle()
        expectEqual(screen.coordinateSpace.bounds.size, CGSize(width: 844, height: 390))
        expectEqual(screen.fixedCoordinateSpace.bounds.size, CGSize(width: 390, height: 844))
        let fixed = screen.fixedCoordinateSpace
        #expect(
            screen.coordinateSpace.convert(CGPoint(x: 0, y: 0), to: fixed) == CGPoint(x: 390, y: 0),
            "the interface's top left is the glass's top right")
        expectEqual(fixed.convert(CGPoint(x: 390, y: 844), to: screen.coordinateSpace), CGPoint(x: 844, y: 0))
        let card = root.view.convert(CGRect(x: 47, y: 0, width: 100, height: 50), to: fixed)
        #expect(card == CGRect(x: 340, y: 47, width: 50, height: 100), "a view's rectangle turns too: \(card)")
        expectEqual(root.view.convert(card, from: fixed), CGRect(x: 47, y: 0, width: 100, height: 50))

        host.rotate(to: .landscapeRight)  // the interface turns landscape left
        host.runUntilIdle()
        expectEqual(screen.coordinateSpace.convert(CGPoint(x: 0, y: 0), to: fixed), CGPoint(x: 0, y: 844))
        #expect(fixed.convert(CGRect.null, to: screen.coordinateSpace).isNull, "a null rectangle stays null")
    }
}
