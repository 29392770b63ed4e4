// What the e2e site's build (out/, the team catalog: `make e2e-site`) holds where no browser is needed
// to see it: server-rendered HTML read with parse5, and the data files. `make postbuild-check` runs it
// after the build; `npx vitest run` leaves it out (vitest.config.mts).
import { existsSync, readFileSync } from "node:fs";
import path from "node:path";

import { parse, type DefaultTreeAdapterMap } from "parse5";
import { describe, expect, it } from "vitest";

import { fixturesFor, loadEvals } from "@/lib/casts/node/evals";

import { TEAM_ROLES_LOADED } from "../e2e/fixtures/team-catalog";

type Node = DefaultTreeAdapterMap["node"];
type Element = DefaultTreeAdapterMap["element"];

const OUT = path.resolve("out");
const TEAM_ROLE = TEAM_ROLES_LOADED["payments.LedgerReviewer"];
const directoryRoles = existsSync(path.join(OUT, "directory-roles.json"))
  ? (JSON.parse(readFileSync(path.join(OUT, "directory-roles.json"), "utf8")) as {
      roles: { name: string }[];
    })
  : null;
if (!directoryRoles?.roles.some((role) => role.name === TEAM_ROLE))
  throw new Error("no e2e build in out/: run `make e2e-site` (the site built from the team catalog) first");

const children = (node: Node): Node[] => ("childNodes" in node ? node.childNodes : []);
const isElement = (node: Node): node is Element => "tagName" in node;
/** Every element under `root`, in document order. */
function elements(root: Node): Element[] {
  const found: Element[] = [];
  const walk = (node: Node) => {
    for (const child of children(node)) {
      if (isElement(child)) found.push(child);
      walk(child.nodeName === "template" ? (child as DefaultTreeAdapterMap["template"]).content : child);
    }
  };
  walk(root);
  return found;
}
const attr = (element: Element, name: string) => element.attrs.find((entry) => entry.name === name)?.value;
/** The text content, as the DOM's textContent gives it. */
const text = (node: Node): string =>
  node.nodeName === "#text"
    ? (node as DefaultTreeAdapterMap["textNode"]).value
    : children(node).map(text).join("");
const page = (file: string) => parse(readFileSync(path.join(OUT, file), "utf8"));
const json = (file: string): unknown => JSON.parse(readFileSync(path.join(OUT, file), "utf8"));

describe("how a role is tested, as built", () => {
  const load = loadEvals({ directoryRoles: [] });

  it("a role page lists its fixtures with the task, each check in words and the whole task, linked from its contents", () => {
    const html = page("roles/reviewer.html");
    const section = elements(html).find((element) => attr(element, "data-testid") === "role-evals");
    expect(section && attr(section, "aria-labelledby")).toBe("how-tested");
    const heading = elements(html).find((element) => attr(element, "id") === "how-tested");
    expect(heading && text(heading)).toContain("How this role is tested");
    const items = elements(section!).filter((element) => attr(element, "data-testid") === "role-eval");
    const fixtures = fixturesFor(load, "reviewer");
    expect(items.map((item) => text(elements(item).find((element) => element.tagName === "h3")!))).toEqual(
      fixtures.map((fixture) => fixture.name),
    );
    const first = items[0]!;
    expect(text(first)).toContain("Task: PR #482");
    const checks = elements(first)
      .filter((element) => element.tagName === "li")
      .map(text);
    expect(checks).toEqual(expect.arrayContaining(["Sends verdict and finding", "Does not escalate"]));
    // The whole task sits in a native disclosure, which opens without JavaScript.
    const details = elements(first).find((element) => element.tagName === "details")!;
    expect(text(elements(details).find((element) => element.tagName === "summary")!)).toBe("The whole task");
    expect(text(details)).toContain("+  return items.slice(start, start + size + 1);");
    const contents = elements(html).find(
      (element) => element.tagName === "nav" && attr(element, "aria-label") === "On this page",
    );
    const link = elements(contents!).find(
      (element) => element.tagName === "a" && text(element) === "How it is tested",
    );
    expect(link && attr(link, "href")).toBe("#how-tested");
  });

  it("a directory role page lists its text checks", () => {
    const section = elements(page("directory-roles/ReleaseNotesWriter.html")).find(
      (element) => attr(element, "data-testid") === "role-evals",
    );
    const items = elements(section!).filter((element) => attr(element, "data-testid") === "role-eval");
    expect(items).toHaveLength(3);
    expect(text(elements(items[0]!).find((element) => element.tagName === "li")!)).toBe(
      "The reply mentions “timeout_ms”",
    );
  });

  it("/evals/<role>.json holds the parsed fixtures, and an empty list for a role without any", () => {
    expect(json("evals/reviewer.json")).toEqual({
      role: "reviewer",
      kind: "built-in",
      source: "evals/reviewer.yaml",
      fixtures: JSON.parse(JSON.stringify(fixturesFor(load, "reviewer"))),
    });
    expect(json(`evals/${TEAM_ROLE}.json`)).toEqual({
      role: TEAM_ROLE,
      kind: "directory",
      source: null,
      fixtures: [],
    });
  });
});
