/**
 * Person-name pools that faker lacks in Latin script (romanised Russian, Arabic, Chinese,
 * Japanese, Korean names as the Western press writes them), roles, events and competitions.
 * Written from general knowledge.
 */

export interface NamePool {
  m: string[];
  f: string[];
  family: string[];
}

export const ROMANISED: Record<string, NamePool> = {
  ru: {
    m: ["Boris", "Viktor", "Alexander", "Sergei", "Yuri", "Vladimir", "Anatoly", "Gennady", "Mikhail", "Igor", "Oleg", "Andrei", "Pavel", "Grigory", "Yevgeny", "Dmitry", "Nikolai", "Alexei", "Vitaly", "Leonid", "Ivan", "Valery", "Konstantin", "Ruslan", "Aslan"],
    f: ["Irina", "Natalya", "Olga", "Tatyana", "Svetlana", "Yelena", "Galina", "Lyudmila", "Anna", "Marina", "Larisa"],
    family: ["Ivanov", "Petrov", "Smirnov", "Kuznetsov", "Popov", "Sokolov", "Lebedev", "Kozlov", "Novikov", "Morozov", "Volkov", "Solovyov", "Vasilyev", "Zaitsev", "Pavlov", "Semyonov", "Golubev", "Vinogradov", "Bogdanov", "Vorobyov", "Fyodorov", "Mikhailov", "Belyaev", "Tarasov", "Belov", "Komarov", "Orlov", "Kiselyov", "Makarov", "Andreyev", "Kovalyov", "Ilyin", "Gusev", "Titov", "Kuzmin", "Kudryavtsev", "Baranov", "Kulikov", "Alexeyev", "Stepanov", "Yakovlev", "Sorokin", "Sergeyev", "Romanov", "Zakharov", "Borisov", "Korolyov", "Gerasimov", "Ponomaryov", "Grigoryev", "Lazarev", "Medvedev", "Yershov", "Nikitin", "Sobolev", "Ryabov", "Polyakov", "Tsvetkov", "Danilov", "Zhukov", "Frolov", "Zhuravlyov", "Nikolayev", "Krylov", "Maximov", "Sidorov", "Osipov", "Belousov", "Fedotov", "Dorofeyev", "Yegorov", "Matveyev", "Bobrov", "Dmitriyev", "Kalinin", "Anisimov", "Petukhov", "Antonov", "Timofeyev", "Nikiforov", "Veselov", "Filippov", "Markov", "Bolshakov", "Sukhanov", "Mironov", "Shiryaev", "Alexandrov", "Konovalov", "Shestakov", "Kazakov", "Yefimov", "Denisov", "Gromov", "Fomin", "Davydov", "Melnikov", "Shcherbakov", "Blinov", "Kolesnikov", "Karpov", "Afanasyev", "Vlasov", "Maslov", "Isakov", "Tikhonov", "Aksyonov", "Gavrilov", "Rodionov", "Kotov", "Gorbunov", "Kudryashov", "Bykov", "Zuyev", "Tretyakov", "Savelyev", "Panov", "Rybakov", "Suvorov", "Abramov", "Voronov", "Mukhin", "Arkhipov", "Trofimov", "Martynov", "Yemelyanov", "Gorshkov", "Chernov", "Ovchinnikov", "Seleznyov", "Panfilov", "Kopylov", "Mikheyev", "Galkin", "Nazarov", "Lobanov", "Lukin", "Belyakov", "Potapov", "Nekrasov", "Khokhlov", "Zhdanov", "Naumov", "Shilov", "Vorontsov", "Yermakov", "Drozdov", "Ignatyev", "Savin", "Loginov", "Safonov", "Kapustin", "Kirillov", "Moiseyev", "Yeliseyev", "Koshelev", "Kostin", "Gorbachev", "Lebed", "Chubais", "Nemtsov", "Maskhadov", "Yandarbiyev", "Udugov", "Basayev", "Kozyrev", "Primakov", "Zyuganov", "Luzhkov", "Kasyanov", "Chernomyrdin", "Rybkin"],
  },
  ar: {
    m: ["Mohammed", "Ahmed", "Ali", "Hassan", "Hussein", "Omar", "Yasser", "Khaled", "Saeb", "Nabil", "Faisal", "Abdullah", "Saddam", "Tariq", "Mahmoud", "Mustafa", "Ibrahim", "Youssef", "Walid", "Salah", "Rafik", "Hosni", "Amr", "Karim", "Nasser", "Fawaz", "Marwan", "Ziad", "Jamal", "Samir"],
    f: ["Fatima", "Leila", "Hanan", "Suha", "Amira", "Nadia", "Rania", "Samira", "Huda", "Zainab"],
    family: ["Arafat", "Erekat", "Shaath", "Abbas", "Qurei", "Rajoub", "Dahlan", "Barghouti", "Mubarak", "Moussa", "Assad", "Shara", "Hariri", "Berri", "Jumblatt", "Hussein", "Aziz", "Sahaf", "Ramadan", "Khatib", "Hamdan", "Haddad", "Mansour", "Nasrallah", "Khoury", "Saleh", "Qadhafi", "Zeroual", "Ouyahia", "Bouteflika", "Hassan", "Filali", "Ben Ali", "Talabani", "Barzani", "Khalifa", "al-Thani", "Faisal", "Saud", "al-Sabah", "Naguib", "Ghali", "Bakr", "Darwish", "Yassin", "Rantisi", "Zahar", "Nashashibi", "Tarawneh", "Kabariti", "Majali", "Masri", "Shamir", "Habash", "Hawatmeh", "el-Sayed", "Abdel-Rahman", "Ashrawi"],
  },
  zh: {
    m: ["Li", "Wang", "Zhang", "Jiang", "Zhu", "Qian", "Wu", "Hu", "Deng", "Tang", "Chen", "Liu", "Zhao", "Sun"],
    f: ["Wu", "Li", "Chen", "Zhang"],
    family: ["Jiang Zemin", "Li Peng", "Zhu Rongji", "Qian Qichen", "Wu Yi", "Shen Guofang", "Cui Tiankai", "Tang Guoqiang", "Chen Jian", "Li Lanqing", "Wang Dan", "Wei Jingsheng", "Tung Chee-hwa", "Lee Teng-hui", "Lien Chan", "Koo Chen-fu", "Chen Shui-bian", "Hu Jintao", "Zhao Ziyang"],
  },
  ja: {
    m: ["Ryutaro", "Tomiichi", "Yukihiko", "Hiroshi", "Takeshi", "Kenji", "Yoshio", "Koichi", "Masahiro", "Junichiro", "Taro", "Keizo", "Ichiro", "Kazuo", "Shinji", "Hideo", "Akira", "Satoshi"],
    f: ["Yoko", "Makiko", "Keiko", "Naoko", "Midori", "Kyoko", "Yumiko"],
    family: ["Hashimoto", "Murayama", "Ikeda", "Kato", "Kajiyama", "Obuchi", "Koizumi", "Mitsuzuka", "Kubo", "Tanaka", "Suzuki", "Watanabe", "Yamamoto", "Nakamura", "Kobayashi", "Saito", "Yoshida", "Yamada", "Sasaki", "Yamaguchi", "Matsumoto", "Inoue", "Kimura", "Hayashi", "Shimizu", "Nomo", "Ozaki", "Ito", "Sato"],
  },
  ko: {
    m: ["Kim", "Lee", "Park", "Choi", "Chung"],
    f: ["Kim", "Lee"],
    family: ["Kim Young-sam", "Kim Dae-jung", "Kim Jong-il", "Lee Hoi-chang", "Yoo Chong-ha", "Gong Ro-myung", "Chun Doo-hwan", "Roh Tae-woo", "Lee Soo-sung", "Park Chan-ho"],
  },
};

/** Roles written before a name ("Foreign Minister Klaus Kinkel"); "male|female" where gendered. */
export const ROLES_BEFORE: Record<string, string[]> = {
  en: ["President", "Prime Minister", "Foreign Minister", "Finance Minister", "Defence Minister", "Interior Minister", "Chancellor", "Economics Minister", "Justice Minister", "Health Minister", "Trade Minister", "Labour Minister", "Agriculture Minister", "Deputy Prime Minister", "Opposition leader", "Senator", "Governor", "General", "coach", "chairman", "chief executive", "Mayor", "Judge", "Ambassador", "Secretary of State", "Treasury Secretary", "Defence Secretary", "Home Secretary", "Chancellor of the Exchequer", "Vice President", "Speaker", "Cardinal", "Archbishop", "manager", "Commissioner", "Police chief"],
  de: ["Bundeskanzler|Bundeskanzlerin", "Außenminister|Außenministerin", "Finanzminister|Finanzministerin", "Verteidigungsminister|Verteidigungsministerin", "Innenminister|Innenministerin", "Wirtschaftsminister|Wirtschaftsministerin", "Ministerpräsident|Ministerpräsidentin", "Bundespräsident|Bundespräsidentin", "Präsident|Präsidentin", "Regierungschef|Regierungschefin", "Parteichef|Parteichefin", "Fraktionschef|Fraktionschefin", "Oberbürgermeister|Oberbürgermeisterin", "Bürgermeister|Bürgermeisterin", "Bundesbankpräsident|Bundesbankpräsidentin", "Trainer|Trainerin", "Vorstandschef|Vorstandschefin", "Staatssekretär|Staatssekretärin", "Justizminister|Justizministerin", "Gesundheitsminister|Gesundheitsministerin", "Arbeitsminister|Arbeitsministerin", "Generalsekretär|Generalsekretärin", "Oppositionsführer|Oppositionsführerin", "Landesvorsitzende|Landesvorsitzende", "Staatsanwalt|Staatsanwältin", "Regierungssprecher|Regierungssprecherin"],
  es: ["el presidente|la presidenta", "el ministro de Economía|la ministra de Economía", "el ministro de Asuntos Exteriores|la ministra de Asuntos Exteriores", "el ministro del Interior|la ministra del Interior", "el ministro de Defensa|la ministra de Defensa", "el ministro de Trabajo|la ministra de Trabajo", "el vicepresidente|la vicepresidenta", "el portavoz|la portavoz", "el secretario general|la secretaria general", "el alcalde|la alcaldesa", "el juez|la jueza", "el entrenador|la entrenadora", "el consejero delegado|la consejera delegada", "el embajador|la embajadora", "el líder de la oposición|la líder de la oposición", "el canciller|la canciller", "el primer ministro|la primera ministra", "el fiscal|la fiscal", "el gobernador|la gobernadora", "el delegado del Gobierno|la delegada del Gobierno"],
  nl: ["premier", "minister-president", "minister", "staatssecretaris", "president", "burgemeester", "fractieleider", "fractievoorzitter", "woordvoerder|woordvoerster", "trainer", "bondscoach", "topman|topvrouw", "voorzitter", "directeur|directrice", "commissaris", "ambassadeur", "kanselier", "officier van justitie", "rechter", "partijleider", "Kamerlid", "wethouder"],
  it: ["il presidente|la presidente", "il premier|la premier", "il ministro degli Esteri|la ministra degli Esteri", "il ministro del Tesoro|la ministra del Tesoro", "il ministro dell'Interno|la ministra dell'Interno", "il ministro della Difesa|la ministra della Difesa", "il sindaco|la sindaca", "il segretario|la segretaria", "il portavoce|la portavoce", "l'allenatore|l'allenatrice", "il giudice|la giudice", "il procuratore|la procuratrice", "l'ambasciatore|l'ambasciatrice", "il leader|la leader", "l'amministratore delegato|l'amministratrice delegata", "il cancelliere|la cancelliera", "il vicepremier|la vicepremier"],
  fr: ["le président|la présidente", "le Premier ministre|la Première ministre", "le ministre des Affaires étrangères|la ministre des Affaires étrangères", "le ministre de l'Intérieur|la ministre de l'Intérieur", "le ministre de la Défense|la ministre de la Défense", "le ministre de l'Economie|la ministre de l'Economie", "le porte-parole|la porte-parole", "le maire|la maire", "le juge|la juge", "l'entraîneur|l'entraîneuse", "le chancelier|la chancelière", "l'ambassadeur|l'ambassadrice", "le secrétaire général|la secrétaire générale", "le PDG|la PDG", "le procureur|la procureure"],
  pt: ["o presidente|a presidente", "o primeiro-ministro|a primeira-ministra", "o ministro dos Negócios Estrangeiros|a ministra dos Negócios Estrangeiros", "o ministro das Finanças|a ministra das Finanças", "o ministro da Defesa|a ministra da Defesa", "o porta-voz|a porta-voz", "o secretário-geral|a secretária-geral", "o presidente da câmara|a presidente da câmara", "o juiz|a juíza", "o treinador|a treinadora", "o embaixador|a embaixadora", "o chanceler|a chanceler", "o líder da oposição|a líder da oposição", "o governador|a governadora", "o administrador|a administradora"],
};

/** Sports events and named occasions labelled EVENT, per language. */
export const NEWS_EVENTS: Record<string, string[]> = {
  en: ["World Cup", "Olympics", "Olympic Games", "Atlanta Olympics", "Tour de France", "Wimbledon", "U.S. Open", "French Open", "Australian Open", "Davis Cup", "Ryder Cup", "Fed Cup", "British Open", "U.S. Masters", "Euro 96", "European championship", "Giro d'Italia", "Tour of Spain", "Commonwealth Games", "Super Bowl", "World Series", "Paris-Nice", "Grand National", "Belgian Grand Prix", "Hungarian Grand Prix", "Italian Grand Prix", "Monaco Grand Prix", "Paralympics", "Asian Games", "African Nations Cup", "Gulf War", "Cold War", "Second World War", "World War Two", "Bosnian war", "Dayton peace accord", "Oslo accords", "Maastricht treaty", "G7 summit"],
  de: ["Weltmeisterschaft", "Fußball-WM", "WM", "Europameisterschaft", "EM", "Olympischen Spiele", "Olympischen Spielen", "Tour de France", "Wimbledon", "US Open", "French Open", "Davis-Cup", "Giro d'Italia", "Vierschanzentournee", "Großer Preis von Deutschland", "Großen Preis von Monaco", "Zweiten Weltkrieg", "Golfkrieg", "Kalten Krieges", "Maastrichter Vertrag", "Berlinale", "Oktoberfest", "Frankfurter Buchmesse", "Cebit", "Internationale Funkausstellung", "Bundestagswahl", "Landtagswahl"],
  es: ["Mundial", "Copa del Mundo", "Juegos Olímpicos", "Olimpiadas", "Tour de Francia", "Vuelta a España", "Vuelta", "Giro de Italia", "Wimbledon", "Roland Garros", "Open de Australia", "Copa Davis", "Eurocopa", "Copa América", "Gran Premio de España", "Guerra Civil", "Segunda Guerra Mundial", "Guerra del Golfo", "Tratado de Maastricht", "Feria de Abril", "San Fermín", "Semana Santa", "Expo 92", "Festival de San Sebastián", "Fitur"],
  nl: ["WK", "wereldkampioenschap", "EK", "Europees kampioenschap", "Olympische Spelen", "Spelen van Atlanta", "Tour de France", "Ronde van Frankrijk", "Ronde van Spanje", "Giro", "Ronde van Vlaanderen", "Amstel Gold Race", "Elfstedentocht", "Wimbledon", "Davis Cup", "Roland Garros", "Tweede Wereldoorlog", "Golfoorlog", "Verdrag van Maastricht", "Koninginnedag", "Holland Festival", "North Sea Jazz Festival", "Dakar-rally", "Grote Prijs van België"],
  it: ["Mondiali", "Coppa del mondo", "Olimpiadi", "Giochi olimpici", "Giro d'Italia", "Tour de France", "Vuelta", "Wimbledon", "Roland Garros", "Coppa Davis", "Europei", "Gran Premio di Monza", "Gran Premio d'Italia", "Milano-Sanremo", "Seconda guerra mondiale", "Guerra del Golfo", "Trattato di Maastricht", "Festival di Sanremo", "Mostra del cinema di Venezia", "Palio di Siena", "Giubileo"],
  fr: ["Coupe du monde", "Mondial", "Jeux olympiques", "JO", "Tour de France", "Roland-Garros", "Wimbledon", "Coupe Davis", "Euro 96", "Paris-Roubaix", "Grand Prix de France", "Seconde Guerre mondiale", "guerre du Golfe", "traité de Maastricht", "Festival de Cannes", "Fête de la musique", "Vendée Globe", "Paris-Dakar", "Mondial de l'automobile"],
  pt: ["Mundial", "Campeonato do Mundo", "Jogos Olímpicos", "Olimpíadas", "Volta a Portugal", "Volta à França", "Tour de France", "Wimbledon", "Taça Davis", "Euro 96", "Campeonato da Europa", "Copa América", "Grande Prémio de Portugal", "Grande Prêmio do Brasil", "Segunda Guerra Mundial", "Guerra do Golfo", "Tratado de Maastricht", "Expo 98", "Carnaval", "25 de Abril", "Festival de Cannes"],
};

/** League and competition names: MISC in newswire annotation, so left unlabelled here. */
export const LEAGUES: Record<string, { country: string; names: string[] }[]> = {
  en: [
    { country: "GB", names: ["Premier League", "English premier league", "first division", "Scottish premier division", "FA Cup", "Coca-Cola Cup", "English League"] },
    { country: "DE", names: ["Bundesliga", "German first division"] },
    { country: "ES", names: ["Spanish first division", "Primera Liga"] },
    { country: "NL", names: ["Dutch first division", "Dutch league"] },
    { country: "IT", names: ["Serie A", "Italian Serie A"] },
    { country: "FR", names: ["French first division", "Le Championnat"] },
    { country: "PT", names: ["Portuguese first division"] },
    { country: "BE", names: ["Belgian first division"] },
  ],
  de: [
    { country: "DE", names: ["Bundesliga", "Fußball-Bundesliga", "2. Bundesliga", "DFB-Pokal", "Regionalliga"] },
    { country: "GB", names: ["Premier League", "englischen Liga"] },
    { country: "ES", names: ["Primera Division", "spanischen Liga"] },
  ],
  es: [
    { country: "ES", names: ["Liga", "Primera División", "Segunda División", "Copa del Rey", "Liga de Campeones", "Copa de la UEFA"] },
    { country: "GB", names: ["Premier League"] },
    { country: "IT", names: ["Serie A", "Calcio"] },
  ],
  nl: [
    { country: "NL", names: ["eredivisie", "Eredivisie", "eerste divisie", "KNVB-beker", "Europa Cup", "UEFA-Cup", "Champions League"] },
    { country: "BE", names: ["Belgische eerste klasse", "Jupiler League"] },
  ],
  it: [
    { country: "IT", names: ["serie A", "Serie A", "serie B", "Coppa Italia", "Champions League", "Coppa Uefa"] },
  ],
  fr: [
    { country: "FR", names: ["championnat de France", "Division 1", "D1", "Coupe de France", "Ligue des champions"] },
    { country: "BE", names: ["championnat de Belgique"] },
  ],
  pt: [
    { country: "PT", names: ["Primeira Liga", "I Divisão", "Superliga", "Taça de Portugal", "Liga dos Campeões"] },
    { country: "BR", names: ["Brasileirão", "Campeonato Brasileiro"] },
  ],
};
