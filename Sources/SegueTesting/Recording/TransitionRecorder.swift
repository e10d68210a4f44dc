import Foundation
import OpenUIKit

/// Collects the callbacks of a transition in order — appearance, containment, delegate,
/// animator, context and interaction calls — so that a test compares the whole history.
///
/// Each event is one string, "name call(arguments)": `"B viewWillAppear(animated: true)"`,
/// `"animator animateTransition"`, `"context completeTransition(false)"`. The recording
/// classes of SegueTesting (`RecordingViewController` …) write here; so may your own code.
///
/// ```swift
/// let recorder = TransitionRecorder()
/// let a = RecordingViewController("A", recorder)
/// host.window.rootViewController = a
/// host.advance(by: 0)
/// #expect(recorder.events == ["A viewDidLoad", "A viewWillAppear(animated: false)", …])
/// ```
@MainActor
public final class TransitionRecorder {
    /// The events so far, oldest first.
    public private(set) var events: [String] = []

    /// Creates an empty recorder.
    public init() {}

    /// Appends an event.
    public func record(_ event: String) { events.append(event) }

    /// Forgets the events so far.
    public func reset() { events.removeAll() }

    /// The events of one participant: those that start with `name` followed by a space,
    /// without that prefix.
    public func events(of name: String) -> [String] {
        events.compactMap { $0.hasPrefix(name + " ") ? String($0.dropFirst(name.count + 1)) : nil }
    }
}
