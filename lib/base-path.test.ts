import { describe, expect, it } from "vitest";

import { isCastsError } from "@/lib/casts/core/errors";

import { normalizeBasePath, withBasePath, withoutBasePath } from "./base-path";

describe("normalizeBasePath", () => {
  it("reads unset, empty and / as the domain's root", () => {
    for (const raw of [undefined, "", " ", "/"]) expect(normalizeBasePath(raw)).toBe("");
  });

  it("keeps one or more segments and drops a trailing slash", () => {
    expect(normalizeBasePath("/my-repo")).toBe("/my-repo");
    expect(normalizeBasePath("/my-repo/")).toBe("/my-repo");
    expect(normalizeBasePath("/docs/casts.v2")).toBe("/docs/casts.v2");
  });

  it("rejects what is not a path of URL-safe segments, naming the variable", () => {
    for (const raw of ["my-repo", "/a b", "/a//b", "/a?x", "/a#b", "/..", "https://x.org/a", "//host"]) {
      let error: unknown;
      try {
        normalizeBasePath(raw);
      } catch (caught) {
        error = caught;
      }
      expect(isCastsError(error) && error.code === "NAME_INVALID" && error.details.path, raw).toBe(
        "CASTS_BASE_PATH",
      );
    }
  });
});

describe("withBasePath", () => {
  it("prefixes site paths, keeping query and fragment", () => {
    expect(withBasePath("/search-index.json", "/my-repo")).toBe("/my-repo/search-index.json");
    expect(withBasePath("/compose?role=critic#x", "/my-repo")).toBe("/my-repo/compose?role=critic#x");
    expect(withBasePath("/", "/my-repo")).toBe("/my-repo/");
  });

  it("returns the path unchanged at the root and for URLs that are not root-relative", () => {
    expect(withBasePath("/roles/architect", "")).toBe("/roles/architect");
    for (const url of ["https://x.org/a", "//cdn.example/a.js", "#main", "data.json", "?q=1"])
      expect(withBasePath(url, "/my-repo")).toBe(url);
  });

  it("is idempotent: a path already under the base path is left alone", () => {
    for (const url of ["/my-repo", "/my-repo/", "/my-repo/roles/x", "/my-repo?x", "/my-repo#y"])
      expect(withBasePath(url, "/my-repo")).toBe(url);
    expect(withBasePath(withBasePath("/a", "/my-repo"), "/my-repo")).toBe("/my-repo/a");
  });

  it("does not mistake a path that merely starts with the same letters for one under the base path", () => {
    expect(withBasePath("/my-repository", "/my-repo")).toBe("/my-repo/my-repository");
  });
});

describe("withoutBasePath", () => {
  it("gives the site path of a location under the base path", () => {
    expect(withoutBasePath("/my-repo/roles/x", "/my-repo")).toBe("/roles/x");
    expect(withoutBasePath("/my-repo", "/my-repo")).toBe("/");
    expect(withoutBasePath("/my-repo/", "/my-repo")).toBe("/");
    expect(withoutBasePath("/my-repo?q", "/my-repo")).toBe("/?q");
  });

  it("leaves other paths alone", () => {
    expect(withoutBasePath("/roles/x", "")).toBe("/roles/x");
    expect(withoutBasePath("/my-repository/x", "/my-repo")).toBe("/my-repository/x");
  });
});
