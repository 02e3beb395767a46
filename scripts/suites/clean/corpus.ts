/**
 * The PII-free corpus (issue 13 point 4): texts in en, de, es, fr, it, nl, pt of six kinds
 * (product manuals, recipes, weather reports, sports reports, software logs and changelogs, chat
 * small talk), written from sentence pools whose slots are filled with brands, football clubs,
 * tea varieties, dishes named after people or places, products, place-like and title-case words,
 * version and build numbers, hashes, order numbers, model numbers, EAN codes, temperatures and
 * scores. No person names, usernames, phone numbers, personal ids or accounts anywhere: what the
 * engine flags of those kinds here is a false alarm. Dates, times, money, places and organisations
 * may appear (they are entity types, not false alarms).
 *
 * Deterministic: the same seed gives the same texts.
 */
import { Rng } from "../lib/rng.js";
import type { Lang } from "../structured/values.js";

export const CLEAN_KINDS = ["manual", "recipe", "weather", "sports", "software", "chat"] as const;
export type CleanKind = (typeof CLEAN_KINDS)[number];

export interface CleanText {
  id: string;
  lang: string;
  kind: CleanKind;
  text: string;
}

export const DEFAULT_CLEAN_SEED = 4;
/** Texts per language and kind (7 x 6 x 14 = 588). */
export const DEFAULT_PER_CELL = 14;

const BRANDS = ["Bosch", "Miele", "Siemens", "Philips", "Samsung", "Nespresso", "Lavazza", "Barilla", "Ikea", "Lego", "Nokia", "Volvo", "Renault", "Peugeot", "Fiat", "Heineken", "Danone", "Nestlé", "Bialetti", "Tefal", "Moulinex", "Logitech", "Canon", "Nikon", "Garmin", "Decathlon", "Carrefour", "Lidl", "Aldi", "Rewe", "Mercadona", "Esselunga", "Zara", "Mango", "Skoda", "Seat", "Braun", "Rowenta", "Smeg", "Gaggia", "Krups", "Melitta", "Tchibo", "Ricola", "Lindt", "Haribo", "Milka", "Twinings", "Lipton", "Pickwick", "Teekanne", "Yogi Tea", "Jumbo", "Hema", "Fnac", "Coop", "Migros"];
const TEAS = ["Earl Grey", "Lady Grey", "English Breakfast", "Darjeeling", "Assam", "Sencha", "Gunpowder", "Oolong", "Lapsang Souchong", "Rooibos", "Jasmine Pearl", "Silver Needle", "Dragon Well", "Prince of Wales", "Russian Caravan", "Irish Breakfast", "Genmaicha", "Matcha", "Chai Masala", "Pai Mu Tan", "Keemun", "Ceylon Orange Pekoe", "Bancha", "Long Jing", "Milky Oolong"];
const DISHES = ["Beef Wellington", "Eggs Benedict", "Caesar Salad", "Pizza Margherita", "Peach Melba", "Victoria Sponge", "Tarte Tatin", "Crêpes Suzette", "Sachertorte", "Pavlova", "Carpaccio", "Bircher Muesli", "Chicken Marengo", "Beef Stroganoff", "Waldorf Salad", "Pommes Anna", "Spaghetti Carbonara", "Quiche Lorraine", "Black Forest Gateau", "Bolo de Bolacha", "Tortilla Española", "Bitterballen", "Käsespätzle", "Tiramisù"];
const TEAMS = ["Real Madrid", "Atlético de Madrid", "Sevilla FC", "Valencia CF", "Athletic Club", "FC Barcelona", "Bayern München", "Borussia Dortmund", "Werder Bremen", "Schalke 04", "Eintracht Frankfurt", "Ajax", "PSV Eindhoven", "Feyenoord", "AZ Alkmaar", "Juventus", "Inter", "AC Milan", "Napoli", "AS Roma", "Lazio", "Paris Saint-Germain", "Olympique Lyonnais", "Olympique de Marseille", "AS Monaco", "Benfica", "Sporting CP", "FC Porto", "SC Braga", "Manchester United", "Arsenal", "Liverpool", "Chelsea", "Tottenham Hotspur", "Aston Villa", "Leeds United", "Celtic", "Rangers", "Queens Park Rangers", "Nottingham Forest", "Crystal Palace", "Young Boys", "FC Basel", "Red Bull Salzburg", "Rapid Wien", "Club Brugge", "Anderlecht", "Hertha BSC", "Union Berlin", "Real Sociedad", "Fiorentina", "Atalanta", "Vitesse", "Twente", "Stade Rennais", "Vitória Guimarães"];
const PRODUCTS = ["Comfort Plus", "Silver Line", "Grand Reserve", "Harbour View", "Aqua Pure", "Nova Max", "Eco Silence", "Turbo Clean", "Smart Fresh", "Vario Steam", "Perfect Crema", "Ultra Slim", "Power Boost", "Easy Fold", "Quick Start", "Blue Horizon", "Golden Harvest", "Royal Select", "Urban Trail", "Crystal Clear"];
const PLACES = ["Black Forest", "Costa Brava", "Côte d'Azur", "Lago di Garda", "Veluwe", "Algarve", "Highlands", "Bodensee", "Provence", "Toscana", "Riviera", "Lake District", "Sierra Nevada", "Douro Valley", "Wadden Sea", "Dolomites", "Bavaria", "Brittany", "Andalusia", "Zeeland"];
const CITIES = ["Madrid", "Lyon", "Porto", "Rotterdam", "Bologna", "Hamburg", "Manchester", "Sevilla", "Lisbon", "Utrecht", "Turin", "Munich", "Bordeaux", "Valencia", "Antwerp", "Leeds", "Zurich", "Vienna", "Milan", "Marseille"];
const COMPONENTS = ["ExportManager", "SyncService", "PdfRenderer", "CacheLayer", "AuthModule", "ImageResizer", "SearchIndex", "ReportBuilder", "QueueWorker", "SettingsPanel", "Scheduler", "MediaPlayer"];

function slots(r: Rng): Record<string, () => string> {
  const ver = () => `${r.int(1, 12)}.${r.int(0, 20)}.${r.int(0, 9)}`;
  return {
    brand: () => r.pick(BRANDS),
    tea: () => r.pick(TEAS),
    dish: () => r.pick(DISHES),
    team: () => r.pick(TEAMS),
    product: () => r.pick(PRODUCTS),
    place: () => r.pick(PLACES),
    city: () => r.pick(CITIES),
    component: () => r.pick(COMPONENTS),
    version: () => (r.chance(0.4) ? `${ver()}.${r.int(1000, 9999)}` : ver()),
    build: () => `${r.int(2019, 2025)}${String(r.int(1, 12)).padStart(2, "0")}${String(r.int(1, 28)).padStart(2, "0")}.${r.int(1, 9)}`,
    buildnum: () => String(r.int(10000, 99999)),
    hash: () => r.chars("0123456789abcdef", r.pick([7, 10, 12])),
    order: () => r.pick([`#${r.int(1000, 9999)}-${r.int(1000, 9999)}`, `ORD-${r.int(2019, 2025)}-${String(r.int(1, 99999)).padStart(5, "0")}`, `${r.int(100000, 999999)}`]),
    ticket: () => `${r.pick(["APP", "CORE", "WEB", "OPS"])}-${r.int(100, 9999)}`,
    model: () => r.pick([`${r.chars("ABCDEFGHKLMNPRSTWX", 3)}${r.int(10, 99)}${r.chars("ABCDEFGHKLMNPRSTWX", 1)}${r.int(10, 99)}`, `WM ${r.int(1, 9)}${r.int(0, 9)}00`, `Serie ${r.int(2, 8)}`, `${r.chars("ABCDEFGHKLMNPRSTWX", 2)}-${r.int(100, 999)}`]),
    ean: () => {
      const body = r.pick(["400", "500", "800", "840", "870", "560"]) + r.digits(9);
      let sum = 0;
      for (let i = 0; i < 12; i++) sum += Number(body[i]) * (i % 2 === 0 ? 1 : 3);
      return body + String((10 - (sum % 10)) % 10);
    },
    temp: () => String(r.int(-5, 34)),
    temp2: () => String(r.int(-2, 38)),
    wind: () => String(r.int(5, 90)),
    percent: () => String(r.int(5, 95)),
    mm: () => String(r.int(1, 40)),
    num: () => String(r.int(2, 12)),
    minutes: () => String(r.int(5, 90)),
    grams: () => String(r.pick([50, 100, 125, 150, 200, 250, 300, 500])),
    degrees: () => String(r.pick([160, 170, 180, 190, 200, 220])),
    score: () => String(r.int(0, 5)),
    score2: () => String(r.int(0, 4)),
    minute: () => String(r.int(2, 90)),
    watts: () => String(r.pick([800, 1200, 1500, 1800, 2000, 2200])),
    litres: () => String(r.pick([0.5, 1, 1.2, 1.5, 1.7, 2])),
    rank: () => String(r.int(1, 18)),
    points: () => String(r.int(10, 80)),
    count: () => String(r.int(2, 400)),
    ms: () => String(r.int(3, 900)),
    port: () => String(r.pick([8080, 8443, 3000, 5432, 6379, 9200])),
  };
}

type Pools = Record<CleanKind, string[]>;

const POOLS: Record<Lang, Pools> = {
  en: {
    manual: [
      "Before first use, rinse the water tank of your {brand} {product} and fill it up to the MAX mark.",
      "Press and hold the power button for {num} seconds until the indicator turns blue.",
      "Model {model} is rated at {watts} W and holds {litres} litres.",
      "To descale, run the Vario Steam programme with a citric acid solution every {num} weeks.",
      "Do not immerse the base in water. Wipe it with a damp cloth only.",
      "If the display shows E{num}, unplug the appliance and wait {minutes} minutes.",
      "Spare filters (EAN {ean}) are available from any {brand} dealer.",
      "The Quick Start guide on page {num} explains the Eco Silence mode.",
      "Warranty: keep your receipt and the order number {order} for any claim.",
    ],
    recipe: [
      "Preheat the oven to {degrees} °C and butter a round tin.",
      "For the {dish}, you need {grams} g of flour, {num} eggs and a pinch of salt.",
      "Serve with a cup of {tea}, brewed for {num} minutes.",
      "Whisk the eggs with the sugar until pale, then fold in the flour.",
      "Bake for {minutes} minutes until golden, then let it cool on a rack.",
      "A classic {dish} tastes even better the next day.",
      "Tip: {brand} pasta works well here, cooked al dente.",
      "Garnish with fresh herbs from the {place} and a drizzle of olive oil.",
    ],
    weather: [
      "Weather for {city}: sunny spells in the morning, clouds building later, highs of {temp2} °C.",
      "Showers are expected across the {place} with up to {mm} mm of rain.",
      "Winds from the north-west at {wind} km/h, gusting stronger on the coast.",
      "Overnight lows of {temp} °C; frost is possible in sheltered valleys.",
      "The weekend looks dry and mild, with a {percent}% chance of rain on Sunday.",
      "A storm warning remains in place for the Highlands until this evening.",
      "Pollen levels are high today, UV index {num}.",
    ],
    sports: [
      "{team} beat {team} {score}-{score2} on Saturday after a late goal in the {minute}th minute.",
      "{team} stay {rank}th in the table with {points} points.",
      "The match between {team} and {team} ended goalless.",
      "After the break, {team} pressed high and equalised from a corner.",
      "Next week {team} travel to {city} for the cup quarter-final.",
      "Aston Villa and Nottingham Forest both dropped points at home.",
      "The coach praised the defence, which has kept {num} clean sheets this season.",
    ],
    software: [
      "Release {version} (build {buildnum}) fixes a crash in {component} when exporting large files.",
      "Changelog: upgraded the parser, removed the legacy {component} flag, see {ticket}.",
      "Commit {hash} reverts the cache change from build {build}.",
      "[INFO] {component} started on port {port} in {ms} ms",
      "[WARN] retry {num}/5 for order {order} (timeout after {ms} ms)",
      "[ERROR] {component}: connection reset, will retry in {num} s",
      "Version {version} is now the default; {version} reaches end of support next month.",
      "Processed {count} orders, {num} failed validation (see {ticket}).",
    ],
    chat: [
      "the weather is nice today",
      "ok thanks, will do",
      "sounds good, see you at the match",
      "did you try the {tea}? it's lovely",
      "running a bit late, sorry!",
      "great game last night, {team} were on fire",
      "can you bring the {brand} charger tomorrow?",
      "no worries, take your time",
      "haha yes exactly",
      "lunch at the usual place?",
      "shipping was quick this time",
      "I'll check and get back to you",
      "thanks, have a good weekend",
      "Shipping",
    ],
  },
  de: {
    manual: [
      "Vor dem ersten Gebrauch den Wassertank Ihrer {brand} {product} ausspülen und bis zur MAX-Markierung füllen.",
      "Die Ein-Taste {num} Sekunden gedrückt halten, bis die Anzeige blau leuchtet.",
      "Das Modell {model} hat eine Leistung von {watts} W und fasst {litres} Liter.",
      "Zum Entkalken alle {num} Wochen das Programm Vario Steam mit Zitronensäure starten.",
      "Den Sockel nicht in Wasser tauchen, nur mit einem feuchten Tuch abwischen.",
      "Zeigt das Display E{num}, den Netzstecker ziehen und {minutes} Minuten warten.",
      "Ersatzfilter (EAN {ean}) erhalten Sie bei jedem {brand} Händler.",
      "Die Kurzanleitung auf Seite {num} erklärt den Eco-Silence-Modus.",
      "Garantie: Bitte Kassenbon und Bestellnummer {order} aufbewahren.",
    ],
    recipe: [
      "Den Backofen auf {degrees} °C vorheizen und eine Springform fetten.",
      "Für die {dish} brauchen Sie {grams} g Mehl, {num} Eier und eine Prise Salz.",
      "Dazu passt eine Tasse {tea}, {num} Minuten ziehen lassen.",
      "Die Eier mit dem Zucker schaumig schlagen, dann das Mehl unterheben.",
      "{minutes} Minuten goldbraun backen und auf einem Gitter abkühlen lassen.",
      "Eine klassische {dish} schmeckt am nächsten Tag noch besser.",
      "Tipp: Nudeln von {brand} eignen sich gut, al dente gekocht.",
      "Mit frischen Kräutern aus dem {place} und etwas Olivenöl servieren.",
    ],
    weather: [
      "Wetter für {city}: am Vormittag sonnig, später Quellwolken, Höchstwerte um {temp2} Grad.",
      "Im {place} sind Schauer mit bis zu {mm} Litern pro Quadratmeter möglich.",
      "Wind aus Nordwest mit {wind} km/h, an der Küste stürmische Böen.",
      "In der Nacht Tiefstwerte von {temp} Grad, in geschützten Tälern Bodenfrost.",
      "Das Wochenende bleibt trocken und mild, am Sonntag Regenrisiko {percent} Prozent.",
      "Für den Schwarzwald gilt bis heute Abend eine Unwetterwarnung.",
      "Der Pollenflug ist heute stark, UV-Index {num}.",
    ],
    sports: [
      "{team} gewinnt am Samstag {score}:{score2} gegen {team}, das Siegtor fiel in der {minute}. Minute.",
      "{team} bleibt mit {points} Punkten auf Platz {rank}.",
      "Das Spiel zwischen {team} und {team} endete torlos.",
      "Nach der Pause presste {team} früh und glich nach einer Ecke aus.",
      "Nächste Woche reist {team} zum Pokal-Viertelfinale nach {city}.",
      "Werder Bremen und Union Berlin ließen zu Hause Punkte liegen.",
      "Der Trainer lobte die Abwehr, die in dieser Saison {num} Mal zu null spielte.",
    ],
    software: [
      "Release {version} (Build {buildnum}) behebt einen Absturz in {component} beim Export großer Dateien.",
      "Changelog: Parser aktualisiert, veraltete {component}-Option entfernt, siehe {ticket}.",
      "Commit {hash} nimmt die Cache-Änderung aus Build {build} zurück.",
      "[INFO] {component} auf Port {port} gestartet in {ms} ms",
      "[WARN] Wiederholung {num}/5 für Bestellung {order} (Timeout nach {ms} ms)",
      "[ERROR] {component}: Verbindung zurückgesetzt, neuer Versuch in {num} s",
      "Version {version} ist jetzt Standard; {version} wird nächsten Monat nicht mehr unterstützt.",
      "{count} Bestellungen verarbeitet, {num} fehlerhaft (siehe {ticket}).",
    ],
    chat: [
      "das Wetter ist heute schön",
      "ok danke, mach ich",
      "klingt gut, wir sehen uns beim Spiel",
      "hast du den {tea} probiert? echt lecker",
      "bin etwas spät dran, sorry!",
      "starkes Spiel gestern, {team} war super",
      "kannst du morgen das {brand} Ladekabel mitbringen?",
      "kein Stress, lass dir Zeit",
      "haha ja genau",
      "Mittagessen am üblichen Ort?",
      "der Versand ging diesmal schnell",
      "ich schau nach und melde mich",
      "danke, schönes Wochenende",
      "Versand",
    ],
  },
  es: {
    manual: [
      "Antes del primer uso, enjuague el depósito de su {brand} {product} y llénelo hasta la marca MAX.",
      "Mantenga pulsado el botón de encendido {num} segundos hasta que el indicador se ponga azul.",
      "El modelo {model} tiene una potencia de {watts} W y una capacidad de {litres} litros.",
      "Para descalcificar, use el programa Vario Steam con ácido cítrico cada {num} semanas.",
      "No sumerja la base en agua; límpiela solo con un paño húmedo.",
      "Si la pantalla muestra E{num}, desenchufe el aparato y espere {minutes} minutos.",
      "Los filtros de recambio (EAN {ean}) están disponibles en cualquier distribuidor {brand}.",
      "La guía Quick Start de la página {num} explica el modo Eco Silence.",
      "Garantía: conserve el ticket y el número de pedido {order}.",
    ],
    recipe: [
      "Precalienta el horno a {degrees} °C y engrasa un molde redondo.",
      "Para la {dish} necesitas {grams} g de harina, {num} huevos y una pizca de sal.",
      "Sírvelo con una taza de {tea}, infusionado {num} minutos.",
      "Bate los huevos con el azúcar hasta que blanqueen y añade la harina.",
      "Hornea {minutes} minutos hasta que esté dorado y deja enfriar.",
      "Una {dish} clásica está aún mejor al día siguiente.",
      "Consejo: la pasta {brand} funciona bien aquí, al dente.",
      "Decora con hierbas frescas de la {place} y un chorrito de aceite de oliva.",
    ],
    weather: [
      "El tiempo en {city}: intervalos soleados por la mañana y nubes por la tarde, máximas de {temp2} grados.",
      "Se esperan chubascos en la {place} con hasta {mm} litros por metro cuadrado.",
      "Viento del noroeste a {wind} km/h, con rachas más fuertes en la costa.",
      "Mínimas nocturnas de {temp} grados; posibles heladas en los valles.",
      "El fin de semana será seco y suave, con un {percent}% de probabilidad de lluvia el domingo.",
      "Sigue activo el aviso amarillo en Sierra Nevada hasta esta noche.",
      "Hoy el nivel de polen es alto, índice UV {num}.",
    ],
    sports: [
      "El {team} venció {score}-{score2} al {team} el sábado con un gol en el minuto {minute}.",
      "El {team} sigue {rank}.º en la clasificación con {points} puntos.",
      "El partido entre {team} y {team} terminó sin goles.",
      "Tras el descanso, el {team} presionó arriba y empató de córner.",
      "La próxima semana el {team} viaja a {city} para los cuartos de la copa.",
      "Real Sociedad y Athletic Club empataron en un derbi intenso.",
      "El entrenador elogió a la defensa, que lleva {num} porterías a cero esta temporada.",
    ],
    software: [
      "La versión {version} (build {buildnum}) corrige un fallo en {component} al exportar archivos grandes.",
      "Cambios: parser actualizado, eliminada la opción antigua de {component}, ver {ticket}.",
      "El commit {hash} revierte el cambio de caché del build {build}.",
      "[INFO] {component} iniciado en el puerto {port} en {ms} ms",
      "[WARN] reintento {num}/5 para el pedido {order} (timeout tras {ms} ms)",
      "[ERROR] {component}: conexión reiniciada, nuevo intento en {num} s",
      "La versión {version} es ahora la predeterminada; {version} deja de tener soporte el mes que viene.",
      "Procesados {count} pedidos, {num} con errores de validación (ver {ticket}).",
    ],
    chat: [
      "hoy hace muy buen tiempo",
      "vale gracias, lo hago",
      "genial, nos vemos en el partido",
      "¿probaste el {tea}? está buenísimo",
      "llego un poco tarde, ¡perdón!",
      "partidazo ayer, el {team} estuvo enorme",
      "¿puedes traer mañana el cargador {brand}?",
      "tranqui, sin prisa",
      "jaja sí, exacto",
      "¿comemos en el sitio de siempre?",
      "el envío fue rápido esta vez",
      "lo miro y te digo",
      "gracias, buen finde",
      "Envío",
    ],
  },
  fr: {
    manual: [
      "Avant la première utilisation, rincez le réservoir de votre {brand} {product} et remplissez-le jusqu'au repère MAX.",
      "Maintenez le bouton marche appuyé {num} secondes jusqu'à ce que le voyant devienne bleu.",
      "Le modèle {model} a une puissance de {watts} W et une capacité de {litres} litres.",
      "Pour détartrer, lancez le programme Vario Steam avec de l'acide citrique toutes les {num} semaines.",
      "Ne plongez pas le socle dans l'eau ; essuyez-le avec un chiffon humide.",
      "Si l'écran affiche E{num}, débranchez l'appareil et attendez {minutes} minutes.",
      "Les filtres de rechange (EAN {ean}) sont disponibles chez tout revendeur {brand}.",
      "Le guide Quick Start en page {num} décrit le mode Eco Silence.",
      "Garantie : conservez le ticket et le numéro de commande {order}.",
    ],
    recipe: [
      "Préchauffez le four à {degrees} °C et beurrez un moule rond.",
      "Pour la {dish}, il faut {grams} g de farine, {num} œufs et une pincée de sel.",
      "Servez avec une tasse de {tea}, infusé {num} minutes.",
      "Fouettez les œufs avec le sucre jusqu'à ce qu'ils blanchissent, puis incorporez la farine.",
      "Enfournez {minutes} minutes jusqu'à ce que ce soit doré, puis laissez refroidir.",
      "Une {dish} classique est encore meilleure le lendemain.",
      "Astuce : les pâtes {brand} conviennent bien, cuites al dente.",
      "Décorez d'herbes fraîches de {place} et d'un filet d'huile d'olive.",
    ],
    weather: [
      "Météo à {city} : éclaircies le matin, nuages l'après-midi, maximales de {temp2} °C.",
      "Des averses sont attendues sur la {place} avec jusqu'à {mm} mm de pluie.",
      "Vent de nord-ouest à {wind} km/h, rafales plus fortes sur le littoral.",
      "Minimales nocturnes de {temp} °C, gelées possibles dans les vallées abritées.",
      "Le week-end s'annonce sec et doux, avec {percent} % de risque de pluie dimanche.",
      "La vigilance orange reste en vigueur sur la Côte d'Azur jusqu'à ce soir.",
      "Le niveau de pollen est élevé aujourd'hui, indice UV {num}.",
    ],
    sports: [
      "{team} a battu {team} {score}-{score2} samedi grâce à un but à la {minute}e minute.",
      "{team} reste {rank}e au classement avec {points} points.",
      "Le match entre {team} et {team} s'est terminé sur un score nul et vierge.",
      "Après la pause, {team} a pressé haut et égalisé sur corner.",
      "La semaine prochaine, {team} se déplace à {city} pour le quart de finale de la coupe.",
      "Stade Rennais et Olympique Lyonnais ont partagé les points.",
      "L'entraîneur a salué la défense, qui compte {num} clean sheets cette saison.",
    ],
    software: [
      "La version {version} (build {buildnum}) corrige un plantage de {component} lors de l'export de gros fichiers.",
      "Changelog : parseur mis à jour, option obsolète de {component} supprimée, voir {ticket}.",
      "Le commit {hash} annule la modification du cache du build {build}.",
      "[INFO] {component} démarré sur le port {port} en {ms} ms",
      "[WARN] nouvelle tentative {num}/5 pour la commande {order} (délai dépassé après {ms} ms)",
      "[ERROR] {component} : connexion réinitialisée, nouvel essai dans {num} s",
      "La version {version} est désormais la version par défaut ; {version} ne sera plus maintenue le mois prochain.",
      "{count} commandes traitées, {num} en échec de validation (voir {ticket}).",
    ],
    chat: [
      "il fait beau aujourd'hui",
      "ok merci, je m'en occupe",
      "ça marche, on se voit au match",
      "tu as goûté le {tea} ? il est délicieux",
      "j'ai un peu de retard, désolé !",
      "super match hier soir, {team} était au top",
      "tu peux apporter le chargeur {brand} demain ?",
      "pas de souci, prends ton temps",
      "haha oui exactement",
      "on déjeune au même endroit ?",
      "la livraison a été rapide cette fois",
      "je regarde et je te redis",
      "merci, bon week-end",
      "Livraison",
    ],
  },
  it: {
    manual: [
      "Prima del primo utilizzo, sciacquare il serbatoio della {brand} {product} e riempirlo fino al segno MAX.",
      "Tenere premuto il tasto di accensione per {num} secondi finché la spia diventa blu.",
      "Il modello {model} ha una potenza di {watts} W e una capacità di {litres} litri.",
      "Per la decalcificazione avviare il programma Vario Steam con acido citrico ogni {num} settimane.",
      "Non immergere la base in acqua; pulirla solo con un panno umido.",
      "Se il display mostra E{num}, scollegare l'apparecchio e attendere {minutes} minuti.",
      "I filtri di ricambio (EAN {ean}) sono disponibili presso ogni rivenditore {brand}.",
      "La guida Quick Start a pagina {num} spiega la modalità Eco Silence.",
      "Garanzia: conservare lo scontrino e il numero d'ordine {order}.",
    ],
    recipe: [
      "Preriscaldare il forno a {degrees} °C e imburrare una tortiera.",
      "Per il {dish} servono {grams} g di farina, {num} uova e un pizzico di sale.",
      "Servire con una tazza di {tea}, in infusione per {num} minuti.",
      "Montare le uova con lo zucchero finché sono chiare, poi incorporare la farina.",
      "Cuocere per {minutes} minuti fino a doratura e lasciare raffreddare.",
      "Un {dish} classico è ancora più buono il giorno dopo.",
      "Consiglio: la pasta {brand} va benissimo, cotta al dente.",
      "Guarnire con erbe fresche della {place} e un filo d'olio d'oliva.",
    ],
    weather: [
      "Meteo a {city}: schiarite al mattino, nubi nel pomeriggio, massime di {temp2} gradi.",
      "Sono previsti rovesci sulla {place} con fino a {mm} mm di pioggia.",
      "Vento da nord-ovest a {wind} km/h, raffiche più forti sulla costa.",
      "Minime notturne di {temp} gradi, possibili gelate nelle valli.",
      "Il fine settimana sarà asciutto e mite, con il {percent}% di probabilità di pioggia domenica.",
      "Resta l'allerta gialla sulle Dolomiti fino a stasera.",
      "Oggi il livello di pollini è alto, indice UV {num}.",
    ],
    sports: [
      "La {team} ha battuto il {team} {score}-{score2} sabato con un gol al {minute}'.",
      "Il {team} resta {rank}° in classifica con {points} punti.",
      "La partita tra {team} e {team} è finita a reti inviolate.",
      "Dopo l'intervallo il {team} ha pressato alto e pareggiato su calcio d'angolo.",
      "La prossima settimana il {team} va a {city} per i quarti di coppa.",
      "Atalanta e Fiorentina hanno pareggiato in una gara intensa.",
      "L'allenatore ha lodato la difesa, con {num} partite senza subire gol.",
    ],
    software: [
      "La release {version} (build {buildnum}) corregge un crash in {component} durante l'esportazione di file grandi.",
      "Changelog: parser aggiornato, rimossa la vecchia opzione di {component}, vedi {ticket}.",
      "Il commit {hash} annulla la modifica alla cache della build {build}.",
      "[INFO] {component} avviato sulla porta {port} in {ms} ms",
      "[WARN] tentativo {num}/5 per l'ordine {order} (timeout dopo {ms} ms)",
      "[ERROR] {component}: connessione interrotta, nuovo tentativo tra {num} s",
      "La versione {version} è ora quella predefinita; {version} non sarà più supportata dal mese prossimo.",
      "Elaborati {count} ordini, {num} non validi (vedi {ticket}).",
    ],
    chat: [
      "oggi il tempo è bello",
      "ok grazie, lo faccio",
      "perfetto, ci vediamo alla partita",
      "hai provato il {tea}? è buonissimo",
      "sono un po' in ritardo, scusa!",
      "gran partita ieri, il {team} era in forma",
      "puoi portare domani il caricatore {brand}?",
      "tranquillo, fai con calma",
      "ahah sì esatto",
      "pranzo al solito posto?",
      "la spedizione è stata veloce questa volta",
      "controllo e ti faccio sapere",
      "grazie, buon weekend",
      "Spedizione",
    ],
  },
  nl: {
    manual: [
      "Spoel voor het eerste gebruik het waterreservoir van uw {brand} {product} om en vul het tot de MAX-markering.",
      "Houd de aan-knop {num} seconden ingedrukt tot het lampje blauw wordt.",
      "Model {model} heeft een vermogen van {watts} W en een inhoud van {litres} liter.",
      "Ontkalk elke {num} weken met het programma Vario Steam en citroenzuur.",
      "Dompel de voet niet onder in water; alleen afnemen met een vochtige doek.",
      "Toont het display E{num}, haal dan de stekker eruit en wacht {minutes} minuten.",
      "Reservefilters (EAN {ean}) zijn verkrijgbaar bij elke {brand} dealer.",
      "De Quick Start-gids op pagina {num} legt de Eco Silence-stand uit.",
      "Garantie: bewaar de kassabon en het bestelnummer {order}.",
    ],
    recipe: [
      "Verwarm de oven voor op {degrees} °C en vet een ronde vorm in.",
      "Voor de {dish} heb je {grams} g bloem, {num} eieren en een snuf zout nodig.",
      "Serveer met een kop {tea}, {num} minuten laten trekken.",
      "Klop de eieren met de suiker luchtig en spatel de bloem erdoor.",
      "Bak {minutes} minuten tot goudbruin en laat afkoelen op een rooster.",
      "Een klassieke {dish} smaakt de volgende dag nog beter.",
      "Tip: pasta van {brand} werkt hier goed, al dente gekookt.",
      "Garneer met verse kruiden uit de {place} en wat olijfolie.",
    ],
    weather: [
      "Weer in {city}: 's ochtends zonnig, later stapelwolken, maxima rond {temp2} graden.",
      "In de {place} worden buien verwacht met tot {mm} mm regen.",
      "Noordwestenwind met {wind} km/u, aan de kust zwaardere windstoten.",
      "'s Nachts minima van {temp} graden, in beschutte dalen kans op vorst.",
      "Het weekend blijft droog en zacht, zondag {percent}% kans op regen.",
      "Voor de Waddenzee geldt tot vanavond code geel.",
      "De pollenconcentratie is vandaag hoog, UV-index {num}.",
    ],
    sports: [
      "{team} won zaterdag met {score}-{score2} van {team} dankzij een doelpunt in de {minute}e minuut.",
      "{team} blijft {rank}e met {points} punten.",
      "De wedstrijd tussen {team} en {team} eindigde doelpuntloos.",
      "Na rust zette {team} hoog druk en maakte gelijk uit een hoekschop.",
      "Volgende week reist {team} naar {city} voor de kwartfinale van de beker.",
      "Vitesse en Twente speelden gelijk in een spannend duel.",
      "De trainer prees de verdediging, die dit seizoen al {num} keer de nul hield.",
    ],
    software: [
      "Release {version} (build {buildnum}) verhelpt een crash in {component} bij het exporteren van grote bestanden.",
      "Changelog: parser bijgewerkt, verouderde {component}-optie verwijderd, zie {ticket}.",
      "Commit {hash} draait de cachewijziging uit build {build} terug.",
      "[INFO] {component} gestart op poort {port} in {ms} ms",
      "[WARN] poging {num}/5 voor bestelling {order} (time-out na {ms} ms)",
      "[ERROR] {component}: verbinding verbroken, nieuwe poging over {num} s",
      "Versie {version} is nu standaard; {version} wordt volgende maand niet meer ondersteund.",
      "{count} bestellingen verwerkt, {num} afgekeurd (zie {ticket}).",
    ],
    chat: [
      "het weer is lekker vandaag",
      "ok bedankt, doe ik",
      "klinkt goed, zie je bij de wedstrijd",
      "heb je de {tea} geprobeerd? echt lekker",
      "ik ben iets later, sorry!",
      "mooie wedstrijd gisteren, {team} was top",
      "kun je morgen de {brand} oplader meenemen?",
      "geen haast hoor",
      "haha ja precies",
      "lunchen op de vaste plek?",
      "de verzending ging deze keer snel",
      "ik kijk het na en laat het weten",
      "bedankt, fijn weekend",
      "Verzending",
    ],
  },
  pt: {
    manual: [
      "Antes da primeira utilização, enxague o depósito da sua {brand} {product} e encha-o até à marca MAX.",
      "Mantenha o botão de ligar premido durante {num} segundos até a luz ficar azul.",
      "O modelo {model} tem uma potência de {watts} W e uma capacidade de {litres} litros.",
      "Para descalcificar, use o programa Vario Steam com ácido cítrico a cada {num} semanas.",
      "Não mergulhe a base em água; limpe-a apenas com um pano húmido.",
      "Se o visor mostrar E{num}, desligue o aparelho da tomada e aguarde {minutes} minutos.",
      "Os filtros de substituição (EAN {ean}) estão disponíveis em qualquer revendedor {brand}.",
      "O guia Quick Start na página {num} explica o modo Eco Silence.",
      "Garantia: guarde o talão e o número de encomenda {order}.",
    ],
    recipe: [
      "Pré-aqueça o forno a {degrees} °C e unte uma forma redonda.",
      "Para o {dish} precisa de {grams} g de farinha, {num} ovos e uma pitada de sal.",
      "Sirva com uma chávena de {tea}, em infusão durante {num} minutos.",
      "Bata os ovos com o açúcar até ficarem claros e junte a farinha.",
      "Leve ao forno {minutes} minutos até dourar e deixe arrefecer.",
      "Um {dish} clássico fica ainda melhor no dia seguinte.",
      "Dica: a massa {brand} resulta bem aqui, al dente.",
      "Decore com ervas frescas do {place} e um fio de azeite.",
    ],
    weather: [
      "Tempo em {city}: períodos de sol de manhã, nebulosidade à tarde, máximas de {temp2} graus.",
      "Prevê-se aguaceiros no {place} com até {mm} mm de chuva.",
      "Vento de noroeste a {wind} km/h, com rajadas mais fortes no litoral.",
      "Mínimas de {temp} graus durante a noite, possibilidade de geada nos vales.",
      "O fim de semana será seco e ameno, com {percent}% de probabilidade de chuva no domingo.",
      "Mantém-se o aviso amarelo para o Algarve até ao fim do dia.",
      "Hoje o nível de pólen é elevado, índice UV {num}.",
    ],
    sports: [
      "O {team} venceu o {team} por {score}-{score2} no sábado com um golo aos {minute} minutos.",
      "O {team} mantém o {rank}.º lugar com {points} pontos.",
      "O jogo entre {team} e {team} terminou sem golos.",
      "Depois do intervalo, o {team} pressionou alto e empatou na sequência de um canto.",
      "Na próxima semana o {team} joga em {city} nos quartos de final da taça.",
      "Vitória Guimarães e SC Braga empataram num dérbi intenso.",
      "O treinador elogiou a defesa, que já soma {num} jogos sem sofrer golos.",
    ],
    software: [
      "A versão {version} (build {buildnum}) corrige uma falha em {component} ao exportar ficheiros grandes.",
      "Changelog: parser atualizado, removida a opção antiga de {component}, ver {ticket}.",
      "O commit {hash} reverte a alteração de cache do build {build}.",
      "[INFO] {component} iniciado na porta {port} em {ms} ms",
      "[WARN] tentativa {num}/5 para a encomenda {order} (timeout após {ms} ms)",
      "[ERROR] {component}: ligação reposta, nova tentativa em {num} s",
      "A versão {version} passa a ser a predefinida; {version} deixa de ter suporte no próximo mês.",
      "Processadas {count} encomendas, {num} com erros de validação (ver {ticket}).",
    ],
    chat: [
      "hoje está um dia bonito",
      "ok obrigado, trato disso",
      "combinado, vemo-nos no jogo",
      "já provaste o {tea}? é ótimo",
      "vou chegar um pouco atrasado, desculpa!",
      "grande jogo ontem, o {team} esteve incrível",
      "podes trazer amanhã o carregador {brand}?",
      "não há pressa",
      "haha sim, exatamente",
      "almoço no sítio do costume?",
      "o envio foi rápido desta vez",
      "vou ver e já te digo",
      "obrigado, bom fim de semana",
      "Envio",
    ],
  },
};

const LANG_LIST: Lang[] = ["en", "de", "es", "fr", "it", "nl", "pt"];

function fillSlots(template: string, s: Record<string, () => string>): string {
  return template.replace(/\{(\w+)\}/g, (m, name: string) => (s[name] ? s[name]!() : m));
}

export function generateClean(seed = DEFAULT_CLEAN_SEED, perCell = DEFAULT_PER_CELL): CleanText[] {
  const r = new Rng(seed);
  const s = slots(r);
  const out: CleanText[] = [];
  const seen = new Set<string>();
  let n = 0;
  for (let k = 0; k < perCell; k++) {
    for (const kind of CLEAN_KINDS) {
      for (const lang of LANG_LIST) {
        const pool = POOLS[lang][kind];
        let text = "";
        for (let attempt = 0; attempt < 20 && (text === "" || seen.has(text)); attempt++) text = compose(r, s, kind, pool);
        seen.add(text);
        n++;
        out.push({ id: `c${String(n).padStart(4, "0")}`, lang, kind, text });
      }
    }
  }
  return out;
}

/** One text of a kind from its language's pool (texts repeat rarely; the caller redraws repeats). */
function compose(r: Rng, s: Record<string, () => string>, kind: CleanKind, pool: readonly string[]): string {
  let text: string;
  if (kind === "chat") {
    const lines = r.shuffle(pool).slice(0, r.int(1, 3));
    text = lines.map((l) => fillSlots(l, s)).join("\n");
  } else if (kind === "software" && r.chance(0.5)) {
    // a log excerpt: timestamped lines
    const lines = r.shuffle(pool.filter((l) => l.startsWith("["))).slice(0, r.int(2, 3));
    text = lines
      .map((l) => `${r.int(2021, 2025)}-${String(r.int(1, 12)).padStart(2, "0")}-${String(r.int(1, 28)).padStart(2, "0")} ${String(r.int(0, 23)).padStart(2, "0")}:${String(r.int(0, 59)).padStart(2, "0")}:${String(r.int(0, 59)).padStart(2, "0")} ${fillSlots(l, s)}`)
      .join("\n");
  } else {
    const sentences = r.shuffle(pool).slice(0, r.int(2, 4));
    text = sentences.map((l) => fillSlots(l, s)).join(kind === "software" ? "\n" : " ");
  }
  return text;
}
