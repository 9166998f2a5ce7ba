package scopes

/** XPaths the tests build from an element type and a name. */
object Support {
    private const val PREFIX = "//XCUIElementType"

    fun byName(type: String, name: String) = "$PREFIX$type[@name='$name']"

    fun byNameFormatted(type: String, name: String): String {
        return "//XCUIElementType%s[@name='%s']".format(type, name)
    }
}
