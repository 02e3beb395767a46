/**
 * PII-free documents, and mixed ones, for the words that look like people's names but are not:
 * products and appliance models, dishes and menus, teas, coffees and wines, weather words, log and
 * changelog phrases, chat small talk. In the PII-free documents every such word is O; clubs, banks
 * and retailers acting as companies are ORGANIZATION (as in the newswire templates and org()), and
 * places LOCATION_*, because those are entity types but no false alarm. The mixed documents put
 * the same look-alikes next to real people's names (NAME_GIVEN / NAME_FAMILY), so that the model
 * learns the difference from context and not "title case is O".
 *
 * generate.ts draws from these templates for a share of the documents (`--pii-free SHARE`,
 * run.sh passes PII_FREE_SHARE, default 0.1). The word lists are written here from general
 * knowledge or come from faker's food/commerce/company modules; none is taken from the PII-free
 * evaluation corpus (fixtures/suites/clean.jsonl), which stays a held-out check.
 */
import { chance, int, lg, pick, WEEKDAYS, MONTHS } from "./draw.js";
import type { Ctx, Template } from "./templates.js";
import { CLUBS_FIXED, CLUB_PATTERNS } from "./lexicon/sports.js";

export const PII_FREE_LANGS = ["en", "de", "es", "fr", "it", "nl", "pt"];

// ---------- look-alike vocabularies (O) ----------

/** Appliance, tool and electronics brands as they appear inside product names (O there). */
const PRODUCT_BRANDS = [
  "Philips", "Bosch", "Siemens", "Braun", "Tefal", "Rowenta", "Kenwood", "Moulinex", "Smeg", "De'Longhi", "Dyson", "Severin",
  "Russell Hobbs", "Breville", "Cuisinart", "Melitta", "Jura", "WMF", "Zwilling", "Beko", "Grundig", "AEG", "Electrolux",
  "Whirlpool", "Hoover", "Gorenje", "Liebherr", "Panasonic", "Sharp", "Toshiba", "Samsung", "Xiaomi", "Roborock", "Ecovacs",
  "Kärcher", "Makita", "Ryobi", "Einhell", "Medion", "Tristar", "Princess", "Bestron", "Domo", "Ariete", "Imetec", "Cecotec",
  "Taurus", "Solac", "Bialetti", "Lagostina", "Le Creuset", "Fissler", "Vorwerk", "Nespresso", "Garmin", "Canon", "Sony",
  "Logitech", "Brother", "Epson", "Lenovo", "Asus", "Fujifilm", "Olympus", "Bose", "Sennheiser", "JBL", "Polar", "Suunto",
];
/** Model words: title-case words that follow a brand in a product name. */
const MODEL_WORDS = [
  "Glide", "Silent", "Pro", "Comfort", "Compact", "Power", "Smart", "Elite", "Prime", "Classic",
  "Crystal", "Optima", "Vita", "Forte", "Plus", "Mini", "Duo", "Trio", "Express", "Fresh", "Breeze",
  "Vision", "Spirit", "Style", "Sense", "Edge", "Force", "Flex", "Swift", "Luna", "Sol", "Aria", "Bella", "Magna", "Vega",
  "Orion", "Atlas", "Titan", "Silk", "Velvet", "Cosy", "Easy", "Perfect", "Master", "Chef", "Barista", "Grande",
  "Deluxe", "Premium", "Signature", "Heritage", "Origin", "Summit", "Cyclone", "Storm", "Whisper", "Zen",
];
/** Programme and setting names of appliances and devices (O). */
const PROGRAMMES = [
  "Quick Wash", "Delicate Care", "Night Quiet", "Power Boost", "Baby Care", "Auto Dose", "Steam Refresh", "Hygiene Plus", "Mix Load",
  "Outdoor Fresh", "Express Dry", "Wool Care", "Silent Night", "Turbo Dry", "Intensive Glass", "Auto Sense", "Keep Warm", "Pizza Stone",
  "Slow Cook", "Crisp Air", "Frost Guard", "Holiday Mode", "Super Freeze", "Eco Dry", "Soft Start", "Child Lock", "Memory Plus",
];
/** Dishes and cakes, many named after people or places (O as dishes). */
const DISHES: Record<string, string[]> = {
  en: ["Beef Wellington", "Eggs Florentine", "Shepherd's Pie", "Cornish Pasty", "Eton Mess", "Welsh Rarebit", "Lobster Thermidor", "Fettuccine Alfredo", "Beef Stroganoff", "Chicken Kiev", "Pavlova", "Banoffee Pie", "Bakewell Tart", "Scotch Egg", "Toad in the Hole", "Lancashire Hotpot", "Oysters Rockefeller", "Waldorf Salad", "Cobb Salad", "Key Lime Pie", "Chicken Tikka Masala", "Bubble and Squeak", "Sticky Toffee Pudding", "Nachos Supreme", "Club Sandwich"],
  de: ["Sachertorte", "Schwarzwälder Kirschtorte", "Königsberger Klopse", "Leipziger Allerlei", "Bismarckhering", "Frankfurter Kranz", "Kaiserschmarrn", "Wiener Schnitzel", "Rinderroulade", "Himmel und Erde", "Strammer Max", "Arme Ritter", "Zwiebelkuchen", "Sauerbraten", "Prinzregententorte", "Bienenstich", "Labskaus", "Maultaschen"],
  es: ["Tortilla Española", "Crema Catalana", "Pulpo a la Gallega", "Huevos Rotos", "Pan con Tomate", "Gazpacho Andaluz", "Fabada Asturiana", "Bacalao al Pil Pil", "Arroz Negro", "Tarta de Santiago", "Pimientos de Padrón", "Patatas Bravas", "Cochinillo Asado", "Tocino de Cielo", "Paella Valenciana", "Ensaladilla Rusa"],
  fr: ["Tarte Tatin", "Sole Meunière", "Bœuf Bourguignon", "Croque Madame", "Poulet Basquaise", "Tournedos Rossini", "Salade Niçoise", "Pommes Dauphine", "Gratin Dauphinois", "Paris-Brest", "Saint-Honoré", "Madeleine", "Charlotte aux Poires", "Financier", "Clafoutis", "Vichyssoise", "Pot-au-Feu"],
  it: ["Saltimbocca alla Romana", "Vitello Tonnato", "Spaghetti alla Puttanesca", "Penne all'Arrabbiata", "Bucatini all'Amatriciana", "Carpaccio", "Pizza Marinara", "Pizza Capricciosa", "Panna Cotta", "Cassata Siciliana", "Ossobuco alla Milanese", "Pasta alla Norma", "Fettuccine Alfredo", "Torta Caprese", "Zuppa Inglese", "Bistecca alla Fiorentina"],
  nl: ["Hollandse Nieuwe", "Erwtensoep", "Hutspot", "Bitterballen", "Stamppot Boerenkool", "Poffertjes", "Appeltaart", "Bossche Bol", "Limburgse Vlaai", "Zeeuwse Bolus", "Tompoes", "Kapsalon", "Huzarensalade", "Jan in de Zak", "Haagse Bluf"],
  pt: ["Bacalhau à Brás", "Bacalhau com Natas", "Francesinha", "Pastel de Nata", "Caldo Verde", "Arroz de Pato", "Polvo à Lagareiro", "Bifana", "Feijoada", "Cozido à Portuguesa", "Pão de Ló", "Arroz Doce", "Bolo Rei", "Amêijoas à Bulhão Pato", "Frango Piri-Piri"],
};
const TEAS = [
  "Darjeeling First Flush", "Assam Breakfast", "Sencha", "Gyokuro", "Genmaicha", "Hojicha", "Bancha", "Kukicha", "Rooibos Vanilla",
  "Pu-erh", "Tie Guan Yin", "Da Hong Pao", "Keemun", "Yunnan Gold", "Ceylon Orange Pekoe", "Chai Masala", "White Peony", "Silver Needle",
  "Gunpowder", "Moroccan Mint", "Russian Caravan", "Irish Breakfast", "Nilgiri Frost", "Formosa Oolong", "Dong Ding", "Ali Shan",
  "Bai Mu Dan", "Shou Mei", "Huang Shan Mao Feng", "Bi Luo Chun", "Kabusecha", "Matcha Uji", "Lemon Verbena", "Honeybush",
];
const COFFEES = [
  "Yirgacheffe", "Sidamo", "Huila", "Antigua", "Kona", "Blue Mountain", "Santos", "Sumatra Mandheling", "Monsooned Malabar",
  "Tarrazú", "Cerrado Mineiro", "Flat White", "Cortado", "Ristretto", "Lungo", "Macchiato", "Affogato", "Café Bombón",
  "Galão", "Wiener Melange", "Pharisäer", "Caffè Corretto", "Red Eye", "Long Black",
];
const WINES = [
  "Rioja Reserva", "Ribera del Duero", "Chianti Classico", "Barolo", "Barbaresco", "Brunello di Montalcino", "Sancerre", "Chablis Premier Cru",
  "Pouilly-Fumé", "Côtes du Rhône", "Châteauneuf-du-Pape", "Beaujolais Villages", "Grüner Veltliner", "Riesling Kabinett",
  "Spätburgunder", "Vinho Verde", "Alvarinho", "Albariño", "Verdejo", "Montepulciano d'Abruzzo", "Primitivo di Manduria",
  "Nero d'Avola", "Valpolicella Ripasso", "Amarone", "Touriga Nacional", "Tempranillo", "Pinot Grigio", "Sauvignon Blanc",
  "Muscadet", "Gewürztraminer", "Dornfelder", "Cava Brut", "Prosecco Superiore", "Lambrusco", "Port Tawny",
];
/** Banks and retailers: organisations (ORGANIZATION), not people. */
const BANKS = [
  "Deutsche Bank", "Commerzbank", "Sparkasse", "Volksbank", "ING", "ABN AMRO", "Rabobank", "Triodos", "KBC", "Belfius", "BNP Paribas",
  "Société Générale", "Crédit Agricole", "La Banque Postale", "Santander", "BBVA", "CaixaBank", "Bankinter", "Sabadell",
  "Intesa Sanpaolo", "UniCredit", "Banco BPM", "Fineco", "Millennium bcp", "Caixa Geral de Depósitos", "Novo Banco",
  "Barclays", "Lloyds", "NatWest", "HSBC", "Monzo", "Starling", "Revolut", "N26", "Bunq", "Wells Fargo", "Chase",
];
const RETAILERS = [
  "Lidl", "Carrefour", "Auchan", "Leclerc", "Intermarché", "Edeka", "Kaufland", "Penny", "Netto", "Albert Heijn", "Jumbo",
  "Delhaize", "Colruyt", "Dia", "Eroski", "Alcampo", "Esselunga", "Conad", "Pingo Doce", "Continente", "Tesco", "Sainsbury's",
  "Waitrose", "Asda", "Target", "Walmart", "IKEA", "MediaMarkt", "Decathlon", "Fnac", "El Corte Inglés", "Hema", "Action",
];
/** Snack, drink and sweets brands as products (O). */
const FOOD_BRANDS = [
  "Toblerone", "Ritter Sport", "Lindt", "Kinder Bueno", "Twix", "Bounty", "Oreo", "Pringles", "Lay's", "Doritos", "Tic Tac",
  "Mentos", "Ferrero Rocher", "Pocket Coffee", "Balocco", "Mulino Bianco", "Bonne Maman", "Lotus Biscoff", "Leibniz",
  "Bahlsen", "Dr. Oetker", "Knorr", "Maggi", "Barilla", "De Cecco", "Illy", "Segafredo", "Douwe Egberts", "Tchibo",
  "Dallmayr", "Twinings", "Lipton", "Pickwick", "Yogi Tea", "Schweppes", "Fanta", "San Pellegrino", "Evian", "Volvic",
];

const WEATHER: Record<string, string[]> = {
  en: ["Scattered Showers", "Light Drizzle", "Heavy Rain", "Thunderstorms", "Patchy Fog", "Clear Skies", "Partly Cloudy", "Bright Intervals", "Hail", "Sleet", "Gusty Winds", "Frost", "Heat Warning"],
  de: ["Regenschauer", "Nieselregen", "Gewitter", "Nebelfelder", "Heiter", "Wolkig", "Sonnig", "Starkregen", "Glatteis", "Sturmböen", "Frost", "Hitzewarnung"],
  es: ["Chubascos", "Llovizna", "Tormentas", "Bancos de Niebla", "Cielo Despejado", "Nubes y Claros", "Granizo", "Rachas de Viento", "Heladas", "Ola de Calor"],
  fr: ["Averses", "Bruine", "Orages", "Brouillard", "Ciel Dégagé", "Éclaircies", "Grêle", "Rafales", "Gelées", "Canicule"],
  it: ["Rovesci", "Pioviggine", "Temporali", "Nebbia", "Cielo Sereno", "Poco Nuvoloso", "Grandine", "Raffiche di Vento", "Gelate", "Afa"],
  nl: ["Buien", "Motregen", "Onweer", "Mistbanken", "Zonnig", "Half Bewolkt", "Hagel", "Windstoten", "Nachtvorst", "Hittegolf"],
  pt: ["Aguaceiros", "Chuvisco", "Trovoada", "Nevoeiro", "Céu Limpo", "Céu Pouco Nublado", "Granizo", "Rajadas de Vento", "Geada", "Onda de Calor"],
};
/** Lower-case log messages (the model tagged such pairs of words as names). */
const LOG_MESSAGES: Record<string, string[]> = {
  en: ["connection refused", "connection timed out", "retrying in 5 s", "cache miss", "disk almost full", "handshake failed", "upstream closed connection", "job finished", "worker restarted", "token expired", "config reloaded", "queue drained", "health check passed", "socket hang up", "backing off"],
  de: ["Verbindung abgelehnt", "Zeitüberschreitung", "neuer Versuch in 5 s", "Cache-Fehlgriff", "Festplatte fast voll", "Dienst neu gestartet", "Konfiguration neu geladen", "Auftrag beendet", "Warteschlange leer"],
  es: ["conexión rechazada", "tiempo de espera agotado", "reintentando en 5 s", "disco casi lleno", "servicio reiniciado", "configuración recargada", "tarea terminada", "cola vacía", "fallo de autenticación"],
  fr: ["connexion refusée", "délai dépassé", "nouvel essai dans 5 s", "disque presque plein", "service redémarré", "configuration rechargée", "tâche terminée", "file vide", "échec d'authentification"],
  it: ["connessione rifiutata", "tempo scaduto", "nuovo tentativo tra 5 s", "disco quasi pieno", "servizio riavviato", "configurazione ricaricata", "lavoro completato", "coda vuota", "autenticazione fallita"],
  nl: ["verbinding geweigerd", "time-out", "nieuwe poging over 5 s", "schijf bijna vol", "dienst herstart", "configuratie herladen", "taak voltooid", "wachtrij leeg", "authenticatie mislukt"],
  pt: ["ligação recusada", "tempo esgotado", "nova tentativa em 5 s", "disco quase cheio", "serviço reiniciado", "configuração recarregada", "tarefa concluída", "fila vazia", "falha de autenticação"],
};
/** Title-case feature and component names in changelogs. */
const FEATURES = [
  "Dark Mode", "Quick Settings", "Smart Sync", "Focus Mode", "Night Shift", "Offline Maps", "Live Preview", "Auto Backup",
  "Split View", "Reading List", "Data Saver", "Battery Guard", "Cloud Vault", "Share Sheet", "Instant Search", "Guest Mode",
  "Picture in Picture", "Safe Browsing", "Media Center", "Sound Studio", "Photo Lab", "Task Board", "Home Hub",
];
const SMALL_TALK: Record<string, string[]> = {
  en: ["sounds good", "no worries", "see you later", "running a bit late", "great game last night", "lovely weather today", "happy friday", "on my way", "what a match", "got it, thanks", "have a nice weekend", "the coffee here is great", "traffic is terrible", "long day today", "will do", "will check tomorrow", "i will be there at 8", "will call you back"],
  de: ["klingt gut", "kein Problem", "bis später", "bin gleich da", "schönes Wochenende", "tolles Spiel gestern", "das Wetter ist herrlich", "alles klar, danke", "bin unterwegs", "der Kaffee ist super"],
  es: ["suena bien", "no pasa nada", "hasta luego", "llego en cinco", "buen fin de semana", "qué partidazo", "hace un día precioso", "vale, perfecto", "voy de camino", "el café está buenísimo"],
  fr: ["ça marche", "pas de souci", "à plus tard", "j'arrive", "bonne soirée", "quel match hier", "il fait super beau", "d'accord, merci", "je suis en route", "le café est excellent"],
  it: ["va benissimo", "nessun problema", "a dopo", "arrivo subito", "buona serata", "che partita ieri", "che bella giornata", "ok, grazie mille", "sono per strada", "il caffè è ottimo"],
  nl: ["klinkt goed", "geen probleem", "tot straks", "ik kom eraan", "fijne avond", "wat een wedstrijd", "heerlijk weer vandaag", "top, dank je", "ik ben onderweg", "de koffie is lekker"],
  pt: ["parece bem", "sem problema", "até logo", "estou a chegar", "boa noite", "que jogo ontem", "está um dia lindo", "ok, obrigado", "vou a caminho", "o café está ótimo"],
};

// ---------- per-language frames ({P} product, {D} dish, {N} number, {W} weekday, {M} month) ----------
const MANUAL: Record<string, string[]> = {
  en: ["Select the {Pg} programme and press Start.", "The {Pg} setting of the {P} uses less water.", "Before first use, rinse the water tank of your {P} and fill it up to the MAX mark.", "If the display of the {P} shows E{N}, unplug it and wait {N} minutes.", "Descale the {P} every {N} weeks with the {B} descaling liquid.", "Hold the Power button of the {P} for {N} seconds to reset it.", "Do not fill the {P} above MAX or below MIN.", "Replacement filters for the {P} are sold by every {B} dealer.", "The {P} is compatible with the {P2} docking station.", "Warranty: {N} years on the {P} motor."],
  de: ["Das Programm {Pg} wählen und Start drücken.", "Im {Pg}-Modus braucht der {P} weniger Wasser.", "Vor dem ersten Gebrauch den Wassertank des {P} ausspülen und bis zur MAX-Markierung füllen.", "Zeigt der {P} den Fehler E{N}, den Netzstecker ziehen und {N} Minuten warten.", "Den {P} alle {N} Wochen mit dem Entkalker von {B} entkalken.", "Die Taste Power am {P} {N} Sekunden gedrückt halten.", "Ersatzfilter für den {P} gibt es bei jedem {B}-Händler.", "Der {P} passt zur Ladestation {P2}."],
  es: ["Seleccione el programa {Pg} y pulse Start.", "Con la función {Pg} la {P} consume menos agua.", "Antes del primer uso, enjuague el depósito de su {P} y llénelo hasta la marca MAX.", "Si la pantalla de la {P} muestra E{N}, desenchúfela y espere {N} minutos.", "Descalcifique la {P} cada {N} semanas con el producto de {B}.", "Mantenga pulsado el botón Power de la {P} durante {N} segundos.", "Los filtros de la {P} se venden en cualquier distribuidor {B}."],
  fr: ["Choisissez le programme {Pg} puis appuyez sur Start.", "En mode {Pg}, le {P} consomme moins d'eau.", "Avant la première utilisation, rincez le réservoir de votre {P} et remplissez-le jusqu'au repère MAX.", "Si l'écran du {P} affiche E{N}, débranchez-le et patientez {N} minutes.", "Détartrez le {P} toutes les {N} semaines avec le détartrant {B}.", "Maintenez la touche Power du {P} enfoncée {N} secondes.", "Les filtres du {P} sont disponibles chez tout revendeur {B}."],
  it: ["Selezionare il programma {Pg} e premere Start.", "Con la funzione {Pg} la {P} consuma meno acqua.", "Prima del primo utilizzo, sciacquare il serbatoio della {P} e riempirlo fino al segno MAX.", "Se il display della {P} mostra E{N}, staccare la spina e attendere {N} minuti.", "Decalcificare la {P} ogni {N} settimane con il prodotto {B}.", "Tenere premuto il tasto Power della {P} per {N} secondi.", "I filtri della {P} sono disponibili presso ogni rivenditore {B}."],
  nl: ["Kies het programma {Pg} en druk op Start.", "In de {Pg}-stand verbruikt de {P} minder water.", "Spoel voor het eerste gebruik het waterreservoir van de {P} om en vul het tot de MAX-markering.", "Toont het display van de {P} E{N}, haal dan de stekker eruit en wacht {N} minuten.", "Ontkalk de {P} elke {N} weken met het middel van {B}.", "Houd de Power-knop van de {P} {N} seconden ingedrukt.", "Filters voor de {P} zijn te koop bij elke {B}-dealer."],
  pt: ["Selecione o programa {Pg} e carregue em Start.", "No modo {Pg}, a {P} gasta menos água.", "Antes da primeira utilização, lave o depósito da {P} e encha-o até à marca MAX.", "Se o visor da {P} mostrar E{N}, desligue-a e aguarde {N} minutos.", "Descalcifique a {P} a cada {N} semanas com o produto {B}.", "Mantenha o botão Power da {P} premido durante {N} segundos.", "Os filtros da {P} estão à venda em qualquer revendedor {B}."],
};
const RECIPE: Record<string, string[]> = {
  en: ["Cook {N}00 g of pasta from {FB} for {N} minutes.", "Today's special: {D} with a side of {D2}.", "Serve the {D} warm, with a glass of {Wi}.", "For the {D}, whisk {N} eggs with {N}0 g of sugar.", "Dessert: {D} or {D2}, {N},50 each.", "Our {D} is made with {F} from the market.", "Pair the {D} with {Wi} or a pot of {T}."],
  de: ["{N}00 g Nudeln von {FB} {N} Minuten kochen.", "Dazu eine Packung Kekse von {FB}.", "Heute auf der Karte: {D} mit {D2}.", "Zum {D} passt ein Glas {Wi}.", "Für den {D} {N} Eier mit {N}0 g Zucker schlagen.", "Nachtisch: {D} oder {D2}, je {N},50 €.", "Dazu empfehlen wir {T} oder einen {C}."],
  es: ["Cueza {N}00 g de pasta de {FB} durante {N} minutos.", "Menú del día: {D} y de segundo {D2}.", "Sirva la {D} templada con una copa de {Wi}.", "Para la {D}, bata {N} huevos con {N}0 g de azúcar.", "Postre: {D} o {D2}, {N},50 € cada uno.", "Acompañe la {D} con un {C} o un {T}."],
  fr: ["Faites cuire {N}00 g de pâtes de chez {FB} pendant {N} minutes.", "Plat du jour : {D}, puis {D2}.", "Servez le {D} tiède avec un verre de {Wi}.", "Pour le {D}, fouettez {N} œufs avec {N}0 g de sucre.", "Dessert : {D} ou {D2}, {N},50 € chacun.", "Accompagnez le {D} d'un {C} ou d'un {T}."],
  it: ["Cuocere {N}00 g di pasta {FB} per {N} minuti.", "Piatto del giorno: {D}, poi {D2}.", "Servire il {D} tiepido con un calice di {Wi}.", "Per il {D}, sbattere {N} uova con {N}0 g di zucchero.", "Dolce: {D} o {D2}, {N},50 € ciascuno.", "Accompagnare il {D} con un {C} o un {T}."],
  nl: ["Kook {N}00 g pasta van {FB} in {N} minuten.", "Dagschotel: {D} met {D2}.", "Serveer de {D} lauw met een glas {Wi}.", "Klop voor de {D} {N} eieren met {N}0 g suiker.", "Toetje: {D} of {D2}, {N},50 € per stuk.", "Lekker bij de {D}: een {C} of een pot {T}."],
  pt: ["Coza {N}00 g de massa da {FB} durante {N} minutos.", "Prato do dia: {D} e depois {D2}.", "Sirva o {D} morno com um copo de {Wi}.", "Para o {D}, bata {N} ovos com {N}0 g de açúcar.", "Sobremesa: {D} ou {D2}, {N},50 € cada.", "Acompanhe o {D} com um {C} ou um {T}."],
};
const DRINKS_HEAD: Record<string, string[]> = {
  en: ["Tea list", "Our coffees", "Wine list", "Drinks"], de: ["Teekarte", "Unsere Kaffees", "Weinkarte", "Getränke"],
  es: ["Carta de tés", "Nuestros cafés", "Carta de vinos", "Bebidas"], fr: ["Carte des thés", "Nos cafés", "Carte des vins", "Boissons"],
  it: ["Carta dei tè", "I nostri caffè", "Carta dei vini", "Bevande"], nl: ["Theekaart", "Onze koffie", "Wijnkaart", "Dranken"],
  pt: ["Carta de chás", "Os nossos cafés", "Carta de vinhos", "Bebidas"],
};
const BANK_NOTE: Record<string, string[]> = {
  en: ["The {K} app will be down for maintenance on {W} from 2:00 to 4:00.", "{K} and {K2} announced lower fees for card payments abroad.", "You can now pay at {R} with the {K} app.", "{R} opens a new store next {W}; {K} cards get {N} % off."],
  de: ["Die App der {K} ist am {W} von 2 bis 4 Uhr nicht erreichbar.", "{K} und {K2} senken die Gebühren für Kartenzahlungen im Ausland.", "Bei {R} kann man jetzt mit der App der {K} bezahlen."],
  es: ["La app de {K} no estará disponible el {W} de 2:00 a 4:00.", "{K} y {K2} bajan las comisiones por pagos con tarjeta en el extranjero.", "Ya se puede pagar en {R} con la app de {K}."],
  fr: ["L'application {K} sera indisponible {W} de 2 h à 4 h.", "{K} et {K2} baissent les frais des paiements par carte à l'étranger.", "On peut désormais payer chez {R} avec l'application {K}."],
  it: ["L'app di {K} non sarà disponibile {W} dalle 2 alle 4.", "{K} e {K2} riducono le commissioni sui pagamenti con carta all'estero.", "Ora si può pagare da {R} con l'app di {K}."],
  nl: ["De app van {K} is {W} van 2.00 tot 4.00 uur niet beschikbaar.", "{K} en {K2} verlagen de kosten voor kaartbetalingen in het buitenland.", "Bij {R} kun je nu betalen met de app van {K}."],
  pt: ["A aplicação do {K} estará indisponível {W} das 2h às 4h.", "O {K} e o {K2} baixam as comissões dos pagamentos com cartão no estrangeiro.", "Já se pode pagar no {R} com a aplicação do {K}."],
};
const CHANGELOG: Record<string, string[]> = {
  en: ["Added: {Fe} for the {P}.", "Fixed: {Fe} crashed when the {Fe2} panel was open.", "Improved: {Fe} loads {N}0 % faster.", "Removed: the old {Fe} toggle."],
  de: ["Neu: {Fe} für den {P}.", "Behoben: {Fe} stürzte ab, wenn {Fe2} offen war.", "Verbessert: {Fe} lädt {N}0 % schneller."],
  es: ["Nuevo: {Fe} para el {P}.", "Corregido: {Fe} fallaba con {Fe2} abierto.", "Mejorado: {Fe} carga un {N}0 % más rápido."],
  fr: ["Nouveau : {Fe} pour le {P}.", "Corrigé : {Fe} plantait quand {Fe2} était ouvert.", "Amélioré : {Fe} se charge {N}0 % plus vite."],
  it: ["Novità: {Fe} per il {P}.", "Corretto: {Fe} si bloccava con {Fe2} aperto.", "Migliorato: {Fe} si carica il {N}0 % più in fretta."],
  nl: ["Nieuw: {Fe} voor de {P}.", "Opgelost: {Fe} liep vast als {Fe2} open stond.", "Verbeterd: {Fe} laadt {N}0 % sneller."],
  pt: ["Novo: {Fe} para o {P}.", "Corrigido: {Fe} falhava com {Fe2} aberto.", "Melhorado: {Fe} carrega {N}0 % mais depressa."],
};
const WEATHER_LINE: Record<string, string[]> = {
  en: ["{W}: {Wx}, highs of {N}°C.", "Outlook for {W}: {Wx} in the morning, {Wx2} later.", "{Wx} expected along the coast; {Wx2} inland."],
  de: ["{W}: {Wx}, bis {N} Grad.", "Aussichten für {W}: morgens {Wx}, später {Wx2}.", "An der Küste {Wx}, im Landesinneren {Wx2}."],
  es: ["{W}: {Wx}, máximas de {N} grados.", "Previsión para el {W}: {Wx} por la mañana y {Wx2} por la tarde.", "{Wx} en la costa y {Wx2} en el interior."],
  fr: ["{W} : {Wx}, jusqu'à {N} degrés.", "Prévisions pour {W} : {Wx} le matin, {Wx2} l'après-midi.", "{Wx} sur le littoral, {Wx2} dans les terres."],
  it: ["{W}: {Wx}, massime di {N} gradi.", "Previsioni per {W}: {Wx} al mattino, {Wx2} nel pomeriggio.", "{Wx} sulla costa, {Wx2} nell'entroterra."],
  nl: ["{W}: {Wx}, maxima rond {N} graden.", "Verwachting voor {W}: 's ochtends {Wx}, later {Wx2}.", "Aan de kust {Wx}, landinwaarts {Wx2}."],
  pt: ["{W}: {Wx}, máximas de {N} graus.", "Previsão para {W}: {Wx} de manhã e {Wx2} à tarde.", "{Wx} no litoral e {Wx2} no interior."],
};
/** Lines that carry a person into a document of look-alikes (mixed documents). {X} is the person. */
const PERSON_LINE: Record<string, string[]> = {
  en: ["Recipe by {X}.", "Chef {X} recommends the {D}.", "Questions? {X} from our service team will call you back.", "Thanks to {X} for the patch.", "Reported by {X}.", "{X} brought the {D} to the party.", "Ask {X} about the {T}.", "Forecast by {X}."],
  de: ["Rezept von {X}.", "Küchenchef {X} empfiehlt den {D}.", "Fragen? {X} vom Kundendienst ruft Sie zurück.", "Danke an {X} für den Patch.", "Gemeldet von {X}.", "{X} hat den {D} mitgebracht."],
  es: ["Receta de {X}.", "El chef {X} recomienda la {D}.", "¿Dudas? {X}, de atención al cliente, le llamará.", "Gracias a {X} por el parche.", "Informado por {X}.", "{X} trajo la {D} a la fiesta."],
  fr: ["Recette de {X}.", "Le chef {X} recommande le {D}.", "Des questions ? {X}, du service client, vous rappellera.", "Merci à {X} pour le correctif.", "Signalé par {X}.", "{X} a apporté le {D}."],
  it: ["Lo chef {X} consiglia il {D}.", "Domande? {X} dell'assistenza vi richiamerà.", "Grazie a {X} per la patch.", "Segnalato da {X}.", "{X} ha portato il {D} alla festa."],
  nl: ["Recept van {X}.", "Chef-kok {X} raadt de {D} aan.", "Vragen? {X} van de klantenservice belt u terug.", "Dank aan {X} voor de patch.", "Gemeld door {X}.", "{X} nam de {D} mee naar het feest."],
  pt: ["Receita da {X}.", "O chef {X} recomenda o {D}.", "Dúvidas? {X}, do apoio ao cliente, liga-lhe de volta.", "Obrigado a {X} pela correção.", "Reportado por {X}.", "{X} trouxe o {D} para a festa."],
};
const CLUB_COUNTRY: Record<string, string> = { en: "GB", de: "DE", es: "ES", fr: "FR", it: "IT", nl: "NL", pt: "PT" };
const RESULTS_HEAD: Record<string, string[]> = {
  en: ["Results", "Fixtures", "Scores"], de: ["Ergebnisse", "Spielplan"], es: ["Resultados", "Jornada"], fr: ["Résultats", "Programme"],
  it: ["Risultati", "Calendario"], nl: ["Uitslagen", "Programma"], pt: ["Resultados", "Jornada"],
};
const SCORER: Record<string, string> = { en: "Goals", de: "Tore", es: "Goles", fr: "Buts", it: "Reti", nl: "Doelpunten", pt: "Golos" };

// ---------- drawing ----------
function productName(c: Ctx): string {
  const brand = pick(c, PRODUCT_BRANDS);
  const words = chance(c, 0.5) ? `${pick(c, MODEL_WORDS)} ${pick(c, MODEL_WORDS)}` : pick(c, MODEL_WORDS);
  const suffix = chance(c, 0.4) ? ` ${int(c, 2, 9)}${pick(c, ["00", "10", "50", "000", ""])}` : chance(c, 0.15) ? ` ${pick(c, ["XL", "S", "X", "II", "Pro"])}` : "";
  return chance(c, 0.8) ? `${brand} ${words}${suffix}` : `${words}${suffix}`;
}
function dish(c: Ctx): string {
  return c.lang === "en" || chance(c, 0.2) ? (chance(c, 0.5) ? pick(c, DISHES.en!) : c.f.food.dish()) : pick(c, lg(c, DISHES));
}
function club(c: Ctx): string {
  const code = chance(c, 0.8) ? CLUB_COUNTRY[c.lang]! : pick(c, Object.keys(CLUBS_FIXED));
  if (chance(c, 0.5)) return pick(c, CLUBS_FIXED[code]!);
  return pick(c, CLUB_PATTERNS[code] ?? CLUB_PATTERNS.default!).replace("{city}", c.f.location.city());
}

/**
 * Writes a frame: {P}/{P2} products, {D}/{D2} dishes, {T} tea, {C} coffee, {Wi} wine, {F} a fruit
 * or vegetable, {Fe}/{Fe2} features, {Wx}/{Wx2} weather words, {B} a product brand, {FB} a food
 * brand, {Pg} an appliance programme (all O);
 * {K}/{K2} banks, {R} retailers (ORGANIZATION); {N} numbers, {W} weekdays, {M} months (O);
 * {X} a person (mixed documents only).
 */
function frame(c: Ctx, f: string): void {
  const parts = f.split(/(\{[A-Za-z]+\d?\})/);
  for (const p of parts) {
    if (!p) continue;
    switch (p) {
      case "{P}": case "{P2}": c.b.t(productName(c)); break;
      case "{D}": case "{D2}": c.b.t(dish(c)); break;
      case "{T}": c.b.t(pick(c, TEAS)); break;
      case "{C}": c.b.t(pick(c, COFFEES)); break;
      case "{Wi}": c.b.t(pick(c, WINES)); break;
      case "{F}": c.b.t(chance(c, 0.5) ? c.f.food.fruit() : c.f.food.vegetable()); break;
      case "{Fe}": case "{Fe2}": c.b.t(pick(c, FEATURES)); break;
      case "{Wx}": case "{Wx2}": c.b.t(pick(c, lg(c, WEATHER))); break;
      case "{B}": c.b.t(pick(c, PRODUCT_BRANDS)); break;
      case "{FB}": c.b.t(pick(c, FOOD_BRANDS)); break;
      case "{Pg}": c.b.t(pick(c, PROGRAMMES)); break;
      case "{K}": case "{K2}": c.b.e("ORGANIZATION", pick(c, BANKS)); break;
      case "{R}": c.b.e("ORGANIZATION", pick(c, RETAILERS)); break;
      case "{N}": c.b.t(String(int(c, 1, 20))); break;
      case "{W}": c.b.t(pick(c, lg(c, WEEKDAYS))); break;
      case "{M}": c.b.t(pick(c, lg(c, MONTHS))); break;
      case "{X}": personName(c); break;
      default: c.b.t(p);
    }
  }
}
/** Particles and stubs some faker locales list as surnames ("De", "Von", "Co"): never a name here. */
const NOT_A_SURNAME = /^(?:\p{L}{1,2}|von|van|der|den|del|dos|das)$/iu;
function lastName(c: Ctx): string {
  for (let i = 0; i < 5; i++) {
    const n = c.f.person.lastName();
    if (!NOT_A_SURNAME.test(n)) return n;
  }
  return "Bakker";
}
function personName(c: Ctx): void {
  const r = c.rnd();
  if (r < 0.6) c.b.e("NAME_GIVEN", c.f.person.firstName()).t(" ").e("NAME_FAMILY", lastName(c));
  else if (r < 0.85) c.b.e("NAME_GIVEN", c.f.person.firstName());
  else c.b.e("NAME_FAMILY", lastName(c));
}
/** n lines drawn from a frame table; in mixed documents one or two person lines among them. */
function lines(c: Ctx, table: Record<string, string[]>, n: number, mixed: boolean, sep = "\n"): void {
  const personAt = mixed ? new Set([int(c, 0, n - 1), ...(chance(c, 0.3) ? [int(c, 0, n - 1)] : [])]) : new Set<number>();
  for (let i = 0; i < n; i++) {
    frame(c, pick(c, lg(c, table)));
    if (personAt.has(i)) {
      c.b.t(" ");
      frame(c, pick(c, lg(c, PERSON_LINE)));
    }
    c.b.t(sep);
  }
}

/** Share of the family's documents that are mixed (a person among the look-alikes). */
export const MIXED_SHARE = 0.35;

function template(kind: string, weight: number, body: (c: Ctx, mixed: boolean) => void): Template {
  return { kind, langs: PII_FREE_LANGS, weight, build: (c) => body(c, chance(c, MIXED_SHARE)) };
}

export const PII_FREE_TEMPLATES: Template[] = [
  template("manual", 3, (c, mixed) => lines(c, MANUAL, int(c, 2, 5), mixed, chance(c, 0.5) ? "\n" : " ")),
  template("recipe", 3, (c, mixed) => lines(c, RECIPE, int(c, 2, 5), mixed)),
  template("menu", 2, (c, mixed) => {
    c.b.t(pick(c, lg(c, DRINKS_HEAD)) + "\n");
    const list = pick(c, [TEAS, COFFEES, WINES, FOOD_BRANDS, lg(c, DISHES), DISHES.en!]);
    for (let i = int(c, 3, 8); i > 0; i--) c.b.t(`${pick(c, list)}${pick(c, [" ... ", " - ", "  ", ": "])}${int(c, 2, 30)},${pick(c, ["00", "50", "90"])}\n`);
    if (mixed) frame(c, pick(c, lg(c, PERSON_LINE)) + "\n");
  }),
  template("sports", 2, (c, mixed) => {
    c.b.t(pick(c, lg(c, RESULTS_HEAD)) + "\n");
    for (let i = int(c, 2, 6); i > 0; i--) {
      c.b.e("ORGANIZATION", club(c)).t(pick(c, [" - ", " v ", " vs ", " "])).e("ORGANIZATION", club(c)).t(` ${int(c, 0, 5)}-${int(c, 0, 5)}`);
      if (mixed && chance(c, 0.4)) {
        c.b.t(` (${lg(c, SCORER)}: `);
        personName(c);
        c.b.t(` ${int(c, 1, 90)}')`);
      }
      c.b.t("\n");
    }
    if (chance(c, 0.5)) {
      // standings with ordinals ("3.º", "2ª", "5e", "4."): the ordinal indicator is no name
      const pos = int(c, 1, 20);
      c.b.e("ORGANIZATION", club(c));
      const standings =
        lg(c, {
          en: [` are ${pos}${pos === 1 ? "st" : pos === 2 ? "nd" : pos === 3 ? "rd" : "th"} in the table.`],
          de: [` ist ${pos}. in der Tabelle.`, ` bleibt auf Platz ${pos}.`],
          es: [` sigue ${pos}.º en la tabla.`, ` es ${pos}º con ${int(c, 10, 60)} puntos.`, `, ${pos}.ª plaza.`],
          fr: [` est ${pos}${pos === 1 ? "er" : "e"} au classement.`],
          it: [` è ${pos}º in classifica.`, ` resta al ${pos}° posto.`],
          nl: [` staat ${pos}e in de ranglijst.`],
          pt: [` segue em ${pos}.º lugar.`, ` é ${pos}º com ${int(c, 10, 60)} pontos.`, `, ${pos}ª posição.`],
        });
      c.b.t(pick(c, standings) + "\n");
    }
  }),
  template("bank", 1.5, (c, mixed) => lines(c, BANK_NOTE, int(c, 1, 3), mixed, " ")),
  template("changelog", 2, (c, mixed) => {
    c.b.t(`v${int(c, 1, 9)}.${int(c, 0, 30)}.${int(c, 0, 20)}${chance(c, 0.3) ? `-build.${int(c, 100, 9999)}` : ""}\n`);
    lines(c, CHANGELOG, int(c, 2, 5), mixed);
  }),
  template("log", 2, (c, mixed) => {
    for (let i = int(c, 2, 6); i > 0; i--) {
      const lvl = pick(c, ["INFO", "WARN", "ERROR", "DEBUG"]);
      c.b.t(`2024-${String(int(c, 1, 12)).padStart(2, "0")}-${String(int(c, 1, 28)).padStart(2, "0")} ${String(int(c, 0, 23)).padStart(2, "0")}:${String(int(c, 0, 59)).padStart(2, "0")}:${String(int(c, 0, 59)).padStart(2, "0")} [${lvl}] `);
      c.b.t(`${pick(c, ["worker", "sync", "api", "scheduler", "gateway"])}-${int(c, 1, 9)}: ${pick(c, lg(c, LOG_MESSAGES))}`);
      if (mixed && chance(c, 0.3)) {
        c.b.t(pick(c, [" (owner: ", " (on call: ", " (assigned to "]));
        personName(c);
        c.b.t(")");
      }
      c.b.t("\n");
    }
  }),
  template("weather", 1.5, (c, mixed) => {
    if (chance(c, 0.6)) c.b.e("LOCATION_CITY", c.f.location.city()).t(pick(c, [": ", " - ", "\n"]));
    lines(c, WEATHER_LINE, int(c, 1, 4), mixed, " ");
  }),
  template("chat", 3, (c, mixed) => {
    const n = int(c, 2, 5);
    const personAt = mixed ? int(c, 0, n - 1) : -1;
    for (let i = 0; i < n; i++) {
      c.b.t(pick(c, lg(c, SMALL_TALK)));
      if (i === personAt) {
        c.b.t(pick(c, [", ", " - ", ". "]));
        c.b.t(pick(c, { en: ["ask ", "tell ", "with "], de: ["frag ", "mit "], es: ["pregunta a ", "con "], fr: ["demande à ", "avec "], it: ["chiedi a ", "con "], nl: ["vraag ", "met "], pt: ["pergunta ao ", "com "] }[c.lang] ?? ["with "]));
        personName(c);
      } else if (chance(c, 0.35)) {
        c.b.t(pick(c, [", ", " "]));
        frame(c, pick(c, ["{D}?", "{T}", "{C}?", "{P}", "{Wx}"]));
      }
      c.b.t(pick(c, ["\n", "!\n", " :)\n", "\n"]));
    }
  }),
];

/** Look-alike lists whose entries are always O in the PII-free documents (for tests). */
export const LOOK_ALIKE_LISTS: readonly (readonly string[])[] = [PRODUCT_BRANDS, PROGRAMMES, TEAS, COFFEES, WINES, FOOD_BRANDS, FEATURES, ...Object.values(DISHES), ...Object.values(WEATHER)];

/**
 * Case of a PII-free document (drawn in generate.ts): lower-cased, upper-cased, every word
 * capitalised (headline style), or as written.
 */
export const PII_FREE_CASE = { lower: 0.3, upper: 0.1, title: 0.1 };

/** Headline style: the first letter of every word upper-cased. */
export const titleCase = (text: string): string => text.replace(/(^|[^\p{L}\p{N}'’])(\p{Ll})/gu, (_, before: string, l: string) => before + l.toUpperCase());
