// The inspect page's script, part 1 of 3: the page data, client code for a
// locator, shared helpers and state. InspectorAssets joins the parts inside
// one function, so they share its scope and nothing leaks to the window.
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
  ios: ["accessibility-id", "xpath", "predicate", "class-chain", "xcuitest", "class-name", "id"],
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
  // An XCUITest query is Swift already, and no Appium client takes it.
  if (locator.strategy === "xcuitest") return language === "swift" ? locator.value : null;
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

// MARK: a page's columns
// The island lists a screen as columns of numbers over one string table
// (InspectionDocument+Island.swift); the page keeps them as they are and
// makes an element's object only for the rows in view and the details, so
// a million-element screen costs a few arrays, not a million objects.
let pageIndex = 0, page, n, S;
let parentOf, endOf, attributeStart, quickName, frameless, marksOf, rankedOf, nameTestOf;
let expanded, rows = [], rowOf, selected = -1, hovered = -1;
let filterKeep = null, filterHit = null, queryHits = null, lowered = null;
let scale = 1, language = "java";
const tree = $("tree"), spacer = $("tree-spacer");
const QUICK = data.quickLocatorForms;

function decodePage(p) {
  const count = p.depths.length;
  // Parents and subtree ends from the depths, in one pass with a stack of open ancestors.
  parentOf = new Int32Array(count);
  endOf = new Int32Array(count);
  const open = [];
  for (let i = 0; i < count; i++) {
    while (open.length > p.depths[i]) endOf[open.pop()] = i;
    parentOf[i] = open.length ? open[open.length - 1] : -1;
    open.push(i);
  }
  while (open.length) endOf[open.pop()] = count;
  attributeStart = new Int32Array(count);
  for (let i = 0, at = 0; i < count; i++) { attributeStart[i] = at; at += 1 + p.attributeShapes[p.attributes[at]].length; }
  quickName = new Int32Array(count).fill(-1);
  for (let i = 0, k = 0; i < count; i++) if (p.quickCodes[i] & 1) quickName[i] = p.quickNames[k++];
  frameless = new Uint8Array(count);
  for (const i of p.withoutFrame) frameless[i] = 1;
  marksOf = new Map();
  for (let at = 0; at < p.auditMarks.length; at += 2 + p.auditMarks[at + 1]) {
    marksOf.set(p.auditMarks[at], p.auditMarks.slice(at + 2, at + 2 + p.auditMarks[at + 1]));
  }
  rankedOf = new Map(p.ranked);
  nameTestOf = new Map(p.nameTests);
  return count;
}

const text = (k) => (k < 0 ? undefined : S[k]);
const hasChildren = (i) => endOf[i] > i + 1;
const auditOf = (i) => marksOf.get(i) || [];
// `[x, y, width, height]`, or null for an element without a frame.
const frameOf = (i) => (frameless[i] ? null : page.frames.slice(4 * i, 4 * i + 4));
// The element's step of its absolute path: its type's name test and, among
// same-named siblings, its position.
const stepOf = (i) => nameTestOf.get(page.types[i]) + (page.positions[i] ? `[${page.positions[i]}]` : "");

// The quick locators (QuickLocators.swift): codes over the shared forms.
function quickLocators(i) {
  const code = page.quickCodes[i], out = [];
  const form = (index, value) => Object.assign({}, QUICK[index], { value });
  if (code & 1) out.push(form(code & 2 ? 1 : 0, S[quickName[i]]));
  if (code & 4) {
    const id = text(page.resourceIDs[i]);
    const locator = form(2, code & 8 ? shortResource(id) : id);
    if (code & 2) out.unshift(locator); else out.push(locator);
  }
  out.forEach((locator, k) => { locator.rank = k + 1; });
  return out;
}

// Element `i` as one object, for the rows in view and the details.
function element(i) {
  const shape = page.attributeShapes[page.attributes[attributeStart[i]]];
  const ranked = rankedOf.get(i);
  return {
    type: S[page.types[i]], identifier: text(page.identifiers[i]), resourceID: text(page.resourceIDs[i]),
    labelDerivedName: text(page.labelDerivedNames[i]), label: text(page.labels[i]), value: text(page.values[i]),
    verdict: data.verdicts[page.verdicts[i]], frame: frameOf(i), audit: auditOf(i), depth: page.depths[i],
    parent: parentOf[i] < 0 ? undefined : parentOf[i], subtreeEnd: endOf[i], step: stepOf(i),
    attributes: shape.map((name, k) => [S[name], S[page.attributes[attributeStart[i] + 1 + k]]]),
    locators: ranked || quickLocators(i), locatorsComplete: ranked !== undefined,
  };
}
