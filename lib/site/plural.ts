// "1 escalation", "2 escalations": a count with its noun in the right number (English only).

/** `count` and the noun; the plural is `singular + "s"` unless given. */
export function plural(count: number, singular: string, pluralForm = `${singular}s`): string {
  return `${count} ${count === 1 ? singular : pluralForm}`;
}
