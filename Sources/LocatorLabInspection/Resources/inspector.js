(() => {
"use strict";
const data = JSON.parse(document.getElementById("page-data").textContent);
const ROW = 22;
const $ = (id) => document.getElementById(id);
function node(tag, className, text) {
  const n = document.createElement(tag);
  if (className) n.className = className;
  if (text !== undefined && text !== null) n.textContent = String(text);
  return n;
}

// How each client spells a locator and a string literal: the JSON island's
// copy of LocatorLab's client table (ClientLanguage), by language.
const CLIENTS = Object.fromEntries(data.clients.map((client) => [client.language, client]));
const VERDICTS = {
  "identifier": "developer-chosen identifier",
  "resource-id": "Android resource-id",
  "label-derived": "label: changes with the language",
  "generated": "generated-looking identifier",
  "none": "no identifier",
};
const STRATEGIES = {
  ios: ["accessibility-id", "xpath", "predicate", "class-chain", "class-name", "id"],
  android: ["id", "accessibility-id", "uiautomator", "xpath", "class-name"],
};

// A string literal by the table's rules (StringLiteralRules): the backslash,
// the quote, the language's own escapes, then a code-point escape for every
// character a reader would not see, as locatorlab codegen writes them.
const INVISIBLE = /^(?:[\p{Cc}\p{Cf}\p{Zl}\p{Zp}\p{Co}\p{Cs}\p{Cn}]|(?! )\p{Zs})$/u;
const hexOf = (code, digits) => code.toString(16).toUpperCase().padStart(digits, "0");
function codePointEscape(ch, style) {
  const code = ch.codePointAt(0);
  const utf16 = () => Array.from({ length: ch.length }, (_, i) => "\\u" + hexOf(ch.charCodeAt(i), 4)).join("");
  switch (style) {
    case "utf16": return utf16();
    case "braces": return "\\u{" + hexOf(code, 1) + "}";
    case "python": return code <= 0xff ? "\\x" + hexOf(code, 2) : code <= 0xffff ? "\\u" + hexOf(code, 4) : "\\U" + hexOf(code, 8);
    case "javaScript": return code <= 0xff ? "\\x" + hexOf(code, 2) : utf16();
    case "ruby": return code <= 0x7f ? "\\x" + hexOf(code, 2) : "\\u{" + hexOf(code, 1) + "}";
    default: return ch;
  }
}
function literal(text, rules) {
  const chars = [...text];
  let out = rules.quote;
  chars.forEach((ch, i) => {
    if (ch === "\\") out += "\\\\";
    else if (rules.quote && ch === rules.quote) out += "\\" + ch;
    else if (Object.hasOwn(rules.escapes, ch)) out += rules.escapes[ch];
    else if (Object.hasOwn(rules.escapedBefore, ch) && i + 1 < chars.length && rules.escapedBefore[ch].includes(chars[i + 1])) out += "\\" + ch;
    else if (rules.codePoint !== "none" && INVISIBLE.test(ch)) out += codePointEscape(ch, rules.codePoint);
    else out += ch;
  });
  return out + rules.quote;
}
// Fills each `{hole}` once; a function, so a `$&` in a value stays as written.
const fill = (template, values) => template.replace(/\{(\w+)\}/g, (hole, key) => (Object.hasOwn(values, key) ? values[key] : hole));

// The XCUITest query of an element type, from LocatorLab's type table;
// types without one (Any, Application, private types) are searched as any.
const xcuiQuery = (type) => data.xcuiQueryNames[type] ?? "descendants(matching: .any)";

// Client code for a locator (ClientLanguage's forms and find calls), or null.
function clientCode(language, locator, element, platform) {
  const client = CLIENTS[language];
  const q = (text) => literal(text, client.literal);
  const name = client.strategies[locator.strategy];
  if (name === undefined) {
    const wire = client.protocolStrategies[locator.strategy];
    if (!client.protocolCall || wire === undefined) return null;
    return fill(client.protocolCall, { strategy: q(wire), value: q(locator.value) });
  }
  let argument;
  switch (client.locatorForm) {
    case "call": argument = `${name}(${q(locator.value)})`; break;
    case "arguments": argument = `${name}, ${q(locator.value)}`; break;
    case "prefixed": argument = q(name + locator.value); break;
    case "subscript":
      // XCUITest's subscript matches the identifier, which only iOS page sources carry.
      if (platform !== "ios" || !element.identifier || locator.value !== element.identifier) return null;
      argument = `[${q(locator.value)}]`;
      break;
    default: return null;
  }
  return fill(client.findCall, { locator: argument, query: xcuiQuery(element.type) });
}

const shortType = (type) => type.replace(/^XCUIElementType/, "").replace(/^android\.(widget|view)\./, "");
const shortResource = (id) => id.replace(/^[^:]*:id\//, "");
const severityOrder = { error: 0, warning: 1, note: 2 };
// An element's audit findings: each is once in its page's list.
const marks = (e) => e.audit.map((position) => page.audit[position]);

let pageIndex = 0, page, els, n;
let expanded, rows = [], rowOf, selected = -1, hovered = -1;
let filterKeep = null, filterHit = null, queryHits = null, haystack = null;
let scale = 1, language = "java";
const tree = $("tree"), spacer = $("tree-spacer");

function loadPage(index) {
  pageIndex = index;
  page = data.pages[index];
  els = page.elements;
  n = els.length;
  expanded = new Uint8Array(n).fill(1);
  selected = -1; hovered = -1;
  filterKeep = null; filterHit = null; queryHits = null; haystack = null;
  $("search").value = "";
  $("search-status").textContent = `${n} elements`;
  $("query-status").textContent = "";
  $("page-notes").textContent = page.notes.join(" · ");
  auditSummary();
  rebuildRows();
  tree.scrollTop = 0;
  setupScreen();
  renderDetails();
}

function auditSummary() {
  const counts = { missing: 0, duplicate: 0, generated: 0, label: 0 };
  for (const e of els) {
    const rules = new Set(marks(e).map((m) => m.rule));
    if (rules.has("missing-identifier")) counts.missing++;
    if ([...rules].some((r) => r.startsWith("duplicate-"))) counts.duplicate++;
    if (rules.has("generated-identifier")) counts.generated++;
    if (rules.has("label-derived-name")) counts.label++;
  }
  $("audit-summary").textContent = `Audit: ${counts.missing} without identifier · ${counts.duplicate} duplicated · ${counts.generated} generated-looking · ${counts.label} label-derived`;
}

// MARK: tree
function rebuildRows() {
  rows = [];
  if (filterKeep) {
    for (let i = 0; i < n; i++) if (filterKeep[i]) rows.push(i);
  } else {
    for (let i = 0; i < n; ) { rows.push(i); i = expanded[i] ? i + 1 : els[i].subtreeEnd; }
  }
  rowOf = new Int32Array(n).fill(-1);
  rows.forEach((element, k) => { rowOf[element] = k; });
  spacer.style.height = rows.length * ROW + "px";
  renderRows();
}

function renderRows() {
  const top = tree.scrollTop, height = tree.clientHeight || 800;
  const first = Math.max(0, Math.floor(top / ROW) - 8);
  const last = Math.min(rows.length, Math.ceil((top + height) / ROW) + 8);
  const fragment = document.createDocumentFragment();
  for (let k = first; k < last; k++) fragment.appendChild(rowNode(rows[k], k));
  spacer.replaceChildren(fragment);
}

function worstSeverity(marks) {
  return marks.reduce((worst, m) => severityOrder[m.severity] < severityOrder[worst] ? m.severity : worst, "note");
}

function rowNode(i, k) {
  const e = els[i];
  const row = node("div", "row");
  row.style.top = k * ROW + "px";
  row.style.paddingLeft = 4 + e.depth * 14 + "px";
  row.dataset.index = String(i);
  row.id = "row-" + i;
  row.setAttribute("role", "treeitem");
  row.setAttribute("aria-level", String(e.depth + 1));
  const hasChildren = e.subtreeEnd > i + 1;
  const open = filterKeep !== null || expanded[i] === 1;
  const twisty = node("span", "twisty", hasChildren ? (open ? "▾" : "▸") : "");
  if (hasChildren) row.setAttribute("aria-expanded", String(open));
  row.append(twisty);
  const type = node("span", "type", shortType(e.type));
  type.title = e.type;
  row.append(type);
  if (e.identifier) row.append(node("span", "ident", e.identifier));
  else if (e.resourceID) row.append(node("span", "ident", shortResource(e.resourceID)));
  if (e.labelDerivedName) row.append(node("span", "label-derived", e.labelDerivedName));
  else if (e.label) row.append(node("span", "label", "“" + e.label + "”"));
  if (hasChildren) row.append(node("span", "count", e.subtreeEnd - i - 1));
  if (e.audit.length) {
    const found = marks(e);
    const worst = worstSeverity(found);
    const badge = node("span", "badge " + worst, found.length === 1 ? found[0].rule : `${found.length} findings`);
    badge.title = found.map((m) => m.rule + ": " + m.message).join("\n");
    row.append(badge);
    if (worst !== "note") row.classList.add("audited");
  }
  if (i === selected) { row.classList.add("selected"); row.setAttribute("aria-selected", "true"); }
  if (i === hovered) row.classList.add("hovered");
  if (filterHit && filterHit[i]) row.classList.add("filter-hit");
  if (queryHits && queryHits[i]) row.classList.add("query-hit");
  return row;
}

function toggle(i, open) {
  expanded[i] = open === undefined ? 1 - expanded[i] : (open ? 1 : 0);
  rebuildRows();
}

function reveal(i) {
  if (rowOf[i] < 0) {
    if (filterKeep) { filterKeep = null; filterHit = null; $("search").value = ""; }
    for (let p = els[i].parent; p !== undefined; p = els[p].parent) expanded[p] = 1;
    rebuildRows();
  }
  const y = rowOf[i] * ROW;
  if (y < tree.scrollTop || y + ROW > tree.scrollTop + tree.clientHeight) {
    tree.scrollTop = Math.max(0, y - tree.clientHeight / 3);
  }
  renderRows();
}

function select(i, scroll) {
  selected = i;
  if (i >= 0 && scroll !== false) reveal(i); else renderRows();
  placeBox($("selected-box"), i);
  renderDetails();
}

function hover(i) {
  if (hovered === i) return;
  hovered = i;
  placeBox($("hover-box"), i);
  for (const row of spacer.children) row.classList.toggle("hovered", Number(row.dataset.index) === i);
}

tree.addEventListener("scroll", () => renderRows());
tree.addEventListener("click", (event) => {
  const row = event.target.closest(".row");
  if (!row) return;
  const i = Number(row.dataset.index);
  if (event.target.classList.contains("twisty") && els[i].subtreeEnd > i + 1 && !filterKeep) { toggle(i); return; }
  select(i, false);
  tree.focus();
});
tree.addEventListener("mousemove", (event) => {
  const row = event.target.closest(".row");
  hover(row ? Number(row.dataset.index) : -1);
});
tree.addEventListener("mouseleave", () => hover(-1));
tree.addEventListener("keydown", (event) => {
  if (!rows.length) return;
  const k = selected >= 0 && rowOf[selected] >= 0 ? rowOf[selected] : -1;
  const i = selected;
  const hasChildren = i >= 0 && els[i].subtreeEnd > i + 1;
  switch (event.key) {
    case "ArrowDown": select(rows[Math.min(rows.length - 1, k + 1)]); break;
    case "ArrowUp": select(rows[Math.max(0, k - 1)]); break;
    case "Home": select(rows[0]); break;
    case "End": select(rows[rows.length - 1]); break;
    case "ArrowRight":
      if (i < 0) select(rows[0]);
      else if (hasChildren && !expanded[i] && !filterKeep) toggle(i, true);
      else if (hasChildren) select(i + 1);
      break;
    case "ArrowLeft":
      if (i < 0) break;
      if (hasChildren && expanded[i] && !filterKeep) toggle(i, false);
      else if (els[i].parent !== undefined) select(els[i].parent);
      break;
    default: return;
  }
  event.preventDefault();
});
$("expand-all").addEventListener("click", () => { expanded.fill(1); rebuildRows(); });
$("collapse-all").addEventListener("click", () => {
  expanded.fill(0);
  // Keep the top two levels open: a fully collapsed tree shows one row.
  for (let i = 0; i < n; i++) if (els[i].depth < 2) expanded[i] = 1;
  rebuildRows();
});

// MARK: search
let searchTimer = 0;
$("search").addEventListener("input", () => {
  clearTimeout(searchTimer);
  searchTimer = setTimeout(() => applyFilter($("search").value), 60);
});
function applyFilter(text) {
  const query = text.trim().toLowerCase();
  if (!query) {
    filterKeep = null; filterHit = null;
    $("search-status").textContent = `${n} elements`;
  } else {
    if (!haystack) {
      haystack = els.map((e) => [e.type, e.identifier, e.resourceID, e.labelDerivedName, e.label, e.value]
        .filter((v) => v).join("\u0000").toLowerCase());
    }
    filterKeep = new Uint8Array(n);
    filterHit = new Uint8Array(n);
    let count = 0;
    for (let i = 0; i < n; i++) {
      if (!haystack[i].includes(query)) continue;
      count++;
      filterHit[i] = 1;
      for (let p = i; p !== undefined && !filterKeep[p]; p = els[p].parent) filterKeep[p] = 1;
    }
    $("search-status").textContent = `${count} of ${n} elements match`;
  }
  tree.scrollTop = 0;
  rebuildRows();
  drawOverlay();
}

// MARK: screen
function setupScreen() {
  const screen = $("screen"), image = $("screenshot"), canvas = $("overlay");
  const frame = page.screen;
  if (!frame) {
    screen.hidden = true;
    $("screen-caption").textContent = "The page source has no frames: there is no screen to draw.";
    return;
  }
  screen.hidden = false;
  const pane = screen.parentElement;
  const width = Math.max(160, pane.clientWidth - 16), height = Math.max(200, pane.clientHeight - 48);
  const fitWidth = Math.min(width, 460);
  scale = Math.min(fitWidth / frame[2], height / frame[3]);
  const w = Math.round(frame[2] * scale), h = Math.round(frame[3] * scale);
  screen.style.width = w + "px";
  screen.style.height = h + "px";
  const ratio = window.devicePixelRatio || 1;
  canvas.width = Math.round(w * ratio);
  canvas.height = Math.round(h * ratio);
  if (page.screenshot) {
    image.src = page.screenshot.dataURL;
    image.hidden = false;
    const unit = page.platform === "ios" ? "points" : "pixels";
    $("screen-caption").textContent = `Screenshot ${page.screenshot.width}×${page.screenshot.height} px = ${page.screenshot.scale}× the page source's ${frame[2]}×${frame[3]} ${unit}`;
  } else {
    image.removeAttribute("src");
    image.hidden = true;
    $("screen-caption").textContent = `Wireframe of the element frames (${frame[2]}×${frame[3]}); no screenshot given`;
  }
  drawOverlay();
  placeBox($("selected-box"), selected);
  placeBox($("hover-box"), hovered);
}

function drawOverlay() {
  const canvas = $("overlay"), frame = page.screen;
  if (!frame) return;
  const context = canvas.getContext("2d");
  const ratio = canvas.width / (frame[2] * scale);
  context.setTransform(ratio * scale, 0, 0, ratio * scale, -frame[0] * ratio * scale, -frame[1] * ratio * scale);
  context.clearRect(frame[0], frame[1], frame[2], frame[3]);
  context.lineWidth = 1 / scale;
  if (!page.screenshot) {
    context.strokeStyle = "rgba(128,128,128,0.55)";
    context.beginPath();
    for (const e of els) if (e.frame && e.frame[2] > 0 && e.frame[3] > 0) context.rect(e.frame[0] + 0.5 / scale, e.frame[1] + 0.5 / scale, e.frame[2] - 1 / scale, e.frame[3] - 1 / scale);
    context.stroke();
  }
  const paint = (hits, fill, stroke) => {
    context.fillStyle = fill; context.strokeStyle = stroke; context.lineWidth = 2 / scale;
    for (let i = 0; i < n; i++) {
      const f = els[i].frame;
      if (!hits(i) || !f) continue;
      context.fillRect(f[0], f[1], f[2], f[3]);
      context.strokeRect(f[0], f[1], f[2], f[3]);
    }
  };
  if (document.body.classList.contains("audit-on")) {
    const worst = (i) => (els[i].audit.length ? worstSeverity(marks(els[i])) : null);
    paint((i) => worst(i) === "error", "rgba(207,34,46,0.22)", "rgba(207,34,46,0.9)");
    paint((i) => worst(i) === "warning", "rgba(191,135,0,0.2)", "rgba(191,135,0,0.9)");
  }
  if (filterHit) paint((i) => filterHit[i], "rgba(255,212,0,0.18)", "rgba(191,135,0,0.8)");
  if (queryHits) paint((i) => queryHits[i], "rgba(9,105,218,0.2)", "rgba(9,105,218,0.95)");
}

function placeBox(box, i) {
  const frame = page.screen, f = i >= 0 ? els[i].frame : null;
  if (!frame || !f || f[2] <= 0 || f[3] <= 0) { box.hidden = true; return; }
  box.hidden = false;
  box.style.left = (f[0] - frame[0]) * scale + "px";
  box.style.top = (f[1] - frame[1]) * scale + "px";
  box.style.width = f[2] * scale + "px";
  box.style.height = f[3] * scale + "px";
}

// The smallest frame under the point; on a tie the deepest element.
function elementAt(event) {
  const frame = page.screen, rect = $("screen").getBoundingClientRect();
  const x = frame[0] + (event.clientX - rect.left) / scale, y = frame[1] + (event.clientY - rect.top) / scale;
  let best = -1, bestArea = Infinity;
  for (let i = 0; i < n; i++) {
    const f = els[i].frame;
    if (!f || f[2] <= 0 || f[3] <= 0) continue;
    if (x >= f[0] && y >= f[1] && x < f[0] + f[2] && y < f[1] + f[3] && f[2] * f[3] <= bestArea) { best = i; bestArea = f[2] * f[3]; }
  }
  return best;
}
$("screen").addEventListener("mousemove", (event) => {
  const i = elementAt(event);
  hover(i);
  if (i >= 0 && rowOf[i] >= 0) {
    const y = rowOf[i] * ROW;
    if (y < tree.scrollTop || y + ROW > tree.scrollTop + tree.clientHeight) { tree.scrollTop = Math.max(0, y - tree.clientHeight / 3); renderRows(); }
  }
});
$("screen").addEventListener("mouseleave", () => hover(-1));
$("screen").addEventListener("click", (event) => { const i = elementAt(event); if (i >= 0) select(i); });

$("audit-toggle").addEventListener("change", (event) => {
  document.body.classList.toggle("audit-on", event.target.checked);
  drawOverlay();
});

// MARK: details
function renderDetails() {
  const details = $("details");
  details.replaceChildren();
  if (selected < 0) {
    details.append(node("p", "muted", "Select an element in the tree or on the screen to see its attributes and the locators that find exactly it."));
    return;
  }
  const e = els[selected];
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
  for (let p = i; p !== undefined; p = els[p].parent) steps.push(els[p].step);
  return "/" + steps.reverse().join("/");
}

function fetchLocators(forPage, element) {
  fetch("locators", {
    method: "POST", headers: { "Content-Type": "application/json" },
    body: JSON.stringify({ page: forPage, element: element }),
  }).then((response) => response.json()).then((locators) => {
    if (!Array.isArray(locators) || !locators.length) return;
    const e = data.pages[forPage].elements[element];
    e.locators = locators;
    e.locatorsComplete = true;
    if (pageIndex === forPage && selected === element) renderDetails();
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
    const option = node("option", null, `${p.name} (${p.elements.length})`);
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
})();
