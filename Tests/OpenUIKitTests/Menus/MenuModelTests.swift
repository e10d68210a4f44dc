import Foundation
import TestSupport
import Testing

@testable import OpenUIKit

/// The menu model: elements, actions with attributes and state, menus and their options,
/// commands, deferred elements.
@MainActor
@Suite struct MenuModelTests {
    @Test func actionsKeepTheirUIKitDefaultsAndNewProperties() {
        let plain = UIAction { _ in }
        #expect(plain.title == "" && plain.subtitle == nil && plain.image == nil && plain.selectedImage == nil)
        #expect(plain.attributes == [] && plain.state == .off && plain.discoverabilityTitle == nil)
        #expect(!plain.identifier.rawValue.isEmpty && plain.identifier != UIAction { _ in }.identifier)
        let star = UIImage(systemName: "star")
        let action = UIAction(
            title: "Delete", subtitle: "Cannot be undone", image: star, identifier: UIAction.Identifier("delete"),
            discoverabilityTitle: "Delete the note", attributes: [.destructive, .keepsMenuPresented], state: .mixed
        ) { _ in }
        #expect(action.title == "Delete" && action.subtitle == "Cannot be undone" && action.image === star)
        #expect(action.identifier.rawValue == "delete" && action.discoverabilityTitle == "Delete the note")
        #expect(action.attributes == [.destructive, .keepsMenuPresented] && action.state == .mixed)
        action.title = "Remove"
        action.state = .on
        #expect(action.title == "Remove" && action.state == .on)
        let element: UIMenuElement = action
        expectEqual(element.title, "Remove")
        // UIKit's raw values.
        #expect(UIMenuElement.Attributes.disabled.rawValue == 1 && UIMenuElement.Attributes.destructive.rawValue == 2)
        #expect(
            UIMenuElement.Attributes.hidden.rawValue == 4 && UIMenuElement.Attributes.keepsMenuPresented.rawValue == 8)
        #expect(UIMenuElement.State.on.rawValue == 1 && UIMenuElement.State.mixed.rawValue == 2)
        #expect(UIMenu.Options.displayInline.rawValue == 1 && UIMenu.Options.destructive.rawValue == 2)
        expectEqual(UIMenu.Options.singleSelection.rawValue, 32)
    }

    @Test func menusListChildrenAndReplaceThem() {
        let first = UIAction(title: "A") { _ in }
        let second = UIAction(title: "B") { _ in }
        let menu = UIMenu(
            title: "Sort", image: UIImage(systemName: "arrow.clockwise"), identifier: UIMenu.Identifier("sort"),
            options: [.singleSelection], children: [first, second])
        #expect(menu.title == "Sort" && menu.identifier.rawValue == "sort" && menu.options == .singleSelection)
        #expect(menu.children.count == 2 && menu.children[0] === first)
        let replaced = menu.replacingChildren([second])
        #expect(replaced !== menu && replaced.title == "Sort" && replaced.identifier == menu.identifier)
        #expect(replaced.options == menu.options && replaced.children.count == 1 && replaced.children[0] === second)
        #expect(UIMenu().children.isEmpty && UIMenu().title == "" && UIMenu().preferredElementSize == .automatic)
        // Single selection: selectedElements reads and sets the states.
        #expect(menu.selectedElements.isEmpty)
        menu.selectedElements = [second]
        #expect(first.state == .off && second.state == .on)
        #expect(menu.selectedElements.count == 1 && menu.selectedElements[0] === second)
        #expect(UIMenu(children: [second]).selectedElements.isEmpty)  // not single selection
    }

    @Test func commandsCarryTheirActionName() {
        let command = UICommand(
            title: "Copy", image: UIImage(systemName: "plus"), action: "copy:", propertyList: "x",
            discoverabilityTitle: "Copy it", attributes: [.disabled], state: .on)
        #expect(command.title == "Copy" && command.action == "copy:" && command.propertyList as? String == "x")
        #expect(command.attributes == .disabled && command.state == .on && command.discoverabilityTitle == "Copy it")
        let alternate = UICommandAlternate(title: "Copy Style", action: "copyStyle:", modifierFlags: [.alternate])
        expectEqual(alternate.modifierFlags.rawValue, 1 << 19)
    }

    // UIKitBehaviour #294
    @Test func deferredElementsLoadOnceOrEachTime() {
        var asked = 0
        let cached = UIDeferredMenuElement { completion in
            asked += 1
            completion([UIAction(title: "Loaded") { _ in }])
            completion([])  // a second completion is ignored
        }
        var delivered: [[String]] = []
        cached._load { delivered.append($0.map(\.title)) }
        cached._load { delivered.append($0.map(\.title)) }
        #expect(asked == 1 && delivered == [["Loaded"], ["Loaded"]])
        var uncachedAsked = 0
        let uncached = UIDeferredMenuElement.uncached { completion in
            uncachedAsked += 1
            completion([])
        }
        uncached._load { _ in }
        uncached._load { _ in }
        expectEqual(uncachedAsked, 2)
    }

    @Test func itemsGroupInlineMenusAndSkipHiddenElements() {
        let menu = UIMenu(
            title: "",
            children: [
                UIAction(title: "One") { _ in },
                UIAction(title: "Hidden", attributes: .hidden) { _ in },
                UIMenu(
                    title: "Group", options: .displayInline, children: [UIAction(title: "Two", state: .on) { _ in }]),
                UIMenu(title: "More", children: [UIAction(title: "Deep") { _ in }]),
                UIDeferredMenuElement { _ in }
            ])
        let items = _MenuItem.items(of: menu, loaded: [:])
        let described = items.map { item -> String in
            switch item {
            case .element(let element, _, let checks): "\(element.title)\(checks ? "✓" : "")"
            case .loading: "loading"
            case .header(let title): "[\(title)]"
            case .groupSeparator: "—"
            }
        }
        expectEqual(described, ["One", "—", "[Group]", "Two✓", "—", "More", "loading"])
    }
}
