/**
 * Cardinal number words from 2 to 99 in English, Spanish, Portuguese, French, Italian, German and
 * Dutch, lower case, for detectors that read spelled-out quantities ("diecisiete años", "trente-cinq
 * ans", "fünfundvierzig Jahre"). 1 is left out: "un"/"una"/"een"/"ein" are articles far more often.
 * Multi-word forms are joined by one space ("treinta y cinco", "vingt et un", "twenty five").
 */

type Lang = { units: string[][]; teens: string[][]; tens: string[][]; compose: (ten: string, unit: string, t: number, u: number) => string[] };

// index i holds the words for i (units 0..9, teens 10..19, tens 2..9 at index t)
const LANGS: Lang[] = [
  {
    // English
    units: [[], [], ["two"], ["three"], ["four"], ["five"], ["six"], ["seven"], ["eight"], ["nine"]],
    teens: [["ten"], ["eleven"], ["twelve"], ["thirteen"], ["fourteen"], ["fifteen"], ["sixteen"], ["seventeen"], ["eighteen"], ["nineteen"]],
    tens: [[], [], ["twenty"], ["thirty"], ["forty"], ["fifty"], ["sixty"], ["seventy"], ["eighty"], ["ninety"]],
    compose: (ten, unit) => [`${ten}-${unit}`, `${ten} ${unit}`],
  },
  {
    // Spanish (veinti- forms are single words)
    units: [[], [], ["dos"], ["tres"], ["cuatro"], ["cinco"], ["seis"], ["siete"], ["ocho"], ["nueve"]],
    teens: [["diez"], ["once"], ["doce"], ["trece"], ["catorce"], ["quince"], ["dieciséis", "dieciseis"], ["diecisiete"], ["dieciocho"], ["diecinueve"]],
    tens: [[], [], ["veinte"], ["treinta"], ["cuarenta"], ["cincuenta"], ["sesenta"], ["setenta"], ["ochenta"], ["noventa"]],
    compose: (ten, unit, t, u) =>
      t === 2
        ? [`veinti${unit.replace(/^dos$/, "dós").replace(/^tres$/, "trés").replace(/^seis$/, "séis")}`, `veinti${unit}`]
        : [`${ten} y ${unit}`],
  },
  {
    // Portuguese
    units: [[], [], ["dois", "duas"], ["três", "tres"], ["quatro"], ["cinco"], ["seis"], ["sete"], ["oito"], ["nove"]],
    teens: [["dez"], ["onze"], ["doze"], ["treze"], ["catorze", "quatorze"], ["quinze"], ["dezesseis", "dezasseis"], ["dezessete", "dezassete"], ["dezoito"], ["dezenove", "dezanove"]],
    tens: [[], [], ["vinte"], ["trinta"], ["quarenta"], ["cinquenta"], ["sessenta"], ["setenta"], ["oitenta"], ["noventa"]],
    compose: (ten, unit) => [`${ten} e ${unit}`],
  },
  {
    // French (70-79 and 90-99 built on soixante / quatre-vingt below)
    units: [[], [], ["deux"], ["trois"], ["quatre"], ["cinq"], ["six"], ["sept"], ["huit"], ["neuf"]],
    teens: [["dix"], ["onze"], ["douze"], ["treize"], ["quatorze"], ["quinze"], ["seize"], ["dix-sept"], ["dix-huit"], ["dix-neuf"]],
    tens: [[], [], ["vingt"], ["trente"], ["quarante"], ["cinquante"], ["soixante"], [], ["quatre-vingt", "quatre-vingts"], []],
    compose: (ten, unit) => [`${ten}-${unit}`],
  },
  {
    // Italian (ventuno, ventotto: the final vowel of the ten drops before uno/otto)
    units: [[], [], ["due"], ["tre"], ["quattro"], ["cinque"], ["sei"], ["sette"], ["otto"], ["nove"]],
    teens: [["dieci"], ["undici"], ["dodici"], ["tredici"], ["quattordici"], ["quindici"], ["sedici"], ["diciassette"], ["diciotto"], ["diciannove"]],
    tens: [[], [], ["venti"], ["trenta"], ["quaranta"], ["cinquanta"], ["sessanta"], ["settanta"], ["ottanta"], ["novanta"]],
    compose: (ten, unit, _t, u) => (u === 8 ? [`${ten.slice(0, -1)}${unit}`] : u === 3 ? [`${ten}tré`, `${ten}tre`] : [`${ten}${unit}`]),
  },
  {
    // German (fünfundvierzig: unit + und + ten)
    units: [[], [], ["zwei"], ["drei"], ["vier"], ["fünf"], ["sechs"], ["sieben"], ["acht"], ["neun"]],
    teens: [["zehn"], ["elf"], ["zwölf"], ["dreizehn"], ["vierzehn"], ["fünfzehn"], ["sechzehn"], ["siebzehn"], ["achtzehn"], ["neunzehn"]],
    tens: [[], [], ["zwanzig"], ["dreißig", "dreissig"], ["vierzig"], ["fünfzig"], ["sechzig"], ["siebzig"], ["achtzig"], ["neunzig"]],
    compose: (ten, unit) => [`${unit}und${ten}`],
  },
  {
    // Dutch (vijfenveertig, tweeëntwintig)
    units: [[], [], ["twee"], ["drie"], ["vier"], ["vijf"], ["zes"], ["zeven"], ["acht"], ["negen"]],
    teens: [["tien"], ["elf"], ["twaalf"], ["dertien"], ["veertien"], ["vijftien"], ["zestien"], ["zeventien"], ["achttien"], ["negentien"]],
    tens: [[], [], ["twintig"], ["dertig"], ["veertig"], ["vijftig"], ["zestig"], ["zeventig"], ["tachtig"], ["negentig"]],
    compose: (ten, unit) => (unit.endsWith("e") ? [`${unit}ën${ten}`, `${unit}en${ten}`] : [`${unit}en${ten}`]),
  },
];

/** Extra compound forms that follow no rule above: 21, 31... with "one", French 70-99. */
function extras(add: (w: string, n: number) => void): void {
  const frUnits = ["", "un", "deux", "trois", "quatre", "cinq", "six", "sept", "huit", "neuf"];
  const frTeens = ["dix", "onze", "douze", "treize", "quatorze", "quinze", "seize", "dix-sept", "dix-huit", "dix-neuf"];
  // 21, 31 ... 61 in French
  ["vingt", "trente", "quarante", "cinquante", "soixante"].forEach((ten, i) => {
    add(`${ten} et un`, (i + 2) * 10 + 1);
    add(`${ten}-et-un`, (i + 2) * 10 + 1);
  });
  frTeens.forEach((teen, i) => {
    add(`soixante-${teen}`, 70 + i);
    add(`quatre-vingt-${teen}`, 90 + i);
  });
  add("soixante et onze", 71);
  add("soixante-et-onze", 71);
  frUnits.forEach((u, i) => {
    if (i > 0) add(`quatre-vingt-${u}`, 80 + i);
  });
  add("quatre-vingts", 80);
  // 21, 31 ... in the other languages ("one" compounds)
  const en = ["twenty", "thirty", "forty", "fifty", "sixty", "seventy", "eighty", "ninety"];
  en.forEach((ten, i) => {
    add(`${ten}-one`, (i + 2) * 10 + 1);
    add(`${ten} one`, (i + 2) * 10 + 1);
  });
  add("veintiuno", 21);
  add("veintiún", 21);
  add("veintiuna", 21);
  ["treinta", "cuarenta", "cincuenta", "sesenta", "setenta", "ochenta", "noventa"].forEach((ten, i) => {
    add(`${ten} y uno`, (i + 3) * 10 + 1);
    add(`${ten} y un`, (i + 3) * 10 + 1);
  });
  ["vinte", "trinta", "quarenta", "cinquenta", "sessenta", "setenta", "oitenta", "noventa"].forEach((ten, i) => {
    add(`${ten} e um`, (i + 2) * 10 + 1);
    add(`${ten} e uma`, (i + 2) * 10 + 1);
  });
  ["venti", "trenta", "quaranta", "cinquanta", "sessanta", "settanta", "ottanta", "novanta"].forEach((ten, i) => {
    add(`${ten.slice(0, -1)}uno`, (i + 2) * 10 + 1);
  });
  ["zwanzig", "dreißig", "vierzig", "fünfzig", "sechzig", "siebzig", "achtzig", "neunzig"].forEach((ten, i) => {
    add(`einund${ten}`, (i + 2) * 10 + 1);
  });
  add("einunddreissig", 31);
  ["twintig", "dertig", "veertig", "vijftig", "zestig", "zeventig", "tachtig", "negentig"].forEach((ten, i) => {
    add(`eenen${ten}`, (i + 2) * 10 + 1);
  });
}

let cache: ReadonlyMap<string, number> | undefined;

/** Number words (2-99) of the seven languages -> their value. */
export function numberWords(): ReadonlyMap<string, number> {
  if (cache) return cache;
  const map = new Map<string, number>();
  const add = (w: string, n: number): void => {
    if (n > 0 && !map.has(w)) map.set(w, n);
  };
  for (const lang of LANGS) {
    lang.units.forEach((ws, u) => ws.forEach((w) => add(w, u)));
    lang.teens.forEach((ws, i) => ws.forEach((w) => add(w, 10 + i)));
    lang.tens.forEach((tens, t) => {
      for (const ten of tens) {
        add(ten, t * 10);
        for (let u = 2; u <= 9; u++) for (const unit of lang.units[u]!) for (const w of lang.compose(ten, unit, t, u)) add(w, t * 10 + u);
      }
    });
  }
  extras(add);
  cache = map;
  return map;
}
