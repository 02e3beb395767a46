/**
 * MARITAL_STATUS.
 * Context rule: "single", "separated", "engaged", "partnered" and "unmarried"... are everyday words
 * (a single file, separated by commas, engaged in talks); they count only next to status words
 * ("marital status: single", "she is separated from her husband"). married, divorced, widowed,
 * common-law and the partnership terms stand alone.
 *
 * The other languages' terms (de, es, fr, it, nl, pt) count only next to a label word of the type in that language ("Familienstand: verheiratet", "Religión: musulmana"): they were left in clear (an exploratory test, 2026-11-29), and several are everyday words.
 */
import { term, type VocabList } from "./types.js";

export const MARITAL_STATUS: VocabList = {
  type: "MARITAL_STATUS",
  context: ["marital status", "marital", "relationship status", "civil status", "status", "husband", "wife", "spouse", "partner", "marriage", "fiancé", "fiancée", "familienstand", "estado civil", "état civil", "etat civil", "situation familiale", "situation matrimoniale", "stato civile", "burgerlijke staat", "burgerlijke stand", "estado civil"],
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
    // other languages: only next to a label word (see the header)
    term("verheiratet", "context"), term("ledig", "context"), term("geschieden", "context"), term("verwitwet", "context"),
    term("casado", "context", "casada"), term("soltero", "context", "soltera"), term("divorciado", "context", "divorciada"), term("viudo", "context", "viuda"),
    term("marié", "context", "mariée", "marie"), term("célibataire", "context", "celibataire"), term("divorcé", "context", "divorcée"), term("veuf", "context", "veuve"), term("pacsé", "context", "pacsée"),
    term("sposato", "context", "sposata", "coniugato", "coniugata"), term("celibe", "context", "nubile"), term("divorziato", "context", "divorziata"), term("vedovo", "context", "vedova"),
    term("gehuwd", "context", "getrouwd"), term("ongehuwd", "context", "alleenstaand"), term("gescheiden", "context"), term("weduwe", "context", "weduwnaar"),
    term("solteiro", "context", "solteira"), term("divorciado", "context"), term("viúvo", "context", "viúva"),
  ],
};
