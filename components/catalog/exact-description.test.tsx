import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";

import { listModes, listRoles, Mode, Role } from "@/lib/casts";
import { parseRoleDescription, roleTitle } from "@/lib/site/role-facts";

import { ExactDescription } from "./exact-description";
import { RoleHeader } from "./role-header";

const text = (html: string) =>
  /data-testid="exact-description">([^<]*)</
    .exec(html)?.[1]
    ?.replaceAll("&#x27;", "'")
    .replaceAll("&quot;", '"')
    .replaceAll("&amp;", "&");

describe("ExactDescription", () => {
  it("shows every role's description verbatim in its page header, besides the structured view", () => {
    for (const name of listRoles()) {
      const role = Role.load(name);
      const summary = {
        name,
        title: roleTitle(role.body, name),
        description: role.description,
        emits: [],
        keywords: [],
        ...parseRoleDescription(role.description),
      };
      const html = renderToStaticMarkup(<RoleHeader role={summary} defaultModes={[]} />);
      expect(text(html)).toBe(Role.load(name).description);
      expect(html).toContain("Pick when");
    }
  });

  it("shows every mode's description verbatim", () => {
    for (const name of listModes()) {
      const html = renderToStaticMarkup(<ExactDescription text={Mode.load(name).description} kind="mode" />);
      expect(text(html)).toBe(Mode.load(name).description);
    }
  });
});
