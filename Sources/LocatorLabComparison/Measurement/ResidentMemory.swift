#if canImport(Glibc)
    import Glibc
#endif

/// The process's resident set size: the memory it occupies in RAM, read from
/// `/proc/self/statm` (Linux; `nil` elsewhere). Before each reading, memory
/// the allocator holds but no longer uses is handed back to the system
/// (glibc's `malloc_trim(0)`, when the C library has it), so that the
/// difference between two readings approximates what was allocated and kept
/// in between. It still includes allocator overhead and fragmentation.
public enum ResidentMemory {
    /// The resident set in bytes, or `nil` where it cannot be read.
    public static func currentBytes() -> Int? {
        #if os(Linux)
            releaseFreeMemory()
            guard let file = fopen("/proc/self/statm", "r") else { return nil }
            defer { fclose(file) }
            var buffer = [CChar](repeating: 0, count: 256)
            guard fgets(&buffer, Int32(buffer.count), file) != nil else { return nil }
            let text = String(decoding: buffer.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }, as: UTF8.self)
            let fields = text.split(separator: " ")
            guard fields.count >= 2, let pages = Int(fields[1]) else { return nil }
            return pages * Int(sysconf(Int32(_SC_PAGESIZE)))
        #else
            return nil
        #endif
    }

    #if os(Linux)
        private typealias Trim = @convention(c) (Int) -> Int32

        /// `malloc_trim` is declared in `<malloc.h>`, which the Glibc module
        /// does not import; it is looked up once at run time.
        private static let trim: Trim? = {
            guard let handle = dlopen(nil, RTLD_NOW), let symbol = dlsym(handle, "malloc_trim") else { return nil }
            return unsafeBitCast(symbol, to: Trim.self)
        }()

        private static func releaseFreeMemory() {
            _ = trim?(0)
        }
    #endif
}
