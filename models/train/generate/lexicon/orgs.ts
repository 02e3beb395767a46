/**
 * Organisations for the newswire generator (agencies, institutions, parties, ministries,
 * company and club name parts), written from general knowledge.
 */

/** News agencies and the languages whose wires typically carry them. */
export const AGENCIES: Record<string, string[]> = {
  en: ["Reuters", "Reuters", "Reuters", "AP", "AFP", "Bloomberg", "PA", "Xinhua", "Itar-Tass", "Interfax", "Kyodo", "AAP", "PTI", "UPI"],
  de: ["dpa", "dpa", "Reuters", "AP", "AFP", "ddp", "APA", "SDA", "KNA", "epd"],
  es: ["EFE", "EFE", "EFE", "Europa Press", "Reuters", "AFP", "Servimedia", "Colpisa", "Ansa"],
  nl: ["ANP", "ANP", "ANP", "Belga", "Reuters", "AFP", "GPD", "Novum"],
  it: ["ANSA", "ANSA", "Adnkronos", "AGI", "Reuters", "AFP", "Asca"],
  fr: ["AFP", "AFP", "Belga", "Reuters", "AP", "ATS"],
  pt: ["Lusa", "Lusa", "Agência Brasil", "Reuters", "AFP", "EFE"],
};

/** International and national institutions, per language (full names and abbreviations). */
export const INSTITUTIONS: Record<string, string[]> = {
  en: ["European Union", "EU", "EU", "European Commission", "European Parliament", "United Nations", "U.N.", "U.N. Security Council", "NATO", "IMF", "International Monetary Fund", "World Bank", "World Trade Organisation", "WTO", "OPEC", "OSCE", "Red Cross", "International Red Cross", "UNHCR", "UNICEF", "Amnesty International", "Human Rights Watch", "Greenpeace", "Bundesbank", "Federal Reserve", "Fed", "European Central Bank", "ECB", "Bank of England", "Bank of Japan", "Congress", "Senate", "House of Representatives", "House of Commons", "House of Lords", "Supreme Court", "High Court", "State Department", "Pentagon", "FBI", "CIA", "Treasury", "Justice Department", "Securities and Exchange Commission", "Interpol", "Europol", "Arab League", "Organisation of African Unity", "ASEAN", "G7", "Commonwealth", "Bundestag", "Knesset", "Duma", "Tweede Kamer", "Cortes", "Vatican", "Mossad", "IAEA", "WHO", "World Health Organisation", "FAO", "Western European Union", "Council of Europe", "European Court of Justice", "Court of Auditors", "Scotland Yard", "Metropolitan Police", "London Stock Exchange", "New York Stock Exchange", "Nasdaq"],
  de: ["Europäische Union", "EU", "EU", "EU-Kommission", "Europäische Kommission", "Europaparlament", "Vereinten Nationen", "UN", "UNO", "Weltsicherheitsrat", "NATO", "Nato", "Internationale Währungsfonds", "IWF", "Weltbank", "Bundesbank", "Bundesbank", "Europäische Zentralbank", "EZB", "Bundestag", "Bundestag", "Bundesrat", "Bundesregierung", "Bundesverfassungsgericht", "Bundesgerichtshof", "Bundeskartellamt", "Bundesanstalt für Arbeit", "Bundeswehr", "Bundeskriminalamt", "BKA", "Verfassungsschutz", "Auswärtige Amt", "Kanzleramt", "Treuhandanstalt", "Treuhand", "Landtag", "Senat", "Kongress", "Rote Kreuz", "DGB", "IG Metall", "ver.di", "Deutsche Gewerkschaftsbund", "Bundesverband der Deutschen Industrie", "BDI", "Deutsche Industrie- und Handelskammer", "Amnesty International", "Greenpeace", "Europarat", "Interpol", "OSZE", "Frankfurter Börse", "Stiftung Warentest", "ADAC", "Bundesligaausschuss", "DFB", "Deutsche Fußball-Bund"],
  es: ["Unión Europea", "UE", "UE", "Comisión Europea", "Parlamento Europeo", "Naciones Unidas", "ONU", "Consejo de Seguridad", "OTAN", "FMI", "Fondo Monetario Internacional", "Banco Mundial", "Banco de España", "Banco Central Europeo", "BCE", "Congreso", "Congreso de los Diputados", "Senado", "Cortes", "Gobierno", "Tribunal Supremo", "Tribunal Constitucional", "Audiencia Nacional", "Guardia Civil", "Policía Nacional", "Ertzaintza", "Mossos d'Esquadra", "Generalitat", "Xunta", "Junta de Andalucía", "Gobierno vasco", "Cruz Roja", "UGT", "CCOO", "Comisiones Obreras", "CEOE", "Bolsa de Madrid", "CNMV", "Defensor del Pueblo", "Consejo General del Poder Judicial", "Ejército", "Armada", "Casa Real", "Greenpeace", "Amnistía Internacional", "Interpol", "Federación Española de Fútbol", "Liga de Fútbol Profesional"],
  nl: ["Europese Unie", "EU", "EU", "Europese Commissie", "Europees Parlement", "Verenigde Naties", "VN", "Veiligheidsraad", "NAVO", "IMF", "Wereldbank", "Nederlandsche Bank", "Europese Centrale Bank", "ECB", "Tweede Kamer", "Tweede Kamer", "Eerste Kamer", "Staten-Generaal", "Raad van State", "Hoge Raad", "Rekenkamer", "Openbaar Ministerie", "OM", "Centraal Bureau voor de Statistiek", "CBS", "Centraal Planbureau", "CPB", "FNV", "CNV", "VNO-NCW", "Rode Kruis", "KNVB", "Rijkswaterstaat", "Marechaussee", "Koninklijke Marechaussee", "Binnenlandse Veiligheidsdienst", "BVD", "Sociaal-Economische Raad", "SER", "Kamer van Koophandel", "Greenpeace", "Amnesty International", "Europol", "Interpol", "Belgische Senaat", "Vlaams Parlement", "Rijksvoorlichtingsdienst", "Beurs van Amsterdam", "AEX"],
  it: ["Unione europea", "Ue", "Commissione europea", "Parlamento europeo", "Nazioni Unite", "Onu", "Consiglio di sicurezza", "Nato", "Fmi", "Fondo monetario internazionale", "Banca mondiale", "Banca d'Italia", "Bce", "Camera", "Senato", "Parlamento", "Consulta", "Corte costituzionale", "Cassazione", "Consiglio superiore della magistratura", "Csm", "Carabinieri", "Guardia di Finanza", "Polizia di Stato", "Cgil", "Cisl", "Uil", "Confindustria", "Consob", "Borsa di Milano", "Croce Rossa", "Figc", "Coni", "Lega Calcio", "Vaticano", "Santa Sede"],
  fr: ["Union européenne", "UE", "Commission européenne", "Parlement européen", "Nations unies", "ONU", "Conseil de sécurité", "OTAN", "FMI", "Fonds monétaire international", "Banque mondiale", "Banque de France", "BCE", "Assemblée nationale", "Sénat", "Conseil constitutionnel", "Conseil d'Etat", "Cour de cassation", "Cour des comptes", "gendarmerie", "CGT", "CFDT", "Force ouvrière", "CNPF", "Medef", "Croix-Rouge", "Bourse de Paris", "Fédération française de football", "Amnesty International", "Médecins sans frontières", "Interpol", "Quai d'Orsay"],
  pt: ["União Europeia", "UE", "Comissão Europeia", "Parlamento Europeu", "Nações Unidas", "ONU", "Conselho de Segurança", "NATO", "FMI", "Fundo Monetário Internacional", "Banco Mundial", "Banco de Portugal", "BCE", "Assembleia da República", "Parlamento", "Governo", "Tribunal Constitucional", "Supremo Tribunal de Justiça", "Polícia Judiciária", "PSP", "GNR", "CGTP", "UGT", "Cruz Vermelha", "Bolsa de Lisboa", "CMVM", "Federação Portuguesa de Futebol", "Amnistia Internacional", "Congresso", "Senado", "Petrobras", "Banco Central"],
};

/** Political parties per country code, "article|name" in the country's language (the article
 *  stays plain text, the name is the entity). Only countries whose language we write. */
export const PARTIES: Record<string, string[]> = {
  GB: ["the |Labour Party", "|Labour", "|Labour", "the |Conservatives", "the |Conservative Party", "the |Tories", "the |Liberal Democrats", "the |Scottish National Party", "the |SNP", "|Plaid Cymru", "|Sinn Fein", "the |Ulster Unionist Party", "the |Democratic Unionist Party", "the |Referendum Party"],
  US: ["the |Democrats", "the |Republicans", "the |Democratic Party", "the |Republican Party", "the |Reform Party", "the |Democratic National Committee"],
  IE: ["|Fianna Fail", "|Fine Gael", "the |Progressive Democrats", "the |Labour Party", "|Democratic Left"],
  ZA: ["the |African National Congress", "the |ANC", "the |National Party", "the |Inkatha Freedom Party", "the |Pan Africanist Congress"],
  IL: ["|Likud", "the |Labour Party", "|Shas", "|Meretz", "the |National Religious Party"],
  IN: ["the |Congress Party", "the |Bharatiya Janata Party", "the |BJP", "the |Janata Dal", "the |United Front"],
  DE: ["die |CDU", "die |CDU", "die |CSU", "die |SPD", "die |SPD", "die |FDP", "die |PDS", "die |Union", "die |NPD", "die |DVU", "die |CDU/CSU"],
  AT: ["die |SPÖ", "die |ÖVP", "die |FPÖ"],
  ES: ["el |PSOE", "el |PSOE", "el |PP", "el |PP", "el |Partido Popular", "el |Partido Socialista", "|Izquierda Unida", "|IU", "|CiU", "|Convergència i Unió", "el |PNV", "el |Partido Nacionalista Vasco", "|Herri Batasuna", "|HB", "|Coalición Canaria", "|ERC", "el |BNG"],
  MX: ["el |PRI", "el |PAN", "el |PRD"],
  AR: ["el |Partido Justicialista", "la |Unión Cívica Radical", "el |Frepaso"],
  NL: ["de |PvdA", "de |PvdA", "het |CDA", "het |CDA", "de |VVD", "de |VVD", "|D66", "|GroenLinks", "de |SP", "de |SGP", "het |GPV", "de |RPF", "het |AOV", "de |Partij van de Arbeid"],
  BE: ["de |CVP", "de |VLD", "de |SP", "het |Vlaams Blok", "de |Volksunie", "|Agalev", "de |PS", "de |PSC", "de |PRL"],
  IT: ["|Forza Italia", "l'|Ulivo", "il |Pds", "|Alleanza nazionale", "la |Lega Nord", "|Rifondazione comunista", "il |Ppi", "il |Ccd", "|Rinnovamento italiano", "il |Polo delle libertà"],
  FR: ["le |RPR", "l'|UDF", "le |Parti socialiste", "le |PS", "le |Front national", "le |FN", "le |Parti communiste", "le |PCF", "le |Mouvement des citoyens"],
  PT: ["o |PS", "o |PS", "o |PSD", "o |PSD", "o |CDS-PP", "o |PCP", "o |Bloco de Esquerda", "o |Partido Socialista", "o |Partido Social Democrata", "a |CDU"],
  BR: ["o |PT", "o |PMDB", "o |PSDB", "o |PFL", "o |PDT"],
};

/** German parties named in the plural ("die Grünen fordern"). */
export const PARTIES_DE_PLURAL = ["Grünen", "Bündnisgrünen", "Republikaner", "Jusos", "Sozialdemokraten", "Liberalen"];

/** The article + preposition contraction used for "of the party" per language. */
export const OF_ARTICLE: Record<string, Record<string, string>> = {
  en: { "the ": "of the ", "": "of " },
  de: { "die ": "der " },
  es: { "el ": "del ", "la ": "de la ", "": "de " },
  nl: { "de ": "van de ", "het ": "van het ", "": "van " },
  it: { "il ": "del ", "la ": "della ", "l'": "dell'", "": "di " },
  fr: { "le ": "du ", "la ": "de la ", "l'": "de l'", "": "de " },
  pt: { "o ": "do ", "a ": "da ", "": "de " },
};

/** Armed and militant groups by country code. */
export const ARMED_GROUPS: Record<string, string[]> = {
  TR: ["PKK", "Kurdistan Workers Party"],
  ES: ["ETA", "GRAPO"],
  GB: ["IRA", "Irish Republican Army", "Ulster Volunteer Force", "INLA"],
  PS: ["Hamas", "Islamic Jihad"],
  LB: ["Hizbollah", "Hezbollah", "South Lebanon Army", "SLA"],
  AF: ["Taleban", "Taliban", "Jamiat-i-Islami", "Hezb-i-Islami"],
  CO: ["FARC", "Revolutionary Armed Forces of Colombia", "ELN", "National Liberation Army"],
  PE: ["Shining Path", "Tupac Amaru Revolutionary Movement", "MRTA"],
  DZ: ["Armed Islamic Group", "GIA", "Islamic Salvation Front", "FIS"],
  IQ: ["Kurdistan Democratic Party", "KDP", "Patriotic Union of Kurdistan", "PUK"],
  AO: ["UNITA", "MPLA"],
  MX: ["Zapatista National Liberation Army", "EZLN", "Popular Revolutionary Army"],
  IN: ["Hizbul Mujahideen", "Jammu and Kashmir Liberation Front"],
  LK: ["Tamil Tigers", "Liberation Tigers of Tamil Eelam", "LTTE"],
};

/** Ministries: "{X}" filled from MINISTRY_AREAS. Keep ORG span = whole phrase. */
export const MINISTRIES: Record<string, string[]> = {
  en: ["Foreign Ministry", "Defence Ministry", "Defense Ministry", "Interior Ministry", "Finance Ministry", "Justice Ministry", "Health Ministry", "Economics Ministry", "Trade Ministry", "Agriculture Ministry", "Labour Ministry", "Foreign Office", "Home Office", "Ministry of Defence", "Ministry of Agriculture", "Treasury", "Environment Ministry", "Transport Ministry", "Education Ministry", "Energy Ministry"],
  de: ["Bundesfinanzministerium", "Finanzministerium", "Verteidigungsministerium", "Innenministerium", "Bundesinnenministerium", "Wirtschaftsministerium", "Bundeswirtschaftsministerium", "Justizministerium", "Gesundheitsministerium", "Arbeitsministerium", "Umweltministerium", "Verkehrsministerium", "Landwirtschaftsministerium", "Bundesverkehrsministerium", "Bildungsministerium"],
  es: ["Ministerio de Economía", "Ministerio de Economía y Hacienda", "Ministerio de Asuntos Exteriores", "Ministerio del Interior", "Ministerio de Defensa", "Ministerio de Justicia", "Ministerio de Sanidad", "Ministerio de Trabajo", "Ministerio de Agricultura", "Ministerio de Fomento", "Ministerio de Industria", "Ministerio de Educación y Cultura", "Ministerio de Medio Ambiente", "Hacienda", "Interior", "Exteriores"],
  nl: ["ministerie van Financiën", "ministerie van Buitenlandse Zaken", "ministerie van Defensie", "ministerie van Justitie", "ministerie van Economische Zaken", "ministerie van Binnenlandse Zaken", "ministerie van Landbouw", "ministerie van Verkeer en Waterstaat", "ministerie van Sociale Zaken", "ministerie van VROM", "Financiën", "Buitenlandse Zaken", "Justitie", "Defensie", "Economische Zaken"],
  it: ["ministero degli Esteri", "Farnesina", "ministero dell'Interno", "Viminale", "ministero della Difesa", "ministero del Tesoro", "Tesoro", "ministero delle Finanze", "ministero della Giustizia", "ministero della Sanità", "ministero del Lavoro", "ministero dell'Industria", "ministero dei Trasporti"],
  fr: ["ministère des Affaires étrangères", "Quai d'Orsay", "ministère de l'Intérieur", "ministère de la Défense", "ministère de l'Economie", "ministère des Finances", "Bercy", "ministère de la Justice", "ministère de la Santé", "ministère du Travail", "ministère de l'Agriculture"],
  pt: ["Ministério dos Negócios Estrangeiros", "Ministério das Finanças", "Ministério da Defesa", "Ministério da Administração Interna", "Ministério da Justiça", "Ministério da Saúde", "Ministério da Economia", "Ministério da Agricultura", "Ministério do Trabalho", "Itamaraty", "Ministério da Fazenda"],
};

/** Newspapers, broadcasters and magazines (ORGANIZATION in newswire annotation). */
export const MEDIA: Record<string, string[]> = {
  en: ["The Times", "Financial Times", "The Guardian", "Daily Telegraph", "The Independent", "Daily Mail", "The Sun", "BBC", "ITN", "Sky News", "CNN", "New York Times", "Washington Post", "Wall Street Journal", "Los Angeles Times", "USA Today", "Time", "Newsweek", "The Economist", "Jerusalem Post", "Haaretz", "Izvestia", "Pravda", "Interfax", "Al-Ahram", "South China Morning Post", "Asahi Shimbun", "Nihon Keizai Shimbun"],
  de: ["Spiegel", "Focus", "Stern", "Bild", "Bild-Zeitung", "Süddeutsche Zeitung", "Frankfurter Allgemeine Zeitung", "FAZ", "Welt", "Handelsblatt", "Berliner Zeitung", "Tagesspiegel", "taz", "ARD", "ZDF", "RTL", "Sat.1", "Deutschlandfunk", "Westdeutsche Allgemeine Zeitung", "Kölner Stadt-Anzeiger", "Neue Zürcher Zeitung"],
  es: ["El País", "El Mundo", "ABC", "La Vanguardia", "El Periódico", "Diario 16", "La Razón", "Expansión", "Cinco Días", "Marca", "As", "TVE", "Antena 3", "Telecinco", "Cadena SER", "COPE", "Onda Cero", "El Correo", "Clarín", "La Nación"],
  nl: ["De Telegraaf", "NRC Handelsblad", "de Volkskrant", "Trouw", "Het Parool", "Algemeen Dagblad", "AD", "Het Financieele Dagblad", "Elsevier", "NOS", "RTL 4", "VARA", "KRO", "De Standaard", "De Morgen", "Het Laatste Nieuws", "Gazet van Antwerpen", "VRT", "Het Nieuwsblad"],
  it: ["Corriere della Sera", "La Repubblica", "La Stampa", "Il Sole 24 Ore", "Il Messaggero", "Il Giornale", "L'Unità", "Gazzetta dello Sport", "Corriere dello Sport", "Rai", "Mediaset", "Tg1", "Panorama", "L'Espresso"],
  fr: ["Le Monde", "Le Figaro", "Libération", "L'Equipe", "Les Echos", "La Tribune", "France 2", "TF1", "Canal Plus", "RTL", "Europe 1", "Le Soir", "La Libre Belgique", "Le Parisien", "Paris Match"],
  pt: ["Público", "Diário de Notícias", "Expresso", "Jornal de Notícias", "Correio da Manhã", "A Bola", "Record", "O Jogo", "RTP", "SIC", "TVI", "Folha de S. Paulo", "O Globo", "Jornal do Brasil", "O Estado de S. Paulo", "Rede Globo", "Veja"],
};

/** Real companies well known enough to appear in any wire story. */
export const BIG_COMPANIES: string[] = [
  "Siemens", "Volkswagen", "Daimler-Benz", "BMW", "Bayer", "BASF", "Hoechst", "Deutsche Bank", "Dresdner Bank", "Commerzbank", "Allianz", "Lufthansa", "Deutsche Telekom", "Thyssen", "Krupp", "Mannesmann", "RWE", "Veba", "Preussag", "Continental",
  "Philips", "Royal Dutch/Shell", "Shell", "Unilever", "Heineken", "Ahold", "Akzo Nobel", "KLM", "ING", "ABN AMRO", "Rabobank", "Fokker", "DSM", "KPN", "Hoogovens", "Stork", "Elsevier", "Wolters Kluwer",
  "Telefónica", "Repsol", "Iberdrola", "Endesa", "Banco Santander", "BBV", "Banesto", "Argentaria", "Iberia", "Seat", "El Corte Inglés",
  "Fiat", "Olivetti", "Pirelli", "ENI", "Telecom Italia", "Alitalia", "Benetton", "Montedison", "Mediobanca", "Generali",
  "Renault", "Peugeot", "Elf Aquitaine", "Total", "Michelin", "Alcatel", "Air France", "Danone", "L'Oreal", "Thomson", "Société Générale", "Crédit Lyonnais", "Paribas",
  "Portugal Telecom", "EDP", "Petrobras", "Vale do Rio Doce", "Banco Espírito Santo", "TAP",
  "General Motors", "Ford", "Chrysler", "IBM", "Microsoft", "Intel", "Apple", "AT&T", "Boeing", "McDonnell Douglas", "General Electric", "Exxon", "Mobil", "Coca-Cola", "PepsiCo", "Procter & Gamble", "Citicorp", "Chase Manhattan", "Merrill Lynch", "Goldman Sachs", "Morgan Stanley", "Salomon Brothers", "J.P. Morgan",
  "British Airways", "British Telecom", "BT", "British Petroleum", "BP", "Barclays", "HSBC", "NatWest", "Lloyds", "Glaxo Wellcome", "Rolls-Royce", "Marks & Spencer", "Tesco", "Sainsbury", "Cable and Wireless", "Reuters Holdings",
  "Sony", "Toyota", "Nissan", "Honda", "Mitsubishi", "Hitachi", "Toshiba", "Fujitsu", "NEC", "Matsushita", "Samsung", "Hyundai", "Daewoo",
  "Nestle", "Novartis", "Roche", "UBS", "Credit Suisse", "ABB", "Swissair", "Ericsson", "Volvo", "Saab", "Nokia", "Gazprom", "Aeroflot", "Lukoil",
];

/** Company legal suffixes by language area. */
export const COMPANY_SUFFIXES: Record<string, string[]> = {
  en: ["Corp", "Corp.", "Inc", "Inc.", "Ltd", "plc", "Plc", "Co", "Group", "Holdings", "International", "Industries", "Corporation", "Bancorp", "Technologies", "Systems", "Partners", "Resources", "Airlines", "Motors", "Energy", "Pharmaceuticals", "Financial", "Capital", "Trust"],
  de: ["AG", "AG", "GmbH", "GmbH & Co KG", "KGaA", "Holding AG", "Gruppe", "Werke", "Bank", "Versicherung"],
  es: ["SA", "S.A.", "S.L.", "Grupo", "Corporación", "Holding"],
  nl: ["NV", "N.V.", "BV", "B.V.", "Groep", "Holding", "Beheer"],
  it: ["SpA", "S.p.A.", "Srl", "Gruppo", "Holding"],
  fr: ["SA", "S.A.", "SARL", "Groupe", "Holding"],
  pt: ["SA", "S.A.", "Lda", "SGPS", "Grupo"],
};

/** Syllables for invented brand-like company names ("Veltrona", "Norcom"). */
export const BRAND_HEADS = ["Al", "Ar", "Bel", "Cor", "Del", "Dyn", "El", "Fin", "Gen", "Hal", "Ix", "Kor", "Lum", "Mar", "Med", "Nor", "Nov", "Om", "Pan", "Pro", "Qua", "Ren", "Sol", "Tel", "Tri", "Uni", "Val", "Vec", "Ver", "Zen", "Stel", "Intra", "Petro", "Agro", "Tele", "Eur", "Trans", "Inter", "Cem", "Elec", "Tex", "Hydro", "Aero", "Nutri", "Pharm", "Fer", "Bio", "Geo", "Techn", "Auto"];
export const BRAND_TAILS = ["a", "ex", "ica", "on", "or", "tec", "tex", "is", "ia", "com", "tel", "ex", "gen", "net", "max", "ion", "ora", "ara", "ent", "ix", "ol", "co", "al", "ana", "tronic", "mex", "star", "cell", "sur", "bras", "lux", "dis", "sa", "vest", "fin"];
/** Industry words used to build descriptive company names ("Baltic Shipping", "Nordbank"). */
export const INDUSTRY_WORDS: Record<string, string[]> = {
  en: ["Steel", "Shipping", "Mining", "Oil", "Chemicals", "Foods", "Brewing", "Insurance", "Electric", "Telecom", "Airways", "Petroleum", "Gold", "Cement", "Textiles", "Paper", "Motors", "Holdings", "Properties", "Securities", "Bank", "Tobacco", "Semiconductor"],
  de: ["Stahl", "Chemie", "Bau", "Energie", "Versicherung", "Brauerei", "Maschinenbau", "Elektro", "Handel", "Bank", "Kraftwerke", "Immobilien", "Logistik"],
  es: ["Construcciones", "Cementos", "Petróleos", "Seguros", "Aceros", "Eléctrica", "Hidroeléctrica", "Banco", "Telecomunicaciones", "Transportes", "Autopistas", "Inmobiliaria"],
  nl: ["Staal", "Bouw", "Scheepvaart", "Verzekeringen", "Bank", "Chemie", "Energie", "Transport", "Brouwerij", "Uitgeverij", "Vastgoed"],
  it: ["Acciaierie", "Costruzioni", "Assicurazioni", "Banca", "Cementi", "Petroli", "Elettronica", "Telecomunicazioni", "Autostrade", "Tessile"],
  fr: ["Ciments", "Assurances", "Banque", "Aciéries", "Chimie", "Électricité", "Transports", "Télécommunications", "Pétroles"],
  pt: ["Cimentos", "Seguros", "Banco", "Siderurgia", "Celulose", "Transportes", "Telecomunicações", "Petróleos", "Construções"],
};

/** Sports federations and governing bodies. */
export const SPORTS_BODIES = ["FIFA", "UEFA", "IOC", "International Olympic Committee", "ATP", "WTA", "IAAF", "FIA", "ICC", "UCI", "IBF", "WBC", "WBA", "NBA", "NFL", "NHL", "FA", "Football Association", "DFB", "KNVB", "RFEF", "FIGC", "FPF", "Test and County Cricket Board"];

/** Cycling and motor-racing teams (invented plus classic sponsor-style names). */
export const TEAM_SPONSORS = ["Banesto", "ONCE", "Telekom", "Rabobank", "TVM", "Festina", "Mapei", "Gewiss", "Kelme", "Lotto", "Polti", "Saeco", "Motorola", "Gan", "Cofidis", "Carrera", "MG-Technogym", "US Postal", "Casino", "Roslotto", "Batik", "Refin", "Brescialat", "Aki", "Vitalicio Seguros", "Mercatone Uno", "Asics", "Post Swiss", "Team Polti", "Castorama", "Williams", "Ferrari", "Benetton", "McLaren", "Jordan", "Ligier", "Sauber", "Tyrrell", "Arrows", "Minardi", "Stewart", "Forti"];
