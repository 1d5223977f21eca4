#!/usr/bin/env node
// Renders the app icons (public/icons/*.svg) to the PNG sizes the manifest and iOS need, with
// the Chromium that the end-to-end tests use. Run it after changing an SVG; the PNGs are committed.
import { readFileSync, writeFileSync } from 'node:fs';
import { chromium } from 'playwright';
import { CHROMIUM_DEFAULT_PATH } from './browser-settings.mjs';

const ICONS = [
  { svg: 'public/icons/icon.svg', png: 'public/icons/icon-192.png', size: 192 },
  { svg: 'public/icons/icon.svg', png: 'public/icons/icon-512.png', size: 512 },
  // iOS draws its own rounded mask, so the touch icon is the full-bleed maskable art.
  { svg: 'public/icons/icon-maskable.svg', png: 'public/icons/apple-touch-icon.png', size: 180 },
  { svg: 'public/icons/icon-maskable.svg', png: 'public/icons/icon-maskable-512.png', size: 512 },
  { svg: 'public/icons/icon.svg', png: 'public/favicon.ico', size: 32, ico: true },
];

/** An .ico holding one PNG image: browsers that ask for /favicon.ico on their own get no 404. */
function icoOf(png, size) {
  const header = Buffer.alloc(22);
  header.writeUInt16LE(0, 0);
  header.writeUInt16LE(1, 2);
  header.writeUInt16LE(1, 4);
  header.writeUInt8(size, 6);
  header.writeUInt8(size, 7);
  header.writeUInt16LE(1, 10);
  header.writeUInt16LE(32, 12);
  header.writeUInt32LE(png.length, 14);
  header.writeUInt32LE(22, 18);
  return Buffer.concat([header, png]);
}

const browser = await chromium.launch({
  executablePath: process.env.CHROME_PATH ?? CHROMIUM_DEFAULT_PATH,
  args: ['--no-sandbox', '--disable-gpu'],
});
try {
  const page = await browser.newPage();
  for (const { svg, png, size, ico } of ICONS) {
    await page.setViewportSize({ width: size, height: size });
    const markup = readFileSync(svg, 'utf8');
    await page.setContent(
      `<html><body style="margin:0;background:transparent">${markup.replace('<svg ', `<svg width="${size}" height="${size}" `)}</body></html>`,
    );
    const image = await page.screenshot({ omitBackground: true, type: 'png' });
    writeFileSync(png, ico ? icoOf(image, size) : image);
    console.info(`${png} (${size}×${size})`);
  }
} finally {
  await browser.close();
}
