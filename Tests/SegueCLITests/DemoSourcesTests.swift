import Foundation
import SegueGallery
import TestSupport
import Testing

@testable import SegueCommandLine

/// Where the gallery page finds a demo's code: the folder of the file that declares the demo's
/// type, in the current package's `Sources` or Segue's own.
@Suite struct DemoSourcesTests {
    @Test @MainActor func aGalleryDemoBringsItsFolder() throws {
        let demo = try #require(Gallery.demo(named: "cross-dissolve"))
        let files = DemoSources().files(of: demo)
        expectEqual(files.first?.path, "SegueGallery/CrossDissolve/CrossDissolveDemo.swift")
        let names = files.map { ($0.path as NSString).lastPathComponent }
        #expect(names.contains("CrossDissolveAnimator.swift"))
        expectEqual(names.dropFirst(), names.dropFirst().sorted()[...])
        #expect(files.allSatisfy { $0.path.hasPrefix("SegueGallery/CrossDissolve/") })
        expectEqual(files.first?.text.contains("struct CrossDissolveDemo"), true)
    }

    @Test @MainActor func everyGalleryDemoHasItsSources() {
        for demo in Gallery.demos {
            #expect(!DemoSources().files(of: demo).isEmpty, "\(demo.name)")
        }
    }

    @Test @BackgroundLane func aUsersRootIsSearchedFirstAndCommentsAreNotDeclarations() throws {
        let root = try makeTemporaryDirectory()
        try FileManager.default.createDirectory(atPath: root + "/Kit/Card", withIntermediateDirectories: true)
        try "/// Unlike struct CardDemo, this is a comment.\nstruct Other {}\n".write(
            toFile: root + "/Kit/Notes.swift", atomically: true, encoding: .utf8)
        try "public struct CardDemo: TransitionDemo {}\n".write(
            toFile: root + "/Kit/Card/Card.swift", atomically: true, encoding: .utf8)
        try "final class CardAnimator {}\n".write(
            toFile: root + "/Kit/Card/CardAnimator.swift", atomically: true, encoding: .utf8)
        try "not swift".write(toFile: root + "/Kit/Card/README.md", atomically: true, encoding: .utf8)
        let sources = DemoSources(roots: [root] + DemoSources.defaultRoots)
        #expect(
            sources.files(declaring: "CardDemo").map(\.path) == ["Kit/Card/Card.swift", "Kit/Card/CardAnimator.swift"])
        #expect(!DemoSources.declares("CardDemo", at: root + "/Kit/Notes.swift"))
        #expect(DemoSources.declares("CardDemo", at: root + "/Kit/Card/Card.swift"))
        // The name inside a longer one, or in a file that is not UTF-8, declares nothing.
        try "struct CardDemoHelper {}\nenum CardDemos {}\n".write(
            toFile: root + "/Kit/Helper.swift", atomically: true, encoding: .utf8)
        #expect(!DemoSources.declares("CardDemo", at: root + "/Kit/Helper.swift"))
        try Data([0x73, 0x74, 0x72, 0x75, 0x63, 0x74, 0x20] + Array("CardDemo".utf8) + [0xFF, 0xFE]).write(
            to: URL(fileURLWithPath: root + "/Kit/Latin.swift"))
        #expect(!DemoSources.declares("CardDemo", at: root + "/Kit/Latin.swift"))
        #expect(sources.files(declaring: "NoSuchDemoAnywhere").isEmpty)
        #expect(DemoSources(roots: [root + "/missing"]).files(declaring: "CardDemo").isEmpty)
    }
    @Test @BackgroundLane func theFileNamedAfterTheTypeIsTakenBeforeOthersThatDeclareIt() throws {
        let root = try makeTemporaryDirectory()
        try FileManager.default.createDirectory(atPath: root + "/A", withIntermediateDirectories: true)
        try FileManager.default.createDirectory(atPath: root + "/B", withIntermediateDirectories: true)
        // Both declare the type (one behind an #if); the walk finds A's first, the name picks B's.
        try "#if FLAG\nstruct CardDemo {}\n#endif\n".write(
            toFile: root + "/A/Aardvark.swift", atomically: true, encoding: .utf8)
        try "struct CardDemo {}\n".write(toFile: root + "/B/CardDemo.swift", atomically: true, encoding: .utf8)
        try "struct Extra {}\n".write(toFile: root + "/B/Extra.swift", atomically: true, encoding: .utf8)
        let sources = DemoSources(roots: [root])
        expectEqual(sources.files(declaring: "CardDemo").map(\.path), ["B/CardDemo.swift", "B/Extra.swift"])
        // A second demo's lookup uses the same walk.
        expectEqual(sources.files(declaring: "Extra").map(\.path), ["B/Extra.swift", "B/CardDemo.swift"])
    }
}
