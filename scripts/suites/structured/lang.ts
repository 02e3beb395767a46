/**
 * The words of the structured suite in its seven languages: the cue word (field label, keyword)
 * of every type, the frames that put a value into a sentence with or without a cue, and the
 * surroundings of each document kind (email, chat, form, CSV, log).
 */
import type { Lang } from "./values.js";

type PerLang<T> = Record<Lang, T>;

/** Field labels / keywords naming each value type (national ids use their own keywords, ids.ts). */
export const CUES: Record<string, PerLang<string[]>> = {
  EMAIL_ADDRESS: { en: ["Email", "E-mail address"], de: ["E-Mail", "E-Mail-Adresse"], es: ["Correo electrónico", "Email"], fr: ["Courriel", "Adresse e-mail"], it: ["Email", "Indirizzo email"], nl: ["E-mailadres", "E-mail"], pt: ["E-mail", "Endereço de email"] },
  PHONE_NUMBER: { en: ["Phone", "Tel."], de: ["Telefon", "Tel."], es: ["Teléfono", "Tel."], fr: ["Téléphone", "Tél."], it: ["Telefono", "Cell."], nl: ["Telefoon", "Tel."], pt: ["Telefone", "Telemóvel"] },
  BANK_ACCOUNT: { en: ["IBAN"], de: ["IBAN"], es: ["IBAN"], fr: ["IBAN"], it: ["IBAN"], nl: ["IBAN"], pt: ["IBAN"] },
  CREDIT_CARD: { en: ["Card number", "Visa"], de: ["Kartennummer", "Kreditkarte"], es: ["Número de tarjeta", "Tarjeta de crédito"], fr: ["Numéro de carte", "Carte bancaire"], it: ["Numero di carta", "Carta di credito"], nl: ["Kaartnummer", "Creditcard"], pt: ["Número do cartão", "Cartão de crédito"] },
  IP_ADDRESS: { en: ["IP address", "IP"], de: ["IP-Adresse", "IP"], es: ["Dirección IP", "IP"], fr: ["Adresse IP", "IP"], it: ["Indirizzo IP", "IP"], nl: ["IP-adres", "IP"], pt: ["Endereço IP", "IP"] },
  URL: { en: ["Website", "Link"], de: ["Webseite", "Link"], es: ["Sitio web", "Enlace"], fr: ["Site web", "Lien"], it: ["Sito web", "Link"], nl: ["Website", "Link"], pt: ["Site", "Link"] },
  DATE: { en: ["Date"], de: ["Datum"], es: ["Fecha"], fr: ["Date"], it: ["Data"], nl: ["Datum"], pt: ["Data"] },
  AGE: { en: ["Age"], de: ["Alter"], es: ["Edad"], fr: ["Âge"], it: ["Età"], nl: ["Leeftijd"], pt: ["Idade"] },
  LOCATION_ADDRESS: { en: ["Address"], de: ["Adresse", "Anschrift"], es: ["Dirección", "Domicilio"], fr: ["Adresse"], it: ["Indirizzo"], nl: ["Adres"], pt: ["Morada", "Endereço"] },
  USERNAME: { en: ["Username", "Login"], de: ["Benutzername", "Login"], es: ["Usuario", "Nombre de usuario"], fr: ["Identifiant", "Nom d'utilisateur"], it: ["Nome utente", "Username"], nl: ["Gebruikersnaam", "Login"], pt: ["Utilizador", "Nome de utilizador"] },
  PASSWORD: { en: ["Password", "Passcode"], de: ["Passwort", "Kennwort"], es: ["Contraseña", "Clave"], fr: ["Mot de passe", "MDP"], it: ["Password", "Parola d'ordine"], nl: ["Wachtwoord", "Paswoord"], pt: ["Palavra-passe", "Senha"] },
  "password:pin": { en: ["PIN"], de: ["PIN", "Geheimzahl"], es: ["PIN"], fr: ["Code PIN"], it: ["PIN"], nl: ["Pincode"], pt: ["PIN", "Código PIN"] },
  ACCOUNT_NUMBER: { en: ["Customer number", "Member ID"], de: ["Kundennummer", "Mitgliedsnummer"], es: ["Número de cliente", "Nº de socio"], fr: ["Numéro client", "N° d'adhérent"], it: ["Codice cliente", "Numero cliente"], nl: ["Klantnummer", "Lidnummer"], pt: ["Número de cliente", "Nº de sócio"] },
  CVV: { en: ["CVV", "security code"], de: ["CVV", "Prüfnummer"], es: ["CVV", "código de seguridad"], fr: ["CVV", "cryptogramme"], it: ["CVV", "codice di sicurezza"], nl: ["CVV", "beveiligingscode"], pt: ["CVV", "código de segurança"] },
  CREDIT_CARD_EXPIRATION: { en: ["Expiry date", "Exp"], de: ["Gültig bis", "Ablaufdatum"], es: ["Caducidad", "Fecha de vencimiento"], fr: ["Date d'expiration", "Expire fin"], it: ["Scadenza", "Data di scadenza"], nl: ["Vervaldatum", "Geldig tot"], pt: ["Validade", "Data de validade"] },
  ROUTING_NUMBER: { en: ["Routing number", "ABA"], de: ["Routing number", "ABA"], es: ["Routing number", "ABA"], fr: ["Routing number", "ABA"], it: ["Routing number", "ABA"], nl: ["Routing number", "ABA"], pt: ["Routing number", "ABA"] },
  "numerical:mac": { en: ["MAC address", "MAC"], de: ["MAC-Adresse", "MAC"], es: ["Dirección MAC", "MAC"], fr: ["Adresse MAC", "MAC"], it: ["Indirizzo MAC", "MAC"], nl: ["MAC-adres", "MAC"], pt: ["Endereço MAC", "MAC"] },
  "numerical:imei": { en: ["IMEI"], de: ["IMEI"], es: ["IMEI"], fr: ["IMEI"], it: ["IMEI"], nl: ["IMEI"], pt: ["IMEI"] },
  LOCATION_COORDINATE: { en: ["GPS", "Coordinates"], de: ["GPS", "Koordinaten"], es: ["GPS", "Coordenadas"], fr: ["GPS", "Coordonnées GPS"], it: ["GPS", "Coordinate"], nl: ["GPS", "Coördinaten"], pt: ["GPS", "Coordenadas"] },
};

/** Sentence openers that name nothing. */
export const LEADS: PerLang<string[]> = {
  en: ["As discussed,", "For the record:", "Quick update:", "Here you go:", "FYI", "Noted:", "Please use"],
  de: ["Wie besprochen:", "Zur Info:", "Kurzes Update:", "Bitte notieren:", "Hier ist es:", "Neu:", "Bitte verwenden:"],
  es: ["Como hablamos:", "Para que conste:", "Actualización:", "Aquí tienes:", "Nota:", "Nuevo:", "Usa por favor"],
  fr: ["Comme convenu :", "Pour info :", "Petite mise à jour :", "Voici :", "Noté :", "Nouveau :", "Merci d'utiliser"],
  it: ["Come d'accordo:", "Per info:", "Aggiornamento:", "Ecco:", "Annotato:", "Nuovo:", "Usa pure"],
  nl: ["Zoals besproken:", "Ter info:", "Update:", "Hierbij:", "Genoteerd:", "Nieuw:", "Gebruik graag"],
  pt: ["Como combinado:", "Para registo:", "Atualização:", "Aqui está:", "Anotado:", "Novo:", "Use por favor"],
};

/** Sentences with a cue: {cue} the type's word, {v} the value, {lead} an opener. */
export const CUE_FRAMES: PerLang<string[]> = {
  en: ["{cue}: {v}", "{lead} {cue}: {v}.", "my {cue} is {v}", "{cue} {v}, thanks", "the {cue} you need is {v}."],
  de: ["{cue}: {v}", "{lead} {cue}: {v}.", "{cue} lautet {v}", "{cue} {v}, danke", "hier die {cue}: {v}."],
  es: ["{cue}: {v}", "{lead} {cue}: {v}.", "mi {cue} es {v}", "{cue} {v}, gracias", "el dato ({cue}) es {v}."],
  fr: ["{cue} : {v}", "{lead} {cue} : {v}.", "{cue} : {v}, merci", "{cue} {v}", "voici le {cue} : {v}."],
  it: ["{cue}: {v}", "{lead} {cue}: {v}.", "il mio {cue} è {v}", "{cue} {v}, grazie", "ecco il dato ({cue}): {v}."],
  nl: ["{cue}: {v}", "{lead} {cue}: {v}.", "mijn {cue} is {v}", "{cue} {v}, bedankt", "{lead} {cue} is {v}."],
  pt: ["{cue}: {v}", "{lead} {cue}: {v}.", "o meu {cue} é {v}", "{cue} {v}, obrigado", "segue o dado ({cue}): {v}."],
};

/** Sentences without a cue. */
export const PLAIN_FRAMES: PerLang<string[]> = {
  en: ["{lead} {v}", "{v}", "see {v} for the rest.", "it is {v} now", "ok, {v} then."],
  de: ["{lead} {v}", "{v}", "siehe {v}.", "jetzt gilt {v}", "ok, also {v}."],
  es: ["{lead} {v}", "{v}", "ver {v}.", "ahora es {v}", "vale, entonces {v}."],
  fr: ["{lead} {v}", "{v}", "voir {v}.", "c'est {v} maintenant", "ok, donc {v}."],
  it: ["{lead} {v}", "{v}", "vedi {v}.", "ora è {v}", "ok, allora {v}."],
  nl: ["{lead} {v}", "{v}", "zie {v}.", "het is nu {v}", "ok, dus {v}."],
  pt: ["{lead} {v}", "{v}", "ver {v}.", "agora é {v}", "ok, então {v}."],
};

/** Sentences for ages (the age phrase carries its own words). */
export const AGE_FRAMES: PerLang<string[]> = {
  en: ["my neighbour {v}.", "the customer {v}, please note.", "she {v}"],
  de: ["der Kunde {v}.", "meine Nachbarin {v}, bitte beachten.", "er {v}"],
  es: ["el cliente {v}.", "mi vecina {v}, tenlo en cuenta.", "ella {v}"],
  fr: ["le client, {v}.", "ma voisine, {v}, à noter.", "lui, {v}"],
  it: ["il cliente {v}.", "la mia vicina {v}, da notare.", "lei {v}"],
  nl: ["de klant {v}.", "mijn buurvrouw {v}, let op.", "zij {v}"],
  pt: ["o cliente {v}.", "a minha vizinha {v}, atenção.", "ela {v}"],
};

export const EMAIL_PARTS: PerLang<{ subjects: string[]; greetings: string[]; closings: string[] }> = {
  en: { subjects: ["Updated details", "Your request", "Re: invoice", "Registration", "Account changes"], greetings: ["Hi,", "Hello team,", "Dear customer service,"], closings: ["Best regards,", "Thanks,", "Kind regards,"] },
  de: { subjects: ["Aktualisierte Daten", "Ihre Anfrage", "AW: Rechnung", "Anmeldung", "Änderungen am Konto"], greetings: ["Hallo,", "Guten Tag,", "Sehr geehrte Damen und Herren,"], closings: ["Viele Grüße,", "Mit freundlichen Grüßen,", "Danke und Gruß,"] },
  es: { subjects: ["Datos actualizados", "Su solicitud", "RE: factura", "Inscripción", "Cambios en la cuenta"], greetings: ["Hola,", "Buenos días,", "Estimado servicio de atención,"], closings: ["Saludos,", "Un saludo,", "Atentamente,"] },
  fr: { subjects: ["Coordonnées mises à jour", "Votre demande", "RE : facture", "Inscription", "Modifications du compte"], greetings: ["Bonjour,", "Bonjour à tous,", "Madame, Monsieur,"], closings: ["Cordialement,", "Bien à vous,", "Merci et bonne journée,"] },
  it: { subjects: ["Dati aggiornati", "La sua richiesta", "R: fattura", "Iscrizione", "Modifiche al conto"], greetings: ["Ciao,", "Buongiorno,", "Gentile servizio clienti,"], closings: ["Cordiali saluti,", "Grazie,", "Un saluto,"] },
  nl: { subjects: ["Gewijzigde gegevens", "Uw aanvraag", "RE: factuur", "Inschrijving", "Wijzigingen account"], greetings: ["Hallo,", "Goedemiddag,", "Beste klantenservice,"], closings: ["Met vriendelijke groet,", "Groeten,", "Bedankt,"] },
  pt: { subjects: ["Dados atualizados", "O seu pedido", "RE: fatura", "Inscrição", "Alterações na conta"], greetings: ["Olá,", "Bom dia,", "Caro serviço de apoio,"], closings: ["Cumprimentos,", "Obrigado,", "Atenciosamente,"] },
};

export const CHAT_FILLERS: PerLang<string[]> = {
  en: ["ok thanks", "sure, one sec", "got it 👍", "no worries", "sounds good"],
  de: ["ok danke", "klar, moment", "passt 👍", "kein Problem", "super"],
  es: ["vale gracias", "claro, un momento", "perfecto 👍", "sin problema", "genial"],
  fr: ["ok merci", "oui, une seconde", "c'est noté 👍", "pas de souci", "parfait"],
  it: ["ok grazie", "certo, un attimo", "ricevuto 👍", "nessun problema", "perfetto"],
  nl: ["ok bedankt", "tuurlijk, momentje", "top 👍", "geen probleem", "prima"],
  pt: ["ok obrigado", "claro, um segundo", "combinado 👍", "sem problema", "ótimo"],
};

export const FORM_PARTS: PerLang<{ titles: string[]; field: string; extra: Array<[string, string[]]> }> = {
  en: { titles: ["Registration form", "Customer details", "Change request"], field: "Field", extra: [["Status", ["open", "pending", "done"]], ["Channel", ["web", "phone", "store"]]] },
  de: { titles: ["Anmeldeformular", "Kundendaten", "Änderungsantrag"], field: "Feld", extra: [["Status", ["offen", "in Bearbeitung", "erledigt"]], ["Kanal", ["Web", "Telefon", "Filiale"]]] },
  es: { titles: ["Formulario de inscripción", "Datos del cliente", "Solicitud de cambio"], field: "Campo", extra: [["Estado", ["abierto", "pendiente", "cerrado"]], ["Canal", ["web", "teléfono", "tienda"]]] },
  fr: { titles: ["Formulaire d'inscription", "Données client", "Demande de modification"], field: "Champ", extra: [["Statut", ["ouvert", "en attente", "clos"]], ["Canal", ["web", "téléphone", "magasin"]]] },
  it: { titles: ["Modulo di iscrizione", "Dati cliente", "Richiesta di modifica"], field: "Campo", extra: [["Stato", ["aperto", "in attesa", "chiuso"]], ["Canale", ["web", "telefono", "negozio"]]] },
  nl: { titles: ["Inschrijfformulier", "Klantgegevens", "Wijzigingsverzoek"], field: "Veld", extra: [["Status", ["open", "in behandeling", "afgerond"]], ["Kanaal", ["web", "telefoon", "winkel"]]] },
  pt: { titles: ["Formulário de inscrição", "Dados do cliente", "Pedido de alteração"], field: "Campo", extra: [["Estado", ["aberto", "pendente", "fechado"]], ["Canal", ["web", "telefone", "loja"]]] },
};

export const LOG_MESSAGES: PerLang<string[]> = {
  en: ["request accepted", "record updated", "payment processed", "profile saved", "validation passed", "sync finished"],
  de: ["Anfrage angenommen", "Datensatz aktualisiert", "Zahlung verarbeitet", "Profil gespeichert", "Prüfung bestanden", "Abgleich beendet"],
  es: ["solicitud aceptada", "registro actualizado", "pago procesado", "perfil guardado", "validación correcta", "sincronización terminada"],
  fr: ["requête acceptée", "enregistrement mis à jour", "paiement traité", "profil enregistré", "validation réussie", "synchronisation terminée"],
  it: ["richiesta accettata", "record aggiornato", "pagamento elaborato", "profilo salvato", "convalida superata", "sincronizzazione completata"],
  nl: ["verzoek geaccepteerd", "record bijgewerkt", "betaling verwerkt", "profiel opgeslagen", "validatie geslaagd", "synchronisatie klaar"],
  pt: ["pedido aceite", "registo atualizado", "pagamento processado", "perfil guardado", "validação concluída", "sincronização terminada"],
};

export const LOG_EXTRAS = ["took 153 ms", "retry=0", "HTTP 200", "v10.2.1.4455", "build 20240512.3", "queue=3", "cache hit 87%", "shard 4/16"];
export const SERVICES = ["api-gateway", "billing", "crm-sync", "auth", "export-worker", "forms"];
