/**
 * Card verification codes (CVV/CVC/CID): 3 or 4 digits, ONLY right after a verification-code
 * keyword, since a bare 3-digit number means nothing. formatted: the digits.
 */
import type { Candidate, DetectContext, Detector } from "../types.js";
import { keywordRegex, valuesAfterKeywords } from "./keyword-value.js";

const KEYWORDS = keywordRegex([
  "cvv", "cvv2", "cvc", "cvc2", "cid", "csc", "cav2", "cvn", "security code", "card security code",
  "card verification", "card verification code", "card verification value", "card code",
  "kartenprüfnummer", "prüfnummer", "cryptogramme", "code de sécurité",
  "código de seguridad", "codice di sicurezza", "código de segurança", "beveiligingscode", "kaartverificatiecode",
  "sicherheitscode", "code cvv", "code de vérification", "código cvv", "codice cvv", "cvv code", "cvc code",
  // where the card prints it: "the security code on the back is 737" (left in clear)
  "security code on the back", "code on the back", "digits on the back", "numbers on the back", "number on the back",
  "código de seguridad del reverso", "code au dos", "cryptogramme au dos", "code auf der rückseite",
]);
const VALUE = /\d{3,4}(?![\p{L}\p{N}]|[.,/\-]\d)/uy;

export const cvvDetector: Detector = {
  name: "cvv",
  types: ["CVV"],
  detect(ctx: DetectContext): Candidate[] {
    // 16: "the security code you need is 255"
    // "cid" in capitals only: "Av. del Cid, 180" is a street (meddocan dev), Amex prints "CID"
    const named = valuesAfterKeywords(ctx, KEYWORDS, VALUE, 16).filter((v) => v.keyword !== "cid" || ctx.text.slice(v.keywordStart, v.keywordEnd) === "CID");
    return named.map((v) => ({
      start: v.start,
      end: v.end,
      label: "CVV",
      score: 0.85,
      formatted: v.match[0],
      source: "cvv",
    }));
  },
};
