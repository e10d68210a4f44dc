import OpenUIKit
import SegueTesting
import SegueTransitions
import Testing

// Swift 5 client code of the transitions library, as an app that used Hero writes it after the
// port: one line per screen or container, its own navigation delegate kept (a plain NSObject,
// conformance in an extension), the system back swipe, and the one-call modal.

class PostboxViewController: UIViewController {
    func openMessage() {
        navigationController?.pushViewController(LetterViewController(), animated: true)
    }

    func compose() {
        let composer = LetterComposerViewController()
        composer.modalTransition = .card  // was: composer.hero.modalAnimationType = .cover(direction: .up)
        present(composer, animated: true, completion: nil)
    }

    func showToast(completion: @escaping () -> Void) {
        let toast = UIViewController()
        present(
            toast, at: CGRect(x: 20, y: 60, width: 350, height: 80), animated: true,
            presenting: { view, done in
                view.alpha = 0
                UIView.animate(withDuration: 0.3, animations: { view.alpha = 1 }, completion: done)
            },
            dismissing: { view, done in
                UIView.animate(withDuration: 0.2, animations: { view.alpha = 0 }, completion: done)
            }, completion: completion)
    }
}

class LetterViewController: UIViewController {}
class LetterComposerViewController: UIViewController {}

/// The app's own navigation delegate: it logs what is shown.
class PostboxNavigationLog: NSObject {
    var shown: [String] = []
}

extension PostboxNavigationLog: UINavigationControllerDelegate {
    func navigationController(
        _ navigationController: UINavigationController, didShow viewController: UIViewController, animated: Bool
    ) {
        shown.append(String(describing: type(of: viewController)))
    }
}

@MainActor
@Suite struct TransitionsLibraryClientTests {
    @Test func aMailAppPortedFromHeroRunsItsTransitions() {
        let host = HeadlessHost(screenSize: CGSize(width: 390, height: 844))
        let mailbox = PostboxViewController()
        let navigation = UINavigationController(rootViewController: mailbox)
        let log = PostboxNavigationLog()
        navigation.delegate = log
        // was: navigation.hero.navigationAnimationType = .zoomSlide(direction: .left)
        navigation.navigationTransition = .zoomSlide(direction: .left)
        host.window.rootViewController = navigation
        host.runUntilIdle()

        mailbox.openMessage()
        host.runUntilIdle()
        #expect(navigation.topViewController is LetterViewController)
        host.drag(from: CGPoint(x: 4, y: 400), to: CGPoint(x: 300, y: 400), duration: 0.2)  // the back swipe
        host.runUntilIdle()
        #expect(navigation.topViewController === mailbox)
        #expect(log.shown.suffix(2) == ["LetterViewController", "PostboxViewController"])

        mailbox.compose()
        host.runUntilIdle()
        #expect(mailbox.presentedViewController is LetterComposerViewController)
        mailbox.dismiss(animated: true, completion: nil)
        host.runUntilIdle()
        #expect(mailbox.presentedViewController == nil)

        var shown = false
        mailbox.showToast { shown = true }
        host.runUntilIdle()
        #expect(shown)
        withExtendedLifetime(log) {}
    }
}

// An inbox presented without animation (restored state) whose list, scrolled down, is pulled
// back to its top and on down to close it, in one drag.
class RestoredInboxViewController: UITableViewController {
    override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { 80 }

    override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let cell = UITableViewCell(style: .default, reuseIdentifier: nil)
        cell.textLabel?.text = "Message \(indexPath.row)"
        return cell
    }
}

@MainActor
@Suite struct UnanimatedInboxClientTests {
    @Test func anInboxRestoredWithoutAnimationIsPulledAwayByItsList() {
        let host = HeadlessHost(screenSize: CGSize(width: 390, height: 844))
        let home = PostboxViewController()
        host.window.rootViewController = home
        host.runUntilIdle()
        let inbox = RestoredInboxViewController(style: .plain)
        inbox.tableView.rowHeight = 30
        inbox.modalTransition = .cover(direction: .up)
        home.present(inbox, animated: false, completion: nil)
        host.runUntilIdle()
        inbox.tableView.contentOffset = CGPoint(x: 0, y: 300)
        host.drag(from: CGPoint(x: 195, y: 100), to: CGPoint(x: 195, y: 820), duration: 0.5)
        host.runUntilIdle()
        #expect(home.presentedViewController == nil)
    }
}
