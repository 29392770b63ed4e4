// Serves the static export (out/) the way a static host would: x.html for /x, 404.html otherwise.
// `--base /my-repo` serves it under that sub-path, as GitHub Pages serves a project site (build with
// the same CASTS_BASE_PATH); anything outside it is a 404.
import { createReadStream, readFileSync, statSync } from "node:fs";
import { createServer } from "node:http";
import path from "node:path";
import { parseArgs } from "node:util";
import { gzipSync } from "node:zlib";

const { values } = parseArgs({
  options: {
    host: { type: "string", default: "127.0.0.1" },
    port: { type: "string", default: "3000" },
    dir: { type: "string", default: "out" },
    base: { type: "string", default: "" },
  },
});
const root = path.resolve(values.dir);
const base = values.base.replace(/\/+$/, "");

/** The path inside the export, or null for a URL outside the base path. */
function insideBase(pathname) {
  if (base === "") return pathname;
  if (pathname === base) return "/";
  return pathname.startsWith(`${base}/`) ? pathname.slice(base.length) : null;
}
const HASHED = [["_next", "static"], ["_islands"], ["_styles"]].map(
  (parts) => `${path.sep}${parts.join(path.sep)}${path.sep}`,
);
// The export files (out/export/: .md, .mdc, .toml, .yaml) and the pack are text a reader opens from a
// role page to read or copy, so they go as text/plain, which every browser shows: Firefox saves
// text/markdown instead (https://bugzilla.mozilla.org/show_bug.cgi?id=1319262), and an unknown type
// (application/octet-stream) is a download everywhere. bin/serve.test.ts checks each file target's type.
const PLAIN_TEXT = "text/plain; charset=utf-8";
const TYPES = {
  ".html": "text/html; charset=utf-8",
  ".js": "text/javascript; charset=utf-8",
  ".css": "text/css; charset=utf-8",
  ".json": "application/json; charset=utf-8",
  ".txt": PLAIN_TEXT,
  ".md": PLAIN_TEXT,
  ".mdc": PLAIN_TEXT,
  ".toml": PLAIN_TEXT,
  ".yaml": PLAIN_TEXT,
  ".svg": "image/svg+xml",
  ".ico": "image/x-icon",
  ".png": "image/png",
  ".woff2": "font/woff2",
};

const COMPRESSIBLE = /^(text\/|application\/json|image\/svg)/;
const gzipCache = new Map();

function gzipped(file) {
  const { mtimeMs } = statSync(file);
  const cached = gzipCache.get(file);
  if (cached && cached.mtimeMs === mtimeMs) return cached.body;
  const body = gzipSync(readFileSync(file));
  gzipCache.set(file, { mtimeMs, body });
  return body;
}

function fileAt(candidate) {
  const resolved = path.resolve(root, "." + candidate);
  if (!resolved.startsWith(root)) return null;
  try {
    return statSync(resolved).isFile() ? resolved : null;
  } catch {
    return null;
  }
}

function resolve(pathname) {
  const clean = pathname.endsWith("/") ? pathname.slice(0, -1) : pathname;
  return (
    fileAt(pathname) ??
    fileAt(`${clean}.html`) ??
    fileAt(`${clean}/index.html`) ??
    (clean === "" ? fileAt("/index.html") : null)
  );
}

// A link may be long (a composition's URL holds its variables): Node refuses a request line and headers
// over 16 KiB with an empty 431, which the browser shows as its own error page. Up to 1 MiB reaches the
// page, which says what is too long in its words (the composer's own limits).
const server = createServer({ maxHeaderSize: 1024 * 1024 }, (request, response) => {
  let pathname;
  try {
    pathname = decodeURIComponent(new URL(request.url ?? "/", "http://localhost").pathname);
  } catch {
    pathname = "/__invalid__";
  }
  const inside = insideBase(pathname);
  const file = inside === null ? null : resolve(inside);
  const status = file ? 200 : 404;
  const target = file ?? fileAt("/404.html");
  if (!target) {
    response.writeHead(404, { "content-type": "text/plain" }).end("Not found");
    return;
  }
  // Files named by their content's hash: Next's static files, the islands and the stylesheet.
  const cache = HASHED.some((dir) => target.includes(dir))
    ? "public, max-age=31536000, immutable"
    : "no-cache";
  const type = TYPES[path.extname(target)] ?? "application/octet-stream";
  const headers = { "content-type": type, "cache-control": cache, vary: "accept-encoding" };
  // Like any static host: text is sent gzip-compressed when the client accepts it.
  if (COMPRESSIBLE.test(type) && /\bgzip\b/.test(String(request.headers["accept-encoding"] ?? ""))) {
    const body = gzipped(target);
    response.writeHead(status, { ...headers, "content-encoding": "gzip", "content-length": body.length });
    response.end(request.method === "HEAD" ? undefined : body);
    return;
  }
  response.writeHead(status, headers);
  if (request.method === "HEAD") response.end();
  else createReadStream(target).pipe(response);
});

server.listen(Number(values.port), values.host, () => {
  console.log(
    `Casts Catalog: http://${values.host}:${values.port}${base}/ (serving ${path.relative(process.cwd(), root) || "."})`,
  );
});
for (const signal of ["SIGINT", "SIGTERM"]) process.on(signal, () => server.close(() => process.exit(0)));
