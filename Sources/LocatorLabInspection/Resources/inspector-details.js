// Part 3 of 3: the selected element's details and locators, live queries, pages.
// MARK: details
function renderDetails() {
  const details = $("details");
  details.replaceChildren();
  if (selected < 0) {
    details.append(node("p", "muted", "Select an element in the tree or on the screen to see its attributes and the locators that find exactly it."));
    return;
  }
  const e = element(selected);
  details.append(node("h2", null, e.type));
  const identity = node("p", null);
  identity.append("Identifier: ");
  identity.append(node("span", "verdict " + e.verdict, VERDICTS[e.verdict]));
  if (e.identifier) { identity.append(" "); identity.append(node("code", null, e.identifier)); }
  else if (e.resourceID) { identity.append(" "); identity.append(node("code", null, e.resourceID)); }
  else if (e.labelDerivedName) { identity.append(" "); identity.append(node("code", null, e.labelDerivedName)); }
  details.append(identity);

  if (e.audit.length) {
    details.append(node("h3", null, "Audit"));
    const list = node("ul", "audit");
    for (const mark of marks(e)) {
      const item = node("li", mark.severity);
      item.append(node("strong", null, (data.auditRules[mark.rule] || { title: mark.rule }).title + ": "));
      item.append(mark.message);
      if (mark.suggestion) { item.append(" — suggested: "); item.append(node("code", null, mark.suggestion)); }
      list.append(item);
    }
    details.append(list);
  }

  const listed = e.locatorsComplete ? e.locators : e.locators.concat([{
    rank: e.locators.length + 1, kind: "absolute-path", strategy: "xpath", value: absolutePath(selected), verdict: "none", findings: [],
    notes: ["the whole path from the root: it breaks when any ancestor or earlier sibling changes"],
  }]);
  details.append(node("h3", null, `Locators (${listed.length}), each verified to select exactly this element`));
  const chooser = node("label", "muted", "Copy as ");
  const languages = node("select");
  languages.id = "copy-language";
  for (const client of data.clients) {
    if (!client.findCall || (client.locatorForm === "subscript" && page.platform !== "ios")) continue;
    const option = node("option", null, client.title);
    option.value = client.language;
    languages.append(option);
  }
  if (![...languages.options].some((o) => o.value === language)) language = "java";
  languages.value = language;
  languages.addEventListener("change", () => { language = languages.value; renderDetails(); });
  chooser.append(languages);
  details.append(chooser);
  listed.forEach((locator, index) => details.append(locatorNode(locator, index, e)));
  if (!e.locatorsComplete) {
    const note = node("p", "notes", data.live
      ? "Working out the full ranked locators…"
      : "On a screen this large only the locators the indexes verify at once and the absolute path are listed here (without fragility findings); locatorlab inspect --serve works out the full ranked list on demand.");
    note.id = "locators-partial";
    details.append(note);
    if (data.live) fetchLocators(pageIndex, selected);
  }

  details.append(node("h3", null, "Attributes"));
  const table = node("table", "attributes");
  for (const [name, value] of e.attributes) {
    const row = node("tr");
    row.append(node("td", null, name), node("td", "mono", value));
    table.append(row);
  }
  if (e.frame) {
    const row = node("tr");
    row.append(node("td", null, "frame"), node("td", "mono", `x ${e.frame[0]}, y ${e.frame[1]}, ${e.frame[2]}×${e.frame[3]}`));
    table.append(row);
  }
  details.append(table);
}

// The absolute path, from the steps of the element and its ancestors.
function absolutePath(i) {
  const steps = [];
  for (let p = i; p >= 0; p = parentOf[p]) steps.push(stepOf(p));
  return "/" + steps.reverse().join("/");
}

function fetchLocators(forPage, index) {
  fetch("locators", {
    method: "POST", headers: { "Content-Type": "application/json" },
    body: JSON.stringify({ page: forPage, element: index }),
  }).then((response) => response.json()).then((locators) => {
    if (!Array.isArray(locators) || !locators.length) return;
    // Kept with the page's ranked locators, so the element shows them from now on.
    data.pages[forPage].ranked.push([index, locators]);
    if (pageIndex === forPage) rankedOf.set(index, locators);
    if (pageIndex === forPage && selected === index) renderDetails();
  }, () => {});
}

function locatorNode(locator, index, element) {
  const box = node("div", "locator");
  box.dataset.strategy = locator.strategy;
  box.dataset.kind = locator.kind;
  const head = node("div", "head");
  head.append(node("span", "muted", locator.rank + "."));
  head.append(node("span", "strategy", locator.strategy));
  head.append(node("span", "verdict " + locator.verdict, VERDICTS[locator.verdict]));
  if (locator.kind === "absolute-path") head.append(node("span", "muted", "absolute path"));
  // The shared ranking's count: how often it still found exactly this
  // element when the screen was changed (the order compare gives too).
  if (locator.survival) {
    const { survived, trials } = locator.survival;
    const badge = node("span", "muted survival", `survived ${survived}/${trials} changes`);
    badge.title = "Survival trials: the screen was changed (siblings added, texts translated, containers wrapped, …) and the locator evaluated again";
    head.append(badge);
  }
  box.append(head);
  box.append(node("pre", "value", locator.value));
  if (locator.findings.length) {
    const list = node("ul", "findings");
    for (const finding of locator.findings) {
      const rule = data.fragilityRules[finding.rule] || { title: finding.rule };
      const item = node("li", finding.severity);
      item.append(node("strong", null, rule.title + ": "));
      item.append(finding.message);
      item.title = rule.rationale || "";
      list.append(item);
    }
    box.append(list);
  }
  for (const note of locator.notes) box.append(node("p", "notes", note));
  const code = clientCode(language, locator, element, page.platform);
  const row = node("div", "copy-row");
  const button = node("button", "copy", "Copy");
  button.type = "button";
  const snippet = node("pre", "snippet", code === null ? "XCUITest finds elements by identifier: this locator has none." : code);
  button.disabled = code === null;
  button.addEventListener("click", () => copyText(code, snippet, button));
  row.append(button);
  box.append(row, snippet);
  return box;
}

function copyText(text, shown, button) {
  const done = () => { button.textContent = "Copied"; setTimeout(() => { button.textContent = "Copy"; }, 1200); };
  const fallback = () => {
    const range = document.createRange();
    range.selectNodeContents(shown);
    const selection = window.getSelection();
    selection.removeAllRanges();
    selection.addRange(range);
    try { document.execCommand("copy"); } catch (_) { /* the text stays selected */ }
    done();
  };
  if (navigator.clipboard && window.isSecureContext) navigator.clipboard.writeText(text).then(done, fallback);
  else fallback();
}

// MARK: live query
if (data.live) {
  $("live-query").hidden = false;
  $("live-query").addEventListener("submit", (event) => {
    event.preventDefault();
    const status = $("query-status");
    status.textContent = "evaluating…";
    status.removeAttribute("data-count");
    fetch("query", {
      method: "POST", headers: { "Content-Type": "application/json" },
      body: JSON.stringify({ page: pageIndex, strategy: $("query-strategy").value, value: $("query-value").value }),
    }).then((response) => response.json()).then((result) => {
      if (result.error) {
        queryHits = null;
        status.textContent = "error: " + result.error;
        status.dataset.count = "error";
      } else {
        queryHits = new Uint8Array(n);
        for (const i of result.matches) queryHits[i] = 1;
        const noun = result.count === 1 ? "match" : "matches";
        status.textContent = `${result.count} ${noun} in ${result.milliseconds} ms (LocatorLab, driver semantics)` + (result.notes.length ? " · " + result.notes.join(" · ") : "");
        status.dataset.count = String(result.count);
        if (result.matches.length) select(result.matches[0]);
      }
      renderRows();
      drawOverlay();
    }, (error) => { status.textContent = "error: " + error; });
  });
} else {
  $("static-note").hidden = false;
}
function fillStrategies() {
  const chooser = $("query-strategy");
  chooser.replaceChildren();
  for (const strategy of STRATEGIES[page.platform] || STRATEGIES.ios) {
    const option = node("option", null, strategy);
    option.value = strategy;
    chooser.append(option);
  }
}

// MARK: screens
if (data.pages.length > 1) {
  $("page-switcher-label").hidden = false;
  data.pages.forEach((p, index) => {
    const option = node("option", null, `${p.name} (${p.depths.length})`);
    option.value = String(index);
    $("page-switcher").append(option);
  });
  $("page-switcher").addEventListener("change", (event) => { loadPage(Number(event.target.value)); fillStrategies(); });
}
let resizeTimer = 0;
window.addEventListener("resize", () => { clearTimeout(resizeTimer); resizeTimer = setTimeout(() => { setupScreen(); renderRows(); }, 80); });

loadPage(0);
fillStrategies();
document.body.dataset.ready = "true";
document.body.dataset.readyMs = String(Math.round(performance.now()));
