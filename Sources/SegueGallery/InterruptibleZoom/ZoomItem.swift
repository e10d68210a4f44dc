#if canImport(UIKit)
import UIKit
#else
import OpenUIKit
#endif

/// One picture of the interruptible zoom demo: its name, its palette, where it was taken and
/// a few lines about it.
@MainActor
struct ZoomItem {
    /// The name under the thumbnail and at the top of the detail screen.
    var name: String
    /// The picture's colours.
    var palette: SceneryImage.Palette
    /// Where and how many, on the detail screen.
    var place: String
    /// The text of the detail screen.
    var story: String

    /// The demo's six pictures, in grid order.
    static let all: [ZoomItem] = [
        ZoomItem(
            name: "Lakeside", palette: SceneryImage.evening, place: "North shore · 14 photos",
            story: "The last light over the water, taken from the old jetty while the hills turned green to grey."),
        ZoomItem(
            name: "High ridge", palette: SceneryImage.noon, place: "Blue mountains · 9 photos",
            story: "A clear noon on the ridge path, with the valley lake far below and not a cloud in sight."),
        ZoomItem(
            name: "Moonrise", palette: SceneryImage.night, place: "Hill camp · 21 photos",
            story: "The moon coming up behind the dark ridges, reflected in the still pond by the tents."),
        ZoomItem(
            name: "Dunes", palette: SceneryImage.desert, place: "Sand sea · 6 photos",
            story: "Morning over the dunes before the heat, the oasis pool still cool and blue."),
        ZoomItem(
            name: "Glacier", palette: SceneryImage.glacier, place: "Ice fields · 11 photos",
            story: "White peaks above the glacier lake on a cold bright day, the air perfectly clear."),
        ZoomItem(
            name: "Harbor", palette: SceneryImage.dusk, place: "West coast · 17 photos",
            story: "Pink dusk over the harbor as the boats came in and the coast turned purple.")
    ]
}
