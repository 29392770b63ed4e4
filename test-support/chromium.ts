// Debian's Chromium and the flags it needs on this machine kind (toolchain.md).
//
// Two binaries from Debian's chromium source package:
// - CHROMIUM, the browser people use (`chromium`): the benchmarks and Lighthouse measure with it.
// - TEST_CHROMIUM, Chromium's headless shell (`chromium-headless-shell`): the e2e suite runs in it. It is
//   the same Blink and V8 without the desktop browser around them, and the binary Playwright itself
//   launches for a headless run when no channel is named (playwright-core's Chromium launcher). Puppeteer's
//   guide suggests it where speed matters more than the whole browser's features
//   (https://pptr.dev/guides/headless-modes/; https://developer.chrome.com/docs/automation-and-testing/headless).
//   Here the whole suite took 149 s in it against 265 s in `chromium`, with every test passing in both.
export const CHROMIUM = process.env["CHROMIUM_PATH"] ?? "/usr/bin/chromium";
export const TEST_CHROMIUM = process.env["TEST_CHROMIUM_PATH"] ?? "/usr/bin/chromium-headless-shell";

export const CHROME_FLAGS = [
  "--headless",
  "--no-sandbox",
  "--disable-gpu",
  "--disable-quic",
  "--no-first-run",
  "--disable-background-networking",
  "--disable-component-update",
  "--disable-sync",
];
