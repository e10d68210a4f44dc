@_exported import Foundation
@_exported import OpenCoreGraphics
@_exported import OpenQuartzCore
