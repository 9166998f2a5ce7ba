#!/usr/bin/env python3
"""Writes a deterministic estate for scripts/shard-demo.sh: SCREENS screens of
one iOS app, each in VERSIONS page sources (builds and locales of one screen,
so 'across snapshots' and 'not this screen' have work), and LOCATORS_PER_SCREEN
XPaths and other locators per screen, some unique, ambiguous, label-bound
(broken in other locales), or gone in later builds.

With LOCATOR_SCREENS, only the first LOCATOR_SCREENS screens have locators
(every locator is still compared on every page source). Past the eight
locator forms, a screen's locators repeat them with a predicate that selects
the same elements (`[not(@name='v9')]`), so each line is a distinct locator.

usage: shard-demo-estate.py FOLDER [SCREENS] [VERSIONS] [LOCATORS_PER_SCREEN] [LOCATOR_SCREENS]
"""
import os
import sys

folder = sys.argv[1]
screens = int(sys.argv[2]) if len(sys.argv) > 2 else 250
versions = int(sys.argv[3]) if len(sys.argv) > 3 else 8
per_screen = int(sys.argv[4]) if len(sys.argv) > 4 else 8
locator_screens = int(sys.argv[5]) if len(sys.argv) > 5 else screens
locales = ["en", "de", "fr", "ja"]
words = {"en": "Save", "de": "Sichern", "fr": "Enregistrer", "ja": "保存"}

os.makedirs(os.path.join(folder, "pages"), exist_ok=True)


def element(kind, depth, y, name=None, label=None, value=None, children=()):
    attributes = f'type="XCUIElementType{kind}"'
    if value is not None:
        attributes += f' value="{value}"'
    if name is not None:
        attributes += f' name="{name}"'
    if label is not None:
        attributes += f' label="{label}"'
    attributes += f' enabled="true" visible="true" accessible="{"true" if name else "false"}" x="0" y="{y}" width="390" height="44" index="0"'
    pad = "  " * depth
    if not children:
        return f"{pad}<XCUIElementType{kind} {attributes}/>\n"
    inner = "".join(children)
    return f"{pad}<XCUIElementType{kind} {attributes}>\n{inner}{pad}</XCUIElementType{kind}>\n"


for s in range(screens):
    for v in range(versions):
        locale = locales[v % len(locales)]
        build = v // len(locales)
        title = f"Screen {s} {locale}"
        rows = [
            element("Cell", 5, 200 + 44 * r, name=f"S{s}.Row", label=f"Row {r} {locale}",
                    children=[element("StaticText", 6, 200 + 44 * r, name=f"Row {r} {locale}", label=f"Row {r} {locale}")])
            for r in range(3 + build)
        ]
        body = [
            element("StaticText", 4, 60, name=f"S{s}.Header", label=title),
            element("Button", 4, 104, name=f"S{s}.Primary", label=words[locale]),
            element("Button", 4, 148, name=None, label=f"More {s} {locale}"),
            element("TextField", 4, 192, name=f"S{s}.Search", value=f"Search {s}"),
            element("Table", 4, 200, name=f"S{s}.List", children=rows),
        ]
        # The first build has a button the second removed.
        if build == 0:
            body.append(element("Button", 4, 600, name=f"S{s}.Legacy", label=f"Legacy {s}"))
        window = element("Window", 2, 0, children=[element("Other", 3, 0, children=body)])
        app = element("Application", 1, 0, name="Estate", label="Estate", children=[window]).replace(
            'type="XCUIElementTypeApplication"', 'type="XCUIElementTypeApplication" bundleId="com.example.estate"', 1)
        path = os.path.join(folder, "pages", f"s{s:04d}-b{build}-{locale}.xml")
        with open(path, "w", encoding="utf-8") as file:
            file.write('<?xml version="1.0" encoding="UTF-8"?>\n<AppiumAUT>\n' + app + "</AppiumAUT>\n")

templates = [
    "//XCUIElementTypeButton[@name='S{s}.Primary']",
    "//XCUIElementTypeStaticText[@label='Screen {s} en']",
    "//*[@name='S{s}.List']/XCUIElementTypeCell[2]",
    "~S{s}.Search",
    "//XCUIElementTypeCell[@name='S{s}.Row']",
    "//XCUIElementTypeButton[@name='S{s}.Legacy']",
    "//XCUIElementTypeTextField[@value='Search {s}']",
    "//*[@name='S{s}.Header']/following-sibling::XCUIElementTypeButton[2]",
]
with open(os.path.join(folder, "locators.txt"), "w", encoding="utf-8") as file:
    for s in range(locator_screens):
        for k in range(per_screen):
            variant = k // len(templates)
            suffix = f"[not(@name='v{variant}')]" if variant else ""
            file.write(templates[k % len(templates)].format(s=s) + suffix + "\n")
