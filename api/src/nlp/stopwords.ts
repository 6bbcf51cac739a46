/**
 * Word lists of the offline extractor (see README "Topics"). Function words carry no topic; the news words below
 * them are in nearly every article ("said", "officials", "Monday"), so two items sharing them say nothing about
 * being the same story. Lower-case, accents folded.
 */
const FUNCTION_WORDS = `a about above across after afterwards again against all almost alone along already also although always am
among amongst an and another any anyhow anyone anything anyway anywhere are around as at be became because become becomes
becoming been before beforehand behind being below beside besides between beyond both but by can cannot could did do does
doing done down due during each either else elsewhere enough etc even ever every everyone everything everywhere except few
for former formerly from further had has have having he hence her here hereafter hereby herein hers herself him himself his
how however i if in indeed into is it its itself just least less many may me meanwhile might mine more moreover most mostly
much must my myself namely neither never nevertheless next no nobody none noone nor not nothing now nowhere of off often on
once one only onto or other others otherwise our ours ourselves out over own per perhaps please rather same seem seemed
seeming seems several she should since so some somehow someone something sometime sometimes somewhere still such than that
the their theirs them themselves then thence there thereafter thereby therefore therein thereupon these they this those
though through throughout thru thus to together too toward towards under until up upon us very via was we well were what
whatever when whence whenever where whereafter whereas whereby wherein whereupon wherever whether which while whither who
whoever whole whom whose why will with within without would yet you your yours yourself yourselves s t don doesn didn isn
wasn weren won wouldn couldn shouldn aren hasn haven hadn ll re ve d m o y ain let lets ok okay yes`;

/**
 * Function words of the other languages feeds most often come in (German, French, Spanish, Portuguese, Italian,
 * Dutch): enough that their phrases and headlines do not read "des" or "und" as content.
 */
const OTHER_FUNCTION_WORDS = `der die das den dem des ein eine einer eines einem einen und oder aber auch auf aus bei bis durch für gegen
hat haben ist sind war wird werden wurde mit nach nicht noch nun nur ob sich sie über um unter vom von vor wie wir zu zum zur
als am an im in es er ihr ihre sein seine so dass daß diese dieser dieses doch hier kein keine mehr sehr schon wenn wo
le la les un une des du de et ou mais dans sur pour par avec sans sous est sont été être avoir ont il elle ils elles nous vous
ce cette ces qui que quoi dont où au aux pas plus ne se sa son ses leur leurs comme
el los las una unos unas del al y o pero en con sin por para sobre entre es son fue ser está están ha han lo su sus que como
más muy ya también este esta estos estas ese esa
os as um uma uns umas do da dos das no na nos nas ao aos e ou mas em com sem por para pelo pela pelos pelas é são foi ser está
estão tem têm que como mais muito já também este esta isso seu sua seus suas
il lo gli i uno della delle degli dei nel nella con su per tra fra è sono stato essere ha hanno che come più anche questo questa
het een en of maar op aan met voor door naar bij uit over onder is zijn was werd wordt dat die dit deze niet ook nog wel
januar februar märz mai juni juli oktober dezember montag dienstag mittwoch donnerstag freitag samstag sonntag
janvier février mars avril juin juillet août septembre octobre novembre décembre lundi mardi mercredi jeudi vendredi samedi dimanche
enero febrero marzo abril mayo junio julio agosto septiembre octubre noviembre diciembre lunes martes miércoles jueves viernes sábado domingo
janeiro fevereiro março maio junho julho setembro outubro novembro dezembro segunda terça quarta quinta sexta sábado domingo`;

const NEWS_WORDS = `said says say saying told tell tells according report reports reported reporting statement statements
announced announce announces announcement official officials spokesperson spokesman spokeswoman added adding noted
year years month months week weeks day days today yesterday tomorrow tonight morning afternoon evening night time times
monday tuesday wednesday thursday friday saturday sunday january february march april june july august september october
november december new news latest update updated updates live breaking people person man woman men women including
include includes first second third last later early earlier late recent recently ago around nearly almost about
two three four five six seven eight nine ten hundred hundreds thousand thousands million millions billion billions
also like just get got make made take took taken come came going go goes went use used using way ways thing things
many much lot lots part set show shows shown see seen seeing look looks looked want wants wanted know known knew
think thought need needs needed help helped call called calls expected expect expects plan plans planned
whether while among amid across within without another however although despite since still even back well
percent per cent mr mrs ms dr sir read reading click continue subscribe newsletter comments comment photo photos
image images video videos copyright rights reserved http https www com org net html via getty reuters ap afp
story stories article articles source sources editor editors according-to told reporters reporter press
big small large high higher low lower long short good bad best better worse worst great little old young`;

function toSet(text: string): Set<string> {
  return new Set(text.split(/\s+/).filter(Boolean));
}

/** Words that are never a term of an item's vector, a key phrase or a topic on their own. */
export const STOP_WORDS: ReadonlySet<string> = toSet(`${FUNCTION_WORDS} ${OTHER_FUNCTION_WORDS} ${NEWS_WORDS}`);

/** Function words only: a capitalised one ("The", "But") opens a sentence, it names nothing. */
export const FUNCTION_WORD_SET: ReadonlySet<string> = toSet(`${FUNCTION_WORDS} ${OTHER_FUNCTION_WORDS}`);

/**
 * Capitalised words that are not names even mid-sentence: days, months, pronouns, honorifics. ("May" is left
 * to the rules: a month and a name alike.)
 */
export const CAPITALISED_NON_NAMES: ReadonlySet<string> = toSet(`monday tuesday wednesday thursday friday saturday sunday
january february march april june july august september october november december i mr mrs ms dr sir madam prof
am pm ap afp reuters getty images photo video watch read update updated live breaking exclusive opinion analysis
editorial explainer podcast newsletter subscribe comments advertisement sponsored i'm i’m i've i’ve i'll i’ll i'd i’d
we're we’re you're you’re they're they’re it's it’s that's that’s there's there’s here's here’s let's let’s don't don’t`);

/**
 * Roles and honorifics that precede a name ("President Amara Okafor", "Prime Minister Okafor"): dropped from
 * the front of an entity, so every article's way of naming the person gives one topic.
 */
export const LEADING_TITLES: ReadonlySet<string> = toSet(`president vice prime minister ministers chancellor senator sen rep
representative governor gov mayor king queen prince princess pope chief executive ceo cfo chairman chairwoman chair
secretary general gen judge justice lord lady dame sir mr mrs ms dr prof professor director commissioner ambassador
spokesperson spokesman spokeswoman captain coach manager striker defender midfielder goalkeeper star actor actress
singer rapper author former foreign interior defence defense finance health economy economic trade opposition leader
deputy acting interim premier president-elect first officer sergeant colonel lieutenant admiral detective inspector
superintendent bishop archbishop cardinal rabbi imam father sheikh emir sultan crown`);

/** Lower-case words allowed inside a name ("Bank of England", "Leonardo da Vinci", "Ludwig van Beethoven"). */
export const NAME_CONNECTORS: ReadonlySet<string> = toSet("of de del della da di dos das do du van von der den la le al el bin ibn y &");
