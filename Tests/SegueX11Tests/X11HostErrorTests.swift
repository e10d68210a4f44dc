import Foundation
import Testing

@testable import SegueX11

/// Opening a window without a reachable X server fails with one clear line.
@MainActor
@Suite struct X11HostErrorTests {
    @Test func anEmptyDisplayNameIsDisplayUnset() {
        #expect(throws: X11HostError.displayUnset) { _ = try X11Host(displayName: "") }
    }

    @Test func anUnreachableServerNamesTheDisplay() {
        // Display 987 has no socket on any machine this runs on.
        #expect(throws: X11HostError.cannotConnect(display: ":987")) { _ = try X11Host(displayName: ":987") }
    }

    @Test func badParametersAreRefusedBeforeConnecting() {
        #expect(throws: X11HostError.self) { _ = try X11Host(size: CGSize(width: 0, height: 10), displayName: ":987") }
        #expect(throws: X11HostError.self) { _ = try X11Host(scale: .nan, displayName: ":987") }
        #expect(throws: X11HostError.self) { _ = try X11Host(framesPerSecond: 0, displayName: ":987") }
    }

    @Test func everyErrorIsOneLine() {
        let errors: [X11HostError] = [
            .displayUnset, .cannotConnect(display: ":3"), .unsupportedVisual(depth: 16, bitsPerPixel: 16),
            .invalidParameter("the scale must be greater than 0"), .imageCreationFailed(width: 10, height: 10)
        ]
        for error in errors {
            #expect(!error.description.contains("\n") && !error.description.isEmpty)
        }
    }
}
