// bin/serve.mjs as `make start` and the e2e suite run it: every file target's export, served at
// /export/<target>/<file> as the role pages link it, comes as text a browser shows, not as a download.
import { spawn, type ChildProcess } from "node:child_process";
import { mkdirSync, mkdtempSync, writeFileSync } from "node:fs";
import { createServer, type AddressInfo } from "node:net";
import { tmpdir } from "node:os";
import path from "node:path";

import { afterAll, beforeAll, describe, expect, it } from "vitest";

import {
  EXPORT_TARGET_INFO,
  STATIC_EXPORT_TARGETS,
  staticExport,
  staticExportUrl,
  type StaticExport,
} from "../lib/casts/export";

const ROOT = path.resolve(import.meta.dirname, "..");
const out = mkdtempSync(path.join(tmpdir(), "casts-serve-"));
const exports: StaticExport[] = STATIC_EXPORT_TARGETS.map((target) => staticExport("critic", target, null));
for (const entry of exports) {
  const file = path.join(out, "export", entry.target, ...entry.file.split("/"));
  mkdirSync(path.dirname(file), { recursive: true });
  writeFileSync(file, entry.content);
}

/** A port nothing listens on now: the system's pick for a socket closed at once. */
async function freePort(): Promise<number> {
  const probe = createServer();
  await new Promise<void>((resolve) => probe.listen(0, "127.0.0.1", resolve));
  const { port } = probe.address() as AddressInfo;
  await new Promise((resolve) => probe.close(resolve));
  return port;
}

let server: ChildProcess;
let origin = "";
beforeAll(async () => {
  const port = String(await freePort());
  server = spawn(process.execPath, ["bin/serve.mjs", "--port", port, "--dir", out], { cwd: ROOT });
  // It prints its address once it listens.
  await new Promise<void>((resolve, reject) => {
    server.stdout!.once("data", () => resolve());
    server.on("exit", (code) => reject(new Error(`serve.mjs exited with ${code}`)));
  });
  origin = `http://127.0.0.1:${port}`;
});
afterAll(() => {
  server.kill();
});

describe("bin/serve.mjs", () => {
  it("has an export for every file extension the file targets write", () => {
    const extension = (file: string) => path.extname(file);
    const written = new Set(
      STATIC_EXPORT_TARGETS.map((target) => extension(EXPORT_TARGET_INFO[target].path("x"))),
    );
    expect([...written].sort()).toEqual([".md", ".mdc", ".toml", ".yaml"]);
    expect(new Set(exports.map((entry) => extension(entry.file)))).toEqual(written);
  });

  it("serves a page whose link is 100,000 characters long, where Node's default answers an empty 431", async () => {
    const [entry] = exports;
    const url = `${origin}${staticExportUrl(entry!.target, entry!.file)}?role=${"a".repeat(100_000)}`;
    const response = await fetch(url);
    expect(response.status).toBe(200);
    expect(await response.text()).toBe(entry!.content);
  });

  it("serves each export file as UTF-8 plain text, gzip or not, which browsers show rather than save", async () => {
    for (const entry of exports) {
      const url = `${origin}${staticExportUrl(entry.target, entry.file)}`;
      for (const encoding of ["gzip", "identity"]) {
        const response = await fetch(url, { headers: { "accept-encoding": encoding } });
        expect(response.status, url).toBe(200);
        expect(response.headers.get("content-type"), url).toBe("text/plain; charset=utf-8");
        expect(response.headers.get("content-disposition"), url).toBeNull();
        expect(await response.text(), url).toBe(entry.content);
      }
    }
  });
});
