// Debian's Chromium and the flags it needs on this machine kind (toolchain.md); shared by e2e and bench.
export const CHROMIUM = process.env["CHROMIUM_PATH"] ?? "/usr/bin/chromium";

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
