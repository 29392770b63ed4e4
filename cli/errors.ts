/** Bad usage (unknown command or option, missing argument): exit 2 with the command's usage line. */
export class UsageError extends Error {
  constructor(
    message: string,
    readonly command: string | null,
  ) {
    super(message);
    this.name = "UsageError";
  }
}

/** Bad input found by the CLI itself (not a CastsError): exit 1 with this one line. */
export class InputError extends Error {
  constructor(message: string) {
    super(message);
    this.name = "InputError";
  }
}

/** One line for stderr: messages never span lines, whatever produced them. */
export function oneLine(message: string): string {
  return message.replace(/\s*\n\s*/g, " ").trim();
}
