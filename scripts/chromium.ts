// Debian's Chromium, as the tests and the benchmark launch it: offline, no first-run work, no sandbox
// (CI runs as root). CHROMIUM_PATH points elsewhere if needed.
export const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
export const CHROMIUM_FLAGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
];
