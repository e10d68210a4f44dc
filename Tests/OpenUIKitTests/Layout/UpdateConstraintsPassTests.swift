import Foundation
import OpenUIKit
import SegueTesting
import TestSupport
import Testing

/// The update-constraints pass before layout, as UIKit runs it.
@MainActor
@Suite struct UpdateConstraintsPassTests {
    final class BadgeView: UIView {
        var log: [String] = []
        let dot = UIView()
        var didSetUp = false
        override class var requiresConstraintBasedLayout: Bool { true }
        override func updateConstraints() {
            log.append("updateConstraints")
            if !didSetUp {
                didSetUp = true
                dot.translatesAutoresizingMaskIntoConstraints = false
                addSubview(dot)
                NSLayoutConstraint.activate([
                    dot.widthAnchor.constraint(equalToConstant: 10), dot.heightAnchor.constraint(equalToConstant: 10),
                    dot.trailingAnchor.constraint(equalTo: trailingAnchor), dot.topAnchor.constraint(equalTo: topAnchor)
                ])
            }
            super.updateConstraints()
        }
        override func layoutSubviews() {
            log.append("layoutSubviews")
            super.layoutSubviews()
        }
    }

    final class Controller: UIViewController {
        var log: [String] = []
        override func updateViewConstraints() {
            log.append("updateViewConstraints")
            super.updateViewConstraints()
        }
        override func viewWillLayoutSubviews() { log.append("viewWillLayoutSubviews") }
        override func viewDidLayoutSubviews() { log.append("viewDidLayoutSubviews") }
    }

    @Test func aViewThatRequiresConstraintsBuildsThemInUpdateConstraints() {
        let host = HeadlessHost()
        let badge = BadgeView(frame: CGRect(x: 0, y: 0, width: 60, height: 40))
        host.window.addSubview(badge)
        host.advance(by: 1.0 / 60)
        #expect(badge.log.prefix(2) == ["updateConstraints", "layoutSubviews"], "update before layout")
        expectEqual(badge.dot.frame, CGRect(x: 50, y: 0, width: 10, height: 10))
        badge.log = []
        badge.setNeedsUpdateConstraints()
        #expect(badge.needsUpdateConstraints())
        badge.updateConstraintsIfNeeded()
        expectEqual(badge.log, ["updateConstraints"])
        #expect(!badge.needsUpdateConstraints())
    }

    @Test func aControllerUpdatesItsViewConstraintsBeforeLayingOut() {
        let host = HeadlessHost()
        let controller = Controller()
        host.window.rootViewController = controller
        let box = UIView()
        box.translatesAutoresizingMaskIntoConstraints = false
        controller.view.addSubview(box)
        NSLayoutConstraint.activate([
            box.centerXAnchor.constraint(equalTo: controller.view.centerXAnchor),
            box.centerYAnchor.constraint(equalTo: controller.view.centerYAnchor),
            box.widthAnchor.constraint(equalToConstant: 100),
            box.heightAnchor.constraint(equalTo: box.widthAnchor)
        ])
        controller.log = []
        controller.view.setNeedsUpdateConstraints()
        host.advance(by: 1.0 / 60)
        #expect(
            controller.log.prefix(3) == ["updateViewConstraints", "viewWillLayoutSubviews", "viewDidLayoutSubviews"])
        expectEqual(box.frame, CGRect(x: 145, y: 372, width: 100, height: 100))
    }
}
