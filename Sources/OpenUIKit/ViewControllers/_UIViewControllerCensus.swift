/// The view controllers created, held weakly, for leak checks (see ``_CreationLog``).
enum _UIViewControllerCensus {
    @MainActor static let created = _CreationLog<UIViewController>()
}
