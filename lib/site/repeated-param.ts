// One wording for a URL parameter given more than once, on every page that reads its URL: /compare
// (lib/compare-page/compare-query.ts), the composer (lib/composer/url-codec.ts) and its Run panel's
// variables (lib/composer/panels/run/run-vars.ts). Each page reads the first value; the words say how
// many there were, which one is read and what to do. Each page puts the parameter's name in front in its
// own way (`a: …` in /compare's list, `The URL's 'role' is …` in the composer's sentences).

/** `given 3 times; the first is used, keep one`: what follows the parameter's name. */
export function repeatedParam(count: number): string {
  return `given ${count} times; the first is used, keep one`;
}
