/// Stops the program because an API that Segue has not built yet was called.
///
/// Every unfinished UIKit/QuartzCore/Core Graphics API calls this instead of silently doing
/// nothing, and is listed in `docs/Status.md`.
///
/// - Parameter api: the API's name as Apple spells it, e.g. `"UIView.snapshotView"`.
package func _unimplemented(_ api: String, file: StaticString = #fileID, line: UInt = #line) -> Never {
    fatalError("Segue has not implemented \(api) yet (see docs/Status.md)", file: file, line: line)
}
