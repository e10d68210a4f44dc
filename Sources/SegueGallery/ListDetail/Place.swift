#if canImport(UIKit)
import UIKit
#else
import OpenUIKit
#endif

/// One row of the list → detail demo: a place, the region it is in, and the picture (one of
/// the gallery's landscape palettes) its row and detail screen show.
@MainActor
struct Place {
    /// The row's title and the detail screen's title.
    var name: String
    /// The row's subtitle.
    var region: String
    /// Which of ``pictures`` shows it.
    var pictureIndex: Int

    /// How many different pictures the places share.
    static var pictureCount: Int { SceneryImage.palettes.count }

    /// Draws picture `index` at `size` (the same landscape at any size).
    static func picture(_ index: Int, size: CGSize) -> UIImage {
        SceneryImage.make(size: size, palette: SceneryImage.palettes[index % SceneryImage.palettes.count])
    }

    /// The demo's 36 places, in list order.
    static let all: [Place] = {
        let names = [
            "Lakeside", "High Ridge", "Moonrise Camp", "Dune Sea", "Glacier Bay", "Harbor Lights",
            "Cedar Falls", "Stone Arch", "Night Pond", "Red Mesa", "Ice Fields", "Pink Coast",
            "Willow Bend", "Eagle Pass", "Star Hollow", "Oasis Pool", "Frost Peak", "Sunset Pier",
            "Fern Valley", "Blue Summit", "Owl Lake", "Amber Flats", "Snowline", "Coral Cove",
            "Mill Creek", "Granite Dome", "Lantern Bay", "Salt Plains", "White Crest", "Violet Bay",
            "Birch Meadow", "Cloud Ridge", "Dark Tarn", "Copper Canyon", "Polar Lake", "Rose Point"
        ]
        let regions = ["North Shore", "Blue Mountains", "Hill Country", "Sand Sea", "Ice Coast", "West Coast"]
        return names.enumerated().map { index, name in
            Place(
                name: name, region: "\(regions[index % regions.count]) · \(3 + (index * 7) % 19) photos",
                pictureIndex: index)
        }
    }()
}
