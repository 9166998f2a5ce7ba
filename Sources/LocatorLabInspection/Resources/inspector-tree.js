// Part 2 of 3: loading a page, the virtualised tree, search, the screen.
function loadPage(index) {
  pageIndex = index;
  page = data.pages[index];
  S = page.strings;
  n = decodePage(page);
  expanded = new Uint8Array(n).fill(1);
  selected = -1; hovered = -1;
  filterKeep = null; filterHit = null; queryHits = null; lowered = null;
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
  for (const positions of marksOf.values()) {
    const rules = new Set(positions.map((position) => page.audit[position].rule));
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
    for (let i = 0; i < n; ) { rows.push(i); i = expanded[i] ? i + 1 : endOf[i]; }
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
  const e = element(i);
  const row = node("div", "row");
  row.style.top = k * ROW + "px";
  row.style.paddingLeft = 4 + e.depth * 14 + "px";
  row.dataset.index = String(i);
  row.id = "row-" + i;
  row.setAttribute("role", "treeitem");
  row.setAttribute("aria-level", String(e.depth + 1));
  const parent = hasChildren(i);
  const open = filterKeep !== null || expanded[i] === 1;
  const twisty = node("span", "twisty", parent ? (open ? "▾" : "▸") : "");
  if (parent) row.setAttribute("aria-expanded", String(open));
  row.append(twisty);
  const type = node("span", "type", shortType(e.type));
  type.title = e.type;
  row.append(type);
  if (e.identifier) row.append(node("span", "ident", e.identifier));
  else if (e.resourceID) row.append(node("span", "ident", shortResource(e.resourceID)));
  if (e.labelDerivedName) row.append(node("span", "label-derived", e.labelDerivedName));
  else if (e.label) row.append(node("span", "label", "“" + e.label + "”"));
  if (parent) row.append(node("span", "count", endOf[i] - i - 1));
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
    for (let p = parentOf[i]; p >= 0; p = parentOf[p]) expanded[p] = 1;
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
  if (event.target.classList.contains("twisty") && hasChildren(i) && !filterKeep) { toggle(i); return; }
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
  const opens = i >= 0 && hasChildren(i);
  switch (event.key) {
    case "ArrowDown": select(rows[Math.min(rows.length - 1, k + 1)]); break;
    case "ArrowUp": select(rows[Math.max(0, k - 1)]); break;
    case "Home": select(rows[0]); break;
    case "End": select(rows[rows.length - 1]); break;
    case "ArrowRight":
      if (i < 0) select(rows[0]);
      else if (opens && !expanded[i] && !filterKeep) toggle(i, true);
      else if (opens) select(i + 1);
      break;
    case "ArrowLeft":
      if (i < 0) break;
      if (opens && expanded[i] && !filterKeep) toggle(i, false);
      else if (parentOf[i] >= 0) select(parentOf[i]);
      break;
    default: return;
  }
  event.preventDefault();
});
$("expand-all").addEventListener("click", () => { expanded.fill(1); rebuildRows(); });
$("collapse-all").addEventListener("click", () => {
  expanded.fill(0);
  // Keep the top two levels open: a fully collapsed tree shows one row.
  for (let i = 0; i < n; i++) if (page.depths[i] < 2) expanded[i] = 1;
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
    // Each distinct string is tested once, then each element by the numbers of its strings.
    if (!lowered) lowered = S.map((s) => s.toLowerCase());
    const found = new Uint8Array(S.length);
    for (let k = 0; k < S.length; k++) if (lowered[k].includes(query)) found[k] = 1;
    const columns = [page.types, page.identifiers, page.resourceIDs, page.labelDerivedNames, page.labels, page.values];
    filterKeep = new Uint8Array(n);
    filterHit = new Uint8Array(n);
    let count = 0;
    for (let i = 0; i < n; i++) {
      if (!columns.some((column) => column[i] >= 0 && found[column[i]])) continue;
      count++;
      filterHit[i] = 1;
      for (let p = i; p >= 0 && !filterKeep[p]; p = parentOf[p]) filterKeep[p] = 1;
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
    const f = page.frames;
    for (let i = 0, at = 0; i < n; i++, at += 4) if (!frameless[i] && f[at + 2] > 0 && f[at + 3] > 0) context.rect(f[at] + 0.5 / scale, f[at + 1] + 0.5 / scale, f[at + 2] - 1 / scale, f[at + 3] - 1 / scale);
    context.stroke();
  }
  const paint = (hits, fill, stroke) => {
    context.fillStyle = fill; context.strokeStyle = stroke; context.lineWidth = 2 / scale;
    for (let i = 0; i < n; i++) {
      if (!hits(i) || frameless[i]) continue;
      const f = page.frames, at = 4 * i;
      context.fillRect(f[at], f[at + 1], f[at + 2], f[at + 3]);
      context.strokeRect(f[at], f[at + 1], f[at + 2], f[at + 3]);
    }
  };
  if (document.body.classList.contains("audit-on")) {
    const worst = (i) => (marksOf.has(i) ? worstSeverity(auditOf(i).map((position) => page.audit[position])) : null);
    paint((i) => worst(i) === "error", "rgba(207,34,46,0.22)", "rgba(207,34,46,0.9)");
    paint((i) => worst(i) === "warning", "rgba(191,135,0,0.2)", "rgba(191,135,0,0.9)");
  }
  if (filterHit) paint((i) => filterHit[i], "rgba(255,212,0,0.18)", "rgba(191,135,0,0.8)");
  if (queryHits) paint((i) => queryHits[i], "rgba(9,105,218,0.2)", "rgba(9,105,218,0.95)");
}

function placeBox(box, i) {
  const frame = page.screen, f = i >= 0 ? frameOf(i) : null;
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
  const f = page.frames;
  for (let i = 0, at = 0; i < n; i++, at += 4) {
    if (frameless[i] || f[at + 2] <= 0 || f[at + 3] <= 0) continue;
    if (x >= f[at] && y >= f[at + 1] && x < f[at] + f[at + 2] && y < f[at + 1] + f[at + 3] && f[at + 2] * f[at + 3] <= bestArea) { best = i; bestArea = f[at + 2] * f[at + 3]; }
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

