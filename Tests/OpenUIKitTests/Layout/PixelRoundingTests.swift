import Foundation
import OpenUIKit
import SegueTesting
import TestSupport
import Testing

/// Frames the engine solves are rounded to the screen's pixel grid (1 / scale points), edge by
/// edge, so neighbours keep touching.
@MainActor
@Suite struct PixelRoundingTests {
    /// Three equal columns across a `width`-point row in `host`'s window.
    private func columns(width: CGFloat, in host: HeadlessHost) -> [UIView] {
        let row = UIView(frame: CGRect(x: 0, y: 0, width: width, height: 50))
        host.window.addSubview(row)
        return columns(in: row)
    }

    private func columns(in row: UIView) -> [UIView] {
        let views = (0..<3).map { _ in UIView() }
        for view in views {
            view.translatesAutoresizingMaskIntoConstraints = false
            row.addSubview(view)
        }
        NSLayoutConstraint.activate(
            NSLayoutConstraint.constraints(
                withVisualFormat: "H:|[a][b(==a)][c(==a)]|", options: [.alignAllTop, .alignAllBottom], metrics: nil,
                views: ["a": views[0], "b": views[1], "c": views[2]])
                + NSLayoutConstraint.constraints(
                    withVisualFormat: "V:|-(10.2)-[a]-(9.9)-|", metrics: nil, views: ["a": views[0]]))
        row.layoutIfNeeded()
        return views
    }

    @Test func atScale2EdgesFallOnHalfPoints() {  // UIKitBehaviour #170
        let host = HeadlessHost(screenSize: CGSize(width: 100, height: 100), scale: 2)
        let views = columns(width: 100, in: host)
        // Edges at 100/3 and 200/3 round to 33.5 and 66.5; 10.2 to 10; 40.1 to 40.
        #expect(
            views.map(\.frame) == [
                CGRect(x: 0, y: 10, width: 33.5, height: 30),
                CGRect(x: 33.5, y: 10, width: 33, height: 30),
                CGRect(x: 66.5, y: 10, width: 33.5, height: 30)
            ])
    }

    @Test func atScale3EdgesFallOnThirds() {
        let host = HeadlessHost(screenSize: CGSize(width: 100, height: 100), scale: 3)
        let views = columns(width: 100, in: host)
        // 100/3 and 200/3 are on the grid already; 10.2 × 3 = 30.6 → 31; 40.1 × 3 = 120.3 → 120.
        let third: CGFloat = 1.0 / 3
        for (index, view) in views.enumerated() {
            #expect(isClose(Double(view.frame.minX), Double(CGFloat(index) * 100 * third), tolerance: 1e-9))
            #expect(isClose(Double(view.frame.width), Double(100 * third), tolerance: 1e-9))
            #expect(isClose(Double(view.frame.minY), 31.0 / 3, tolerance: 1e-9))
            #expect(isClose(Double(view.frame.maxY), 40, tolerance: 1e-9))
        }
        let offset = UIView()
        offset.translatesAutoresizingMaskIntoConstraints = false
        host.window.addSubview(offset)
        NSLayoutConstraint.activate([
            offset.leadingAnchor.constraint(equalTo: host.window.leadingAnchor, constant: 10.45),
            offset.widthAnchor.constraint(equalToConstant: 20.1),
            offset.topAnchor.constraint(equalTo: host.window.topAnchor, constant: 0.1),
            offset.heightAnchor.constraint(equalToConstant: 0.2)
        ])
        host.window.layoutIfNeeded()
        // 10.45 × 3 = 31.35 → 31; 30.55 × 3 = 91.65 → 92; 0.1 × 3 → 0; 0.3 × 3 = 0.9 → 1.
        #expect(isClose(Double(offset.frame.minX), 31.0 / 3, tolerance: 1e-9))
        #expect(isClose(Double(offset.frame.width), 61.0 / 3, tolerance: 1e-9))
        expectEqual(offset.frame.minY, 0)
        #expect(isClose(Double(offset.frame.height), 1.0 / 3, tolerance: 1e-9))
    }

    @Test func outsideAWindowTheMainScreensScaleRounds() {
        _ = HeadlessHost(screenSize: CGSize(width: 100, height: 100), scale: 1)
        let row = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 50))
        let views = columns(in: row)
        expectEqual(views.map(\.frame.minX), [0, 33, 67])
        #expect(views.map(\.frame.width) == [33, 34, 33], "widths from rounded edges, not rounded widths")
        #expect(views[0].frame.minY == 10 && views[0].frame.height == 30)
    }

    @Test func aReducedScalePreviewRoundsToWholePoints() {
        let host = HeadlessHost(screenSize: CGSize(width: 100, height: 100), scale: 0.5)
        let views = columns(width: 100, in: host)
        #expect(views.map(\.frame.minX) == [0, 33, 67], "as at 1×: a half-scale render shows the full-size layout")
    }

    @Test func animationsRunBetweenRoundedFrames() {
        let host = HeadlessHost(screenSize: CGSize(width: 100, height: 100), scale: 2)
        let view = UIView()
        view.translatesAutoresizingMaskIntoConstraints = false
        host.window.addSubview(view)
        let leading = view.leadingAnchor.constraint(equalTo: host.window.leadingAnchor, constant: 10.1)
        NSLayoutConstraint.activate([
            leading, view.topAnchor.constraint(equalTo: host.window.topAnchor),
            view.widthAnchor.constraint(equalToConstant: 20), view.heightAnchor.constraint(equalToConstant: 20)
        ])
        host.advance(by: 1.0 / 60)
        expectEqual(view.frame.minX, 10)
        leading.constant = 30.3
        UIView.animate(withDuration: 1, delay: 0, options: [.curveLinear]) { host.window.layoutIfNeeded() }
        expectEqual(view.frame.minX, 30.5)
        host.advance(by: 0.5)
        #expect(
            isClose(Double(view.layer.presentation()!.frame.minX), 20.25, tolerance: 1e-6), "half-way from 10 to 30.5")
    }
}
