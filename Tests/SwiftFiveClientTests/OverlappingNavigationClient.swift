// Overlapping navigation as apps write it, compiled in Swift 5 mode (issue 29, item 4): a
// "double tap" that pushes twice before the first push ends, and a delegate that logs what it
// shows (conformance in an extension) (UIKitBehaviour #382, #387).
import OpenUIKit
import SegueTesting
import Testing

final class MailboxViewController: UIViewController {
    var opened: [String] = []

    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .white
        let open = UIButton(type: .system)
        open.setTitle("Open", for: .normal)
        open.frame = CGRect(x: 20, y: 200, width: 200, height: 44)
        open.addAction(UIAction { [weak self] _ in self?.openMessage() }, for: .touchUpInside)
        view.addSubview(open)
    }

    func openMessage() {
        let message = UIViewController()
        message.title = "Message \(opened.count + 1)"
        opened.append(message.title ?? "")
        navigationController?.pushViewController(message, animated: true)
    }
}

final class MailboxNavigationLog: NSObject {
    var shown: [String] = []
}

extension MailboxNavigationLog: UINavigationControllerDelegate {
    func navigationController(
        _ navigationController: UINavigationController, didShow viewController: UIViewController, animated: Bool
    ) {
        shown.append(viewController.title ?? "Inbox")
    }
}

@MainActor
@Suite struct OverlappingNavigationSwiftFiveClientTests {
    @Test func aDoubleTapPushesTwiceAndShowsTheSecond() {
        let host = HeadlessHost(screenSize: CGSize(width: 390, height: 844), scale: 1)
        let inbox = MailboxViewController()
        let navigation = UINavigationController(rootViewController: inbox)
        let log = MailboxNavigationLog()
        navigation.delegate = log
        host.window.rootViewController = navigation
        host.runUntilIdle()
        log.shown = []
        host.tap(at: CGPoint(x: 100, y: 222))
        host.tap(at: CGPoint(x: 100, y: 222))  // the first push is still sliding in
        host.runUntilIdle()
        #expect(navigation.viewControllers.count == 1 + inbox.opened.count)
        #expect(navigation.topViewController?.title == inbox.opened.last)
        #expect(log.shown.last == inbox.opened.last)
        #expect(navigation.children == navigation.viewControllers)
        navigation.popToRootViewController(animated: true)
        navigation.popToRootViewController(animated: true)
        host.runUntilIdle()
        #expect(navigation.viewControllers == [inbox])
        #expect(inbox.view.window === host.window)
    }
}
