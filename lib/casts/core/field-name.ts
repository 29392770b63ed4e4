const isAsciiUpper = (ch: string | undefined) => ch !== undefined && ch >= "A" && ch <= "Z";
const isAsciiLower = (ch: string | undefined) => ch !== undefined && ch >= "a" && ch <= "z";
const isAsciiDigit = (ch: string | undefined) => ch !== undefined && ch >= "0" && ch <= "9";

/**
 * The emission key for a model: PascalCase to snake_case, ASCII-only boundaries.
 * An underscore goes before an uppercase letter that follows a lowercase letter or digit,
 * and before the last capital of an acronym run when a lowercase letter follows it
 * (`XMLHttpRequest` → `xml_http_request`). Existing underscores and spaces are kept.
 */
export function fieldNameFor(modelOrName: string | { readonly name: string }): string {
  const name = typeof modelOrName === "string" ? modelOrName : modelOrName.name;
  const chars = Array.from(name);
  let out = "";
  chars.forEach((ch, index) => {
    const previous = chars[index - 1];
    const next = chars[index + 1];
    const startsWord =
      index > 0 &&
      isAsciiUpper(ch) &&
      (isAsciiLower(previous) || isAsciiDigit(previous) || (isAsciiUpper(previous) && isAsciiLower(next)));
    out += startsWord ? `_${ch}` : ch;
  });
  return out.toLowerCase();
}
