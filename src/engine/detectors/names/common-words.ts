/**
 * Hand-written English words for the name-lexicon detector (src/engine/detectors/name-lexicon.ts),
 * next to faker's everyday-word lists (lexicon.generated.ts).
 *
 * STOP_WORDS: function words, pronouns, auxiliaries and the most frequent verbs, adverbs and
 * nouns. None of them is ever read as a name part, given or family ("spoke to john about it":
 * "about" is no surname).
 *
 * NAME_LIKE_WORDS: everyday words that are also given names somewhere ("will", "mark", "bill",
 * "may", "april", "rose", "grace", "hunter"...), and the words for mum, dad and grandparents in the
 * seven languages ("maman", "oma", "nonna"), which address a relative, and "mac", Apple's computer
 * in every macOS browser's User-Agent ("Intel Mac OS X": a given name to the fill, eighth exploratory
 * test, F24; 8 of the 10 capitalised "Mac" on the 14 train splits name no person). Such a word is
 * not trusted as a given name in text without capitals, nor by the given-name fill after the model
 * (ner/given-name-fill.ts); it may still be a family name after a real given name ("john hunter").
 */

export const STOP_WORDS: readonly string[] = `
a about above across after again against ago all almost along already also although always am
among an and another any anyone anything are around as at away back be became because become
been before behind being below beside besides between beyond both but by can cannot could did do
does doing done down during each either else enough even ever every everyone everything except
few for from further had has have having he her here hers herself him himself his how however i
if in inside instead into is it its itself just least less like many may me might mine more most
much must my myself near neither never next no nobody none nor not nothing now of off often on
once one only onto or other others otherwise our ours ourselves out over own per perhaps please
quite rather really same shall she should since so some someone something sometimes soon still
such than that the their theirs them themselves then there these they this those though through
throughout thru thus till to together too toward towards under unless until up upon us very via was
we well were what whatever when where whether which while who whom whose why will with within
without would yet you your yours yourself yourselves
ok okay yes yeah yep no nope hi hello hey thanks thank thx pls plz sorry bye dear regards cheers
lol btw fyi asap etc re cc vs ive im id ill dont cant wont didnt doesnt isnt til till tho thn
is are was were be been am isn't aren't wasn't weren't don't doesn't didn't won't can't couldn't
shouldn't wouldn't i'm i've i'll i'd you're he's she's it's we're they're that's there's let's
say says said tell tells told ask asks asked call calls called talk talked spoke speak speaks
see saw seen look looked meet met give gave given get got take took make made go went gone come
came want wanted need needed know knew think thought feel felt try tried use used work worked
keep kept let put send sent help helped leave left find found show showed pay paid buy bought
sell sold win won lose lost play played run ran start started stop stopped open opened close
closed reply replied email emailed check checked update updated confirm confirmed cancel
cancelled refund refunded order ordered ship shipped
today tomorrow yesterday tonight morning afternoon evening night week weekend month year day
time times hour hours minute minutes second seconds moment later early late first last next
new old good bad great big small little long short high low right wrong best better worse worst
real sure true full free same different important able ready sorry happy glad fine nice
man men woman women people person guy guys boy girl kid kids child children family friend friends
customer client user users agent team staff manager support service account number name names
thing things way ways part place home house room office company group world country city state
street road area side end point case fact issue problem question answer reason idea
money price cost order payment card bank phone email mail message note letter file report
news story game match team season club party government president minister police court
january february march april may june july august september october november december
monday tuesday wednesday thursday friday saturday sunday
mon tue tues wed thu thur thurs fri sat sun jan feb mar apr jun jul aug sep sept oct nov dec
north south east west northern southern eastern western central national international
american british english french german spanish italian dutch european african asian
two three four five six seven eight nine ten hundred thousand million billion
mr mrs ms miss dr prof sir madam
pero esta este esto una uno unos nada todo como pues para sino donde cuando elle elles nous vous avec sans dans mais nur ein eine einen nicht auch oder aber und mit wie hindi lang naman ang nga
ma mi tu su se si ne na ni no mas mai tra fra con sem sim nao não uma het een niet ook maar
`.trim().split(/\s+/);

export const NAME_LIKE_WORDS: readonly string[] = `
will bill mark may april june august rose grace hunter hope faith joy summer autumn winter
spring dawn crystal amber ruby pearl violet lily iris daisy holly ivy jade angel baby bell berry
brook brooke rich frank earl duke king prince queen major jack jim sue pat rob bob don ray art
guy max gene drew wade chase chance cash case penny sandy dusty rusty rocky sunny misty stormy
heather ginger olive hazel willow jasmine poppy river sky skye storm stone rock cliff glen dale
forest wood woods field fields lane reed reid page paige carter cooper baker mason taylor parker
porter hunter fisher archer miller smith walker ward marshal marshall price bishop dean deacon
pope judge carol noel christian christmas easter destiny harmony honor honour justice liberty
mercy patience prudence trinity unity charity constance clement modesty serenity
sterling royal regal rich sonny ace blue red gray grey green black white brown golden silver
gold diamond jewel gem star starr sunshine rain bear wolf fox hawk jay robin wren finch lark
dove swan crane drake buck colt bull lamb valid
young long short little small hall wall hill dell bay lake land rivers banks ford
an ana al ali le la de di da del van von der den don bo jo ma mo pa po ra ro ta te ti to
ed em en ion isa jan lu mae mai mat nan nat ned ola ora pia ren rio sol tam tia val vi win wil
art bud butch chip chuck chad chet chance clay cole cody colby dash dart flint gage gray grant
heath lance lincoln london paris sydney austin dallas denver houston phoenix savannah
brittany chelsea dakota georgia virginia carolina madison jordan trent tyne shannon
kelly lucky mickey sparky sky tiny trip trey duke
beat lot line lines job jobs gun guns jail loan loans ties tie floor miles mile love era nil ransom
fem neo abd aline oral vital comfort ant sever sage karam brain eve trace constant sev senna virgin soda tone ada asa brady lue ina ami vesta
sister brother mother father son daughter wife husband aunt uncle niece nephew cousin nurse doctor el philippine arch mate wage wages frost journey alone princess naval ocean abbey roman sierra gloria homer server
maman mama mamie mami mamma mamá mamãe mãe papa papá papà papi oma omi opa opi nonna nonno nanna nana
mac
`.trim().split(/\s+/);

/**
 * Words that end a name and begin something else: company and institution words, newsroom and
 * sports words ("washington post", "ford motor", "ross county", "ryder cup").
 */
export const ORGANIZATION_WORDS: readonly string[] = `
co corp corporation inc incorporated ltd limited llc plc ag gmbh sa spa nv bv kg group holding
holdings bank brothers bros partners associates company companies industries international
motor motors airlines airways telecom communications media news newsroom times post journal
daily herald tribune online radio tv television index fund trust securities capital
university college school academy hospital clinic institute foundation association society
union party league club fc cup open championship trophy county city town street st avenue ave
road rd park square bridge station airport island islands river lake valley bay hill hills
peace treaty accord talks law act bill plan day week
`.trim().split(/\s+/);

/** Particles, suffixes and clinical abbreviations: never a family name on their own ("vasco da", "denise abd"). */
export const NOT_FAMILY_WORDS: readonly string[] = `
da de del della di du dos das van von der den ten ter le la el al bin ibn ii iii iv jr sr
abd cont lg gtt ct cath catheter drip pain site signs
`.trim().split(/\s+/);

/** Words in faker's everyday-word lists that are far more often a given name ("peter out"). */
export const EVERYDAY_NAMES: readonly string[] = ["peter"];
