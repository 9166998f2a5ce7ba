import LocatorLabModel
import Testing

@Suite("Frames")
struct FrameTests {
    @Test(arguments: [
        // (x, y, width, height) → CGRectIntegral
        ([16.5, 100.25, 200.0, 20.5], Frame(x: 16, y: 100, width: 201, height: 21)),
        ([0.0, 0.0, 390.0, 844.0], Frame(x: 0, y: 0, width: 390, height: 844)),
        ([-0.5, -10.2, 1.0, 1.0], Frame(x: -1, y: -11, width: 2, height: 2)),
        ([10.0, 10.0, -5.0, -5.0], Frame(x: 5, y: 5, width: 5, height: 5)),
        ([Double.infinity, 0.0, 1.0, 1.0], Frame(x: -1, y: -1, width: 0, height: 0)),
        ([Double.nan, 0.0, 1.0, 1.0], Frame(x: -1, y: -1, width: 0, height: 0)),
        // Finite but beyond Int: no integer frame exists, so WDA's marker.
        ([1e23, 0.0, 1.0, 1.0], Frame(x: -1, y: -1, width: 0, height: 0)),
        ([-9e18, 0.0, 1.8e19, 1.0], Frame(x: -1, y: -1, width: 0, height: 0)),
    ])
    func integralRoundsOutwardsAsCGRectIntegral(raw: [Double], expected: Frame) {
        #expect(Frame.integral(x: raw[0], y: raw[1], width: raw[2], height: raw[3]) == expected)
    }

    @Test func androidBoundsRoundTrip() {
        let frame = Frame(androidBounds: "[0,63][147,210]")
        #expect(frame == Frame(x: 0, y: 63, width: 147, height: 147))
        #expect(frame?.androidBounds == "[0,63][147,210]")
        #expect(Frame(androidBounds: "[-5,-5][5,5]") == Frame(x: -5, y: -5, width: 10, height: 10))
    }

    @Test func boundsAtTheEdgesOfIntDoNotTrap() {
        #expect(Frame(androidBounds: "[-9223372036854775808,0][9223372036854775807,1]") == nil)
        let far = Frame(x: Int.max, y: Int.min, width: 10, height: -1)
        #expect(far.androidBounds == "[9223372036854775807,-9223372036854775808][9223372036854775817,-9223372036854775809]")
    }

    @Test(arguments: ["", "[0,0]", "0,0,1,1", "[a,0][1,1]", "[0,0][1,1]x", "[0,0][1]"])
    func malformedBoundsAreRejected(text: String) {
        #expect(Frame(androidBounds: text) == nil)
    }

    @Test func elementFrameComesFromEitherPlatformsAttributes() {
        let ios = Element(type: "t", attributes: [Attribute("x", "1"), Attribute("y", "2"), Attribute("width", "3"), Attribute("height", "4")])
        #expect(ios.frame == Frame(x: 1, y: 2, width: 3, height: 4))
        let android = Element(type: "t", attributes: [Attribute("bounds", "[1,2][4,6]")])
        #expect(android.frame == Frame(x: 1, y: 2, width: 3, height: 4))
        #expect(Element(type: "t", attributes: [Attribute("x", "1")]).frame == nil)
    }
}
