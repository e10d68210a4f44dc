import OpenUIKit
import SegueTesting
import SegueTransitions
import Testing

// Swift 5 client code: the structure of Hero's "Image Gallery" example (Examples/ImageGallery in
// HeroTransitions/Hero), ported to SegueTransitions and written here in our own words. A grid of
// thumbnails in three columns presents a full-screen viewer: a horizontally paging collection
// view of the same images. Each thumbnail flies to its page and back; the other thumbnails fade
// and shrink, in a cascade from the tapped one; a pan down dismisses the viewer, following the
// finger, and the thumbnail of the page shown at that moment is the one it flies back to.
//
// Every line the port changed carries a `// Hero:` comment with what the Hero app wrote
// (docs/Transitions.md, "Porting from Hero", counts them). Lines that went away entirely are
// listed at the end of this comment:
// - the viewer's own pan gesture recognizer, its handler (`hero_dismissViewController()`,
//   `Hero.shared.update(progress:)`, `.apply(modifiers:to:)`, `.end()`, `.cancel()`) and its
//   gesture delegate: `modalTransition`'s dismissal pan does all of it, and a paging
//   collection view under the finger wins the sideways drags (UIKitBehaviour #430);
// - `HeroViewControllerDelegate`'s `heroWillStartAnimatingTo/From`: the cascade is set where the
//   tap is handled, and the grid's `matchedViewProvider` scrolls a thumbnail into view.

/// Stands in for the example's image library: colours instead of photos.
enum GalleryImages {
    static let count = 30

    static func colour(_ index: Int) -> UIColor {
        UIColor(hue: CGFloat(index % 10) / 10, saturation: 0.55, brightness: 0.9, alpha: 1)
    }
}

class GalleryThumbnailCell: UICollectionViewCell {
    let imageView = UIImageView()

    override init(frame: CGRect) {
        super.init(frame: frame)
        imageView.frame = contentView.bounds.insetBy(dx: 1, dy: 1)
        imageView.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        contentView.addSubview(imageView)
    }

    required init?(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }
}

class ImageGalleryGridViewController: UIViewController {
    let collectionView = UICollectionView(frame: .zero, collectionViewLayout: UICollectionViewFlowLayout())
    var columns = 3

    override func viewDidLoad() {
        super.viewDidLoad()
        collectionView.frame = view.bounds
        collectionView.backgroundColor = .black
        collectionView.dataSource = self
        collectionView.delegate = self
        collectionView.register(GalleryThumbnailCell.self, forCellWithReuseIdentifier: "item")
        view.addSubview(collectionView)
        // Hero: extension ImageGalleryViewController: HeroViewControllerDelegate { func heroWillStartAnimatingFrom… scrollToItem … }
        matchedViewProvider = { [weak self] id in
            guard let self = self, let item = Int(id.dropFirst("image_".count)), item < GalleryImages.count else {
                return nil
            }
            let indexPath = IndexPath(item: item, section: 0)
            if !self.collectionView.indexPathsForVisibleItems.contains(indexPath) {
                self.collectionView.scrollToItem(at: indexPath, at: .centeredVertically, animated: false)
                self.collectionView.layoutIfNeeded()
            }
            return (self.collectionView.cellForItem(at: indexPath) as? GalleryThumbnailCell)?.imageView
        }
    }
}

extension ImageGalleryGridViewController: UICollectionViewDataSource {
    func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int {
        return GalleryImages.count
    }

    func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell
    {
        let cell =
            collectionView.dequeueReusableCell(withReuseIdentifier: "item", for: indexPath) as! GalleryThumbnailCell
        cell.imageView.backgroundColor = GalleryImages.colour(indexPath.item)
        cell.imageView.transitionID = "image_\(indexPath.item)"  // Hero: imageView.heroID = "image_\(indexPath.item)"
        // Hero: imageView.heroModifiers = [.fade, .scale(0.8)]
        cell.imageView.transitionModifiers = [.fade, .scale(0.8)]
        return cell
    }
}

extension ImageGalleryGridViewController: UICollectionViewDelegate, UICollectionViewDelegateFlowLayout {
    func collectionView(
        _ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout,
        sizeForItemAt indexPath: IndexPath
    ) -> CGSize {
        let side = (view.bounds.width / CGFloat(columns)).rounded(.down)
        return CGSize(width: side, height: side)
    }

    func collectionView(
        _ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout,
        minimumInteritemSpacingForSectionAt section: Int
    ) -> CGFloat {
        return 0
    }

    func collectionView(
        _ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout,
        minimumLineSpacingForSectionAt section: Int
    ) -> CGFloat {
        return 0
    }

    func collectionView(_ collectionView: UICollectionView, didSelectItemAt indexPath: IndexPath) {
        // Hero: collectionView.heroModifiers = [.cascade(delta: 0.015, direction: .radial(center: cell.center), …)] in heroWillStartAnimatingTo
        if let tapped = collectionView.cellForItem(at: indexPath) {
            let centre = collectionView.convert(tapped.center, to: nil)
            for case let cell as GalleryThumbnailCell in collectionView.visibleCells {
                cell.imageView.transitionModifiers = [.fade, .scale(0.8), .cascade(from: centre, delayPerPoint: 0.0003)]
            }
        }
        let viewer = ImageViewerViewController()
        viewer.selectedIndex = indexPath
        // Hero: the storyboard sets isHeroEnabled = YES on the viewer (default animation: a fade)
        viewer.modalTransition = .fade
        present(viewer, animated: true, completion: nil)
    }
}

class ImageViewerViewController: UICollectionViewController {
    var selectedIndex: IndexPath?

    init() {
        let layout = UICollectionViewFlowLayout()
        layout.scrollDirection = .horizontal
        layout.minimumLineSpacing = 0
        super.init(collectionViewLayout: layout)
    }

    required init?(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }

    /// The page shown now.
    var currentPage: Int {
        let width = collectionView.bounds.width
        return width > 0 ? Int((collectionView.contentOffset.x / width).rounded()) : 0
    }

    override func viewDidLoad() {
        super.viewDidLoad()
        collectionView.backgroundColor = .black
        collectionView.isPagingEnabled = true
        collectionView.register(GalleryThumbnailCell.self, forCellWithReuseIdentifier: "page")
        view.layoutIfNeeded()
        collectionView.reloadData()
        if let selectedIndex = selectedIndex {
            collectionView.scrollToItem(at: selectedIndex, at: .centeredHorizontally, animated: false)
        }
        // Hero: panGR.addTarget(self, action: #selector(pan)); panGR.delegate = self; collectionView.addGestureRecognizer(panGR)
    }

    override func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int {
        return GalleryImages.count
    }

    override func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath)
        -> UICollectionViewCell
    {
        let cell =
            collectionView.dequeueReusableCell(withReuseIdentifier: "page", for: indexPath) as! GalleryThumbnailCell
        cell.imageView.backgroundColor = GalleryImages.colour(indexPath.item)
        cell.imageView.transitionID = "image_\(indexPath.item)"  // Hero: imageView.heroID = "image_\(indexPath.item)"
        // Hero: imageView.heroModifiers = [.position(CGPoint(x: view.bounds.width / 2, y: view.bounds.height + view.bounds.width / 2)), .scale(0.6), .fade]
        cell.imageView.transitionModifiers = [.translate(x: 0, y: view.bounds.height / 2), .scale(0.6), .fade]
        return cell
    }
}

extension ImageViewerViewController: UICollectionViewDelegateFlowLayout {
    func collectionView(
        _ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout,
        sizeForItemAt indexPath: IndexPath
    ) -> CGSize {
        return collectionView.bounds.size
    }
}

@MainActor
@Suite struct HeroImageGalleryPortTests {
    func makeGallery() -> (HeadlessHost, ImageGalleryGridViewController) {
        let host = HeadlessHost(screenSize: CGSize(width: 390, height: 844))
        let grid = ImageGalleryGridViewController()
        host.window.rootViewController = grid
        host.runUntilIdle()
        return (host, grid)
    }

    func thumbnail(_ item: Int, in grid: ImageGalleryGridViewController) -> UIImageView? {
        (grid.collectionView.cellForItem(at: IndexPath(item: item, section: 0)) as? GalleryThumbnailCell)?.imageView
    }

    @Test func aTappedThumbnailFliesToItsPageAndAPanDownFliesItBack() throws {
        let (host, grid) = makeGallery()
        let cell = try #require(grid.collectionView.cellForItem(at: IndexPath(item: 4, section: 0)))
        let centre = grid.collectionView.convert(cell.center, to: nil)
        host.tap(at: centre)
        host.advance(by: 0.1)
        let viewer = try #require(grid.presentedViewController as? ImageViewerViewController)
        #expect(thumbnail(4, in: grid)?.isHidden == true, "the thumbnail's stand-in is flying")
        host.runUntilIdle()
        #expect(viewer.currentPage == 4)
        #expect(thumbnail(4, in: grid)?.isHidden == false)

        // Down by 420 points in a third of a second: the library's dismissal pan takes it.
        host.drag(from: CGPoint(x: 195, y: 300), to: CGPoint(x: 195, y: 720), duration: 0.3)
        host.runUntilIdle()
        #expect(grid.presentedViewController == nil)
        #expect(thumbnail(4, in: grid)?.isHidden == false)
        #expect(thumbnail(4, in: grid)?.alpha == 1)
    }

    @Test func aSidewaysSwipeTurnsThePageAndTheDismissalReturnsToThatThumbnail() throws {
        let (host, grid) = makeGallery()
        grid.collectionView(grid.collectionView, didSelectItemAt: IndexPath(item: 4, section: 0))
        host.runUntilIdle()
        let viewer = try #require(grid.presentedViewController as? ImageViewerViewController)
        // Left by 250 points: the paging collection view wins over the dismissal pan.
        host.drag(from: CGPoint(x: 320, y: 420), to: CGPoint(x: 70, y: 420), duration: 0.3)
        host.runUntilIdle()
        #expect(grid.presentedViewController === viewer, "a sideways swipe does not dismiss")
        #expect(viewer.currentPage == 5)

        host.drag(from: CGPoint(x: 195, y: 300), to: CGPoint(x: 195, y: 500), duration: 0.15)
        host.advance(by: 1.0 / 60)
        #expect(thumbnail(5, in: grid)?.isHidden == true, "page 5's thumbnail is where the image flies back")
        host.runUntilIdle()
        #expect(grid.presentedViewController == nil)
        #expect(thumbnail(5, in: grid)?.isHidden == false)
    }

    @Test func thePageOfAThumbnailScrolledAwayIsScrolledBackIntoTheGrid() throws {
        let (host, grid) = makeGallery()
        grid.collectionView(grid.collectionView, didSelectItemAt: IndexPath(item: 1, section: 0))
        host.runUntilIdle()
        let viewer = try #require(grid.presentedViewController as? ImageViewerViewController)
        viewer.collectionView.scrollToItem(
            at: IndexPath(item: 29, section: 0), at: .centeredHorizontally, animated: false)
        host.runUntilIdle()
        #expect(thumbnail(29, in: grid) == nil, "the last thumbnail is off screen in the grid")
        viewer.dismiss(animated: true, completion: nil)
        host.advance(by: 0.1)
        #expect(thumbnail(29, in: grid)?.isHidden == true, "the provider scrolled it into view to fly to")
        host.runUntilIdle()
        #expect(thumbnail(29, in: grid)?.isHidden == false)
    }
}
