/**
 * Cue words of relations in en, de, es, fr, it, nl, pt, by class: what the relation classifier
 * reads around a person and an entity ("born", "geb.", "nacida", "wohnt", "works at", "Schwester",
 * "épouse", "zoon", "diagnosticado" ...). Words and phrases are folded (lower case, no accents) as
 * tokens are; a phrase is up to four tokens. Written for this project.
 *
 * Classes:
 *   BIRTH       birth and its date or place (born, geb., Geburtsdatum, nacido, né, nato, geboren, nascido, DOB)
 *   FROM        origin (from, originally, stammt aus, natural de, originaire, afkomstig, grew up)
 *   NATION      nationality (nationality, Staatsangehörigkeit, nacionalidad, citizen)
 *   RESIDE      where someone lives or has an address (lives, wohnt, Anschrift, domicilio, habite, woont, morada)
 *   MOVE        moved to / settled in (a residence too)
 *   WORK        employment (works, employer, arbeitet, trabaja, travaille, lavora, werkt, trabalha)
 *   AT          the employer's preposition (at, bei, chez, presso, bij, en, na/no)
 *   STUDY       studies (studied, student, studierte, estudió, études, studiato, studeerde, formou-se)
 *   OCC         an occupation field or copula (profession, Beruf, puesto, als, como, comme, works as)
 *   KIN         kinship and partners (brother, Schwester, hija, épouse, zoon, filho, married ...)
 *   CONTACT     contact words (phone, tel, email, Handy, correo, courriel, cellulare, telefoon, telemóvel)
 *   ID          identifier words (passport, account, policy, licence, plate, IBAN, DNI, codice fiscale, BSN, NIF)
 *   HEALTH      health words (diagnosed, suffers, takes, prescribed, history of, leidet, padece, souffre, soffre, lijdt, sofre)
 *   AGE         age words (years old, aged, Jahre alt, años, ans, anni, jaar, anos)
 *   TRAVEL      travel (flew to, trip, vacation, Urlaub, viaje, vacances, viaggio, vakantie, viagem): no relation
 *   MEET        meetings and events (meeting, appointment, Termin, reunión, réunion, riunione, afspraak, reunião)
 *   DEAL        dealings with an organisation that is no employer (called, ordered, complaint, sponsor, customer of)
 *   ME          first person (I, my, ich, mein, mi, mon, mio, mijn, meu)
 *   POSS        third-person possessive (his, her, sein, ihr, su, son, sa, suo, zijn, haar, seu, dele)
 *   PRON        third-person subject (he, she, er, sie, ella, elle, lui, lei, hij, zij, ele, ela)
 *   OF          "of" (of, von, de, di, van, do, da): "the number of Sem", "is van Sem"
 *   NAMEFIELD   the field that names a form's subject (Name, Patient, Employee, Versicherungsnehmer, Paciente, Assuré, Utente)
 *   OTHERFIELD  a field naming someone else (emergency contact, next of kin, driver, Conducteur, Medeaanvrager)
 *   CLOSING     a letter's closing (Best regards, Mit freundlichen Grüßen, Atentamente, Cordialement, Met vriendelijke groet)
 */

export type CueClass =
  | "BIRTH" | "FROM" | "NATION" | "RESIDE" | "MOVE" | "WORK" | "AT" | "STUDY" | "OCC" | "KIN" | "CONTACT" | "ID"
  | "HEALTH" | "AGE" | "TRAVEL" | "MEET" | "DEAL" | "ME" | "POSS" | "PRON" | "OF" | "NAMEFIELD" | "OTHERFIELD" | "CLOSING";

const RAW: Record<CueClass, string> = {
  BIRTH: `born birth birthday birthdate birthplace dob d.o.b nee
    geb geboren geburt geburtsdatum geburtsort geburtstag geburtsjahr
    nacido nacida nacio nacimiento
    ne naissance
    nato nata nascita
    geboortedatum geboorteplaats
    nascido nascida nasceu nascimento naturalidade`,
  FROM: `from originally native hometown raised
    aus stammt stammen stammte herkunft aufgewachsen gebuertig
    procedente oriundo oriunda origen crecio
    originaire origine grandi
    originario originaria proveniente cresciuto cresciuta
    afkomstig uit opgegroeid
    natural cresceu`,
  NATION: `nationality citizen citizenship
    staatsangehorigkeit staatsburger staatsburgerin nationalitat
    nacionalidad ciudadano ciudadana
    nationalite citoyen citoyenne
    nazionalita cittadinanza cittadino cittadina
    nationaliteit
    nacionalidade cidadao cidada`,
  RESIDE: `lives live living resides resident residence address home
    wohnt wohnhaft wohnort anschrift adresse wohnung lebt
    vive reside residente domicilio domiciliado domiciliada direccion vecino vecina localidad
    habite domicilie domiciliee demeure vit
    abita residenza indirizzo
    woont wonende woonplaats adres
    mora morada endereco`,
  MOVE: `moved relocated settled emigrated immigrated emigrou emigro emigre emigrato emigreerde emigrierte ausgewandert
    zog gezogen umgezogen
    mudo traslado instalo
    installe s'installe demenage
    trasferito trasferita
    verhuisd verhuisde
    mudou mudou-se`,
  WORK: `works work worked working employed employee employer joined job staff colleague company firm
    arbeitet arbeitete arbeitgeber beschaftigt tatig mitarbeiter mitarbeiterin firma
    trabaja trabajo trabajaba empresa empleado empleada empleador plantilla
    travaille travaillait employeur employe employee societe entreprise
    lavora lavorava datore dipendente azienda ditta
    werkt werkte werkgever werkzaam medewerker bedrijf organisatie
    trabalha trabalhou empregador funcionario funcionaria`,
  AT: `at for bei fur para chez pour presso per bij voor na no em`,
  STUDY: `studied studies student graduate graduated alumnus alumna
    studiert studierte studium studentin absolvent
    estudio estudia estudiante graduado graduada
    etudie etudes etudiant etudiante diplome diplomee
    studiato studia studente studentessa laureato laureata
    studeerde studeert opleiding
    estudou estuda estudante formou-se formado formada`,
  OCC: `profession occupation position role job
    beruf tatigkeit als
    profesion ocupacion puesto cargo como
    metier poste fonction comme
    professione mansione occupazione ruolo come
    beroep functie
    profissao ocupacao funcao`,
  KIN: `brother sister mother father son daughter wife husband spouse partner married child children parent parents
    grandmother grandfather grandson granddaughter grandchild uncle aunt nephew niece cousin sibling twin
    mom dad mum fiance fiancee widow widower in-law son-in-law daughter-in-law brother-in-law sister-in-law stepson stepdaughter
    bruder schwester mutter vater sohn tochter ehefrau ehemann gattin gatte verheiratet kind kinder eltern
    oma opa grossmutter grossvater enkel enkelin onkel tante neffe nichte cousine schwager schwagerin schwiegersohn
    hermano hermana madre padre hijo hija esposa esposo marido pareja casado casada abuela abuelo nieto nieta tio tia
    sobrino sobrina primo prima cunado cunada suegro suegra yerno nuera
    frere soeur mere pere fils fille epouse epoux mari conjoint conjointe mariee enfant enfants
    grand-mere grand-pere petit-fils petite-fille oncle neveu niece beau-frere belle-soeur gendre
    fratello sorella figlio figlia moglie marito sposato sposata coniuge compagno compagna nonna nonno
    nipote zio zia cugino cugina cognato cognata suocero suocera genero nuora
    broer zus zuster moeder vader zoon dochter echtgenote echtgenoot getrouwd kinderen ouders
    kleinzoon kleindochter oom neef nicht schoonzoon schoondochter zwager schoonzus dochtertje
    irmao irma mae pai filho filha conjuge companheiro companheira avo neto neta
    sobrinho sobrinha cunhado cunhada sogro sogra genro nora`,
  CONTACT: `phone telephone tel mobile cell cellphone call email e-mail mail reach contact number whatsapp insta instagram twitter handle
    telefon handy mobil nummer erreichbar anrufen kontakt rufnummer
    telefono movil celular correo llamar contacto numero
    portable courriel joindre appeler
    cellulare chiamare contatto recapito
    telefoon mobiel bellen e-mailadres
    telefone telemovel contato ligar`,
  ID: `passport ssn identity licence license account policy card iban plate registration
    reg mrn record username user login ip
    reisepass personalausweis ausweis fuhrerschein kennzeichen versicherungsschein versicherungsnummer konto kontonummer steuer-id
    steuernummer sozialversicherungsnummer krankenversicherungsnummer
    dni nie pasaporte matricula poliza cuenta tarjeta carnet
    permis passeport immatriculation contrat compte carte
    patente targa polizza conto tessera passaporto
    paspoort rijbewijs kenteken polis rekening rekeningnummer bsn burgerservicenummer bankpas
    passaporte apolice conta nif utente cartao`,
  HEALTH: `diagnosed diagnosis suffers suffering treated takes taking prescribed medication allergy allergic condition
    symptoms complains therapy treatment
    diagnose diagnostiziert leidet behandelt eingestellt nimmt medikation therapie verdacht erkrankt
    diagnosticado diagnosticada padece sufre sufrio tratamiento toma antecedentes alergia tratado tratada
    diagnostique diagnostiquee souffre traite traitee traitement prend antecedents allergie suivi suivie
    diagnosticato diagnosticata soffre terapia assume allergia antecedenti affetto affetta
    gediagnosticeerd lijdt gebruikt behandeling
    sofre medicado medicada tratamento`,
  AGE: `year-old aged age yrs
    jahre jahrig jahrige alt alter
    anos edad
    ans agee
    anni eta
    jaar jarige leeftijd
    idade`,
  TRAVEL: `flew fly flying flight travel travels traveled travelled trip visit visited visiting vacation holiday holidays tour arrive
    reise reist reiste urlaub flug flog fahrt besuch besuchte
    viaje viaja viajo vuelo vacaciones visita visito gira
    voyage voyager vacances vol visite visiter partirait partira
    viaggio vacanza vacanze volo visitato
    reis vakantie vlucht bezoek bezocht trein
    viagem ferias voo visitou viajou viajar`,
  MEET: `meeting meet met conference appointment event interview
    treffen termin konferenz besprechung
    reunion cita conferencia encuentro
    rendez-vous conference rencontre rencontrer
    riunione appuntamento conferenza incontro
    vergadering afspraak conferentie
    reuniao encontro`,
  DEAL: `called contacted wrote complaint order ordered bought customer sponsor sponsored
    rief angerufen bestellt beschwerde kunde
    llamo compro queja cliente patrocinador
    appele commande plainte client
    chiamato ordinato reclamo
    belde besteld klacht klant
    ligou comprou reclamacao`,
  ME: `i my me mine myself ich mein meine meinen meinem meiner mir mich yo mi mis je mon ma mes moi io mio mia miei mie
    ik mijn mij eu meu minha meus minhas`,
  POSS: `his her their sein seine seinen seinem seiner ihr ihre ihren ihrem ihrer su sus son sa ses leur suo sua suoi sue
    zijn haar hun seu seus suas dele dela`,
  PRON: `he she er sie ella elle lui lei hij zij ze ele ela`,
  OF: `of von vom des de del du di della dello van do da dos das`,
  NAMEFIELD: `name patient employee policyholder customer client applicant member insured resident
    vorname nachname patientin versicherungsnehmer bewohner bewohnerin antragsteller
    nombre paciente empleado asegurado solicitante socio comparece
    nom prenom assure assuree demandeur demandeuse adherent
    nome cognome paziente assicurato nominativo
    naam patiente aanvrager aangever deelnemer
    utente tomador segurado`,
  OTHERFIELD: `driver beneficiary guardian co-applicant witness
    notfallkontakt angehoriger fahrer
    conductor beneficiario
    conducteur beneficiaire
    conducente
    contactpersoon medeaanvrager bestuurder
    condutor`,
  CLOSING: `regards sincerely cheers
    grussen grusse
    atentamente saludos saludo
    cordialement salutations
    saluti
    groet groeten
    atenciosamente cumprimentos`,
};

export const CUE_CLASSES = Object.keys(RAW) as CueClass[];

/** Lower case without accents, as names.ts folds. */
export function foldWord(word: string): string {
  // plain ASCII words (most of them) need no decomposition
  return /^[\x00-\x7f]*$/.test(word) ? word.toLowerCase() : word.normalize("NFD").replace(/\p{M}+/gu, "").toLowerCase();
}

/** Folded phrase (tokens joined by one space) -> classes. Built once. */
let table: Map<string, CueClass[]> | undefined;
export const MAX_CUE_TOKENS = 4;

/** Single-token entries that are cues only in some positions are listed under AT / ME etc.; all others are plain. */
function build(): Map<string, CueClass[]> {
  const out = new Map<string, CueClass[]>();
  for (const cls of CUE_CLASSES) {
    // entries are single words, except the multi-word phrases of a line, which the space-separated
    // form cannot tell apart: the phrase list below names them
    for (const w of RAW[cls].split(/\s+/).filter(Boolean)) add(out, foldWord(w), cls);
  }
  for (const [cls, phrases] of Object.entries(PHRASES) as [CueClass, string[]][]) for (const p of phrases) add(out, foldWord(p), cls);
  return out;
}

function add(map: Map<string, CueClass[]>, key: string, cls: CueClass): void {
  const list = map.get(key);
  if (!list) map.set(key, [cls]);
  else if (!list.includes(cls)) list.push(cls);
}

/** Multi-word cues (the word lists above also hold their words one by one, which is harmless). */
const PHRASES: Partial<Record<CueClass, string[]>> = {
  BIRTH: ["date of birth", "place of birth", "fecha de nacimiento", "lugar de nacimiento", "date de naissance", "lieu de naissance",
    "data di nascita", "luogo di nascita", "data de nascimento", "geboren op", "nee le"],
  FROM: ["grew up", "natural de", "originally from"],
  RESIDE: ["lives in", "home address", "current address", "huidig adres"],
  MOVE: ["se instalo", "mudou-se"],
  OCC: ["works as", "is a", "is an", "as a", "es un", "es una", "est un", "est une", "e un", "e una", "is een", "e um", "e uma", "job title"],
  HEALTH: ["history of", "presents with", "complains of", "admitted with"],
  AGE: ["years old", "year old", "jahre alt"],
  TRAVEL: ["going to", "vuelo a"],
  ID: ["social security", "national insurance", "patient number", "member number", "customer number", "codice fiscale",
    "tessera sanitaria", "carta de conducao", "seguridad social", "securite sociale", "permiso de conducir"],
  CONTACT: ["correo electronico"],
  NAMEFIELD: ["full name", "employee name", "nombre y apellidos", "nome completo", "tomador do seguro", "naam aanvrager"],
  OTHERFIELD: ["emergency contact", "next of kin", "legal guardian", "contacto de emergencia", "contact d'urgence",
    "contatto di emergenza", "responsable legal"],
  CLOSING: ["best regards", "kind regards", "best wishes", "mit freundlichen grussen", "freundliche grusse", "viele grusse",
    "beste grusse", "liebe grusse", "un saludo", "saludos cordiales", "bien cordialement", "cordiali saluti", "distinti saluti",
    "met vriendelijke groet", "vriendelijke groet", "com os melhores cumprimentos", "melhores cumprimentos"],
};

/** The cue classes of a folded phrase. */
export function cueClasses(phrase: string): readonly CueClass[] {
  table ??= build();
  return table.get(phrase) ?? NONE;
}
const NONE: readonly CueClass[] = [];

let starts: Set<string> | undefined;
/** Whether a folded word opens a cue phrase of two or more words ("date" of "date of birth"). */
export function startsPhrase(word: string): boolean {
  if (!starts) {
    starts = new Set();
    for (const phrases of Object.values(PHRASES)) for (const p of phrases) starts.add(foldWord(p).split(" ")[0]!);
  }
  return starts.has(word);
}
