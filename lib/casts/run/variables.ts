// `{{name}}` variables in a user message (the Run panel's form, `casts run --var`, fixtures' `vars`).

/** A variable: `{{name}}`, spaces allowed inside the braces; names are letters, digits, `_`, `-`, `.`. */
const VARIABLE = /\{\{\s*([A-Za-z_][A-Za-z0-9_.-]*)\s*\}\}/g;

/** The variable names in the text, each once, in order of first use. */
export function findVariables(text: string): string[] {
  return [...new Set(Array.from(text.matchAll(VARIABLE), (match) => match[1]!))];
}

/** The text with each `{{name}}` that has a value replaced; others stay as written. */
export function fillVariables(text: string, values: Readonly<Record<string, string>>): string {
  return text.replace(VARIABLE, (whole, name: string) =>
    Object.hasOwn(values, name) ? values[name]! : whole,
  );
}

/** Names used in the text without a value. */
export function missingVariables(text: string, values: Readonly<Record<string, string>>): string[] {
  return findVariables(text).filter((name) => !Object.hasOwn(values, name));
}
