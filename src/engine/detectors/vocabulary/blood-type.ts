/**
 * BLOOD_TYPE forms (ABO group + Rh factor), canonical "A+", "O-", "AB+"; a group alone ("blood
 * type: O") is canonical "O".
 * Context rule: "A+", "B-", "AB+", "O-" are also grades, ratings and list markers, and "A positive"
 * / "B negative" are ordinary phrases, so every form needs blood words nearby ("blood type",
 * "blood group", "Rh", "donor", "transfusion") EXCEPT the spelled-out "O negative", "O positive",
 * "AB negative", "AB positive" with capital letters, which stand alone.
 */
export const BLOOD_CONTEXT = [
  "blood", "blood type", "blood group", "bloodtype", "rh", "rhesus", "donor", "donate", "donated",
  "transfusion", "type", "groupe sanguin", "blutgruppe", "grupo sanguíneo", "grupo sanguineo",
];

/** Group + Rh factor, on the original text (upper-case group letters). */
export const RE_BLOOD =
  /(?<group>AB|A|B|O)\s?(?:Rh\s?|rh\s?)?(?:(?<sym>[+\-−⁺⁻])(?![\w+\-])|(?<word>positive|negative|pos|neg|Positive|Negative|POSITIVE|NEGATIVE)(?![a-zA-Z]))/g;

/** "blood type O", "blood group: AB" (group only), on the lower-cased text. */
export const RE_BLOOD_GROUP_ONLY = /(?:blood\s?(?:type|group)|groupe sanguin|blutgruppe)\s*(?:is\s+)?[:=]?\s*(?<group>ab|a|b|o)(?![\w+\-−⁺⁻]|\s?(?:rh|pos|neg))/g;

/** Forms that stand without context. */
export function isSelfEvident(group: string, word: string | undefined): boolean {
  return (group === "O" || group === "AB") && word !== undefined && /^(?:positive|negative)$/i.test(word);
}

export function canonicalBloodType(group: string, signOrWord: string | undefined): string {
  if (signOrWord === undefined) return group.toUpperCase();
  const positive = /^(?:\+|⁺|pos)/i.test(signOrWord);
  return `${group.toUpperCase()}${positive ? "+" : "-"}`;
}
