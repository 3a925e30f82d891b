import Glibc

/// The buffer each thread keeps for the body of its next answer. An answer's body is written in the room of the
/// one its thread answered before (`take()`), and given back once the server has copied it into its response
/// (`giveBack(_:)`): a thread that answers one request after another writes them all into the same memory. A page
/// of ten cities takes about 2 KB, past glibc's per-thread cache of blocks up to 1,032 bytes, and allocating and
/// freeing such a block for each answer cost 2.5% of a short qualified search's instructions and 1–2.5% of its time
/// (docs/performance.md, "The body written in its thread's kept buffer").
///
/// A body still held elsewhere when its thread writes the next one is left as it is: the next body then gets a new
/// buffer as an array copied on write, so nothing a caller holds ever changes.
public enum ThreadBodyBuffer {
    /// The most room a thread keeps: more than any answer takes (a hundred cities, about 30 KB), so that only a
    /// buffer grown by a caller of its own is let go.
    public static let largestKept = 64 << 10

    /// The buffer the calling thread kept, for its room: it holds the body last written in it, for
    /// `JSONWriter(bodyCapacity:)` to drop. An empty array when the thread keeps none.
    public static func take() -> [UInt8] {
        var bytes: [UInt8] = []
        if let kept {
            swap(&bytes, &kept.pointee)
        }
        return bytes
    }

    /// Keeps `bytes`, a body the server has copied, as the calling thread's buffer for its next body, unless its
    /// room is more than `largestKept` or less than the buffer kept now: a body written in the kept buffer took it
    /// (`take()`), and one made otherwise, such as an error's or an empty one, leaves it in place.
    public static func giveBack(_ bytes: [UInt8]) {
        guard bytes.capacity <= largestKept else { return }
        if let kept {
            if kept.pointee.capacity < bytes.capacity {
                kept.pointee = bytes
            }
            return
        }
        let room = UnsafeMutablePointer<[UInt8]>.allocate(capacity: 1)
        room.initialize(to: bytes)
        let status = pthread_setspecific(key, room)
        precondition(status == 0, "pthread_setspecific failed: \(status)")
    }

    /// The calling thread's kept buffer, where it keeps one.
    private static var kept: UnsafeMutablePointer<[UInt8]>? {
        pthread_getspecific(key)?.assumingMemoryBound(to: [UInt8].self)
    }

    /// The key whose value for each thread is where it keeps its buffer, freed when the thread exits.
    private static let key: pthread_key_t = {
        var key = pthread_key_t()
        let status = pthread_key_create(&key) { room in
            guard let room else { return }
            let kept = room.assumingMemoryBound(to: [UInt8].self)
            kept.deinitialize(count: 1)
            kept.deallocate()
        }
        precondition(status == 0, "pthread_key_create failed: \(status)")
        return key
    }()
}
