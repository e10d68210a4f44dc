import Foundation
import OpenUIKit
import SegueTesting
import TestSupport
import Testing

/// A sheet that steps its presenter back shows light status bar content over the black
/// backdrop (UIKitBehaviour #456).
@MainActor
@Suite struct SheetStatusBarTests {
    final class StyledController: UIViewController {
        var style = UIStatusBarStyle.darkContent
        override var preferredStatusBarStyle: UIStatusBarStyle { style }
        override func viewDidLoad() {
            super.viewDidLoad()
            view.backgroundColor = .systemBackground
        }
    }

    static func manager() -> UIStatusBarManager {
        (UIApplication.shared.connectedScenes.first as! UIWindowScene).statusBarManager!
    }

    static func stage(size: CGSize = CGSize(width: 390, height: 844)) -> (HeadlessHost, StyledController) {
        let host = HeadlessHost(screenSize: size, safeAreaInsets: UIEdgeInsets(top: 47, left: 0, bottom: 34, right: 0))
        let root = StyledController()
        host.window.rootViewController = root
        host.runUntilIdle()
        return (host, root)
    }

    @Test func aPageSheetAtTheLargeDetentTurnsTheStatusBarLightUntilDismissed() {
        let (host, root) = Self.stage()
        expectEqual(Self.manager().statusBarStyle, .darkContent)
        let sheet = StyledController()
        root.present(sheet, animated: true)  // .automatic: a page sheet
        host.runUntilIdle()
        #expect(Self.manager().statusBarStyle == .lightContent, "over the stepped-back presenter")
        sheet.dismiss(animated: true)
        host.advance(by: 1.0 / 60)
        #expect(Self.manager().statusBarStyle == .darkContent, "back with the dismissal's start")
        host.runUntilIdle()
        expectEqual(Self.manager().statusBarStyle, .darkContent)
    }

    @Test func aMediumDetentKeepsItUntilTheSheetGrowsToLarge() throws {
        let (host, root) = Self.stage()
        let sheet = StyledController()
        let controller = try #require(sheet.sheetPresentationController)
        controller.detents = [.medium(), .large()]
        root.present(sheet, animated: true)
        host.runUntilIdle()
        #expect(Self.manager().statusBarStyle == .darkContent, "nothing steps back at the medium detent")
        controller.animateChanges { controller.selectedDetentIdentifier = .large }
        host.runUntilIdle()
        expectEqual(Self.manager().statusBarStyle, .lightContent)
        controller.animateChanges { controller.selectedDetentIdentifier = .medium }
        host.runUntilIdle()
        expectEqual(Self.manager().statusBarStyle, .darkContent)
    }

    @Test func aSheetThatCapturesTheStatusBarDecidesItself() {
        let (host, root) = Self.stage()
        let sheet = StyledController()
        sheet.modalPresentationCapturesStatusBarAppearance = true
        root.present(sheet, animated: true)
        host.runUntilIdle()
        expectEqual(Self.manager().statusBarStyle, .darkContent)
    }

    @Test func aFormCardOnAnIPadDoesNotStepBack() {
        let (host, root) = Self.stage(size: CGSize(width: 1024, height: 1366))
        let sheet = StyledController()
        sheet.modalPresentationStyle = .formSheet
        root.present(sheet, animated: true)
        host.runUntilIdle()
        expectEqual(Self.manager().statusBarStyle, .darkContent)
    }

    @Test func whatTheStatusBarLooksLikeOverAPageSheet() {
        let (host, root) = Self.stage()
        host.drawsStatusBar = true
        root.present(StyledController(), animated: true)
        host.runUntilIdle()
        expectSnapshot(of: host.render(), named: "status-bar-over-page-sheet", tolerance: 3)
    }
}
