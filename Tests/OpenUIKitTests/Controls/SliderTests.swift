import Foundation
import OpenUIKit
import SegueTesting
import TestSupport
import Testing

/// UISlider: values and their range, dragging the thumb, continuous and not (UIKitBehaviour #271, #272).
@MainActor
@Suite struct SliderTests {
    /// A 300 × 31 slider at (20, 100): its thumb travels 272 points, from x 34 to x 306 on screen.
    private func stage(_ slider: UISlider = UISlider()) -> HeadlessHost {
        ControlProbe.host(slider, at: CGPoint(x: 20, y: 100), size: CGSize(width: 300, height: 31))
    }

    @Test func defaultsAndSize() {
        let slider = UISlider()
        #expect(slider.value == 0 && slider.minimumValue == 0 && slider.maximumValue == 1)
        #expect(slider.isContinuous)
        expectEqual(slider.intrinsicContentSize, CGSize(width: UIView.noIntrinsicMetric, height: 31))
        expectEqual(slider.sizeThatFits(CGSize(width: 200, height: 0)), CGSize(width: 200, height: 31))
        let bounds = CGRect(x: 0, y: 0, width: 300, height: 31)
        expectEqual(slider.trackRect(forBounds: bounds), CGRect(x: 0, y: 13.5, width: 300, height: 4))
        #expect(
            slider.thumbRect(forBounds: bounds, trackRect: slider.trackRect(forBounds: bounds), value: 0.5)
                == CGRect(x: 136, y: 1.5, width: 28, height: 28))
    }

    @Test func valuesAreClampedAndNaNIsIgnored() {
        let host = stage()
        let slider = host.window.subviews.last as! UISlider
        slider.value = 2
        expectEqual(slider.value, 1)
        slider.value = -3
        expectEqual(slider.value, 0)
        slider.value = 0.25
        slider.value = .nan
        expectEqual(slider.value, 0.25)
        #expect(host.reports.contains { $0.contains("UISlider.setValue(_:animated:): ignored NaN") })
        slider.value = .infinity
        expectEqual(slider.value, 1)
        slider.minimumValue = 5
        #expect(slider.maximumValue == 5 && slider.value == 5)
        slider.maximumValue = -1
        #expect(slider.minimumValue == -1 && slider.value == -1)
        slider.minimumValue = .nan
        expectEqual(slider.minimumValue, -1)
    }

    @Test func draggingTheThumbSendsEachChange() {
        let slider = UISlider()
        let host = stage(slider)
        let log = ControlProbe.log(slider) { $0.value }
        host.drag(from: CGPoint(x: 34, y: 115), to: CGPoint(x: 170, y: 115), duration: 0.2)
        expectEqual(slider.value, 0.5)
        expectEqual(log.values.count, 12)
        expectEqual(log.values.last, 0.5)
        expectEqual(log.values, log.values.sorted())
        // The finger keeps its place on the thumb: grabbing it 5 points right of its centre.
        host.drag(from: CGPoint(x: 175, y: 115), to: CGPoint(x: 900, y: 115), duration: 0.1)
        expectEqual(slider.value, 1)
    }

    @Test func aNonContinuousSliderSendsOnceAtTheEnd() {
        let slider = UISlider()
        slider.isContinuous = false
        let host = stage(slider)
        let log = ControlProbe.log(slider) { $0.value }
        host.drag(from: CGPoint(x: 34, y: 115), to: CGPoint(x: 102, y: 115), duration: 0.2)
        expectEqual(log.values, [0.25])
        // A drag that ends where it began sends nothing.
        host.perform([
            .line(from: CGPoint(x: 102, y: 115), to: CGPoint(x: 200, y: 115), duration: 0.1)
                .moving(to: CGPoint(x: 102, y: 115), duration: 0.1)
        ])
        expectEqual(log.values, [0.25])
    }

    @Test func aTouchOffTheThumbDoesNotMoveIt() {
        let slider = UISlider()
        let host = stage(slider)
        host.drag(from: CGPoint(x: 200, y: 115), to: CGPoint(x: 300, y: 115), duration: 0.2)
        host.tap(at: CGPoint(x: 250, y: 115))
        expectEqual(slider.value, 0)
    }

    @Test func setValueAnimatedSlidesTheThumb() throws {
        let host = ControlProbe.stage()
        let slider = UISlider()
        ControlProbe.place(slider, in: host, at: CGPoint(x: 20, y: 100), size: CGSize(width: 300, height: 31))
        let log = ControlProbe.log(slider) { $0.value }
        slider.setValue(1, animated: true)
        let thumb = try #require(slider.subviews.last)
        expectEqual(thumb.frame.minX, 272)
        host.advance(by: 0.15)
        let midway = try #require(thumb.layer.presentation()).frame.minX
        #expect(midway > 10 && midway < 262, "\(midway)")
        host.runUntilIdle()
        #expect(log.values.isEmpty)
    }

    @Test func aSubclassWithAThickerTrackDragsAlongIt() {
        final class ThickSlider: UISlider {
            override func trackRect(forBounds bounds: CGRect) -> CGRect {
                CGRect(x: bounds.minX + 50, y: bounds.midY - 5, width: bounds.width - 100, height: 10)
            }
        }
        let slider = ThickSlider()
        let host = stage(slider)
        expectEqual(slider.subviews.first?.frame, CGRect(x: 50, y: 10.5, width: 200, height: 10))
        // The thumb starts at x 20 + 50 + 14 on screen and travels 172 points.
        host.drag(from: CGPoint(x: 84, y: 115), to: CGPoint(x: 127, y: 115), duration: 0.1)
        expectEqual(slider.value, 0.25)
    }

    @Test func theTrackColours() {
        let slider = UISlider()
        slider.value = 0.5
        let host = stage(slider)
        let image = host.render()
        expectEqual(ControlPixels.rgb(image, x: 60, y: 115), [0, 122, 255])
        slider.minimumTrackTintColor = .systemRed
        slider.maximumTrackTintColor = .black
        host.runUntilIdle()
        let recoloured = host.render()
        expectEqual(ControlPixels.rgb(recoloured, x: 60, y: 115), [255, 59, 48])
        expectEqual(ControlPixels.rgb(recoloured, x: 280, y: 115), [0, 0, 0])
    }

    @Test func valueImagesShortenTheTrack() throws {
        let pixels = [UInt8](repeating: 255, count: 4 * 20 * 20)
        let image = UIImage(
            cgImage: try #require(CGImage(width: 20, height: 20, premultipliedRGBA: pixels)), scale: 1, orientation: .up
        )
        let slider = UISlider()
        slider.minimumValueImage = image
        slider.maximumValueImage = image
        let bounds = CGRect(x: 0, y: 0, width: 300, height: 31)
        expectEqual(slider.minimumValueImageRect(forBounds: bounds), CGRect(x: 0, y: 5.5, width: 20, height: 20))
        expectEqual(slider.maximumValueImageRect(forBounds: bounds), CGRect(x: 280, y: 5.5, width: 20, height: 20))
        expectEqual(slider.trackRect(forBounds: bounds), CGRect(x: 32, y: 13.5, width: 236, height: 4))
        let host = stage(slider)
        expectEqual(slider.subviews.compactMap { $0 as? UIImageView }.filter { $0.image === image }.count, 2)
        slider.minimumValueImage = nil
        expectEqual(slider.trackRect(forBounds: bounds).minX, 0)
        host.runUntilIdle()
    }
}
