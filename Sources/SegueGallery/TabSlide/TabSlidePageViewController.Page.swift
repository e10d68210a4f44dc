#if canImport(UIKit)
import UIKit
#else
import OpenUIKit
#endif

extension TabSlidePageViewController {
    /// What one tab shows: its title, colours, picture and the figures on its cards.
    @MainActor
    struct Page {
        /// The tab's title, shown in the tab bar and at the top of the screen.
        var title: String
        /// The line under the title.
        var subtitle: String
        /// The accent of the tab's cards.
        var tint: UIColor
        /// The screen's background.
        var background: UIColor
        /// The picture on the large card.
        var palette: SceneryImage.Palette
        /// The caption of the picture.
        var caption: String
        /// Two figures with their labels, for the small cards.
        var figures: [(value: String, label: String)]
        /// The note on the wide card at the bottom.
        var note: String

        /// The first tab: the day's highlights.
        static let today = Page(
            title: "Today", subtitle: "Your highlights, swipe for more",
            tint: .systemOrange, background: UIColor(red: 1.0, green: 0.96, blue: 0.91, alpha: 1),
            palette: SceneryImage.evening, caption: "Sunset over the lake",
            figures: [("8", "new photos"), ("3", "memories")],
            note: "Swipe left to see your places.")

        /// The middle tab, selected at first: places visited.
        static let places = Page(
            title: "Places", subtitle: "Where you have been",
            tint: .systemTeal, background: UIColor(red: 0.91, green: 0.97, blue: 0.98, alpha: 1),
            palette: SceneryImage.noon, caption: "Blue ridge at noon",
            figures: [("24", "places"), ("5", "countries")],
            note: "Swipe right for today, left for the library.")

        /// The last tab: the library.
        static let library = Page(
            title: "Library", subtitle: "Every picture, in order",
            tint: .systemIndigo, background: UIColor(red: 0.94, green: 0.94, blue: 0.99, alpha: 1),
            palette: SceneryImage.night, caption: "Moonrise in the hills",
            figures: [("1,204", "photos"), ("36", "albums")],
            note: "Swipe right to go back to your places.")
    }
}
