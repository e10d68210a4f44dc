import Foundation
import OpenUIKit
import SegueTesting
import TestSupport
import Testing

/// UICollectionViewFlowLayout: frames computed by hand for both scroll directions.
@MainActor
@Suite struct CollectionFlowLayoutTests {
    @Test func defaultsAreUIKits() {
        let layout = UICollectionViewFlowLayout()
        expectEqual(layout.itemSize, CGSize(width: 50, height: 50))
        #expect(layout.minimumLineSpacing == 10 && layout.minimumInteritemSpacing == 10)
        #expect(layout.estimatedItemSize == .zero && layout.sectionInset == .zero)
        #expect(layout.headerReferenceSize == .zero && layout.footerReferenceSize == .zero)
        #expect(layout.scrollDirection == .vertical && layout.sectionInsetReference == .fromContentInset)
        #expect(!layout.sectionHeadersPinToVisibleBounds && !layout.sectionFootersPinToVisibleBounds)
        expectEqual(UICollectionView.elementKindSectionHeader, "UICollectionElementKindSectionHeader")
    }

    /// 320 wide, insets 20/10/30/10: 300 for 90-wide items — three a row, justified with
    /// (300 − 270) / 2 = 15 between them; the seventh item alone on its row is centred.
    /// UIKitBehaviour #163
    @Test func verticalRowsAreJustifiedAndALoneItemIsCentred() {
        let host = HeadlessHost()
        let layout = UICollectionViewFlowLayout()
        layout.itemSize = CGSize(width: 90, height: 50)
        layout.sectionInset = UIEdgeInsets(top: 20, left: 10, bottom: 30, right: 10)
        let collectionView = makeCollectionView(host, layout: layout, source: GridSource(counts: [7]))
        expectEqual(itemFrame(collectionView, 0), CGRect(x: 10, y: 20, width: 90, height: 50))
        expectEqual(itemFrame(collectionView, 1), CGRect(x: 115, y: 20, width: 90, height: 50))
        expectEqual(itemFrame(collectionView, 2), CGRect(x: 220, y: 20, width: 90, height: 50))
        expectEqual(itemFrame(collectionView, 3), CGRect(x: 10, y: 80, width: 90, height: 50))
        expectEqual(itemFrame(collectionView, 6), CGRect(x: 115, y: 140, width: 90, height: 50))
        #expect(collectionView.contentSize == CGSize(width: 320, height: 220))  // 20 + 3 × 50 + 2 × 10 + 30
        expectEqual(itemFrame(collectionView, 7), nil)
    }

    @Test func headersAndFootersSpanTheWidthAndPushTheSections() {
        let host = HeadlessHost()
        let layout = UICollectionViewFlowLayout()
        layout.itemSize = CGSize(width: 90, height: 50)
        layout.sectionInset = UIEdgeInsets(top: 20, left: 10, bottom: 30, right: 10)
        layout.headerReferenceSize = CGSize(width: 999, height: 40)  // the width is ignored when vertical
        layout.footerReferenceSize = CGSize(width: 0, height: 25)
        let collectionView = makeCollectionView(host, layout: layout, source: GridSource(counts: [7, 2]))
        let header = UICollectionView.elementKindSectionHeader
        let footer = UICollectionView.elementKindSectionFooter
        #expect(
            collectionView.layoutAttributesForSupplementaryElement(ofKind: header, at: IndexPath(item: 0, section: 0))?
                .frame
                == CGRect(x: 0, y: 0, width: 320, height: 40))
        expectEqual(itemFrame(collectionView, 0), CGRect(x: 10, y: 60, width: 90, height: 50))
        #expect(
            collectionView.layoutAttributesForSupplementaryElement(ofKind: footer, at: IndexPath(item: 0, section: 0))?
                .frame
                == CGRect(x: 0, y: 260, width: 320, height: 25))
        // Section 1 starts at 285: its header, then two items justified to both insets.
        #expect(
            collectionView.layoutAttributesForSupplementaryElement(ofKind: header, at: IndexPath(item: 0, section: 1))?
                .frame
                == CGRect(x: 0, y: 285, width: 320, height: 40))
        expectEqual(itemFrame(collectionView, 0, section: 1), CGRect(x: 10, y: 345, width: 90, height: 50))
        expectEqual(itemFrame(collectionView, 1, section: 1), CGRect(x: 220, y: 345, width: 90, height: 50))
        #expect(collectionView.contentSize.height == 450)  // 285 + 40 + 20 + 50 + 30 + 25
        // The headers are on screen as views, with the registered class.
        collectionView.layoutIfNeeded()
        let headers = collectionView.visibleSupplementaryViews(ofKind: header)
        #expect(headers.count == 2 && headers.allSatisfy { $0 is SectionHeader })
        expectEqual((headers.first as? SectionHeader)?.title, "header 0")
        expectEqual(headers.first?.frame, CGRect(x: 0, y: 0, width: 320, height: 40))
    }

    /// Horizontal: 200 high, three 60-high items a column ((200 − 180) / 2 = 10 apart), the
    /// header a 30-wide strip at the left, columns 50 wide and 10 apart.
    @Test func horizontalColumns() {
        let host = HeadlessHost()
        let layout = UICollectionViewFlowLayout()
        layout.scrollDirection = .horizontal
        layout.itemSize = CGSize(width: 50, height: 60)
        layout.headerReferenceSize = CGSize(width: 30, height: 999)  // the height is ignored when horizontal
        let collectionView = makeCollectionView(
            host, layout: layout, source: GridSource(counts: [5]),
            frame: CGRect(x: 0, y: 0, width: 320, height: 200))
        #expect(
            collectionView.layoutAttributesForSupplementaryElement(
                ofKind: UICollectionView.elementKindSectionHeader,
                at: IndexPath(item: 0, section: 0))?.frame
                == CGRect(x: 0, y: 0, width: 30, height: 200))
        expectEqual(itemFrame(collectionView, 0), CGRect(x: 30, y: 0, width: 50, height: 60))
        expectEqual(itemFrame(collectionView, 1), CGRect(x: 30, y: 70, width: 50, height: 60))
        expectEqual(itemFrame(collectionView, 2), CGRect(x: 30, y: 140, width: 50, height: 60))
        expectEqual(itemFrame(collectionView, 3), CGRect(x: 90, y: 0, width: 50, height: 60))
        expectEqual(itemFrame(collectionView, 4), CGRect(x: 90, y: 140, width: 50, height: 60))
        expectEqual(collectionView.contentSize, CGSize(width: 140, height: 200))
    }

    @Test func delegateSizesAreCentredAcrossTheirLine() {
        let host = HeadlessHost()
        let source = GridSource(counts: [3])
        source.sizeForItem = {
            [CGSize(width: 100, height: 40), CGSize(width: 100, height: 80), CGSize(width: 100, height: 60)][$0.item]
        }
        let collectionView = makeCollectionView(host, layout: UICollectionViewFlowLayout(), source: source)
        expectEqual(itemFrame(collectionView, 0), CGRect(x: 0, y: 20, width: 100, height: 40))
        expectEqual(itemFrame(collectionView, 1), CGRect(x: 110, y: 0, width: 100, height: 80))
        expectEqual(itemFrame(collectionView, 2), CGRect(x: 220, y: 10, width: 100, height: 60))
        expectEqual(collectionView.contentSize.height, 80)
    }

    @Test func contentInsetNarrowsTheLines() {
        let host = HeadlessHost()
        let layout = UICollectionViewFlowLayout()
        layout.itemSize = CGSize(width: 100, height: 100)
        let collectionView = UICollectionView(
            frame: CGRect(x: 0, y: 0, width: 320, height: 480), collectionViewLayout: layout)
        collectionView.contentInset = UIEdgeInsets(top: 0, left: 10, bottom: 0, right: 10)
        let source = GridSource(counts: [4])
        collectionView.register(ColorCell.self, forCellWithReuseIdentifier: "color")
        collectionView.dataSource = source
        host.window.addSubview(collectionView)
        collectionView.layoutIfNeeded()
        // 300 wide: 100 + 10 + 100 + 10 + 100 = 320 does not fit, so two a row, 100 apart.
        expectEqual(itemFrame(collectionView, 1), CGRect(x: 200, y: 0, width: 100, height: 100))
        expectEqual(itemFrame(collectionView, 2), CGRect(x: 0, y: 110, width: 100, height: 100))
        expectEqual(collectionView.contentSize.width, 300)
    }

    @Test func badSizesAreReportedAndCountAsZero() {
        let host = HeadlessHost()
        let source = GridSource(counts: [2])
        source.sizeForItem = { $0.item == 0 ? CGSize(width: CGFloat.nan, height: 10) : CGSize(width: -5, height: 10) }
        let before = host.reports.count
        let collectionView = makeCollectionView(host, layout: UICollectionViewFlowLayout(), source: source)
        expectEqual(itemFrame(collectionView, 0)?.size, .zero)
        expectEqual(itemFrame(collectionView, 1)?.size, .zero)
        #expect(host.reports.dropFirst(before).filter { $0.contains("negative or not finite") }.count >= 2)
    }

    @Test func pinnedHeadersStayAtTheTopOfTheirSection() {
        let host = HeadlessHost()
        let layout = UICollectionViewFlowLayout()
        layout.itemSize = CGSize(width: 320, height: 100)
        layout.headerReferenceSize = CGSize(width: 0, height: 40)
        layout.sectionHeadersPinToVisibleBounds = true
        let collectionView = makeCollectionView(host, layout: layout, source: GridSource(counts: [5, 5]))
        // Section 0 spans 0…(40 + 5 × 100 + 4 × 10) = 580.
        collectionView.contentOffset = CGPoint(x: 0, y: 200)
        collectionView.layoutIfNeeded()
        let header0 = collectionView.supplementaryView(
            forElementKind: UICollectionView.elementKindSectionHeader,
            at: IndexPath(item: 0, section: 0))
        expectEqual(header0?.frame.minY, 200)
        // Near the section's end the header is pushed up by it: it ends where the items end.
        collectionView.contentOffset = CGPoint(x: 0, y: 560)
        collectionView.layoutIfNeeded()
        #expect(
            collectionView.supplementaryView(
                forElementKind: UICollectionView.elementKindSectionHeader,
                at: IndexPath(item: 0, section: 0))?.frame.minY == 540)
        #expect(
            collectionView.supplementaryView(
                forElementKind: UICollectionView.elementKindSectionHeader,
                at: IndexPath(item: 0, section: 1))?.frame.minY == 580)
        #expect(collectionView.subviews.last is SectionHeader)
    }
}
