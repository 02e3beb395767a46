/**
 * Letters, e-mails and chat messages in all seven languages, with the parts that frame a message:
 * greeting (often with a title: Frau, Mevrouw, Sra., Mme, Sig.ra), a body, a contact block
 * (street address on its own lines, phone and e-mail written out) and a sign-off ("Bedankt",
 * "Saludos", "Mit freundlichen Grüßen", "Cordialement", "Obrigado", ...), then the sender's name or
 * nothing.
 *
 * Why: the general templates carry e-mails and chats in English only. A fine-tune without these
 * taught the model to read a sign-off that follows an address or phone line as part of the
 * address or as a user name ("Bedankt", "Saludos", "danke" tagged; model card, stage-3 attempt).
 * Here greetings, titles, sign-offs, phone numbers and e-mail addresses are O (the rule detectors
 * own phones and e-mails; a name inside an address is not a name mention), and the people, places
 * and companies around them are labelled as everywhere else.
 *
 * generate.ts adds these templates with `--correspondence`. The phrases are written from general
 * knowledge of each language; none comes from an evaluation corpus.
 */
import { chance, int, lg, pick } from "./draw.js";
import { address, city, type Ctx, month, num, org, occupation, person, type Template, weekday } from "./templates.js";

export const CORRESPONDENCE_LANGS = ["en", "de", "es", "fr", "it", "nl", "pt"];

type Table = Record<string, string[]>;

/** Greetings before a name; the title words stay O. */
const GREET_NAMED: Table = {
  en: ["Dear ", "Hi ", "Hello ", "Hey ", "Dear Mr. ", "Dear Ms. ", "Dear Dr. ", "Good morning ", "Morning "],
  de: ["Hallo ", "Liebe ", "Lieber ", "Sehr geehrte Frau ", "Sehr geehrter Herr ", "Hi ", "Moin ", "Guten Tag Frau ", "Guten Tag Herr ", "Servus "],
  es: ["Hola ", "Estimada ", "Estimado ", "Querida ", "Buenos días, ", "Estimada Sra. ", "Estimado Sr. ", "Buenas tardes, "],
  fr: ["Bonjour ", "Chère ", "Cher ", "Bonjour Madame ", "Bonjour Monsieur ", "Salut ", "Madame ", "Coucou "],
  it: ["Ciao ", "Cara ", "Caro ", "Gentile ", "Gentile Sig.ra ", "Egregio Sig. ", "Buongiorno ", "Salve "],
  nl: ["Beste ", "Hoi ", "Hallo ", "Geachte mevrouw ", "Geachte heer ", "Dag ", "Goedemorgen ", "Lieve "],
  pt: ["Olá ", "Caro ", "Cara ", "Prezada ", "Prezado ", "Bom dia ", "Exma. Sra. ", "Oi "],
};
/** Greetings without a name. */
const GREET_BARE: Table = {
  en: ["Hi all,", "Hello,", "Dear Sir or Madam,", "To whom it may concern,", "Hi team,", "Good afternoon,"],
  de: ["Hallo zusammen,", "Sehr geehrte Damen und Herren,", "Hallo,", "Guten Tag,", "Liebes Team,"],
  es: ["Hola a todos,", "Estimados señores:", "Buenos días:", "Hola,", "A quien corresponda:"],
  fr: ["Bonjour,", "Madame, Monsieur,", "Bonjour à tous,", "Bonsoir,", "Chers collègues,"],
  it: ["Buongiorno,", "Gentili signori,", "Ciao a tutti,", "Salve,", "Spettabile ditta,"],
  nl: ["Beste allemaal,", "Geachte heer/mevrouw,", "Hallo,", "Goedemiddag,", "Hoi allemaal,"],
  pt: ["Bom dia,", "Exmos. Senhores,", "Olá a todos,", "Boa tarde,", "Caros colegas,"],
};
/** Sign-offs: the words that close a message, always O. */
export const SIGN_OFFS: Table = {
  en: ["Thanks", "Thank you", "Many thanks", "Best", "Best regards", "Kind regards", "Regards", "Cheers", "Sincerely", "Yours sincerely", "Yours faithfully", "Warm regards", "All the best", "Take care", "Talk soon", "Thx", "BR", "Thanks again", "Best wishes"],
  de: ["Danke", "Vielen Dank", "Viele Grüße", "Liebe Grüße", "LG", "VG", "Beste Grüße", "Mit freundlichen Grüßen", "MfG", "Freundliche Grüße", "Gruß", "Schöne Grüße", "Herzliche Grüße", "Bis bald", "Danke und Gruß", "Danke im Voraus", "Grüße aus dem Büro"],
  es: ["Gracias", "Muchas gracias", "Saludos", "Un saludo", "Saludos cordiales", "Atentamente", "Un abrazo", "Besos", "Cordialmente", "Hasta pronto", "Gracias de antemano", "Quedo a la espera", "Un cordial saludo"],
  fr: ["Merci", "Merci beaucoup", "Cordialement", "Bien cordialement", "Bien à vous", "Salutations", "Bonne journée", "À bientôt", "Bises", "Amicalement", "Sincères salutations", "Merci d'avance", "Belle journée"],
  it: ["Grazie", "Grazie mille", "Saluti", "Cordiali saluti", "Distinti saluti", "Un saluto", "A presto", "Un abbraccio", "Buona giornata", "Cordialmente", "Grazie in anticipo", "Un caro saluto"],
  nl: ["Bedankt", "Dank je wel", "Dank u wel", "Groeten", "Groetjes", "Met vriendelijke groet", "Vriendelijke groeten", "Mvg", "Gr.", "Hartelijke groet", "Tot snel", "Alvast bedankt", "Fijne dag"],
  pt: ["Obrigado", "Obrigada", "Muito obrigado", "Cumprimentos", "Com os melhores cumprimentos", "Atenciosamente", "Abraço", "Um abraço", "Beijinhos", "Até breve", "Saudações", "Obrigado desde já", "Bom trabalho"],
};
/**
 * Body sentences. Slots: {P} a person (any form), {F} a full name, {C} a city, {O} a company,
 * {D} a weekday, {M} a month, {N} a number, {J} an occupation.
 */
const BODY: Table = {
  en: [
    "Thanks for your message on {D}.", "I spoke with {F} from {O} about the invoice {N}.", "Could you send the signed copy back by {D}?",
    "The parcel was sent to our office in {C} last {D}.", "{P} will join the call on {D} at {N} pm.", "We moved the meeting to {M} {N}.",
    "Please find attached the offer for the renovation.", "My colleague {F} ({J}) will take over while I'm away.", "Let me know if anything is missing.",
    "The visit to {C} is confirmed for {D}.", "I'm sorry for the late reply, things have been busy.",
  ],
  de: [
    "vielen Dank für Ihre Nachricht vom {D}.", "Ich habe mit {F} von {O} über die Rechnung {N} gesprochen.", "Könnten Sie mir den unterschriebenen Vertrag bis {D} zurückschicken?",
    "Das Paket wurde am {D} an unser Büro in {C} geschickt.", "{P} ist am {D} um {N} Uhr beim Termin dabei.", "Wir haben das Treffen auf den {N}. {M} verschoben.",
    "Anbei finden Sie das Angebot für die Renovierung.", "Meine Kollegin {F} ({J}) vertritt mich während meines Urlaubs.", "Melden Sie sich gern, falls etwas fehlt.",
    "Der Besuch in {C} ist für {D} bestätigt.", "Entschuldigen Sie die späte Antwort.",
  ],
  es: [
    "gracias por su mensaje del {D}.", "He hablado con {F} de {O} sobre la factura {N}.", "¿Podría enviarnos el contrato firmado antes del {D}?",
    "El paquete se envió el {D} a nuestra oficina de {C}.", "{P} estará en la reunión del {D} a las {N}.", "Hemos cambiado la reunión al {N} de {M}.",
    "Le adjunto el presupuesto de la reforma.", "Mi compañera {F} ({J}) se encargará mientras estoy fuera.", "Si falta algo, avíseme.",
    "La visita a {C} queda confirmada para el {D}.", "Perdone la tardanza en responder.",
  ],
  fr: [
    "merci pour votre message de {D}.", "J'ai parlé avec {F} de {O} au sujet de la facture {N}.", "Pourriez-vous nous renvoyer le contrat signé avant {D} ?",
    "Le colis a été envoyé {D} à notre bureau de {C}.", "{P} participera à la réunion de {D} à {N} h.", "Nous avons déplacé la réunion au {N} {M}.",
    "Vous trouverez ci-joint le devis pour les travaux.", "Ma collègue {F} ({J}) prendra le relais pendant mon absence.", "N'hésitez pas si quelque chose manque.",
    "La visite à {C} est confirmée pour {D}.", "Désolé pour ma réponse tardive.",
  ],
  it: [
    "grazie per il messaggio di {D}.", "Ho parlato con {F} di {O} riguardo alla fattura {N}.", "Potrebbe rimandarci il contratto firmato entro {D}?",
    "Il pacco è stato spedito {D} al nostro ufficio di {C}.", "{P} parteciperà alla riunione di {D} alle {N}.", "Abbiamo spostato la riunione al {N} {M}.",
    "In allegato trova il preventivo per i lavori.", "La mia collega {F} ({J}) mi sostituirà durante le ferie.", "Mi faccia sapere se manca qualcosa.",
    "La visita a {C} è confermata per {D}.", "Mi scusi per il ritardo nella risposta.",
  ],
  nl: [
    "bedankt voor je bericht van {D}.", "Ik heb met {F} van {O} gesproken over factuur {N}.", "Kunt u het getekende contract voor {D} terugsturen?",
    "Het pakket is {D} naar ons kantoor in {C} gestuurd.", "{P} is {D} om {N} uur bij het overleg.", "We hebben de afspraak verzet naar {N} {M}.",
    "In de bijlage vindt u de offerte voor de verbouwing.", "Mijn collega {F} ({J}) neemt het over tijdens mijn vakantie.", "Laat het me weten als er iets ontbreekt.",
    "Het bezoek aan {C} is bevestigd voor {D}.", "Sorry voor de late reactie.",
  ],
  pt: [
    "obrigado pela sua mensagem de {D}.", "Falei com {F} da {O} sobre a fatura {N}.", "Poderia enviar-nos o contrato assinado até {D}?",
    "A encomenda foi enviada na {D} para o nosso escritório em {C}.", "{P} vai estar na reunião de {D} às {N}h.", "Mudámos a reunião para {N} de {M}.",
    "Em anexo segue o orçamento para as obras.", "A minha colega {F} ({J}) fica responsável durante as minhas férias.", "Diga-me se falta alguma coisa.",
    "A visita a {C} está confirmada para {D}.", "Desculpe a demora na resposta.",
  ],
};
/** Labels of the contact lines; the values after them are O for the model (rules own them). */
const PHONE_LABEL: Table = { en: ["Tel: ", "Phone: ", "Mobile: ", "M: ", "T: "], de: ["Tel.: ", "Telefon: ", "Mobil: ", "Handy: "], es: ["Tel.: ", "Teléfono: ", "Móvil: "], fr: ["Tél. : ", "Tél : ", "Portable : "], it: ["Tel. ", "Cell. ", "Telefono: "], nl: ["Tel.: ", "Telefoon: ", "Mobiel: ", "T "], pt: ["Tel.: ", "Telemóvel: ", "Telefone: "] };
const COUNTRY_CODE: Record<string, string> = { en: "+44", de: "+49", es: "+34", fr: "+33", it: "+39", nl: "+31", pt: "+351" };

function fill(c: Ctx, text: string): void {
  for (const part of text.split(/(\{[PFCODMNJ]\})/)) {
    if (part === "{P}") person(c);
    else if (part === "{F}") person(c, "full");
    else if (part === "{C}") city(c);
    else if (part === "{O}") org(c);
    else if (part === "{D}") c.b.t(weekday(c));
    else if (part === "{M}") c.b.t(month(c));
    else if (part === "{N}") c.b.t(num(c, 1, 28));
    else if (part === "{J}") occupation(c);
    else if (part) c.b.t(part);
  }
}

function phoneLine(c: Ctx): void {
  const digits = () => String(int(c, 100, 999)) + " " + String(int(c, 1000, 9999)) + (chance(c, 0.5) ? String(int(c, 0, 9)) : "");
  const international = chance(c, 0.5);
  c.b.t(pick(c, lg(c, PHONE_LABEL)) + (international ? `${COUNTRY_CODE[c.lang]} ${int(c, 1, 99)} ` : `0${int(c, 1, 99)} `) + digits());
}

/** A mailbox built from a name or a role, all O: the e-mail detector owns the whole address. */
function emailLine(c: Ctx): void {
  const local = chance(c, 0.6)
    ? `${c.f.person.firstName()}.${c.f.person.lastName()}`.toLowerCase().normalize("NFD").replace(/[^a-z.]/g, "")
    : pick(c, ["info", "kontakt", "contact", "office", "service", "hello", "admin", "ventas", "vendite", "info.nl"]);
  c.b.t((chance(c, 0.5) ? pick(c, ["E-mail: ", "Email: ", "Mail: ", "E: "]) : "") + `${local}@${c.f.internet.domainName()}`);
}

/** Name block under a sign-off: a name, sometimes a role and company, sometimes contact lines. */
function signature(c: Ctx): void {
  person(c, chance(c, 0.6) ? "full" : "given");
  if (chance(c, 0.35)) {
    c.b.t("\n");
    occupation(c);
    c.b.t(pick(c, [", ", " | ", "\n"]));
    org(c);
  }
  if (chance(c, 0.3)) {
    c.b.t("\n");
    address(c, true);
  }
  if (chance(c, 0.35)) {
    c.b.t("\n");
    phoneLine(c);
  }
  if (chance(c, 0.25)) {
    c.b.t("\n");
    emailLine(c);
  }
}

function message(c: Ctx): void {
  const chatty = chance(c, 0.3);
  if (chance(c, 0.8)) {
    c.b.t(pick(c, lg(c, GREET_NAMED)));
    person(c, chance(c, 0.5) ? "given" : chance(c, 0.5) ? "family" : "full");
    c.b.t(chatty ? pick(c, [", ", "! ", " "]) : ",\n\n");
  } else c.b.t(pick(c, lg(c, GREET_BARE)) + (chatty ? " " : "\n\n"));
  const n = int(c, 1, 4);
  const body = lg(c, BODY);
  for (let i = 0; i < n; i++) {
    fill(c, pick(c, body));
    c.b.t(chatty ? " " : chance(c, 0.3) ? "\n" : " ");
  }
  // The address or phone line right before the sign-off: where the sign-off was misread.
  const contactBefore = chance(c, 0.4);
  if (contactBefore) {
    c.b.t("\n");
    if (chance(c, 0.6)) address(c, chance(c, 0.6));
    else phoneLine(c);
    if (chance(c, 0.3)) {
      c.b.t("\n");
      phoneLine(c);
    }
  }
  const signOff = pick(c, lg(c, SIGN_OFFS));
  const sep = chatty ? pick(c, [" ", ", ", "\n"]) : contactBefore ? "\n" : "\n\n";
  c.b.t(sep + (chance(c, 0.15) ? signOff.toLowerCase() : signOff));
  const named = chance(c, 0.7);
  c.b.t(named ? pick(c, [",\n", "\n", ", ", " "]) : pick(c, ["", "!", ".", " :)"]));
  if (named) signature(c);
  c.b.t("\n");
}

function thread(c: Ctx): void {
  // Two or three short messages in a row, as in a copied chat or mail thread.
  for (let i = int(c, 2, 3); i > 0; i--) {
    if (chance(c, 0.5)) {
      person(c, "given");
      c.b.t(pick(c, [": ", " wrote:\n", " - "]));
    }
    message(c);
    c.b.t("\n");
  }
}

export const CORRESPONDENCE_TEMPLATES: Template[] = [
  { kind: "letter", langs: CORRESPONDENCE_LANGS, weight: 3, build: message },
  { kind: "chat", langs: CORRESPONDENCE_LANGS, weight: 1.5, build: thread },
];
