/**
 * Document templates. Each writes into a DocBuilder through the helpers below, which pick
 * values from the locale's faker and label them with our catalog names.
 */
import type { Faker } from "@faker-js/faker";
import type { DocBuilder } from "./builder.js";
import { chance, lg, MONTHS, pick, WEEKDAYS } from "./draw.js";

export interface Ctx {
  f: Faker;
  lang: string;
  rnd: () => number;
  b: DocBuilder;
}

export interface Template {
  kind: string;
  langs: "any" | string[];
  weight: number;
  build: (c: Ctx) => void;
}


/** Given names that are also common words: the model must learn them from context. */
const WORD_NAMES = ["Will", "Rose", "Bill", "Mark", "Hope", "Grace", "Summer", "Faith", "Joy", "May", "June", "Frank", "Jack", "Pat", "Rich", "Sky", "Dawn", "Rob", "Art", "Amber", "Ivy", "Hunter", "Chase", "Daisy", "Victor"];
const WORD_SURNAMES = ["Young", "Brown", "White", "Black", "Green", "Rose", "Bird", "Fox", "Wolf", "King", "Baker", "Smith", "Page", "Hill", "Stone", "Long", "Little", "Church", "Bell", "Moon", "Winter", "Summer", "Cook", "Wood", "Street", "May"];

const ORIGINS: Record<string, string[]> = {
  en: ["French", "German", "Spanish", "Italian", "Dutch", "Portuguese", "British", "American", "Canadian", "Mexican", "Brazilian", "Chinese", "Japanese", "Korean", "Indian", "Pakistani", "Nigerian", "Kenyan", "Egyptian", "Moroccan", "Turkish", "Greek", "Polish", "Russian", "Ukrainian", "Irish", "Scottish", "Welsh", "Swedish", "Norwegian", "Danish", "Finnish", "Vietnamese", "Filipino", "Australian", "Hispanic", "Latino", "Asian", "African American", "Caucasian", "Arab", "Jewish", "Somali", "Syrian", "Iranian", "Cuban", "Colombian", "Peruvian", "Chilean", "Argentinian"],
  fr: ["français", "française", "allemand", "espagnole", "italien", "belge", "suisse", "marocain", "algérienne", "sénégalais", "britannique", "américaine", "turc", "portugais"],
  de: ["deutsch", "deutsche", "französische", "türkischer", "polnische", "italienischer", "österreichische", "Schweizer", "russischer", "syrische"],
  es: ["española", "español", "mexicano", "colombiana", "argentino", "francés", "marroquí", "peruana", "chileno", "cubana"],
  it: ["italiano", "italiana", "francese", "tedesco", "spagnola", "rumeno", "albanese", "marocchino"],
  nl: ["Nederlandse", "Nederlander", "Belgische", "Duitse", "Marokkaanse", "Turkse", "Surinaamse", "Franse"],
  pt: ["português", "portuguesa", "brasileiro", "brasileira", "angolano", "espanhol", "francesa", "cabo-verdiano"],
};

const EVENTS = ["Christmas", "Easter", "Thanksgiving", "Black Friday", "Ramadan", "Hanukkah", "Diwali", "New Year's Eve", "Olympic Games", "World Cup", "Super Bowl", "Oktoberfest", "Carnaval", "Web Summit", "Mobile World Congress", "Wimbledon", "Tour de France", "Eurovision Song Contest", "Glastonbury Festival", "Women's March", "Pride Parade", "Bastille Day", "Halloween", "Boxing Day", "Champions League final", "COP28", "Fête de la Musique", "Semana Santa", "Koningsdag", "Karneval", "Ferragosto"];

const PRODUCTS = ["iPhone 14", "iPhone", "Galaxy S22", "Windows 11", "Excel", "Outlook", "Teams", "Zoom", "Slack", "WhatsApp", "PlayStation 5", "Xbox", "Kindle", "AirPods", "MacBook Pro", "Chrome", "Firefox", "Android", "Photoshop", "Model 3", "Corolla", "Golf", "Nespresso", "Lego", "Coca-Cola", "Sprite", "Red Bull", "Nutella", "Tylenol", "Advil", "Ibuprofen", "Netflix", "Spotify", "Excel sheet"];
const OCCUPATIONS: Record<string, string[]> = {
  en: ["nurse", "software engineer", "teacher", "accountant", "lawyer", "electrician", "plumber", "cashier", "truck driver", "pharmacist", "paramedic", "social worker", "police officer", "firefighter", "chef", "waitress", "construction worker", "dentist", "architect", "student", "retired teacher", "sales manager", "data analyst", "receptionist", "surgeon", "physiotherapist", "journalist", "farmer", "mechanic", "bank clerk"],
  fr: ["infirmière", "ingénieur", "enseignant", "avocate", "comptable", "boulanger", "chauffeur de taxi", "pharmacien", "médecin généraliste", "agent immobilier", "étudiant"],
  de: ["Krankenschwester", "Ingenieur", "Lehrerin", "Rechtsanwalt", "Buchhalterin", "Bäcker", "Elektriker", "Apotheker", "Polizist", "Softwareentwickler", "Studentin"],
  es: ["enfermera", "ingeniero", "profesora", "abogado", "contable", "camarero", "electricista", "farmacéutica", "policía", "albañil", "estudiante", "médico de familia"],
  it: ["infermiera", "ingegnere", "insegnante", "avvocato", "commercialista", "cuoco", "elettricista", "farmacista", "studentessa"],
  nl: ["verpleegkundige", "ingenieur", "leraar", "advocaat", "boekhouder", "bakker", "elektricien", "apotheker", "student", "vrachtwagenchauffeur"],
  pt: ["enfermeira", "engenheiro", "professora", "advogado", "contabilista", "cozinheiro", "eletricista", "farmacêutica", "estudante"],
};
const HOSPITAL_PATTERNS: Record<string, string[]> = {
  en: ["{city} General Hospital", "St. {given}'s Hospital", "{city} Medical Center", "{family} Clinic", "{city} Community Health Center", "Mercy Hospital", "{city} Children's Hospital", "{family} Family Practice"],
  fr: ["Hôpital {family}", "CHU de {city}", "Clinique {family}", "Centre hospitalier de {city}"],
  de: ["Klinikum {city}", "Universitätsklinikum {city}", "Praxis {family}", "St.-{given}-Krankenhaus"],
  es: ["Hospital Universitario de {city}", "Hospital {family}", "Clínica {family}", "Centro de Salud {city}"],
  it: ["Ospedale di {city}", "Policlinico {family}", "Clinica {family}"],
  nl: ["Ziekenhuis {city}", "{city} Medisch Centrum", "Huisartsenpraktijk {family}"],
  pt: ["Hospital de {city}", "Hospital {family}", "Clínica {family}", "Centro de Saúde de {city}"],
};
const TITLES_DR: Record<string, string[]> = {
  en: ["Dr.", "Dr", "Doctor", "Nurse", "NP", "Dr."],
  fr: ["Dr", "Docteur", "le Dr", "Pr"],
  de: ["Dr.", "Dr. med.", "Prof. Dr.", "Schwester"],
  es: ["Dr.", "Dra.", "el doctor", "la doctora"],
  it: ["Dott.", "Dr.", "Dott.ssa"],
  nl: ["dr.", "Dr.", "huisarts"],
  pt: ["Dr.", "Dra.", "o médico"],
};


// ---------- entity helpers ----------
function given(c: Ctx): string {
  return chance(c, 0.12) ? pick(c, WORD_NAMES) : c.f.person.firstName();
}
function family(c: Ctx): string {
  return chance(c, 0.1) ? pick(c, WORD_SURNAMES) : c.f.person.lastName();
}
/** A person's name as given/family spans; sometimes only one part. */
export function person(c: Ctx, style: "full" | "given" | "family" | "any" = "any"): void {
  const s = style === "any" ? (chance(c, 0.6) ? "full" : chance(c, 0.6) ? "given" : "family") : style;
  if (s === "given") {
    c.b.e("NAME_GIVEN", given(c));
    return;
  }
  if (s === "family") {
    c.b.e("NAME_FAMILY", family(c));
    return;
  }
  if (chance(c, 0.08)) {
    // "Smith, John" (forms, lists)
    c.b.e("NAME_FAMILY", family(c)).t(", ").e("NAME_GIVEN", given(c));
    return;
  }
  c.b.e("NAME_GIVEN", given(c));
  if (chance(c, 0.12)) c.b.t(" ").e("NAME_GIVEN", chance(c, 0.5) ? c.f.person.middleName() : given(c));
  if (chance(c, 0.06)) c.b.t(" ").e("NAME_GIVEN", c.f.string.alpha({ length: 1, casing: "upper" })).t(".");
  c.b.t(" ").e("NAME_FAMILY", family(c));
}
function doctor(c: Ctx): void {
  if (chance(c, 0.8)) c.b.t(pick(c, lg(c, TITLES_DR)) + " ");
  const full = chance(c, 0.6);
  c.b.e("NAME_MEDICAL_PROFESSIONAL", full ? `${given(c)} ${family(c)}` : family(c));
}
export function city(c: Ctx): void {
  c.b.e("LOCATION_CITY", c.f.location.city());
}
export function country(c: Ctx): void {
  c.b.e("LOCATION_COUNTRY", c.f.location.country());
}
function state(c: Ctx): void {
  c.b.e("LOCATION_STATE", c.lang === "en" && chance(c, 0.4) ? c.f.location.state({ abbreviated: true }) : c.f.location.state());
}
function zip(c: Ctx): void {
  c.b.e("LOCATION_ZIP", c.f.location.zipCode());
}
export function street(c: Ctx): void {
  c.b.e("LOCATION_ADDRESS_STREET", c.f.location.streetAddress(chance(c, 0.2)));
}
/** A postal address, laid out the local way, on one line or several. */
export function address(c: Ctx, multiline = chance(c, 0.4)): void {
  const sep = multiline ? "\n" : ", ";
  street(c);
  c.b.t(sep);
  if (c.lang === "en") {
    city(c);
    c.b.t(", ");
    state(c);
    c.b.t(" ");
    zip(c);
  } else {
    zip(c);
    c.b.t(" ");
    city(c);
  }
  if (chance(c, 0.35)) {
    c.b.t(sep);
    country(c);
  }
}
export function org(c: Ctx): void {
  c.b.e("ORGANIZATION", c.f.company.name());
}
function facility(c: Ctx): void {
  const p = pick(c, lg(c, HOSPITAL_PATTERNS));
  c.b.e(
    "ORGANIZATION_MEDICAL_FACILITY",
    p.replace("{city}", c.f.location.city()).replace("{family}", family(c)).replace("{given}", given(c)),
  );
}
export function occupation(c: Ctx): void {
  c.b.e("OCCUPATION", c.lang === "en" && chance(c, 0.5) ? c.f.person.jobTitle() : pick(c, lg(c, OCCUPATIONS)));
}
function origin(c: Ctx): void {
  c.b.e("ORIGIN", pick(c, lg(c, ORIGINS)));
}
function event(c: Ctx): void {
  c.b.e("EVENT", pick(c, EVENTS));
}
export const weekday = (c: Ctx) => pick(c, lg(c, WEEKDAYS));
export const month = (c: Ctx) => pick(c, lg(c, MONTHS));
const product = (c: Ctx) => (chance(c, 0.5) ? pick(c, PRODUCTS) : c.f.commerce.productName());
export const num = (c: Ctx, min: number, max: number) => String(c.f.number.int({ min, max }));

// ---------- templates ----------
export const TEMPLATES: Template[] = [
  {
    kind: "email",
    langs: ["en"],
    weight: 4,
    build: (c) => {
      c.b.t(pick(c, ["Hi ", "Hello ", "Dear ", "Hey ", "Good morning "]));
      person(c, chance(c, 0.6) ? "given" : "full");
      c.b.t(",\n\n");
      c.b.t(pick(c, ["Thanks for your message on ", "Following our call on ", "As discussed on ", "I hope you had a good weekend. On "]));
      c.b.t(`${weekday(c)}, ${month(c)} ${num(c, 1, 28)}, `);
      // Several shapes, so that no slot right before "about the" is always the organisation.
      const shape = c.rnd();
      if (shape < 0.4) {
        c.b.t(pick(c, ["I spoke with ", "I met ", "we heard back from ", "I forwarded your file to "]));
        person(c, "full");
        c.b.t(pick(c, [" from ", " at ", " of "]));
        org(c);
      } else if (shape < 0.6) {
        c.b.t(pick(c, ["I talked to ", "I spoke with ", "I called ", "I emailed ", "I checked with "]));
        person(c, chance(c, 0.7) ? "full" : "given");
      } else if (shape < 0.8) {
        c.b.t(pick(c, ["did you talk to ", "have you heard from ", "could you ask ", "did you check with "]));
        person(c, chance(c, 0.7) ? "full" : "given");
        c.b.t(pick(c, [" about the ", " regarding the "]) + product(c) + " order? ");
        c.b.t(pick(c, ["I also spoke with ", "I met ", "Yesterday I called "]));
        person(c, "full");
        c.b.t(pick(c, [", who works at ", " from "]));
        org(c);
      } else {
        c.b.t(pick(c, ["the team at ", "someone from ", "our contact at "]));
        org(c);
        c.b.t(pick(c, [" told ", " wrote to ", " called "]));
        person(c, chance(c, 0.6) ? "full" : "given");
      }
      c.b.t(pick(c, [" about the ", " regarding the ", " about your ", " about the "]) + product(c) + " order #" + num(c, 1000, 99999) + ". ");
      c.b.t(pick(c, ["They will ship it to ", "Please send the documents to ", "The invoice address is "]));
      address(c, false);
      c.b.t(". " + pick(c, ["I hope this helps.", "Will you be at the ", "Let me know if the bill is wrong."]));
      if (chance(c, 0.4)) {
        c.b.t(" See you at the ");
        event(c);
        c.b.t(" in ");
        city(c);
        c.b.t("!");
      }
      c.b.t("\n\n" + pick(c, ["Best regards,", "Kind regards,", "Cheers,", "Thanks,"]) + "\n");
      person(c, chance(c, 0.7) ? "full" : "given");
      c.b.t("\n");
      if (chance(c, 0.6)) {
        occupation(c);
        c.b.t(", ");
        org(c);
        c.b.t("\n");
      }
    },
  },
  {
    kind: "chat",
    langs: ["en"],
    weight: 5,
    build: (c) => {
      const lines = 2 + Math.floor(c.rnd() * 5);
      for (let i = 0; i < lines; i++) {
        if (chance(c, 0.5)) {
          person(c, "given");
          c.b.t(": ");
        } else c.b.t(pick(c, ["me: ", "> ", "", "[" + num(c, 10, 23) + ":" + num(c, 10, 59) + "] "]));
        const r = c.rnd();
        if (r < 0.15) {
          c.b.t(pick(c, ["hey ", "hi ", "yo ", "ok ", "thx "]));
          person(c, "given");
          c.b.t(pick(c, [" how r u", " did u see that", "!", " lol", " ;)", " 😂"]));
        } else if (r < 0.3) {
          c.b.t(pick(c, ["i just saw ", "ran into ", "talked to ", "call ", "ask "]));
          person(c);
          const tail = pick(c, [" at the mall", " yesterday", " in ", " near "]);
          c.b.t(tail);
          if (tail.endsWith(" ")) city(c);
        } else if (r < 0.42) {
          c.b.t(pick(c, ["moving to ", "flying to ", "back from ", "still in "]));
          city(c);
          c.b.t(pick(c, [" next ", " on ", " this "]) + weekday(c));
        } else if (r < 0.52) {
          c.b.t(pick(c, ["my new ", "got the ", "selling my "]) + product(c) + pick(c, ["", " for $" + num(c, 20, 900), " lol"]));
        } else if (r < 0.62) {
          c.b.t(pick(c, ["i hope ", "will you ", "mark my words, ", "pay the bill by ", "summer is "]) + pick(c, ["it works", "come", "friday", month(c), "great"]));
        } else if (r < 0.72) {
          c.b.t(pick(c, ["she works at ", "he got a job at ", "interview with "]));
          org(c);
          c.b.t(pick(c, [" as a ", " as "]));
          occupation(c);
        } else if (r < 0.8) {
          c.b.t(pick(c, ["going to ", "tickets for ", "who's watching the "]));
          event(c);
          const tail = pick(c, ["?", " with ", " tonight"]);
          c.b.t(tail);
          if (tail === " with ") person(c, "given");
        } else if (r < 0.88) {
          c.b.t(pick(c, ["my address is ", "send it to ", "i live at "]));
          address(c, false);
        } else {
          c.b.t(pick(c, ["her mom is ", "his dad is ", "they're "]));
          origin(c);
          c.b.t(pick(c, ["", " i think", " btw"]));
        }
        c.b.t("\n");
      }
    },
  },
  {
    // Social posts: @handles are USERNAME (the handle, not the "@"), names often lower case,
    // hashtags and brands around them (btc and wnut17 carry the real thing; this adds volume and
    // the other languages).
    kind: "social",
    langs: "any",
    weight: 3,
    build: (c) => {
      const handle = () => {
        const g = given(c).toLowerCase();
        const f = family(c).toLowerCase();
        const forms = [g + f, g + "_" + f, g + num(c, 1, 99), g[0] + f, f + "_" + g, g + "." + f, c.f.internet.username()];
        c.b.t("@").e("USERNAME", pick(c, forms).replace(/[^\p{L}\p{N}_.]/gu, ""));
      };
      if (chance(c, 0.3)) c.b.t("RT ");
      if (chance(c, 0.6)) {
        handle();
        c.b.t(chance(c, 0.5) ? ": " : " ");
      }
      const r = c.rnd();
      if (r < 0.25) {
        c.b.t(pick(c, ["great game by ", "congrats ", "so proud of ", "thanks ", "love this from "]));
        if (chance(c, 0.5)) person(c);
        else handle();
        c.b.t(pick(c, [" !", " #proud", " 🙌", "", " today"]));
      } else if (r < 0.45) {
        c.b.t(pick(c, ["live from ", "just landed in ", "beautiful day in ", "traffic in "]));
        city(c);
        c.b.t(pick(c, [" with ", " ", " #travel "]));
        if (chance(c, 0.5)) handle();
      } else if (r < 0.65) {
        handle();
        c.b.t(pick(c, [" and ", " & ", " w/ "]));
        handle();
        c.b.t(pick(c, [" at ", " in ", " @ "]));
        if (chance(c, 0.5)) org(c);
        else city(c);
      } else if (r < 0.8) {
        c.b.t(pick(c, ["new job at ", "meeting with ", "interview at "]));
        org(c);
        c.b.t(pick(c, [" ", " - ", " cc "]));
        handle();
      } else {
        c.b.t(pick(c, ["happy birthday ", "miss you ", "rip ", "shoutout to "]));
        person(c, chance(c, 0.5) ? "given" : "full");
        c.b.t(pick(c, [" ❤️", " !!", " :)", ""]));
      }
      if (chance(c, 0.3)) c.b.t(" #" + pick(c, ["tbt", "news", "football", "music", "love", "fail"]));
      c.b.t("\n");
    },
  },
  {
    kind: "sms",
    langs: "any",
    weight: 2,
    build: (c) => {
      const greet: Record<string, string[]> = { en: ["hi ", "hey "], fr: ["salut ", "coucou "], de: ["hallo ", "hi "], es: ["hola ", "buenas "], it: ["ciao "], nl: ["hoi ", "hey "], pt: ["olá ", "oi "] };
      const mid: Record<string, string[]> = { en: [" its ", " this is "], fr: [" c'est ", " ici "], de: [" hier ist ", " ich bin's, "], es: [" soy ", " aquí "], it: [" sono ", " qui "], nl: [" met ", " ik ben het, "], pt: [" é a ", " sou o "] };
      const where: Record<string, string[]> = { en: [" see you in ", " i'm at "], fr: [" on se voit à ", " je suis à "], de: [" wir sehen uns in ", " bin in "], es: [" nos vemos en ", " estoy en "], it: [" ci vediamo a ", " sono a "], nl: [" zie je in ", " ik ben in "], pt: [" vemo-nos em ", " estou em "] };
      c.b.t(pick(c, lg(c, greet)));
      person(c, "given");
      c.b.t("," + pick(c, lg(c, mid)));
      person(c, chance(c, 0.5) ? "given" : "full");
      c.b.t("." + pick(c, lg(c, where)));
      if (chance(c, 0.7)) city(c);
      else org(c);
      c.b.t(" " + weekday(c) + " " + num(c, 1, 12) + (chance(c, 0.5) ? "h" : "pm") + "\n");
    },
  },
  {
    kind: "support",
    langs: ["en"],
    weight: 3,
    build: (c) => {
      c.b.t("Ticket #" + num(c, 10000, 999999) + "\nCustomer: ");
      person(c, "full");
      c.b.t("\nAgent: ");
      person(c, "given");
      c.b.t("\n\nAgent: Thank you for contacting ");
      org(c);
      c.b.t(" support, my name is ");
      person(c, "given");
      c.b.t(". How can I help?\nCustomer: hi, my " + product(c) + " stopped working after the update on " + weekday(c) + ". ");
      c.b.t(pick(c, ["I bought it in ", "It was delivered to ", "I'm calling from "]));
      if (chance(c, 0.5)) city(c);
      else address(c, false);
      c.b.t(".\nAgent: I'm sorry to hear that. Can you confirm the name on the account?\nCustomer: ");
      person(c, "full");
      c.b.t(pick(c, [", but the card is under my wife ", ", or maybe my husband ", ". "]));
      if (chance(c, 0.5)) person(c, "given");
      c.b.t("\nAgent: Thanks. I will open a return for unit " + num(c, 100, 9999) + " and " + pick(c, ["mark", "bill"]) + " it as urgent.\n");
    },
  },
  {
    kind: "clinical",
    langs: ["en"],
    weight: 4,
    build: (c) => {
      c.b.t(pick(c, ["Patient: ", "PATIENT NAME: ", "Pt: ", "Name: "]));
      person(c, "full");
      c.b.t(pick(c, ["\nDOB: ", "\nDate of birth: "]) + `${num(c, 1, 12)}/${num(c, 1, 28)}/${num(c, 1930, 2010)}\n`);
      c.b.t(pick(c, ["Attending: ", "Physician: ", "Seen by ", "PCP: "]));
      doctor(c);
      c.b.t("\n" + pick(c, ["Facility: ", "Admitted to ", "Location: "]));
      facility(c);
      c.b.t("\n\n" + num(c, 20, 95) + pick(c, [" y/o ", "-year-old ", " yo "]));
      if (chance(c, 0.4)) {
        origin(c);
        c.b.t(" ");
      }
      c.b.t(pick(c, ["male ", "female ", "man ", "woman "]));
      if (chance(c, 0.5)) {
        occupation(c);
        c.b.t(" ");
      }
      c.b.t(pick(c, ["presents with chest pain since ", "admitted for pneumonia on ", "with hx of CHF, seen ", "c/o abdominal pain since "]) + weekday(c) + ". ");
      c.b.t(pick(c, ["Lives with wife ", "Daughter ", "Son ", "Husband ", "Emergency contact: "]));
      person(c, chance(c, 0.5) ? "given" : "full");
      c.b.t(pick(c, [" in ", " who lives in ", ", from "]));
      city(c);
      c.b.t(". " + pick(c, ["Started on ", "Continue ", "Pt took "]) + pick(c, ["Tylenol", "Advil", "lisinopril 10 mg", "metformin", "Lasix 40mg IV"]) + ". ");
      c.b.t(pick(c, ["Discussed with ", "Plan reviewed by ", "D/w ", "Will f/u with "]));
      doctor(c);
      c.b.t(pick(c, [" in ", " on "]) + pick(c, ["the morning", month(c) + " " + num(c, 1, 28), "rounds"]) + ". ");
      if (chance(c, 0.4)) {
        c.b.t("Transfer to ");
        facility(c);
        c.b.t(" planned.");
      }
      c.b.t("\n");
    },
  },
  {
    kind: "clinical",
    langs: ["fr", "de", "es", "it", "nl", "pt"],
    weight: 2,
    build: (c) => {
      const P: Record<string, string[]> = {
        fr: ["Patient : ", "Consulté par ", "Adressé au ", "Habite à "],
        de: ["Patient: ", "Behandelt von ", "Überwiesen an ", "Wohnhaft in "],
        es: ["Paciente: ", "Atendido por ", "Remitido al ", "Reside en "],
        it: ["Paziente: ", "Visitato da ", "Inviato all'", "Residente a "],
        nl: ["Patiënt: ", "Gezien door ", "Verwezen naar ", "Woont in "],
        pt: ["Doente: ", "Observado por ", "Encaminhado para o ", "Reside em "],
      };
      const p = P[c.lang]!;
      c.b.t(p[0]!);
      person(c, "full");
      c.b.t(", " + num(c, 18, 95) + (c.lang === "de" ? " J." : " a") + ", ");
      if (chance(c, 0.5)) {
        occupation(c);
        c.b.t(", ");
      }
      if (chance(c, 0.3)) {
        origin(c);
        c.b.t(". ");
      }
      c.b.t(p[3]!);
      if (chance(c, 0.5)) address(c, false);
      else city(c);
      c.b.t(".\n" + p[1]!);
      doctor(c);
      c.b.t(" (" + weekday(c) + "). " + p[2]!);
      facility(c);
      c.b.t(".\n");
    },
  },
  {
    kind: "legal",
    langs: ["en"],
    weight: 2,
    build: (c) => {
      c.b.t("IN THE MATTER OF ");
      c.b.mapPieces((t) => t);
      person(c, "full");
      c.b.t(pick(c, [" v. ", " versus "]));
      org(c);
      c.b.t("\n\nThe applicant, ");
      person(c, "full");
      c.b.t(", a ");
      origin(c);
      c.b.t(" national born in ");
      city(c);
      c.b.t(", ");
      country(c);
      c.b.t(", and residing at ");
      address(c, false);
      c.b.t(", was employed as a ");
      occupation(c);
      c.b.t(" by ");
      org(c);
      c.b.t(" from " + month(c) + " " + num(c, 1990, 2023) + ". Counsel for the applicant, ");
      person(c, "full");
      c.b.t(", submitted that the events of the ");
      event(c);
      c.b.t(" were not relevant. Judge ");
      person(c, "family");
      c.b.t(" adjourned the hearing to " + weekday(c) + ".\n");
    },
  },
  {
    kind: "form",
    langs: "any",
    weight: 3,
    build: (c) => {
      const L: Record<string, string[]> = {
        en: ["First name", "Last name", "Street", "City", "State", "ZIP", "Country", "Employer", "Occupation", "Nationality"],
        fr: ["Prénom", "Nom", "Adresse", "Ville", "Région", "Code postal", "Pays", "Employeur", "Profession", "Nationalité"],
        de: ["Vorname", "Nachname", "Straße", "Ort", "Bundesland", "PLZ", "Land", "Arbeitgeber", "Beruf", "Staatsangehörigkeit"],
        es: ["Nombre", "Apellidos", "Dirección", "Ciudad", "Provincia", "Código postal", "País", "Empresa", "Profesión", "Nacionalidad"],
        it: ["Nome", "Cognome", "Indirizzo", "Città", "Provincia", "CAP", "Paese", "Datore di lavoro", "Professione", "Nazionalità"],
        nl: ["Voornaam", "Achternaam", "Adres", "Plaats", "Provincie", "Postcode", "Land", "Werkgever", "Beroep", "Nationaliteit"],
        pt: ["Nome", "Apelido", "Morada", "Cidade", "Distrito", "Código postal", "País", "Empregador", "Profissão", "Nacionalidade"],
      };
      const l = L[c.lang]!;
      const sep = pick(c, [": ", ":\t", " = ", ": "]);
      const fields: [number, () => void][] = [
        [0, () => person(c, "given")],
        [1, () => person(c, "family")],
        [2, () => street(c)],
        [3, () => city(c)],
        [4, () => state(c)],
        [5, () => zip(c)],
        [6, () => country(c)],
        [7, () => org(c)],
        [8, () => occupation(c)],
        [9, () => origin(c)],
      ];
      for (const [i, fn] of fields) {
        if (i > 1 && chance(c, 0.25)) continue;
        c.b.t(l[i]! + sep);
        fn();
        c.b.t("\n");
      }
      c.b.t(pick(c, ["Ref: ", "Order no. ", "Room "]) + num(c, 1, 99999) + "\n");
    },
  },
  {
    kind: "csv",
    langs: "any",
    weight: 2,
    build: (c) => {
      c.b.t("id,first_name,last_name,city,country,company,signup_day\n");
      const rows = 2 + Math.floor(c.rnd() * 5);
      for (let i = 0; i < rows; i++) {
        c.b.t(num(c, 1, 99999) + ",");
        person(c, "given");
        c.b.t(",");
        person(c, "family");
        c.b.t(",");
        city(c);
        c.b.t(",");
        country(c);
        c.b.t(",\"");
        org(c);
        c.b.t("\"," + weekday(c) + "\n");
      }
    },
  },
  {
    kind: "log",
    langs: ["en"],
    weight: 2,
    build: (c) => {
      const rows = 2 + Math.floor(c.rnd() * 4);
      for (let i = 0; i < rows; i++) {
        c.b.t(`2024-${num(c, 10, 12)}-${num(c, 10, 28)}T${num(c, 10, 23)}:${num(c, 10, 59)}:${num(c, 10, 59)}Z ${pick(c, ["INFO", "WARN", "ERROR", "DEBUG"])} `);
        const r = c.rnd();
        if (r < 0.3) {
          c.b.t("user login ok name=");
          person(c, "given");
          c.b.t(".");
          person(c, "family");
          c.b.t(" session=" + num(c, 100000, 999999));
        } else if (r < 0.55) {
          c.b.t(`shipment ${num(c, 1000, 9999)} delivered to "`);
          person(c, "full");
          c.b.t(", ");
          address(c, false);
          c.b.t('"');
        } else if (r < 0.75) {
          c.b.t("payment failed for account " + num(c, 10000, 99999) + " (" + product(c) + ", qty " + num(c, 1, 9) + ")");
        } else {
          c.b.t("new signup: ");
          person(c, "full");
          c.b.t(" org=\"");
          org(c);
          c.b.t("\" city=");
          city(c);
        }
        c.b.t("\n");
      }
    },
  },
  {
    kind: "prose",
    langs: "any",
    weight: 3,
    build: (c) => {
      const S: Record<string, string[][]> = {
        en: [["", " was born in ", " and works as a ", " for ", "."], ["Yesterday ", " met ", " in ", " to prepare the ", "."]],
        fr: [["", " est né à ", " et travaille comme ", " chez ", "."], ["Hier, ", " a rencontré ", " à ", " pour préparer le ", "."]],
        de: [["", " wurde in ", " geboren und arbeitet als ", " bei ", "."], ["Gestern traf ", " ", " in ", ", um das ", " vorzubereiten."]],
        es: [["", " nació en ", " y trabaja como ", " en ", "."], ["Ayer ", " se reunió con ", " en ", " para preparar el ", "."]],
        it: [["", " è nato a ", " e lavora come ", " presso ", "."], ["Ieri ", " ha incontrato ", " a ", " per preparare il ", "."]],
        nl: [["", " is geboren in ", " en werkt als ", " bij ", "."], ["Gisteren ontmoette ", " ", " in ", " om de ", " voor te bereiden."]],
        pt: [["", " nasceu em ", " e trabalha como ", " na ", "."], ["Ontem ", " encontrou ", " em ", " para preparar o ", "."]],
      };
      const s = lg(c, S);
      const a = s[0]!;
      c.b.t(a[0]!);
      person(c, "full");
      c.b.t(a[1]!);
      city(c);
      c.b.t(a[2]!);
      occupation(c);
      c.b.t(a[3]!);
      org(c);
      c.b.t(a[4]! + " ");
      const e = s[1]!;
      c.b.t(e[0]!);
      person(c);
      c.b.t(e[1]!);
      person(c);
      c.b.t(e[2]!);
      if (chance(c, 0.5)) city(c);
      else country(c);
      c.b.t(e[3]!);
      event(c);
      c.b.t(e[4]! + " " + pick(c, ["", month(c) + " " + num(c, 2000, 2025) + ".", product(c) + "."]) + "\n");
    },
  },
  {
    kind: "negatives",
    langs: ["en"],
    weight: 1.5,
    build: (c) => {
      // Sentences with no PII at all: capitalised products, weekdays, months, numbers.
      const n = 1 + Math.floor(c.rnd() * 3);
      for (let i = 0; i < n; i++) {
        c.b.t(
          pick(c, [
            `The ${product(c)} update ships on ${weekday(c)}, ${month(c)} ${num(c, 1, 28)}.`,
            `Order ${num(c, 100, 99999)}: ${num(c, 1, 9)} x ${product(c)} at $${num(c, 5, 999)}.`,
            `Will the meeting move to ${weekday(c)}? I hope so.`,
            `Please mark the bill as paid before ${month(c)}.`,
            `Young people love ${product(c)} in summer.`,
            `Room ${num(c, 1, 500)}, floor ${num(c, 1, 30)}, building ${num(c, 1, 9)}.`,
            `Install ${product(c)} and restart ${product(c)} before ${weekday(c)}.`,
            `A rose by any other name would smell as sweet.`,
            `The Brown Bag Lunch is every ${weekday(c)} at ${num(c, 11, 13)} PM.`,
            `Sales rose ${num(c, 2, 40)}% in ${month(c)} thanks to ${product(c)}.`,
          ]) + " ",
        );
      }
      c.b.t("\n");
    },
  },
];
