/**
 * Input formats the batch tool reads and writes, and how a file's name picks one.
 */
import { basename, extname } from "node:path";

export type Format = "txt" | "csv" | "ndjson" | "json";

export const FORMATS: readonly Format[] = ["txt", "csv", "ndjson", "json"];

/**
 * Extensions a directory argument expands to, and the format each one means. Besides plain text
 * and logs, the text formats that exports, dumps and mailboxes come in are read as text, whole:
 * e-mail (.eml, and .mbox mailboxes), contacts (.vcf), calendars (.ics), directory exports
 * (.ldif), markup (.html, .xml), configuration (.yaml, .ini, .toml, .env, .properties...), SQL
 * dumps, subtitles and transcripts (.srt, .vtt); HTTP archives (.har) are JSON. A folder of them was skipped in silence before, and a named one refused; the
 * detectors read all of these forms. Tab-separated tables (.tsv) are CSV, whose reader finds the
 * tab: the header row is kept and names its column's values (read as text, the header words were
 * redacted as names, fifth exploratory test).
 */
export const EXTENSION_FORMATS: Readonly<Record<string, Format>> = {
  ".txt": "txt",
  ".log": "txt",
  ".md": "txt",
  ".eml": "txt",
  ".mbox": "txt",
  ".vcf": "txt",
  ".ldif": "txt",
  ".ics": "txt",
  ".html": "txt",
  ".htm": "txt",
  ".xml": "txt",
  ".xhtml": "txt",
  // GPS tracks (GPX, KML, TCX: XML with an author and positions), bank statements (OFX and QFX,
  // SGML or XML) and family trees (GEDCOM): refused as of unknown format before (seventh
  // exploratory test), though every one of them is personal data
  ".gpx": "txt",
  ".kml": "txt",
  ".tcx": "txt",
  ".ofx": "txt",
  ".qfx": "txt",
  ".ged": "txt",
  // HL7 v2 messages (eighth exploratory test: refused though the detectors read their fields)
  ".hl7": "txt",
  ".yaml": "txt",
  ".yml": "txt",
  ".ini": "txt",
  ".toml": "txt",
  ".cfg": "txt",
  ".conf": "txt",
  ".env": "txt",
  ".properties": "txt",
  ".sql": "txt",
  ".srt": "txt",
  ".vtt": "txt",
  // developer files: GraphQL queries, source code (test fixtures and seed scripts hold invented and
  // real people alike) and RTF documents as text; Jupyter notebooks and Terraform state are JSON
  // (ninth exploratory test: refused by extension, and a directory run left them out)
  ".graphql": "txt",
  ".gql": "txt",
  ".py": "txt",
  ".java": "txt",
  ".js": "txt",
  ".ts": "txt",
  ".go": "txt",
  ".rb": "txt",
  ".php": "txt",
  ".cs": "txt",
  ".kt": "txt",
  ".swift": "txt",
  ".sh": "txt",
  ".rtf": "txt",
  ".csv": "csv",
  ".tsv": "csv",
  ".ndjson": "ndjson",
  ".jsonl": "ndjson",
  ".json": "json",
  ".har": "json",
  ".ipynb": "json",
  ".tfstate": "json",
};

export function isFormat(value: string): value is Format {
  return (FORMATS as readonly string[]).includes(value);
}

/** The format a path's extension names, or undefined when the extension is not one we know. */
/**
 * Environment files named by their dot alone (".env", ".env.production", ".env.local"): the name
 * has no extension, so they were refused by name and skipped in a directory, though they hold
 * secrets more often than any other file (third exploratory test). Read as text, like "prod.env".
 */
export const DOTENV_NAME = /^\.env(?:\.[\w.-]+)?$/i;

export function formatFromPath(path: string): Format | undefined {
  if (DOTENV_NAME.test(basename(path))) return "txt";
  return EXTENSION_FORMATS[extname(path).toLowerCase()];
}
