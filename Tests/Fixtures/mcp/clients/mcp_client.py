"""The official MCP Python client (PyPI `mcp`) against locatorlab-mcp over
stdio: lists the tools, calls each, and checks the answers.

usage: mcp_client.py LOCATORLAB_MCP SCREENS_FOLDER RECORDING_FOLDER
"""
import asyncio
import json
import sys

from mcp import ClientSession, StdioServerParameters
from mcp.client.stdio import stdio_client

TOOLS = [
    "list_screens", "find", "element_at", "locators_for_element", "check_locator", "audit_screen", "convert_preview",
    "recorded_finds",
]
IOS = "samples/ios-users-user-details.xml"


async def main(executable: str, screens: str, recording: str) -> None:
    server = StdioServerParameters(command=executable, args=["--screens", screens, "--recording", recording])
    async with stdio_client(server) as (read, write):
        async with ClientSession(read, write) as session:
            init = await session.initialize()
            assert init.server_info.name == "locatorlab-mcp", init
            listed = await session.list_tools()
            names = [tool.name for tool in listed.tools]
            assert names == TOOLS, names
            assert all(tool.input_schema.get("type") == "object" for tool in listed.tools)

            async def call(name, arguments):
                result = await session.call_tool(name, arguments)
                text = result.content[0].text
                return result.is_error, text

            error, text = await call("list_screens", {})
            assert not error, text
            screens_listed = {screen["name"]: screen for screen in json.loads(text)["screens"]}
            assert screens_listed[IOS]["platform"] == "ios", screens_listed

            error, text = await call(
                "find", {"locator": {"strategy": "accessibility id", "value": "Users.AddUserButton"}})
            assert not error, text
            verdicts = {s["screen"]: s["verdict"] for s in json.loads(text)["screens"]}
            assert verdicts[IOS] == "unique", verdicts

            error, text = await call("element_at", {"screen": IOS, "text": "Add user"})
            assert not error, text
            button = [m for m in json.loads(text)["matches"] if m["type"] == "XCUIElementTypeButton"][0]

            error, text = await call(
                "locators_for_element",
                {"screen": IOS, "locator": {"strategy": "xpath", "value": button["path"]}, "language": "python"})
            assert not error, text
            best = json.loads(text)["locators"][0]
            assert best["unique"] and best["value"] == "Users.AddUserButton", best
            assert best["code"] == 'driver.find_element(AppiumBy.ACCESSIBILITY_ID, "Users.AddUserButton")', best

            error, text = await call(
                "check_locator", {"screen": IOS, "locator": {"strategy": "xpath", "value": "//XCUIElementTypeButton[1]"}})
            assert not error, text
            report = json.loads(text)["report"]
            assert report["pages"][0]["status"] == "unique", report["pages"][0]["status"]
            assert any(f["rule"] == "positional-index" for f in report["findings"]), report["findings"]

            # The recorded run: where it broke, and the replacement.
            error, text = await call("recorded_finds", {})
            assert not error, text
            recorded = json.loads(text)
            broke = [l for l in recorded["report"]["locators"] if "Welcome back" in l["value"]]
            assert broke and broke[0]["uses"][0]["upstreamError"] == "no such element", broke
            assert broke[0]["replacement"]["locator"]["value"] == "Welcome back", broke
            served = {s["id"]: s["screen"] for s in recorded["screens"]}
            error, text = await call(
                "find", {"screen": served["screen-001"], "locator": {"strategy": "accessibility id", "value": "login.signIn"}})
            assert not error and json.loads(text)["screens"][0]["verdict"] == "unique", text

            # Resources: a screen's page source, and the recording.
            resources = (await session.list_resources()).resources
            uris = [str(r.uri) for r in resources]
            assert "locatorlab://screens/" + IOS in uris, uris
            assert any(u.startswith("locatorlab://recordings/") for u in uris), uris
            read = await session.read_resource("locatorlab://screens/" + IOS)
            assert read.contents[0].mime_type == "application/xml", read.contents[0]
            assert "Users.AddUserButton" in read.contents[0].text

            error, text = await call("audit_screen", {"screen": IOS})
            assert not error, text
            assert "coverage" in json.loads(text)["report"]

            # Hostile calls are tool errors, and the server goes on.
            error, text = await call(
                "find", {"screen": "/etc/passwd", "locator": {"strategy": "id", "value": "x"}})
            assert error and "outside the files and folders" in text, text
            error, text = await call("find", {"locator": {"strategy": "xpath", "value": "//*["}})
            assert not error and '"invalid selector"' in text, text
            error, text = await call("convert_preview", {"file": "test_login.py"})
            assert error and "started without --tests" in text, text
            error, _ = await call("no_such_tool", {})
            assert error
            error, _ = await call("list_screens", {})
            assert not error
    print("mcp client passed")


asyncio.run(main(sys.argv[1], sys.argv[2], sys.argv[3]))
