import SegueGallery
import SegueTesting
import TestSupport
import Testing

/// The gallery the doctor is run on. Whether every demo comes out clean, in every variant that
/// applies, is `GalleryDoctorProcessTests` (SegueCLITests): `segue doctor` over the whole gallery in
/// a process of its own, beside the suite.
@MainActor
@Suite struct GalleryDoctorTests {
    nonisolated static let names =
        [
            "cross-dissolve", "edge-swipe", "custom-presentation", "rotating-navigation", "fade-navigation",
            "one-call-modal", "tab-slide", "system-styles", "interruptible-zoom",
            "list-detail", "photo-zoom", "form-sheet-keyboard", "alert-over-card", "blur-card", "side-menu",
            "page-curl",
            "sheet-detents", "map-sheet", "sheet-stack", "zoom-transition", "appearance-switch"
        ]
        + [
            "push", "pull", "slide", "zoom-slide", "cover", "uncover", "page-in", "page-out", "fade", "zoom",
            "zoom-out",
            "auto-reverse", "select-by", "corner-rotation", "fade-in", "cube", "flip", "door", "bubble", "card",
            "swing",
            "parallax", "blur-dissolve", "fold"
        ].map { "transition-" + $0 }

    @Test func theListCoversTheGallery() {
        expectEqual(Gallery.demos.map(\.name), Self.names)
    }
}
