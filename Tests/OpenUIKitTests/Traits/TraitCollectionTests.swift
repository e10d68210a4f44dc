import Foundation
import OpenUIKit
import TestSupport
import Testing

/// `UITraitCollection` as a value: initialisers, merging, comparison, `current`.
@MainActor
@Suite struct TraitCollectionTests {
    struct ThemeTrait: UITraitDefinition { static let defaultValue = 0 }
    struct ColorfulTrait: UITraitDefinition {
        static let defaultValue = false
        static let affectsColorAppearance = true
    }

    @Test func anEmptyCollectionReadsUnspecified() {
        let traits = UITraitCollection()
        #expect(traits.userInterfaceStyle == .unspecified && traits.horizontalSizeClass == .unspecified)
        #expect(traits.verticalSizeClass == .unspecified && traits.displayScale == 0)
        #expect(traits.userInterfaceIdiom == .unspecified && traits.layoutDirection == .unspecified)
        #expect(traits.preferredContentSizeCategory == .unspecified && traits.accessibilityContrast == .unspecified)
        #expect(traits.legibilityWeight == .unspecified && traits.userInterfaceLevel == .unspecified)
    }

    @Test func singleTraitInitialisersSetOnlyTheirTrait() {
        let dark = UITraitCollection(userInterfaceStyle: .dark)
        #expect(dark.userInterfaceStyle == .dark && dark.horizontalSizeClass == .unspecified)
        expectEqual(UITraitCollection(horizontalSizeClass: .compact).horizontalSizeClass, .compact)
        expectEqual(UITraitCollection(verticalSizeClass: .regular).verticalSizeClass, .regular)
        expectEqual(UITraitCollection(displayScale: 3).displayScale, 3)
        expectEqual(UITraitCollection(userInterfaceIdiom: .pad).userInterfaceIdiom, .pad)
        expectEqual(UITraitCollection(layoutDirection: .rightToLeft).layoutDirection, .rightToLeft)
        #expect(
            UITraitCollection(preferredContentSizeCategory: .extraLarge).preferredContentSizeCategory == .extraLarge)
        expectEqual(UITraitCollection(accessibilityContrast: .high).accessibilityContrast, .high)
        expectEqual(UITraitCollection(legibilityWeight: .bold).legibilityWeight, .bold)
        expectEqual(UITraitCollection(userInterfaceLevel: .elevated).userInterfaceLevel, .elevated)
    }

    @Test func aScaleThatIsNotPositiveAndFiniteStaysUnspecified() {
        for scale: CGFloat in [.nan, .infinity, -2, 0] {
            let traits = UITraitCollection(displayScale: scale)
            #expect(traits.displayScale == 0, "\(scale)")
            expectEqual(traits, UITraitCollection())
        }
    }

    @Test func traitsFromTakesEachTraitFromTheLastCollectionThatSpecifiesIt() {
        let merged = UITraitCollection(traitsFrom: [
            UITraitCollection(userInterfaceStyle: .light), UITraitCollection(horizontalSizeClass: .regular),
            UITraitCollection(userInterfaceStyle: .dark), UITraitCollection(userInterfaceStyle: .unspecified)
        ])
        #expect(merged.userInterfaceStyle == .dark, "an unspecified value does not override")
        expectEqual(merged.horizontalSizeClass, .regular)
        expectEqual(UITraitCollection(traitsFrom: []), UITraitCollection())
    }

    @Test func modifyingTraitsAndMutationsChangeACopy() {
        let base = UITraitCollection(userInterfaceStyle: .light)
        let changed = base.modifyingTraits {
            $0.userInterfaceStyle = .dark
            $0.horizontalSizeClass = .compact
        }
        #expect(base.userInterfaceStyle == .light && base.horizontalSizeClass == .unspecified)
        #expect(changed.userInterfaceStyle == .dark && changed.horizontalSizeClass == .compact)
        let made = UITraitCollection { $0.preferredContentSizeCategory = .accessibilityLarge }
        #expect(made.preferredContentSizeCategory == .accessibilityLarge && made.userInterfaceStyle == .unspecified)
        let cleared = changed.modifyingTraits { $0.userInterfaceStyle = .unspecified }
        #expect(
            cleared.userInterfaceStyle == .unspecified && cleared == UITraitCollection(horizontalSizeClass: .compact))
    }

    @Test func containsTraitsComparesOnlyTheTraitsTheArgumentSpecifies() {
        let traits = UITraitCollection(traitsFrom: [
            UITraitCollection(userInterfaceStyle: .dark), UITraitCollection(displayScale: 2)
        ])
        #expect(traits.containsTraits(in: UITraitCollection(userInterfaceStyle: .dark)))
        #expect(!traits.containsTraits(in: UITraitCollection(userInterfaceStyle: .light)))
        #expect(!traits.containsTraits(in: UITraitCollection(horizontalSizeClass: .compact)))
        #expect(traits.containsTraits(in: UITraitCollection()) && traits.containsTraits(in: nil))
    }

    @Test func colorAppearanceDependsOnStyleContrastLevelAndMarkedCustomTraits() {
        let light = UITraitCollection(userInterfaceStyle: .light)
        #expect(light.hasDifferentColorAppearance(comparedTo: UITraitCollection(userInterfaceStyle: .dark)))
        #expect(
            !light.hasDifferentColorAppearance(comparedTo: light.modifyingTraits { $0.horizontalSizeClass = .regular }))
        #expect(
            light.hasDifferentColorAppearance(comparedTo: light.modifyingTraits { $0.accessibilityContrast = .high }))
        #expect(
            light.hasDifferentColorAppearance(comparedTo: light.modifyingTraits { $0.userInterfaceLevel = .elevated }))
        #expect(light.hasDifferentColorAppearance(comparedTo: nil))
        #expect(light.hasDifferentColorAppearance(comparedTo: light.modifyingTraits { $0[ColorfulTrait.self] = true }))
        #expect(!light.hasDifferentColorAppearance(comparedTo: light.modifyingTraits { $0[ThemeTrait.self] = 2 }))
    }

    @Test func customTraitsHaveTheirDefaultUntilSet() {
        let plain = UITraitCollection()
        expectEqual(plain[ThemeTrait.self], 0)
        let themed = plain.modifyingTraits { $0[ThemeTrait.self] = 3 }
        #expect(themed[ThemeTrait.self] == 3 && themed != plain)
        expectEqual(themed, UITraitCollection { $0[ThemeTrait.self] = 3 })
        expectEqual(themed[UITraitUserInterfaceStyle.self], .unspecified)
    }

    @Test func contentSizeCategoriesCompareBySize() {
        #expect(
            UIContentSizeCategory.small < .large && UIContentSizeCategory.extraExtraExtraLarge < .accessibilityMedium)
        #expect(!UIContentSizeCategory.extraExtraExtraLarge.isAccessibilityCategory)
        #expect(UIContentSizeCategory.accessibilityMedium.isAccessibilityCategory)
        expectEqual(UIContentSizeCategory.large.rawValue, "UICTContentSizeCategoryL")
    }

    @Test func performAsCurrentSetsCurrentForItsClosureOnly() {
        let before = UITraitCollection.current
        let dark = UITraitCollection(userInterfaceStyle: .dark)
        var inside: UIUserInterfaceStyle?
        dark.performAsCurrent { inside = UITraitCollection.current.userInterfaceStyle }
        expectEqual(inside, .dark)
        #expect(UITraitCollection.current === before)
    }

    @Test func theRawValuesAreUIKits() {
        #expect(UIUserInterfaceStyle.dark.rawValue == 2 && UIUserInterfaceSizeClass.regular.rawValue == 2)
        #expect(UIUserInterfaceIdiom.pad.rawValue == 1 && UIUserInterfaceIdiom.unspecified.rawValue == -1)
        #expect(UIUserInterfaceLevel.elevated.rawValue == 1 && UIAccessibilityContrast.high.rawValue == 1)
        #expect(UITraitEnvironmentLayoutDirection.rightToLeft.rawValue == 1 && UILegibilityWeight.bold.rawValue == 1)
    }

    @Test func changedTraitsNamesWhatDiffers() {  // UIKitBehaviour #403
        let light = UITraitCollection { traits in
            traits.userInterfaceStyle = .light
            traits.horizontalSizeClass = .compact
        }
        let dark = light.modifyingTraits { traits in
            traits.userInterfaceStyle = .dark
            traits[ThemeTrait.self] = 2
        }
        let changed = dark.changedTraits(from: light).map { ObjectIdentifier($0) }
        expectEqual(Set(changed), [ObjectIdentifier(UITraitUserInterfaceStyle.self), ObjectIdentifier(ThemeTrait.self)])
        #expect(light.changedTraits(from: light).isEmpty)
        let fromNil = Set(light.changedTraits(from: nil).map { ObjectIdentifier($0) })
        #expect(
            fromNil == [
                ObjectIdentifier(UITraitUserInterfaceStyle.self), ObjectIdentifier(UITraitHorizontalSizeClass.self)
            ])
    }
}
