describe('races', () => {
    it('opens each race', async () => {
        for (const i of [1, 2]) {
            await $(`~RaceHeaderCell_${i}`).click();
        }
        const name = 'Monaco';
        await $(`//XCUIElementTypeStaticText[@label='${name}']`).waitForDisplayed();
    });
});
