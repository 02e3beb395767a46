/**
 * An input problem the user can fix: a missing file, a glob that matches nothing, an unreadable
 * record. The message names the file, the record and the rule; it never quotes input text.
 */
export class InputError extends Error {
  constructor(message: string) {
    super(message);
    this.name = "InputError";
  }
}

/** A short, text-free description of a filesystem error (ENOENT -> "no such file"). */
export function describeFsError(err: unknown): string {
  const code = (err as NodeJS.ErrnoException | undefined)?.code;
  switch (code) {
    case "ENOENT":
      return "no such file or directory";
    case "EACCES":
    case "EPERM":
      return "permission denied";
    case "EISDIR":
      return "is a directory";
    case "ENOTDIR":
      return "not a directory";
    case "ENOSPC":
      return "no space left on device";
    case "EMFILE":
      return "too many open files";
    default:
      return code ? `cannot read (${code})` : "cannot read";
  }
}
