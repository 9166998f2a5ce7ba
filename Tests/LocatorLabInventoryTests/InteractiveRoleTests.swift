import LocatorLabInventory
import LocatorLabModel
import Testing

@Suite struct InteractiveRoleTests {
    @Test(arguments: [
        ("Button", InteractiveRole?.some(.button)), ("Cell", .cell), ("TextField", .textInput),
        ("SecureTextField", .textInput), ("SearchField", .textInput), ("Switch", .toggle), ("Slider", .adjustable),
        ("Link", .link), ("Tab", .tab), ("StaticText", nil), ("Image", nil), ("Other", nil), ("Key", nil),
        ("NavigationBar", nil),
    ])
    func iosTypes(_ type: String, _ role: InteractiveRole?) {
        #expect(InteractiveRole(of: InventoryFixtures.iosElement(type), platform: .ios) == role)
    }

    @Test func iosTraitsMakeOtherElementsInteractive() {
        #expect(InteractiveRole(of: InventoryFixtures.iosElement("Other", traits: "Button"), platform: .ios) == .button)
        #expect(
            InteractiveRole(of: InventoryFixtures.iosElement("StaticText", traits: "Link, StaticText"), platform: .ios)
                == .link)
        #expect(
            InteractiveRole(
                of: InventoryFixtures.iosElement("StaticText", traits: "Header, StaticText"), platform: .ios) == nil)
    }

    @Test func androidFlags() {
        func role(_ className: String, _ attributes: [(String, String)]) -> InteractiveRole? {
            InteractiveRole(of: InventoryFixtures.androidElement(className, attributes), platform: .android)
        }
        #expect(role("android.widget.EditText", [("clickable", "true")]) == .textInput)
        #expect(role("android.widget.CheckBox", [("checkable", "true"), ("clickable", "true")]) == .toggle)
        #expect(role("android.view.ViewGroup", [("clickable", "true")]) == .button)
        #expect(role("android.view.ViewGroup", [("long-clickable", "true")]) == .button)
        #expect(role("android.widget.SeekBar", []) == .adjustable)
        #expect(role("android.widget.TextView", [("clickable", "false"), ("focusable", "true")]) == nil)
    }
}
