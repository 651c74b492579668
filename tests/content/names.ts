// Finds personal names in an article's text, for the rule that a name belongs to one story only
// (content/STYLE.md, "Names and numbers"). Precision matters more than recall: a false alarm blocks
// a correct article, so anything that looks like an organisation, place or title is dropped.

const honorifics = [
  "Mr",
  "Mrs",
  "Ms",
  "Dr",
  "Prof",
  "Professor",
  "Rev",
  "Canon",
  "Father",
  "Sister",
  "Brother",
  "Judge",
  "Justice",
  "Senator",
  "Inspector",
  "Commissioner",
  "Captain",
  "Sir",
  "Dame",
  "Lord",
  "Lady",
  "Mayor",
  "Bishop",
  "Chancellor",
  "Minister",
  "Councillor",
  "Councilor",
  "Sheriff",
  "Officer",
  "Detective",
];

// Capitalised words that begin sentences or name things, never people. Tuned on the corpus.
const notNames = new Set(
  `The A An And But Or If In On At Of For From To By As It Its This That These Those There Their They He She
  We You I His Her Our Your My Mr Mrs Ms Dr Rev St Saint Monday Tuesday Wednesday Thursday Friday Saturday
  Sunday January February March April May June July August September October November December Earth Moon
  Mars Luna Lunar Orbital Orbit North South East West Northern Southern Eastern Western New Old Great Grand
  United States Republic Kingdom Federation Commonwealth Union European Europe America American Pacific
  Atlantic Court Council Office Authority Bureau Agency Institute University College School Church Chapel
  Cathedral Society Association Committee Commission Ministry Department Board Trust Foundation Fund Bank
  Group Company Corporation Inc Ltd Limited Services Systems Labs Capital Holdings Partners Mutual Foods
  Packaging Logistics Hygiene Stationery Dairy Cooperative Party Parliament House Senate Congress Assembly
  Order Fellowship Cache City Town Village Street Road Avenue Square Park Station Port Harbor Harbour Bay
  River Lake Island Islands Valley Hill Hills Mount Rim Crater Sea Ocean Coast Registry Index Act Law Bill
  Directive Accord Framework Amendment Article Section Annex Prize Award Day Year Week Times Dispatch Future
  Crossing Center Centre Hall Hospital Clinic Health Court Tribunal Appeals Supreme High Low Federal
  National International Continental Global World Regional Municipal County State Province District
  Standards Working Time Unit Discovery Public Media Social Compact Forward Open Window Final Prompt Latent
  Gentle Gradient Reformed Structures Spectrum Navigator Coordinated Universal Human Humans AI Chief Head
  President Vice Prime Deputy General Director Secretary Speaker Chair Professor Justice Judge Canon Father
  Sister Captain Inspector Commissioner Senator Mayor Lord Lady Sir Dame Bishop Chancellor Minister
  Administrator Registrar Commander Choirmaster League Permit Beds Brothers Women Lane Borough Commons
  Workforce Outlook Materials Worlds Assets Insolvency Quiz Storm Splits Multiplier Basic Plus Premium`.split(
    /\s+/,
  ),
);

// Whole phrases that pass the word filter but are not people.
const notNamePhrases = new Set<string>([]);

const word = "[A-ZÀ-ÖØ-Þ][a-zà-öø-ÿ'’]+(?:-[A-ZÀ-ÖØ-Þ][a-zà-öø-ÿ'’]+)?";
const fullName = new RegExp(`(?<![\\p{L}-])(${word}) (?:(?:[A-Z]\\. )?)(${word})(?![\\p{L}-])`, "gu");
const titled = new RegExp(`\\b(?:${honorifics.join("|")})\\.? (${word})(?![\\p{L}-])`, "gu");

const clean = (token: string) => token.replace(/['’]s?$/u, "");

/** Every word the corpus also prints in lower case ("debt", "sovereign") is a common word, not a name. */
export function commonWords(texts: string[]): Set<string> {
  const words = new Set<string>();
  for (const text of texts)
    for (const [token] of text.matchAll(/(?<![\p{L}-])[a-zà-öø-ÿ]+(?![\p{L}])/gu)) words.add(token);
  return words;
}

export type NamesFound = { fullNames: Set<string>; surnames: Set<string> };

export function findNames(text: string, common: Set<string>): NamesFound {
  const isNameWord = (token: string) =>
    token.split("-").every((part) => !notNames.has(part) && !common.has(part.toLowerCase()));
  const fullNames = new Set<string>();
  const surnames = new Set<string>();
  for (const match of text.matchAll(fullName)) {
    const first = clean(match[1] ?? "");
    const last = clean(match[2] ?? "");
    const phrase = `${first} ${last}`;
    if (!isNameWord(first) || !isNameWord(last) || notNamePhrases.has(phrase)) continue;
    fullNames.add(phrase);
    surnames.add(last);
  }
  for (const match of text.matchAll(titled)) {
    const last = clean(match[1] ?? "");
    if (isNameWord(last)) surnames.add(last);
  }
  return { fullNames, surnames };
}

// Real places, calendars, and the plain English words that only ever appear capitalised in institutions'
// names ("the Interplanetary Twinning Protocol"), that any number of stories may name. Everything else a story
// prints in capitals and never in lower case is an invented name (a person, a company, a product, a town)
// and belongs to one story. A real proper noun that trips the check goes on this list.
const realWorld = new Set(
  `Lisbon California Nevada Netherlands Galway Lyon Europe European Pacific Christmas Treasury Sabbath
  Labour Ohio Vermont London England Ireland Geneva Portugal Braga Porto Reading Leeds Wi Fi Sol Jupiter
  Venus Saturn Africa African Asia Asian Latin Nigeria Lagos Kenya Nairobi Ghana Accra India Mumbai Delhi
  Bengaluru Indonesia Jakarta Brazil Brasília Paulo Rio Mexico Peru Lima Chile Santiago Colombia Bogotá
  Argentina Buenos Aires Japan Tokyo Korea Seoul Singapore Manila Philippines Vietnam China Beijing Shanghai
  Senegal Dakar Ethiopia Addis Ababa Cairo Egypt Morocco Casablanca Tanzania Uganda Kampala Rwanda Kigali
  Paris France French Berlin Germany German Spain Madrid Italy Rome British Britain Scotland Wales Dublin
  Texas Florida Nebraska York Boston Chicago Tucson Dayton Toledo Americans Celsius Fahrenheit Google
  Parisian Stockholm Sweden Swedish Norway Oslo Denmark Copenhagen Finland Helsinki Tallinn Estonia Reykjavik
  Iceland Brussels Belgium Amsterdam Dutch Rotterdam Vienna Austria Zurich Swiss Switzerland Greece Athens
  Cayman Canada Toronto Quebec Australia Sydney Melbourne Zealand Auckland Hawaii Alaska Arizona Oregon
  Seattle Washington Atlanta Miami Houston Dallas Denver Utah Colorado Virginia Georgia Carolina Kansas
  Irish Isle Isles Palo Alto Sundays Mondays Tuesdays Wednesdays Thursdays Fridays Saturdays Financial
  Negotiators Interplanetary Everybody Highlights Exhibit Persons Regulators Sovereignty Billionaires
  Appendix Officials Protocol Constitution Maia Matosinhos Gaia Catholic Nigerian Portuguese English Mdina
  Malta Maltese Meta Seville`.split(/\s+/),
);

// A name in capitals (ORISON, HARROWBY) is the same name as its capitalised form (Orison): both patterns
// take either and `asCapitalised` folds them together.
const capitalised = /(?<![\p{L}\p{N}_-])(?:\p{Lu}\p{Ll}+|\p{Lu}{3,})(?![\p{L}-])/gu;
const midSentence = /(?<=[\p{Ll}\p{N},;)”’] )(?:\p{Lu}\p{Ll}+|\p{Lu}{3,})(?![\p{L}-])/gu;

/** "ORISON" → "Orison"; a capitalised word is returned as it is. */
export function asCapitalised(token: string): string {
  return token === token.toUpperCase() ? token[0] + token.slice(1).toLowerCase() : token;
}

/**
 * Capitalised words the corpus uses as names: seen mid-sentence at least once (a word capitalised only where
 * every word is, at the start of a sentence or subhead, tells us nothing), never printed in lower case, and
 * not an organisation, title or place word.
 */
export function nameLikeWords(texts: string[], common: Set<string>): Set<string> {
  const words = new Set<string>();
  for (const text of texts) {
    for (const [caps] of text.matchAll(midSentence)) {
      const token = asCapitalised(caps);
      if (token.length < 3 || notNames.has(token) || realWorld.has(token) || common.has(token.toLowerCase()))
        continue;
      words.add(token);
    }
  }
  return words;
}

/** The name-like words one story prints, wherever they stand in its sentences. */
export function inventedWords(text: string, nameLike: Set<string>): Set<string> {
  return new Set(
    [...text.matchAll(capitalised)]
      .map(([token]) => asCapitalised(token))
      .filter((token) => nameLike.has(token)),
  );
}
