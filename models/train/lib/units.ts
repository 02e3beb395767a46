/**
 * Documents -> training units: token sequences with BIO tags, cut at line breaks so that a
 * unit stays short (the BiLSTM needs no more context than a few lines).
 */
import { tokenize, type Token } from "../../../src/engine/ner/tokenize.js";
import type { UnitSpan } from "./labels.js";

export interface Unit {
  tokens: Token[];
  tags: string[];
}

/** BIO tags of tokens against spans: a token takes a span's label when they overlap. */
export function tagTokens(tokens: readonly Token[], spans: readonly UnitSpan[]): string[] {
  const tags = tokens.map(() => "O");
  const sorted = [...spans].sort((a, b) => a.start - b.start);
  let j = 0;
  for (const span of sorted) {
    while (j < tokens.length && tokens[j]!.end <= span.start) j++;
    let first = true;
    for (let k = j; k < tokens.length && tokens[k]!.start < span.end; k++) {
      if (tags[k] !== "O") continue; // first span wins on overlap
      tags[k] = `${first ? "B" : "I"}-${span.label}`;
      first = false;
    }
  }
  return tags;
}

/**
 * Cuts a document into units: lines are packed together up to maxTokens; a longer line is cut
 * into pieces of maxTokens.
 */
export function toUnits(text: string, spans: readonly UnitSpan[], maxTokens = 80): Unit[] {
  const tokens = tokenize(text);
  const tags = tagTokens(tokens, spans);
  const units: Unit[] = [];
  let cur: number[] = [];
  const flush = () => {
    if (cur.length > 0) units.push({ tokens: cur.map((i) => tokens[i]!), tags: cur.map((i) => tags[i]!) });
    cur = [];
  };
  let line: number[] = [];
  const endLine = () => {
    if (cur.length + line.length > maxTokens) flush();
    while (line.length > maxTokens) {
      // do not cut inside an entity when we can avoid it
      let cut = maxTokens;
      while (cut > maxTokens / 2 && tags[line[cut]!]!.startsWith("I-")) cut--;
      cur = line.slice(0, cut);
      flush();
      line = line.slice(cut);
    }
    cur.push(...line);
    line = [];
  };
  for (let i = 0; i < tokens.length; i++) {
    if (i > 0 && text.slice(tokens[i - 1]!.end, tokens[i]!.start).includes("\n")) endLine();
    line.push(i);
  }
  endLine();
  flush();
  return units;
}
