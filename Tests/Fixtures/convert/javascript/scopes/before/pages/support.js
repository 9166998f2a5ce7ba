// XPaths the specs build from an element type and a name.
const PREFIX = '//XCUIElementType';

const byName = (type, name) => `${PREFIX}${type}[@name='${name}']`;

function byNameJoined(type, name) {
  return '//XCUIElementType' + type + "[@name='" + name + "']";
}

async function tapXPath(xpath) {
  await driver.findElement('xpath', xpath);
}

module.exports = { byName, byNameJoined, tapXPath };
