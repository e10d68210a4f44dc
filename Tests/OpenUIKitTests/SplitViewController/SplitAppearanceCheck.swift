import Foundation
import SegueTesting

/// Checks that a controller's recorded appearance calls follow UIKit's cycle (will before did,
/// no appearing twice) and tells where the controller ended (UIKitBehaviour #324).
@MainActor
enum SplitAppearanceCheck {
    enum State: String { case disappeared, appearing, appeared, disappearing }

    /// The state the controller `name` ends in, or nil when its calls break the cycle.
    static func finalState(of name: String, in recorder: TransitionRecorder) -> State? {
        var state = State.disappeared
        for event in recorder.events(of: name) {
            switch true {
            case event.contains("viewWillAppear"):
                guard state == .disappeared || state == .disappearing else { return nil }
                state = .appearing
            case event.contains("viewDidAppear"):
                guard state == .appearing else { return nil }
                state = .appeared
            case event.contains("viewWillDisappear"):
                guard state == .appeared || state == .appearing else { return nil }
                state = .disappearing
            case event.contains("viewDidDisappear"):
                guard state == .disappearing else { return nil }
                state = .disappeared
            default:
                continue
            }
        }
        return state
    }

    /// The appearance calls recorded for `name`, without the controller's name.
    static func calls(of name: String, in recorder: TransitionRecorder) -> [String] {
        recorder.events(of: name).filter {
            ($0.hasPrefix("viewWill") || $0.hasPrefix("viewDid")) && $0 != "viewDidLoad"
        }
    }
}
