import Foundation
import TestSupport
import Testing

@testable import OpenUIKit

/// Buttons aligned the way menus and forms align them (UIKitBehaviour #351).
@MainActor
@Suite struct ControlContentAlignmentTests {
    func menuRow() -> UIButton {
        let button = UIButton(type: .system)
        button.frame = CGRect(x: 0, y: 0, width: 280, height: 56)
        button.setImage(UIImage(systemName: "house"), for: .normal)
        button.setTitle("Home", for: .normal)
        return button
    }

    @Test func leadingAlignmentPutsTheImageAndTitleAtTheLeftEdge() throws {
        // UIKitBehaviour #351
        let button = menuRow()
        button.layoutIfNeeded()
        let centredImage = try #require(button.imageView).frame
        #expect(button.contentHorizontalAlignment == .center && centredImage.minX > 50)
        button.contentHorizontalAlignment = .leading
        button.contentEdgeInsets = UIEdgeInsets(top: 0, left: 20, bottom: 0, right: 0)
        button.layoutIfNeeded()
        let image = try #require(button.imageView).frame
        let title = try #require(button.titleLabel).frame
        expectEqual(button.effectiveContentHorizontalAlignment, .left)
        #expect(abs(image.minX - 20) < 1e-9)
        #expect(abs(title.minX - image.maxX) < 1e-9, "the title stays beside the image")
        #expect(abs(image.midY - 28) < 0.5)
    }

    @Test func trailingFillAndVerticalAlignments() throws {
        let button = menuRow()
        button.contentHorizontalAlignment = .trailing
        button.layoutIfNeeded()
        #expect(abs(try #require(button.titleLabel).frame.maxX - 280) < 1e-9)
        button.contentHorizontalAlignment = .fill
        button.layoutIfNeeded()
        #expect(abs(try #require(button.imageView).frame.minX) < 1e-9)
        #expect(abs(try #require(button.titleLabel).frame.maxX - 280) < 1e-9, "the title stretches over the rest")
        button.contentVerticalAlignment = .top
        button.layoutIfNeeded()
        try expectEqual(#require(button.titleLabel).frame.minY, 0)
        button.contentVerticalAlignment = .bottom
        button.layoutIfNeeded()
        #expect(abs(try #require(button.imageView).frame.maxY - 56) < 1e-9)
        button.semanticContentAttribute = .forceRightToLeft
        button.contentHorizontalAlignment = .leading
        expectEqual(button.effectiveContentHorizontalAlignment, .right)
    }
}
