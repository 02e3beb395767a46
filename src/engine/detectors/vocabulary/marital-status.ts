/**
 * MARITAL_STATUS.
 * Context rule: "single", "separated", "engaged", "partnered" and "unmarried"... are everyday words
 * (a single file, separated by commas, engaged in talks); they count only next to status words
 * ("marital status: single", "she is separated from her husband"). married, divorced, widowed,
 * common-law and the partnership terms stand alone.
 */
import { term, type VocabList } from "./types.js";

export const MARITAL_STATUS: VocabList = {
  type: "MARITAL_STATUS",
  context: ["marital status", "marital", "relationship status", "civil status", "status", "husband", "wife", "spouse", "partner", "marriage", "fiancé", "fiancée"],
  entries: [
    term("married", "any"),
    term("unmarried", "any"),
    term("never married", "any"),
    term("divorced", "any", "divorcee", "divorcée"),
    term("widowed", "any"),
    term("widow", "any", "widows"),
    term("widower", "any", "widowers"),
    term("separated", "context"),
    term("single", "context"),
    term("engaged", "context"),
    term("common-law", "any", "common law", "common-law partner", "common-law spouse"),
    term("domestic partnership", "any", "domestic partner"),
    term("civil partnership", "any", "civil partner"),
    term("civil union", "any"),
  ],
};
