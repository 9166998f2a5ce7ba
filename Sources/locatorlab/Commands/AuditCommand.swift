import ArgumentParser

struct AuditCommand: ParsableCommand {
    static let configuration = CommandConfiguration(commandName: "audit", abstract: "Audit identifiers.")
    func run() throws {}
}
