import Foundation

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// A `locatorlab` process started the way a shell starts it: no signal
/// blocked, every signal at its default. `Process` passes on the test
/// runner's signal mask, which blocks SIGTERM, so a test of what a signal
/// does needs this instead. Output goes to /dev/null, and standard error
/// too unless a file is named for it; paths in `arguments` should be
/// absolute.
public struct SpawnedCommand {
    public let processIdentifier: pid_t

    public init(_ arguments: [String], standardError: String? = nil) throws {
        var attributes = posix_spawnattr_t()
        posix_spawnattr_init(&attributes)
        defer { posix_spawnattr_destroy(&attributes) }
        var none = sigset_t()
        sigemptyset(&none)
        posix_spawnattr_setsigmask(&attributes, &none)
        var all = sigset_t()
        sigfillset(&all)
        posix_spawnattr_setsigdefault(&attributes, &all)
        posix_spawnattr_setflags(&attributes, Int16(POSIX_SPAWN_SETSIGMASK | POSIX_SPAWN_SETSIGDEF))

        var actions = posix_spawn_file_actions_t()
        posix_spawn_file_actions_init(&actions)
        defer { posix_spawn_file_actions_destroy(&actions) }
        posix_spawn_file_actions_addopen(&actions, 0, "/dev/null", O_RDONLY, 0)
        posix_spawn_file_actions_addopen(&actions, 1, "/dev/null", O_WRONLY, 0)
        posix_spawn_file_actions_addopen(
            &actions, 2, standardError ?? "/dev/null", standardError == nil ? O_WRONLY : O_WRONLY | O_CREAT | O_TRUNC, 0o644)

        let executable = CommandRunner.executable.path
        var argv: [UnsafeMutablePointer<CChar>?] = ([executable] + arguments).map { strdup($0) } + [nil]
        defer { for pointer in argv { free(pointer) } }
        var pid: pid_t = 0
        let result = posix_spawn(&pid, executable, &actions, &attributes, &argv, environ)
        guard result == 0 else { throw POSIXError(POSIXErrorCode(rawValue: result) ?? .EINVAL) }
        processIdentifier = pid
    }

    public func signal(_ number: Int32) {
        kill(processIdentifier, number)
    }

    /// Waits for the process; the signal that ended it, or nil when it exited.
    public func waitForSignal() -> Int32? {
        var status: Int32 = 0
        while waitpid(processIdentifier, &status, 0) < 0, errno == EINTR {}
        let signal = status & 0x7F
        return signal != 0 && signal != 0x7F ? signal : nil
    }
}
