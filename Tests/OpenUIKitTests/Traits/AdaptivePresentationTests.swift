import Foundation
import OpenUIKit
import SegueTesting
import TestSupport
import Testing

/// A sheet asks its delegate how to adapt in a compact width, as apps write it.
@MainActor
@Suite struct AdaptivePresentationTests {
    final class Presenter: UIViewController, UIAdaptivePresentationControllerDelegate {
        var answer: UIModalPresentationStyle = .none
        var log: [String] = []

        func adaptivePresentationStyle(
            for controller: UIPresentationController,
            traitCollection: UITraitCollection
        ) -> UIModalPresentationStyle {
            log.append("adaptive h=\(traitCollection.horizontalSizeClass.rawValue)")
            return answer
        }

        func presentationController(
            _ presentationController: UIPresentationController,
            willPresentWithAdaptiveStyle style: UIModalPresentationStyle,
            transitionCoordinator: (any UIViewControllerTransitionCoordinator)?
        ) {
            log.append("willPresent \(style.rawValue) coordinator=\(transitionCoordinator != nil)")
        }
    }

    final class OldStylePresenter: UIViewController, UIAdaptivePresentationControllerDelegate {
        var asked = 0
        func adaptivePresentationStyle(for controller: UIPresentationController) -> UIModalPresentationStyle {
            asked += 1
            return .overFullScreen
        }
    }

    private func present(
        from presenter: UIViewController & UIAdaptivePresentationControllerDelegate,
        host: HeadlessHost
    ) -> UIViewController {
        host.window.rootViewController = presenter
        host.runUntilIdle()
        let sheet = UIViewController()
        sheet.modalPresentationStyle = .formSheet
        sheet.presentationController?.delegate = presenter
        presenter.present(sheet, animated: true)
        host.runUntilIdle()
        return sheet
    }

    @Test func aSheetThatDoesNotAdaptStaysACard() {
        let host = HeadlessHost()
        let presenter = Presenter()
        let sheet = present(from: presenter, host: host)
        expectEqual(presenter.log, ["adaptive h=1", "willPresent -1 coordinator=true"])
        #expect(sheet.view.frame.minY > 0 && presenter.view.window === host.window)
        expectEqual(sheet.traitCollection.userInterfaceLevel, .elevated)
    }

    // UIKitBehaviour #227
    @Test func aSheetAdaptedToFullScreenCoversTheScreenAndRemovesThePresenter() {
        let host = HeadlessHost()
        let presenter = Presenter()
        presenter.answer = .fullScreen
        let sheet = present(from: presenter, host: host)
        expectEqual(presenter.log, ["adaptive h=1", "willPresent 0 coordinator=true"])
        #expect(sheet.view.frame == host.window.bounds && presenter.viewIfLoaded?.window == nil)
        expectEqual(sheet.traitCollection.userInterfaceLevel, .base)
        #expect(sheet.modalPresentationStyle == .formSheet, "the controller's style is unchanged")
        sheet.dismiss(animated: true)
        host.runUntilIdle()
        #expect(presenter.view.window === host.window && sheet.presentingViewController == nil)
    }

    // UIKitBehaviour #227, #74a
    @Test func theIOS8MethodIsAskedInACompactWidthOnly() {
        let host = HeadlessHost()
        let presenter = OldStylePresenter()
        let sheet = present(from: presenter, host: host)
        #expect(presenter.asked == 1 && sheet.view.frame == host.window.bounds)
        #expect(presenter.view.window === host.window, ".overFullScreen keeps the presenter")
        sheet.dismiss(animated: false)
        host.runUntilIdle()
        host.resize(to: CGSize(width: 1024, height: 1366))
        let second = UIViewController()
        second.modalPresentationStyle = .pageSheet
        second.presentationController?.delegate = presenter
        presenter.present(second, animated: false)
        host.runUntilIdle()
        #expect(presenter.asked == 1, "a regular width does not ask the iOS 8 method")
    }

    /// An adaptation Segue does not build is reported, as a `.custom` presentation's is (UIKitBehaviour #453).
    @Test func anUnbuiltAdaptationIsReportedAndThePresentationGoesOn() {
        let host = HeadlessHost()
        let presenter = Presenter()
        presenter.answer = .popover
        let sheet = present(from: presenter, host: host)
        #expect(host.reports.contains { $0.contains("is not built in Segue") })
        #expect(presenter.log.last == "willPresent -1 coordinator=true" && sheet.view.window === host.window)
    }
}
