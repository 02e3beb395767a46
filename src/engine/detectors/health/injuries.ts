/**
 * Bodily injuries in en, de, es, fr, it, nl and pt, for the medical-condition detector (INJURY).
 * Written for this project (Apache-2.0); no outside source.
 *
 * Two parts:
 * - INJURY_ROWS: whole terms, one concept per row, languages en|de|es|fr|it|nl|pt, alternatives "/";
 * - the grammar of injury word + body part: an injury noun (fracture, Fraktur, fractura, frattura,
 *   breuk...) followed by a preposition and a body part ("fracture of the hip", "fractura de
 *   cadera", "frattura del femore", "fracture du col du fémur"), or a body part before it ("hip
 *   fracture", "broken wrist", German and Dutch compounds "Hüftfraktur", "Armbruch", "heupfractuur").
 */
export const INJURY_ROWS = `
concussion|gehirnerschütterung|conmoción cerebral/contusión cerebral|commotion cérébrale|commozione cerebrale|hersenschudding|concussão cerebral/traumatismo craniano
whiplash|schleudertrauma|latigazo cervical/esguince cervical|coup du lapin|colpo di frusta|whiplash|lesão em chicote
sprained ankle/ankle sprain|verstauchter knöchel/sprunggelenksdistorsion|esguince de tobillo|entorse de la cheville/entorse à la cheville|distorsione alla caviglia/distorsione della caviglia|verstuikte enkel/enkelverstuiking|entorse do tornozelo
torn ligament/cruciate ligament tear/torn acl|kreuzbandriss/bänderriss|rotura de ligamento/rotura del ligamento cruzado|rupture du ligament croisé/rupture des ligaments|rottura del legamento crociato/lesione del legamento|gescheurde kruisband/kruisbandblessure|rotura de ligamentos/rotura do ligamento cruzado
dislocated shoulder/shoulder dislocation|schulterluxation/ausgekugelte schulter|luxación de hombro|luxation de l'épaule|lussazione della spalla|schouderluxatie/ontwrichte schouder|luxação do ombro
burns/second-degree burns/third-degree burns|verbrennungen/verbrennung zweiten grades|quemaduras/quemaduras de segundo grado|brûlures/brûlures au deuxième degré|ustioni/ustioni di secondo grado|brandwonden|queimaduras
laceration|risswunde/platzwunde/schnittwunde|laceración|lacération|lacerazione|snijwond/scheurwond|laceração
traumatic brain injury/head injury|schädel-hirn-trauma/kopfverletzung|traumatismo craneoencefálico/traumatismo craneal|traumatisme crânien|trauma cranico|hersenletsel/hoofdletsel|traumatismo cranioencefálico
`;

/** Injury nouns that take a body part after a preposition (fracture of the hip, fractura de cadera). */
export const INJURY_HEADS = [
  "fracture", "fractures", "broken", "dislocation", "sprain", "strain", "tear", "rupture", "contusion",
  "fraktur", "bruch", "luxation", "prellung", "verstauchung",
  "fractura", "luxación", "esguince", "rotura", "contusión",
  "fracture", "luxation", "entorse", "contusion",
  "frattura", "lussazione", "distorsione", "rottura", "contusione",
  "fractuur", "breuk", "luxatie", "verstuiking", "kneuzing",
  "fratura", "luxação", "entorse", "rotura", "contusão",
];

/** Body parts (singular forms and a few plurals), every language together. */
export const BODY_PARTS = [
  // en
  "hip", "femur", "femoral neck", "wrist", "ankle", "arm", "leg", "rib", "ribs", "skull", "nose", "jaw", "collarbone", "clavicle",
  "shoulder", "elbow", "knee", "tibia", "fibula", "radius", "humerus", "pelvis", "spine", "vertebra", "finger", "toe", "foot", "hand",
  "neck of femur", "kneecap", "patella", "scaphoid", "heel",
  // de
  "hüfte", "oberschenkel", "oberschenkelhals", "handgelenk", "sprunggelenk", "knöchel", "arm", "bein", "rippe", "rippen", "schädel",
  "nase", "kiefer", "schlüsselbein", "schulter", "ellenbogen", "knie", "becken", "wirbel", "wirbelsäule", "finger", "zeh", "fuß",
  "hand", "unterarm", "unterschenkel", "speiche", "schienbein",
  // es
  "cadera", "fémur", "muñeca", "tobillo", "brazo", "pierna", "costilla", "costillas", "cráneo", "nariz", "mandíbula", "clavícula",
  "hombro", "codo", "rodilla", "tibia", "peroné", "pelvis", "columna", "vértebra", "dedo", "pie", "mano", "cuello del fémur",
  "cuello de fémur", "radio", "húmero",
  // fr
  "hanche", "col du fémur", "col fémoral", "poignet", "cheville", "bras", "jambe", "côte", "côtes", "crâne", "nez", "mâchoire",
  "épaule", "coude", "genou", "bassin", "vertèbre", "doigt", "orteil", "pied", "main", "clavicule", "péroné",
  // it
  "anca", "femore", "collo del femore", "polso", "caviglia", "braccio", "gamba", "costola", "costole", "cranio", "naso", "mandibola",
  "spalla", "gomito", "ginocchio", "bacino", "vertebra", "dito", "piede", "mano", "omero",
  // nl
  "heup", "dijbeen", "pols", "enkel", "arm", "been", "rib", "ribben", "schedel", "neus", "kaak", "sleutelbeen", "schouder", "elleboog",
  "knie", "bekken", "wervel", "vinger", "teen", "voet", "hand",
  // pt
  "anca", "quadril", "colo do fémur", "colo do fêmur", "fémur", "fêmur", "pulso", "tornozelo", "braço", "perna", "costela", "costelas",
  "crânio", "nariz", "mandíbula", "clavícula", "ombro", "cotovelo", "joelho", "bacia", "vértebra", "dedo", "pé", "mão",
];

/**
 * German and Dutch compounds: a body-part stem glued to an injury noun ("Hüftfraktur",
 * "Oberschenkelhalsbruch", "Armbruch", "heupfractuur", "beenbreuk", "polsbreuk").
 */
export const COMPOUND_STEMS = [
  "hüft", "oberschenkelhals", "oberschenkel", "schenkelhals", "handgelenk", "sprunggelenk", "knöchel", "arm", "bein", "rippen",
  "schädel", "nasenbein", "kiefer", "schlüsselbein", "schulter", "ellenbogen", "knie", "becken", "wirbel", "wirbelkörper",
  "finger", "zehen", "fuß", "mittelfuß", "unterarm", "unterschenkel", "speichen", "radius", "schienbein",
  "heup", "dijbeen", "pols", "enkel", "been", "rib", "schedel", "neus", "kaak", "sleutelbeen", "schouder", "elleboog", "bekken",
  "wervel", "vinger", "teen", "voet",
];
export const COMPOUND_HEADS = ["fraktur", "frakturen", "bruch", "brüche", "luxation", "fractuur", "breuk", "breuken"];
