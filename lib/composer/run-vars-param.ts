// The Run panel's part of the composer URL: one `var.<name>=<value>` parameter per filled `{{name}}`
// of its user message (read and written by lib/composer/panels/run/run-vars.ts). What the first load
// needs: telling these parameters apart, and carrying them through the composition's rewrites.

/** True for a `var.<name>` parameter, or a raw `var.<name>=…` part of a query string. */
export const isRunVarParam = (key: string): boolean => /^var\../.test(key);

/** `target` (a composition's query string) followed by the `var.*` parts of `current`, as they were encoded. */
export const carryRunVars = (target: string, current: string): string =>
  [target, ...current.split(/[?&]/).filter(isRunVarParam)].join("&").replace(/^&/, "?");
