import Foundation
import SegueTesting
import TestSupport
import Testing

@testable import OpenUIKit

/// UIFont: the system font is DejaVu Sans; metrics are the face's design metrics scaled.
///
/// Expected metrics were read from the font files with a small Python script that parses the
/// TrueType tables directly (no FreeType): DejaVu Sans, Bold and Mono all have
/// `head.unitsPerEm` 2048, `hhea` ascender 1901, descender −483, line gap 0; the glyph "H" has
/// `yMax` 1493 and "x" has `yMax` 1120.
@Suite struct UIFontTests {
    @Test func systemFontMetricsAt17Points() {
        let font = UIFont.systemFont(ofSize: 17)
        expectEqual(font.pointSize, 17)
        expectEqual(font.fontName, "DejaVuSans")
        expectEqual(font.familyName, "DejaVu Sans")
        #expect(isClose(font.ascender, 1901 * 17 / 2048))  // 15.779785…
        #expect(isClose(font.descender, -483 * 17 / 2048))  // −4.009277…, negative as in UIKit
        #expect(isClose(font.leading, 0))
        #expect(isClose(font.lineHeight, 2384 * 17 / 2048))  // 19.789062…
        #expect(isClose(font.capHeight, 1493 * 17 / 2048))  // 12.393066…
        #expect(isClose(font.xHeight, 1120 * 17 / 2048))  // 9.296875
    }

    @Test func metricsScaleLinearlyWithSize() {
        let font = UIFont.systemFont(ofSize: 17).withSize(34)
        expectEqual(font.pointSize, 34)
        #expect(isClose(font.ascender, 1901 * 34 / 2048))
        #expect(isClose(font.lineHeight, 2384 * 34 / 2048))
        expectEqual(font.fontName, "DejaVuSans")
    }

    @Test func weightsPickTheFace() {
        expectEqual(UIFont.systemFont(ofSize: 12, weight: .regular).fontName, "DejaVuSans")
        expectEqual(UIFont.systemFont(ofSize: 12, weight: .medium).fontName, "DejaVuSans")
        expectEqual(UIFont.systemFont(ofSize: 12, weight: .semibold).fontName, "DejaVuSans-Bold")
        expectEqual(UIFont.systemFont(ofSize: 12, weight: .black).fontName, "DejaVuSans-Bold")
        expectEqual(UIFont.boldSystemFont(ofSize: 12).fontName, "DejaVuSans-Bold")
        expectEqual(UIFont.boldSystemFont(ofSize: 12).familyName, "DejaVu Sans")
        expectEqual(UIFont.italicSystemFont(ofSize: 12).fontName, "DejaVuSans-Oblique")
        expectEqual(UIFont.monospacedSystemFont(ofSize: 12, weight: .regular).fontName, "DejaVuSansMono")
        expectEqual(UIFont.monospacedSystemFont(ofSize: 12, weight: .bold).fontName, "DejaVuSansMono-Bold")
        expectEqual(UIFont.monospacedDigitSystemFont(ofSize: 12, weight: .regular).fontName, "DejaVuSans")
    }

    @Test func weightRawValuesAreUIKits() {
        // UIFontWeight constants as UIKit defines them at run time.
        let expected: [(UIFont.Weight, CGFloat)] = [
            (.ultraLight, -0.8), (.thin, -0.6), (.light, -0.4), (.regular, 0), (.medium, 0.23),
            (.semibold, 0.3), (.bold, 0.4), (.heavy, 0.56), (.black, 0.62)
        ]
        for (weight, value) in expected { #expect(weight.rawValue == value) }
        expectEqual(UIFont.Weight(0.3), .semibold)
    }

    @MainActor @Test func preferredFontsHaveTheLargeCategorySizes() {
        // A fresh application, on the main actor: the sizes follow the screen's content size
        // category, which a test's host may have changed.
        _ = HeadlessHost()
        // Apple HIG, Typography: iOS Dynamic Type sizes at the default (Large) setting.
        let expected: [(UIFont.TextStyle, CGFloat, String)] = [
            (.largeTitle, 34, "DejaVuSans"), (.title1, 28, "DejaVuSans"), (.title2, 22, "DejaVuSans"),
            (.title3, 20, "DejaVuSans"), (.headline, 17, "DejaVuSans-Bold"), (.body, 17, "DejaVuSans"),
            (.callout, 16, "DejaVuSans"), (.subheadline, 15, "DejaVuSans"), (.footnote, 13, "DejaVuSans"),
            (.caption1, 12, "DejaVuSans"), (.caption2, 11, "DejaVuSans")
        ]
        for (style, size, name) in expected {
            let font = UIFont.preferredFont(forTextStyle: style)
            #expect(font.pointSize == size, "\(style.rawValue)")
            #expect(font.fontName == name, "\(style.rawValue)")
        }
        expectEqual(UIFont.TextStyle.largeTitle.rawValue, "UICTFontTextStyleTitle0")
        expectEqual(UIFont.TextStyle.subheadline.rawValue, "UICTFontTextStyleSubhead")
    }

    @Test func namedFontsAreFoundByPostScriptFullOrFamilyName() throws {
        let bold = try #require(UIFont(name: "DejaVuSans-Bold", size: 20))
        #expect(bold.fontName == "DejaVuSans-Bold" && bold.pointSize == 20)
        expectEqual(bold, UIFont.boldSystemFont(ofSize: 20))
        expectEqual(UIFont(name: "dejavu sans bold", size: 10)?.fontName, "DejaVuSans-Bold")
        expectEqual(UIFont(name: "DejaVu Sans", size: 10)?.fontName, "DejaVuSans")
        expectEqual(UIFont(name: "DejaVu Sans Mono", size: 10)?.fontName, "DejaVuSansMono")
    }

    @Test func unknownNamesGiveNil() {
        expectEqual(UIFont(name: "Helvetica Neue Nonexistent", size: 12), nil)
        expectEqual(UIFont(name: "", size: 12), nil)
        expectEqual(UIFont(name: "DejaVuSans-Boldd", size: 12), nil)
    }

    @Test func familyAndFontNameListings() {
        #expect(UIFont.familyNames.contains("DejaVu Sans"))
        let names = UIFont.fontNames(forFamilyName: "DejaVu Sans")
        #expect(names.contains("DejaVuSans") && names.contains("DejaVuSans-Bold"))
        expectEqual(UIFont.fontNames(forFamilyName: "No Such Family"), [])
    }

    @Test func equalityIsFaceAndSize() {
        expectEqual(UIFont.systemFont(ofSize: 17), UIFont.systemFont(ofSize: 17))
        expectEqual(UIFont.systemFont(ofSize: 17).hash, UIFont.systemFont(ofSize: 17).hash)
        #expect(UIFont.systemFont(ofSize: 17) != UIFont.systemFont(ofSize: 18))
        #expect(UIFont.systemFont(ofSize: 17) != UIFont.boldSystemFont(ofSize: 17))
    }

    @Test func standardSizes() {
        #expect(UIFont.systemFontSize == 14 && UIFont.smallSystemFontSize == 12)
        #expect(UIFont.labelFontSize == 17 && UIFont.buttonFontSize == 18)
    }

    @Test func fontsWorkFromManyThreadsAtOnce() async {
        await withTaskGroup(of: CGFloat.self) { group in
            for i in 0..<16 {
                group.addTask {
                    UIFont.systemFont(ofSize: CGFloat(10 + i), weight: i % 2 == 0 ? .regular : .bold).ascender
                }
            }
            var count = 0
            for await value in group {
                #expect(value > 0)
                count += 1
            }
            expectEqual(count, 16)
        }
    }
}
