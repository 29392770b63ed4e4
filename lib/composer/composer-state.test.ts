import { describe, expect, it } from "vitest";

import { createComposerIndex } from "./composer-index";
import {
  initialComposerState,
  reduceComposer,
  type ComposerAction,
  type ComposerState,
} from "./composer-state";
import { composerPayload } from "./build/composer-payload";
import { parseComposeQuery } from "./url-codec";

const index = createComposerIndex(composerPayload());
const fromUrl = (search: string) =>
  initialComposerState(parseComposeQuery(new URLSearchParams(search), index));
const run = (state: ComposerState, ...actions: ComposerAction[]) =>
  actions.reduce((current, action) => reduceComposer(current, action, index), state);

describe("reduceComposer", () => {
  it("applies the pack's default modes when a role is picked in the UI", () => {
    const state = run(fromUrl(""), { type: "pick-role", role: "critic" });
    expect(state.query).toEqual({ role: "critic", modes: ["adversarial"], name: "" });
    expect(state.status).toBe("Picked critic. Applied the pack's default modes: adversarial.");
  });

  it("does not apply default modes to a role read from the URL", () => {
    expect(fromUrl("role=critic").query.modes).toEqual([]);
  });

  it("swaps the previous role's applied defaults for the new role's, keeping the user's modes", () => {
    const state = run(
      fromUrl(""),
      { type: "pick-role", role: "critic" },
      { type: "add-mode", mode: "slow" },
      { type: "pick-role", role: "analyst" },
    );
    expect(state.query.modes).toEqual(["evidential", "slow"]);
  });

  it("keeps modes that only look like the previous defaults when those were turned off", () => {
    const state = run(
      fromUrl(""),
      { type: "pick-role", role: "critic" },
      { type: "set-default-modes", on: false },
      { type: "pick-role", role: "analyst" },
    );
    expect(state.query.modes).toEqual([]);
    expect(state.applyDefaults).toBe(false);
    expect(state.status).toBe("Picked analyst. The pack's default modes (evidential) are off.");
  });

  it("turns default modes off and on again, putting them first", () => {
    const picked = run(
      fromUrl(""),
      { type: "pick-role", role: "critic" },
      { type: "add-mode", mode: "slow" },
    );
    const off = run(picked, { type: "set-default-modes", on: false });
    expect(off.query.modes).toEqual(["slow"]);
    expect(off.status).toBe("Removed the pack's default modes: adversarial.");
    const on = run(off, { type: "set-default-modes", on: true });
    expect(on.query.modes).toEqual(["adversarial", "slow"]);
    expect(on.applyDefaults).toBe(true);
  });

  it("ignores picking the current role or an unknown one", () => {
    const state = fromUrl("role=critic&modes=slow");
    expect(run(state, { type: "pick-role", role: "critic" })).toBe(state);
    expect(run(state, { type: "pick-role", role: "ghost" })).toBe(state);
  });

  it("adds, moves and removes modes, announcing each step", () => {
    let state = run(
      fromUrl("role=analyst"),
      { type: "add-mode", mode: "evidential" },
      { type: "add-mode", mode: "slow" },
    );
    expect(state.status).toBe("Added slow as mode 2 of 2.");
    state = run(state, { type: "move-mode", index: 1, offset: -1 });
    expect(state.query.modes).toEqual(["slow", "evidential"]);
    expect(state.status).toBe("Moved slow to position 1 of 2.");
    state = run(state, { type: "remove-mode", index: 0 });
    expect(state.query.modes).toEqual(["evidential"]);
    expect(state.status).toBe("Removed slow.");
  });

  it("announces a conflict the edit creates", () => {
    const state = run(fromUrl("role=analyst&modes=slow"), { type: "add-mode", mode: "fast" });
    expect(state.query.modes).toEqual(["slow", "fast"]);
    expect(state.status).toBe("Added fast as mode 2 of 2. Mode conflict: 'fast' vs 'slow'.");
  });

  it("adds each mode once and ignores moves past either end", () => {
    const state = fromUrl("role=analyst&modes=slow");
    const again = run(state, { type: "add-mode", mode: "slow" });
    expect(again.query).toBe(state.query);
    expect(again.status).toBe("slow is already in the composition.");
    expect(run(state, { type: "move-mode", index: 0, offset: -1 })).toBe(state);
    expect(run(state, { type: "move-mode", index: 0, offset: 1 })).toBe(state);
    expect(run(state, { type: "remove-mode", index: 3 })).toBe(state);
    expect(run(state, { type: "add-mode", mode: "ghost" })).toBe(state);
  });

  it("caps the profile name at the library's name limit (256 characters)", () => {
    const state = run(fromUrl("role=analyst"), { type: "set-name", name: "n".repeat(300) });
    expect(state.query.name).toHaveLength(256);
  });

  it("keeps the valid part of a broken URL, and clears its problems at the first edit", () => {
    const broken = fromUrl("role=critic&modes=fast,ghost");
    expect(broken.problems).toHaveLength(1);
    expect(broken.query).toEqual({ role: "critic", modes: ["fast"], name: "" });
    const edited = run(broken, { type: "add-mode", mode: "evidential" });
    expect(edited.problems).toEqual([]);
    expect(edited.query.modes).toEqual(["fast", "evidential"]);
    const recovered = run(broken, { type: "recover" });
    expect(recovered.problems).toEqual([]);
    expect(recovered.query).toEqual({ role: "critic", modes: ["fast"], name: "" });
    const reset = run(broken, { type: "reset" });
    expect(reset.query).toEqual({ role: null, modes: [], name: "" });
    expect(reset.problems).toEqual([]);
  });

  it("applies a conflict fix as one edit, rejecting unknown modes", () => {
    const state = fromUrl("role=critic&modes=slow,fast");
    const fixed = run(state, { type: "set-modes", modes: ["fast"], status: "Removed slow." });
    expect(fixed.query.modes).toEqual(["fast"]);
    expect(fixed.status).toBe("Removed slow.");
    expect(run(state, { type: "set-modes", modes: ["ghost"], status: "" })).toBe(state);
  });

  it("loads a new query (from the URL or an import), keeping the defaults preference", () => {
    const off = run(
      fromUrl(""),
      { type: "pick-role", role: "critic" },
      { type: "set-default-modes", on: false },
    );
    const parsed = parseComposeQuery(new URLSearchParams("role=analyst&modes=fast&name=x"), index);
    const loaded = run(off, { type: "load", parsed, status: "Imported x." });
    expect(loaded.query).toEqual({ role: "analyst", modes: ["fast"], name: "x" });
    expect(loaded.applyDefaults).toBe(false);
    expect(loaded.status).toBe("Imported x.");
  });

  it("drops the unused-parameter notice after the first edit", () => {
    const state = fromUrl("role=critic&mode=fast");
    expect(state.ignoredParams).toEqual(["mode"]);
    expect(run(state, { type: "add-mode", mode: "fast" }).ignoredParams).toEqual([]);
  });

  it("ignores mode and name edits before a role is picked", () => {
    const empty = fromUrl("");
    expect(run(empty, { type: "add-mode", mode: "fast" })).toBe(empty);
    expect(run(empty, { type: "set-name", name: "x" })).toBe(empty);
  });
});

describe("undo and redo", () => {
  it("steps back and forth through role, mode and import edits", () => {
    const states = [fromUrl("")];
    const step = (action: ComposerAction) => states.push(run(states.at(-1)!, action));
    step({ type: "pick-role", role: "analyst" });
    step({ type: "add-mode", mode: "slow" });
    step({ type: "move-mode", index: 1, offset: -1 });
    step({ type: "open", query: { role: "critic", modes: ["fast"], name: "imported" }, status: "Imported." });
    const last = states.at(-1)!;
    expect(last.past.map((query) => query.role)).toEqual([null, "analyst", "analyst", "analyst"]);
    const back = run(last, { type: "undo" });
    expect(back.query).toEqual(states[3]!.query);
    expect(back.status).toBe("Undone: back to analyst + slow, evidential.");
    const further = run(back, { type: "undo" }, { type: "undo" }, { type: "undo" });
    expect(further.query).toEqual({ role: null, modes: [], name: "" });
    expect(run(further, { type: "undo" })).toBe(further);
    const again = run(further, { type: "redo" }, { type: "redo" });
    expect(again.query).toEqual(states[2]!.query);
    expect(again.status).toBe("Redone: back to analyst + evidential, slow.");
  });

  it("brings back what Start over cleared", () => {
    const state = run(fromUrl("role=critic&modes=slow&name=mine"), { type: "reset" });
    expect(state.status).toBe("Cleared the composition. Undo brings it back.");
    expect(run(state, { type: "undo" }).query).toEqual({ role: "critic", modes: ["slow"], name: "mine" });
  });

  it("records typing a name as one step and forgets redo after a new edit", () => {
    const typed = run(
      fromUrl("role=critic"),
      { type: "set-name", name: "a" },
      { type: "set-name", name: "ab" },
      { type: "set-name", name: "abc" },
    );
    expect(typed.past).toHaveLength(1);
    expect(run(typed, { type: "undo" }).query.name).toBe("");
    const undone = run(typed, { type: "undo" }, { type: "add-mode", mode: "fast" });
    expect(undone.future).toEqual([]);
  });

  it("does not record edits that change nothing", () => {
    const state = run(fromUrl("role=critic&modes=fast"), { type: "add-mode", mode: "fast" });
    expect(state.past).toEqual([]);
    expect(state.status).toBe("fast is already in the composition.");
  });
});
