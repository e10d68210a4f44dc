import Foundation
import OpenUIKit
import SegueTesting
import Testing

/// A contact sheet of every control, light on the left and dark on the right, against a snapshot
/// in `__Snapshots__/ControlsPictureTests/` (UIKitBehaviour #270–#281). The sheet is also
/// written to the temporary directory (`segue-controls-contact-sheet.png`) at 2x to look at.
@MainActor
@Suite struct ControlsPictureTests {
    /// One panel of controls, 390 × 600, in `style`.
    private func panel(_ style: UIUserInterfaceStyle, x: CGFloat) -> UIView {
        let panel = UIView(frame: CGRect(x: x, y: 0, width: 390, height: 600))
        panel.overrideUserInterfaceStyle = style
        panel.backgroundColor = .systemBackground
        func place(_ view: UIView, _ x: CGFloat, _ y: CGFloat, width: CGFloat? = nil) {
            view.sizeToFit()
            view.frame.origin = CGPoint(x: x, y: y)
            if let width { view.frame.size.width = width }
            panel.addSubview(view)
        }
        let off = UISwitch()
        let on = UISwitch()
        let purple = UISwitch()
        let disabled = UISwitch()
        on.isOn = true
        purple.isOn = true
        purple.onTintColor = .systemPurple
        disabled.isOn = true
        disabled.isEnabled = false
        for (index, toggle) in [off, on, purple, disabled].enumerated() { place(toggle, 20 + CGFloat(index) * 70, 20) }

        let slider = UISlider()
        let tinted = UISlider()
        slider.value = 0.3
        tinted.value = 0.7
        tinted.minimumTrackTintColor = .systemOrange
        tinted.thumbTintColor = .systemYellow
        place(slider, 20, 70, width: 350)
        place(tinted, 20, 110, width: 350)

        let segments = UISegmentedControl(items: ["Day", "Week", "Month", "Year"])
        segments.selectedSegmentIndex = 1
        place(segments, 20, 160, width: 350)
        let tintedSegments = UISegmentedControl(items: ["Map", "Transit", "Satellite"])
        tintedSegments.selectedSegmentIndex = 2
        tintedSegments.selectedSegmentTintColor = .systemBlue
        tintedSegments.setTitleTextAttributes([.foregroundColor: UIColor.white], for: .selected)
        tintedSegments.apportionsSegmentWidthsByContent = true
        place(tintedSegments, 20, 205)

        let stepper = UIStepper()
        let middle = UIStepper()
        middle.value = 50
        place(stepper, 20, 255)
        place(middle, 130, 255)

        let progress = UIProgressView(progressViewStyle: .default)
        let bar = UIProgressView(progressViewStyle: .bar)
        progress.progress = 0.4
        bar.progress = 0.75
        place(progress, 20, 310, width: 350)
        place(bar, 20, 330, width: 350)

        let medium = UIActivityIndicatorView(style: .medium)
        let large = UIActivityIndicatorView(style: .large)
        medium.startAnimating()
        large.startAnimating()
        place(medium, 250, 250)
        place(large, 300, 245)

        let band = UIView(frame: CGRect(x: 20, y: 355, width: 350, height: 40))
        band.backgroundColor = .systemIndigo
        panel.addSubview(band)
        let pages = UIPageControl()
        pages.numberOfPages = 5
        pages.currentPage = 2
        pages.frame = CGRect(x: 0, y: 7, width: 350, height: 26)
        band.addSubview(pages)
        let greyPages = UIPageControl()
        greyPages.numberOfPages = 4
        greyPages.currentPage = 1
        greyPages.pageIndicatorTintColor = .tertiaryLabel
        greyPages.currentPageIndicatorTintColor = .label
        place(greyPages, 20, 400, width: 350)

        let list = UIScrollView(frame: CGRect(x: 20, y: 440, width: 350, height: 150))
        list.backgroundColor = .secondarySystemBackground
        list.contentSize = CGSize(width: 350, height: 400)
        for row in 0..<6 {
            let cell = UIView(frame: CGRect(x: 10, y: CGFloat(row) * 50 + 5, width: 330, height: 40))
            cell.backgroundColor = .tertiarySystemFill
            cell.layer.cornerRadius = 8
            list.addSubview(cell)
        }
        let refresh = UIRefreshControl()
        refresh.attributedTitle = NSAttributedString(string: "Checking for mail…")
        list.refreshControl = refresh
        panel.addSubview(list)
        refresh.beginRefreshing()
        list.contentOffset = CGPoint(x: 0, y: -80)
        return panel
    }

    /// Both panels rendered at `scale`, 0.3 s after the spinners started.
    private func sheet(scale: CGFloat) -> CGImage {
        let host = HeadlessHost(screenSize: CGSize(width: 780, height: 600), scale: scale)
        host.window.addSubview(panel(.light, x: 0))
        host.window.addSubview(panel(.dark, x: 390))
        host.runFrame()
        host.advance(by: 0.3)
        return host.render()
    }

    @Test func theContactSheet() throws {
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("segue-controls-contact-sheet.png")
        try #require(UIImage(cgImage: sheet(scale: 2), scale: 2, orientation: .up).pngData()).write(to: url)
        expectSnapshot(of: sheet(scale: 1), named: "contact-sheet", tolerance: 3)
    }
}
