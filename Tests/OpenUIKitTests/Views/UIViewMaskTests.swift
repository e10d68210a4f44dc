import Foundation
import SegueTesting
import TestSupport
import Testing

@testable import OpenUIKit

/// `UIView.mask`: a view whose alpha masks another, as reveal and card transitions use it.
@MainActor
@Suite struct UIViewMaskTests {
    @Test func theMaskViewsAlphaLimitsWhatShows() {
        let host = HeadlessHost(screenSize: CGSize(width: 60, height: 40), scale: 1)
        host.window.backgroundColor = .white
        let view = UIView(frame: CGRect(x: 10, y: 10, width: 40, height: 20))
        view.backgroundColor = .red
        let mask = UIView(frame: CGRect(x: 0, y: 0, width: 20, height: 20))
        mask.backgroundColor = .black
        view.mask = mask
        host.window.addSubview(view)
        #expect(view.mask === mask && view.layer.mask === mask.layer)
        #expect(mask.superview == nil && !view.subviews.contains { $0 === mask })
        host.advance(by: 1.0 / 60)
        let image = host.render()
        let pixel = { (x: Int, y: Int) in
            Array(image._premultipliedRGBA[(y * image.width + x) * 4..<(y * image.width + x) * 4 + 4])
        }
        #expect(pixel(15, 15) == [255, 0, 0, 255])  // under the mask
        #expect(pixel(40, 15) == [255, 255, 255, 255])  // outside it: the window shows
        view.mask = nil
        #expect(view.layer.mask == nil && view.mask == nil)
        host.advance(by: 1.0 / 60)
        let index: Int = (15 * 60 + 40) * 4
        expectEqual(Array(host.render()._premultipliedRGBA[index..<index + 4]), [255, 0, 0, 255])
    }

    @Test func aMaskLeavesItsSuperviewAndAnAncestorCannotMask() {
        let outer = UIView()
        let view = UIView()
        let other = UIView()
        outer.addSubview(view)
        outer.addSubview(other)
        view.mask = other
        #expect(other.superview == nil && outer.subviews.count == 1 && view.mask === other)
        // The view's own superview cannot mask it: ignored (and reported), nothing changes.
        view.mask = outer
        #expect(view.mask === other && view.superview === outer)
    }
}
