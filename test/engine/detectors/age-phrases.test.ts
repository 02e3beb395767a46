/**
 * Ages in plain phrasing in the seven languages (issue 13, point 3), with spelled-out numbers,
 * and the periods, sentences and quantities that must stay out.
 */
import { describe, expect, it } from "vitest";
import { ageDetector } from "../../../src/engine/detectors/age.js";
import { makeDetectContext } from "../../../src/engine/detectors/make-context.js";
import { numberWords } from "../../../src/engine/detectors/number-words.js";

const ages = (text: string) => ageDetector.detect(makeDetectContext(text)).map((c) => text.slice(c.start, c.end));
const values = (text: string) => ageDetector.detect(makeDetectContext(text)).map((c) => c.formatted);

describe("ages in the wording of issue 13", () => {
  it.each([
    ["I'm turning 40 next week", "40"],
    ["she is turning 30.", "30"],
    ["He is 45 years old.", "45 years old"],
    ["The patient, aged 62, was seen.", "62"],
    ["a 45-year-old man", "45-year-old"],
    ["El paciente tiene 45 años.", "45 años"],
    ["Er ist 45 Jahre alt.", "45 Jahre alt"],
  ])("%s -> %s", (text, age) => {
    expect(ages(text)).toEqual([age]);
  });
});

describe("ages in each language", () => {
  it.each([
    // English
    ["my son is 12 yo", "12 yo"],
    ["kids aged 5 and 7", "5|7"],
    ["his 40th birthday party", "40th"],
    ["she is twenty-five years old", "twenty-five years old"],
    ["a five-year-old girl", "five-year-old"],
    // German
    ["Im Alter von 45 Jahren wechselte sie den Beruf.", "45 Jahren"],
    ["Mit 24 Jahren zog er nach Köln.", "24 Jahren"],
    ["Der 23-jährige Bauarbeiter wurde verletzt.", "23-jährige"],
    ["Sie feiert ihren 60. Geburtstag.", "60"],
    ["Er ist fünfundvierzig Jahre alt.", "fünfundvierzig Jahre alt"],
    // Spanish
    ["Varón de 37 años que consulta por dolor.", "37 años"],
    ["Paciente masculino, de 33 años, con fiebre.", "33 años"],
    ["Tuvo dos cesáreas a los 22 y 24 años.", "22|24 años"],
    ["Niña de 18 meses trasladada desde su hospital.", "18 meses"],
    ["A los 7 meses de edad es remitida.", "7 meses de edad"],
    ["Adolescente varón de diecisiete años sin antecedentes.", "diecisiete años"],
    ["Cumplió 80 años en mayo.", "80 años"],
    ["Mujer de 66 años de edad.", "66 años de edad"],
    // French
    ["Il a 45 ans.", "45 ans"],
    ["Elle est morte à 80 ans.", "80 ans"],
    ["un homme âgé de 45 ans", "45 ans"],
    ["à l'âge de 69 ans", "69 ans"],
    ["un enfant de cinq ans", "cinq ans"],
    ["une femme de trente-cinq ans", "trente-cinq ans"],
    // Italian
    ["Ha 45 anni.", "45 anni"],
    ["una donna di 45 anni", "45 anni"],
    ["all'età di 45 anni", "45 anni"],
    ["un 45enne di Milano", "45enne"],
    ["è morto a 80 anni", "80 anni"],
    // Dutch
    ["Hij is 45 jaar oud.", "45 jaar oud"],
    ["een 45-jarige vrouw", "45-jarige"],
    ["op 45-jarige leeftijd", "45-jarige"],
    ["een man van 45 jaar", "45 jaar"],
    ["hij wordt 40.", "40"],
    // Portuguese
    ["Ela tem 45 anos.", "45 anos"],
    ["aos 45 anos mudou-se", "45 anos"],
    ["uma mulher de 45 anos", "45 anos"],
    ["joga no clube desde os 15 anos", "15 anos"],
    // Spanish: the article before "N años" makes it an age ("desde hace 5 años" is a period)
    ["fumador desde los 12 años (20 cigarrillos)", "12 años"],
    ["estuvo de baja hasta los 27 años, como", "27 años"],
    ["ele tem trinta e dois anos", "trinta e dois anos"],
    // a form's instructions; a line in title case, whose capitals say nothing of nouns
    ["the age you need is 83.", "83"],
    ["Er Mit 27 Jahren Zur Info", "27 Jahren"],
    // a capitalised function word after the years opens a clause, it names no period (fresh draw 7272)
    ["er mit 89 Jahren Wie besprochen: 26. April 1974", "89 Jahren"],
  ])("%s -> %s", (text, expected) => {
    expect(ages(text)).toEqual(expected.split("|"));
  });

  it("gives the number as formatted, spelled-out numbers included", () => {
    expect(values("una niña de tres años y un varón de 37 años")).toEqual([3, 37]);
    expect(values("un homme de soixante-dix-sept ans")).toEqual([77]);
  });
});

describe("ages in forms, logs and tables", () => {
  it.each([
    ["mi edad es 63, vale", "63"],
    ["NOUVEAU : ÂGE : 80.", "80"],
    ["Update: leeftijd is 95.", "95"],
    ["segue o dado (idade): 44.", "44"],
    ["Campo 2: 47 años", "47 años"],
    ["perfil guardado : 91 anos HTTP 200", "91 anos"],
    ["ER MIT 66 JAHREN", "66 JAHREN"],
    ["mijn buurvrouw wordt 28 volgende week", "28"],
    ["zij is 18 jaar. Telefoon: 09-281-01", "18 jaar"],
    ["de klant is 93 jaar.", "93 jaar"],
    ['id;col2;col3;status\n15;"25 años";14-Jun-1976;closed', "25 años"],
    // a log line's next field after the value
    ["INFO [auth] sincronización terminada : 41 años cache hit 87%", "41 años"],
    ["INFO [crm-sync] pagamento processado : 51 anos queue=3", "51 anos"],
    ["DEBUG [export-worker] convalida superata : 44 anni shard 4/16", "44 anni"],
    ["INFO [api-gateway] pagamento elaborato : 21 anni took 153 ms", "21 anni"],
  ])("%s -> %s", (text, age) => {
    expect(ages(text)).toEqual([age]);
  });

  it("reads the numbers of an age column in CSV and TSV tables", () => {
    expect(ages('id;col2;edad;status\n15;"x; y";25;closed\n16;a;31;ok\n\n17;b;40;ok')).toEqual(["25", "31"]);
    expect(ages("id\tage\tcity\n1\t38\tParis\n2\tn/a\tRome")).toEqual(["38"]);
    expect(ages("id,amount,status\n1,38,ok")).toEqual([]);
  });

  it.each([
    "the age is 5 minutes",
    "MIT 5 JAHREN VERSPÄTUNG",
    "het wordt 30 vandaag",
    "hij is 5 jaar getrouwd",
    "de garantie is 2 jaar",
    "Duración: 5 años",
    "Garantía del producto: 2 años",
    "Duración: 5 años took 153 ms",
    "el contrato: 5 años de servicio",
    "tiempo: 5 años de espera",
    'la divergenza a 516 " 000 anni',
    "vive aquí desde hace 5 años",
    "seguimiento hasta los 2 años de tratamiento",
  ])("not an age: %s", (text) => {
    expect(ages(text)).toEqual([]);
  });
});

describe("periods, terms and quantities are not ages", () => {
  it.each([
    "in 5 minutes",
    "the 3 roads",
    "hace 5 años",
    "tiene 5 años de experiencia",
    "a los 2 años del diagnóstico",
    "a los 2 y 3 años de tratamiento",
    "il y a 5 ans",
    "il a 5 ans d'expérience",
    "le tribunal l'a condamné à 9 ans et 9 mois d'emprisonnement",
    "une peine pouvant aller jusqu'à 9 ans",
    "des peines allant de deux à quatre ans",
    "le condenó a tres años y nueve meses de prisión",
    "è stato condannato a 5 anni",
    "5 anni fa",
    "ha 5 anni di esperienza",
    "tem 5 anos de garantia",
    "faz 5 anos que não o vejo",
    "het is 5 jaar geleden",
    "de garantie is 2 jaar",
    "mit 5 Jahren Verspätung",
    "Er Kam Mit 5 Jahren Verspätung An",
    "das 25-jährige Jubiläum",
    "nach 10-jähriger Pause",
    "het 25-jarig bestaan",
    "de 72ste verjaardag van den dood",
    "The ship turned 90 degrees.",
    "durante tres años",
    // a number at a line's end and a chat's next speaker "Yo" (Spanish "me") below it (eval:chat)
    "Isa: reunión hasta las 7\nYo: vale",
  ])("%s", (text) => {
    expect(ages(text)).toEqual([]);
  });
});

describe("number words", () => {
  it.each([
    ["twenty-five", 25],
    ["diecisiete", 17],
    ["veintitrés", 23],
    ["treinta y cinco", 35],
    ["trinta e cinco", 35],
    ["trente-cinq", 35],
    ["soixante-dix-sept", 77],
    ["quatre-vingt-dix-neuf", 99],
    ["vingt et un", 21],
    ["ventotto", 28],
    ["trentuno", 31],
    ["fünfundvierzig", 45],
    ["einundzwanzig", 21],
    ["tweeëntwintig", 22],
    ["vijfenveertig", 45],
  ])("%s = %d", (word, n) => {
    expect(numberWords().get(word)).toBe(n);
  });
});

describe("a person, an adjective of theirs, and 'de N años'", () => {
  it.each([
    ["Mujer ecuatoriana de 65 años, sin antecedentes", "65 años"],
    ["Hombre caucásico de 53 años, sin antecedentes", "53 años"],
    ["Paciente femenina de 49 años (peso: 60 kilos)", "49 años"],
    ["Paciente de 76 años de sexo femenino", "76 años"],
    ["mujer de 27 años de nacionalidad alemana", "27 años"],
    ["Varón de 30 años de procedencia subsahariana", "30 años"],
  ])("%j -> %j", (text, age) => {
    expect(ages(text)).toEqual([age]);
  });
  it.each([
    // a preposition or article is no adjective; a period stays a period
    "paciente para de 5 años",
    "el paciente con dolor de 3 años de evolución",
    "un contrato de 5 años de duración",
    "mujer de 5 años de experiencia",
  ])("%j stays out", (text) => {
    expect(ages(text)).toEqual([]);
  });
});

describe("an age in apposition to a name", () => {
  it.each([
    ["Officer Patel responded to a call from Angela Brooks, 34, of 18 Canal Street.", "34"],
    ["Doyle, 41, was located at a pub an hour later.", "41"],
    ["Brunswijk , 35 , denied the charges .", "35"],
    ["Aangever: Kees Mulder, 58 jaar, wonende te Apeldoorn.", "58 jaar"],
    ["Bewohner: Walter Zimmermann, 87 J., Zimmer 12", "87 J."],
    ["por Ana Paula Gomes, 39 anos, brasileira, residente em Almada", "39 anos"],
    ["ALEXANDRE CARDOSO, 21, O TOPEIRA", "21"],
  ])("%s -> %s", (text, age) => {
    expect(ages(text)).toEqual([age]);
  });

  it.each([
    // house numbers: a street word before, an address label on the line, a floor code or a street after
    "Domicilio: Calle Carmen Romero, 23, 1D.",
    "Domicilio: Federico Moreno Torroba, 7, 2, B .",
    "vive con sus padres en la calle Ramon Rubio Fernandez, 23, sin antecedentes",
    "Complejo Hospitalario de Jaén Extremadura, 2, P3 2E, 23008 Jaén",
    "M. Chauvet , 7 , rue Saint-Emilien , Paris",
    "Veuve Harzolai , rue de l' Hermitage , 30 , et Delphine",
    "Pz de Pontevedra,2, Ed.ICA",
    // dates, scores and scraps
    "inaugurated on August , 7 , 1948 .",
    "TO Halle , 12 , März .",
    "Adams , 123 , and O'Gorman , 109 , took Derbyshire to 300",
    "Ecrire : Omnium , 65 , B ' Sébastopol",
  ])("no age: %s", (text) => {
    expect(ages(text)).toEqual([]);
  });
});

describe("an approximate age and an age printed beside a birth date", () => {
  it("reads 'de unos N años' after a person, not after a thing", () => {
    expect(ages("un varón de unos 25 años, complexión delgada")).toEqual(["25 años"]);
    expect(ages("una obra de unos 25 años de antigüedad")).toEqual([]);
  });
  it.each([
    ["Nascimento: 08/01/1991 (33 anos)     Filiação", "33 anos"],
    ["DOB 17/09/1958 (65 y)", "65 y"],
    ["né le 3 mai 1950 (74 ans)", "74 ans"],
  ])("%s", (text, age) => {
    expect(ages(text)).toEqual([age]);
  });
  it("needs a whole date and a birth cue: a year, or a contract's date, is followed by a term", () => {
    expect(ages("released 2019 (5 years) ago")).toEqual([]);
    expect(ages("Vertrag vom 01.01.2020 (3 Jahre)")).toEqual([]);
  });
});

describe("abbreviated year units of forms and clinical shorthand", () => {
  it("keeps 'a.' and 'J.' with the number after an age label or an abbreviated patient", () => {
    expect(ages("Fecha nac.: 22/08/1953   Edad: 71 a.\nDirección: C/ Feria 48")).toEqual(["71 a."]);
    expect(ages("Befund/Medikation: Pat. 78 J., seit ca. 3 Wo. rezidiv.")).toEqual(["78 J."]);
    expect(values("Pat. 78 J.")).toEqual([78]);
  });
  it("reads no article after the number as a unit", () => {
    expect(ages("age: 45 a day")).toEqual(["45"]);
  });
});

describe("an age in brackets after a person's name (sixth exploratory test: '(11 jr)' in clear)", () => {
  it("reads the number and its unit after a listed given or family name", () => {
    expect(ages("Daan de Boer (11 jr), ouder: Marloes de Boer")).toEqual(["11 jr"]);
    expect(ages("Lena (7 J.) und Tom (9 J.)")).toEqual(["7 J.", "9 J."]);
    expect(ages("Tom (9 yrs) and Léa (5 ans)")).toEqual(["9 yrs", "5 ans"]);
  });
  it("takes no period after an employer, and no bracketed number without a unit", () => {
    expect(ages("Microsoft (2 yrs), Philips (3 jr)")).toEqual([]);
    expect(ages("Tom (12) and Ann (3 km)")).toEqual([]);
  });
});

describe("age keys and copulas of forms and logs (structured suite, seed 101)", () => {
  const inLanguage = (text: string, language: string) => ageDetector.detect(makeDetectContext(text, { language })).map((c) => text.slice(c.start, c.end));

  it("Italian 'eta' without its accent as a key, in Italian text only", () => {
    expect(inLanguage("[auth] convalida superata eta=81 build 20240512.3", "it")).toEqual(["81"]);
    expect(inLanguage("download eta=35 remaining", "en")).toEqual([]);
    expect(inLanguage("coda eta=35 min", "it")).toEqual([]);
    // a log whose lines mix English words in: Italian among its likely languages is enough
    expect(inLanguage("2019-11-13T07:10:26+01:00 DEBUG [forms] convalida superata data=1968-02-02 build 20240512.3\n2022-08-28T21:00:47Z DEBUG [forms] profilo salvato eta=22 HTTP 200", "en")).toEqual(["22"]);
    // or a log line whose message is Italian, in a log detected as English (fresh draw 2020); an English message's ETA stays out
    expect(inLanguage("2023-11-28T03:20:58.555Z INFO [BILLING] CONVALIDA SUPERATA ETA=71 SHARD 4/16", "en")).toEqual(["71"]);
    expect(inLanguage("2023-11-28T03:20:58.555Z INFO [BILLING] DELIVERY SCHEDULED ETA=71 SHARD 4/16", "en")).toEqual([]);
  });

  it("German 'lautet' and 'beträgt' after the age word", () => {
    expect(ages("ALTER LAUTET 76")).toEqual(["76"]);
    expect(ages("Das Alter beträgt 45.")).toEqual(["45"]);
  });
});

describe("a sex and an age in brackets (eval:realistic: a personal ad's '(M, 34)')", () => {
  it("reads the number", () => {
    expect(ages("(M, 34) Portland - looking for")).toEqual(["34"]);
    expect(ages("me (34F) and my husband (35M)")).toEqual(["34", "35"]);
  });
  it("not with a space alone between them: a class or a team's code", () => {
    expect(ages("læst på samme hold (M 17) med hende")).toEqual([]);
  });
});

describe("a number of years filling a log field before a version (structured suite seeds 404, 505)", () => {
  it("reads it", () => {
    expect(ages("INFO [auth] profilo salvato : 43 anni v10.2.1.4455")).toEqual(["43 anni"]);
    expect(ages("[forms] profil enregistré : 80 ans v10.2.1.4455")).toEqual(["80 ans"]);
  });
  it("not a period's", () => {
    expect(ages("contrato: 5 años vencido")).toEqual([]);
  });
});

describe("period words of the unit's own language (structured suite, fresh draw 1111)", () => {
  it("reads a Dutch age before a chat's reply whose word is a period word elsewhere ('prima': Italian 'before', Dutch 'fine')", () => {
    expect(ages("zij is 67 jaar\nprima")).toEqual(["67 jaar"]);
  });
  it("reads a Dutch age before a number or a date, which opens the next value (fresh draw 1111)", () => {
    expect(ages("zij is 30 jaar 2020-08-11T21:35:36Z")).toEqual(["30 jaar"]);
    expect(ages("hij is 5 jaar getrouwd")).toEqual([]);
  });
  it("keeps Dutch and Italian periods out", () => {
    expect(ages("zij is 30 jaar geleden getrouwd")).toEqual([]);
    expect(ages("ha lavorato 45 anni prima")).toEqual([]);
  });
});
