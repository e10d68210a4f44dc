import Foundation

/// The changes of one batch update, as the table's methods recorded them, and how they map old
/// index paths to new ones.
///
/// As in UIKit, deletions and reloads (and the sources of moves) are in the numbering before
/// the update, insertions (and move destinations) in the numbering after it.
struct _TableBatch {
    var deletedSections = IndexSet()
    var insertedSections = IndexSet()
    var reloadedSections = IndexSet()
    var deletedRows: [IndexPath: UITableView.RowAnimation] = [:]
    var insertedRows: [IndexPath: UITableView.RowAnimation] = [:]
    var reloadedRows: [IndexPath: UITableView.RowAnimation] = [:]
    var moves: [(from: IndexPath, to: IndexPath)] = []
    var movedSections: [(from: Int, to: Int)] = []
    /// Rows to reconfigure once the update is applied, at their index paths before it.
    var reconfiguredRows: [IndexPath] = []
    var sectionAnimations: [Int: UITableView.RowAnimation] = [:]
    var insertedSectionAnimations: [Int: UITableView.RowAnimation] = [:]

    mutating func deleteSections(_ sections: IndexSet, _ animation: UITableView.RowAnimation) {
        deletedSections.formUnion(sections)
        for section in sections { sectionAnimations[section] = animation }
    }
    mutating func insertSections(_ sections: IndexSet, _ animation: UITableView.RowAnimation) {
        insertedSections.formUnion(sections)
        for section in sections { insertedSectionAnimations[section] = animation }
    }
    mutating func reloadSections(_ sections: IndexSet, _ animation: UITableView.RowAnimation) {
        reloadedSections.formUnion(sections)
        for section in sections { sectionAnimations[section] = animation }
    }
    mutating func deleteRows(_ rows: [IndexPath], _ animation: UITableView.RowAnimation) {
        for row in rows { deletedRows[row] = animation }
    }
    mutating func insertRows(_ rows: [IndexPath], _ animation: UITableView.RowAnimation) {
        for row in rows { insertedRows[row] = animation }
    }
    mutating func reloadRows(_ rows: [IndexPath], _ animation: UITableView.RowAnimation) {
        for row in rows { reloadedRows[row] = animation }
    }
    mutating func moveRow(_ from: IndexPath, _ to: IndexPath) {
        moves.append((from, to))
    }
    mutating func moveSection(_ from: Int, _ to: Int) {
        movedSections.append((from, to))
    }

    /// Old section → new section for sections that survive (not deleted; reloaded ones map to
    /// themselves but their rows do not survive).
    func sectionMap(oldCount: Int, newCount: Int) -> [Int: Int] {
        var map: [Int: Int] = [:]
        for move in movedSections { map[move.from] = move.to }
        let movedTo = Set(movedSections.map(\.to))
        let survivors = (0..<oldCount).filter { !deletedSections.contains($0) && map[$0] == nil }
        let slots = (0..<newCount).filter { !insertedSections.contains($0) && !movedTo.contains($0) }
        for (old, new) in zip(survivors, slots) { map[old] = new }
        return map
    }

    /// Old index path → new index path for rows that survive the update (moved and reloaded
    /// rows included: a reloaded row keeps its place, with a new cell).
    func rowMap(oldRowCounts: [Int], newRowCounts: [Int]) -> [IndexPath: IndexPath] {
        let sections = sectionMap(oldCount: oldRowCounts.count, newCount: newRowCounts.count)
        let movedFrom = Set(moves.map(\.from))
        let movedTo = Set(moves.map(\.to))
        var map: [IndexPath: IndexPath] = [:]
        for (old, new) in sections where !reloadedSections.contains(old) && new < newRowCounts.count {
            let survivors = (0..<oldRowCounts[old]).map { IndexPath(row: $0, section: old) }.filter {
                deletedRows[$0] == nil && !movedFrom.contains($0)
            }
            let slots = (0..<newRowCounts[new]).map { IndexPath(row: $0, section: new) }.filter {
                insertedRows[$0] == nil && !movedTo.contains($0)
            }
            for (from, to) in zip(survivors, slots) { map[from] = to }
        }
        for move in moves { map[move.from] = move.to }
        return map
    }

}
