// Counts written with thousands separators ("12,345"), as Intl.NumberFormat("en-US") writes them, in
// every message and view, without Intl: the first Intl formatter a page builds loads locale data for
// tens of milliseconds (more on a slow phone), which a first render (the composer's composition, the
// pack lab's findings) would wait for.

/** A count with a comma every three digits: `12345` → "12,345"; anything but a safe integer as String(value) does. */
export function groupDigits(value: number): string {
  if (!Number.isSafeInteger(value)) return String(value);
  const digits = String(Math.abs(value));
  let grouped = digits.slice(0, ((digits.length - 1) % 3) + 1);
  for (let at = grouped.length; at < digits.length; at += 3) grouped += `,${digits.slice(at, at + 3)}`;
  return value < 0 ? `-${grouped}` : grouped;
}
