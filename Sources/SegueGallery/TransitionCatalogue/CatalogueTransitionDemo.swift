import SegueTesting
import SegueTransitions

#if canImport(UIKit)
import UIKit
#else
import OpenUIKit
#endif

/// Demos 21–44: one entry of the SegueTransitions catalogue each (`transition-cube`,
/// `transition-page-in`…), set on a navigation stack and on a presented screen with the
/// library's one-line properties.
///
/// One short scenario per entry keeps the gallery's frame count low (about 30 frames): a push
/// and its pop by buttons.
public struct CatalogueTransitionDemo: TransitionDemo {
    /// How long the demo's transitions run when no finger drives them: shorter than the
    /// catalogue's own durations, so the gallery stays quick to render.
    public static let duration: TimeInterval = 0.2

    /// The catalogue entry the demo shows, at the demo's duration.
    public let transition: SegueTransition
    public let name: String
    public let summary: String

    /// Creates the demo of `transition`; its name is `transition-` followed by the entry's
    /// name in lowercase words joined by dashes (`zoomSlide(left)` → `transition-zoom-slide`).
    public init(_ transition: SegueTransition) {
        self.transition = transition.with(duration: Self.duration)
        let entry = Self.entryName(of: transition)
        name = "transition-" + entry
        summary = "SegueTransitions' \(transition.name) for push, pop, present and dismiss, in one line each"
    }

    /// Every entry of the catalogue, in its order.
    public static var all: [CatalogueTransitionDemo] {
        SegueTransition.catalogue.map(CatalogueTransitionDemo.init)
    }

    /// The lowercase dashed name of a catalogue entry: the part of its name before any
    /// parenthesis, split at its capitals.
    static func entryName(of transition: SegueTransition) -> String {
        let base = transition.name.prefix { $0 != "(" }
        var words: [String] = []
        for character in base {
            if character.isUppercase || words.isEmpty { words.append("") }
            words[words.count - 1].append(Character(character.lowercased()))
        }
        return words.joined(separator: "-")
    }

    public func makeRootViewController() -> UIViewController {
        let navigation = UINavigationController(
            rootViewController: CatalogueScreenViewController(role: .first, transition: transition))
        navigation.navigationTransition = transition
        return navigation
    }

    /// One scenario, to keep the gallery's frame count low (the library's own tests play
    /// every entry interactively): Push, the lowest button of the first screen (y = 771), then
    /// the pushed screen's Pop at the same place. The screen's Present button presents with
    /// the entry as `modalTransition`, for a live host.
    public var scenarios: [DemoScenario] {
        [
            DemoScenario(
                "push, pop",
                [
                    .tap(_DemoScreenView.buttonCentre(0)),
                    .settle,
                    .tap(_DemoScreenView.buttonCentre(0)),
                    .settle
                ])
        ]
    }
}
