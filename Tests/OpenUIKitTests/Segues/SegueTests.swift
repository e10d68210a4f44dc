import Foundation
import SegueTesting
import TestSupport
import Testing

@testable import OpenUIKit

/// Segues registered in code: performing, preparing, custom segue classes, triggering from a
/// control, showing, and unwinding — written the way apps write segue code.
@MainActor
@Suite struct SegueTests {
    final class DetailViewController: UIViewController {
        var item: String?
    }

    /// A list that segues to a detail, as a storyboard app's master controller does.
    final class ListViewController: UIViewController {
        var log: [String] = []
        var allowDetail = true
        let openButton = UIButton(type: .system)

        override func viewDidLoad() {
            super.viewDidLoad()
            registerSegue(withIdentifier: "detail", kind: .show) { DetailViewController() }
            registerSegue(withIdentifier: "compose", kind: .presentModally) { DetailViewController() }
            registerUnwindAction("unwindToList:") { [unowned self] segue in
                log.append("unwind from \(type(of: segue.source)) \(segue.identifier ?? "-")")
            }
            openButton.frame = CGRect(x: 20, y: 100, width: 120, height: 44)
            openButton.setTitle("Open", for: .normal)
            openButton.addAction(
                UIAction { [unowned self] action in triggerSegue(withIdentifier: "detail", sender: action.sender) },
                for: .touchUpInside)
            view.addSubview(openButton)
        }

        override func prepare(for segue: UIStoryboardSegue, sender: Any?) {
            log.append("prepare \(segue.identifier ?? "-")")
            if segue.identifier == "detail", let detail = segue.destination as? DetailViewController {
                detail.item = sender as? String ?? "button"
                log.append("destination loaded: \(detail.isViewLoaded)")
            }
        }

        override func shouldPerformSegue(withIdentifier identifier: String, sender: Any?) -> Bool {
            log.append("should \(identifier)")
            return allowDetail
        }
    }

    static func stage() -> (HeadlessHost, UINavigationController, ListViewController) {
        let host = HeadlessHost(screenSize: CGSize(width: 390, height: 844), scale: 1)
        let list = ListViewController()
        let navigation = UINavigationController(rootViewController: list)
        host.window.rootViewController = navigation
        host.runUntilIdle()
        return (host, navigation, list)
    }

    // UIKitBehaviour #288
    @Test func performSegueMakesTheDestinationPreparesThenShows() throws {
        let (host, navigation, list) = Self.stage()
        list.performSegue(withIdentifier: "detail", sender: "Apples")
        // prepare runs before the destination's view loads, and performSegue skips shouldPerform.
        expectEqual(list.log, ["prepare detail", "destination loaded: false"])
        host.runUntilIdle()
        let detail = try #require(navigation.topViewController as? DetailViewController)
        expectEqual(detail.item, "Apples")
        expectEqual(navigation.viewControllers.count, 2)
        // Each perform makes a new destination.
        list.performSegue(withIdentifier: "compose", sender: nil)
        host.runUntilIdle()
        #expect(navigation.presentedViewController is DetailViewController)
        #expect(navigation.presentedViewController !== detail)
    }

    // UIKitBehaviour #288
    @Test func aTappedControlAsksShouldPerformFirst() throws {
        let (host, navigation, list) = Self.stage()
        list.allowDetail = false
        host.tap(at: CGPoint(x: 80, y: 122))
        host.runUntilIdle()
        expectEqual(list.log, ["should detail"])
        expectEqual(navigation.viewControllers.count, 1)
        list.allowDetail = true
        host.tap(at: CGPoint(x: 80, y: 122))
        host.runUntilIdle()
        expectEqual(list.log.suffix(3), ["should detail", "prepare detail", "destination loaded: false"])
        expectEqual((navigation.topViewController as? DetailViewController)?.item, "button")
    }

    // UIKitBehaviour #287
    @Test func aCustomSegueSubclassRunsItsOwnTransition() throws {
        /// A segue that presents over full screen with a cross dissolve, as custom segues do.
        final class FadeSegue: UIStoryboardSegue {
            static var performed = 0
            override func perform() {
                Self.performed += 1
                destination.modalPresentationStyle = .overFullScreen
                destination.modalTransitionStyle = .crossDissolve
                source.present(destination, animated: true)
            }
        }
        let (host, navigation, list) = Self.stage()
        list.registerSegue(
            withIdentifier: "fade",
            kind: .custom { identifier, source, destination in
                FadeSegue(identifier: identifier, source: source, destination: destination)
            }
        ) { DetailViewController() }
        list.performSegue(withIdentifier: "fade", sender: nil)
        expectEqual(FadeSegue.performed, 1)
        host.advance(by: 0.1)
        // Mid-dissolve the destination is partly transparent.
        let presented = try #require(navigation.presentedViewController)
        expectEqual(presented.modalPresentationStyle, .overFullScreen)
        host.runUntilIdle()
        #expect(presented.view.window != nil && list.view.window != nil)
        expectEqual(list.log, ["prepare fade"])
    }

    // UIKitBehaviour #287
    @Test func aPerformHandlerSegueAndTheDefaultPerform() {
        let source = UIViewController()
        let destination = UIViewController()
        var ran = 0
        let segue = UIStoryboardSegue(identifier: "x", source: source, destination: destination) { ran += 1 }
        segue.perform()
        expectEqual(ran, 1)
        #expect(segue.identifier == "x" && segue.source === source && segue.destination === destination)
        // Without a handler, perform does nothing.
        UIStoryboardSegue(identifier: nil, source: source, destination: destination).perform()
        expectEqual(source.presentedViewController, nil)
        #expect(
            String(describing: UIStoryboardSegue(identifier: nil, source: source, destination: destination)).contains(
                "identifier = nil"))
    }

    // UIKitBehaviour #289
    @Test func showPushesInANavigationControllerAndPresentsOutsideOne() {
        let (host, navigation, list) = Self.stage()
        let pushed = UIViewController()
        list.show(pushed, sender: nil)
        host.runUntilIdle()
        #expect(navigation.topViewController === pushed)
        navigation.show(UIViewController(), sender: nil)
        host.runUntilIdle()
        expectEqual(navigation.viewControllers.count, 3)
        let loose = UIViewController()
        navigation.topViewController?.showDetailViewController(loose, sender: nil)
        host.runUntilIdle()
        #expect(navigation.presentedViewController === loose)
        let another = UIViewController()
        loose.show(another, sender: nil)
        host.runUntilIdle()
        #expect(loose.presentedViewController === another)
    }

    // UIKitBehaviour #290
    @Test func unwindingPopsBackToTheControllerThatHandlesTheAction() throws {
        let (host, navigation, list) = Self.stage()
        list.performSegue(withIdentifier: "detail", sender: nil)
        host.runUntilIdle()
        let detail = try #require(navigation.topViewController as? DetailViewController)
        let deeper = UIViewController()
        navigation.pushViewController(deeper, animated: false)
        host.runUntilIdle()
        deeper.registerUnwindSegue(withIdentifier: "done", action: "unwindToList:")
        deeper.performSegue(withIdentifier: "done", sender: nil)
        expectEqual(list.log.last, "unwind from UIViewController done")
        host.runUntilIdle()
        expectEqual(navigation.viewControllers, [list])
        _ = detail
    }

    @Test func unwindingDismissesAModalAndRunsTheActionBeforeTheTransition() throws {
        final class Editor: UIViewController {
            var log: [String] = []
            override func prepare(for segue: UIStoryboardSegue, sender: Any?) {
                log.append("editor prepare \(segue.identifier ?? "-") → \(type(of: segue.destination))")
            }
        }
        let (host, navigation, list) = Self.stage()
        let editor = Editor()
        editor.registerUnwindSegue(withIdentifier: "save", action: "unwindToList:")
        list.present(editor, animated: true)
        host.runUntilIdle()
        #expect(navigation.presentedViewController === editor)
        editor.performSegue(withIdentifier: "save", sender: nil)
        expectEqual(editor.log, ["editor prepare save → ListViewController"])
        expectEqual(list.log.last, "unwind from Editor save")
        #expect(editor.isBeingDismissed || navigation.presentedViewController === editor)
        host.runUntilIdle()
        expectEqual(navigation.presentedViewController, nil)
    }

    @Test func anUnwindNobodyHandlesIsReportedAndDoesNothing() {
        let (host, navigation, list) = Self.stage()
        let orphan = UIViewController()
        orphan.registerUnwindSegue(withIdentifier: "back", action: "unwindToNowhere:")
        list.present(orphan, animated: false)
        host.runUntilIdle()
        orphan.performSegue(withIdentifier: "back", sender: nil)
        host.runUntilIdle()
        #expect(navigation.presentedViewController === orphan)
        #expect(host.finish().reports.contains { $0.contains("unwindToNowhere:") })
        // The source itself never is the destination, even when it handles the action.
        let selfish = UIViewController()
        selfish.registerUnwindAction("me:") { _ in }
        #expect(!selfish.canPerformUnwindSegueAction("me:", from: selfish, sender: nil))
        expectEqual(UIViewController().canPerformUnwindSegueAction("me:", from: selfish, sender: nil), false)
    }

    // UIKitBehaviour #290
    @Test func allowedChildrenSkipTheChildTheUnwindComesFrom() {
        let (_, navigation, list) = Self.stage()
        let top = UIViewController()
        navigation.pushViewController(top, animated: false)
        let source = UIStoryboardUnwindSegueSource(source: top, unwindAction: "a:", sender: nil)
        expectEqual(navigation.allowedChildrenForUnwinding(from: source), [list])
        #expect(navigation.childContaining(source) === top)
    }

    // UIKitBehaviour #288
    @Test func anUnknownIdentifierTrapsAsUIKitRaises() async {
        let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
            await MainActor.run { UIViewController().performSegue(withIdentifier: "nowhere", sender: nil) }
        }
        let message = String(decoding: result?.standardErrorContent ?? [], as: UTF8.self)
        #expect(message.contains("NSInvalidArgumentException: Receiver (<UIViewController: 0x"))
        #expect(message.contains("has no segue with identifier 'nowhere'"))
    }
}
