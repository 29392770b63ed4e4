// Serves the static export (out/) the way a static host would: x.html for /x, 404.html otherwise.
import { createReadStream, statSync } from "node:fs";
import { createServer } from "node:http";
import path from "node:path";
import { parseArgs } from "node:util";
import { createGzip } from "node:zlib";

const { values } = parseArgs({
  options: { host: { type: "string", default: "127.0.0.1" }, port: { type: "string", default: "3000" }, dir: { type: "string", default: "out" } },
});
const root = path.resolve(values.dir);
const TYPES = {
  ".html": "text/html; charset=utf-8",
  ".js": "text/javascript; charset=utf-8",
  ".css": "text/css; charset=utf-8",
  ".json": "application/json; charset=utf-8",
  ".txt": "text/plain; charset=utf-8",
  ".svg": "image/svg+xml",
  ".ico": "image/x-icon",
  ".png": "image/png",
  ".woff2": "font/woff2",
  ".yaml": "text/yaml; charset=utf-8",
};

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
  return fileAt(pathname) ?? fileAt(`${clean}.html`) ?? fileAt(`${clean}/index.html`) ?? (clean === "" ? fileAt("/index.html") : null);
}

const server = createServer((request, response) => {
  let pathname;
  try {
    pathname = decodeURIComponent(new URL(request.url ?? "/", "http://localhost").pathname);
  } catch {
    pathname = "/__invalid__";
  }
  const file = resolve(pathname);
  const status = file ? 200 : 404;
  const target = file ?? fileAt("/404.html");
  if (!target) {
    response.writeHead(404, { "content-type": "text/plain" }).end("Not found");
    return;
  }
  const cache = target.includes(`${path.sep}_next${path.sep}static${path.sep}`) ? "public, max-age=31536000, immutable" : "no-cache";
  const type = TYPES[path.extname(target)] ?? "application/octet-stream";
  // Text is gzipped when the client accepts it, as static hosts do (Lighthouse measures transfer sizes).
  const gzip = /^(text\/|application\/json|image\/svg)/.test(type) && /\bgzip\b/.test(request.headers["accept-encoding"] ?? "");
  const headers = { "content-type": type, "cache-control": cache, vary: "accept-encoding", ...(gzip ? { "content-encoding": "gzip" } : {}) };
  response.writeHead(status, headers);
  if (request.method === "HEAD") response.end();
  else if (gzip) createReadStream(target).pipe(createGzip()).pipe(response);
  else createReadStream(target).pipe(response);
});

server.listen(Number(values.port), values.host, () => {
  console.log(`Casts Catalog: http://${values.host}:${values.port} (serving ${path.relative(process.cwd(), root) || "."})`);
});
for (const signal of ["SIGINT", "SIGTERM"]) process.on(signal, () => server.close(() => process.exit(0)));
