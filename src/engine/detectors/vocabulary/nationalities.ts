/**
 * Nationality adjectives of Spanish, French, Italian and Portuguese, written in lower case in those
 * languages ("sueca", "britanniques", "polacchi", "brasileira"), with their feminine and plural
 * forms built by each language's rules (irregular forms written out). Used by origin-phrase.ts,
 * which takes them only after a nationality cue, never alone: "italiana" is also a cuisine,
 * "français" a language. Written for this project from general knowledge of the languages.
 */

/** Masculine singular forms per language; "m/f/mp/fp" spells an irregular word out. */
const MASCULINE: Record<string, string> = {
  es:
    "sueco noruego danés finlandés islandés británico inglés escocés galés irlandés francés alemán italiano español portugués " +
    "polaco turco griego ruso ucraniano rumano búlgaro húngaro checo eslovaco austriaco austríaco suizo belga holandés neerlandés " +
    "luxemburgués chipriota maltés croata serbio bosnio albanés esloveno lituano letón estonio georgiano armenio marroquí argelino " +
    "tunecino egipcio libio nigeriano senegalés maliense ghanés marfileño camerunés congoleño angoleño mozambiqueño etíope somalí " +
    "sudanés keniano iraquí iraní sirio libanés jordano palestino israelí saudí afgano pakistaní indio bangladesí chino japonés " +
    "coreano vietnamita filipino tailandés indonesio brasileño argentino mexicano colombiano peruano chileno venezolano cubano " +
    "ecuatoriano boliviano uruguayo paraguayo dominicano hondureño guatemalteco salvadoreño nicaragüense costarricense panameño " +
    "estadounidense norteamericano canadiense australiano neozelandés jamaicano haitiano europeo africano asiático latinoamericano",
  fr:
    "suédois norvégien danois finlandais islandais britannique anglais écossais gallois irlandais français allemand italien espagnol " +
    "portugais polonais turc/turque/turcs/turques grec/grecque/grecs/grecques russe ukrainien roumain bulgare hongrois tchèque slovaque " +
    "autrichien suisse belge néerlandais hollandais luxembourgeois chypriote maltais croate serbe bosnien albanais slovène lituanien " +
    "letton estonien géorgien arménien marocain algérien tunisien égyptien libyen nigérian sénégalais malien ghanéen ivoirien " +
    "camerounais congolais angolais mozambicain éthiopien somalien soudanais kényan irakien iranien syrien libanais jordanien " +
    "palestinien israélien saoudien afghan pakistanais indien bangladais chinois japonais coréen vietnamien philippin thaïlandais " +
    "indonésien brésilien argentin mexicain colombien péruvien chilien vénézuélien cubain équatorien bolivien uruguayen paraguayen " +
    "dominicain haïtien américain canadien australien néo-zélandais jamaïcain européen africain asiatique",
  it:
    "svedese norvegese danese finlandese islandese britannico inglese scozzese gallese irlandese francese tedesco/tedesca/tedeschi/tedesche " +
    "italiano spagnolo portoghese polacco/polacca/polacchi/polacche turco/turca/turchi/turche greco/greca/greci/greche russo ucraino " +
    "rumeno bulgaro ungherese ceco/ceca/cechi/ceche slovacco/slovacca/slovacchi/slovacche austriaco/austriaca/austriaci/austriache " +
    "svizzero belga/belga/belgi/belghe olandese lussemburghese cipriota/cipriota/ciprioti/cipriote maltese croato serbo bosniaco/bosniaca/bosniaci/bosniache " +
    "albanese sloveno lituano lettone estone georgiano armeno marocchino algerino tunisino egiziano libico/libica/libici/libiche nigeriano " +
    "senegalese maliano ghanese ivoriano camerunese congolese angolano mozambicano etiope somalo sudanese keniota/keniota/kenioti/keniote iracheno iraniano siriano " +
    "libanese giordano palestinese israeliano saudita/saudita/sauditi/saudite afgano/afgana/afghani/afgane pakistano indiano bengalese cinese giapponese " +
    "coreano vietnamita/vietnamita/vietnamiti/vietnamite filippino thailandese indonesiano brasiliano argentino messicano colombiano peruviano cileno " +
    "venezuelano cubano ecuadoriano boliviano uruguaiano paraguaiano dominicano haitiano americano statunitense canadese australiano giamaicano " +
    "europeo africano asiatico",
  pt:
    "sueco norueguês dinamarquês finlandês islandês britânico inglês escocês galês irlandês francês alemão/alemã/alemães/alemãs italiano " +
    "espanhol/espanhola/espanhóis/espanholas português polaco polonês turco grego russo ucraniano romeno búlgaro húngaro checo tcheco " +
    "eslovaco austríaco suíço belga holandês neerlandês luxemburguês cipriota maltês croata sérvio bósnio albanês esloveno lituano " +
    "letão/letã/letões/letãs estónio estoniano georgiano arménio armênio marroquino argelino tunisino egípcio líbio nigeriano senegalês " +
    "maliano ganês marfinense camaronês congolês angolano moçambicano cabo-verdiano guineense são-tomense etíope somali sudanês queniano " +
    "iraquiano iraniano sírio libanês jordano palestino israelita israelense saudita afegão/afegã/afegãos/afegãs paquistanês indiano " +
    "bengali chinês japonês coreano vietnamita filipino tailandês indonésio brasileiro argentino mexicano colombiano peruano chileno " +
    "venezuelano cubano equatoriano boliviano uruguaio paraguaio dominicano haitiano norte-americano americano estadunidense canadiano " +
    "canadense australiano jamaicano europeu/europeia/europeus/europeias africano asiático",
};

/** The four forms (m, f, m pl, f pl) of a regular masculine singular. */
function inflect(lang: string, m: string): string[] {
  const stem = (n: number) => m.slice(0, m.length - n);
  const unaccent = (s: string) => s.normalize("NFD").replace(/\p{M}/gu, "").normalize("NFC");
  switch (lang) {
    case "es":
      if (m.endsWith("o")) return [m, `${stem(1)}a`, `${m}s`, `${stem(1)}as`];
      if (/[éá]n$|és$/.test(m)) {
        const base = unaccent(m);
        return [m, `${base}a`, `${base}es`, `${base}as`];
      }
      if (m.endsWith("í")) return [m, m, `${m}es`, `${m}s`];
      if (/[ea]$/.test(m)) return [m, m, `${m}s`, `${m}s`];
      return [m, `${m}a`, `${m}es`, `${m}as`]; // español, letón (written out above where irregular)
    case "pt":
      if (m.endsWith("o")) return [m, `${stem(1)}a`, `${m}s`, `${stem(1)}as`];
      if (m.endsWith("ês")) return [m, `${stem(2)}esa`, `${stem(2)}eses`, `${stem(2)}esas`];
      if (/[ea]$/.test(m)) return [m, m, `${m}s`, `${m}s`];
      if (m.endsWith("i")) return [m, m, `${m}s`, `${m}s`];
      return [m, `${m}a`, `${m}es`, `${m}as`];
    case "it":
      if (m.endsWith("o")) return [m, `${stem(1)}a`, `${stem(1)}i`, `${stem(1)}e`];
      if (m.endsWith("e")) return [m, m, `${stem(1)}i`, `${stem(1)}i`];
      return [m, m, m, m];
    default: // fr
      if (m.endsWith("ien")) return [m, `${m}ne`, `${m}s`, `${m}nes`];
      if (m.endsWith("e")) return [m, m, `${m}s`, `${m}s`];
      if (/[sx]$/.test(m)) return [m, `${m}e`, m, `${m}es`];
      return [m, `${m}e`, `${m}s`, `${m}es`];
  }
}

/** Every form of every nationality adjective, per language (lower case). */
export const NATIONALITY_FORMS: ReadonlyMap<string, ReadonlySet<string>> = new Map(
  Object.entries(MASCULINE).map(([lang, words]) => {
    const forms = new Set<string>();
    for (const word of words.split(/\s+/)) {
      const parts = word.split("/");
      for (const f of parts.length === 4 ? parts : inflect(lang, word)) forms.add(f);
    }
    return [lang, forms];
  }),
);

/** Whether `word` (lower case) is a nationality adjective of any of the four languages. */
export function isNationalityForm(word: string): boolean {
  for (const forms of NATIONALITY_FORMS.values()) if (forms.has(word)) return true;
  return false;
}
