import Foundation
import OpenUIKit
import SegueTesting
import TestSupport
import Testing

/// UIProgressView and UIActivityIndicatorView (UIKitBehaviour #277, #278).
@MainActor
@Suite struct ProgressAndActivityTests {
    @Test func progressIsClampedAndSized() {
        let bar = UIProgressView(progressViewStyle: .default)
        let host = ControlProbe.host(bar, size: CGSize(width: 200, height: 4))
        expectEqual(bar.intrinsicContentSize, CGSize(width: UIView.noIntrinsicMetric, height: 4))
        expectEqual(bar.sizeThatFits(CGSize(width: 120, height: 50)), CGSize(width: 120, height: 4))
        bar.progress = 1.5
        expectEqual(bar.progress, 1)
        bar.progress = -1
        expectEqual(bar.progress, 0)
        bar.progress = 0.5
        bar.setProgress(.nan, animated: true)
        expectEqual(bar.progress, 0.5)
        #expect(host.reports.contains { $0.contains("UIProgressView.setProgress(_:animated:): ignored NaN") })
        host.runUntilIdle()
        expectEqual(bar.subviews.first?.frame, CGRect(x: 0, y: 0, width: 100, height: 4))
    }

    @Test func settingProgressAnimatedGrowsTheFill() throws {
        let host = ControlProbe.stage()
        let bar = UIProgressView(progressViewStyle: .bar)
        ControlProbe.place(bar, in: host, size: CGSize(width: 200, height: 4))
        expectEqual(bar.progressViewStyle, .bar)
        expectEqual(bar.backgroundColor, .clear)
        expectEqual(bar.layer.cornerRadius, 0)
        bar.setProgress(1, animated: true)
        let fill = try #require(bar.subviews.first)
        host.advance(by: 0.1)
        let width = try #require(fill.layer.presentation()).bounds.width
        #expect(width > 0 && width < 200, "\(width)")
        host.runUntilIdle()
        expectEqual(fill.frame.width, 200)
    }

    @Test(arguments: [false, true])
    func progressColours(dark: Bool) {
        let bar = UIProgressView()
        bar.progress = 0.5
        let host = ControlProbe.host(bar, size: CGSize(width: 200, height: 4), dark: dark)
        let image = host.render()
        expectEqual(ControlPixels.rgb(image, x: 80, y: 102), (dark ? [10, 132, 255] : [0, 122, 255]))
        bar.progressTintColor = .black
        bar.trackTintColor = .systemRed
        host.runUntilIdle()
        let recoloured = host.render()
        expectEqual(ControlPixels.rgb(recoloured, x: 80, y: 102), [0, 0, 0])
        expectEqual(ControlPixels.rgb(recoloured, x: 200, y: 102), (dark ? [255, 69, 58] : [255, 59, 48]))
    }

    @Test func aSpinnerIsHiddenUntilItAnimates() {
        let spinner = UIActivityIndicatorView(style: .large)
        expectEqual(spinner.bounds.size, CGSize(width: 37, height: 37))
        expectEqual(UIActivityIndicatorView(style: .medium).intrinsicContentSize, CGSize(width: 20, height: 20))
        #expect(spinner.isHidden && !spinner.isAnimating && spinner.hidesWhenStopped)
        let host = ControlProbe.host(spinner)
        spinner.startAnimating()
        #expect(!spinner.isHidden && spinner.isAnimating)
        host.advance(by: 0.5)
        spinner.stopAnimating()
        #expect(spinner.isHidden && !spinner.isAnimating)
        spinner.hidesWhenStopped = false
        #expect(!spinner.isHidden)
        host.runUntilIdle()
    }

    @Test func theSpokesTurnAnEighthAtATime() throws {
        let host = ControlProbe.stage()
        let spinner = UIActivityIndicatorView(style: .medium)
        ControlProbe.place(spinner, in: host)
        spinner.startAnimating()
        host.runFrame()
        let container = try #require(spinner.subviews.first)
        func angle() throws -> CGFloat {
            let transform = try #require(container.layer.presentation()).transform
            return atan2(transform.m12, transform.m11)
        }
        let start = try angle()
        host.advance(by: 0.125)
        #expect(abs(try angle() - start - .pi / 4) < 1e-6)
        host.advance(by: 0.05)
        #expect(abs(try angle() - start - .pi / 4) < 1e-6)
        host.advance(by: 0.1)
        #expect(abs(try angle() - start - .pi / 2) < 1e-6)
        #expect(!UIApplication.shared.busyReasons.isEmpty, "a turning spinner keeps the application busy")
        spinner.stopAnimating()
        host.runUntilIdle()
    }

    @Test func theColourDefaultsToTheStyles() {
        let spinner = UIActivityIndicatorView(style: .medium)
        expectEqual(spinner.color, .secondaryLabel)
        spinner.color = .systemRed
        expectEqual(spinner.color, .systemRed)
        spinner.color = nil
        expectEqual(spinner.color, .secondaryLabel)
        expectEqual(UIActivityIndicatorView(style: .whiteLarge).color, .white)
        spinner.style = .large
        expectEqual(spinner.intrinsicContentSize, CGSize(width: 37, height: 37))
    }

    @Test func aSpinnerOutOfTheWindowStopsTurningButStaysAnimating() {
        let host = ControlProbe.stage()
        let spinner = UIActivityIndicatorView(style: .large)
        ControlProbe.place(spinner, in: host)
        spinner.startAnimating()
        host.advance(by: 0.2)
        spinner.removeFromSuperview()
        #expect(spinner.isAnimating)
        host.runUntilIdle()
        host.window.addSubview(spinner)
        host.runFrame()
        #expect(!UIApplication.shared.busyReasons.isEmpty, "it turns again back in the window")
        spinner.stopAnimating()
        host.runUntilIdle()
    }
}
