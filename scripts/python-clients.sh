#!/usr/bin/env bash
# The real Python WebDriver clients the replay tests run against
# `locatorlab replay` (Tests/LocatorLabCLITests/ReplayClientTests.swift):
# Appium-Python-Client, plain selenium and Robot Framework's AppiumLibrary,
# and the MCP client that starts `locatorlab-mcp`
# (Tests/LocatorLabCLITests/MCPClientTests.swift) and Allure's model
# (Tests/LocatorLabCLITests/AllureResultsTests.swift), pinned, in a virtual environment at .build/python-clients. The tests skip,
# saying why, only when it is missing; .ci/run makes it before `swift test`.
set -euo pipefail
cd "$(dirname "$0")/.."

venv=.build/python-clients
pins=(
  "Appium-Python-Client==6.0.9"
  "selenium==4.51.0"
  "robotframework==7.5"
  "robotframework-appiumlibrary==3.2.1"
  "pytest==9.2.0"
  # The official MCP client, for locatorlab-mcp's end-to-end test.
  "mcp==2.3.0"
  # Allure's Python model, which reads `--format allure` folders back
  # (Tests/LocatorLabCLITests/AllureResultsTests.swift).
  "allure-python-commons==2.16.2"
)

# Every pin present, or install them all (pip leaves what is there).
if [ -x "$venv/bin/python" ] && frozen=$("$venv/bin/python" -m pip freeze 2>/dev/null) \
  && grep -qi '^robotframework-appiumlibrary==3.2.1$' <<<"$frozen" && grep -qi '^pytest==9.2.0$' <<<"$frozen" \
  && grep -qi '^mcp==2.3.0$' <<<"$frozen" && grep -qi '^allure-python-commons==2.16.2$' <<<"$frozen"; then
  exit 0
fi
python3 -m venv "$venv"
"$venv/bin/python" -m pip install --quiet --disable-pip-version-check "${pins[@]}"
echo "python clients installed in $venv" >&2
