// Model-ID and tool-name testers on directory-role pages: type an ID, see whether the role allows
// it and which pattern matched, whole-ID matching by the loader's own matcher.
import { escapeControl } from "@/lib/casts/core/echo";
import { explainMatch } from "@/lib/casts/directory-roles/match-explain";

/**
 * The tester's answer for `id`: the pattern it quotes (a role's text, from a folder opened in the
 * browser on /open-roles) with its control and direction characters escaped.
 */
export function testerAnswer(
  kind: "model" | "tool",
  patterns: readonly string[],
  id: string,
): { readonly allowed: boolean; readonly text: string } {
  const result = explainMatch(kind, patterns, id);
  return {
    allowed: result.allowed,
    text: `${result.allowed ? "Allowed" : "Not allowed"}: ${escapeControl(result.reason)}.`,
  };
}

export function start(): void {
  for (const root of document.querySelectorAll<HTMLElement>("[data-pattern-tester]")) {
    // /open-roles draws roles a few at a time and starts the testers after each batch.
    if (root.dataset["testerReady"] === "true") continue;
    root.dataset["testerReady"] = "true";
    const kind = root.dataset["patternTester"] === "tool" ? "tool" : "model";
    const input = root.querySelector("input");
    const output = root.querySelector("output");
    if (!input || !output) continue;
    let patterns: string[] = [];
    try {
      const parsed: unknown = JSON.parse(root.dataset["patterns"] ?? "[]");
      if (Array.isArray(parsed)) patterns = parsed.filter((item): item is string => typeof item === "string");
    } catch {
      continue;
    }
    const initial = output.textContent ?? "";
    const update = () => {
      const id = input.value;
      if (id === "") {
        output.textContent = initial;
        output.dataset["allowed"] = "";
        return;
      }
      const answer = testerAnswer(kind, patterns, id);
      output.dataset["allowed"] = String(answer.allowed);
      output.textContent = answer.text;
    };
    input.addEventListener("input", update);
    // Text typed before this module loaded is tested too.
    if (input.value !== "") update();
    root.hidden = false;
  }
}
