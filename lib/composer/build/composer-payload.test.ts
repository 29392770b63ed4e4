import { describe, expect, it } from "vitest";

import { listRoles, projectCatalog, Role } from "@/lib/casts";
import { loadDefaultPack } from "@/lib/casts/node";

import {
  composerIndexFile,
  composerPayload,
  composerRoleNames,
  directoryBodiesFile,
  directoryIndexFile,
  roleBodyFile,
} from "./composer-payload";
import { composerPayloadSchema, directoryBodiesSchema, directoryIndexSchema } from "./payload-schema";

describe("composerPayload", () => {
  const payload = composerPayload();

  it("is the catalog projection without bodies, with titles, in the checked shape", () => {
    expect(composerPayloadSchema.safeParse(payload).success).toBe(true);
    const catalog = projectCatalog(loadDefaultPack());
    const builtIn = payload.roles.filter((role) => !role.directory);
    expect(builtIn.map(({ title: _title, ...role }) => role)).toEqual(
      catalog.roles.map(({ body: _body, ...role }) => role),
    );
    expect(payload.modes).toEqual(catalog.modes);
    expect(builtIn.find((role) => role.name === "assessor")?.title).toBe("Risk Assessor");
  });

  it("keeps the index small: no role body travels in it", () => {
    const text = JSON.stringify(payload);
    expect(text).not.toContain(Role.load("critic").body.slice(0, 200));
  });
});

describe("roleBodyFile", () => {
  it("has one file per built-in and directory role with its exact body", () => {
    expect(composerRoleNames()).toEqual(expect.arrayContaining(listRoles()));
    expect(roleBodyFile("critic")).toEqual({ name: "critic", body: Role.load("critic").body });
    expect(roleBodyFile("nope")).toBeNull();
  });
});

describe("the composer's files", () => {
  const payload = composerPayload();
  const directory = payload.roles.filter((role) => role.directory);

  it("ships the built-in roles in the index and the directory roles apart, with their count", () => {
    const index = composerIndexFile();
    expect(directory.length).toBeGreaterThan(0);
    expect(composerPayloadSchema.safeParse(index).success).toBe(true);
    expect(index.roles.map((role) => role.name)).toEqual(listRoles().toSorted());
    expect(index.directoryRoles).toBe(directory.length);
    expect(directoryIndexSchema.parse(directoryIndexFile())).toEqual(directory);
  });

  it("puts every directory role's body in one file, the same text as its own file", () => {
    const bodies = directoryBodiesSchema.parse(directoryBodiesFile());
    expect(bodies.map((file) => file.name)).toEqual(directory.map((role) => role.name));
    for (const file of bodies) expect(file).toEqual(roleBodyFile(file.name));
  });
});
