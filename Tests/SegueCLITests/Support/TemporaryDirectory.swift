import Foundation

/// A fresh, empty directory under the system's temporary directory, for one test's output.
func makeTemporaryDirectory(_ label: String = #function) throws -> String {
    let name = "segue-cli-tests-\(label.filter { $0.isLetter || $0.isNumber })-\(UUID().uuidString)"
    let path = (NSTemporaryDirectory() as NSString).appendingPathComponent(name)
    try FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true)
    return path
}
