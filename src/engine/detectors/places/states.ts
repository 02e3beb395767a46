/**
 * First-level divisions -> LOCATION_STATE: US states, Canadian provinces and territories, German
 * Länder, Spanish comunidades autónomas, Dutch provincies, Italian regioni, French régions,
 * Brazilian states and Australian states and territories. Names in their own language, plus the
 * English (and where common the other languages') form where it differs; "|" separates forms.
 *
 * Two-letter postal abbreviations (CA, NY, TX...) are not here: they are everyday words and
 * acronyms in most texts; the postal-code detector reads them next to a ZIP.
 */
export const STATES: readonly string[] = [
  // United States
  "Alabama", "Alaska", "Arizona", "Arkansas", "California|Kalifornien|Californie", "Colorado", "Connecticut", "Delaware",
  "District of Columbia", "Florida|Floride", "Georgia", "Hawaii|Hawái|Hawaï|Havaí", "Idaho", "Illinois", "Indiana", "Iowa",
  "Kansas", "Kentucky", "Louisiana|Luisiana|Louisiane", "Maine", "Maryland", "Massachusetts", "Michigan", "Minnesota",
  "Mississippi", "Missouri", "Montana", "Nebraska", "Nevada", "New Hampshire", "New Jersey", "New Mexico|Nuevo México|Nouveau-Mexique",
  "New York|New York State", "North Carolina|Carolina del Norte|Caroline du Nord", "North Dakota", "Ohio", "Oklahoma", "Oregon",
  "Pennsylvania|Pensilvania|Pennsylvanie", "Rhode Island", "South Carolina|Carolina del Sur|Caroline du Sud", "South Dakota",
  "Tennessee", "Texas|Tejas", "Utah", "Vermont", "Virginia|Virginie", "Washington|Washington State", "West Virginia", "Wisconsin", "Wyoming",
  // Canada
  "Ontario", "Québec|Quebec", "British Columbia|Colombie-Britannique|Columbia Británica|Britisch-Kolumbien", "Alberta",
  "Manitoba", "Saskatchewan", "Nova Scotia|Nouvelle-Écosse|Nueva Escocia", "New Brunswick|Nouveau-Brunswick",
  "Newfoundland and Labrador|Terre-Neuve-et-Labrador|Newfoundland", "Prince Edward Island|Île-du-Prince-Édouard",
  "Yukon", "Northwest Territories|Territoires du Nord-Ouest", "Nunavut",
  // Germany
  "Baden-Württemberg", "Bayern|Bavaria|Bavière|Baviera|Beieren", "Brandenburg|Brandebourg|Brandeburgo", "Hessen|Hesse|Hesse|Assia",
  "Mecklenburg-Vorpommern|Mecklenburg-Western Pomerania", "Niedersachsen|Lower Saxony|Basse-Saxe|Baja Sajonia|Bassa Sassonia|Nedersaksen",
  "Nordrhein-Westfalen|North Rhine-Westphalia|Rhénanie-du-Nord-Westphalie|Renania del Norte-Westfalia|Noordrijn-Westfalen",
  "Rheinland-Pfalz|Rhineland-Palatinate|Rhénanie-Palatinat|Renania-Palatinado", "Saarland|Sarre",
  "Sachsen|Saxony|Saxe|Sajonia|Sassonia|Saksen", "Sachsen-Anhalt|Saxony-Anhalt", "Schleswig-Holstein", "Thüringen|Thuringia|Thuringe|Turingia",
  // Spain
  "Andalucía|Andalusia|Andalusien|Andalousie|Andalusië", "Aragón|Aragon", "Asturias|Asturien|Asturies", "Illes Balears|Islas Baleares|Balearic Islands",
  "Canarias|Islas Canarias|Canary Islands|Kanarische Inseln", "Cantabria", "Castilla y León|Castile and León", "Castilla-La Mancha",
  "Cataluña|Catalunya|Catalonia|Katalonien|Catalogne|Catalogna|Catalonië", "Comunitat Valenciana|Comunidad Valenciana|Valencian Community",
  "Extremadura", "Galicia|Galicien|Galice|Galiza", "Comunidad de Madrid", "Región de Murcia", "Navarra|Navarre",
  "País Vasco|Euskadi|Basque Country|Baskenland|Pays basque|Paesi Baschi", "La Rioja",
  // Netherlands
  "Drenthe", "Flevoland", "Friesland|Fryslân|Frisia", "Gelderland", "Limburg", "Noord-Brabant|North Brabant",
  "Noord-Holland|North Holland", "Overijssel", "Zuid-Holland|South Holland", "Zeeland", "Utrecht",
  // Italy
  "Abruzzo|Abruzzen|Abruzos", "Basilicata", "Calabria|Kalabrien|Calabre", "Campania|Kampanien|Campanie", "Emilia-Romagna|Émilie-Romagne",
  "Friuli-Venezia Giulia", "Lazio|Latium|Lacio", "Liguria|Ligurien|Ligurie", "Lombardia|Lombardy|Lombardei|Lombardía|Lombardie|Lombardije",
  "Marche|Marken", "Molise", "Piemonte|Piedmont|Piemont|Piamonte|Piémont", "Puglia|Apulia|Apulien|Pouilles", "Sardegna|Sardinia|Sardinien|Cerdeña|Sardaigne|Sardinië",
  "Sicilia|Sicily|Sizilien|Sicile|Sicilië|Sicília", "Toscana|Tuscany|Toskana|Toscane", "Trentino-Alto Adige|Trentino-Südtirol|Südtirol|South Tyrol",
  "Umbria|Umbrien|Ombrie", "Valle d'Aosta|Aosta Valley", "Veneto|Venetien|Vénétie",
  // France
  "Auvergne-Rhône-Alpes", "Bourgogne-Franche-Comté", "Bretagne|Brittany|Bretaña|Bretagna|Bretanha", "Centre-Val de Loire", "Corse|Corsica|Korsika|Córcega",
  "Grand Est", "Hauts-de-France", "Île-de-France", "Normandie|Normandy|Normandía|Normandia", "Nouvelle-Aquitaine", "Occitanie|Occitania",
  "Pays de la Loire", "Provence-Alpes-Côte d'Azur|Provence",
  // Brazil
  "Acre", "Alagoas", "Amapá", "Amazonas", "Bahia", "Ceará", "Distrito Federal", "Espírito Santo", "Goiás", "Maranhão",
  "Mato Grosso", "Mato Grosso do Sul", "Minas Gerais", "Pará", "Paraíba", "Paraná", "Pernambuco", "Piauí", "Rio Grande do Norte",
  "Rio Grande do Sul", "Rondônia", "Roraima", "Santa Catarina", "Sergipe", "Tocantins", "Estado de São Paulo", "Estado do Rio de Janeiro",
  // Australia
  "New South Wales", "Queensland", "South Australia", "Tasmania|Tasmanien|Tasmanie", "Western Australia", "Northern Territory",
  "Australian Capital Territory",
  // United Kingdom: England's ceremonial and historic counties, Wales's preserved counties and
  // principal areas, Scotland's council areas and historic shires, Northern Ireland's counties (the
  // county is the state line of a UK address: "Leeds, West Yorkshire LS1 4DY")
  "Bedfordshire", "Berkshire", "Buckinghamshire", "Cambridgeshire", "Cheshire", "Cornwall", "Cumbria", "Derbyshire", "Devon",
  "County Durham|Durham", "Dorset", "East Riding of Yorkshire", "East Sussex", "Essex", "Gloucestershire", "Greater London",
  "Greater Manchester", "Hampshire", "Herefordshire", "Hertfordshire", "Isle of Wight", "Kent", "Lancashire", "Leicestershire",
  "Lincolnshire", "Merseyside", "Norfolk", "North Yorkshire", "Northamptonshire", "Northumberland", "Nottinghamshire",
  "Oxfordshire", "Rutland", "Shropshire", "Somerset", "South Yorkshire", "Staffordshire", "Suffolk", "Surrey", "Tyne and Wear",
  "Warwickshire", "West Midlands", "West Sussex", "West Yorkshire", "Wiltshire", "Worcestershire", "Yorkshire", "Sussex",
  "Middlesex", "Cumberland", "Westmorland", "Huntingdonshire",
  "Glamorgan|Mid Glamorgan|South Glamorgan|West Glamorgan|Vale of Glamorgan", "Gwent", "Dyfed", "Powys", "Gwynedd", "Clwyd",
  "Anglesey|Isle of Anglesey", "Pembrokeshire", "Carmarthenshire", "Ceredigion", "Monmouthshire", "Denbighshire", "Flintshire",
  "Aberdeenshire", "Angus", "Argyll and Bute", "Ayrshire|East Ayrshire|North Ayrshire|South Ayrshire", "Dumfries and Galloway",
  "Fife", "Lanarkshire|North Lanarkshire|South Lanarkshire", "Midlothian|East Lothian|West Lothian|Lothian", "Moray",
  "Perth and Kinross", "Renfrewshire|East Renfrewshire", "Scottish Borders", "Stirlingshire", "Orkney", "Shetland",
  "County Antrim", "County Armagh", "County Fermanagh", "County Londonderry", "County Tyrone", "County Down",
  // Ireland's counties, written with "County" where the bare name is a city or a word ("County Cork", "Co. Clare")
  "County Carlow|Carlow", "County Cavan|Cavan", "County Clare|Co. Clare", "County Cork|Co. Cork", "County Donegal|Donegal",
  "County Galway|Co. Galway", "County Kerry|Co. Kerry", "County Kildare|Kildare", "County Kilkenny|Kilkenny",
  "County Laois|Laois", "County Leitrim|Leitrim", "County Limerick|Co. Limerick", "County Longford|Longford",
  "County Louth|Louth", "County Mayo|Mayo", "County Meath|Meath", "County Monaghan|Monaghan", "County Offaly|Offaly",
  "County Roscommon|Roscommon", "County Sligo|Sligo", "County Tipperary|Tipperary", "County Waterford|Co. Waterford",
  "County Westmeath|Westmeath", "County Wexford|Wexford", "County Wicklow|Wicklow",
];

/** Continents and large regions: LOCATION (no more specific type fits them). */
export const REGIONS: readonly string[] = [
  "Europe|Europa", "Africa|Afrika|África|Afrique", "Asia|Asien|Asie|Azië|Ásia", "Oceania|Ozeanien|Océanie|Oceanië|Oceânia",
  "North America|Nordamerika|América del Norte|Amérique du Nord|Nord America|Noord-Amerika|América do Norte",
  "South America|Südamerika|América del Sur|Amérique du Sud|Sud America|Zuid-Amerika|América do Sul",
  "Latin America|Lateinamerika|América Latina|Amérique latine|Latijns-Amerika", "Central America|Mittelamerika|Centroamérica|Amérique centrale",
  "Middle East|Nahost|Naher Osten|Oriente Medio|Moyen-Orient|Medio Oriente|Midden-Oosten|Oriente Médio",
  "Scandinavia|Skandinavien|Escandinavia|Scandinavie|Scandinavië", "Balkans|Balkan|Balcanes", "Siberia|Sibirien|Sibérie",
];
