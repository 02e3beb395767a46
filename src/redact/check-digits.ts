/**
 * The checks a SYNTHETIC fake of an identifier must pass: the ones its original was validated
 * with (the entity's validation providers), reusing the detectors' own validators, so a fake
 * Spanish DNI has the right letter, a fake NHS number its mod-11 digit, and so on. A fake that
 * failed its check read as a typo, not as a real id (exploratory test: DNI "14660443I").
 */
import type { Entity } from "../contract/types.js";
import { stdnumValidator } from "../engine/detectors/stdnum-lazy.js";
import { auMedicareValid, deDocumentNumberValid, deKvnrValid, deLanrValid, sgNricValid, usItinValid } from "../engine/detectors/id-checks.js";
import { nhsChecksumValid } from "../engine/detectors/healthcare-number.js";
import { abaChecksumValid } from "../engine/detectors/routing-number.js";
import { vinCheckDigitValid } from "../engine/detectors/vehicle-id.js";
import { beEidCardValid } from "../engine/detectors/passport.js";
import { cccValid, nibValid } from "../engine/detectors/bank-account.js";
import { luhnValid, orcidValid } from "../engine/detectors/numerical-pii.js";

/** Hand-written checks by provider name; each takes the value's letters and digits, upper-cased. */
const CHECKS: Readonly<Record<string, (compact: string) => boolean>> = {
  luhn: luhnValid,
  nhs_mod11: nhsChecksumValid,
  aba_checksum: abaChecksumValid,
  vin_check_digit: vinCheckDigitValid,
  be_eid_mod97: beEidCardValid,
  ccc_control_digits: cccValid,
  nib_control_digits: nibValid,
  sg_nric_checksum: sgNricValid,
  itin_ranges: usItinValid,
  icao_check_digit: deDocumentNumberValid,
  de_kvnr: deKvnrValid,
  de_lanr: deLanrValid,
  au_medicare: auMedicareValid,
  // compact: the 16 characters without hyphens; orcidValid ignores hyphens either way
  orcid_mod11_2: orcidValid,
};

const ALNUM = /[\p{L}\p{N}]/gu;

/**
 * The checks of `entity`'s validation providers that we can run, as one predicate over a fake
 * written like the original; undefined when there are none. A value that failed its check (kept
 * after a keyword) is held to it too: its fake may as well be valid.
 */
export function idCheck(entity: Entity): ((fake: string) => boolean) | undefined {
  const { formatted } = entity.analysis_result;
  const checks = entity.analysis_result.validation_assertions.flatMap((a) => {
    const check = checkOf(a.provider);
    return check ? [check] : [];
  });
  if (checks.length === 0) return undefined;
  return (fake) => {
    const value = typeof formatted === "string" ? inLayoutOf(formatted, fake) : fake;
    return checks.every((check) => check(value));
  };
}

function checkOf(provider: string): ((value: string) => boolean) | undefined {
  if (!provider.startsWith("stdnum:")) {
    const check = CHECKS[provider];
    return check && ((value) => check((value.match(ALNUM) ?? []).join("").toUpperCase()));
  }
  const validator = stdnumValidator(provider.slice("stdnum:".length));
  return (
    validator &&
    ((value) => {
      try {
        return validator.validate(value).isValid;
      } catch {
        return false;
      }
    })
  );
}

/**
 * The fake's letters and digits written into the original's formatted value, the form its
 * validator accepted ("12.345.678-Z" was validated as "12345678Z", a bare Swedish personnummer
 * with its hyphen); the fake itself where the two do not have the same letters and digits.
 */
function inLayoutOf(formatted: string, fake: string): string {
  const chars = fake.match(ALNUM) ?? [];
  if ((formatted.match(ALNUM) ?? []).length !== chars.length) return fake;
  let k = 0;
  return formatted.replace(ALNUM, () => chars[k++]!);
}
