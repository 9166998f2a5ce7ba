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

    /// `ignoringInterrupts` starts it as a shell starts a background job
    /// (`command &` in a script, `nohup`): with SIGINT ignored, through
    /// `sh -c 'trap "" INT; exec …'`, since an ignored signal stays
    /// ignored across `exec`.
    public init(_ arguments: [String], standardError: String? = nil, ignoringInterrupts: Bool = false) throws {
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

        let command = [CommandRunner.executable.path] + arguments
        let executable = ignoringInterrupts ? "/bin/sh" : command[0]
        let words = ignoringInterrupts ? ["sh", "-c", #"trap "" INT; exec "$0" "$@""#] + command : command
        var argv: [UnsafeMutablePointer<CChar>?] = words.map { strdup($0) } + [nil]
        defer { for pointer in argv { free(pointer) } }
        var pid: pid_t = 0
        let result = posix_spawn(&pid, executable, &actions, &attributes, &argv, environ)
        guard result == 0 else { throw POSIXError(POSIXErrorCode(rawValue: result) ?? .EINVAL) }
        processIdentifier = pid
    }

    public func signal(_ number: Int32) {
        kill(processIdentifier, number)
    }

    /// How the process ended: its exit status, or the signal that ended it.
    public enum Ending: Equatable, Sendable {
        case exited(Int32)
        case signalled(Int32)
    }

    /// Waits for the process up to `bound` (a process that will not stop
    /// must fail a test, not hang it); `nil` when it is still running then,
    /// and it is killed.
    public func waitForEnding(within bound: Duration) -> Ending? {
        let deadline = ContinuousClock.now + bound
        var status: Int32 = 0
        while true {
            let ended = waitpid(processIdentifier, &status, WNOHANG)
            if ended == processIdentifier { break }
            if ended < 0, errno != EINTR { return nil }
            guard ContinuousClock.now < deadline else {
                kill(processIdentifier, SIGKILL)
                while waitpid(processIdentifier, &status, 0) < 0, errno == EINTR {}
                return nil
            }
            usleep(10_000)
        }
        let signal = status & 0x7F
        return signal == 0 ? .exited((status >> 8) & 0xFF) : .signalled(signal)
    }

    /// Waits for the process; the signal that ended it, or nil when it exited.
    public func waitForSignal() -> Int32? {
        var status: Int32 = 0
        while waitpid(processIdentifier, &status, 0) < 0, errno == EINTR {}
        let signal = status & 0x7F
        return signal != 0 && signal != 0x7F ? signal : nil
    }
}
