#if canImport(UIKit)
import UIKit
#else
import OpenUIKit
#endif

/// The photo grid → detail demo's pictures: 30 photos sharing ten landscapes (the gallery's six
/// scenery palettes and its four artwork palettes), each 3 : 2.
@MainActor
enum Photo {
    /// How many photos the grid shows.
    static let count = 30
    /// A photo's width over its height.
    static let aspectRatio: CGFloat = 3 / 2
    /// How many different landscapes they share.
    static let landscapeCount = SceneryImage.palettes.count + 4

    /// The photo's title on the detail screen.
    static func title(_ index: Int) -> String {
        let names = [
            "Lakeside", "High ridge", "Moonrise", "Dunes", "Glacier", "Harbor", "Meadow", "Red hills", "Night sky",
            "Mint morning"
        ]
        return names[index % names.count]
    }

    /// Draws the ten landscapes, 390 × 260 points each (photo `index` shows landscape
    /// `index % landscapeCount`).
    static func drawLandscapes() -> [UIImage] {
        let size = CGSize(width: 390, height: 260)
        let scenery = SceneryImage.palettes.map { SceneryImage.make(size: size, palette: $0) }
        let artwork = [_Artwork.Palette.day, .sunset, .night, .morning].map {
            _Artwork.landscape(size: size, palette: $0)
        }
        return scenery + artwork
    }
}
