"""Round-trip latency of locatorlab-mcp's `find` and `locators_for_element`
through the official MCP Python client (PyPI `mcp`, installed by
scripts/python-clients.sh), as an assistant's host sees it: the time from
`call_tool` to its answer, over stdio.

usage: .build/python-clients/bin/python scripts/mcp-latency.py LOCATORLAB_MCP PAGE_SOURCE [CALLS]

Prints the median and 90th percentile of each, in milliseconds:
`find` of an accessibility id; `locators_for_element` on distinct elements
(each element's first call, which runs its survival trials) and on an
element asked for again.
"""
import asyncio
import json
import statistics
import sys
import time

from mcp import ClientSession, StdioServerParameters
from mcp.client.stdio import stdio_client


def summary(name: str, samples: list[float]) -> str:
    ordered = sorted(samples)
    p90 = ordered[min(len(ordered) - 1, int(len(ordered) * 0.9))]
    return f"{name}: median {statistics.median(ordered):.1f} ms, p90 {p90:.1f} ms ({len(ordered)} calls)"


async def main(executable: str, page_source: str, calls: int) -> None:
    server = StdioServerParameters(command=executable, args=["--screens", page_source])
    async with stdio_client(server) as (read, write):
        async with ClientSession(read, write) as session:
            await session.initialize()

            async def timed(name, arguments):
                start = time.perf_counter()
                result = await session.call_tool(name, arguments)
                elapsed = (time.perf_counter() - start) * 1000
                assert not result.is_error, result.content[0].text
                return elapsed, json.loads(result.content[0].text)

            _, listed = await timed("list_screens", {})
            screen = listed["screens"][0]
            print(f"{screen['name']}: {screen['elements']} elements, {screen['platform']}")
            # Elements with an identifier, to look up and to rank.
            _, found = await timed(
                "find", {"screen": screen["name"], "locator": {"strategy": "xpath", "value": "//*[@name]"}, "limit": 500})
            matches = found["screens"][0]["matches"]
            named = [m for m in matches if m.get("name")]
            assert named, "no element with a name"

            finds = []
            for index in range(calls):
                element = named[index % len(named)]
                elapsed, _ = await timed(
                    "find",
                    {"screen": screen["name"], "locator": {"strategy": "accessibility id", "value": element["name"]}})
                finds.append(elapsed)
            print(summary("find (accessibility id)", finds))

            first, again = [], []
            for element in named[: max(1, calls // 5)]:
                arguments = {"screen": screen["name"], "locator": {"strategy": "xpath", "value": element["path"]}}
                elapsed, _ = await timed("locators_for_element", arguments)
                first.append(elapsed)
                elapsed, _ = await timed("locators_for_element", arguments)
                again.append(elapsed)
            print(summary("locators_for_element, first call for an element", first))
            print(summary("locators_for_element, the element again", again))


asyncio.run(main(sys.argv[1], sys.argv[2], int(sys.argv[3]) if len(sys.argv) > 3 else 50))
