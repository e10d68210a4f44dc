import SegueGallery
import SegueTesting
import TestSupport
import Testing

/// The registry of demos: unique, well-formed names and one-line summaries.
@MainActor
@Suite struct GalleryRegistryTests {
    @Test func namesAreUniqueLowercaseWithDashes() {
        let names = Gallery.demos.map { $0.name }
        expectEqual(Set(names).count, names.count)
        for name in names {
            #expect(!name.isEmpty && name.allSatisfy { $0.isLowercase || $0.isNumber || $0 == "-" }, "\(name)")
        }
        for demo in Gallery.demos {
            #expect(!demo.summary.isEmpty && !demo.summary.contains("\n"))
            #expect(Gallery.demo(named: demo.name) != nil)
        }
        #expect(Gallery.demo(named: "no-such-demo") == nil)
    }
}
