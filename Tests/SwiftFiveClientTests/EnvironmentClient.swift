import OpenUIKit
import SegueTesting
import Testing

// Code written for iOS in the Swift 5 language mode, the way apps read their environment: a
// player screen that hides the status bar and goes light, animates the change, pauses in the
// background, plays a haptic on a tap, and a library helper that reads the status bar's height,
// the idiom and Reduce Motion to pick its animation.

final class PlayerViewController: UIViewController {
    var isChromeHidden = false
    var pausedInBackground = false
    private var observers: [NSObjectProtocol] = []
    let playButton = UIButton(type: .system)
    let haptics = UIImpactFeedbackGenerator(style: .light)

    override var preferredStatusBarStyle: UIStatusBarStyle { .lightContent }
    override var prefersStatusBarHidden: Bool { isChromeHidden }
    override var preferredStatusBarUpdateAnimation: UIStatusBarAnimation { .fade }
    override var supportedInterfaceOrientations: UIInterfaceOrientationMask { .allButUpsideDown }

    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .black
        playButton.frame = CGRect(x: 20, y: 100, width: 80, height: 44)
        playButton.accessibilityLabel = "Play"
        playButton.accessibilityHint = "Plays the video"
        playButton.addAction(UIAction { [weak self] _ in self?.haptics.impactOccurred() }, for: .touchUpInside)
        view.addSubview(playButton)
        let center = NotificationCenter.default
        observers.append(
            center.addObserver(forName: UIApplication.didEnterBackgroundNotification, object: nil, queue: nil) {
                [weak self] _ in
                self?.pausedInBackground = true
            })
        observers.append(
            center.addObserver(forName: UIApplication.willEnterForegroundNotification, object: nil, queue: nil) {
                [weak self] _ in
                self?.pausedInBackground = false
            })
    }

    func stopObserving() {
        observers.forEach(NotificationCenter.default.removeObserver)
    }

    func toggleChrome() {
        isChromeHidden.toggle()
        UIView.animate(withDuration: 0.3) {
            self.setNeedsStatusBarAppearanceUpdate()
        }
    }

    override func viewWillTransition(to size: CGSize, with coordinator: UIViewControllerTransitionCoordinator) {
        super.viewWillTransition(to: size, with: coordinator)
        coordinator.animate(
            alongsideTransition: { _ in
                self.playButton.frame.origin.y = size.height - 64
            }, completion: nil)
    }

    override func accessibilityPerformEscape() -> Bool {
        dismiss(animated: true, completion: nil)
        return true
    }
}

/// What a library does to fit in, read the way libraries read it.
enum ToastLayout {
    static var topInset: CGFloat {
        let height = UIApplication.shared.statusBarFrame.height
        return height + (UIDevice.current.userInterfaceIdiom == .pad ? 24 : 8)
    }

    static var animationDuration: TimeInterval {
        UIAccessibility.isReduceMotionEnabled ? 0 : 0.35
    }

    static var sceneStatusBarHeight: CGFloat {
        let scene = UIApplication.shared.connectedScenes.first as? UIWindowScene
        return scene?.statusBarManager?.statusBarFrame.height ?? 0
    }
}

@MainActor
@Suite struct EnvironmentClientTests {
    @Test func aPlayerFollowsItsEnvironment() {
        let host = HeadlessHost(safeAreaInsets: UIEdgeInsets(top: 47, left: 0, bottom: 34, right: 0))
        let root = UIViewController()
        host.window.rootViewController = root
        host.runUntilIdle()
        #expect(ToastLayout.topInset == 55 && ToastLayout.sceneStatusBarHeight == 47)
        #expect(ToastLayout.animationDuration == 0.35)
        host.setAccessibility(reduceMotion: true)
        #expect(ToastLayout.animationDuration == 0)

        let player = PlayerViewController()
        player.modalPresentationStyle = .fullScreen
        root.present(player, animated: true, completion: nil)
        host.runUntilIdle()
        #expect(UIApplication.shared.statusBarStyle == .lightContent)
        player.toggleChrome()
        host.runUntilIdle()
        #expect(UIApplication.shared.isStatusBarHidden && ToastLayout.topInset == 8)

        host.tap(at: CGPoint(x: 60, y: 122))
        host.runUntilIdle()
        #expect(host.hapticFeedback.map { $0.kind } == [.impact(.light, intensity: 1)])
        #expect(
            player.playButton.accessibilityLabel == "Play" && player.playButton.accessibilityTraits.contains(.button))

        host.enterBackground()
        #expect(player.pausedInBackground)
        host.enterForeground()
        #expect(!player.pausedInBackground)

        host.rotate(to: .landscapeRight)
        host.runUntilIdle()
        #expect(player.playButton.frame.origin.y == CGFloat(390 - 64))
        #expect(UIApplication.shared.statusBarOrientation == .landscapeLeft)

        #expect(host.performAccessibilityEscape(from: player.playButton))
        host.runUntilIdle()
        #expect(root.presentedViewController == nil)
        player.stopObserving()
        #expect(host.reports.isEmpty)
    }
}
