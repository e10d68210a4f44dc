import Foundation

/// One section's heights: header, rows (with which are measured) and footer.
struct _TableSectionGeometry {
    var headerHeight: CGFloat = 0
    var footerHeight: CGFloat = 0
    var rowHeights: [CGFloat] = []
    /// Whether each row's height is its real one (false: an estimate, measured when shown).
    var rowMeasured: [Bool] = []
    /// The top of each row relative to the first row's top; one more entry than rows (the end).
    var rowTops: [CGFloat] = [0]
    /// The section's top (its header's top) in the table.
    var top: CGFloat = 0

    var rowCount: Int { rowHeights.count }
    var rowsHeight: CGFloat { rowTops[rowTops.count - 1] }
    var height: CGFloat { headerHeight + rowsHeight + footerHeight }
    var rowsTop: CGFloat { top + headerHeight }

    init() {}

    init(header: CGFloat, footer: CGFloat, rows: [CGFloat], measured: [Bool]) {
        headerHeight = header
        footerHeight = footer
        rowHeights = rows
        rowMeasured = measured
        recomputeRowTops(from: 0)
    }

    mutating func recomputeRowTops(from row: Int) {
        if rowTops.count != rowHeights.count + 1 {
            rowTops = [CGFloat](repeating: 0, count: rowHeights.count + 1)
        }
        var y = row == 0 ? 0 : rowTops[row]
        for index in row..<rowHeights.count {
            rowTops[index] = y
            y += rowHeights[index]
        }
        rowTops[rowHeights.count] = y
    }

    /// The last row whose top is at or above `y` (relative to the first row), clamped.
    func row(atOffset y: CGFloat) -> Int {
        var low = 0
        var high = rowHeights.count - 1
        while low < high {
            let middle = (low + high + 1) / 2
            if rowTops[middle] <= y { low = middle } else { high = middle - 1 }
        }
        return low
    }
}

/// The vertical layout of a table: the table header, the sections and the table footer.
struct _TableGeometry {
    var tableHeaderHeight: CGFloat = 0
    var tableFooterHeight: CGFloat = 0
    var sections: [_TableSectionGeometry] = []

    var contentHeight: CGFloat {
        (sections.last.map { $0.top + $0.height } ?? tableHeaderHeight) + tableFooterHeight
    }

    mutating func recomputeSectionTops(from section: Int) {
        var y = section == 0 ? tableHeaderHeight : sections[section - 1].top + sections[section - 1].height
        for index in section..<sections.count {
            sections[index].top = y
            y += sections[index].height
        }
    }

    func contains(_ indexPath: IndexPath) -> Bool {
        indexPath.count == 2 && sections.indices.contains(indexPath.section)
            && (0..<sections[indexPath.section].rowCount).contains(indexPath.row)
    }

    /// The row's top and height.
    func rowSpan(_ indexPath: IndexPath) -> (top: CGFloat, height: CGFloat) {
        let section = sections[indexPath.section]
        return (section.rowsTop + section.rowTops[indexPath.row], section.rowHeights[indexPath.row])
    }

    /// Changes a row's height (marking it measured) and moves everything below.
    mutating func setHeight(_ height: CGFloat, of indexPath: IndexPath) {
        sections[indexPath.section].rowMeasured[indexPath.row] = true
        guard sections[indexPath.section].rowHeights[indexPath.row] != height else { return }
        sections[indexPath.section].rowHeights[indexPath.row] = height
        sections[indexPath.section].recomputeRowTops(from: indexPath.row)
        if indexPath.section + 1 < sections.count { recomputeSectionTops(from: indexPath.section + 1) }
    }

    /// The section containing `y` (clamped to the first and last).
    func section(at y: CGFloat) -> Int? {
        guard !sections.isEmpty else { return nil }
        var low = 0
        var high = sections.count - 1
        while low < high {
            let middle = (low + high + 1) / 2
            if sections[middle].top <= y { low = middle } else { high = middle - 1 }
        }
        return low
    }

    /// The first row whose bottom is below `y`, searching forward from the section at `y`.
    func firstRow(below y: CGFloat) -> IndexPath? {
        guard var sectionIndex = section(at: y) else { return nil }
        while sectionIndex < sections.count {
            let section = sections[sectionIndex]
            if section.rowCount > 0 {
                let row = section.row(atOffset: y - section.rowsTop)
                let top = section.rowsTop + section.rowTops[row]
                if top + section.rowHeights[row] > y { return IndexPath(row: row, section: sectionIndex) }
                if row + 1 < section.rowCount { return IndexPath(row: row + 1, section: sectionIndex) }
            }
            sectionIndex += 1
        }
        return nil
    }

    /// The row after `indexPath` (across sections), or nil at the end.
    func row(after indexPath: IndexPath) -> IndexPath? {
        if indexPath.row + 1 < sections[indexPath.section].rowCount {
            return IndexPath(row: indexPath.row + 1, section: indexPath.section)
        }
        var section = indexPath.section + 1
        while section < sections.count {
            if sections[section].rowCount > 0 { return IndexPath(row: 0, section: section) }
            section += 1
        }
        return nil
    }
}

/// A section header or footer.
struct _TableSupplementaryKey: Hashable {
    var section: Int
    var isFooter: Bool
}
