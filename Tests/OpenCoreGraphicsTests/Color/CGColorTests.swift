import Foundation
import OpenCoreGraphics
import TestSupport
import Testing

@Suite struct CGColorTests {
    @Test func rgbColorHasFourComponents() {
        let color = CGColor(red: 0.25, green: 0.5, blue: 0.75, alpha: 0.8)
        expectEqual(color.components, [0.25, 0.5, 0.75, 0.8])
        expectEqual(color.numberOfComponents, 4)
        expectEqual(color.alpha, 0.8)
        expectEqual(CGColor(srgbRed: 0.25, green: 0.5, blue: 0.75, alpha: 0.8), color)
    }

    @Test func grayColorHasTwoComponents() {
        let gray = CGColor(gray: 0.4, alpha: 0.5)
        expectEqual(gray.components, [0.4, 0.5])
        expectEqual(gray.numberOfComponents, 2)
        expectEqual(gray.alpha, 0.5)
        let rgba = gray._sRGBA
        #expect(rgba.red == 0.4 && rgba.green == 0.4 && rgba.blue == 0.4 && rgba.alpha == 0.5)
    }

    @Test func namedColorsAreGray() {
        expectEqual(CGColor.black.components, [0, 1])
        expectEqual(CGColor.white.components, [1, 1])
        expectEqual(CGColor.clear.components, [0, 0])
        #expect(CGColor.black != CGColor(red: 0, green: 0, blue: 0, alpha: 1))
    }

    @Test func copyWithAlphaKeepsColorComponents() {
        let color = CGColor(red: 0.1, green: 0.2, blue: 0.3, alpha: 1)
        let faded = color.copy(alpha: 0.25)!
        expectEqual(faded.components, [0.1, 0.2, 0.3, 0.25])
        expectEqual(color.alpha, 1)
        expectEqual(CGColor.white.copy(alpha: 0.5)!.components, [1, 0.5])
        expectEqual(color.copy(), color)
    }

    @Test func componentsAreClampedAndNaNBecomesZero() {
        let color = CGColor(red: 1.5, green: -0.5, blue: .nan, alpha: 2)
        expectEqual(color.components, [1, 0, 0, 1])
        expectEqual(CGColor(gray: .infinity, alpha: -.infinity).components, [1, 0])
        expectEqual(CGColor.black.copy(alpha: .nan)!.alpha, 0)
    }

    @Test func equalityAndHashingFollowKindAndComponents() {
        let a = CGColor(red: 0.5, green: 0.5, blue: 0.5, alpha: 1)
        let b = CGColor(red: 0.5, green: 0.5, blue: 0.5, alpha: 1)
        expectEqual(a, b)
        expectEqual(Set([a, b, CGColor(gray: 0.5, alpha: 1)]).count, 2)
        #expect(a != CGColor(red: 0.5, green: 0.5, blue: 0.5, alpha: 0.9))
    }
}
