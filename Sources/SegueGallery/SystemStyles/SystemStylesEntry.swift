#if canImport(UIKit)
import UIKit
#else
import OpenUIKit
#endif

/// One row of the system styles demo: a built-in way of showing a screen, with the words and
/// colours of its row and of the screen it shows.
@MainActor
enum SystemStylesEntry: CaseIterable {
    /// `.fullScreen` with `.coverVertical`: the screen slides up from the bottom.
    case coverVertical
    /// `.fullScreen` with `.crossDissolve`: the screen fades in.
    case crossDissolve
    /// `.fullScreen` with `.flipHorizontal`: the window flips around to the screen.
    case flipHorizontal
    /// `.fullScreen` with `.partialCurl`: the menu curls up like a page over the screen.
    case partialCurl
    /// `.pageSheet`: the card sheet slides up, leaving the presenter visible above it.
    case pageSheet
    /// The navigation controller's push, with its pop and interactive back swipe.
    case push

    /// The row's title, and the shown screen's.
    var title: String {
        switch self {
        case .coverVertical: "Cover vertical"
        case .crossDissolve: "Cross dissolve"
        case .flipHorizontal: "Flip horizontal"
        case .partialCurl: "Partial curl"
        case .pageSheet: "Page sheet"
        case .push: "Push"
        }
    }

    /// The row's second line: the API that shows the screen.
    var api: String {
        switch self {
        case .coverVertical: ".fullScreen, .coverVertical"
        case .crossDissolve: ".fullScreen, .crossDissolve"
        case .flipHorizontal: ".fullScreen, .flipHorizontal"
        case .partialCurl: ".fullScreen, .partialCurl"
        case .pageSheet: ".pageSheet, the card sheet"
        case .push: "pushViewController(_:animated:)"
        }
    }

    /// What the shown screen says about how it came.
    var explanation: String {
        switch self {
        case .coverVertical: "Slid up from the bottom edge. Close slides it back down."
        case .crossDissolve: "Faded in over the menu. Close fades it out again."
        case .flipHorizontal: "Flipped in around the vertical axis. Close flips back."
        case .partialCurl: "Under the curled-up menu. Tap the page, or Close, to lay it flat."
        case .pageSheet: "A card sheet: the menu stays visible above it. Close slides it down."
        case .push: "Pushed from the right. Tap Back, or swipe from the left edge to go back."
        }
    }

    /// The accent of the row and the background of the shown screen.
    var color: UIColor {
        switch self {
        case .coverVertical: .systemBlue
        case .crossDissolve: .systemPurple
        case .flipHorizontal: .systemOrange
        case .partialCurl: .systemTeal
        case .pageSheet: .systemGreen
        case .push: .systemPink
        }
    }

    /// The picture on the shown screen.
    var palette: SceneryImage.Palette {
        switch self {
        case .coverVertical: SceneryImage.noon
        case .crossDissolve: SceneryImage.dusk
        case .flipHorizontal: SceneryImage.desert
        case .partialCurl: SceneryImage.night
        case .pageSheet: SceneryImage.glacier
        case .push: SceneryImage.evening
        }
    }
}
