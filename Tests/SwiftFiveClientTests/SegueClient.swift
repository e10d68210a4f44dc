import OpenUIKit
import SegueTesting
import Testing

/// Swift 5 client code with segues the way storyboard apps write them: segues registered where
/// the storyboard would hold them, `prepare(for:sender:)` passing the selected recipe on, a
/// custom segue class, and an unwind action the detail screen exits through.
class RecipeListViewController: UIViewController {
    var recipes = ["Soup", "Bread"]
    var selected: String?
    var savedFromDetail: String?

    override func viewDidLoad() {
        super.viewDidLoad()
        registerSegue(withIdentifier: "showRecipe") { RecipeDetailViewController() }
        registerSegue(
            withIdentifier: "about",
            kind: .custom({ identifier, source, destination in
                SlideUpSegue(identifier: identifier, source: source, destination: destination)
            })
        ) { UIViewController() }
        registerUnwindAction("unwindToRecipes:") { [weak self] segue in self?.unwindToRecipes(segue) }
    }

    func didSelect(row: Int) {
        performSegue(withIdentifier: "showRecipe", sender: recipes[row])
    }

    override func prepare(for segue: UIStoryboardSegue, sender: Any?) {
        if segue.identifier == "showRecipe", let detail = segue.destination as? RecipeDetailViewController {
            detail.recipe = sender as? String
        }
    }

    // @IBAction func unwindToRecipes(_ segue: UIStoryboardSegue)
    func unwindToRecipes(_ segue: UIStoryboardSegue) {
        if let detail = segue.source as? RecipeDetailViewController {
            savedFromDetail = detail.recipe
        }
    }
}

class RecipeDetailViewController: UIViewController {
    var recipe: String?

    override func viewDidLoad() {
        super.viewDidLoad()
        title = recipe
        registerUnwindSegue(withIdentifier: "done", action: "unwindToRecipes:")
    }

    func save() {
        performSegue(withIdentifier: "done", sender: self)
    }
}

/// A custom segue: the destination slides up over the source, presented.
class SlideUpSegue: UIStoryboardSegue {
    override func perform() {
        destination.modalPresentationStyle = .fullScreen
        source.present(destination, animated: true, completion: nil)
    }
}

@MainActor
@Suite struct SegueClientTests {
    @Test func aStoryboardStyleRecipeFlow() {
        let host = HeadlessHost(screenSize: CGSize(width: 390, height: 844), scale: 1)
        let list = RecipeListViewController()
        let navigation = UINavigationController(rootViewController: list)
        host.window.rootViewController = navigation
        host.runUntilIdle()

        list.didSelect(row: 1)
        host.runUntilIdle()
        let detail = navigation.topViewController as? RecipeDetailViewController
        #expect(detail?.recipe == "Bread")
        #expect(detail?.title == "Bread")

        detail?.save()
        host.runUntilIdle()
        #expect(list.savedFromDetail == "Bread")
        #expect(navigation.viewControllers.count == 1)

        list.performSegue(withIdentifier: "about", sender: nil)
        host.runUntilIdle()
        #expect(navigation.presentedViewController?.modalPresentationStyle == .fullScreen)
    }
}
