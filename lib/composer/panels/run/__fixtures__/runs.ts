// Runs for the Run panel's tests: a run started on the critic, as the panel starts one.
import type { RunAction } from "../run-state";

/** The action that starts a run at `at` (ms) with the user message `input`. */
export const startAction = (at: number, input = "Go."): RunAction => ({
  type: "start",
  composition: "critic",
  provider: "openai",
  model: "gpt-4.1",
  host: "api.openai.com",
  input,
  at,
});
