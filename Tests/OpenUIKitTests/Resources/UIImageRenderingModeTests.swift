import Foundation
import SegueTesting
import TestSupport
import Testing

@testable import OpenUIKit

/// Rendering modes: template images show the tint colour through their alpha, in image views
/// and (for `.automatic` images) in system buttons.
@MainActor
@Suite struct UIImageRenderingModeTests {
    /// A 2 × 1 image: opaque red, then green at alpha 0.5 (premultiplied 0, 128, 0, 128).
    static func twoPixels() -> UIImage {
        UIImage(
            cgImage: CGImage(width: 2, height: 1, premultipliedRGBA: [255, 0, 0, 255, 0, 128, 0, 128])!, scale: 2,
            orientation: .up)
    }

    static func contents(_ view: UIView) -> [UInt8]? { (view.layer.contents as? CGImage)?._premultipliedRGBA }

    @Test func withRenderingModeKeepsThePixels() {
        let image = Self.twoPixels()
        #expect(image.renderingMode == .automatic && UIImage().renderingMode == .automatic)
        let template = image.withRenderingMode(.alwaysTemplate)
        #expect(template.renderingMode == .alwaysTemplate && template.cgImage === image.cgImage)
        #expect(template.scale == 2 && template.size == image.size && template.isEqual(image))
        #expect(template.withRenderingMode(.alwaysTemplate) === template)
        #expect(
            UIImage.RenderingMode.alwaysOriginal.rawValue == 1 && UIImage.RenderingMode.alwaysTemplate.rawValue == 2)
    }

    @Test func anImageViewTintsATemplateImage() {
        let view = UIImageView(image: Self.twoPixels().withRenderingMode(.alwaysTemplate))
        view.tintColor = .blue
        expectEqual(Self.contents(view), [0, 0, 255, 255, 0, 0, 128, 128])
        view.tintColor = UIColor(red: 1, green: 1, blue: 1, alpha: 0.5)
        expectEqual(Self.contents(view), [128, 128, 128, 128, 64, 64, 64, 64])
        // An automatic image in a plain image view keeps its colours.
        view.image = Self.twoPixels()
        expectEqual(Self.contents(view), [255, 0, 0, 255, 0, 128, 0, 128])
    }

    @Test func systemButtonsTintAutomaticImagesAndFollowTheirSuperviewsTint() throws {
        // A button in no window takes the main screen's traits, which are the last host's: a
        // light host of its own keeps the test from depending on the one before.
        _ = HeadlessHost()
        let button = UIButton(type: .system)
        button.setImage(Self.twoPixels(), for: .normal)
        let imageView = try #require(button.imageView)
        #expect(imageView.image === button.currentImage)
        #expect(Self.contents(imageView) == [0, 122, 255, 255, 0, 61, 128, 128])  // the system blue
        let container = UIView()
        container.tintColor = .red
        container.addSubview(button)  // the inherited tint changes with the move
        expectEqual(Self.contents(imageView), [255, 0, 0, 255, 128, 0, 0, 128])
        expectEqual(button.currentTitleColor, .red)
        button.removeFromSuperview()
        #expect(button.currentTitleColor == button.tintColor && Self.contents(imageView)?[2] == 255)
        // Original images keep their colours; custom buttons never tint automatic images.
        button.setImage(Self.twoPixels().withRenderingMode(.alwaysOriginal), for: .normal)
        expectEqual(Self.contents(imageView), [255, 0, 0, 255, 0, 128, 0, 128])
        let custom = UIButton(type: .custom)
        custom.setImage(Self.twoPixels(), for: .normal)
        expectEqual(Self.contents(custom.imageView!), [255, 0, 0, 255, 0, 128, 0, 128])
    }
}
