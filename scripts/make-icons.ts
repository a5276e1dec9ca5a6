/**
 * Renders the app icons (192, 512 and a maskable 512) from one SVG with headless Chromium and writes them to
 * public/icons/. Run: `npx tsx scripts/make-icons.ts`. The PNGs are committed; rerun only to change the design.
 */
import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { chromium } from 'playwright-core';

const GREEN = '#1b5e20';
const OUT_DIR = path.resolve('public/icons');

/** A leaf over a field furrow. `safe` shrinks the drawing into the maskable safe zone (inner 80 %). */
function svg(size: number, safe: boolean): string {
  const scale = safe ? 0.62 : 0.8;
  const radius = safe ? 0 : size * 0.18;
  const inner = size * scale;
  const offset = (size - inner) / 2;
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${size}" height="${size}" viewBox="0 0 ${size} ${size}">
  <rect width="${size}" height="${size}" rx="${radius}" fill="${GREEN}"/>
  <g transform="translate(${offset} ${offset}) scale(${inner / 100})">
    <path d="M50 88 C50 60 52 38 78 16 C82 44 72 64 50 72 Z" fill="#a5d6a7"/>
    <path d="M50 88 C50 64 46 46 22 30 C18 56 30 70 50 76 Z" fill="#ffffff"/>
    <rect x="47" y="70" width="6" height="22" rx="3" fill="#ffffff"/>
    <path d="M10 94 Q50 82 90 94" stroke="#c8e6c9" stroke-width="4" fill="none" stroke-linecap="round"/>
  </g>
</svg>`;
}

const ICONS = [
  { file: 'icon-192.png', size: 192, safe: false },
  { file: 'icon-512.png', size: 512, safe: false },
  { file: 'icon-maskable-512.png', size: 512, safe: true },
];

async function main(): Promise<void> {
  mkdirSync(OUT_DIR, { recursive: true });
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: ['--headless', '--no-sandbox', '--disable-gpu'],
  });
  try {
    for (const icon of ICONS) {
      const page = await browser.newPage({ viewport: { width: icon.size, height: icon.size } });
      await page.setContent(`<html><body style="margin:0;background:transparent">${svg(icon.size, icon.safe)}</body></html>`);
      await page.locator('svg').screenshot({ path: path.join(OUT_DIR, icon.file), omitBackground: !icon.safe });
      await page.close();
      console.log(`wrote public/icons/${icon.file}`);
    }
  } finally {
    await browser.close();
  }
}

await main();
