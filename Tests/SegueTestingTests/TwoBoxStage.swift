import Foundation
import SegueTesting

/// A white screen at scale 1 with a black box near its top and a blue one near its bottom,
/// in different bands of rows: for tests of what a frame redraws when one box moves, or the
/// other, or both.
@MainActor
struct TwoBoxStage {
    let host: HeadlessHost
    let top: UIView
    let bottom: UIView

    /// The stage, laid out and idle.
    init(screen: CGSize, top topFrame: CGRect, bottom bottomFrame: CGRect) {
        host = HeadlessHost(screenSize: screen, scale: 1)
        host.window.backgroundColor = .white
        top = UIView(frame: topFrame)
        top.backgroundColor = .black
        bottom = UIView(frame: bottomFrame)
        bottom.backgroundColor = .blue
        host.window.addSubview(top)
        host.window.addSubview(bottom)
        host.runUntilIdle()
    }
}
