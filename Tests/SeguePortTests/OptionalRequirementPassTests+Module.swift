import Testing

@testable import SeguePort

/// Facts that span the module: subclasses, moved code, several protocols.
@Suite struct OptionalRequirementModuleTests {
    @Test func aSubclassMethodHiddenByItsSuperclassConformanceIsReported() throws {
        let base = """
            @objc protocol ListDelegate {
                @objc optional func listDidReload(_ list: ListView)
            }
            class BaseListController: NSObject, ListDelegate {}
            class DoneListController: BaseListController {
                func listDidReload(_ list: ListView) {}
            }
            """
        let source = """
            final class PhotoListController: BaseListController {}
            extension PhotoListController {
                func listDidReload(_ list: ListView) { print("photos") }
            }
            """
        let (_, report) = try port(
            only: [ExtensionMemberPass.self, OptionalRequirementPass.self], source, beside: ["Base.swift": base])
        #expect(
            report.unported.map { "\($0.file):\($0.line): \($0.detail)" } == [
                "Base.swift:6: DoneListController.listDidReload(_:) is never called through ListDelegate: BaseListController "
                    + "conforms without it, so ListDelegate's default answers; declare listDidReload(_:) in "
                    + "BaseListController's body and override it here",
                "File.swift:3: PhotoListController.listDidReload(_:) is never called through ListDelegate: BaseListController "
                    + "conforms without it, so ListDelegate's default answers; declare listDidReload(_:) in "
                    + "BaseListController's body and override it here"
            ])
    }

    @Test func codeMovedIntoItsClassGoesThroughTheOptionalCallRewrite() throws {
        let controller = """
            @objc protocol DrawerDelegate: AnyObject {
                @objc optional func drawerDidOpen(_ drawer: DrawerPresentationController)
            }

            final class DrawerPresentationController: UIPresentationController {
                weak var drawerDelegate: DrawerDelegate?
            }
            """
        let source = """
            extension DrawerPresentationController {
                override func presentationTransitionDidEnd(_ completed: Bool) {
                    if completed { drawerDelegate?.drawerDidOpen?(self) }  // tell the owner
                }
            }
            """
        let (text, report) = try port(
            only: [ExtensionMemberPass.self, OptionalRequirementPass.self], source, beside: ["Drawer.swift": controller]
        )
        #expect(text == "")
        let ported = try Porter.port(
            ["File.swift": source, "Drawer.swift": controller],
            passes: [ExtensionMemberPass.self, OptionalRequirementPass.self])
        #expect(
            ported.sources["Drawer.swift"] == """
                @objc protocol DrawerDelegate: AnyObject {
                    func drawerDidOpen(_ drawer: DrawerPresentationController)
                }

                extension DrawerDelegate {
                    func drawerDidOpen(_ drawer: DrawerPresentationController) {}
                }

                final class DrawerPresentationController: UIPresentationController {
                    weak var drawerDelegate: DrawerDelegate?

                    override func presentationTransitionDidEnd(_ completed: Bool) {
                        if completed { drawerDelegate?.drawerDidOpen(self) }  // tell the owner
                    }
                }
                """)
        #expect(
            report.rewrites.map { "\($0.file):\($0.line): \($0.kind): \($0.detail)" } == [
                "Drawer.swift:2: optional requirement: DrawerDelegate.drawerDidOpen(_:): default does nothing",
                "Drawer.swift:7: optional call: drawerDidOpen?(…) → drawerDidOpen(…)",
                "File.swift:2: extension member: override presentationTransitionDidEnd(_:) moved into the body of "
                    + "DrawerPresentationController in Drawer.swift"
            ])
    }

    @Test func aProtocolWithARequirementThatHasNoDefaultIsLeftWhole() throws {
        let source = """
            @objc protocol DeckPresentable {
                @objc optional var scrollView: UIScrollView { get }
                @objc optional func deckDidDismiss()
            }
            func use(_ presented: DeckPresentable) {
                if let scrollView = presented.scrollView { _ = scrollView }
                presented.deckDidDismiss?()
            }

            """
        let (text, report) = try port(only: [OptionalRequirementPass.self, AttributePass.self], source)
        #expect(text == source, "nothing half-ported")
        #expect(report.unported.map(\.line) == [2])
        #expect(report.unported.first?.detail.contains("left as written") == true)
    }
}
