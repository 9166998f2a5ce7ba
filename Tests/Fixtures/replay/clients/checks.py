"""What every client script shares: one line per check, and exit 1 at the
first that fails (the Swift test reads both)."""
import struct
import sys
import zlib


def check(name, actual, expected):
    print(f"{name}: {actual!r}")
    if actual != expected:
        print(f"FAILED {name}: expected {expected!r}", file=sys.stderr)
        sys.exit(1)


def png_size(data):
    """The width and height of a PNG, read by Python's own zlib: the
    signature, every chunk's CRC, the IDAT stream inflated to exactly one
    filter byte and one byte a pixel per row (8-bit greyscale, as replay's
    blank images are). Raises ValueError at the first thing that is wrong."""
    if data[:8] != b"\x89PNG\r\n\x1a\n":
        raise ValueError("no PNG signature")
    at, width, height, idat = 8, None, None, b""
    while at < len(data):
        length, kind = struct.unpack(">I4s", data[at:at + 8])
        body = data[at + 8:at + 8 + length]
        (crc,) = struct.unpack(">I", data[at + 8 + length:at + 12 + length])
        if zlib.crc32(kind + body) != crc:
            raise ValueError(f"bad CRC in {kind!r}")
        if kind == b"IHDR":
            width, height, depth, colour = struct.unpack(">IIBB", body[:10])
            if (depth, colour) != (8, 0):
                raise ValueError(f"not 8-bit greyscale: {depth}, {colour}")
        elif kind == b"IDAT":
            idat += body
        at += 12 + length
    if len(zlib.decompress(idat)) != (width + 1) * height:
        raise ValueError("the rows do not fill the image")
    return width, height
