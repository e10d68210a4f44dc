import Foundation
import OpenUIKit
import SegueTesting
import TestSupport
import Testing

/// The window scene answers the traits an app reads from it before any view exists.
@MainActor
@Suite struct WindowSceneTraitTests {
    @Test func theSceneHasItsScreensSettingsAndTheSizeClassesOfItsSize() throws {
        let host = HeadlessHost(screenSize: CGSize(width: 390, height: 844), scale: 3)
        let scene = try #require(host.window.windowScene)
        expectEqual(scene.traitCollection.userInterfaceStyle, .light)
        expectEqual(scene.traitCollection.horizontalSizeClass, .compact)
        expectEqual(scene.traitCollection.verticalSizeClass, .regular)
        expectEqual(scene.traitCollection.displayScale, 3)
        expectEqual(scene.traitCollection.userInterfaceIdiom, .phone)

        host.userInterfaceStyle = .dark
        expectEqual(scene.traitCollection.userInterfaceStyle, .dark)
        host.resize(to: CGSize(width: 844, height: 390))
        expectEqual(scene.traitCollection.verticalSizeClass, .compact)
        // The scene is one of the application's connected scenes, as apps look it up.
        let connected = UIApplication.shared.connectedScenes.compactMap { $0 as? UIWindowScene }
        #expect(connected.contains { $0 === scene })
        host.finish()
    }
}
