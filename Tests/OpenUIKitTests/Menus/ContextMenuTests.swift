import Foundation
import SegueTesting
import TestSupport
import Testing

@testable import OpenUIKit

/// `UIContextMenuInteraction`: a long press shows a lifted preview and a menu; choosing,
/// tapping outside or tapping the preview ends it, and the delegate hears each step.
@MainActor
@Suite struct ContextMenuTests {
    /// A photo cell's controller, written as apps write context menus.
    final class PhotoController: UIViewController, UIContextMenuInteractionDelegate {
        let photo = UIView(frame: CGRect(x: 95, y: 200, width: 200, height: 150))
        var log: [String] = []
        var offersMenu = true
        var previewController: UIViewController?

        override func viewDidLoad() {
            super.viewDidLoad()
            view.backgroundColor = .white
            photo.backgroundColor = .systemTeal
            view.addSubview(photo)
            photo.addInteraction(UIContextMenuInteraction(delegate: self))
        }

        func contextMenuInteraction(
            _ interaction: UIContextMenuInteraction,
            configurationForMenuAtLocation location: CGPoint
        ) -> UIContextMenuConfiguration? {
            log.append("configuration at \(Int(location.x)),\(Int(location.y))")
            guard offersMenu else { return nil }
            return UIContextMenuConfiguration(
                identifier: "photo" as NSString, previewProvider: { [weak self] in self?.previewController }
            ) { suggested in
                UIMenu(children: [
                    UIAction(title: "Share", image: UIImage(systemName: "square.and.arrow.up")) { [weak self] _ in
                        self?.log.append("share")
                    },
                    UIAction(title: "Favourite", image: UIImage(systemName: "heart")) { [weak self] _ in
                        self?.log.append("favourite")
                    },
                    UIAction(title: "Delete", image: UIImage(systemName: "trash"), attributes: .destructive) {
                        [weak self] _ in self?.log.append("delete")
                    }
                ])
            }
        }

        func contextMenuInteraction(
            _ interaction: UIContextMenuInteraction, willDisplayMenuFor configuration: UIContextMenuConfiguration,
            animator: (any UIContextMenuInteractionAnimating)?
        ) {
            log.append("will display \(configuration.identifier as? NSString ?? "?")")
            animator?.addCompletion { [weak self] in self?.log.append("displayed") }
        }

        func contextMenuInteraction(
            _ interaction: UIContextMenuInteraction, willEndFor configuration: UIContextMenuConfiguration,
            animator: (any UIContextMenuInteractionAnimating)?
        ) {
            log.append("will end")
            animator?.addCompletion { [weak self] in self?.log.append("ended") }
        }

        func contextMenuInteraction(
            _ interaction: UIContextMenuInteraction,
            willPerformPreviewActionForMenuWith configuration: UIContextMenuConfiguration,
            animator: any UIContextMenuInteractionCommitAnimating
        ) {
            log.append("preview tapped")
        }
    }

    static func stage(scale: CGFloat = 1) -> (HeadlessHost, PhotoController) {
        let host = HeadlessHost(screenSize: CGSize(width: 390, height: 844), scale: scale)
        let controller = PhotoController()
        host.window.rootViewController = controller
        host.runUntilIdle()
        return (host, controller)
    }

    // UIKitBehaviour #295
    @Test func aLongPressShowsThePreviewAndTheMenuAndATapOnARowRunsIt() throws {
        let (host, controller) = Self.stage()
        let interaction = try #require(controller.photo.interactions.first as? UIContextMenuInteraction)
        #expect(interaction.view === controller.photo)
        host.press(at: CGPoint(x: 195, y: 275), duration: 0.3)
        #expect(_MenuPresentation.current == nil && controller.log.isEmpty)  // too short
        host.press(at: CGPoint(x: 195, y: 275), duration: 0.7)
        expectEqual(controller.log.prefix(2), ["configuration at 100,75", "will display photo"])
        let presentation = try #require(_MenuPresentation.current)
        host.runUntilIdle()
        expectEqual(controller.log.last, "displayed")
        // The preview sits on the photo; the menu hangs 8 pt below it, leading-aligned.
        expectEqual(presentation.preview?.frame, CGRect(x: 95, y: 200, width: 200, height: 150))
        expectEqual(presentation.menuView.frame, CGRect(x: 95, y: 358, width: 250, height: 132))
        expectEqual(interaction.location(in: controller.view), CGPoint(x: 195, y: 275))
        host.tap(at: CGPoint(x: 150, y: 358 + 44 + 22))
        expectEqual(controller.log.suffix(2), ["will end", "favourite"])
        host.runUntilIdle()
        #expect(controller.log.last == "ended" && _MenuPresentation.current == nil)
    }

    // UIKitBehaviour #295
    @Test func noConfigurationNoMenuAndTapsOutsideOrOnThePreviewEndIt() throws {
        let (host, controller) = Self.stage()
        controller.offersMenu = false
        host.press(at: CGPoint(x: 195, y: 275), duration: 0.7)
        #expect(_MenuPresentation.current == nil && controller.log == ["configuration at 100,75"])
        controller.offersMenu = true
        controller.log = []
        host.press(at: CGPoint(x: 195, y: 275), duration: 0.7)
        host.runUntilIdle()
        host.tap(at: CGPoint(x: 20, y: 800))
        expectEqual(controller.log.suffix(1), ["will end"])
        host.runUntilIdle()
        #expect(_MenuPresentation.current == nil)
        controller.log = []
        host.press(at: CGPoint(x: 195, y: 275), duration: 0.7)
        host.runUntilIdle()
        host.tap(at: CGPoint(x: 195, y: 275))
        expectEqual(controller.log.suffix(2), ["preview tapped", "will end"])
        host.runUntilIdle()
        #expect(_MenuPresentation.current == nil)
    }

    @Test func aPreviewControllerShowsInItsPreferredSize() throws {
        let (host, controller) = Self.stage()
        let preview = UIViewController()
        preview.view.backgroundColor = .systemOrange
        preview.preferredContentSize = CGSize(width: 300, height: 200)
        controller.previewController = preview
        host.press(at: CGPoint(x: 195, y: 275), duration: 0.7)
        host.runUntilIdle()
        let shown = try #require(_MenuPresentation.current?.preview)
        expectEqual(shown.frame, CGRect(x: 45, y: 175, width: 300, height: 200))
        #expect(preview.view.superview === shown)
        // dismissMenu ends it from code; removing the interaction stops long presses.
        let interaction = try #require(controller.photo.interactions.first as? UIContextMenuInteraction)
        interaction.dismissMenu()
        host.runUntilIdle()
        controller.photo.removeInteraction(interaction)
        #expect(controller.photo.interactions.isEmpty && interaction.view == nil)
        controller.log = []
        host.press(at: CGPoint(x: 195, y: 275), duration: 0.7)
        #expect(controller.log.isEmpty)
    }

    /// Snapshot: a 390 × 600 pt screen at 2× dimmed, the teal photo lifted on a rounded platter,
    /// and a three-row menu (Share, Favourite, red Delete) 8 pt below it.
    @Test func theContextMenuLooksLikeIOS() throws {
        let (host, _) = Self.stage(scale: 2)
        host.resize(to: CGSize(width: 390, height: 600))
        host.press(at: CGPoint(x: 195, y: 275), duration: 0.7)
        host.runUntilIdle()
        let image = host.render()
        try? writeContactSheet([image], to: FileManager.default.currentDirectoryPath + "/.build/context-menu-look.png")
        expectSnapshot(of: image, named: "context-menu", tolerance: 2)
    }
}
