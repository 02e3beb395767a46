/**
 * Check digits of the identifiers stdnum does not know. Each takes the compact value (upper case,
 * no separators) and says whether its structure and check character hold.
 *
 * - Singapore NRIC/FIN (S/T/F/G/M + 7 digits + letter): weights 2 7 6 5 4 3 2, offset 4 for T/G,
 *   3 for M, remainder mod 11 mapped to the series' letter table.
 * - US ITIN: 9XX-XX-XXXX with the middle group in 50-65, 70-88, 90-92 or 94-99 (IRS ranges); no
 *   check digit, but the 9 area and the group ranges set it apart from SSNs, which never start with 9.
 * - German KVNR (Krankenversichertennummer, letter + 9 digits): the letter as its 2-digit
 *   alphabet position, then the first 8 digits, weighted 1 2 1 2..., digit sums of products,
 *   total mod 10 = the 10th digit (§ 290 SGB V).
 * - German LANR (lebenslange Arztnummer, 9 digits): digits 1-6 weighted 4 9 4 9 4 9, check
 *   digit 7 = (10 - sum mod 10) mod 10; digits 8-9 are the specialty group.
 * - ICAO 9303 7-3-1 check digit (German ID card and passport serial numbers): letters A=10..Z=35.
 * - Australian Medicare card number (10 digits, optional 11th): first digit 2-6, digits 1-8
 *   weighted 1 3 7 9 1 3 7 9, sum mod 10 = digit 9; digit 10 is the issue number.
 */

const NRIC_WEIGHTS = [2, 7, 6, 5, 4, 3, 2];
const NRIC_TABLES: Readonly<Record<string, { offset: number; letters: string }>> = {
  S: { offset: 0, letters: "JZIHGFEDCBA" },
  T: { offset: 4, letters: "JZIHGFEDCBA" },
  F: { offset: 0, letters: "XWUTRQPNMLK" },
  G: { offset: 4, letters: "XWUTRQPNMLK" },
};

export function sgNricValid(value: string): boolean {
  const m = /^([STFGM])(\d{7})([A-Z])$/.exec(value);
  if (!m) return false;
  const [, prefix, digits, check] = m as unknown as [string, string, string, string];
  let sum = 0;
  for (let i = 0; i < 7; i++) sum += Number(digits[i]) * NRIC_WEIGHTS[i]!;
  if (prefix === "M") return "KLJNPQRTUWX"[10 - ((sum + 3) % 11)] === check;
  const table = NRIC_TABLES[prefix]!;
  return table.letters[(sum + table.offset) % 11] === check;
}

export function usItinValid(value: string): boolean {
  const m = /^9\d{2}(\d{2})\d{4}$/.exec(value);
  if (!m) return false;
  const group = Number(m[1]);
  return (group >= 50 && group <= 65) || (group >= 70 && group <= 88) || (group >= 90 && group <= 92) || group >= 94;
}

function digitSum(n: number): number {
  return n > 9 ? Math.floor(n / 10) + (n % 10) : n;
}

export function deKvnrValid(value: string): boolean {
  if (!/^[A-Z]\d{9}$/.test(value)) return false;
  const letter = String(value.charCodeAt(0) - 64).padStart(2, "0");
  const digits = letter + value.slice(1, 9);
  let sum = 0;
  for (let i = 0; i < digits.length; i++) sum += digitSum(Number(digits[i]) * (i % 2 === 0 ? 1 : 2));
  return sum % 10 === Number(value[9]);
}

export function deLanrValid(value: string): boolean {
  if (!/^\d{9}$/.test(value)) return false;
  const weights = [4, 9, 4, 9, 4, 9];
  let sum = 0;
  for (let i = 0; i < 6; i++) sum += Number(value[i]) * weights[i]!;
  return (10 - (sum % 10)) % 10 === Number(value[6]);
}

/** ICAO 9303 check digit of `body` (digits and upper-case letters). */
export function icaoCheckDigit(body: string): number {
  const weights = [7, 3, 1];
  let sum = 0;
  for (let i = 0; i < body.length; i++) {
    const c = body.charCodeAt(i);
    const v = c >= 65 ? c - 55 : c - 48;
    sum += v * weights[i % 3]!;
  }
  return sum % 10;
}

/**
 * German ID card (since 2010) or passport serial with its check digit: 9 characters from the
 * document alphabet (digits and C F G H J K L M N P R T V W X Y Z), then the ICAO check digit.
 */
export function deDocumentNumberValid(value: string): boolean {
  if (!/^[CFGHJKLMNPRTVWXYZ0-9]{9}\d$/.test(value)) return false;
  return icaoCheckDigit(value.slice(0, 9)) === Number(value[9]);
}

export function auMedicareValid(value: string): boolean {
  if (!/^[2-6]\d{9,10}$/.test(value)) return false;
  const weights = [1, 3, 7, 9, 1, 3, 7, 9];
  let sum = 0;
  for (let i = 0; i < 8; i++) sum += Number(value[i]) * weights[i]!;
  return sum % 10 === Number(value[8]);
}
