/**
 * Exit statuses and the one error type the commands throw for usage problems.
 *
 *   0  success
 *   1  internal failure (a bug: reported without input text, details with PII_DEBUG=1)
 *   2  usage or input error (bad option, missing file, bad record, bad request body)
 *   3  --fail-on-pii and at least one entity was found (and no exit-2 condition happened)
 */
export const EXIT_OK = 0;
export const EXIT_INTERNAL = 1;
export const EXIT_USAGE = 2;
export const EXIT_PII_FOUND = 3;

/** A problem with the command line itself: printed as "pii: <message>", exit status 2. */
export class UsageError extends Error {
  constructor(message: string) {
    super(message);
    this.name = "UsageError";
  }
}

/**
 * A message as one line: control characters (a file may be named "bad\nname.txt") and the
 * Unicode line and paragraph separators written as escapes, so that every message stays one line
 * that a log collector or `grep` reads whole (third exploratory test).
 */
export function oneLine(message: string): string {
  return message.replace(/[\u0000-\u001f\u007f-\u009f\u2028\u2029]/g, (c) => {
    const code = c.charCodeAt(0);
    return code <= 0xff ? `\\x${code.toString(16).padStart(2, "0")}` : `\\u${code.toString(16)}`;
  });
}
