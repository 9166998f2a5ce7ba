import LocatorLabModel

/// Turns parsed nodes into a page-source shaped ``ElementTree``: one
/// `XCUIElementTypeApplication` root (synthetic when the dumps start below
/// the application), attributes as WebDriverAgent writes them, and the
/// `AppiumAUT` wrapper of an Appium page source. Every pass is a loop over
/// the flat node list.
enum DebugDescriptionTreeAssembler {
    static func makeTree(
        nodes: [DebugDescriptionNode], application: DebugDescriptionApplicationInfo, addApplication: Bool
    ) -> ElementTree {
        // Frames: a line without one (an application) covers its children.
        // Children come after their parent, so a backward pass sees every
        // child before its parent.
        var frames = nodes.map(\.line.frame)
        var rootsFrame: DebugDescriptionRect?
        for index in nodes.indices.reversed() {
            guard let frame = frames[index] else { continue }
            if let parent = nodes[index].parent {
                frames[parent] = nodes[parent].line.frame ?? (frames[parent]?.union(frame) ?? frame)
            } else {
                rootsFrame = rootsFrame?.union(frame) ?? frame
            }
        }

        // WDA's `accessible`: an accessibility element with no accessible ancestor.
        var accessible = [Bool](repeating: false, count: nodes.count)
        var insideAccessible = [Bool](repeating: false, count: nodes.count)
        for index in nodes.indices {
            if let parent = nodes[index].parent {
                insideAccessible[index] = accessible[parent] || insideAccessible[parent]
            }
            accessible[index] =
                !insideAccessible[index] && WebDriverAgentAttributes.isAccessibilityElement(nodes[index].line)
        }

        var builder = ElementTreeBuilder(platform: .ios, wrapper: DebugDescriptionReader.pageSourceWrapper)
        var levelOffset = 0
        if addApplication {
            var line = DebugDescriptionLine(shortType: "Application")
            line.label = application.label
            line.processID = application.processID
            let attributes = WebDriverAgentAttributes.attributes(
                for: line, frame: rootsFrame, index: 0, accessible: false,
                bundleIdentifier: application.bundleIdentifier)
            // The identifier stays unknown (`nil`): this element is not in the dump.
            builder.open(
                Element(type: XCUIElementTypeTable.fullName(forShortName: "Application"), attributes: attributes))
            levelOffset = 1
        }
        for index in nodes.indices {
            let node = nodes[index]
            while builder.depth > node.depth + levelOffset { builder.close() }
            let isTreeRoot = !addApplication && index == 0
            let attributes = WebDriverAgentAttributes.attributes(
                for: node.line, frame: frames[index], index: node.siblingIndex, accessible: accessible[index],
                bundleIdentifier: isTreeRoot ? application.bundleIdentifier : nil)
            // A line without `identifier:` belongs to an element whose
            // identifier is empty, which is known, so it is "" rather than nil.
            // XCTest's value is the line's `value:` alone; it is kept apart
            // only where WebDriverAgent's derived value (label, placeholder
            // or selection fallback) differs from it.
            let derived = attributes.first { $0.name == AttributeName.value }?.value ?? ""
            let snapshotValue = node.line.value ?? ""
            builder.open(
                Element(
                    type: XCUIElementTypeTable.fullName(forShortName: node.line.shortType), attributes: attributes,
                    identifier: node.line.identifier ?? "", snapshotValue: derived == snapshotValue ? nil : snapshotValue))
        }
        return builder.finish()
    }
}
