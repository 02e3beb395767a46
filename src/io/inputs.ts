/**
 * Turns command-line arguments (paths, directories, globs, "-") into a sorted, de-duplicated list
 * of input files, so every run over the same tree sees the same files in the same order.
 */
import { stat } from "node:fs/promises";
import { dirname, extname, isAbsolute, relative, resolve, sep } from "node:path";
import { describeFsError, InputError } from "./errors.js";
import { formatFromPath } from "./formats.js";

export interface InputFile {
  /** Absolute path, used to open the file and to compare it with output paths. */
  readonly path: string;
  /** What messages and output records call it: relative to the working directory where possible, "/"-separated. */
  readonly display: string;
}

export interface ResolvedInputs {
  /** True when input comes from standard input (no arguments, or "-"). */
  readonly stdin: boolean;
  readonly files: readonly InputFile[];
  /** Files that directory and glob expansion found but left out because they are under `exclude`. */
  readonly excluded: number;
  /** Directory arguments (as given) under which no supported file was found. */
  readonly emptyDirs: readonly string[];
  /** Per directory argument: the files under it that are left out for their type, counted by extension. */
  readonly leftOut: readonly LeftOutFiles[];
}

/** Files under a directory argument that no input format reads (a .pdf, a .docx, an image). */
export interface LeftOutFiles {
  /** The directory argument, as given. */
  readonly dir: string;
  readonly count: number;
  /** Extension (".pdf", or "" for none) -> how many files have it, most frequent first. */
  readonly extensions: readonly (readonly [string, number])[];
}

export interface ResolveOptions {
  readonly cwd: string;
  /** Absolute directory whose files directory and glob expansion leave out (the --out-dir). */
  readonly exclude?: string;
}

export function displayPath(absolute: string, cwd: string): string {
  const rel = relative(cwd, absolute);
  const shown = rel === "" ? "." : rel.startsWith("..") || isAbsolute(rel) ? absolute : rel;
  return shown.split(sep).join("/");
}

/** fast-glob, loaded when an argument is a directory or may be a pattern. */
async function glob(): Promise<typeof import("fast-glob")> {
  return (await import("fast-glob")).default;
}

/** Characters without which an argument is no pattern (fast-glob decides for the others). */
const GLOB_CHARS = /[*?[\]{}()!+@\\]/;

function isInside(path: string, dir: string): boolean {
  const rel = relative(dir, path);
  return rel === "" || (!rel.startsWith("..") && !isAbsolute(rel));
}

/**
 * Expand arguments: a glob matches files (sorted); a directory means every supported file under it
 * (formats.ts EXTENSION_FORMATS, recursively; the others are counted in `leftOut`); a plain path must exist. "-" (or no argument)
 * is standard input and cannot be mixed with files.
 */
export async function resolveInputs(args: readonly string[], options: ResolveOptions): Promise<ResolvedInputs> {
  if (args.length === 0) return { stdin: true, files: [], excluded: 0, emptyDirs: [], leftOut: [] };
  if (args.includes("-")) {
    if (args.length > 1) throw new InputError("'-' (standard input) cannot be combined with file arguments");
    return { stdin: true, files: [], excluded: 0, emptyDirs: [], leftOut: [] };
  }
  const found = new Map<string, InputFile>();
  const excluded = new Set<string>();
  const emptyDirs: string[] = [];
  const leftOut: LeftOutFiles[] = [];
  const add = (absolute: string, fromExpansion: boolean): void => {
    if (fromExpansion && options.exclude && isInside(absolute, options.exclude)) {
      excluded.add(absolute);
      return;
    }
    if (!found.has(absolute)) found.set(absolute, { path: absolute, display: displayPath(absolute, options.cwd) });
  };
  for (const arg of args) {
    if (GLOB_CHARS.test(arg) && (await glob()).isDynamicPattern(arg)) {
      const fg = await glob();
      const matches = await fg(arg, { cwd: options.cwd, onlyFiles: true, absolute: true, dot: false });
      if (matches.length === 0) throw new InputError(`${arg}: no files match`);
      for (const m of matches) add(resolve(m), true);
      continue;
    }
    const absolute = resolve(options.cwd, arg);
    let info;
    try {
      info = await stat(absolute);
    } catch (err) {
      throw new InputError(`${arg}: ${describeFsError(err)}`);
    }
    if (info.isDirectory()) {
      const fg = await glob();
      // one walk: the files a format reads are inputs, the others are counted, so that a folder
      // scrubbed for export is known to be whole or not
      const all = await fg("**/*", { cwd: absolute, onlyFiles: true, absolute: true, dot: false });
      // environment files are hidden (".env"), and hold secrets: read them too, outside hidden directories
      all.push(...(await fg(["**/.env", "**/.env.*"], { cwd: absolute, onlyFiles: true, absolute: true, dot: true, ignore: ["**/.*/**"] })));
      const matches = all.filter((m) => formatFromPath(m) !== undefined);
      if (matches.length === 0) emptyDirs.push(arg);
      for (const m of matches) add(resolve(m), true);
      const others = all.filter((m) => formatFromPath(m) === undefined);
      if (others.length > 0) leftOut.push({ dir: arg, count: others.length, extensions: countExtensions(others) });
    } else {
      add(absolute, false);
    }
  }
  // Code-unit order, not locale order: the same on every machine.
  const files = [...found.values()].sort((a, b) => (a.display < b.display ? -1 : a.display > b.display ? 1 : 0));
  return { stdin: false, files, excluded: excluded.size, emptyDirs, leftOut };
}

function countExtensions(paths: readonly string[]): [string, number][] {
  const counts = new Map<string, number>();
  for (const p of paths) {
    const ext = extname(p).toLowerCase();
    counts.set(ext, (counts.get(ext) ?? 0) + 1);
  }
  return [...counts].sort((a, b) => b[1] - a[1] || (a[0] < b[0] ? -1 : 1));
}

/** The deepest directory containing every file: --out-dir mirrors the tree below it. */
export function commonBase(files: readonly InputFile[]): string {
  if (files.length === 0) return process.cwd();
  let base = dirname(files[0]!.path);
  for (const f of files) {
    while (!isInside(f.path, base)) {
      const up = dirname(base);
      if (up === base) break;
      base = up;
    }
  }
  return base;
}
