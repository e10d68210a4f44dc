import CX11
import Foundation
import OpenUIKit

/// The window's pixels: an XImage the software renderer draws into directly, in shared memory
/// when the server offers MIT-SHM (`XShmPutImage`), otherwise in this process's memory
/// (`XPutImage`, which copies the pixels through the connection).
///
/// The image is 32-bit BGRX — how a 24-bit true-colour visual lays out pixels in memory on a
/// little-endian machine — and the bitmap context over it is `noneSkipFirst` with
/// `byteOrder32Little`, so rendering writes the bytes the server reads.
final class _X11Framebuffer {
    let width: Int, height: Int
    /// Whether the pixels live in shared memory.
    let sharesMemory: Bool
    /// A bitmap context over the image's pixels.
    let context: CGContext

    private let connection: _X11Connection
    private let image: UnsafeMutablePointer<XImage>
    private var segment = XShmSegmentInfo()

    /// Makes an image of `width × height` pixels; tries shared memory first when offered.
    init(connection: _X11Connection, width: Int, height: Int) throws {
        self.connection = connection
        self.width = width
        self.height = height
        var shared: UnsafeMutablePointer<XImage>?
        if connection.offersSharedMemory {
            shared = Self.makeSharedImage(connection, width: width, height: height, segment: &segment)
        }
        if let shared {
            image = shared
            sharesMemory = true
        } else {
            let bytes = width * height * 4
            guard let pixels = malloc(bytes),
                  let plain = XCreateImage(connection.display, connection.visual, UInt32(connection.depth), ZPixmap, 0,
                                           pixels.assumingMemoryBound(to: CChar.self), UInt32(width), UInt32(height), 32, 0)
            else { throw X11HostError.imageCreationFailed(width: width, height: height) }
            image = plain
            sharesMemory = false
        }
        let format = image.pointee
        guard format.bits_per_pixel == 32, format.byte_order == LSBFirst, format.red_mask == 0xFF0000,
              format.green_mask == 0xFF00, format.blue_mask == 0xFF
        else {
            let error = X11HostError.unsupportedVisual(depth: Int(connection.depth), bitsPerPixel: Int(format.bits_per_pixel))
            Self.destroy(image, connection: connection, segment: &segment, shared: sharesMemory)
            throw error
        }
        let info = CGImageAlphaInfo.noneSkipFirst.rawValue | CGBitmapInfo.byteOrder32Little.rawValue
        guard let context = CGContext(data: UnsafeMutableRawPointer(format.data), width: width, height: height,
                                      bitsPerComponent: 8, bytesPerRow: Int(format.bytes_per_line),
                                      space: CGColorSpaceCreateDeviceRGB(), bitmapInfo: info)
        else {
            Self.destroy(image, connection: connection, segment: &segment, shared: sharesMemory)
            throw X11HostError.imageCreationFailed(width: width, height: height)
        }
        self.context = context
    }

    /// Copies the pixels to `window` and waits until the server has drawn them.
    func present(to window: Window, gc: GC) {
        if sharesMemory {
            XShmPutImage(connection.display, window, gc, image, 0, 0, 0, 0, UInt32(width), UInt32(height), 0)
        } else {
            XPutImage(connection.display, window, gc, image, 0, 0, 0, 0, UInt32(width), UInt32(height))
        }
        connection.sync()
    }

    deinit {
        Self.destroy(image, connection: connection, segment: &segment, shared: sharesMemory)
    }

    /// A shared-memory image, or nil when the segment cannot be made or attached.
    private static func makeSharedImage(_ connection: _X11Connection, width: Int, height: Int,
                                        segment: inout XShmSegmentInfo) -> UnsafeMutablePointer<XImage>? {
        guard let image = XShmCreateImage(connection.display, connection.visual, UInt32(connection.depth), ZPixmap, nil,
                                          &segment, UInt32(width), UInt32(height))
        else { return nil }
        let bytes = Int(image.pointee.bytes_per_line) * height
        segment.shmid = shmget(IPC_PRIVATE, bytes, IPC_CREAT | 0o600)
        guard segment.shmid >= 0, let address = shmat(segment.shmid, nil, 0), address != UnsafeMutableRawPointer(bitPattern: -1)
        else {
            if segment.shmid >= 0 { shmctl(segment.shmid, IPC_RMID, nil) }
            image.pointee.data = nil
            _ = segue_XDestroyImage(image)
            return nil
        }
        segment.shmaddr = address.assumingMemoryBound(to: CChar.self)
        segment.readOnly = 0
        image.pointee.data = segment.shmaddr
        _ = connection.sync()
        XShmAttach(connection.display, &segment)
        let refused = connection.sync() != 0
        // Marked for removal now: the segment goes when both sides have detached.
        shmctl(segment.shmid, IPC_RMID, nil)
        if refused {
            shmdt(address)
            image.pointee.data = nil
            _ = segue_XDestroyImage(image)
            return nil
        }
        return image
    }

    private static func destroy(_ image: UnsafeMutablePointer<XImage>, connection: _X11Connection,
                                segment: inout XShmSegmentInfo, shared: Bool) {
        if shared {
            XShmDetach(connection.display, &segment)
            connection.sync()
            shmdt(segment.shmaddr)
            image.pointee.data = nil
        }
        _ = segue_XDestroyImage(image)  // frees the malloc'd pixels of a plain image
    }
}
