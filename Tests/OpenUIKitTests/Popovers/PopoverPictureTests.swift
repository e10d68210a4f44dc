import Foundation
import OpenUIKit
import SegueTesting
import TestSupport
import Testing

/// What a popover looks like, light and dark, against snapshots in
/// `__Snapshots__/PopoverPictureTests/` (UIKitBehaviour #264).
@MainActor
@Suite struct PopoverPictureTests {
    @Test(arguments: [false, true])
    func aPopoverWithItsArrow(dark: Bool) throws {
        let (host, root, button) = PopoverPresentationTests.stage(size: CGSize(width: 600, height: 500))
        if dark { host.userInterfaceStyle = .dark }
        root.view.backgroundColor = .systemGroupedBackground
        let content = PopoverPresentationTests.content(CGSize(width: 260, height: 160))
        let label = UILabel(frame: CGRect(x: 20, y: 20, width: 220, height: 30))
        label.text = "Sort by date"
        content.view.addSubview(label)
        content.popoverPresentationController?.sourceView = button
        root.present(content, animated: true)
        host.runUntilIdle()
        let image = host.render()
        expectSnapshot(of: image, named: dark ? "popover-dark" : "popover-light", tolerance: 3)
    }

    @Test func anActionSheetPopoverPointingLeft() throws {
        let (host, root, _) = PopoverPresentationTests.stage(size: CGSize(width: 800, height: 600))
        let cell = UIView(frame: CGRect(x: 20, y: 260, width: 200, height: 60))
        cell.backgroundColor = .systemGray5
        root.view.addSubview(cell)
        let sheet = UIAlertController(
            title: "Photo", message: "Choose what to do with it.", preferredStyle: .actionSheet)
        sheet.addAction(UIAlertAction(title: "Share", style: .default))
        sheet.addAction(UIAlertAction(title: "Delete", style: .destructive))
        sheet.addAction(UIAlertAction(title: "Cancel", style: .cancel))
        sheet.popoverPresentationController?.sourceView = cell
        sheet.popoverPresentationController?.permittedArrowDirections = [.left, .right]
        root.present(sheet, animated: true)
        host.runUntilIdle()
        expectEqual(sheet.popoverPresentationController?.arrowDirection, .left)
        expectSnapshot(of: host.render(), named: "action-sheet-popover", tolerance: 3)
    }
}
