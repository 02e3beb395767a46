/**
 * Medications (DRUG) for the drug detector: international non-proprietary names (INN) as written
 * in English, with the regular spellings of de, es, fr, it, nl and pt derived from them
 * (drugVariants), extra spellings where the rule does not reach (morfina, paracetamolo), a few
 * vitamins and supplements, and the WHO INN stems that name a class of drugs (-pril, -sartan,
 * -olol, -statin, -prazole, -mab...), which catch names the list lacks. Written for this project
 * (Apache-2.0); the stems are the WHO's published INN stem list, public facts, not a copied text.
 */
export const DRUG_NAMES = `
acetaminophen paracetamol ibuprofen naproxen diclofenac aspirin metamizole celecoxib ketoprofen indometacin
morphine codeine tramadol oxycodone hydromorphone fentanyl buprenorphine methadone tapentadol
metformin insulin glimepiride gliclazide sitagliptin empagliflozin dapagliflozin liraglutide semaglutide dulaglutide pioglitazone
atorvastatin simvastatin rosuvastatin pravastatin ezetimibe fenofibrate
lisinopril ramipril enalapril perindopril captopril losartan valsartan candesartan irbesartan telmisartan
amlodipine nifedipine diltiazem verapamil lercanidipine
metoprolol bisoprolol atenolol carvedilol propranolol nebivolol labetalol
furosemide torasemide hydrochlorothiazide chlortalidone indapamide spironolactone eplerenone
warfarin apixaban rivaroxaban edoxaban dabigatran heparin enoxaparin clopidogrel ticagrelor prasugrel
digoxin amiodarone nitroglycerin isosorbide
omeprazole esomeprazole pantoprazole lansoprazole ranitidine famotidine metoclopramide ondansetron domperidone loperamide lactulose mesalazine
levothyroxine carbimazole thiamazole
prednisone prednisolone methylprednisolone dexamethasone hydrocortisone budesonide fluticasone beclometasone
salbutamol albuterol salmeterol formoterol tiotropium montelukast ipratropium
amoxicillin ampicillin penicillin flucloxacillin piperacillin cefuroxime ceftriaxone cefalexin azithromycin clarithromycin erythromycin
doxycycline ciprofloxacin levofloxacin moxifloxacin metronidazole clindamycin vancomycin gentamicin nitrofurantoin trimethoprim cotrimoxazole
fluconazole aciclovir valaciclovir oseltamivir
sertraline fluoxetine paroxetine citalopram escitalopram venlafaxine duloxetine mirtazapine amitriptyline bupropion trazodone
diazepam lorazepam alprazolam clonazepam zolpidem zopiclone midazolam
quetiapine olanzapine risperidone aripiprazole haloperidol clozapine lithium
levetiracetam lamotrigine valproate carbamazepine gabapentin pregabalin topiramate phenytoin
methylphenidate atomoxetine donepezil memantine levodopa
allopurinol febuxostat colchicine methotrexate hydroxychloroquine sulfasalazine leflunomide
adalimumab infliximab etanercept rituximab trastuzumab pembrolizumab nivolumab
tamoxifen letrozole anastrozole cisplatin carboplatin cyclophosphamide doxorubicin paclitaxel
sildenafil tadalafil finasteride tamsulosin oxybutynin
cetirizine loratadine desloratadine fexofenadine
alendronate risedronate denosumab
`;

/** Spellings the derivation rules do not give, with the name they belong to. */
export const EXTRA_FORMS = `
morphine: morfina morphin morfine
codeine: codeína codeína codeina kodein
acetaminophen: tylenol
paracetamol: paracetamolo
aspirin: aspirina aspirine acetylsalicylsäure ácido acetilsalicílico acide acétylsalicylique acido acetilsalicilico
metamizole: metamizol novalgin nolotil
diclofenac: diclofenaco diclofénac
ibuprofen: ibuprofeno ibuprofène ibuprofene
naproxen: naproxeno naproxène naproxene
heparin: heparina héparine eparina
insulin: insulina insuline
penicillin: penicilina pénicilline penicillina penicilline
lithium: litio lítio
valproate: valproinsäure ácido valproico acide valproïque acido valproico valproaat valproato
nitroglycerin: nitroglicerina nitroglycérine nitroglycerine glyceryl trinitrate
levodopa: levodopa
cotrimoxazole: cotrimoxazol co-trimoxazole
hydrochlorothiazide: hidroclorotiazida hydrochlorothiazid idroclorotiazide
chlortalidone: clortalidona
`;

/** Vitamins and supplements (DRUG), all languages. */
export const SUPPLEMENTS = [
  "vitamin d", "vitamin d3", "vitamin b12", "vitamin b1", "vitamin c", "vitamin k", "vitamina d", "vitamina b12", "vitamina c",
  "vitamine d", "vitamine b12", "vitamine c", "folic acid", "folsäure", "ácido fólico", "acide folique", "acido folico", "foliumzuur",
  "iron supplements", "eisentabletten", "omega-3", "melatonin", "melatonina", "mélatonine", "melatonine",
];

/**
 * INN stems (and their Romance and German spellings) that end a drug name; a word of at least
 * STEM_MIN_LENGTH letters ending in one is a DRUG. Chosen for names that ordinary words never end in.
 */
export const INN_STEMS = [
  "pril", "prilat", "sartan", "sartán", "sartana", "olol", "ololo", "statin", "statina", "statine", "vastatin",
  "prazole", "prazol", "prazolo", "dipine", "dipina", "dipin", "gliptin", "gliptina", "gliptine", "gliflozin", "gliflozina", "gliflozine",
  "floxacin", "floxacino", "floxacina", "floxacine", "cillin", "cilina", "cillina", "cilline", "mycin", "micina", "mycine", "micin",
  "cycline", "ciclina", "cyclin", "xaban", "gatran", "parin", "parina", "parine",
  "azepam", "azolam", "oxetine", "oxetina", "oxetin", "triptan", "triptán", "tidine", "tidina", "tidin",
  "lukast", "dronate", "dronato", "dronat", "dronaat", "tinib", "tinibe", "ciclib", "zumab", "ximab", "mumab", "limumab",
  "conazole", "conazol", "conazolo", "semide", "semida", "semid", "afil", "setron", "setrón",
];
export const STEM_MIN_LENGTH = 7;

/** Common words that end in a stem above (none found so far; a guard for later additions). */
export const STEM_EXCEPTIONS = new Set<string>(["april", "abril", "avril", "aprile", "tidings"]);

/**
 * The spellings of an English INN in the seven languages, from its ending: metformin -> Metformin,
 * metformina, metformine; furosemide -> Furosemid, furosemida; prednisone -> Prednison, prednisona;
 * omeprazole -> Omeprazol, omeprazolo; paracetamol -> paracetamolo; methotrexate -> Methotrexat,
 * metotrexato (the "th" only where written so), methotrexaat; losartan -> losartán, losartana.
 */
export function drugVariants(name: string): string[] {
  const out = new Set([name]);
  const add = (stem: string, ...ends: string[]) => ends.forEach((e) => out.add(stem + e));
  const cut = (n: number) => name.slice(0, name.length - n);
  if (name.endsWith("ine")) add(cut(3), "in", "ina");
  else if (name.endsWith("in")) add(cut(2), "ina", "ine");
  else if (name.endsWith("ide")) add(cut(3), "id", "ida");
  else if (name.endsWith("one")) add(cut(3), "on", "ona");
  else if (name.endsWith("ole")) add(cut(3), "ol", "olo");
  else if (name.endsWith("ol")) add(cut(2), "olo");
  else if (name.endsWith("ate")) add(cut(3), "at", "ato", "aat");
  else if (name.endsWith("en")) add(cut(2), "eno", "ene", "ène");
  else if (name.endsWith("an")) add(cut(2), "án", "ana");
  else if (name.endsWith("am")) add(cut(2), "am");
  // Spanish, Italian and Portuguese write "f" for "ph", "t" for "th", "i" for "y"
  for (const form of [...out]) {
    const romance = form.replace(/ph/g, "f").replace(/th/g, "t").replace(/y/g, "i");
    if (romance !== form && /[ao]$/.test(romance)) out.add(romance);
  }
  return [...out];
}
