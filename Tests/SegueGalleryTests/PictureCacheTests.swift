import OpenUIKit
import SegueTesting
import Testing

@testable import SegueGallery

/// The gallery draws each landscape once per painter, palette, size and screen scale, and
/// hands the same picture to every screen that asks for it again.
@MainActor
@Suite struct PictureCacheTests {
    @Test func aPictureIsDrawnOnceAndFoundAgainByWhatItDependsOn() {
        let host = HeadlessHost(scale: 2)
        let size = CGSize(width: 120, height: 80)
        let first = _Artwork.landscape(size: size, palette: .day)
        #expect(_Artwork.landscape(size: size, palette: .day) === first, "the same picture again")
        #expect(first.scale == 2 && first.size == size)
        #expect(_Artwork.landscape(size: CGSize(width: 121, height: 80), palette: .day) !== first, "another size")
        #expect(SceneryImage.make(size: size, palette: SceneryImage.noon) !== first, "another painter")
        #expect(
            SceneryImage.make(size: size, palette: SceneryImage.night)
                !== SceneryImage.make(size: size, palette: SceneryImage.noon), "another palette")

        let sharperHost = HeadlessHost(scale: 3)
        let sharper = _Artwork.landscape(size: size, palette: .day)
        withExtendedLifetime((host, sharperHost)) {}
        #expect(sharper !== first && sharper.scale == 3, "drawn again at the new screen scale")
    }
}
