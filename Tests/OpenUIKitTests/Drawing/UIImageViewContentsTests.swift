import Foundation
import SegueTesting
import TestSupport
import Testing

@testable import OpenUIKit

/// `UIImageView` shows its image as its layer's contents, placed by its content mode.
@MainActor
@Suite struct UIImageViewContentsTests {
    @Test func theImageIsTheContentsAndTheContentModeItsGravity() {
        _ = HeadlessHost(screenSize: CGSize(width: 100, height: 100), scale: 1)
        let image = UIImage(
            cgImage: CGImage(width: 3, height: 2, premultipliedRGBA: [UInt8](repeating: 255, count: 24))!, scale: 2,
            orientation: .up)
        let view = UIImageView(image: image)
        #expect((view.layer.contents as? CGImage) === image.cgImage)
        expectEqual(view.layer.contentsScale, 2)
        expectEqual(view.frame.size, CGSize(width: 1.5, height: 1))
        expectEqual(view.layer.contentsGravity, .resize)
        view.contentMode = .scaleAspectFit
        expectEqual(view.layer.contentsGravity, .resizeAspect)
        view.contentMode = .scaleAspectFill
        expectEqual(view.layer.contentsGravity, .resizeAspectFill)
        view.contentMode = .center
        expectEqual(view.layer.contentsGravity, .center)
        view.image = nil
        #expect(view.layer.contents == nil)
    }
}
