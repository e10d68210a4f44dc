import Foundation
import PropertyBased
import TestSupport
import Testing

@testable import OpenUIKit

/// Whether two component lists agree within a tolerance.
///
/// A free function: `#expect(instanceMethod(...))` is not checked by Swift Testing 6.3 (the
/// macro's expansion discards the result), so helpers used inside `#expect` stay global.

/// UIColor: construction, component getters, conversions, equality and the standard colors.
@Suite struct UIColorTests {
    func rgba(_ color: UIColor) -> [CGFloat] {
        var r: CGFloat = -9
        var g: CGFloat = -9
        var b: CGFloat = -9
        var a: CGFloat = -9
        #expect(color.getRed(&r, green: &g, blue: &b, alpha: &a))
        return [r, g, b, a]
    }

    func hsba(_ color: UIColor) -> [CGFloat] {
        var h: CGFloat = -9
        var s: CGFloat = -9
        var v: CGFloat = -9
        var a: CGFloat = -9
        #expect(color.getHue(&h, saturation: &s, brightness: &v, alpha: &a))
        return [h, s, v, a]
    }

    @Test func rgbComponentsAreStoredAsGiven() {
        expectEqual(rgba(UIColor(red: 0.1, green: 0.2, blue: 0.3, alpha: 0.4)), [0.1, 0.2, 0.3, 0.4])
        // Extended range is kept (UIKit's extended sRGB); alpha is clamped.
        expectEqual(rgba(UIColor(red: 1.25, green: -0.5, blue: 2, alpha: 1.5)), [1.25, -0.5, 2, 1])
        expectEqual(rgba(UIColor(red: 0, green: 0, blue: 0, alpha: -1))[3], 0)
    }

    @Test func grayColorsReportTheirWhiteInAllChannels() {
        expectEqual(rgba(UIColor(white: 0.25, alpha: 0.5)), [0.25, 0.25, 0.25, 0.5])
        var w: CGFloat = -1
        var a: CGFloat = -1
        #expect(UIColor(white: 0.25, alpha: 0.5).getWhite(&w, alpha: &a))
        #expect(w == 0.25 && a == 0.5)
        // RGB → gray by Rec. 601 luma: 0.299 × 1 for pure red.
        #expect(UIColor.red.getWhite(&w, alpha: &a))
        #expect(isClose(w, 0.299) && a == 1)
    }

    @Test func gettersAcceptNilPointers() {
        var red: CGFloat = 0
        #expect(UIColor.orange.getRed(&red, green: nil, blue: nil, alpha: nil))
        expectEqual(red, 1)
        #expect(UIColor.orange.getHue(nil, saturation: nil, brightness: nil, alpha: nil))
        #expect(UIColor.orange.getWhite(nil, alpha: nil))
    }

    @Test func hsbToRGBByHand() {
        // Hue 1/3 (120°), full saturation and brightness: pure green.
        #expect(isClose(rgba(UIColor(hue: 1.0 / 3.0, saturation: 1, brightness: 1, alpha: 1)), [CGFloat]([0, 1, 0, 1])))
        // 210°, S 0.5, V 0.8, by the chroma formula: C = 0.4, H' = 3.5, X = C(1 − |H' mod 2 − 1|) = 0.2,
        // m = V − C = 0.4; sector 3 → (0, X, C) + m = (0.4, 0.6, 0.8).
        #expect(
            isClose(
                rgba(UIColor(hue: 210.0 / 360.0, saturation: 0.5, brightness: 0.8, alpha: 0.3)),
                [CGFloat]([0.4, 0.6, 0.8, 0.3])))
        // 330°: sector 5 → (C, 0, X) + m with C = 1, X = 0.5 → (1, 0, 0.5).
        #expect(
            isClose(
                rgba(UIColor(hue: 330.0 / 360.0, saturation: 1, brightness: 1, alpha: 1)), [CGFloat]([1, 0, 0.5, 1])))
        // Hue 1 is red again; saturation 0 is gray.
        #expect(isClose(rgba(UIColor(hue: 1, saturation: 1, brightness: 1, alpha: 1)), [CGFloat]([1, 0, 0, 1])))
        #expect(
            isClose(rgba(UIColor(hue: 0.7, saturation: 0, brightness: 0.5, alpha: 1)), [CGFloat]([0.5, 0.5, 0.5, 1])))
    }

    @Test func rgbToHSBByHand() {
        // (0.2, 0.4, 0.6): max 0.6, min 0.2 → S = 0.4 / 0.6, hue = 4 + (r − g)/Δ = 3.5 sixths = 210°.
        #expect(
            isClose(
                hsba(UIColor(red: 0.2, green: 0.4, blue: 0.6, alpha: 1)), [CGFloat]([210.0 / 360.0, 2.0 / 3.0, 0.6, 1]))
        )
        // Orange (1, 0.5, 0) is 30°.
        #expect(isClose(hsba(.orange), [CGFloat]([30.0 / 360.0, 1, 1, 1])))
        // Magenta (1, 0, 1) is 300°.
        #expect(isClose(hsba(.magenta), [CGFloat]([300.0 / 360.0, 1, 1, 1])))
        // Grays and black have hue and saturation 0.
        expectEqual(hsba(.gray), [0, 0, 0.5, 1])
        expectEqual(hsba(.black), [0, 0, 0, 1])
    }

    @Test func hsbRoundTrip() async {
        await propertyCheck(
            count: 200, input: Gen.double(in: 0...0.999), Gen.double(in: 0.01...1), Gen.double(in: 0.01...1)
        ) { h, s, v in
            let color = UIColor(hue: h, saturation: s, brightness: v, alpha: 1)
            var h2: CGFloat = 0
            var s2: CGFloat = 0
            var v2: CGFloat = 0
            _ = color.getHue(&h2, saturation: &s2, brightness: &v2, alpha: nil)
            #expect(
                isClose(h2, h, tolerance: 1e-9) && isClose(s2, s, tolerance: 1e-9) && isClose(v2, v, tolerance: 1e-9))
        }
    }

    @Test func displayP3RedIsOutsideSRGB() {
        // P3 red in extended sRGB is about (1.0931, −0.2267, −0.1501) (a widely published value,
        // e.g. by Apple's "Display P3" color picker readouts and CSS Color 4 conversions).
        #expect(
            isClose(
                rgba(UIColor(displayP3Red: 1, green: 0, blue: 0, alpha: 1)), [CGFloat]([1.0931, -0.2267, -0.1501, 1]),
                tolerance: 5e-4))
        // White and mid gray are the same in both spaces.
        #expect(
            isClose(
                rgba(UIColor(displayP3Red: 1, green: 1, blue: 1, alpha: 1)), [CGFloat]([1, 1, 1, 1]), tolerance: 1e-6))
        #expect(
            isClose(
                rgba(UIColor(displayP3Red: 0.5, green: 0.5, blue: 0.5, alpha: 1)), [CGFloat]([0.5, 0.5, 0.5, 1]),
                tolerance: 1e-6))
    }

    @Test func equalityFollowsKindAndComponents() {
        expectEqual(UIColor.red, UIColor(red: 1, green: 0, blue: 0, alpha: 1))
        expectEqual(UIColor.red.hash, UIColor(red: 1, green: 0, blue: 0, alpha: 1).hash)
        // UIKit: white is a gray color and differs from RGB (1, 1, 1).
        #expect(UIColor.white != UIColor(red: 1, green: 1, blue: 1, alpha: 1))
        expectEqual(UIColor.white, UIColor(white: 1, alpha: 1))
        #expect(UIColor.red != UIColor(red: 1, green: 0, blue: 0, alpha: 0.5))
        #expect(!UIColor.red.isEqual("red"))
        // System colors are distinct objects, equal only to themselves.
        expectEqual(UIColor.systemBlue, UIColor.systemBlue)
        #expect(UIColor.systemBlue != UIColor(red: 0, green: 122.0 / 255.0, blue: 1, alpha: 1))
        #expect(UIColor.systemBlue != UIColor.link)
    }

    @Test func withAlphaComponentKeepsKindAndComponents() {
        let faded = UIColor.gray.withAlphaComponent(0.25)
        expectEqual(faded, UIColor(white: 0.5, alpha: 0.25))
        expectEqual(rgba(UIColor.systemRed.withAlphaComponent(2))[3], 1)
    }

    @Test func cgColorBridging() {
        expectEqual(UIColor.gray.cgColor.components, [0.5, 1])
        expectEqual(UIColor(red: 0.1, green: 0.2, blue: 0.3, alpha: 0.4).cgColor.components, [0.1, 0.2, 0.3, 0.4])
        expectEqual(UIColor(cgColor: CGColor(gray: 0.3, alpha: 1)), UIColor(white: 0.3, alpha: 1))
        expectEqual(UIColor(cgColor: CGColor(red: 1, green: 0, blue: 0, alpha: 1)), .red)
        // Segue's CGColor clamps extended components.
        expectEqual(UIColor(red: 1.5, green: -1, blue: 0, alpha: 1).cgColor.components, [1, 0, 0, 1])
    }

    @Test func descriptionUsesUIKitsFormat() {
        expectEqual(UIColor.red.description, "UIExtendedSRGBColorSpace 1 0 0 1")
        expectEqual(UIColor.gray.description, "UIExtendedGrayColorSpace 0.5 1")
    }

    @Test func fixedColorsMatchUIKitsDocumentation() {
        #expect(rgba(.black) == [0, 0, 0, 1] && rgba(.white) == [1, 1, 1, 1] && rgba(.clear) == [0, 0, 0, 0])
        #expect(
            isClose(rgba(.darkGray), [CGFloat]([1.0 / 3, 1.0 / 3, 1.0 / 3, 1]))
                && isClose(rgba(.lightGray), [CGFloat]([2.0 / 3, 2.0 / 3, 2.0 / 3, 1])))
        expectEqual(rgba(.gray), [0.5, 0.5, 0.5, 1])
        #expect(rgba(.red) == [1, 0, 0, 1] && rgba(.green) == [0, 1, 0, 1] && rgba(.blue) == [0, 0, 1, 1])
        #expect(rgba(.cyan) == [0, 1, 1, 1] && rgba(.yellow) == [1, 1, 0, 1] && rgba(.magenta) == [1, 0, 1, 1])
        #expect(
            rgba(.orange) == [1, 0.5, 0, 1] && rgba(.purple) == [0.5, 0, 0.5, 1] && rgba(.brown) == [0.6, 0.4, 0.2, 1])
    }

    @Test func systemColorsHaveTheirLightModeValues() {
        // 8-bit values from Apple's HIG (light mode) and the iOS 13 runtime (UI element colors).
        let expected: [(UIColor, [Int], CGFloat)] = [
            (.systemRed, [255, 59, 48], 1), (.systemGreen, [52, 199, 89], 1), (.systemBlue, [0, 122, 255], 1),
            (.systemOrange, [255, 149, 0], 1), (.systemYellow, [255, 204, 0], 1), (.systemPink, [255, 45, 85], 1),
            (.systemPurple, [175, 82, 222], 1), (.systemTeal, [48, 176, 199], 1), (.systemIndigo, [88, 86, 214], 1),
            (.systemBrown, [162, 132, 94], 1), (.systemMint, [0, 199, 190], 1), (.systemCyan, [50, 173, 230], 1),
            (.systemGray, [142, 142, 147], 1), (.systemGray2, [174, 174, 178], 1), (.systemGray3, [199, 199, 204], 1),
            (.systemGray4, [209, 209, 214], 1), (.systemGray5, [229, 229, 234], 1), (.systemGray6, [242, 242, 247], 1),
            (.label, [0, 0, 0], 1), (.secondaryLabel, [60, 60, 67], 0.6), (.tertiaryLabel, [60, 60, 67], 0.3),
            (.quaternaryLabel, [60, 60, 67], 0.18), (.systemBackground, [255, 255, 255], 1),
            (.secondarySystemBackground, [242, 242, 247], 1), (.tertiarySystemBackground, [255, 255, 255], 1),
            (.systemGroupedBackground, [242, 242, 247], 1), (.separator, [60, 60, 67], 0.29),
            (.opaqueSeparator, [198, 198, 200], 1), (.link, [0, 122, 255], 1), (.placeholderText, [60, 60, 67], 0.3),
            (.tintColor, [0, 122, 255], 1)
        ]
        for (color, bytes, alpha) in expected {
            let c = rgba(color)
            #expect(c[0...2].map { Int(($0 * 255).rounded()) } == bytes, "\(color)")
            #expect(c[3] == alpha, "\(color)")
        }
    }
}
