import Foundation
import SegueTesting
import TestSupport
import Testing

@testable import OpenUIKit

/// A button's menu on screen: opening on touch down or a long press, choosing rows by tap or
/// by dragging from the button, taps outside, single selection, deferred rows, and the look.
@MainActor
@Suite struct ButtonMenuTests {
    final class Log { var entries: [String] = [] }

    /// A host with a system button at (20, 100, 120, 44) whose menu lists Copy, Share (with a
    /// trailing image), a disabled Rename and a destructive Delete in an inline group.
    static func stage(primary: Bool = true, scale: CGFloat = 1) -> (HeadlessHost, UIButton, Log) {
        let host = HeadlessHost(screenSize: CGSize(width: 390, height: 844), scale: scale)
        host.window.backgroundColor = .white
        let log = Log()
        let button = UIButton(type: .system)
        button.setTitle("Options", for: .normal)
        button.frame = CGRect(x: 20, y: 100, width: 120, height: 44)
        button.addAction(UIAction { _ in log.entries.append("touch up") }, for: .primaryActionTriggered)
        button.addAction(UIAction { _ in log.entries.append("menu opened") }, for: .menuActionTriggered)
        func record(_ action: UIAction) {
            log.entries.append("\(action.title) from \(action.sender is UIButton ? "button" : "?")")
        }
        button.menu = UIMenu(children: [
            UIAction(title: "Copy", image: UIImage(systemName: "plus"), handler: record),
            UIAction(title: "Share", image: UIImage(systemName: "square.and.arrow.up"), handler: record),
            UIAction(title: "Rename", attributes: .disabled, handler: record),
            UIMenu(
                options: .displayInline,
                children: [
                    UIAction(
                        title: "Delete", image: UIImage(systemName: "trash"), attributes: .destructive, handler: record)
                ])
        ])
        button.showsMenuAsPrimaryAction = primary
        host.window.addSubview(button)
        host.advance(by: 1.0 / 60)
        return (host, button, log)
    }

    /// The centre of the menu's row `index` (rows are 44 pt, groups 8 pt apart) in the window.
    static func row(_ index: Int, band: Bool = false) -> CGPoint {
        CGPoint(x: 100, y: 152 + 44 * CGFloat(index) + 22 + (band ? 8 : 0))
    }

    static var shownMenu: _MenuView? { _MenuPresentation.current?.menuView }

    // UIKitBehaviour #292
    @Test func aTapOpensTheMenuBelowTheButtonAndATapOnARowRunsIt() throws {
        let (host, _, log) = Self.stage()
        host.tap(at: CGPoint(x: 80, y: 122))
        #expect(log.entries == ["menu opened"])  // not "touch up": the menu is the primary action
        let menu = try #require(Self.shownMenu)
        host.runUntilIdle()
        expectEqual(menu.frame, CGRect(x: 20, y: 152, width: 250, height: 44 * 4 + 8))
        expectEqual(menu.rows.compactMap(\.titleLabel.text), ["Copy", "Share", "Rename", "Delete"])
        host.tap(at: Self.row(1))
        expectEqual(log.entries, ["menu opened", "Share from button"])
        host.runUntilIdle()
        #expect(Self.shownMenu == nil && menu.window == nil)
    }

    // UIKitBehaviour #293
    @Test func disabledRowsDoNothingAndATapOutsideDismissesWithoutPassingThrough() throws {
        let (host, _, log) = Self.stage()
        let behind = UIButton(type: .system)
        behind.frame = CGRect(x: 200, y: 600, width: 100, height: 44)
        behind.addAction(UIAction { _ in log.entries.append("behind") }, for: .touchUpInside)
        host.window.addSubview(behind)
        host.tap(at: CGPoint(x: 80, y: 122))
        host.runUntilIdle()
        host.tap(at: Self.row(2))
        #expect(Self.shownMenu != nil && log.entries == ["menu opened"])
        host.tap(at: CGPoint(x: 250, y: 622))
        expectEqual(log.entries, ["menu opened"])
        host.runUntilIdle()
        expectEqual(Self.shownMenu, nil)
        // With the menu gone, taps reach the view behind again.
        host.tap(at: CGPoint(x: 250, y: 622))
        expectEqual(log.entries, ["menu opened", "behind"])
    }

    // UIKitBehaviour #293
    @Test func draggingFromTheButtonToARowChoosesItOnRelease() throws {
        let (host, _, log) = Self.stage()
        host.drag(from: CGPoint(x: 80, y: 122), to: Self.row(3, band: true), duration: 0.6)
        expectEqual(log.entries, ["menu opened", "Delete from button"])
        host.runUntilIdle()
        expectEqual(Self.shownMenu, nil)
        // Released back on the button, the menu stays open.
        host.drag(from: CGPoint(x: 80, y: 122), to: CGPoint(x: 90, y: 125), duration: 0.2)
        #expect(Self.shownMenu != nil)
    }

    @Test func withoutPrimaryActionATapRunsTheActionsAndALongPressOpensTheMenu() throws {
        let (host, _, log) = Self.stage(primary: false)
        host.tap(at: CGPoint(x: 80, y: 122))
        #expect(log.entries == ["touch up"] && Self.shownMenu == nil)
        host.press(at: CGPoint(x: 80, y: 122), duration: 0.8)
        #expect(Self.shownMenu != nil)
        #expect(log.entries == ["touch up"])  // the long press cancelled the button's tracking
        host.runUntilIdle()
        host.tap(at: Self.row(0))
        expectEqual(log.entries, ["touch up", "Copy from button"])
    }

    // UIKitBehaviour #292
    @Test func aTapOutsideDuringTheAppearanceDismissesFromWhereTheMenuIs() throws {
        let (host, _, _) = Self.stage()
        host.tap(at: CGPoint(x: 80, y: 122))
        let menu = try #require(Self.shownMenu)
        host.advance(by: 0.08)
        let midway = menu.layer.presentation()?.opacity ?? 1
        #expect(midway > 0 && midway < 1)
        host.tap(at: CGPoint(x: 300, y: 700))
        host.advance(by: 0.05)
        #expect((menu.layer.presentation()?.opacity ?? 0) < Float(1))
        host.runUntilIdle()
        #expect(menu.window == nil && Self.shownMenu == nil)
        // The button opens it again at once.
        host.tap(at: CGPoint(x: 80, y: 122))
        #expect(Self.shownMenu != nil && Self.shownMenu !== menu)
    }

    // UIKitBehaviour #293
    @Test func singleSelectionKeepsOneActionOnAndKeepsMenuPresentedStaysOpen() throws {
        let host = HeadlessHost(screenSize: CGSize(width: 390, height: 844), scale: 1)
        var chosen: [String] = []
        let byName = UIAction(title: "Name", state: .on) { chosen.append($0.title) }
        let byDate = UIAction(title: "Date") { chosen.append($0.title) }
        let counter = UIAction(title: "Count", attributes: .keepsMenuPresented) { chosen.append($0.title) }
        let button = UIButton(type: .system)
        button.frame = CGRect(x: 250, y: 700, width: 120, height: 44)
        button.menu = UIMenu(children: [
            UIMenu(options: [.displayInline, .singleSelection], children: [byName, byDate]), counter
        ])
        button.showsMenuAsPrimaryAction = true
        host.window.addSubview(button)
        host.tap(at: CGPoint(x: 310, y: 722))
        host.runUntilIdle()
        // No room below: the menu opens above, aligned with the button's trailing edge.
        let menu = try #require(Self.shownMenu)
        #expect(menu.frame.maxY == 692 && menu.frame.maxX == 370)
        host.tap(at: CGPoint(x: 200, y: menu.frame.maxY - 22))
        #expect(chosen == ["Count"] && Self.shownMenu === menu)
        host.tap(at: CGPoint(x: 200, y: menu.frame.minY + 44 + 22))
        expectEqual(chosen, ["Count", "Date"])
        #expect(byName.state == .off && byDate.state == .on)
        host.runUntilIdle()
        expectEqual(Self.shownMenu, nil)
    }

    // UIKitBehaviour #294
    @Test func deferredElementsShowALoadingRowUntilTheyArrive() throws {
        let host = HeadlessHost(screenSize: CGSize(width: 390, height: 844), scale: 1)
        var complete: (([UIMenuElement]) -> Void)?
        let button = UIButton(type: .system)
        button.frame = CGRect(x: 20, y: 100, width: 120, height: 44)
        button.menu = UIMenu(children: [UIAction(title: "First") { _ in }, UIDeferredMenuElement { complete = $0 }])
        button.showsMenuAsPrimaryAction = true
        host.window.addSubview(button)
        host.tap(at: CGPoint(x: 80, y: 122))
        let menu = try #require(Self.shownMenu)
        expectEqual(menu.rows.map(\.titleLabel.text), ["First", "Loading…"])
        complete?([UIAction(title: "Recent 1") { _ in }, UIAction(title: "Recent 2") { _ in }])
        expectEqual(menu.rows.map(\.titleLabel.text), ["First", "Recent 1", "Recent 2"])
        #expect(abs(menu.bounds.height - 44 * 3) < 0.01)
    }

    @Test func aSubmenuRowOpensTheSubmenu() throws {
        let host = HeadlessHost(screenSize: CGSize(width: 390, height: 844), scale: 1)
        var chosen = ""
        let button = UIButton(type: .system)
        button.frame = CGRect(x: 20, y: 100, width: 120, height: 44)
        button.menu = UIMenu(children: [
            UIMenu(title: "Move To", children: [UIAction(title: "Archive") { chosen = $0.title }])
        ])
        button.showsMenuAsPrimaryAction = true
        host.window.addSubview(button)
        host.tap(at: CGPoint(x: 80, y: 122))
        host.runUntilIdle()
        host.tap(at: Self.row(0))
        let menu = try #require(Self.shownMenu)
        expectEqual(menu.rows.map(\.titleLabel.text), ["Move To", "Archive"])
        host.tap(at: CGPoint(x: 100, y: 152 + 34 + 22))
        expectEqual(chosen, "Archive")
    }

    /// Snapshot: a 390 × 420 pt white screen at 2× with the "Options" button and its open menu
    /// below it — Copy (plus), Share (share icon), a greyed Rename, an 8-pt band, then a red
    /// Delete with a red trash can; a checkmarked "Sorted" row in a second menu at the right.
    /// UIKitBehaviour #291
    @Test func theMenuLooksLikeIOS() throws {
        let (host, button, _) = Self.stage(scale: 2)
        host.resize(to: CGSize(width: 390, height: 420))
        button.menu = UIMenu(
            title: "",
            children: (button.menu?.children ?? []) + [
                UIMenu(
                    options: .displayInline,
                    children: [UIAction(title: "Sorted", subtitle: "By name", state: .on) { _ in }])
            ])
        host.tap(at: CGPoint(x: 80, y: 122))
        host.runUntilIdle()
        let image = host.render()
        try? writeContactSheet([image], to: FileManager.default.currentDirectoryPath + "/.build/menu-look.png")
        expectSnapshot(of: image, named: "button-menu", tolerance: 2)
    }

    /// Snapshot: the same menu in dark mode on a black screen, 390 × 420 pt at 2×: a near-black
    /// platter, white titles, grey Rename, red Delete, dark bands between the groups.
    @Test func theMenuInDarkMode() throws {
        let (host, _, _) = Self.stage(scale: 2)
        host.resize(to: CGSize(width: 390, height: 420))
        host.window.overrideUserInterfaceStyle = .dark
        host.window.backgroundColor = .black
        host.tap(at: CGPoint(x: 80, y: 122))
        host.runUntilIdle()
        let image = host.render()
        // The platter is dark and a title is light.
        let platter = Drawing.pixel(image, 2 * 250, 2 * 160)
        #expect(platter[0] < 60 && platter[3] == 255)
        try? writeContactSheet([image], to: FileManager.default.currentDirectoryPath + "/.build/menu-dark.png")
        expectSnapshot(of: image, named: "button-menu-dark", tolerance: 2)
    }
}
