/**
 * ICU nursing progress notes (English): terse, abbreviation-heavy text where names and places
 * are rare, short and often lower case or ALL CAPS: patients, relatives ("wife irene called"),
 * clinicians by surname or initial ("per GILL", "Dr. B aware"), hospitals and rehabs
 * ("back to GH", "rehab at quartermain") and home towns ("lives in Towson").
 *
 * Written from general knowledge of ICU charting, never from a corpus. Sentences come from
 * frames with {slots}: labelled slots write entity spans, the others write unlabelled values
 * (vitals, drips, dates and times: the model has no date label). Most frames carry no entity
 * and many carry hard negatives that look like names in other text: devices (foley, swan),
 * colours of stool and sputum (black, brown, green, white), "hope", "will", weekdays,
 * "Dr."/"MD"/"team aware" with no name, "Heart" in medical use.
 */
import { fakerEN_US } from "@faker-js/faker";
import { DocBuilder, type GeneratedDoc } from "./builder.js";
import type { Ctx, Template } from "./templates.js";
import { chance, int, pick } from "./draw.js";


// ---------- name and place pools ----------
/** Given names and nicknames common among ICU patients' families (older US generations). */
type Sex = "female" | "male";
const COMMON_GIVEN: Record<Sex, string[]> = {
  female: ["Irene", "Anne", "Dot", "Peg", "Mary", "Joan", "Carol", "Linda", "Barbara", "Karen", "Nancy", "Susan", "Donna", "Gert", "Rita", "Helen", "Ruth", "Alice", "Frances", "Eileen", "Maureen", "Kathy", "Patty", "Debbie", "Terry", "Denise", "Lorraine", "Gloria", "Arlene", "Marge", "Bea", "Millie", "Connie", "Theresa", "Ann Marie", "Mary Ellen", "Yolanda", "Maria", "Ming", "Anh", "Priya", "Olga", "Tanisha", "Keisha", "Chris", "Liz", "Sue", "Jen"],
  male: ["Ed", "Bob", "Joe", "Tom", "Jim", "Bill", "Dick", "Paul", "Mike", "Steve", "Dave", "Rich", "Ron", "Don", "Walt", "Ernie", "Sal", "Vinny", "Lou", "Kevin", "Brian", "Sean", "Bernie", "Ted", "Hank", "Stan", "Luis", "Jose", "Wei", "Raj", "Ivan", "Darnell", "Chris", "Terry", "Al", "Gus", "Moe"],
};
/** Given names that are ordinary words. */
const WORD_GIVEN: Record<Sex, string[]> = {
  female: ["Hope", "Grace", "Faith", "Joy", "May", "June", "Rose", "Dawn", "Sunny", "Carol", "Jean", "Penny", "Sandy", "Pat", "Ivy", "Amber", "Summer", "Holly", "Iris", "Pearl", "Ruby"],
  male: ["Will", "Bill", "Mark", "Pat", "Art", "Frank", "Ray", "Bud", "Guy", "Chip", "Skip", "Buddy", "Rusty", "Hunter", "Chase", "Rob", "Jack", "Sandy", "Chuck"],
};
const COMMON_FAMILY = ["Murphy", "Sullivan", "Kelly", "O'Brien", "Walsh", "Gill", "Yi", "Wedgeworth", "Smith", "Johnson", "Jones", "Miller", "Davis", "Wilson", "Anderson", "Taylor", "Thomas", "Moore", "Martin", "Jackson", "Thompson", "Harris", "Clark", "Lewis", "Robinson", "Walker", "Allen", "Scott", "Adams", "Nelson", "Carter", "Mitchell", "Roberts", "Turner", "Phillips", "Campbell", "Parker", "Evans", "Edwards", "Collins", "Stewart", "Morris", "Rogers", "Reed", "Cook", "Morgan", "Cooper", "Peterson", "Ramirez", "Gonzalez", "Rodriguez", "Nguyen", "Tran", "Le", "Kim", "Park", "Lee", "Chen", "Wang", "Li", "Wu", "Ng", "Patel", "Shah", "Khan", "Gupta", "Cohen", "Levine", "Katz", "Goldberg", "Shapiro", "Rossi", "Russo", "DeLuca", "Kowalski", "Novak", "Schultz", "Mueller", "Fitzgerald", "McCarthy", "McDonald", "Doherty", "Brennan", "Quinn", "Flynn", "Dunn", "Hughes", "Barrett", "Santos", "Silva", "Costa", "Okafor", "Mensah", "Ivanova", "Petrov", "Haddad", "Nasser"];
/** Surnames that are ordinary words (and two that are also ICU devices). */
const WORD_FAMILY = ["Black", "Grant", "Warren", "Hope", "Brown", "White", "Green", "Rose", "Bell", "Price", "Hall", "Lane", "Marsh", "Wood", "Fields", "Rivers", "Church", "Moody", "Walker", "Booth", "Frost", "Hunter", "Love", "Bishop", "Sharp", "Strong", "Short", "Cross", "Mayo", "Day", "Gay", "Hart", "Gross", "Small", "Swan", "Foley", "Banks", "Sweet", "Stone", "Chambers"];
/** Facilities whose names are ordinary words. */
const WORD_FACILITIES = ["Sacred Heart", "Mercy", "Good Samaritan", "Holy Cross", "Providence", "Good Shepherd", "Holy Family", "Mercy Medical", "Sacred Heart Rehab", "Hope House", "Union Memorial", "Deaconess", "Faulkner", "Carney", "Lifecare", "Hebrew Rehab", "Good Sam"];
const WEEKDAYS = ["Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday", "Sunday", "mon", "tues", "wed", "thurs", "fri", "sat", "sun"];

function given(c: Ctx, sex: Sex = chance(c, 0.5) ? "female" : "male"): string {
  const r = c.rnd();
  return r < 0.4 ? c.f.person.firstName(sex) : r < 0.88 ? pick(c, COMMON_GIVEN[sex]) : pick(c, WORD_GIVEN[sex]);
}
function family(c: Ctx): string {
  const r = c.rnd();
  return r < 0.35 ? c.f.person.lastName() : r < 0.83 ? pick(c, COMMON_FAMILY) : pick(c, WORD_FAMILY);
}
function cityName(c: Ctx): string {
  const real = c.f.rawDefinitions.location?.city_name;
  return real && real.length > 0 && chance(c, 0.65) ? pick(c, real) : c.f.location.city();
}
/** State codes that are also everyday chart abbreviations (MD, PA, ID, CO, OR...). */
const AMBIGUOUS_STATE_CODES = new Set(["MD", "PA", "ID", "CO", "OR", "IN", "ME", "OK", "HI", "DE", "LA", "AL", "MS", "MO", "NE"]);
function stateCode(c: Ctx): string {
  const code = c.f.location.state({ abbreviated: true });
  return AMBIGUOUS_STATE_CODES.has(code) ? "NY" : code;
}
function stateName(c: Ctx): string {
  return chance(c, 0.45) ? stateCode(c) : c.f.location.state();
}
function initials(words: string): string {
  return words
    .split(/[\s-]+/)
    .map((w) => w[0] ?? "")
    .join("")
    .toUpperCase();
}
type FacilityKind = "hospital" | "care" | "any";
const CARE_PATTERNS = ["{F} Rehab", "{T} Rehab", "{T} Rehab Center", "{F} Manor", "{F} House", "{T} Nursing Home", "{F} Nursing Home", "{T} Nursing and Rehab", "{F} Hospice", "{T} Healthcare Center", "{F} Village", "{T} Senior Living"];
const HOSPITAL_PATTERNS = ["{F} Memorial", "{F} Memorial Hospital", "{T} Memorial", "St. {G}'s", "St {G}'s Hospital", "Saint {G}'s", "St. {G}'s Medical Center", "{T} General", "{T} Hospital", "{T} Medical Center", "{T} Regional", "{T} VA", "{T} Community Hospital", "{F} Clinic"];
/** A care home or rehab ("rehab at quartermain", "Hope House"). */
function careName(c: Ctx): string {
  const r = c.rnd();
  if (r < 0.15) return family(c);
  if (r < 0.22) return pick(c, ["Hope House", "Sacred Heart Rehab", "Hebrew Rehab", "Lifecare", "Good Shepherd", "Holy Family"]);
  return fill(c, pick(c, CARE_PATTERNS));
}
function fill(c: Ctx, pattern: string): string {
  return pattern.replace("{F}", family(c)).replace("{T}", cityName(c)).replace("{G}", given(c));
}
function facilityName(c: Ctx, kind: FacilityKind = "any"): string {
  if (kind === "care" || (kind === "any" && chance(c, 0.3))) return careName(c);
  const r = c.rnd();
  if (r < 0.13) return initials(cityName(c)) + pick(c, ["H", "GH", "MC", "MH", "RH", "GH"]);
  if (r < 0.16) return pick(c, ["GH", "VA", "CH", "UH", initials(family(c)) + "GH"]);
  if (r < 0.26) return pick(c, WORD_FACILITIES);
  if (r < 0.3) return family(c); // "from harford" (a hospital known by its founder's name)
  if (r < 0.35) return cityName(c); // "transfer to ROME"
  if (r < 0.41) return pick(c, ["U of ", "University of ", "Univ of "]) + (chance(c, 0.8) ? c.f.location.state() : stateCode(c));
  return fill(c, pick(c, HOSPITAL_PATTERNS));
}
function placeName(c: Ctx): string {
  const F = family(c);
  return pick(c, [`${F} Park`, `Lake ${F}`, `${cityName(c)} Mall`, `${F} Beach`, `${F} Island`, `Camp ${F}`, `${cityName(c)} Airport`, `Mount ${F}`]);
}

// ---------- the note writer: applies per-section and per-mention case ----------
type CaseMode = "as" | "lower" | "upper";

class Note {
  mode: CaseMode = "as";
  constructor(readonly c: Ctx) {}

  private apply(s: string): string {
    return this.mode === "lower" ? s.toLowerCase() : this.mode === "upper" ? s.toUpperCase() : s;
  }
  t(s: string): this {
    if (s) this.c.b.t(this.apply(s));
    return this;
  }
  /** One entity; in mixed-case text a name is still often typed lower case or in capitals. */
  e(label: string, s: string): this {
    let out = this.apply(s);
    if (this.mode === "as") {
      const r = this.c.rnd();
      if (r < 0.2) out = s.toLowerCase();
      else if (r < 0.32) out = s.toUpperCase();
    }
    this.c.b.e(label, out);
    return this;
  }
}

// ---------- slot writers ----------
const REL_F = ["wife", "daughter", "dtr", "sister", "niece", "mother", "mom", "granddaughter", "girlfriend", "daughter-in-law", "aunt", "fiancee"];
const REL_M = ["husband", "son", "brother", "nephew", "father", "dad", "grandson", "boyfriend", "son-in-law", "uncle", "fiance"];
const REL_ANY = ["friend", "partner", "HCP", "cousin", "neighbor"];

/** A relative's name: mostly the given name alone, as nurses chart it. */
function relName(w: Note, sex: Sex = chance(w.c, 0.5) ? "female" : "male"): void {
  const c = w.c;
  const r = c.rnd();
  if (r < 0.72) w.e("NAME_GIVEN", given(c, sex));
  else if (r < 0.88) w.e("NAME_GIVEN", given(c, sex)).t(" ").e("NAME_FAMILY", family(c));
  else w.t(sex === "female" ? pick(c, ["Mrs. ", "Mrs ", "Ms. "]) : pick(c, ["Mr. ", "Mr "])).e("NAME_FAMILY", family(c));
}
function relative(w: Note): void {
  const c = w.c;
  const r0 = c.rnd();
  const sex: Sex = r0 < 0.5 ? "female" : "male";
  const rel = r0 < 0.12 ? pick(c, REL_ANY) : pick(c, sex === "female" ? REL_F : REL_M);
  const name = () => relName(w, sex);
  const r = c.rnd();
  if (r < 0.68) {
    w.t(rel + " ");
    name();
  } else if (r < 0.83) {
    name();
    w.t(` (${rel})`);
  } else if (r < 0.9) {
    w.t(rel + ", ");
    name();
    w.t(",");
  } else {
    w.t(`pt's ${rel} `);
    name();
  }
}
function patient(w: Note): void {
  const c = w.c;
  const r = c.rnd();
  if (r < 0.5) w.t(pick(c, ["Mr. ", "Mrs. ", "Mr ", "Mrs ", "Ms. ", "Ms "])).e("NAME_FAMILY", family(c));
  else if (r < 0.75) w.e("NAME_GIVEN", given(c));
  else w.e("NAME_GIVEN", given(c)).t(" ").e("NAME_FAMILY", family(c));
}
/** Single-letter clinician initials ("per B"); vowels that are also words (A, I) left out. */
const INITIALS = "BCDEFGHJKLMNPRSTW".split("");
/** A clinician, with the title or role nurses put in front (outside the span). */
function clinician(w: Note): void {
  const c = w.c;
  const P = "NAME_MEDICAL_PROFESSIONAL";
  const r = c.rnd();
  if (r < 0.36) w.t(pick(c, ["Dr. ", "Dr ", "dr. ", "DR ", "Dr."])).e(P, family(c));
  else if (r < 0.5) w.e(P, family(c));
  else if (r < 0.58) w.t(pick(c, ["Dr. ", "Dr ", ""])).e(P, `${given(c)} ${family(c)}`);
  else if (r < 0.66) w.t(pick(c, ["Dr. ", "Dr ", "DR. "])).e(P, pick(c, INITIALS));
  else if (r < 0.7) w.e(P, pick(c, INITIALS));
  else if (r < 0.78) w.t(pick(c, ["NP ", "MD ", "PA ", "HO ", "fellow ", "attending ", "resident "])).e(P, family(c));
  else if (r < 0.86) w.t(pick(c, ["resident ", "NP ", "PA ", "fellow "])).e(P, given(c));
  else if (r < 0.93) w.t(pick(c, ["Dr. ", "Dr "])).e(P, family(c)).t(pick(c, [" (renal)", " (GI)", " (ID)", " from cards", " from CT surg", " (neuro)"]));
  else w.t(pick(c, ["Dr. ", "Dr "])).e(P, `${pick(c, INITIALS)}. ${family(c)}`);
}
/** A clinician named bare, as in "per GILL" or "seen by Yi". */
function clinicianBare(w: Note): void {
  const c = w.c;
  const r = c.rnd();
  w.e("NAME_MEDICAL_PROFESSIONAL", r < 0.75 ? family(c) : r < 0.9 ? given(c) : pick(c, INITIALS));
}
function nurse(w: Note): void {
  const c = w.c;
  const r = c.rnd();
  if (r < 0.5) w.e("NAME_MEDICAL_PROFESSIONAL", given(c)).t(pick(c, [" RN", ", RN", " rn", ""]));
  else if (r < 0.8) w.e("NAME_MEDICAL_PROFESSIONAL", `${given(c)} ${family(c)}`).t(pick(c, [" RN", ", RN", ""]));
  else w.t("RN ").e("NAME_MEDICAL_PROFESSIONAL", given(c));
}

// ---------- unlabelled values ----------
const RHYTHMS = ["NSR", "SR", "ST", "SB", "afib", "AF", "A-fib w/ RVR", "paced", "v-paced", "aflutter", "NSR-ST"];
const DRIPS = ["neo", "levophed", "levo", "dopa", "propofol", "fentanyl", "versed", "heparin", "insulin", "nitro", "dilt", "amio", "esmolol", "precedex", "lasix", "vaso", "dobutamine", "integrilin", "nicardipine"];
const ABX = ["vanco", "zosyn", "flagyl", "levoflox", "cefepime", "ceftriaxone", "meropenem", "cipro", "bactrim", "fluconazole", "acyclovir", "linezolid", "zithromax", "clinda", "ampicillin", "gent"];
const MEDS = ["lasix 40mg iv", "ativan 1mg iv", "haldol 2mg iv", "morphine 2mg iv", "dilaudid 0.5mg iv", "tylenol 650mg pr", "kcl 40meq", "mag sulfate 2gm", "lopressor 5mg iv", "protonix 40mg iv", "colace", "senna", "lactulose 30ml", "zofran 4mg iv", "percocet 1 tab", "benadryl 25mg", "coumadin 5mg", "nebs", "albuterol neb", "ambien 5mg", "vit k 10mg sc", "ffp 2u", "oxycodone 5mg"];
const COLORS = ["white", "yellow", "tan", "green", "brown", "blood-tinged", "thick white", "thin clear", "creamy yellow", "rusty"];
const DX = ["CHF exacerbation", "resp failure", "urosepsis", "UGIB", "LGIB", "PNA", "COPD flare", "s/p fall", "DKA", "ETOH withdrawal", "NSTEMI", "afib w/ RVR", "SAH", "hypotension", "SBO", "pancreatitis", "cardiac arrest", "sepsis", "CP r/o MI", "altered MS", "hypoxia", "ICH", "PE", "aspiration pna", "ARF"];
const PROCS = ["CABG x3", "AVR", "ex lap", "colectomy", "cath w/ stent to LAD", "EGD", "bronch", "trach/peg", "crani", "IR embolization", "pacer placement", "ORIF"];
const UNITS = ["MICU", "CCU", "SICU", "TSICU", "CSRU", "NICU", "MICU/SICU", "CVICU"];

function value(c: Ctx, slot: string): string {
  // "{hrR}": a range "lo-hi" of the base slot, as charted for a shift
  if (slot.endsWith("R")) {
    const [lo, hi] = [Number(value(c, slot.slice(0, -1))), Number(value(c, slot.slice(0, -1)))].sort((a, b) => a - b);
    return `${lo}-${hi}`;
  }
  switch (slot) {
    case "hr": return String(int(c, 55, 135));
    case "sbp": return String(int(c, 80, 175));
    case "sbps": return `${int(c, 7, 17)}0s`;
    case "bp": return `${int(c, 80, 175)}/${int(c, 38, 92)}`;
    case "map": return String(int(c, 55, 75));
    case "temp": return `${int(c, 98, 102)}.${int(c, 0, 9)}`;
    case "rr": return String(int(c, 12, 34));
    case "sat": return String(int(c, 88, 100));
    case "o2": return pick(c, ["2L NC", "4L NC", "40% FM", "50% cool neb", "NRB", "room air", "RA", "3LNC", "6L NC", "40% face tent", "5L n/c"]);
    case "time": return pick(c, [`${String(int(c, 0, 23)).padStart(2, "0")}${pick(c, ["00", "30", "15", "45"])}`, `~${int(c, 1, 12)}${pick(c, ["am", "pm", "a", "p"])}`, "midnight", "noon", `${int(c, 1, 12)}:${pick(c, ["00", "30", "15"])}`]);
    case "date": return `${int(c, 1, 12)}/${int(c, 1, 30)}`;
    case "day": return pick(c, WEEKDAYS);
    case "drip": return pick(c, DRIPS);
    case "abx": return pick(c, ABX);
    case "med": return pick(c, MEDS);
    case "painmed": return pick(c, ["morphine 2mg iv", "dilaudid 0.5mg iv", "fentanyl 25mcg iv", "percocet 1 tab", "tylenol 650mg", "oxycodone 5mg"]);
    case "sedmed": return pick(c, ["ativan 1mg iv", "haldol 2mg iv", "haldol 5mg", "seroquel 25mg", "ativan 0.5mg", "propofol bolus", "fentanyl 50mcg"]);
    case "fasthr": return String(int(c, 120, 165));
    case "color": return pick(c, COLORS);
    case "rhythm": return pick(c, RHYTHMS);
    case "dx": return pick(c, DX);
    case "proc": return pick(c, PROCS);
    case "unit": return pick(c, UNITS);
    case "n": return String(int(c, 1, 4));
    case "dose": return pick(c, [`${int(c, 1, 9)}0mcg/kg/min`, `${int(c, 1, 9)}mcg/kg/min`, `${int(c, 1, 20)}mg/hr`, `${int(c, 1, 15)}u/hr`, `${int(c, 1, 9)}0mcg/hr`, `.${int(c, 1, 9)}mcg/kg/min`]);
    case "uo": return String(int(c, 2, 15) * 10);
    case "ml": return String(int(c, 2, 40) * 50);
    case "k": return `${int(c, 2, 5)}.${int(c, 0, 9)}`;
    case "hct": return `${int(c, 21, 35)}.${int(c, 0, 9)}`;
    case "bs": return String(int(c, 70, 320));
    case "wbc": return `${int(c, 3, 28)}.${int(c, 0, 9)}`;
    case "cr": return `${int(c, 0, 5) || 1}.${int(c, 0, 9)}`;
    case "desat": return String(int(c, 78, 89));
    case "lowsbp": return `${int(c, 6, 8)}0s`;
    case "abg": return `7.${int(c, 18, 48)}/${int(c, 28, 75)}/${int(c, 55, 190)}`;
    case "age": return String(int(c, 19, 96));
    case "sex": return pick(c, ["M", "F", "male", "female", "man", "woman", "gentleman", "lady"]);
    case "pain": return String(int(c, 0, 10));
    default: throw new Error(`nursing frame: unknown slot ${slot}`);
  }
}

/** Writes one frame: text with {slots}; entity slots label their text. */
function frame(w: Note, f: string): void {
  const c = w.c;
  const parts = f.split(/\{(\w+)\}/);
  parts.forEach((part, i) => {
    if (i % 2 === 0) {
      w.t(part);
      return;
    }
    switch (part) {
      case "rel": return relative(w);
      case "relName": return relName(w);
      case "pt": return patient(w);
      case "md": return clinician(w);
      case "mdS": return clinicianBare(w);
      case "rn": return nurse(w);
      case "fac": w.e("ORGANIZATION_MEDICAL_FACILITY", facilityName(c)); return;
      case "hosp": w.e("ORGANIZATION_MEDICAL_FACILITY", facilityName(c, "hospital")); return;
      case "care": w.e("ORGANIZATION_MEDICAL_FACILITY", facilityName(c, "care")); return;
      case "city": w.e("LOCATION_CITY", cityName(c)); return;
      case "state": w.e("LOCATION_STATE", stateName(c)); return;
      case "place": w.e("LOCATION", placeName(c)); return;
      case "cityState": w.e("LOCATION_CITY", cityName(c)).t(pick(c, [", ", " "])).e("LOCATION_STATE", stateCode(c)); return;
      default: w.t(value(c, part));
    }
  });
}

// ---------- sections: frames without entities (many hard negatives) and with ----------
interface Section {
  heads: string[];
  plain: string[];
  named: string[];
  /** Chance that the section carries one named frame. */
  pNamed: number;
}

const SECTIONS: Record<string, Section> = {
  neuro: {
    heads: ["Neuro", "NEURO", "neuro", "N", "Neuro/pain", "NEURO/MS"],
    plain: ["a+ox3", "alert and oriented x{n}", "MAE", "follows commands", "PERRLA", "pupils 3mm brisk", "sedated on propofol @ {dose}, arousable to voice", "restless at times, {sedmed} given w/ good effect", "denies pain", "c/o pain {pain}/10, {painmed} given", "nods appropriately to questions", "MAE weakly", "gag and cough intact", "lethargic but arousable", "confused overnight, reoriented frequently", "CIWA {n}{n}", "speech clear", "follows simple commands inconsistently", "no sz activity noted", "sleeping in naps", "agitated @ {time}, pulling at lines, soft restraints applied", "moving all ext, weaker on L", "mood flat, tearful at times", "hope to lighten sedation in am", "will cont to assess", "RASS -{n}", "sedation held for neuro exam, opens eyes to name"],
    named: ["{md} aware of change in MS", "seen by neuro ({mdS}), MRI ordered", "ativan 1mg given per {mdS}", "{md} in to eval, no new orders", "pt asking for {relName} repeatedly", "head CT done, read by {md} as neg"],
    pNamed: 0.2,
  },
  cv: {
    heads: ["CV", "C/V", "CARDIAC", "cv", "CVS", "Cardiac"],
    plain: ["HR {hrR} {rhythm}", "{rhythm} w/ occ PVCs, HR {hrR}", "SBP {sbps}-1{n}0s", "BP {bp}", "MAP >{map}", "{drip} gtt titrated to keep MAP >60, currently @ {dose}", "K {k} repleted w/ 40meq KCl", "afebrile", "Tmax {temp}", "pulses palpable", "+PP", "trace pedal edema", "HCT {hct}, transfused {n}u PRBC", "CVP {n}-1{n}", "heart sounds s1s2, no murmur", "Heart rate controlled on dilt gtt", "CK {n}{n}0, cycling enzymes", "hypotensive to {lowsbp} @ {time}, {n}00cc NS bolus given, MD aware", "team aware of bp", "lopressor 5mg iv x{n} w/ good effect", "swan in place, CO/CI {n}.{n}/{n}.{n}", "aline dampened, flushed, waveform improved", "to cath lab {day}", "extremities cool, +1 edema", "heparin gtt @ {n}{n}0u/hr, PTT pending", "off neo since {time}", "Dr. aware of hct", "will cont to monitor hemodynamics"],
    named: ["{md} aware of hypotension", "lopressor 5mg iv given per {mdS}", "EP ({md}) to see in am", "{md} notified of tele changes, 12 lead done", "plan for echo per {md}", "MD {mdS} notified", "per {mdS} keep SBP <140", "{mdS} aware"],
    pNamed: 0.3,
  },
  resp: {
    heads: ["Resp", "RESP", "resp", "R", "Pulm", "RESP/VENT"],
    plain: ["LS clear bilat", "LS coarse, dim at bases", "on {o2}, sats {sat}%", "vent settings A/C {n}00x{rr}/PEEP 5/FIO2 40%", "ABG {abg}", "suctioned for sm amts {color} secretions", "weaned to CPAP/PS 5/5 w/ good ABG", "RT following", "BiPAP at night", "RR {rrR}, no SOB", "strong cough, productive of {color} sputum", "CXR done, f/u results", "ETT secured @ 2{n}cm at lip", "trach care done, inner cannula changed", "desat to {desat}% w/ turning, recovered w/ suctioning", "nebs q4h", "insp wheezes RUL", "{o2} w/ sats {sat}%", "hope to extubate in am", "sputum cx sent", "lasix given w/ improved sats", "RSBI {n}{n}", "cuff leak present"],
    named: ["{md} aware of desat, lasix 40 iv given", "extubation planned for am per {mdS}", "bronch by {md} {day}", "seen by pulm ({mdS})", "vent changes made by {md}"],
    pNamed: 0.2,
  },
  gi: {
    heads: ["GI", "gi", "GI/GU", "ABD", "GI/nutrition"],
    plain: ["abd soft, NT/ND", "+BS", "BS + x4 quads", "NPO except meds", "TF's at goal {n}0cc/hr", "tube feeds @ goal via dobhoff", "OGT to LCS draining {color} bilious", "no stool this shift", "lg amt black guaiac + stool", "incont of loose brown stool x{n}", "flexiseal in place", "tol clear liquids", "protonix IV", "lactulose given, stooled x2", "NGT to LWS", "taking po's w/ assist", "c/o nausea, zofran 4mg given w/ relief", "abd distended, firm", "residuals <{n}0cc", "green liquid stool, c diff sent", "maroon stool x{n}", "poor appetite", "KUB done", "npo after mn for {proc}"],
    named: ["GI ({md}) aware, EGD planned for {day}", "{md} aware of melena", "surgery ({mdS}) in to see pt", "NGT placed by {md}"],
    pNamed: 0.15,
  },
  gu: {
    heads: ["GU", "gu", "Renal", "GU/RENAL"],
    plain: ["foley draining clear yellow urine", "foley to gravity, UO {uoR}cc/hr", "U/O adequate", "UO marginal, MD aware", "lasix {n}0mg iv w/ good response", "BUN/Cr {n}{n}/{cr}", "voiding qs", "Cr {cr}, renal following", "CVVH running without issue", "HD today per renal", "I/O +{ml}", "amber urine w/ sediment", "foley d/c'd @ {time}, due to void", "UO {uo}cc last hr", "urine cx sent"],
    named: ["UO marginal, {md} aware", "renal ({mdS}) following, HD {day}", "dialysis at {fac} MWF", "{md} aware of low UO, bolus given"],
    pNamed: 0.15,
  },
  id: {
    heads: ["ID", "id", "ID/heme"],
    plain: ["Tmax {temp}", "afebrile", "on {abx} and {abx}", "WBC {wbc}", "bld cx x2 sent", "cultures pending", "{abx} trough pending", "MRSA + nares, on contact precautions", "tylenol given for temp {temp}", "cooling blanket on", "pan cultured @ {time}"],
    named: ["ID ({md}) following", "abx changed to {abx} per {mdS}"],
    pNamed: 0.12,
  },
  endo: {
    heads: ["Endo", "ENDO", "endo"],
    plain: ["BS {bsR}, covered per RISS", "insulin gtt @ {n}u/hr", "FS q6h", "BS {bs}, {n}u regular given per SS", "on insulin gtt per protocol", "BS {bs}"],
    named: ["{md} aware of BS {bs}"],
    pNamed: 0.08,
  },
  skin: {
    heads: ["Skin", "SKIN", "skin", "Integ"],
    plain: ["intact", "coccyx stage {n} w/ duoderm", "heels boggy, pillows in place", "turned q2h", "kinair bed", "ecchymotic areas bilat arms", "dsg to groin site D+I", "L IJ TLC site CDI", "PICC R arm, flushed", "mepilex to sacrum", "skin warm and dry", "bair hugger on for temp {temp}", "buttocks red, barrier cream applied"],
    named: ["wound care RN ({rn}) consulted", "seen by wound care nurse {rn}"],
    pNamed: 0.1,
  },
  access: {
    heads: ["Access", "ACCESS", "Lines", "lines"],
    plain: ["R IJ CVL", "PIV x2", "aline L radial", "R fem sheath", "PICC placed by IV team", "R SC TLC day {n}", "PIV x1 20g L FA"],
    named: ["aline placed by {md}", "PICC placed by {rn}"],
    pNamed: 0.1,
  },
  social: {
    heads: ["Social", "SOCIAL", "Soc", "social", "S/S", "Psychosocial", "Family"],
    plain: ["no family contact this shift", "full code", "case mgmt following", "SW following", "family in to visit, updated", "pt lives alone", "family updated by team", "husband at bedside most of shift, supportive", "daughter called, updated on pt status", "emotional support given", "family hoping for improvement"],
    named: ["{rel} called x{n}, updated on pt status", "{rel} in to visit this evening", "{rel} at bedside most of shift, supportive", "pt lives with {rel} in {city}", "{rel} is HCP, phone # in chart", "{rel} and {rel} in to visit, updated by {md}", "spoke with {rel} by phone, aware of plan", "{rel} from {city}, staying nearby", "family mtg w/ {md} and SW {mdS} {day} @ {time}", "{rel} upset re: transfer to {fac}, SW aware", "pt retired, lives in {city}, {state}", "pt from {cityState}, family driving in", "DNR/DNI per {rel}", "{rel} aware of plan, will call in am", "{rel} called from {state}, flying in {day}", "{rel} in w/ {rel} @ {time}", "{rel} here, asking for update", "lives w/ {rel} in {city}, was at {place} when pt became SOB", "{rel} wants to be called w/ any change", "plan to bring {relName} in to see pt {day}"],
    pNamed: 0.75,
  },
  plan: {
    heads: ["Plan", "PLAN", "plan", "A/P", "Dispo", "DISPO", "P"],
    plain: ["cont to monitor", "awaiting bed on floor", "f/u labs", "wean fio2 as tol", "cont abx", "cont neo, wean as tol", "d/c home w/ VNA", "cont current plan", "emotional support to pt and family", "will cont to follow", "monitor UO", "possible transfer to floor {day}", "keep NPO for procedure in am", "MD aware", "team aware of all of the above", "cont to wean vent"],
    named: ["screening for rehab at {care}", "transfer to {fac} when bed available", "back to {fac} when stable", "plan to tx to {fac} tomorrow", "d/c to {fac} planned {day}", "{fac} to accept pt, report called to {rn}", "plan discussed w/ {md}", "f/u w/ {md} re: cards consult", "may go back to {fac} {day}", "awaiting bed at {fac}", "{fac} called for records", "rehab at {care} vs home w/ services", "screened by {fac}, pt accepted"],
    pNamed: 0.55,
  },
};

const INTROS_PLAIN = ["{age} yo {sex} adm w/ {dx}", "pt is {age} y/o {sex} w/ {dx}", "{age}{sex} s/p {proc} on {date}", "pt adm {date} via ED w/ {dx}", "{age} yo {sex} POD #{n} s/p {proc}", "{age} yo {sex} w/ hx CHF, COPD, DM admitted w/ {dx}"];
const INTROS_NAMED = ["{age} yo {sex} adm from {fac} w/ {dx}", "pt is a {age} y/o {sex} transferred from {fac} for {dx}", "{age} yo {sex} w/ {dx}, from home in {city}", "{pt} is {age}yo, s/p {proc} on {date}", "{age} yo pt from {care} (nursing home) w/ {dx}", "{age} yo {sex} who was at {place} when pt became SOB, brought by EMS to {hosp}, then transferred here", "pt transferred from {hosp} ED on {drip} gtt", "{age} yo {sex} from {cityState}, adm w/ {dx}", "{age} yo {sex} seen at {hosp} {date} w/ {dx}, transferred to {unit} for further mgmt", "pt is {age} yo {sex} lives at {care}, adm w/ {dx}"];
const EVENTS = ["pt became hypotensive @ {time}, SBP {lowsbp}, MD aware, {n}00cc NS bolus given", "pt pulled out NGT @ {time}, replaced, placement confirmed by CXR", "rapid afib to {fasthr} @ {time}, dilt 10mg iv given", "pt self extubated @ {time}, placed on {o2}", "fell OOB @ {time}, no injury noted", "transfused {n}u PRBC for HCT {hct}", "code called @ {time}, ROSC after {n} min"];
const EVENTS_NAMED = ["pt became hypotensive @ {time}, {md} aware, {n}00cc NS bolus given", "rapid afib @ {time}, seen by {mdS}, dilt 10mg iv given", "pt self extubated @ {time}, reintubated by {md}", "family ({rel}) in @ {time}, very upset, {md} spoke w/ them", "{md} at bedside for line placement @ {time}"];
const HEADERS = ["NPN 7a-7p", "NPN 7p-7a", "Nursing Progress Note 1900-0700", "NURSING PROGRESS NOTE 0700-1900", "{unit} NPN", "{unit} Nursing Progress Note", "Nursing note {date}", "npn", "NPN:", "Nursing Transfer Note", "Nursing Admission Note", "{unit} NURSING PROGRESS NOTE 7P-7A", "Nsg note", "Addendum:", "NURSING NOTE:"];
const SIGNOFFS = ["- {rn}", "{rn}", "signed: {rn}", "see flowsheet for details. {rn}"];

type Layout = { headStyle: "colon" | "dash" | "none"; sentSep: string; sectSep: string };

function pickLayout(c: Ctx): Layout {
  return {
    headStyle: pick(c, ["colon", "colon", "dash", "none"] as const),
    sentSep: pick(c, [". ", ", ", ". ", "; ", " - ", ".  "]),
    sectSep: pick(c, ["\n", "\n", "\n\n", " ", "  "]),
  };
}

function writeSentences(w: Note, frames: string[], sep: string): void {
  frames.forEach((f, i) => {
    if (i > 0) w.t(sep);
    frame(w, f);
  });
}

function writeSection(w: Note, name: string, layout: Layout, maxPlain: number): void {
  const c = w.c;
  const s = SECTIONS[name]!;
  const chosen: string[] = [];
  const n = 1 + Math.floor(c.rnd() * maxPlain);
  const pool = [...s.plain];
  for (let i = 0; i < n && pool.length > 0; i++) chosen.push(pool.splice(Math.floor(c.rnd() * pool.length), 1)[0]!);
  if (chance(c, s.pNamed)) chosen.splice(int(c, 0, chosen.length), 0, pick(c, s.named));
  if (chance(c, s.pNamed * 0.25)) chosen.push(pick(c, s.named));
  // a section is sometimes typed in capitals (or lower case) inside a mixed-case note
  const r = c.rnd();
  w.mode = r < 0.15 ? "upper" : r < 0.25 ? "lower" : "as";
  if (layout.headStyle !== "none") w.t(pick(c, s.heads) + (layout.headStyle === "colon" ? pick(c, [": ", ":", ": "]) : pick(c, [" - ", "- ", " -- "])));
  writeSentences(w, chosen, layout.sentSep);
  w.t(layout.sentSep.trim() === "." ? "." : "");
  w.mode = "as";
}

function header(w: Note): void {
  frame(w, pick(w.c, HEADERS));
  w.t("\n");
}

/** A full shift note: intro, systems, social, plan. */
function progressNote(c: Ctx): void {
  const w = new Note(c);
  const layout = pickLayout(c);
  if (chance(c, 0.6)) header(w);
  if (chance(c, 0.55)) {
    frame(w, chance(c, 0.5) ? pick(c, INTROS_NAMED) : pick(c, INTROS_PLAIN));
    w.t(".").t(layout.sectSep);
  }
  const order = ["neuro", "cv", "resp", "gi", "gu", "id", "endo", "skin", "access", "social", "plan"];
  for (const name of order) {
    const keep = name === "social" || name === "plan" ? 0.75 : name === "neuro" || name === "cv" || name === "resp" ? 0.85 : 0.5;
    if (!chance(c, keep)) continue;
    writeSection(w, name, layout, 4);
    w.t(layout.sectSep);
  }
  if (chance(c, 0.2)) frame(w, pick(c, SIGNOFFS));
  w.t("\n");
}

/** A short event note or addendum: a few run-on sentences. */
function shortNote(c: Ctx): void {
  const w = new Note(c);
  if (chance(c, 0.4)) w.t(pick(c, ["Addendum: ", "ADDENDUM: ", "nursing addendum- ", "Events: ", "EVENTS: ", "Update: ", "Note: "]));
  const frames: string[] = [];
  const n = int(c, 1, 3);
  for (let i = 0; i < n; i++) {
    const r = c.rnd();
    if (r < 0.4) frames.push(pick(c, chance(c, 0.5) ? EVENTS_NAMED : EVENTS));
    else if (r < 0.6) frames.push(pick(c, SECTIONS.social!.named));
    else if (r < 0.75) frames.push(pick(c, SECTIONS.plan!.named));
    else if (n > 1) frames.push(pick(c, SECTIONS[pick(c, ["cv", "resp", "neuro", "gi", "gu"])]!.plain));
    else frames.push(pick(c, EVENTS));
  }
  const r = c.rnd();
  w.mode = r < 0.3 ? "upper" : r < 0.45 ? "lower" : "as";
  writeSentences(w, frames, pick(c, [". ", ", ", ". "]));
  w.t(".");
  w.mode = "as";
  if (chance(c, 0.15)) {
    w.t(" ");
    frame(w, pick(c, SIGNOFFS));
  }
  w.t("\n");
}

/** A transfer or admission note: where the patient came from and goes, who was told. */
function transferNote(c: Ctx): void {
  const w = new Note(c);
  const layout = pickLayout(c);
  frame(w, pick(c, ["Nursing Transfer Note", "NURSING ADMIT NOTE", "Admission Note", "{unit} Transfer note", "Transfer Summary"]));
  w.t(pick(c, [":\n", "\n", ": "]));
  frame(w, pick(c, INTROS_NAMED));
  w.t(". ");
  frame(w, pick(c, ["PMH: CHF, DM2, HTN, COPD", "PMH: ESRD on HD, CAD s/p CABG", "PMH significant for ETOH abuse, HCV", "hx afib on coumadin", "no known PMH", "allergies: PCN, sulfa", "NKDA"]));
  w.t(layout.sectSep);
  for (const name of ["neuro", "cv", "resp"]) {
    writeSection(w, name, layout, 2);
    w.t(layout.sectSep);
  }
  writeSection(w, "social", layout, 1);
  w.t(layout.sectSep);
  frame(w, pick(c, ["report called to {rn} at {fac}", "pt transferred to {fac} via ambulance @ {time}", "accepted at {fac}, {md} accepting", "transfer to {fac} {day} pending insurance", "pt to go to {care} for rehab", "to floor, report given to {rn}", "family ({rel}) aware of transfer to {fac}"]));
  w.t(".\n");
}

export const NURSING_TEMPLATES: Template[] = [
  { kind: "clinical", langs: ["en"], weight: 3, build: progressNote },
  { kind: "clinical", langs: ["en"], weight: 1.5, build: shortNote },
  { kind: "clinical", langs: ["en"], weight: 1, build: transferNote },
];

/** Nursing notes alone, without generate.ts's document-wide noise (tests, previews). */
export function sampleNursingNotes(count: number, seed: number): GeneratedDoc[] {
  const f = fakerEN_US;
  f.seed(seed);
  const rnd = () => f.number.float({ min: 0, max: 1 });
  const docs: GeneratedDoc[] = [];
  for (let n = 0; n < count; n++) {
    const b = new DocBuilder();
    const total = NURSING_TEMPLATES.reduce((s, t) => s + t.weight, 0);
    let r = rnd() * total;
    const tpl = NURSING_TEMPLATES.find((t) => (r -= t.weight) <= 0) ?? NURSING_TEMPLATES[0]!;
    tpl.build({ f, lang: "en", rnd, b });
    docs.push(b.build(`nursing-${seed}-${n}`, "en", tpl.kind));
  }
  return docs;
}
