import Foundation
import OpenUIKit
import SegueTesting
import TestSupport
import Testing

/// `HierarchyDump`: the view tree as text.
@MainActor @Suite struct HierarchyDumpTests {
    @Test func aViewTreeWithEveryAttribute() {
        let host = HeadlessHost()
        let card = makeCard()
        card.alpha = 0.5
        card.transform = CGAffineTransform(scaleX: 0.5, y: 0.5)
        card.subviews[0].isHidden = true
        let ring = CAShapeLayer()
        ring.frame = CGRect(x: 4, y: 4, width: 10, height: 10)
        ring.opacity = 0.25
        card.layer.addSublayer(ring)
        #expect(
            HierarchyDump.text(of: card) == """
                UIView frame=(30, 20, 60, 40) alpha=0.5 transform=[0.5, 0, 0, 0.5, 0, 0] clipsToBounds background=#3373E6FF
                  UIView frame=(12, 12, 28, 28) hidden background=#FFFFFFFF
                  UILabel frame=(50, 28, 64, 24) text="Card"
                  ◇ CAShapeLayer frame=(4, 4, 10, 10) opacity=0.25

                """)
        _ = host
    }

    @Test func aHostShowsControllersAndPerspective() {
        let host = HeadlessHost(screenSize: CGSize(width: 200, height: 160))
        let controller = CardViewController()
        host.window.rootViewController = controller
        host.runUntilIdle()
        var flip = CATransform3DIdentity
        flip.m34 = -1 / 500
        controller.view.subviews[0].layer.transform = CATransform3DRotate(flip, .pi / 4, 0, 1, 0)
        let text = HierarchyDump.text(of: host)
        #expect(
            text.hasPrefix(
                "UIWindow frame=(0, 0, 200, 160)\n  UIView frame=(0, 0, 200, 160) background=#F2F2F2FF ← CardViewController\n"
            ))
        #expect(
            text.contains("    UIView frame=")
                && text.contains(
                    "transform3D=[0.707, 0, -0.707, 0.001; 0, 1, 0, 0; 0.707, 0, 0.707, -0.001; 0, 0, 0, 1]")
        )
        expectEqual(HierarchyDump.text(of: controller), HierarchyDump.text(of: controller.view))
    }
}
