#if canImport(UIKit)
import UIKit
#else
import OpenUIKit
#endif

extension SegueTransition {
    /// Hero's select-by: `presenting` forwards (presentation, push, later tab), and
    /// `dismissing` — played forwards — backwards (dismissal, pop, earlier tab).
    public static func selectBy(presenting: SegueTransition, dismissing: SegueTransition) -> SegueTransition {
        SegueTransition(presenting, name: "selectBy(\(presenting.name), \(dismissing.name))", backward: { dismissing })
    }
}
