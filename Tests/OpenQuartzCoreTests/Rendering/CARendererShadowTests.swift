import Foundation
import SegueTesting
import TestSupport
import Testing

@testable import OpenQuartzCore

/// Shadows: analytic rounded-rectangle shadows and blurred shadow paths.
@Suite struct CARendererShadowTests {
    typealias F = RenderFixture

    @Test func roundedRectAndPathShadows() {
        let engine = EngineFixture()
        _ = engine
        let root = F.layer(CGRect(x: 0, y: 0, width: 128, height: 64), F.rgb(1, 1, 1))
        _ = F.layer(CGRect(x: 12, y: 12, width: 40, height: 36), F.rgb(0.95, 0.95, 0.95), in: root) {
            $0.cornerRadius = 10
            $0.shadowOpacity = 0.6
            $0.shadowRadius = 6
            $0.shadowOffset = CGSize(width: 0, height: 4)
        }
        _ = F.layer(CGRect(x: 76, y: 12, width: 40, height: 36), nil, in: root) {
            let star = CGMutablePath()
            for k in 0..<10 {
                let r: CGFloat = k % 2 == 0 ? 18 : 8
                let a = CGFloat(k) * .pi / 5 - .pi / 2
                let p = CGPoint(x: 20 + r * cos(a), y: 18 + r * sin(a))
                if k == 0 { star.move(to: p) } else { star.addLine(to: p) }
            }
            star.closeSubpath()
            $0.shadowPath = star
            $0.shadowOpacity = 1
            $0.shadowRadius = 4
            $0.shadowColor = F.rgb(0.2, 0.2, 0.6)
            $0.shadowOffset = .zero
        }
        let image = F.render(root, width: 128, height: 64)
        expectSnapshot(of: image, named: "shadows", tolerance: 1)
    }
}
