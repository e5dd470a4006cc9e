import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import type { TMonitoringStatus } from '@anglerscout/contracts';
import { hasBrowser, useBrowser } from './support/browser.ts';
import { signedInMember } from './support/members.ts';

// The end-to-end chain in a real browser against the real server (PROVIDERS=fake): test
// mode, an error scenario against the weather source, the metrics move, alerts, health, the
// widget within its 5-second refresh, acknowledgement, cleanup. The server records every 10 s in
// test mode, so this takes up to half a minute.
const b = useBrowser();
const ADMIN = 'e2e-monitor-admin@example.com';
const PASSWORD = 'pike-under-the-lilies-8';
const slow = { timeout: 30_000 };

const statusOf = (page: Page) =>
  page.evaluate(
    async () => (await (await fetch('/api/admin/monitoring/status')).json()) as TMonitoringStatus,
  );

async function adminOnMonitoring(): Promise<Page> {
  const { page } = await signedInMember(() => b.newPage(), ADMIN, PASSWORD);
  await page.goto('/app/admin/monitoring');
  await page.getByRole('heading', { name: 'Monitoring', level: 1 }).waitFor();
  return page;
}

describe.skipIf(!hasBrowser())('monitoring', () => {
  it('an error scenario against the weather source raises alerts the widget shows, until acknowledged', async () => {
    const page = await adminOnMonitoring();
    const widget = page.getByTestId('monitoring-widget');
    const compact = page.getByTestId('monitoring-compact');
    await compact.waitFor();

    await page
      .getByRole('group', { name: 'Switch mode' })
      .getByRole('button', { name: 'Test' })
      .click();
    await expect
      .poll(() => page.getByTestId('portal-mode').textContent())
      .toContain('Current mode: Test');
    // Alerts from earlier browser tests (outage spots, slow sign-ins) are cleared first.
    await page.getByRole('button', { name: 'Clear alerts' }).click();
    await expect.poll(async () => (await statusOf(page)).unacknowledgedCount).toBe(0);

    await page.getByLabel('Scenario id').fill('e2e-weather-outage');
    await page.getByLabel('Source').selectOption('open-meteo-forecast');
    await page.getByLabel('Fault').selectOption('502');
    await page.getByLabel('Failing attempts').fill('4');
    await page.getByLabel('Retry attempts').fill('4');
    await page.getByRole('button', { name: 'Run scenario' }).click();
    const result = page.getByTestId('scenario-e2e-weather-outage');
    await expect
      .poll(() => result.getByTestId('scenario-status').textContent(), slow)
      .toBe('passed');
    expect(await result.textContent()).toContain(
      'open-meteo-forecast answered again after 4 failed call(s)',
    );
    // Cleanup restored the source: it answered right after.
    expect(await result.textContent()).toMatch(/sourceAnswers\s*true/);

    // The next recording (every 10 s in test mode) moves the metrics and raises the alerts.
    let raisedAt = 0;
    await expect
      .poll(async () => {
        const s = await statusOf(page);
        const found = s.alerts.map((a) => `${a.metricName}:${a.severity}`).sort();
        if (found.includes('recovery_failures:error')) raisedAt ||= Date.now();
        return found;
      }, slow)
      .toEqual(expect.arrayContaining(['error_rate:critical', 'recovery_failures:error']));
    const status = await statusOf(page);
    expect(status.health).toBe('unhealthy');
    expect(status.keyMetrics.find((m) => m.name === 'error_rate')!.value).toBeGreaterThan(0);

    // The widget refreshes every 5 seconds: it shows the new health within that.
    await expect
      .poll(() => widget.getByTestId('health-label').textContent(), { timeout: 5500 })
      .toBe('Unhealthy');
    expect(Date.now() - raisedAt).toBeLessThan(5500 + 1000);
    expect(await compact.textContent()).toMatch(/Health: Unhealthy/);

    // Every alert open at this point is acknowledged here but the recovery one, which the widget's
    // button acknowledges below: besides the scenario's, a warning the machine raised after the
    // clearing (a slow sign-in) would otherwise keep the health at Degraded.
    for (const alert of status.alerts.filter((a) => a.metricName !== 'recovery_failures'))
      await page.evaluate(
        async (id) => fetch(`/api/admin/monitoring/alerts/${id}/acknowledge`, { method: 'POST' }),
        alert.id,
      );
    await expect
      .poll(() => widget.getByTestId('health-label').textContent(), slow)
      .toBe('Degraded');
    await widget
      .getByRole('button', { name: 'Acknowledge error alert on Recovery failures' })
      .click();
    // With the scenario's alerts acknowledged the widget reads Healthy, unless the machine itself
    // raised another alert meanwhile (a sign-in over 330 ms on a loaded CI runner is a warning in
    // test mode): then it must show that alert's health and name it, and nothing of ours.
    const ours = new Set(status.alerts.map((a) => a.id));
    const recovery = status.alerts.find((a) => a.metricName === 'recovery_failures')!;
    await expect
      .poll(async () => (await statusOf(page)).alerts.some((a) => a.id === recovery.id), slow)
      .toBe(false);
    const label = { healthy: 'Healthy', degraded: 'Degraded', unhealthy: 'Unhealthy' } as const;
    await expect
      .poll(async () => {
        const now = await statusOf(page);
        const others = now.alerts.filter((a) => !ours.has(a.id) && a.severity !== 'info');
        const shown = await widget.getByTestId('health-label').textContent();
        const open = now.alerts.map((a) => `${a.metricName}:${a.severity}`).join(', ');
        if (others.length === 0)
          return shown === 'Healthy' ? 'ok' : `${shown}, no other alert (${now.health}; ${open})`;
        // An alert the machine raised on its own: the widget names it and reads degraded or worse.
        const names = others.map((a) => a.metricName);
        return shown === label[now.health] && now.health !== 'healthy'
          ? 'ok'
          : `${shown} with ${names.join(', ')}`;
      }, slow)
      .toBe('ok');
    const after = await statusOf(page);
    expect(after.alerts.filter((a) => ours.has(a.id))).toEqual([]);
    if (after.unacknowledgedCount === 0)
      await expect.poll(() => compact.textContent(), slow).toMatch(/0 unacknowledged alerts/);

    // The weather source answers again: the Conditions page's sources have the forecast.
    const conditions = await page.evaluate(async () => {
      const res = await fetch('/api/conditions?lat=30.27&lon=-97.74');
      return (await res.json()) as { missing: { source: string }[] };
    });
    expect(conditions.missing.map((m) => m.source)).not.toContain('open-meteo-forecast');

    await page
      .getByRole('group', { name: 'Switch mode' })
      .getByRole('button', { name: 'Emergency' })
      .click();
    await expect
      .poll(() => page.getByTestId('portal-mode').textContent())
      .toContain('Current mode: Emergency');
  }, 120_000);

  it('web vitals of a real Chromium visit appear on the performance dashboard', async () => {
    const visitor = await b.newPage();
    // The reporter loads when the browser is first idle; a navigation before it runs is not seen
    // (on a busy machine that can be seconds), so the visit waits for its module first.
    const reporterLoaded = visitor.waitForResponse((r) =>
      /\/report-vitals-[^/]*\.js$/.test(r.url()),
    );
    await visitor.goto('/about');
    await visitor.getByRole('link', { name: 'Back to Home' }).first().waitFor();
    await reporterLoaded;
    await visitor.evaluate(() => new Promise((resolve) => setTimeout(resolve, 100)));
    // A client-side navigation (a route transition), then leaving the document, which sends
    // what is still held (LCP and CLS are final only when the page is hidden).
    // The route transition is sent by the queue's timed flush: wait for that beacon, not a clock.
    const transitionSent = visitor.waitForRequest(
      (r) => r.url().endsWith('/api/vitals') && (r.postData() ?? '').includes('"route":"/"'),
      { timeout: 30_000 },
    );
    await visitor.getByRole('link', { name: 'Back to Home' }).first().click();
    await visitor.waitForURL((url) => url.pathname === '/');
    await transitionSent;
    await visitor.goto('/contact');
    await visitor.close({ runBeforeUnload: true });

    const { page } = await signedInMember(
      () => b.newPage(),
      'e2e-perf-admin@example.com',
      PASSWORD,
    );
    await page.goto('/app/admin/performance');
    const row = page
      .getByTestId('performance-row')
      .filter({ has: page.getByRole('rowheader', { name: '/about', exact: true }) });
    await expect.poll(() => row.count(), slow).toBe(1);
    const headers = await page.getByRole('columnheader').allTextContents();
    expect(headers).toEqual(expect.arrayContaining(['Route', 'LCP', 'FCP', 'TTFB', 'Page load']));
    const text = (await row.textContent()) ?? '';
    expect(text).toMatch(/\d[\d,]* ms(good|needs improvement|poor)/);
    const home = page
      .getByTestId('performance-row')
      .filter({ has: page.getByRole('rowheader', { name: '/', exact: true }) });
    await expect.poll(() => home.count(), slow).toBe(1);
    expect(await home.textContent()).toMatch(/\d+ ms/);
  });
});
