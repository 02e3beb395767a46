/**
 * Input formats the batch tool reads and writes, and how a file's name picks one.
 */
import { extname } from "node:path";

export type Format = "txt" | "csv" | "ndjson" | "json";

export const FORMATS: readonly Format[] = ["txt", "csv", "ndjson", "json"];

/** Extensions a directory argument expands to, and the format each one means. */
export const EXTENSION_FORMATS: Readonly<Record<string, Format>> = {
  ".txt": "txt",
  ".log": "txt",
  ".md": "txt",
  ".csv": "csv",
  ".ndjson": "ndjson",
  ".jsonl": "ndjson",
  ".json": "json",
};

export function isFormat(value: string): value is Format {
  return (FORMATS as readonly string[]).includes(value);
}

/** The format a path's extension names, or undefined when the extension is not one we know. */
export function formatFromPath(path: string): Format | undefined {
  return EXTENSION_FORMATS[extname(path).toLowerCase()];
}
