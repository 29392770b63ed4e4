import { describe, expect, it } from "vitest";

import { createFetchCache } from "./fetch-cache";

const respond = (json: unknown, status = 200) =>
  Promise.resolve({ ok: status === 200, status, json: () => Promise.resolve(json) });
const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

describe("createFetchCache", () => {
  it("fetches a key once, notifies subscribers and keeps the value", async () => {
    const urls: string[] = [];
    const cache = createFetchCache(
      (key) => `/x/${key}.json`,
      (json) => (json as { body: string }).body,
      (url) => {
        urls.push(url);
        return respond({ body: `text of ${url}` });
      },
    );
    let notified = 0;
    cache.subscribe(() => (notified += 1));
    expect(cache.read("a")).toEqual({ status: "idle" });
    cache.load("a");
    cache.load("a");
    expect(cache.read("a")).toEqual({ status: "loading" });
    await settle();
    expect(cache.read("a")).toEqual({ status: "ready", value: "text of /x/a.json" });
    expect(cache.read("a")).toBe(cache.read("a"));
    cache.load("a");
    expect(urls).toEqual(["/x/a.json"]);
    expect(notified).toBe(2);
  });

  it("turns HTTP errors and unreadable files into an error state that a later load retries", async () => {
    let status = 404;
    const cache = createFetchCache(
      (key) => key,
      (json) => {
        if (typeof json !== "string") throw new Error("not text");
        return json;
      },
      () => respond(status === 200 ? 7 : null, status),
    );
    cache.load("k");
    await settle();
    expect(cache.read("k")).toEqual({ status: "error", message: "k answered HTTP 404" });
    status = 200;
    cache.load("k");
    await settle();
    expect(cache.read("k")).toEqual({ status: "error", message: "not text" });
  });
});
