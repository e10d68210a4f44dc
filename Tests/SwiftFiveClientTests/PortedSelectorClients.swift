import Foundation
import OpenUIKit
import SegueTesting
import Testing

// Code that `segue port` wrote from selector-style target–action (docs/Porting.md, "Target–action
// becomes closures"), in the Swift 5 language mode: the forms must type-check against Segue and
// behave as the selector forms did on iOS. Each line is the pass's output for the selector call
// in the comment above it (the attribute pass drops the methods' `@objc`).

extension Notification.Name {
    static let portedThemeDidChange = Notification.Name("PortedThemeDidChange")
}

final class PortedSheetViewController: UIViewController {
    let handle = UIView()
    let closeButton = UIButton(type: .system)
    var panStates: [UIGestureRecognizer.State] = []
    var closeSenders: [UIButton] = []
    var frames = 0
    var themeChanges = 0
    var reloads = 0
    var link: CADisplayLink?

    override func viewDidLoad() {
        super.viewDidLoad()
        handle.frame = CGRect(x: 0, y: 0, width: 390, height: 400)
        closeButton.frame = CGRect(x: 20, y: 500, width: 100, height: 44)
        view.addSubview(handle)
        view.addSubview(closeButton)
        // UIPanGestureRecognizer(target: self, action: #selector(handlePan(_:)))
        let pan = UIPanGestureRecognizer { [weak self] recognizer in
            self?.handlePan(recognizer as! UIPanGestureRecognizer)
        }
        handle.addGestureRecognizer(pan)
        // closeButton.addTarget(self, action: #selector(close(_:)), for: .touchUpInside), removed elsewhere
        closeButton.addAction(
            UIAction(identifier: UIAction.Identifier("close(_:)")) { [weak self] action in
                self?.close(action.sender as! UIButton)
            }, for: .touchUpInside)
        // NotificationCenter.default.addObserver(self, selector: #selector(themeChanged), name: .portedThemeDidChange, object: nil)
        NotificationCenter.default.addObserver(forName: .portedThemeDidChange, object: nil, queue: nil) {
            [weak self] _ in MainActor.assumeIsolated { self?.themeChanged() }
        }
    }

    func startTicking() {
        // link = CADisplayLink(target: self, selector: #selector(step(_:)))
        link = CADisplayLink { link in self.step(link) }
        link?.add(to: .main, forMode: .common)
        // perform(#selector(reload), with: nil, afterDelay: 0.5)
        DispatchQueue.main.asyncAfter(deadline: .now() + 0.5) { self.reload() }
    }

    func stopListening() {
        // closeButton.removeTarget(self, action: #selector(close(_:)), for: .touchUpInside)
        closeButton.removeAction(identifiedBy: UIAction.Identifier("close(_:)"), for: .touchUpInside)
    }

    func scheduleRefresh() -> Timer {
        // Timer.scheduledTimer(timeInterval: 1, target: self, selector: #selector(refresh(_:)), userInfo: nil, repeats: true)
        Timer.scheduledTimer(withTimeInterval: 1, repeats: true) { timer in
            MainActor.assumeIsolated { self.refresh(timer) }
        }
    }

    func handlePan(_ pan: UIPanGestureRecognizer) { panStates.append(pan.state) }
    func close(_ sender: UIButton) { closeSenders.append(sender) }
    func themeChanged() { themeChanges += 1 }
    func step(_ link: CADisplayLink) { frames += 1 }
    func reload() { reloads += 1 }
    func refresh(_ timer: Timer) {}
}

@MainActor
@Suite struct PortedSelectorClientTests {
    @Test func thePortedClosuresRunWhereTheSelectorsDid() {
        let host = HeadlessHost(screenSize: CGSize(width: 390, height: 844))
        let sheet = PortedSheetViewController()
        host.window.rootViewController = sheet
        host.runUntilIdle()

        host.drag(from: CGPoint(x: 200, y: 100), to: CGPoint(x: 200, y: 300), duration: 0.2)
        host.runUntilIdle()
        #expect(sheet.panStates.first == .began)
        #expect(sheet.panStates.last == .ended)

        host.tap(at: CGPoint(x: 70, y: 522))
        #expect(sheet.closeSenders.map { $0 === sheet.closeButton } == [true], "the control is the action's sender")
        sheet.stopListening()
        host.tap(at: CGPoint(x: 70, y: 522))
        #expect(sheet.closeSenders.count == 1, "removed by the identifier derived from the selector")

        NotificationCenter.default.post(name: .portedThemeDidChange, object: nil)
        #expect(sheet.themeChanges == 1)

        sheet.startTicking()
        host.advance(by: 0.6)
        #expect(sheet.frames > 0)
        #expect(sheet.reloads == 1)
        sheet.link?.invalidate()
        sheet.scheduleRefresh().invalidate()
    }
}
