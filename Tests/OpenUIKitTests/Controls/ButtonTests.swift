import Foundation
import SegueTesting
import TestSupport
import Testing

@testable import OpenUIKit

/// UIButton's content per state (titles, colours, images, background images), the image
/// left of the title, and how it renders.
@MainActor
@Suite struct ButtonTests {
    /// A `size`-point image at scale 2: `color` filled, drawn the way apps draw icons.
    static func icon(_ color: UIColor, size: CGSize = CGSize(width: 20, height: 20), oval: Bool = false) -> UIImage {
        let format = UIGraphicsImageRendererFormat()
        format.scale = 2
        return UIGraphicsImageRenderer(size: size, format: format).image { context in
            color.setFill()
            if oval {
                UIBezierPath(ovalIn: context.format.bounds).fill()
            } else {
                context.fill(context.format.bounds)
            }
        }
    }

    @Test func aStateWithoutItsOwnValueUsesTheNormalStatesValue() {
        let button = UIButton(type: .custom)
        let normal = Self.icon(.red)
        let pressed = Self.icon(.blue)
        let background = Self.icon(.gray)
        button.setTitle("Play", for: .normal)
        button.setTitle("Playing", for: .highlighted)
        button.setTitleColor(.black, for: .normal)
        button.setTitleColor(.orange, for: .disabled)
        button.setImage(normal, for: .normal)
        button.setImage(pressed, for: .highlighted)
        button.setBackgroundImage(background, for: .normal)

        expectEqual(button.title(for: .highlighted), "Playing")
        expectEqual(button.title(for: .selected), "Play")
        expectEqual(button.titleColor(for: .highlighted), .black)
        expectEqual(button.titleColor(for: .disabled), .orange)
        #expect(button.image(for: .disabled) === normal)
        #expect(button.image(for: .highlighted) === pressed)
        #expect(button.backgroundImage(for: .highlighted) === background)
        // A combined state is a state of its own: without a value it shows the normal one.
        expectEqual(button.title(for: [.selected, .highlighted]), "Play")
        button.setTitle("Both", for: [.selected, .highlighted])
        expectEqual(button.title(for: [.selected, .highlighted]), "Both")
        expectEqual(button.title(for: .selected), "Play")
        // nil removes a state's value, so the normal one shows again.
        button.setImage(nil, for: .highlighted)
        #expect(button.image(for: .highlighted) === normal)
        button.setImage(nil, for: .normal)
        expectEqual(button.image(for: .highlighted), nil)
    }

    @Test func currentValuesAndTheSubviewsFollowTheState() throws {
        _ = HeadlessHost()
        let button = UIButton(type: .custom)
        let normal = Self.icon(.red)
        let pressed = Self.icon(.blue)
        let background = Self.icon(.gray)
        let pressedBackground = Self.icon(.black)
        button.setTitle("Play", for: .normal)
        button.setTitle("Pause", for: .selected)
        button.setTitleColor(.green, for: .highlighted)
        button.setImage(normal, for: .normal)
        button.setImage(pressed, for: .highlighted)
        button.setBackgroundImage(background, for: .normal)
        button.setBackgroundImage(pressedBackground, for: .highlighted)
        let imageView = try #require(button.imageView)
        #expect(button.currentImage === normal && imageView.image === normal)
        #expect(button.currentBackgroundImage === background)
        #expect(button.currentTitleColor == .white)  // a custom button's default
        button.isHighlighted = true
        #expect(button.currentImage === pressed && imageView.image === pressed)
        #expect(button.currentBackgroundImage === pressedBackground)
        #expect(button.currentTitle == "Play" && button.titleLabel?.text == "Play")
        #expect(button.currentTitleColor == .green && button.titleLabel?.textColor == .green)
        button.isHighlighted = false
        button.isSelected = true
        #expect(button.titleLabel?.text == "Pause" && button.titleLabel?.textColor == .white)
        #expect(imageView.image === normal)
        // The background image view sits behind everything, the image below the title.
        let views = button.subviews
        #expect((views.first as? UIImageView)?.image === background)
        #expect(views.firstIndex { $0 === imageView }! < views.firstIndex { $0 === button.titleLabel }!)
        // Without any image the image view stays, empty.
        button.setImage(nil, for: .normal)
        button.setImage(nil, for: .highlighted)
        #expect(button.imageView === imageView && imageView.image == nil)
    }

    @Test func aSystemButtonsDefaultTitleColourIsItsTint() {
        let container = UIView()
        let button = UIButton(type: .system)
        button.setTitle("Done", for: .normal)
        expectEqual(button.currentTitleColor, button.tintColor)
        container.addSubview(button)
        container.tintColor = .purple
        expectEqual(button.currentTitleColor, .purple)
        expectEqual(button.titleLabel?.textColor, .purple)
        button.setTitleColor(.red, for: .normal)
        expectEqual(button.titleColor(for: .disabled), .red)
    }

    @Test func theImageSitsLeftOfTheTitleThePairCentred() throws {
        _ = HeadlessHost()
        let button = UIButton(type: .custom)
        button.setTitle("Share", for: .normal)
        button.setImage(Self.icon(.red, size: CGSize(width: 20, height: 16)), for: .normal)
        button.frame = CGRect(x: 0, y: 0, width: 200, height: 44)
        button.layoutIfNeeded()
        let title = try #require(button.titleLabel).frame
        let image = try #require(button.imageView).frame
        let natural = try #require(button.titleLabel).sizeThatFits(.zero)
        expectEqual(image.size, CGSize(width: 20, height: 16))
        #expect(image.minX == (200 - 20 - natural.width) / 2 && image.minY == 14)
        #expect(title.minX == image.maxX && title.size == natural)
        expectEqual(title.midY, 22)
        expectEqual(button.sizeThatFits(.zero), CGSize(width: 20 + natural.width, height: max(16, natural.height)))
        expectEqual(button.intrinsicContentSize, button.sizeThatFits(.zero))

        // The classic spacing idiom: edge insets move each piece by half the spacing.
        button.imageEdgeInsets = UIEdgeInsets(top: 0, left: -4, bottom: 0, right: 4)
        button.titleEdgeInsets = UIEdgeInsets(top: 0, left: 4, bottom: 0, right: -4)
        button.layoutIfNeeded()
        expectEqual(button.imageView!.frame.minX, image.minX - 4)
        expectEqual(button.titleLabel!.frame.minX, title.minX + 4)

        button.contentEdgeInsets = UIEdgeInsets(top: 6, left: 10, bottom: 6, right: 10)
        expectEqual(button.sizeThatFits(.zero), CGSize(width: 40 + natural.width, height: max(16, natural.height) + 12))
    }

    @Test func aLargeImageShrinksToFitAndALongTitleIsCut() throws {
        _ = HeadlessHost()
        let button = UIButton(type: .custom)
        button.setImage(Self.icon(.red, size: CGSize(width: 80, height: 40)), for: .normal)
        button.frame = CGRect(x: 0, y: 0, width: 60, height: 20)
        button.layoutIfNeeded()
        expectEqual(button.imageView!.frame, CGRect(x: 10, y: 0, width: 40, height: 20))
        button.setTitle("A title far too long for the button", for: .normal)
        button.layoutIfNeeded()
        #expect(button.titleLabel!.frame.maxX <= 60 && button.titleLabel!.frame.minX == 40)
        // Bad geometry gives empty frames, never a crash.
        button.frame = CGRect(x: 0, y: 0, width: -5, height: 0)
        button.layoutIfNeeded()
        for frame in [button.imageView!.frame, button.titleLabel!.frame] {
            #expect(frame.width.isFinite && frame.height.isFinite && frame.width <= 5, "\(frame)")
        }
    }

    /// The pre-iOS 15 idiom for an image right of the title: override the rect methods.
    final class TrailingImageButton: UIButton {
        override func imageRect(forContentRect contentRect: CGRect) -> CGRect {
            var rect = super.imageRect(forContentRect: contentRect)
            rect.origin.x = super.titleRect(forContentRect: contentRect).maxX - rect.width
            return rect
        }

        override func titleRect(forContentRect contentRect: CGRect) -> CGRect {
            var rect = super.titleRect(forContentRect: contentRect)
            rect.origin.x = super.imageRect(forContentRect: contentRect).minX
            return rect
        }
    }

    @Test func overriddenRectMethodsPlaceTheContent() {
        _ = HeadlessHost()
        let button = TrailingImageButton(type: .custom)
        button.setTitle("Next", for: .normal)
        button.setImage(Self.icon(.red), for: .normal)
        button.frame = CGRect(x: 0, y: 0, width: 200, height: 44)
        button.layoutIfNeeded()
        expectEqual(button.titleLabel!.frame.maxX, button.imageView!.frame.minX)
        expectEqual(button.titleLabel!.frame.minX, (200 - button.sizeThatFits(.zero).width) / 2)
    }

    /// Snapshot: a 340 × 64 pt white screen at scale 2 with two 150 × 44 buttons on a stretched
    /// light grey background image. Left, normal: a red disc then "Play" in black. Right,
    /// highlighted: a blue square then "Playing" in white on a dark grey background.
    @Test func imageAndTitleRenderInNormalAndHighlightedStates() throws {
        let host = HeadlessHost(screenSize: CGSize(width: 340, height: 64), scale: 2)
        host.window.backgroundColor = .white
        func makeButton(x: CGFloat) -> UIButton {
            let button = UIButton(type: .custom)
            button.setTitle("Play", for: .normal)
            button.setTitle("Playing", for: .highlighted)
            button.setTitleColor(.black, for: .normal)
            button.setTitleColor(.white, for: .highlighted)
            button.setImage(Self.icon(.red, oval: true), for: .normal)
            button.setImage(Self.icon(.blue), for: .highlighted)
            // A 3 × 3 pt image stretched over the whole button.
            button.setBackgroundImage(
                Self.icon(UIColor(white: 0.85, alpha: 1), size: CGSize(width: 3, height: 3)), for: .normal)
            button.setBackgroundImage(
                Self.icon(UIColor(white: 0.3, alpha: 1), size: CGSize(width: 3, height: 3)), for: .highlighted)
            button.frame = CGRect(x: x, y: 10, width: 150, height: 44)
            host.window.addSubview(button)
            return button
        }
        let normal = makeButton(x: 10)
        let pressed = makeButton(x: 180)
        pressed.isHighlighted = true
        host.advance(by: 1.0 / 60)
        let image = host.render()
        let pixel = { (x: CGFloat, y: CGFloat) in
            Array(
                image._premultipliedRGBA[
                    (Int(y * 2) * image.width + Int(x * 2)) * 4..<(Int(y * 2) * image.width + Int(x * 2)) * 4 + 4])
        }
        let normalIcon = normal.convert(normal.imageView!.frame, to: host.window)
        let pressedIcon = pressed.convert(pressed.imageView!.frame, to: host.window)
        expectEqual(pixel(normalIcon.midX, normalIcon.midY), [255, 0, 0, 255])
        expectEqual(pixel(pressedIcon.midX, pressedIcon.midY), [0, 0, 255, 255])
        // The background images fill the buttons to their corners.
        #expect(pixel(11, 11) == [217, 217, 217, 255] && pixel(159, 53) == [217, 217, 217, 255])
        #expect(pixel(181, 11) == [77, 77, 77, 255] && pixel(329, 53) == [77, 77, 77, 255])
        expectEqual(pixel(5, 5), [255, 255, 255, 255])
        expectSnapshot(of: image, named: "button-image-and-title-states", tolerance: Drawing.tolerance)
    }

    /// Snapshot: a 200 × 44 pt white screen at scale 2 with a system button: a disc icon drawn
    /// as a template in the purple tint, then "Favourite" in purple.
    @Test func aSystemButtonDrawsItsImageAsATemplate() throws {
        let host = HeadlessHost(screenSize: CGSize(width: 200, height: 44), scale: 2)
        host.window.backgroundColor = .white
        host.window.tintColor = .purple
        let button = UIButton(type: .system)
        button.setTitle("Favourite", for: .normal)
        button.setImage(Self.icon(.red, oval: true), for: .normal)
        button.frame = host.window.bounds
        host.window.addSubview(button)
        host.advance(by: 1.0 / 60)
        let image = host.render()
        let icon = button.imageView!.frame
        let start = (Int(icon.midY * 2) * image.width + Int(icon.midX * 2)) * 4
        expectEqual(Array(image._premultipliedRGBA[start..<start + 4]), [128, 0, 128, 255])
        expectSnapshot(of: image, named: "button-system-template-image", tolerance: Drawing.tolerance)
    }
}
