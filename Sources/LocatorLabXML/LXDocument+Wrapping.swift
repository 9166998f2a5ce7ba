import CLibXML

extension LXDocument {
    /// Runs `body` with the root element moved into a new element `name`
    /// that has no attributes, then puts the root back. The page-source
    /// file differs from a driver's query document by such a wrapper
    /// (`AppiumAUT`); evaluating on the same document, wrapped for a moment,
    /// spares a second copy of the whole screen. The wrapper carries no tag.
    ///
    /// The document must not be used by anything else meanwhile (it is not
    /// `Sendable` anyway).
    public func withRootElementWrapped<Result>(in name: String, _ body: () throws -> Result) rethrows -> Result {
        guard
            let wrapper = name.withCString({
                xmlNewDocNode(pointer, nil, UnsafeRawPointer($0).assumingMemoryBound(to: xmlChar.self), nil)
            })
        else { return try body() }
        noteChange()
        defer { noteChange() }
        guard let root = xmlDocGetRootElement(pointer) else {
            // An empty tree: the file is the wrapper alone.
            xmlDocSetRootElement(pointer, wrapper)
            defer {
                xmlUnlinkNode(wrapper)
                xmlFreeNode(wrapper)
            }
            return try body()
        }
        // Replaces the root by the wrapper (the root comes back unlinked),
        // then hangs the root below it.
        xmlDocSetRootElement(pointer, wrapper)
        xmlAddChild(wrapper, root)
        defer {
            // Replaces the wrapper by the root again; the wrapper is then
            // alone and childless.
            xmlDocSetRootElement(pointer, root)
            xmlFreeNode(wrapper)
        }
        return try body()
    }
}
