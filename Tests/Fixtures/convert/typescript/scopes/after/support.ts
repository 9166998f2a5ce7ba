// XPaths the specs build from an element type and a name.
const PREFIX: string = '//XCUIElementType';

export const byName = (type: string, name: string): string => `${PREFIX}${type}[@name='${name}']`;

export function byNameJoined(type: string, name: string): string {
  return '//XCUIElementType' + type + "[@name='" + name + "']";
}

export async function tapXPath(xpath: string): Promise<void> {
  await driver.findElement('xpath', xpath);
}
