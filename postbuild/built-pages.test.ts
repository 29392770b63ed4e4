// What the e2e site's build (out/, the team catalog: `make e2e-site`) holds where no browser is needed
// to see it: server-rendered HTML read with parse5, and the data files. `make postbuild-check` runs it
// after the build; `npx vitest run` leaves it out (vitest.config.mts).
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";

import { parse, type DefaultTreeAdapterMap } from "parse5";
import { afterAll, describe, expect, it } from "vitest";

import { EMISSION_MODELS, emissionJsonSchema, listModes, listRoles, Role } from "@/lib/casts";
import { createDirectoryRoleRegistry, DIRECTORY_ROLE_CONFIG_DEFAULTS } from "@/lib/casts/directory-roles";
import { buildCatalog, loadFromDir } from "@/lib/casts/node";
import { fixturesFor, loadEvals } from "@/lib/casts/node/evals";
import { describeConfig } from "@/lib/site/config-fields";
import { directoryRolesJson } from "@/lib/site/build/directory-roles-json";

import {
  TEAM_PACK,
  TEAM_ROLE_SKIPPED,
  TEAM_ROLES_LOADED,
  writeTeamCatalog,
} from "../e2e/fixtures/team-catalog";
import { PREPARED_ERRORS_KEY } from "@/islands/react-dom-errors";
import { PACK_BOX_SCRIPT } from "@/components/pack-lab/box-script";

import { COMPOSER_FIRST_LOAD_BUDGET, composerFirstLoad } from "./first-load";
import { COMPILE_HINT, COMPILE_HINT_MIN_BYTES } from "./islands";

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
const served = (file: string) => readFileSync(path.join(OUT, file), "utf8");
/** Text with its runs of white space made one space, as a reader sees it. */
const squash = (value: string) => value.replace(/\s+/g, " ").trim();
const byAttr = (root: Node, name: string, value: string) =>
  elements(root).filter((element) => attr(element, name) === value);
/** The one element with this data-testid. */
function testId(root: Node, id: string): Element {
  const found = byAttr(root, "data-testid", id);
  expect(found, `data-testid=${id}`).toHaveLength(1);
  return found[0]!;
}
/** An element's accessible name as these pages give one: aria-label, aria-labelledby or a table's caption. */
function nameOf(document: Node, element: Element): string {
  const label = attr(element, "aria-label");
  if (label !== undefined) return squash(label);
  const by = attr(element, "aria-labelledby");
  if (by)
    return squash(
      by
        .split(/\s+/)
        .map((id) => elements(document).find((candidate) => attr(candidate, "id") === id))
        .map((labelling) => (labelling ? text(labelling) : ""))
        .join(" "),
    );
  const caption =
    element.tagName === "table" && elements(element).find((child) => child.tagName === "caption");
  return caption ? squash(text(caption)) : "";
}
/** The one landmark, region, article or table under `root` with this name (a string is matched whole). */
function named(document: Node, name: string | RegExp, root: Node = document): Element {
  const matches = (value: string) => (typeof name === "string" ? value === name : name.test(value));
  const found = elements(root).filter(
    (element) =>
      ["section", "article", "table", "nav"].includes(element.tagName) || attr(element, "role") === "region",
  );
  const hits = found.filter((element) => matches(nameOf(document, element)));
  expect(hits, `one element named ${String(name)}`).toHaveLength(1);
  return hits[0]!;
}
const byTag = (root: Node, ...tags: string[]) =>
  elements(root).filter((element) => tags.includes(element.tagName));
/** The element's ancestors, nearest first. */
function ancestors(element: Element): Element[] {
  const found: Element[] = [];
  for (let at = element.parentNode; at && isElement(at); at = at.parentNode) found.push(at);
  return found;
}
/** Whether a browser running no scripts hides the element: it or an ancestor is `data-js-only`. */
const hiddenWithoutScripts = (element: Element) =>
  [element, ...ancestors(element)].some((at) => attr(at, "data-js-only") !== undefined);
/** The text of the `<noscript>` elements under root (parse5 keeps their contents as text). */
const noscriptText = (root: Node) => byTag(root, "noscript").map(text).join("");
/** The text a screen reader gives: without what is aria-hidden. */
const spoken = (node: Node): string =>
  isElement(node) && attr(node, "aria-hidden") === "true"
    ? ""
    : node.nodeName === "#text"
      ? (node as DefaultTreeAdapterMap["textNode"]).value
      : children(node).map(spoken).join("");
/** The first element with one of these tags whose spoken text (squashed) is `wanted`. */
function withText(root: Node, tags: string[], wanted: string | RegExp): Element {
  const hits = byTag(root, ...tags).filter((element) =>
    typeof wanted === "string" ? squash(spoken(element)) === wanted : wanted.test(squash(spoken(element))),
  );
  expect(hits, `${tags.join("/")} with text ${String(wanted)}`).not.toHaveLength(0);
  return hits[0]!;
}
/** A table's body rows by the text of their row header. */
const rowHeaders = (table: Element) => byTag(table, "th").filter((cell) => attr(cell, "scope") === "row");
const rowOf = (table: Element, header: string | RegExp) =>
  byTag(table, "tr").find((row) =>
    byTag(row, "th").some((cell) =>
      typeof header === "string" ? squash(text(cell)) === header : header.test(squash(text(cell))),
    ),
  );

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

// The team catalog the build read, written again here: what the data files and pages must show.
const catalog = mkdtempSync(path.join(tmpdir(), "casts-built-pages-"));
writeTeamCatalog(catalog);
afterAll(() => rmSync(catalog, { recursive: true, force: true }));
const teamPackFile = path.join(catalog, TEAM_PACK.file);
const loadTeamRoles = () =>
  loadFromDir(path.join(catalog, "roles"), { registry: createDirectoryRoleRegistry() });

describe("data files, as built from the team's folder and pack", () => {
  it("/catalog.json deep-equals buildCatalog() on the team's pack, which holds the team's change", () => {
    const built = json("catalog.json");
    expect(built).toEqual(buildCatalog({ packPath: teamPackFile }));
    const reviewer = (
      built as { roles: { name: string; config: { model: string; authority: string[] } }[] }
    ).roles.find((role) => role.name === TEAM_PACK.role);
    expect(reviewer?.config.model).toBe(TEAM_PACK.model);
    expect(reviewer?.config.authority).toContain(TEAM_PACK.authority);
  });

  it("/directory-roles.json comes from the team's folder, with its skipped folder", () => {
    const roles = json("directory-roles.json");
    expect(roles).toEqual(directoryRolesJson(loadTeamRoles()));
    expect((roles as { skipped: { directory: string }[] }).skipped.map((entry) => entry.directory)).toEqual([
      TEAM_ROLE_SKIPPED,
    ]);
  });

  it("no page or file names the folder the build read by its path on the build machine", () => {
    // The team catalog lies outside the repository (an absolute CASTS_ROLES_DIR, as a hosted
    // catalog's often does); the Makefile passes its folder to this check.
    const folder = process.env["E2E_CATALOG"];
    if (!folder)
      throw new Error("E2E_CATALOG (the team catalog the build read) is not set: run `make postbuild-check`");
    const files = readdirSync(OUT, { recursive: true, withFileTypes: true }).filter((entry) =>
      entry.isFile(),
    );
    expect(files.length).toBeGreaterThan(100);
    const naming = files
      .map((entry) => path.join(entry.parentPath, entry.name))
      .filter((file) => readFileSync(file).includes(folder));
    expect(naming.map((file) => path.relative(OUT, file))).toEqual([]);
    // The pages still name the folder, by its last segment.
    expect(served("directory-roles.html")).toContain(">roles/</code>");
  });

  it("the pack YAML is served as the team wrote it", () => {
    expect(served("packs/pack.yaml")).toBe(readFileSync(teamPackFile, "utf8"));
  });

  it("each emission model's JSON Schema and each role's operable schema are files", () => {
    for (const model of EMISSION_MODELS)
      expect(json(`schemas/${model.name}.json`), model.name).toEqual({
        $schema: "https://json-schema.org/draft/2020-12/schema",
        ...emissionJsonSchema(model),
      });
    expect(json("schemas/roles/architect.json")).toEqual(
      Role.load("architect").emissionOperable()?.jsonSchema(),
    );
  });

  it("/llms.txt indexes every role, mode and emission model as plain text", () => {
    const text = served("llms.txt");
    expect(text.startsWith("# Casts Catalog\n")).toBe(true);
    for (const name of listRoles()) expect(text).toContain(`(/roles/${name}):`);
    for (const name of listModes()) expect(text).toContain(`[${name}](/modes/${name}):`);
    for (const model of EMISSION_MODELS) expect(text).toContain(`[${model.name}](/emissions/${model.name}):`);
  });

  it("every role and mode has its page", () => {
    for (const name of listRoles())
      expect(existsSync(path.join(OUT, "roles", `${name}.html`)), name).toBe(true);
    for (const name of listModes())
      expect(existsSync(path.join(OUT, "modes", `${name}.html`)), name).toBe(true);
  });
});

describe("pages read without JavaScript, as built", () => {
  it("the home page lists every role and mode, and hides the controls that need JavaScript", () => {
    const html = page("index.html");
    const roles = named(html, /^Roles/);
    expect(byTag(roles, "li").filter((item) => byTag(item, "h3").length > 0)).toHaveLength(40);
    expect(byTag(named(html, /^Modes/), "li")).toHaveLength(14);
    // The filter and the search button are marked for JavaScript only, which the page's <noscript>
    // style hides when scripts do not run.
    const filter = elements(html).find((element) => attr(element, "aria-label") === "Filter roles by text")!;
    const search = byAttr(html, "data-island", "search").find((element) => element.tagName === "button")!;
    for (const control of [filter, search]) expect(hiddenWithoutScripts(control), control.tagName).toBe(true);
    const head = byTag(html, "head")[0]!;
    // (parse5 reads a <noscript> in <head> as text, as a browser running scripts does.)
    expect(noscriptText(head)).toContain("<style>[data-js-only]{display:none!important}</style>");
  });

  it("a role page reads fully: body, fields, schema, example, policy and the next role", () => {
    const html = page("roles/auditor.html");
    expect(squash(text(byTag(html, "h1")[0]!))).toBe("Auditor");
    expect(text(testId(html, "role-body"))).toBe(Role.load("auditor").body);
    named(html, "Fields of ComplianceVerdict");
    expect(text(named(html, "auditor_emissions.example.json"))).toContain('"compliance_verdict"');
    // The schema sits in a native disclosure, which opens without JavaScript.
    const schema = named(html, "compliance_verdict.schema.json");
    const disclosure = ancestors(schema).find((at) => at.tagName === "details")!;
    expect(squash(text(byTag(disclosure, "summary")[0]!))).toContain("JSON Schema");
    withText(html, ["h2", "h3"], /^Escalations/);
    // Each emission's heading is its key and its model as two words: the line may break between them.
    const emissionHeadings = byTag(html, "h3").filter((h3) => attr(h3, "id")?.startsWith("emission-"));
    expect(emissionHeadings.map((h3) => text(h3))).toContain("escalation_request EscalationRequest");
    const next = byTag(named(html, "Previous and next role"), "a").find((link) =>
      squash(text(link)).startsWith("Next role"),
    );
    expect(next && attr(next, "href")).toBe("/roles/commentator");
  });

  it("the modes, emissions and pack pages are complete server-rendered HTML", () => {
    expect(rowHeaders(named(page("modes.html"), /phase, the modes it pairs with/))).toHaveLength(14);
    expect(text(testId(page("modes/systematic.html"), "mode-behaviors"))).toContain(
      "parts that do not overlap",
    );
    const spawn = page("emissions/SpawnRequest.html");
    expect(text(rowOf(named(spawn, "Fields of SpawnRequest"), /operation/)!)).toContain('"operate"');
    expect(text(testId(page("packs/default.html"), "pack-health"))).toContain("No findings");
  });
});

describe("directory roles, as built", () => {
  it("the index lists every role of the folder (the samples and the team's), with a role's folder, model and policy, and the skipped folder's reasons", () => {
    const html = page("directory-roles.html");
    expect(squash(text(byTag(html, "h1")[0]!))).toBe("Directory roles");
    const loaded = named(html, /Loaded roles/);
    const headings = byTag(loaded, "h3").map((heading) => squash(text(heading)));
    const { loaded: roles, skipped: expected } = loadTeamRoles();
    expect(roles.length).toBeGreaterThan(8);
    // In the loader's order, by name: SupportTriage (folder acme.SupportTriage) among the S names.
    expect(headings).toEqual(roles.map(({ name }) => name));
    const triage = squash(text(named(html, "SupportTriage")));
    for (const part of ["roles/acme.SupportTriage/", "gpt-4\\.1-mini|claude-haiku-4.*", "continuous"])
      expect(triage).toContain(part);
    const skipped = squash(text(named(html, /Skipped folders/)));
    expect(expected.length).toBeGreaterThan(0);
    for (const entry of expected)
      for (const reason of entry.reasons) expect(skipped).toContain(squash(reason));
  });

  it("a role page shows the prompt, its source in a disclosure, every setting and a composer link", () => {
    const html = page("directory-roles/ReleaseNotesWriter.html");
    expect(squash(text(byTag(html, "h1")[0]!))).toBe("ReleaseNotesWriter");
    withText(html, ["h3"], "Release notes writer");
    const source = named(html, "system_prompt");
    expect(text(source)).toContain("# Release notes writer");
    expect(byTag(html, "summary").map((summary) => squash(text(summary)))).toContainEqual(
      expect.stringMatching(/^Markdown source, exactly as sent/),
    );
    // Each setting's name is its own element in the first list (a "default" tag may follow it).
    const settings = byTag(byTag(html, "dl")[0]!, "dt").flatMap((term) =>
      elements(term).map((part) => squash(text(part))),
    );
    // Every field of the format, as the page lists them from lib/site/config-fields.ts.
    for (const { key: field } of describeConfig(DIRECTORY_ROLE_CONFIG_DEFAULTS))
      expect(settings, field).toContain(field);
    const compose = withText(html, ["a"], "Compose with this role");
    expect(attr(compose, "href")).toBe("/compose?role=ReleaseNotesWriter");
  });

  it("a role with no prompt says so; an unknown role has no page, so the host serves the 404 page", () => {
    expect(squash(text(page("directory-roles/OnCallHandoff.html")))).toContain("No system prompt.");
    expect(existsSync(path.join(OUT, "directory-roles", "NoSuchRole.html"))).toBe(false);
    withText(page("404.html"), ["h1"], "This page is not in the catalog");
  });

  it("a team role's page renders its markdown: links marked external, tables, quotes, nested lists, code", () => {
    const html = page("directory-roles/LedgerReviewer.html");
    withText(html, ["h1"], "LedgerReviewer");
    const guide = withText(html, ["a"], /the ledger review guide/);
    expect(attr(guide, "href")).toBe("https://example.com/ledger-guide");
    expect(attr(guide, "rel")).toBe("nofollow noopener noreferrer");
    expect(text(guide)).toContain("(external link)");
    const prompt = named(html, "System prompt");
    withText(prompt, ["h1", "h2", "h3", "h4"], "Ledger reviewer");
    const row = byTag(prompt, "tr").find((candidate) => squash(text(candidate)).includes("Idempotency"))!;
    expect(squash(text(byTag(row, "td").at(-1)!))).toBe("A retried request must not post twice.");
    expect(squash(text(byTag(prompt, "blockquote")[0]!))).toContain(
      "A ledger that does not balance is an incident",
    );
    // ol > li > ul > li > ol > li: a list three levels deep.
    const deepest = byTag(prompt, "li").filter((item) => {
      const chain = ancestors(item)
        .map((at) => at.tagName)
        .filter((tag) => ["ol", "ul", "li"].includes(tag));
      return chain.slice(0, 5).join(" ") === "ol li ul li ol";
    });
    expect(squash(text(deepest[0]!))).toBe("per currency");
    // The reading view's code block (the second is the source view's).
    const code = byTag(prompt, "pre").flatMap((pre) => byTag(pre, "code"));
    expect(text(code[0]!)).toContain("Math.round(amount * 100)");
    expect(attr(withText(prompt, ["a"], "the team"), "href")).toBe("mailto:payments@example.com");
    // The text sent to a model stays the source, in a disclosure.
    const ledger = loadTeamRoles().loaded.find((role) => role.name === "LedgerReviewer");
    expect(ledger?.systemPrompt).toBeTruthy();
    expect(text(byTag(named(html, "system_prompt"), "pre")[0]!)).toBe(ledger?.systemPrompt);
  });

  it("the pack page shows the team's pack and its change, the policy in each row's disclosure", () => {
    const html = page("packs/default.html");
    expect(squash(text(html))).toContain(`${TEAM_PACK.file} · 40 entries`);
    // The download is saved under the pack's file name, not the address's (pack.yaml for every pack).
    const download = byTag(html, "a").find((link) => squash(text(link)) === "Download the pack YAML");
    expect(download && attr(download, "download")).toBe(TEAM_PACK.file);
    const differences = named(html, "What differs from the defaults");
    const item = byTag(differences, "li").find((entry) => squash(text(entry)).includes(TEAM_PACK.role));
    expect(item && text(item)).toContain(TEAM_PACK.model);
    const table = named(html, /Config and policy of each role/);
    const reviewer = rowOf(table, TEAM_PACK.role)!;
    expect(text(reviewer)).toContain(TEAM_PACK.model);
    const policy = byTag(reviewer, "details")[0]!;
    expect(squash(text(byTag(policy, "summary")[0]!))).toMatch(/3 authority/);
    expect(squash(text(policy))).toContain(TEAM_PACK.authority);
  });
});

describe("the pack lab without JavaScript, as built", () => {
  it("shows the site's pack with the build's findings and effective configuration, and offers no button that needs JavaScript", () => {
    const html = page("packs/lab.html");
    // The pack the site was built with: the team's.
    expect(text(testId(html, "pack-input"))).toBe(readFileSync(teamPackFile, "utf8"));
    expect(squash(text(testId(html, "pack-summary")))).toBe("0 errors, 0 warnings");
    testId(html, "pack-clean");
    const rows = byTag(testId(html, "effective-config"), "tr").filter(
      (row) => attr(row, "data-role") === "critic" && ancestors(row).some((at) => at.tagName === "tbody"),
    );
    expect(rows).toHaveLength(1);
    // A browser running no scripts shows the <noscript> note (parse5 keeps it as text).
    expect(noscriptText(byTag(html, "main")[0]!)).toContain(
      "Checking your own edits runs in your browser and needs JavaScript",
    );
    const start = withText(html, ["button"], "Start from the default pack");
    expect(hiddenWithoutScripts(start)).toBe(true);
    // Its box is read-only, and the script right after the lab makes it editable where scripts run.
    expect(attr(testId(html, "pack-input"), "readonly")).toBe("");
    const all = elements(html);
    const box = all.filter((element) => element.tagName === "script" && text(element) === PACK_BOX_SCRIPT);
    expect(box).toHaveLength(1);
    const root = all.find((element) => attr(element, "data-pack-lab-root") !== undefined)!;
    const siblings = children(root.parentNode!).filter(isElement);
    expect(siblings[siblings.indexOf(root) + 1]).toBe(box[0]);
  });
});

describe("tools that need JavaScript, as built", () => {
  it("compare shows its build's comparison without its controls, says choosing needs JavaScript, and its loading line is for browsers that run scripts", () => {
    const main = byTag(page("compare.html"), "main")[0]!;
    for (const id of ["system-message-a", "system-message-b", "diff"])
      expect(hiddenWithoutScripts(testId(main, id)), id).toBe(false);
    for (const control of [...byTag(main, "select"), ...byTag(main, "button")])
      expect(hiddenWithoutScripts(control), attr(control, "id") ?? text(control)).toBe(true);
    expect(squash(noscriptText(main))).toContain("Choosing other compositions needs JavaScript");
    // The note's command is the pair the build shows: the first role alone and with the first mode.
    const [role, mode] = [listRoles()[0]!, listModes()[0]!];
    expect(squash(noscriptText(main))).toContain(`casts diff ${role} ${role}:${mode}`);
    expect(hiddenWithoutScripts(withText(main, ["p"], "Loading the comparison…"))).toBe(true);
  });

  it("open-roles names the commands that do its work, and hides its pickers and drop zone", () => {
    const main = byTag(page("open-roles.html"), "main")[0]!;
    expect(squash(noscriptText(main))).toContain("casts roles-dir FOLDER");
    expect(squash(noscriptText(main))).toContain("casts import");
    for (const id of ["roles-folder-input", "agent-files-input"]) {
      expect(hiddenWithoutScripts(testId(main, id)), id).toBe(true);
    }
  });
});

describe("island modules, as built", () => {
  /** The modules a page names: its module scripts, its module preloads and the composer's lazy parts. */
  const modulesOf = (file: string) =>
    elements(page(file)).flatMap((element) => [
      ...(element.tagName === "script" && attr(element, "type") === "module"
        ? [attr(element, "src") ?? ""]
        : []),
      ...(element.tagName === "link" && attr(element, "rel") === "modulepreload"
        ? [attr(element, "href") ?? ""]
        : []),
      ...(attr(element, "data-lazy-modules")?.split(" ") ?? []),
    ]);
  const startsWithHint = (url: string) => served(url.slice(1)).startsWith(`${COMPILE_HINT}\n`);
  const small = (url: string) => Buffer.byteLength(served(url.slice(1))) < COMPILE_HINT_MIN_BYTES;

  it("every module of 1 kB or more the composer and a catalog page start with carries V8's compile hint at its top, and no smaller one", () => {
    const composer = modulesOf("compose.html");
    // The catalog module, React, React DOM, the composer and the parts it imports on start.
    expect(composer.length).toBeGreaterThan(5);
    const role = modulesOf("roles/architect.html");
    expect(role.some((url) => /^\/_islands\/main-/.test(url))).toBe(true);
    const modules = [...new Set([...composer, ...role])];
    expect(modules.filter(small).length).toBeGreaterThan(0);
    expect(modules.filter((url) => startsWithHint(url) === small(url))).toEqual([]);
  });

  it("the composer's first load beyond React, the catalog module included, keeps within its budget (17 kB gzip)", () => {
    const { own, ownBytes } = composerFirstLoad();
    // The catalog module and the composer island are counted, React is not.
    expect(own.some((url) => /^\/_islands\/main-/.test(url))).toBe(true);
    expect(own.some((url) => /^\/_islands\/composer-/.test(url))).toBe(true);
    expect(own.every((url) => !served(url.slice(1)).includes("react.dev/errors"))).toBe(true);
    expect(ownBytes, `${own.length} files: ${own.join(", ")}`).toBeLessThanOrEqual(
      COMPOSER_FIRST_LOAD_BUDGET,
    );
  });

  it("the composer's React DOM takes the Errors it makes as it loads from the island (islands/react-dom-errors.ts)", () => {
    const composer = modulesOf("compose.html");
    const reactDom = composer.filter((url) => served(url.slice(1)).includes("react.dev/errors"));
    expect(reactDom).toHaveLength(1);
    expect(served(reactDom[0]?.slice(1) ?? "")).toContain(`globalThis.${PREPARED_ERRORS_KEY}`);
  });
});
