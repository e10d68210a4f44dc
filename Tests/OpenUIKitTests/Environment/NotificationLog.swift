import Foundation
import OpenUIKit

/// Records the names of the notifications posted on `NotificationCenter.default` under the
/// given names while it lives (tests run on the main actor; notifications are posted there).
final class NotificationLog: @unchecked Sendable {
    private(set) var names: [String] = []
    private(set) var objects: [AnyObject?] = []
    private var tokens: [any NSObjectProtocol] = []

    init(_ watched: [NSNotification.Name]) {
        for name in watched {
            tokens.append(
                NotificationCenter.default.addObserver(forName: name, object: nil, queue: nil) { [unowned self] note in
                    names.append(note.name.rawValue)
                    objects.append(note.object as AnyObject?)
                })
        }
    }

    func stop() {
        for token in tokens { NotificationCenter.default.removeObserver(token) }
        tokens = []
    }

    deinit { stop() }
}
