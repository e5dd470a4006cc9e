// Foundation benchmarks: landing-page JavaScript weight, Lighthouse (mobile preset) on the landing
// page, and GET /api/health throughput against a bare Hono hello-world measured in the same run.
import { readFileSync, existsSync } from 'node:fs';
import { gzipSync } from 'node:zlib';
import { join } from 'node:path';
import { spawn } from 'node:child_process';
import autocannon from 'autocannon';
import { ROOT, freePort, report, startServer } from './support.ts';

const dist = join(ROOT, 'apps/web/dist');

function landingJsGzipKb(): number {
  const html = readFileSync(join(dist, 'index.html'), 'utf8');
  const srcs = [...html.matchAll(/<(?:script[^>]+src|link[^>]+rel="modulepreload"[^>]+href)="([^"]+\.js)"/g)].map((m) => m[1]!);
  const bytes = srcs.reduce((sum, src) => sum + gzipSync(readFileSync(join(dist, src))).length, 0);
  return Math.round((bytes / 1024) * 10) / 10;
}

async function lighthouseRun(url: string) {
  const { default: lighthouse } = await import('lighthouse');
  const chromeLauncher = await import('chrome-launcher');
  const chrome = await chromeLauncher.launch({
    chromePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    chromeFlags: ['--headless=new', '--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run', '--disable-dev-shm-usage'],
  });
  try {
    const result = await lighthouse(url, { port: chrome.port, output: 'json', logLevel: 'error', onlyCategories: ['performance', 'accessibility'] });
    const lhr = result!.lhr;
    return {
      performance: Math.round((lhr.categories.performance?.score ?? 0) * 100),
      accessibility: Math.round((lhr.categories.accessibility?.score ?? 0) * 100),
      lcpMs: Math.round(lhr.audits['largest-contentful-paint']?.numericValue ?? NaN),
    };
  } finally {
    await chrome.kill();
  }
}

async function throughput(url: string): Promise<number> {
  await autocannon({ url, connections: 20, duration: 2 }); // warm-up
  const result = await autocannon({ url, connections: 50, duration: 8 });
  return Math.round(result.requests.average);
}

async function bareHono(): Promise<{ url: string; stop: () => void }> {
  const port = await freePort();
  const code = `import { Hono } from 'hono'; import { serve } from '@hono/node-server';
    serve({ fetch: new Hono().get('/', (c) => c.json({ status: 'ok' })).fetch, port: ${port}, hostname: '127.0.0.1' });`;
  const child = spawn(process.execPath, ['--input-type=module', '-e', code], { cwd: join(ROOT, 'apps/server'), stdio: 'inherit' });
  for (let i = 0; i < 100; i++) {
    try {
      if ((await fetch(`http://127.0.0.1:${port}/`)).ok) break;
    } catch {
      await new Promise((r) => setTimeout(r, 100));
    }
  }
  return { url: `http://127.0.0.1:${port}/`, stop: () => child.kill() };
}

if (!existsSync(join(dist, 'index.html'))) throw new Error('Build the web app first: npm run build');
const kb = landingJsGzipKb();
report({ name: 'landing initial JS (gzip)', value: kb, unit: 'KB', goal: '<= 120 KB', pass: kb <= 120 });

const server = await startServer({ LOG_LEVEL: 'warn' });
try {
  if (existsSync(process.env.CHROMIUM_PATH ?? '/usr/bin/chromium')) {
    const lh = await lighthouseRun(`${server.url}/`);
    report({ name: 'lighthouse mobile performance', value: lh.performance, unit: 'score', goal: '>= 95', pass: lh.performance >= 95 });
    report({ name: 'lighthouse mobile accessibility', value: lh.accessibility, unit: 'score', goal: '>= 95', pass: lh.accessibility >= 95 });
    report({ name: 'lighthouse mobile LCP', value: lh.lcpMs, unit: 'ms', goal: '<= 1500 ms', pass: lh.lcpMs <= 1500 });
  } else {
    report({ name: 'lighthouse (chromium missing)', value: NaN, unit: '', goal: 'apt-get install chromium', pass: false });
  }
  const bare = await bareHono();
  const bareRps = await throughput(bare.url);
  bare.stop();
  const healthRps = await throughput(`${server.url}/api/health`);
  // The same handler through the whole middleware chain (a query string skips the liveness front door).
  const chainRps = await throughput(`${server.url}/api/health?via=chain`);
  const ratio = Math.round((healthRps / bareRps) * 100);
  report({ name: 'bare Hono hello-world', value: bareRps, unit: 'req/s' });
  report({ name: 'GET /api/health', value: healthRps, unit: 'req/s' });
  report({ name: 'GET /api/health via the full chain', value: chainRps, unit: 'req/s' });
  report({ name: '/api/health vs bare Hono', value: ratio, unit: '%', goal: '>= 70 %', pass: ratio >= 70 });
} finally {
  await server.stop();
}
