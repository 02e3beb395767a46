/**
 * Column headers as cue words. In a delimited table written into the text (CSV, TSV, a pipe
 * table: a header line, then rows with the same number of cells under the same delimiter), a
 * column's header names what its cells hold: a column named `password`, `iban`, `license_plate`
 * or `n_de_socio` is the cue word for each of its cells, as "password:" would be before a value
 * in prose. Tables are found once per text (cached on the context); a blank line or a row of
 * another shape ends a table. Header cells are folded (lower case, accents stripped, "_" and "-"
 * as spaces) before they are matched.
 */
import type { DetectContext } from "../types.js";
import { trimSpan } from "./span-trim.js";
import { execAll } from "../text/exec-all.js";

export interface TableCell {
  /** The cell's value, quotes and surrounding blanks left out. */
  start: number;
  end: number;
  /** The folded header of its column ("codigo de seguridad"). */
  header: string;
  /** Where the header cell is (0, 0 for a whole field: its header is the caller's field name, not text). */
  headerStart: number;
  headerEnd: number;
  /** The whole text as one cell, named by the field it came from (ctx.field), not a cell of a table in it. */
  wholeField?: true;
}

const DELIMITERS = [";", ",", "\t", "|"] as const;
/** A header cell longer than this is prose, not a column name. */
const MAX_HEADER = 40;

const cache = new WeakMap<DetectContext, TableCell[]>();

/**
 * Every data cell of every table in the text, with its column's header; and the whole text (less
 * surrounding blanks and quotes) as one cell when the caller named the field it came from (a CSV
 * column or JSON key analysed on its own: ctx.field).
 */
export function tableCells(ctx: DetectContext): readonly TableCell[] {
  let cells = cache.get(ctx);
  if (!cells) {
    cells = findTables(ctx.text);
    const field = ctx.field !== undefined ? fieldName(ctx.field) : "";
    if (field !== "" && field.length <= MAX_HEADER) {
      let start = 0;
      let end = ctx.text.length;
      while (start < end && /[\s"]/.test(ctx.text[start]!)) start++;
      while (end > start && /[\s"]/.test(ctx.text[end - 1]!)) end--;
      // Excel's and Shopify's text marker: "'34117", "'3511 AZ" keep their leading zeros so (ninth
      // exploratory test: the marker hid the zip from its column), but "'quoted'" is a quoted value
      if (ctx.text[start] === "'" && ctx.text[end - 1] !== "'" && !ctx.text.includes("'", start + 1)) start++;
      if (end > start) cells.unshift({ start, end, header: field, headerStart: 0, headerEnd: 0, wholeField: true });
    }
    cache.set(ctx, cells);
  }
  return cells;
}

/**
 * The cell holding [start, end), if one does: a table's data cell before the whole-field cell that
 * holds it too. tableCells lists cells in text order (the whole-field cell, which starts first,
 * first), so a binary search finds it without reading every cell of a large table.
 */
export function cellHolding(ctx: DetectContext, start: number, end: number): TableCell | undefined {
  const cells = tableCells(ctx);
  let lo = 0;
  let hi = cells.length;
  while (lo < hi) {
    const mid = (lo + hi) >>> 1;
    if (cells[mid]!.start <= start) lo = mid + 1;
    else hi = mid;
  }
  // the last cell starting at or before `start`, else the whole-field cell before it
  for (let k = lo - 1; k >= 0 && k >= lo - 2; k--) {
    const c = cells[k]!;
    if (c.start <= start && end <= c.end) return c;
  }
  return undefined;
}

/**
 * Whether [start, end) lies in a cell of a table in the text (not the whole-field cell of a CLI
 * field). A table's rows carry no language of their own: language identification on an export
 * reads its column names and codes, so the detectors read a cell in any of our languages.
 */
export function inTableCell(ctx: DetectContext, start: number, end: number): boolean {
  const c = cellHolding(ctx, start, end);
  return c !== undefined && !c.wholeField;
}

/** The cell that is exactly [start, end) (a cell leaves its quotes and surrounding blanks out), if one is. */
export function exactCell(ctx: DetectContext, start: number, end: number): TableCell | undefined {
  const c = cellHolding(ctx, start, end);
  return c && c.start === start && c.end === end ? c : undefined;
}

/**
 * Whether [start, end) is a whole data cell of a table in the text (not a part of one:
 * "1;0,4891055868653229;x" holds a fraction, "Salida José Lemus Elizondo, 221b y más" more than a
 * street; not the whole-field cell of a CLI field).
 */
export function fillsTableCell(ctx: DetectContext, start: number, end: number): boolean {
  const cell = exactCell(ctx, start, end);
  return cell !== undefined && !cell.wholeField;
}

/**
 * A field path's own name, folded: "user.password" -> "password", "tags.1" -> "tags", "_3" (a
 * column named by position) -> "". A generic leaf under a named object takes the object's name:
 * "Username.value" -> "username", "email.text" -> "email" (data exports wrap each value so:
 * {"Username": {"value": "val.marchand.photo"}} left the handle in clear; sixth exploratory test).
 */
export function fieldName(path: string): string {
  const segments = path.split(".").filter((s) => s !== "" && !/^\d+$/.test(s));
  let last = segments[segments.length - 1] ?? "";
  if (GENERIC_LEAF.test(last) && segments.length >= 2) last = segments[segments.length - 2]!;
  // a JSON key's or column's camelCase words apart, as its "_" parts are: "accountId" is "account
  // id" (a Twitter archive's "accountId" was read as no known field; sixth exploratory test)
  return /^_\d+$/.test(last) ? "" : foldHeader(last.replace(/(\p{Ll})(\p{Lu})/gu, "$1 $2"));
}
const GENERIC_LEAF = /^(?:value|val|text|string|content|data)$/i;

/**
 * The address a column belongs to, before its part's name, folded: "ship street", "billing house
 * number", "shipping address street", "liefer strasse", "ship city" (an order export's two
 * addresses; sixth exploratory test: the street and number under "ship_street" and
 * "ship_house_number" stayed in clear). Google Contacts numbers its addresses: "Address 1 - City",
 * "Address 2 - Street" ("address 1 city"; eighth exploratory test: the street and the town stayed
 * in clear where "Address 1 - Postal Code" was read). Shopify's customer export names its columns
 * "Default Address City", "Default Address Zip" (ninth exploratory test). A regex source, optional,
 * ending in a space.
 */
export const ADDRESS_COLUMN_PREFIX = String.raw`(?:(?:addr|address) \d{1,2} |(?:ship|shipping|ship to|default|billing|bill|bill to|delivery|invoice|home|mailing|postal|residential|physical|business|work|customer|patient|primary|secondary|alt|alternate|liefer|lieferung|rechnung|rechnungs|envio|entrega|facturacion|livraison|facturation|consegna|fatturazione|spedizione|bezorg|bezorging|factuur|levering|cobranca)(?: address| adresse| adres| direccion| indirizzo| endereco)? )?`;
const ADDRESS_COLUMN_PREFIX_ONLY = new RegExp(`^${ADDRESS_COLUMN_PREFIX}`);

/** A folded header without the address it belongs to ("ship city" -> "city"). */
export function withoutAddressPrefix(header: string): string {
  return header.replace(ADDRESS_COLUMN_PREFIX_ONLY, "");
}

/** Lower case, accents stripped, "_", "-" and runs of blanks as one space: "Código_de_Seguridad" -> "codigo de seguridad". */
export function foldHeader(s: string): string {
  return s
    .normalize("NFD")
    .replace(/\p{M}/gu, "")
    .toLowerCase()
    .replace(/[_\-\s]+/g, " ")
    .trim()
    .replace(CUSTOM_FIELD, "$1");
}
/**
 * Jira's and Zendesk's wrapper of a custom column's name: "Custom field (Customer number)" names
 * the column "customer number" (ninth exploratory test: the wrapper hid the cue, and the customer
 * number under it stayed in clear where "Customer number" was read).
 */
const CUSTOM_FIELD = /^custom field \((.+)\)$/;

export interface Span {
  start: number;
  end: number;
}

/** A delimited table of the text: its header cells and its rows' cells (each row as many as the header). */
interface Table {
  header: Span[];
  rows: Span[][];
}

/**
 * The last text's tables: the detectors (through tableCells) and the decoder's cell boundaries
 * (tableCellStarts) ask for the same text one after the other.
 */
let lastTables: { text: string; tables: Table[] } | undefined;

function tablesOf(text: string): Table[] {
  if (lastTables?.text === text) return lastTables.tables;
  const tables = findTablesIn(text);
  lastTables = { text, tables };
  return tables;
}

function findTablesIn(text: string): Table[] {
  const copies = /copy/i.test(text) ? sqlCopyTables(text) : [];
  const tables: Table[] = [...sqlInsertTables(text), ...copies, ...xmlElementTables(text), ...sgmlLeafTables(text), ...attributeTables(text), ...htmlTables(text)];
  if (!text.includes("\n")) return tables;
  // a COPY block's rows have their header: none of them heads a delimited table of its own
  const inCopy = (at: number) => copies.some((t) => t.rows[0]![0]!.start <= at && at <= t.rows[t.rows.length - 1]!.at(-1)!.end);
  const lines: Span[] = [];
  for (let i = 0, start = 0; i <= text.length; i++) {
    if (i === text.length || text[i] === "\n") {
      lines.push({ start, end: i > start && text[i - 1] === "\r" ? i - 1 : i });
      start = i + 1;
    }
  }
  for (let l = 0; l + 1 < lines.length; l++) {
    if (copies.length > 0 && inCopy(lines[l]!.start)) continue;
    const headerLine = text.slice(lines[l]!.start, lines[l]!.end);
    for (const d of DELIMITERS) {
      if (!headerLine.includes(d)) continue;
      const header = cellsOf(headerLine, lines[l]!.start, d);
      if (header.length < 2 || header.some((c) => c.end - c.start > MAX_HEADER)) continue;
      const rows: Span[][] = [];
      let r = l + 1;
      for (; r < lines.length; r++) {
        const row = text.slice(lines[r]!.start, lines[r]!.end);
        if (row.trim() === "") break;
        const cells = cellsOf(row, lines[r]!.start, d);
        if (cells.length !== header.length) break;
        rows.push(cells);
      }
      if (rows.length > 0) {
        tables.push({ header, rows });
        l = r - 1;
        break;
      }
    }
  }
  return tables;
}

/**
 * The rows of SQL INSERT statements with a column list, as tables: "INSERT INTO users (id,
 * username, full_name, dob) VALUES (1041, 'bkfan_88', 'Brandon Kessler', '1988-02-11'), (...);"
 * is a table whose header is the column list. A database dump names every value's column, as a
 * CSV header does, and its values were read as bare words ("bkfan_88" was no username). A
 * quoted value's cell is inside its quotes ('' and \' escapes stay inside); NULL and an empty
 * string make no cell; a statement whose tuples do not match its column count is left alone.
 * Without a column list, the table's CREATE TABLE before the statement names the columns.
 */
const SQL_INSERT = /\binsert\s+(?:ignore\s+)?into\s+([\w.`"\[\]]+)\s*(?:\(([^()]*)\)\s*)?values\s*/giy;
/** Where a statement may start: SQL_INSERT is tried there, sticky. */
const SQL_INSERT_START = /\binsert\s+(?:ignore\s+)?into\s/gi;

function sqlInsertTables(text: string): Table[] {
  const tables: Table[] = [];
  // where the last statement's tuples ended: an "insert into" inside them is a value, not a
  // statement, and reading each such one again made a crafted text quadratic
  let scanned = 0;
  let creates: CreateTables | undefined;
  for (const found of execAll(SQL_INSERT_START, text)) {
    if (found.index! < scanned) continue;
    SQL_INSERT.lastIndex = found.index!;
    const m = SQL_INSERT.exec(text);
    if (!m) continue;
    let header: Span[] = [];
    if (m[2] !== undefined) {
      header = columnList(text, found.index! + m[0].indexOf("(") + 1, m[2]);
    } else {
      // no column list (mysqldump writes none): the columns of the table's CREATE TABLE before it
      creates ??= new CreateTables(text);
      header = creates.columnsBefore(found.index!, m[1]!);
    }
    if (header.length < 2) continue;
    const { rows, end } = sqlTuples(text, found.index! + m[0].length, header.length);
    scanned = end;
    if (rows.length > 0) tables.push({ header, rows });
  }
  return tables;
}

/** The columns of a list written from `at` on ("id, `user name`, [dob]"), without their quoting. */
function columnList(text: string, at: number, list: string): Span[] {
  const header: Span[] = [];
  let offset = at;
  for (const name of list.split(",")) {
    const [a, b] = trimSpan(text, offset, offset + name.length, /[\s`"[\]]/) ?? [offset, offset];
    header.push({ start: a, end: b });
    offset += name.length + 1;
  }
  return header;
}

/**
 * The data of a PostgreSQL COPY block, as a table: "COPY public.users (id, username, full_name)
 * FROM stdin;" then one tab-separated line per row up to "\.". pg_dump writes every table this
 * way; the column list names each cell as a CSV header does (third exploratory test: the user
 * names stayed in clear, and the delimited-table reading took the first data row for a header).
 * "\N" (NULL) makes no cell; a line of another width is left alone.
 */
const SQL_COPY = /\bcopy\s+[\w.`"]+\s*\(([^()]*)\)\s*from\s+stdin\b[^\n]*\n/gi;

function sqlCopyTables(text: string): Table[] {
  const tables: Table[] = [];
  for (const m of execAll(SQL_COPY, text)) {
    const header = columnList(text, m.index! + m[0].indexOf("(") + 1, m[1]!);
    if (header.length < 2) continue;
    const rows: Span[][] = [];
    let pos = m.index! + m[0].length;
    while (pos < text.length) {
      const newline = text.indexOf("\n", pos);
      const lineEnd = newline < 0 ? text.length : newline;
      const end = text[lineEnd - 1] === "\r" ? lineEnd - 1 : lineEnd;
      if (text.slice(pos, end) === "\\.") break;
      const cells: Span[] = [];
      for (let a = pos, i = pos; i <= end; i++) {
        if (i === end || text[i] === "\t") {
          cells.push(text.slice(a, i) === "\\N" ? { start: a, end: a } : { start: a, end: i });
          a = i + 1;
        }
      }
      if (cells.length === header.length) rows.push(cells);
      pos = lineEnd + 1;
    }
    if (rows.length > 0) tables.push({ header, rows });
  }
  return tables;
}

/**
 * The CREATE TABLE statements of a text, found once: each table's column names (the first
 * identifier of each definition, constraints such as PRIMARY KEY, KEY, UNIQUE, INDEX, CONSTRAINT,
 * FOREIGN KEY and CHECK left out), read once per statement. A dump's "INSERT INTO `users` VALUES
 * (...)" names no column (exploratory test, 2026-11-29: user names, postcodes and birth years left
 * in clear); the last CREATE TABLE of that name before it does.
 */
class CreateTables {
  /** Lower-case table name -> where each of its definitions' "(" ends, in text order. */
  private readonly opens = new Map<string, number[]>();
  private readonly parsed = new Map<number, Span[]>();

  constructor(private readonly text: string) {
    for (const c of execAll(CREATE_TABLE, text)) {
      const name = c[1]!.replace(/[`"[\]]/g, "").toLowerCase();
      const list = this.opens.get(name) ?? [];
      list.push(c.index! + c[0].length);
      this.opens.set(name, list);
    }
  }

  columnsBefore(before: number, table: string): Span[] {
    let open = -1;
    for (const o of this.opens.get(table.replace(/[`"[\]]/g, "").toLowerCase()) ?? []) if (o < before) open = o;
    if (open < 0) return [];
    let columns = this.parsed.get(open);
    if (!columns) {
      columns = this.columnsAt(open);
      this.parsed.set(open, columns);
    }
    return columns;
  }

  private columnsAt(open: number): Span[] {
    const { text } = this;
    const columns: Span[] = [];
    let depth = 0;
    let itemStart = open;
    for (let i = open; i < text.length; i++) {
      const ch = text[i];
      if (ch === "(") depth++;
      else if (ch === ")" && depth > 0) depth--;
      else if ((ch === "," || ch === ")") && depth === 0) {
        const name = /^\s*[`"[]?([A-Za-z_][\w$]*)[`"\]]?/.exec(text.slice(itemStart, Math.min(i, itemStart + 200)));
        if (name && !/^(?:primary|key|unique|index|constraint|foreign|check|fulltext|spatial)$/i.test(name[1]!)) {
          const start = itemStart + name[0].indexOf(name[1]!);
          columns.push({ start, end: start + name[1]!.length });
        }
        itemStart = i + 1;
        if (ch === ")") break;
      } else if (ch === ";") break; // a statement that never closed its list
    }
    return columns;
  }
}

const CREATE_TABLE = /\bcreate\s+(?:temporary\s+)?table\s+(?:if\s+not\s+exists\s+)?([\w.`"[\]]+)\s*\(/gi;

/** The value tuples from `at` on ("(1, 'a'), (2, 'b');"), each of `width` values, as cells. */
function sqlTuples(text: string, at: number, width: number): { rows: Span[][]; end: number } {
  const rows: Span[][] = [];
  let i = at;
  const skipBlanks = () => {
    while (i < text.length && /\s/.test(text[i]!)) i++;
  };
  for (;;) {
    skipBlanks();
    if (text[i] !== "(") break;
    i++;
    const row: Span[] = [];
    for (;;) {
      skipBlanks();
      if (text[i] === "'") {
        const a = ++i;
        while (i < text.length) {
          if (text[i] === "\\") i += 2;
          else if (text[i] === "'" && text[i + 1] === "'") i += 2;
          else if (text[i] === "'") break;
          else i++;
        }
        row.push({ start: a, end: Math.min(i, text.length) });
        i++;
      } else {
        const a = i;
        while (i < text.length && text[i] !== "," && text[i] !== ")" && text[i] !== "\n") i++;
        let b = i;
        while (b > a && /\s/.test(text[b - 1]!)) b--;
        const raw = text.slice(a, b);
        row.push(/^null$/i.test(raw) ? { start: a, end: a } : { start: a, end: b });
      }
      skipBlanks();
      if (text[i] === ",") {
        i++;
        continue;
      }
      break;
    }
    if (text[i] !== ")") return { rows, end: i };
    i++;
    if (row.length === width) rows.push(row);
    skipBlanks();
    if (text[i] !== ",") break;
    i++;
  }
  return { rows, end: i };
}

/**
 * XML elements with text content only, as one-cell tables named by their element: in
 * "<Nome>Francesca</Nome><Cognome>De Luca</Cognome>" (an Italian e-invoice), "<CAP>70121</CAP>",
 * "<email>...</email>" the element names the value as a JSON field's name does, and the
 * detectors that read a named value whole read it. The name is the local part ("cbc:PostalZone"
 * -> "postalzone"), folded as a header.
 */
const XML_ELEMENT =
  /<(?<tag>[A-Za-z_][\w.-]*:)?(?<name>[A-Za-z_][\w.-]*)(?:[ \t]+[A-Za-z_][\w.:-]*(?:[ \t]*=[ \t]*(?:"[^"\n<>]*"|'[^'\n<>]*'|[^\s<>"']+))?)*[ \t]*>(?<value>[^<>]{1,300})<\/\k<tag>?\k<name>\s*>/dg;

function xmlElementTables(text: string): Table[] {
  if (!text.includes("</")) return [];
  const tables: Table[] = [];
  XML_ELEMENT.lastIndex = 0;
  // the last element's name and value, for a <Value> that a <Key> sibling names
  let previous: { name: string; value: [number, number]; end: number } | undefined;
  for (const m of execAll(XML_ELEMENT, text)) {
    let [nameStart, nameEnd] = m.indices!.groups!.name!;
    const name = m.groups!.name!;
    // an HTML table's cells are named by their <th> header (htmlTables), not by "td"
    if (!m.groups!.tag && /^t[dh]$/i.test(name)) continue;
    const value = trimSpan(text, ...m.indices!.groups!.value!);
    if (!value) continue;
    const named = namingAttribute(m[0].slice(0, m[0].indexOf(">") + 1), m.index!);
    if (named) [nameStart, nameEnd] = named;
    else if (VALUE_ELEMENT.test(name) && previous && KEY_ELEMENT.test(previous.name) && /^\s*$/.test(text.slice(previous.end, m.index!))) {
      [nameStart, nameEnd] = previous.value;
    }
    tables.push({ header: [{ start: nameStart, end: nameEnd }], rows: [[{ start: value[0], end: value[1] }]] });
    previous = { name, value, end: m.index! + m[0].length };
  }
  return tables;
}

/**
 * OFX 1.x statements are SGML: a leaf element has no closing tag, its value runs to the next tag
 * or the line's end ("<BANKID>121000248<ACCTID>7123456789<ACCTTYPE>CHECKING"). Each leaf is a
 * one-cell table named by its tag's last dotted part ("INTU.USERID" -> "USERID"), as an XML
 * element is. Only in an OFX file (its "OFXHEADER:" or "<OFX>"): HTML leaves its paragraphs and
 * list items unclosed too. Seventh exploratory test: an account number, a user id and a payee
 * stayed in clear.
 */
const SGML_LEAF = /<(?:[A-Za-z][\w]*\.)*(?<name>[A-Za-z][\w]*)>(?<value>[^<\r\n]+)/dg;
const OFX_FILE = /^OFXHEADER:|<OFX>/m;
const SGML_CLOSE = /^<\/(?:[A-Za-z][\w]*\.)*([A-Za-z][\w]*)>/;

function sgmlLeafTables(text: string): Table[] {
  if (!OFX_FILE.test(text)) return [];
  const tables: Table[] = [];
  for (const m of execAll(SGML_LEAF, text)) {
    const name = m.groups!.name!;
    const [valueStart, valueEnd] = m.indices!.groups!.value!;
    // an element closed right after its value is XML's, read by xmlElementTables
    if (SGML_CLOSE.exec(text.slice(valueEnd, valueEnd + 80))?.[1] === name) continue;
    const value = trimSpan(text, valueStart, valueEnd);
    const [nameStart, nameEnd] = m.indices!.groups!.name!;
    if (value) tables.push({ header: [{ start: nameStart, end: nameEnd }], rows: [[{ start: value[0], end: value[1] }]] });
  }
  return tables;
}

/**
 * Where an element's name is a generic holder, its sibling or attribute names the value (seventh
 * exploratory test: a KeePass export's passwords and user names and a Windows event log's user
 * names stayed in clear):
 * - "<Key>Password</Key><Value>...</Value>" (KeePass, property lists): the key's text names the value;
 * - '<Data Name="TargetUserName">h.okonkwo</Data>' (Windows events), '<entry key="db.password">':
 *   the naming attribute's value names the element's text.
 */
const KEY_ELEMENT = /^(?:key|name)$/i;
const VALUE_ELEMENT = /^(?:value|val)$/i;
const NAMING_ATTRIBUTE_IN_TAG = /\s(?:name|key)[ \t]*=[ \t]*(?:"([^"\n<>]+)"|'([^'\n<>]+)')/di;

/** The span of the naming attribute's value in an opening tag starting at `at`, if it has one. */
function namingAttribute(openTag: string, at: number): [number, number] | undefined {
  const m = NAMING_ATTRIBUTE_IN_TAG.exec(openTag);
  if (!m) return undefined;
  const [a, b] = m.indices![1] ?? m.indices![2]!;
  return [at + a, at + b];
}

/**
 * Attribute values of XML and HTML tags, as one-cell tables named by their attribute: in
 * `<contact firstName="Margarethe" lastName="Van den Broeck"/>` the attribute names the value as
 * an element or a JSON field does. Where a tag names its value in another attribute (`<meta
 * name="author" content="...">`, `<input name="email" value="...">`, `<add key="..." value="...">`),
 * that attribute's value is the name. Third exploratory test: such names stayed in clear.
 */
const TAG_WITH_ATTRIBUTES = /<[A-Za-z][\w:.-]*(?:\s+[A-Za-z_][\w:.-]*\s*=\s*(?:"[^"<>\n]*"|'[^'<>\n]*'))+\s*\/?>/g;
const ATTRIBUTE = /([A-Za-z_][\w:.-]*)\s*=\s*(?:"([^"]*)"|'([^']*)')/dg;
/** Attributes that name the tag's value attribute (content, value). */
const NAMING_ATTRIBUTES = new Set(["name", "key", "property", "itemprop"]);
const VALUE_ATTRIBUTES = new Set(["content", "value"]);

const NAMING_VALUE_BEFORE = /(?:^|[\s<])(?:name|key|property|itemprop)[ \t]*=[ \t]*["']$/i;

/**
 * Whether [start, end) is the whole value of a tag's naming attribute ('name="author"',
 * 'key="ApiKey"'): markup, which names the value beside it, never PII itself (rewriting it broke
 * the page, third exploratory test).
 */
export function isNamingAttributeValue(text: string, start: number, end: number): boolean {
  const quote = text[start - 1];
  if ((quote !== '"' && quote !== "'") || text[end] !== quote) return false;
  if (!NAMING_VALUE_BEFORE.test(text.slice(Math.max(0, start - 16), start))) return false;
  const open = text.lastIndexOf("<", start);
  return open >= 0 && text.indexOf(">", open) > end && !text.slice(open, start).includes("\n");
}

function attributeTables(text: string): Table[] {
  if (!text.includes("=") || !text.includes("<")) return [];
  const tables: Table[] = [];
  for (const tag of execAll(TAG_WITH_ATTRIBUTES, text)) {
    const attributes: { name: Span; value: Span; local: string }[] = [];
    for (const a of execAll(ATTRIBUTE, tag[0])) {
      const [ns, ne] = a.indices![1]!;
      const [vs, ve] = a.indices![2] ?? a.indices![3]!;
      const local = a[1]!.slice(a[1]!.lastIndexOf(":") + 1).toLowerCase();
      attributes.push({ name: { start: tag.index! + ns, end: tag.index! + ne }, value: { start: tag.index! + vs, end: tag.index! + ve }, local });
    }
    const naming = attributes.find((a) => NAMING_ATTRIBUTES.has(a.local));
    for (const a of attributes) {
      const value = trimSpan(text, a.value.start, a.value.end);
      if (!value) continue;
      const header = naming && VALUE_ATTRIBUTES.has(a.local) && naming.value.end > naming.value.start ? naming.value : a.name;
      tables.push({ header: [header], rows: [[{ start: value[0], end: value[1] }]] });
    }
  }
  return tables;
}

/**
 * HTML tables with a header row: the `<th>` cells name the `<td>` cells under them, as a CSV
 * header does (third exploratory test: "<th>Name</th>" then "<td>Jeroen Bakker</td>" left the name
 * in clear). Rows of another width are left alone; a cell holding markup is read as written.
 */
const HTML_TABLE = /<table\b[^>]*>([\s\S]*?)<\/table\s*>/gi;
const HTML_ROW = /<tr\b[^>]*>([\s\S]*?)<\/tr\s*>/gi;
const HTML_CELL = /<(th|td)\b[^>]*>([\s\S]*?)<\/\1\s*>/dgi;

function htmlTables(text: string): Table[] {
  if (!/<th\b/i.test(text)) return [];
  const tables: Table[] = [];
  for (const table of execAll(HTML_TABLE, text)) {
    const bodyStart = table.index! + table[0].indexOf(">") + 1;
    let header: Span[] | undefined;
    const rows: Span[][] = [];
    for (const row of execAll(HTML_ROW, table[1]!)) {
      const rowStart = bodyStart + row.index! + row[0].indexOf(">") + 1;
      const cells: { th: boolean; span: Span }[] = [];
      for (const c of execAll(HTML_CELL, row[1]!)) {
        const [a, b] = c.indices![2]!;
        const span = trimSpan(text, rowStart + a, rowStart + b);
        cells.push({ th: c[1]!.toLowerCase() === "th", span: span ? { start: span[0], end: span[1] } : { start: rowStart + a, end: rowStart + a } });
      }
      if (cells.length === 0) continue;
      if (!header) {
        if (cells.every((c) => c.th)) header = cells.map((c) => c.span);
        else break; // no header row first: nothing names the columns
      } else if (cells.length === header.length) {
        rows.push(cells.map((c) => c.span));
      }
    }
    if (header && rows.length > 0) tables.push({ header, rows });
  }
  return tables;
}

function findTables(text: string): TableCell[] {
  const out: TableCell[] = [];
  for (const { header, rows } of tablesOf(text)) {
    for (const cells of rows) {
      cells.forEach((c, k) => {
        if (c.end <= c.start) return;
        const h = header[k]!;
        out.push({ start: c.start, end: c.end, header: foldHeader(text.slice(h.start, h.end)), headerStart: h.start, headerEnd: h.end });
      });
    }
  }
  // an SQL statement's cells come first from tablesOf; cellHolding searches them in text order
  return out.sort((a, b) => a.start - b.start);
}

/**
 * Where every cell of every delimited table of the text starts, its header row's included, in
 * text order (empty cells left out): the boundaries no entity crosses (ner/cell-boundaries.ts).
 */
export function tableCellStarts(text: string): number[] {
  const starts: number[] = [];
  for (const { header, rows } of tablesOf(text)) {
    // prose lines with one comma each can pass for a table of two columns: three columns at least,
    // and a header of column names (three words at most per cell)
    if (header.length < 3 || header.some((h) => text.slice(h.start, h.end).split(/\s+/).length > 3)) continue;
    for (const cells of [header, ...rows]) for (const c of cells) if (c.end > c.start) starts.push(c.start);
  }
  return starts;
}

/** The cells of one delimited line (double quotes respected), blanks and quotes trimmed. */
export function cellsOf(line: string, offset: number, delimiter: string): Span[] {
  const cells: Span[] = [];
  let start = 0;
  let quoted = false;
  for (let i = 0; i <= line.length; i++) {
    const c = line[i];
    if (c === '"') quoted = !quoted;
    else if ((c === delimiter && !quoted) || i === line.length) {
      let a = start;
      let b = i;
      while (a < b && /[\s"]/.test(line[a]!)) a++;
      while (b > a && /[\s"]/.test(line[b - 1]!)) b--;
      cells.push({ start: offset + a, end: offset + b });
      start = i + 1;
    }
  }
  return cells;
}
