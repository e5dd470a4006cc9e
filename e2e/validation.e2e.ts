import { describe, expect, it } from 'vitest';
import { useBrowser, hasBrowser, baseUrl } from './support/browser.ts';
import { VALIDATION_RESULTS } from '../apps/web/src/features/marketing/data/validation-results.ts';

const b = useBrowser();

describe.skipIf(!hasBrowser())('How we test the bite score (public page)', () => {
  it('is linked from the landing page FAQ and shows the generated results, plots included', async () => {
    const page = await b.newPage();
    await page.goto('/');
    await page.getByText('Does the bite score actually work?').click();
    await page.getByRole('link', { name: 'How we test the bite score' }).click();
    await expect.poll(() => new URL(page.url()).pathname).toBe('/how-we-test');
    await expect.poll(() => page.title()).toBe('How We Test the Bite Score - AnglerScout');
    expect(
      await page.getByRole('heading', { level: 1, name: 'How we test the bite score' }).count(),
    ).toBe(1);
    for (const heading of ['The short answer', 'The test', 'Results', 'What this test cannot show'])
      expect(await page.getByRole('heading', { level: 2, name: heading }).count()).toBe(1);

    // The findings and the table come from the generated data, not from prose written by hand.
    const main = page.locator('article');
    const text = (await main.textContent()) ?? '';
    for (const f of VALIDATION_RESULTS.dev.findings) expect(text).toContain(f);
    const fullRow = page.getByRole('row', { name: /Full bite score/ });
    expect(await fullRow.textContent()).toContain(
      VALIDATION_RESULTS.dev.c.full.estimate.toFixed(3),
    );
    if (!VALIDATION_RESULTS.holdout) expect(text).toContain('has not been run yet');

    // Every plot is served as SVG and decodes (a missing one would have naturalWidth 0).
    for (const p of VALIDATION_RESULTS.plots) {
      const res = await fetch(`${baseUrl()}${p.src}`);
      expect(res.status).toBe(200);
      expect(res.headers.get('content-type')).toContain('image/svg+xml');
    }
    const images = page.locator('article img');
    expect(await images.count()).toBe(VALIDATION_RESULTS.plots.length);
    for (let i = 0; i < VALIDATION_RESULTS.plots.length; i++)
      await images.nth(i).scrollIntoViewIfNeeded();
    await expect
      .poll(() =>
        images.evaluateAll((imgs) =>
          (imgs as HTMLImageElement[]).every((i) => i.complete && i.naturalWidth > 0),
        ),
      )
      .toBe(true);
  });

  it('fits a 390 px phone screen', async () => {
    const page = await b.newPage({ viewport: { width: 390, height: 800 } });
    await page.goto('/how-we-test');
    await page.getByRole('heading', { level: 1 }).waitFor();
    const images = page.locator('article img');
    await images.first().scrollIntoViewIfNeeded();
    const width = await page.evaluate(() => document.documentElement.scrollWidth);
    expect(width).toBeLessThanOrEqual(390);
  });
});
