import Foundation
import OpenUIKit
import SegueTesting
import TestSupport
import Testing

/// A list in a medium/large sheet: its drag at the top edge expands the sheet first, then
/// scrolls; pulled down at the top it moves the sheet (UIKitBehaviour #366, #367).
@MainActor
@Suite struct SheetScrollingTests {
    final class FruitList: UITableViewController {
        override func viewDidLoad() {
            super.viewDidLoad()
            title = "Fruit"
            tableView.register(UITableViewCell.self, forCellReuseIdentifier: "cell")
        }
        override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { 60 }
        override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
            let cell = tableView.dequeueReusableCell(withIdentifier: "cell", for: indexPath)
            var content = cell.defaultContentConfiguration()
            content.text = "Fruit \(indexPath.row)"
            cell.contentConfiguration = content
            return cell
        }
    }

    private func presentList(_ stage: SheetStage, expands: Bool = true) -> (
        UINavigationController, FruitList, SheetDelegateSpy
    ) {
        let list = FruitList(style: .plain)
        let navigation = UINavigationController(rootViewController: list)
        let spy = SheetDelegateSpy()
        if let sheet = navigation.sheetPresentationController {
            sheet.detents = [.medium(), .large()]
            sheet.prefersScrollingExpandsWhenScrolledToEdge = expands
            sheet.delegate = spy
        }
        stage.present(navigation)
        return (navigation, list, spy)
    }

    @Test func scrollingUpExpandsTheSheetBeforeTheListScrolls() {  // UIKitBehaviour #366
        let stage = SheetStage()
        let (navigation, list, spy) = presentList(stage)
        let top = list.tableView.contentOffset.y
        stage.host.drag(from: CGPoint(x: 200, y: 700), to: CGPoint(x: 200, y: 600), duration: 0.5) {
            #expect(list.tableView.contentOffset.y == top, "the list stays at its top while the sheet grows")
        }
        stage.host.runUntilIdle()
        expectEqual(navigation.sheetPresentationController?.selectedDetentIdentifier, .large)
        expectEqual(navigation.view.frame.minY, 57)
        expectEqual(spy.events, ["didChangeDetent(com.apple.UIKit.large)"])
        stage.host.drag(from: CGPoint(x: 200, y: 700), to: CGPoint(x: 200, y: 500), duration: 0.5)
        stage.host.runUntilIdle()
        #expect(list.tableView.contentOffset.y > top + 150, "at the largest detent the list scrolls")
        expectEqual(navigation.view.frame.minY, 57)
    }

    @Test func withoutExpansionTheListScrollsAtMedium() {  // UIKitBehaviour #366
        let stage = SheetStage()
        let (navigation, list, _) = presentList(stage, expands: false)
        let top = list.tableView.contentOffset.y
        stage.host.drag(from: CGPoint(x: 200, y: 700), to: CGPoint(x: 200, y: 600), duration: 0.5)
        stage.host.runUntilIdle()
        #expect(list.tableView.contentOffset.y > top + 50)
        expectEqual(navigation.view.frame.minY, 411.5)
    }

    @Test func pullingTheListDownAtItsTopDismissesTheSheet() {  // UIKitBehaviour #367
        let stage = SheetStage()
        let (_, _, spy) = presentList(stage)
        stage.host.drag(from: CGPoint(x: 200, y: 550), to: CGPoint(x: 200, y: 780), duration: 0.3)
        stage.host.runUntilIdle()
        expectEqual(spy.events, ["shouldDismiss", "willDismiss", "didDismiss"])
        expectEqual(stage.root.presentedViewController, nil)
    }

    @Test func aScrolledListScrollsBackBeforeTheSheetMoves() {  // UIKitBehaviour #367
        let stage = SheetStage()
        let (navigation, list, spy) = presentList(stage)
        navigation.sheetPresentationController?.selectedDetentIdentifier = .large
        let top = list.tableView.contentOffset.y
        list.tableView.contentOffset.y = top + 300
        stage.host.perform([
            FingerPath(start: CGPoint(x: 200, y: 300)).moving(to: CGPoint(x: 200, y: 450), duration: 1).released(.still)
        ])
        stage.host.runUntilIdle()
        let scrolledBack = top + 300 - list.tableView.contentOffset.y
        #expect(scrolledBack >= 140 && scrolledBack <= 150, "the pan's first 10 points of slop aside: \(scrolledBack)")
        expectEqual(navigation.view.frame.minY, 57)
        #expect(spy.events.isEmpty)
    }
}
