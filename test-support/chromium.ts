// Debian's Chromium and the flags it needs on this machine kind (toolchain.md).
//
// Two binaries from Debian's chromium source package:
// - CHROMIUM, the browser people use (`chromium`): the benchmarks and Lighthouse measure with it.
// - TEST_CHROMIUM, Chromium's headless shell (`chromium-headless-shell`): the e2e suite runs in it. It is
//   the same Blink and V8 without the desktop browser around them, the binary Playwright and Puppeteer
//   launch by default for headless runs ("more performant for automation tasks",
//   https://pptr.dev/guides/headless-modes/; https://developer.chrome.com/docs/automation-and-testing/headless).
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
