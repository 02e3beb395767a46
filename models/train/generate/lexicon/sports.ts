/**
 * Club names for sports results: fixed well-known clubs per country and patterns that build
 * club names from the country's real cities ("{city} United", "VfB {city}", "Real {city}").
 * Written from general knowledge.
 */

/** The language a country's club and company names are written in. */
export function clubLang(code: string): string | undefined {
  return ({ DE: "de", AT: "de", CH: "de", ES: "es", AR: "es", MX: "es", CO: "es", PE: "es", CU: "es", NL: "nl", BE: "nl", IT: "it", FR: "fr", PT: "pt", BR: "pt", AO: "pt", GB: "en", US: "en", IE: "en", AU: "en", CA: "en", ZA: "en" } as Record<string, string>)[code];
}

export const CLUBS_FIXED: Record<string, string[]> = {
  GB: ["Arsenal", "Chelsea", "Tottenham", "Everton", "Liverpool", "Manchester United", "Newcastle", "Aston Villa", "West Ham", "Leeds", "Nottingham Forest", "Sheffield Wednesday", "Blackburn", "Wimbledon", "Southampton", "Middlesbrough", "Derby", "Coventry", "Leicester", "Sunderland", "Celtic", "Rangers", "Hearts", "Hibernian", "Aberdeen", "Dundee United", "Motherwell", "Kilmarnock", "Queens Park Rangers", "Crystal Palace", "Wolverhampton", "Port Vale", "Tranmere", "Bolton", "Barnsley", "Charlton", "Millwall", "Ipswich", "Norwich", "Grimsby"],
  DE: ["Bayern München", "Borussia Dortmund", "Werder Bremen", "Schalke 04", "Hamburger SV", "VfB Stuttgart", "Bayer Leverkusen", "1. FC Köln", "Karlsruher SC", "Hansa Rostock", "Eintracht Frankfurt", "1860 München", "Borussia Mönchengladbach", "MSV Duisburg", "VfL Bochum", "Arminia Bielefeld", "Fortuna Düsseldorf", "Hertha BSC", "1. FC Kaiserslautern", "SC Freiburg", "FC St. Pauli", "VfL Wolfsburg", "1. FC Nürnberg", "Energie Cottbus", "Dynamo Dresden", "Carl Zeiss Jena", "SpVgg Unterhaching", "Rot-Weiß Essen", "Kickers Offenbach"],
  AT: ["Rapid Wien", "Austria Wien", "Sturm Graz", "Austria Salzburg", "SV Ried", "LASK Linz", "FC Tirol", "Admira Wacker", "GAK"],
  CH: ["Grasshoppers", "FC Zürich", "FC Basel", "Servette", "Young Boys", "FC Sion", "Lausanne", "Neuchâtel Xamax", "FC Aarau", "FC Luzern"],
  ES: ["Real Madrid", "Barcelona", "Atlético de Madrid", "Athletic de Bilbao", "Valencia", "Betis", "Sevilla", "Celta", "Deportivo", "Espanyol", "Real Sociedad", "Zaragoza", "Oviedo", "Tenerife", "Rayo Vallecano", "Compostela", "Hércules", "Logroñés", "Salamanca", "Extremadura", "Racing", "Valladolid", "Sporting", "Mallorca", "Mérida", "Albacete", "Osasuna", "Villarreal", "Numancia", "Alavés"],
  AR: ["Boca Juniors", "River Plate", "Independiente", "Racing Club", "San Lorenzo", "Vélez Sarsfield", "Estudiantes", "Newell's Old Boys", "Rosario Central", "Gimnasia y Esgrima", "Lanús", "Huracán"],
  MX: ["América", "Chivas", "Cruz Azul", "Pumas", "Toluca", "Monterrey", "Tigres", "Atlas", "Necaxa", "Santos Laguna"],
  NL: ["Ajax", "PSV", "Feyenoord", "Vitesse", "Willem II", "NAC", "Roda JC", "FC Twente", "Sparta", "RKC", "NEC", "De Graafschap", "Fortuna Sittard", "Heerenveen", "FC Groningen", "FC Utrecht", "AZ", "Volendam", "MVV", "Excelsior", "Cambuur", "Heracles", "Helmond Sport", "VVV", "Telstar", "Go Ahead Eagles", "FC Den Bosch", "PEC Zwolle", "Dordrecht '90", "FC Emmen"],
  BE: ["Anderlecht", "Club Brugge", "Standard", "Standard Luik", "KV Mechelen", "Germinal Ekeren", "Lierse", "Antwerp", "AA Gent", "Lommel", "Charleroi", "Racing Genk", "Cercle Brugge", "Moeskroen", "Harelbeke", "Aalst", "Lokeren", "Beveren", "Sint-Truiden", "Westerlo", "Molenbeek", "Ekeren"],
  IT: ["Juventus", "Inter", "Milan", "Lazio", "Roma", "Napoli", "Fiorentina", "Parma", "Sampdoria", "Udinese", "Atalanta", "Bologna", "Vicenza", "Piacenza", "Perugia", "Cagliari", "Verona", "Reggiana", "Torino", "Genoa", "Bari", "Lecce", "Brescia", "Empoli", "Salernitana", "Venezia", "Cremonese", "Pescara", "Foggia", "Ancona"],
  FR: ["Paris Saint-Germain", "Paris SG", "Marseille", "Olympique Marseille", "Olympique Lyon", "Lyon", "Monaco", "Bordeaux", "Nantes", "Lens", "Auxerre", "Rennes", "Bastia", "Montpellier", "Le Havre", "Metz", "Strasbourg", "Guingamp", "Cannes", "Nancy", "Lille", "Caen", "Nice", "Saint-Etienne", "Toulouse", "Sochaux"],
  PT: ["Benfica", "FC Porto", "Porto", "Sporting", "Boavista", "Vitória de Guimarães", "Vitória de Setúbal", "Marítimo", "Braga", "Belenenses", "Estrela da Amadora", "Farense", "Salgueiros", "Gil Vicente", "Chaves", "Campomaiorense", "Leça", "União de Leiria", "Académica", "Rio Ave", "Desportivo das Aves", "Varzim"],
  BR: ["Flamengo", "Vasco da Gama", "Corinthians", "Palmeiras", "São Paulo", "Grêmio", "Cruzeiro", "Santos", "Botafogo", "Fluminense", "Internacional", "Atlético Mineiro", "Bahia", "Sport Recife", "Guarani", "Portuguesa"],
  SE: ["IFK Göteborg", "Malmö FF", "AIK", "Djurgården", "Helsingborg", "Örebro", "Halmstad", "Norrköping"],
  GR: ["Olympiakos", "Panathinaikos", "AEK Athens", "PAOK", "Aris", "Iraklis", "OFI Crete"],
  TR: ["Galatasaray", "Fenerbahce", "Besiktas", "Trabzonspor", "Bursaspor", "Ankaragucu", "Gaziantepspor"],
  RU: ["Spartak Moscow", "Dynamo Moscow", "Lokomotiv Moscow", "CSKA Moscow", "Alania Vladikavkaz", "Rotor Volgograd", "Zenit St Petersburg", "Torpedo Moscow"],
};

export const CLUB_PATTERNS: Record<string, string[]> = {
  GB: ["{city}", "{city} United", "{city} City", "{city} Rovers", "{city} Athletic", "{city} Town", "{city} Wanderers", "{city} Albion", "{city} County", "{city} Rangers", "{city} Orient", "{city} Argyle", "{city} Alexandra"],
  DE: ["VfB {city}", "SV {city}", "FC {city}", "1. FC {city}", "Borussia {city}", "Eintracht {city}", "Fortuna {city}", "Arminia {city}", "VfL {city}", "SC {city}", "TSV {city}", "SpVgg {city}", "Kickers {city}", "Rot-Weiß {city}", "Preußen {city}", "Dynamo {city}", "Hansa {city}", "Stuttgarter Kickers", "Karlsruher SC"],
  AT: ["SV {city}", "FC {city}", "SK {city}", "Austria {city}", "Sturm {city}"],
  CH: ["FC {city}", "{city}", "Young Boys"],
  ES: ["Real {city}", "Atlético {city}", "{city} CF", "CD {city}", "UD {city}", "Racing de {city}", "Deportivo {city}", "Sporting de {city}", "RCD {city}", "{city}", "CF {city}", "SD {city}", "Real Club {city}"],
  AR: ["{city}", "Atlético {city}", "Club {city}", "Deportivo {city}"],
  MX: ["{city}", "Atlético {city}", "Club {city}"],
  NL: ["{city}", "FC {city}", "SC {city}", "{city} Boys", "VV {city}", "Sportclub {city}"],
  BE: ["{city}", "KV {city}", "RC {city}", "Sporting {city}", "KSC {city}", "RWD {city}", "FC {city}"],
  IT: ["{city}", "{city}", "AC {city}", "US {city}", "AS {city}", "Calcio {city}", "Real {city}", "Sporting {city}"],
  FR: ["{city}", "FC {city}", "AS {city}", "Stade {city}", "Olympique {city}", "RC {city}", "SC {city}", "US {city}", "AJ {city}"],
  PT: ["{city}", "Sporting de {city}", "União de {city}", "Académico de {city}", "Vitória de {city}", "Desportivo de {city}", "FC {city}"],
  BR: ["{city}", "Atlético {city}", "América de {city}", "Esporte Clube {city}"],
  default: ["{city}", "FC {city}", "Dynamo {city}", "Sporting {city}", "{city} FC", "Olympic {city}", "Spartak {city}"],
};

/** Major-league baseball teams as [city, nickname]. */
export const US_TEAMS: [string, string][] = [
  ["New York", "Yankees"], ["New York", "Mets"], ["Boston", "Red Sox"], ["Baltimore", "Orioles"], ["Toronto", "Blue Jays"], ["Detroit", "Tigers"], ["Cleveland", "Indians"], ["Chicago", "White Sox"], ["Chicago", "Cubs"], ["Milwaukee", "Brewers"], ["Minnesota", "Twins"], ["Kansas City", "Royals"], ["Texas", "Rangers"], ["Seattle", "Mariners"], ["Oakland", "Athletics"], ["California", "Angels"], ["Atlanta", "Braves"], ["Florida", "Marlins"], ["Montreal", "Expos"], ["Philadelphia", "Phillies"], ["Pittsburgh", "Pirates"], ["St Louis", "Cardinals"], ["Cincinnati", "Reds"], ["Houston", "Astros"], ["Los Angeles", "Dodgers"], ["San Francisco", "Giants"], ["San Diego", "Padres"], ["Colorado", "Rockies"],
];
