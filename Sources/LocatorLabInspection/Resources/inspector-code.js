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
