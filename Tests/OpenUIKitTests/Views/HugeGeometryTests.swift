import Foundation
import OpenUIKit
import SegueTesting
import TestSupport
import Testing

/// Issue 32's crash: a view that draws its content given a huge finite size must not take the
/// app down when it is displayed or rendered; Core Animation refuses the backing store and
/// logs.
@MainActor
@Suite struct HugeGeometryTests {
    final class Sparkline: UIView {
        var draws = 0
        override func draw(_ rect: CGRect) {
            draws += 1
            UIColor.systemBlue.setFill()
            UIRectFill(bounds.insetBy(dx: 4, dy: 4))
        }
    }

    enum Change: String, CaseIterable { case bounds, frame, transform }

    @Test(arguments: Change.allCases)
    func aDrawingViewWithAHugeFiniteSizeIsRefusedNotACrash(_ change: Change) throws {
        let host = HeadlessHost(screenSize: CGSize(width: 390, height: 844), scale: 2)
        let detail = UIViewController()
        let sparkline = Sparkline(frame: CGRect(x: 20, y: 120, width: 200, height: 60))
        detail.view.backgroundColor = .systemBackground
        detail.view.addSubview(sparkline)
        let navigation = UINavigationController(rootViewController: UIViewController())
        let tabs = UITabBarController()
        tabs.viewControllers = [navigation]
        host.window.rootViewController = tabs
        host.runUntilIdle()
        navigation.pushViewController(detail, animated: false)
        host.drag(from: CGPoint(x: 200, y: 200), to: CGPoint(x: 200, y: 700), duration: 1)
        host.runUntilIdle()
        expectEqual(sparkline.draws, 1)

        let huge = CGFloat.greatestFiniteMagnitude / 4
        switch change {
        case .bounds: sparkline.bounds = CGRect(x: 0, y: 0, width: huge, height: huge)
        case .frame: sparkline.frame = CGRect(x: 0, y: 0, width: huge, height: 60)
        case .transform: sparkline.transform = CGAffineTransform(scaleX: huge, y: huge)
        }
        sparkline.setNeedsDisplay()
        host.runUntilIdle()
        _ = host.render()
        if change != .transform {
            #expect(host.reports.contains { $0.contains("backing store is too large") }, "\(host.reports)")
        }
        #expect(detail.view.window != nil, "the app goes on")
    }
}
