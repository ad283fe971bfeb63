import type { Page } from 'playwright-core';

/** The offline map's place labels as drawn: each name and its box on the page. */
export async function mapLabels(page: Page): Promise<{ name: string; x: number; y: number; w: number; h: number }[]> {
  return page.locator('.tm-label-text').evaluateAll((nodes) =>
    nodes.map((node) => {
      const { x, y, width, height } = node.getBoundingClientRect();
      return { name: node.textContent ?? '', x, y, w: width, h: height };
    }),
  );
}

/** Zooms the offline map in on a named place by double-clicking its dot, `times` times, waiting for each zoom. */
export async function zoomInto(page: Page, name: string, times: number): Promise<void> {
  const map = page.locator('.tm-map');
  await map.scrollIntoViewIfNeeded();
  for (let i = 0; i < times; i += 1) {
    const zoom = await map.getAttribute('data-zoom');
    const dot = page.locator(`.tm-label:has(.tm-label-text:text-is("${name}")) .tm-label-dot`).first();
    await dot.waitFor({ timeout: 10_000 });
    const box = (await dot.boundingBox())!;
    await page.mouse.dblclick(box.x + box.width / 2, box.y + box.height / 2);
    for (let wait = 0; wait < 50 && (await map.getAttribute('data-zoom')) === zoom; wait += 1)
      await page.waitForTimeout(100);
    // The labels are placed again once the zoom's animation has ended.
    await page.waitForTimeout(400);
  }
}

/** Resolves once the offline map has drawn its first band: the island's land and the place names. */
export async function waitForMap(page: Page, timeout = 20_000): Promise<void> {
  await page.locator('.leaflet-tm-land-pane path').first().waitFor({ state: 'attached', timeout });
  await page.locator('.tm-label-text').first().waitFor({ timeout });
}
