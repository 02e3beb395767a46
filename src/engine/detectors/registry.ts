/**
 * The registry of structured detectors. The engine runs every detector whose types intersect the
 * request's enabled types and hands all candidates to the resolver.
 */
import { ancestors } from "../../contract/catalog.js";
import type { Detector } from "../types.js";
// --- contact and network (email, phone, url, ip, filename, credentials, numerical ids) ---
import { emailDetector } from "./email.js";
import { mailHeaderDetector } from "./mail-header.js";
import { phoneDetector } from "./phone.js";
import { spokenPhoneDetector } from "./spoken-phone.js";
import { spokenIdDetector } from "./spoken-id.js";
import { spokenEmailDetector } from "./spoken-email.js";
import { urlDetector } from "./url.js";
import { ipAddressDetector } from "./ip-address.js";
import { filenameDetector } from "./filename.js";
import { credentialsDetector } from "./credentials.js";
import { credentialPhrasesDetector } from "./credential-phrases.js";
import { numericalPiiDetector } from "./numerical-pii.js";
// --- end contact and network ---
// --- finance and identity documents ---
import { paymentCardDetector } from "./payment-card.js";
import { cardExpirationDetector } from "./card-expiration.js";
import { maskedCardDetector } from "./masked-card.js";
import { cvvDetector } from "./cvv.js";
import { bankAccountDetector } from "./bank-account.js";
import { routingNumberDetector } from "./routing-number.js";
import { accountNumberDetector } from "./account-number.js";
import { moneyDetector } from "./money.js";
import { nationalIdDetector } from "./national-id.js";
import { passportDetector } from "./passport.js";
import { mrzDetector } from "./mrz.js";
import { driverLicenseDetector } from "./driver-license.js";
import { healthcareNumberDetector } from "./healthcare-number.js";
import { vehicleIdDetector } from "./vehicle-id.js";
import { organizationIdDetector } from "./organization-id.js";
// --- end finance and identity documents ---
// --- time, place and vocabulary ---
import { dateDetector } from "./date.js";
import { datePhraseDetector } from "./date-phrase.js";
import { dateWordsDetector } from "./date-words.js";
import { timeDetector } from "./time.js";
import { durationDetector } from "./duration.js";
import { ageDetector } from "./age.js";
import { postalCodeDetector } from "./postal-code.js";
import { zipCityFieldDetector } from "./zip-city-field.js";
import { birthplaceFieldDetector } from "./birthplace-field.js";
import { streetAddressDetector } from "./street-address.js";
import { columnEntityDetector } from "./column-entity.js";
import { vcardDetector } from "./vcard.js";
import { ldifDetector } from "./ldif.js";
import { passwdDetector } from "./passwd.js";
import { boardingPassDetector } from "./boarding-pass.js";
import { gedcomDetector } from "./gedcom.js";
import { deviceOwnerDetector } from "./device-owner.js";
import { travelRecordDetector } from "./travel-record.js";
import { hl7Detector } from "./hl7.js";
import { dicomDetector } from "./dicom.js";
import { originPhraseDetector } from "./origin-phrase.js";
import { coordinateDetector } from "./coordinate.js";
import { vocabularyDetector } from "./vocabulary.js";
import { placeNameDetector } from "./place-name.js";
// --- end time, place and vocabulary ---
// --- health and occupation word lists (what relations to a person's health and job need) ---
import { medicalConditionDetector } from "./medical-condition.js";
import { drugDetector } from "./drug.js";
import { medicalProcessDetector } from "./medical-process.js";
import { occupationDetector } from "./occupation.js";
// --- end health and occupation ---
// --- cue-anchored names of people and facilities (next to the NER model) ---
// Kept after model v2 because leaving each out cost F1 or coverage on corpora they were not tuned on
// (npm run eval:ablate; README "Detection quality"): place-name, organization, name-lexicon. The
// clinical cues (person-cue, medical-facility) act on clinical text, which none of the untuned
// corpora is. Dropped: title-cue, greeting-cue (no gain on any untuned corpus; title-cue left more
// characters in clear on gum, europeana_de and btc) and results-table (a gain on conll2003_en
// variants only, the corpus it was written from).
import { personCueDetector } from "./person-cue.js";
import { chatSpeakerDetector } from "./chat-speaker.js";
import { nameLexiconDetector } from "./name-lexicon.js";
import { medicalFacilityDetector } from "./medical-facility.js";
import { organizationDetector } from "./organization.js";
// --- end cue-anchored names ---

export const DEFAULT_DETECTORS: readonly Detector[] = [
  // contact and network
  emailDetector,
  mailHeaderDetector,
  phoneDetector,
  spokenPhoneDetector,
  spokenIdDetector,
  spokenEmailDetector,
  urlDetector,
  ipAddressDetector,
  filenameDetector,
  credentialsDetector,
  credentialPhrasesDetector,
  numericalPiiDetector,
  // finance and identity documents
  paymentCardDetector,
  maskedCardDetector,
  cardExpirationDetector,
  cvvDetector,
  bankAccountDetector,
  routingNumberDetector,
  accountNumberDetector,
  moneyDetector,
  nationalIdDetector,
  passportDetector,
  mrzDetector,
  driverLicenseDetector,
  healthcareNumberDetector,
  vehicleIdDetector,
  organizationIdDetector,
  // time, place and vocabulary
  dateDetector,
  datePhraseDetector,
  dateWordsDetector,
  timeDetector,
  durationDetector,
  ageDetector,
  postalCodeDetector,
  zipCityFieldDetector,
  birthplaceFieldDetector,
  streetAddressDetector,
  coordinateDetector,
  vocabularyDetector,
  originPhraseDetector,
  placeNameDetector,
  columnEntityDetector,
  vcardDetector,
  ldifDetector,
  passwdDetector,
  gedcomDetector,
  travelRecordDetector,
  boardingPassDetector,
  hl7Detector,
  dicomDetector,
  // health and occupation
  medicalConditionDetector,
  drugDetector,
  medicalProcessDetector,
  occupationDetector,
  // cue-anchored names of people and facilities
  personCueDetector,
  chatSpeakerDetector,
  deviceOwnerDetector,
  nameLexiconDetector,
  medicalFacilityDetector,
  organizationDetector,
];

/**
 * Detectors worth running for a request: those emitting an enabled type, or a type whose ancestor
 * is enabled (ENABLE [LOCATION] still needs the postal-code detector; its LOCATION_ZIP is relabelled).
 */
export function detectorsFor(enabled: ReadonlySet<string>, detectors: readonly Detector[] = DEFAULT_DETECTORS): Detector[] {
  return detectors.filter((d) => d.types.some((t) => enabled.has(t) || ancestors(t).some((a) => enabled.has(a))));
}
