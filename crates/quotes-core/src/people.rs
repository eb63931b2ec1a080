//! Who the text is about, in reading order: the people an article names, so that pronouns
//! ("she says"), short names ("Harris") and definite roles ("the actress") resolve to the person
//! a reader would pick.
//!
//! A reader picks the nearest compatible person: the closest sentence that names someone who can
//! be "she" (or "he", or "they" for two people joined by "and"), and in that sentence the
//! subject first. Quotes' speakers count as mentions where their quotes stand. Gender is only
//! ever learned from the text (gendered nouns such as "actress" or "brother", honorifics, and a
//! pronoun in a sentence that names one person), never guessed from a first name.

use crate::text::{
    adjacent, heading_in_capitals, is_dotted_initials, is_generation_suffix, is_initial,
    is_name_particle, without_honorifics, words, Word,
};
use std::collections::{HashMap, HashSet};

#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Gender {
    Female,
    Male,
}

#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Pronoun {
    He,
    She,
    They,
    I,
}

impl Pronoun {
    pub fn of(word: &str) -> Option<Pronoun> {
        match word.to_lowercase().as_str() {
            "he" => Some(Pronoun::He),
            "she" => Some(Pronoun::She),
            "they" => Some(Pronoun::They),
            // "“Si!” we replied": the writer's side speaks, as "I" does.
            "i" | "we" => Some(Pronoun::I),
            _ => None,
        }
    }

    /// "her verdict", "his answer": a possessive standing for its person.
    pub fn of_possessive(word: &str) -> Option<Pronoun> {
        match word.to_lowercase().as_str() {
            "his" => Some(Pronoun::He),
            "her" => Some(Pronoun::She),
            "their" => Some(Pronoun::They),
            // "My father once said:": the writer's relation.
            "my" | "our" => Some(Pronoun::I),
            _ => None,
        }
    }

    pub fn gender(self) -> Option<Gender> {
        match self {
            Pronoun::He => Some(Gender::Male),
            Pronoun::She => Some(Gender::Female),
            _ => None,
        }
    }
}

/// Nouns that name a person (or people) by what they do or are to someone.
pub const PERSON_NOUNS: [&str; 173] = [
    // "The Commons leader, Andrea Leadsom, said:"; "the Commons leader added:" after her.
    "leader",
    // "The deputy chief medical officer says": offices that end a role as its noun.
    "officer",
    "coordinator",
    "administrator",
    "supervisor",
    "treasurer",
    "actor",
    "actress",
    "star",
    // "Entertainer Beyonce attends…", "The 'Fetish' songstress admits…".
    "entertainer",
    "superstar",
    "megastar",
    "songstress",
    "hitmaker",
    // "the longtime lead": the series' leading actor.
    "lead",
    "co-star",
    "costar",
    "singer",
    "songwriter",
    "singer-songwriter",
    "rapper",
    "drummer",
    "bassist",
    "guitarist",
    "pianist",
    "frontman",
    "frontwoman",
    "musician",
    "director",
    // "The British filmmaker then joked," of director Steve McQueen.
    "filmmaker",
    "producer",
    "showrunner",
    "showrunners",
    "creator",
    "co-creator",
    "writer",
    "author",
    "novelist",
    "host",
    // "How Panel Moderators Can Identify…": those who run a panel, and who sit on it.
    "moderator",
    "presenter",
    "interviewer",
    "panelist",
    "panellist",
    "comedian",
    "comic",
    "spokesperson",
    "spokesman",
    "spokeswoman",
    "executive",
    "official",
    "member",
    "person",
    "man",
    "woman",
    "fan",
    "chef",
    "coach",
    "player",
    "manager",
    "boss",
    "chairman",
    "chairwoman",
    "mother",
    "father",
    "sister",
    "brother",
    "son",
    "daughter",
    "wife",
    "husband",
    // "His widow Sue, 52, said:"
    "widow",
    // "A Russian speaker chimed in,", "a speaker at the rally said".
    "speaker",
    "widower",
    "friend",
    "partner",
    "rep",
    "representative",
    "publicist",
    "agent",
    "critic",
    "veteran",
    "newcomer",
    "winner",
    // "two-time US Open finalist Wozniacki said", "defending champion Lena Marsh".
    "finalist",
    "semifinalist",
    "champion",
    // "India captain Rohit Sharma" … "the exhausted skipper said".
    "captain",
    // "said the battalion chief", "the fire chief said": who leads a fire or police crew.
    "chief",
    // "the architect said", "Interview with Architect Richard Meier".
    "architect",
    "skipper",
    // "Trump supporter Matt Dobey, 38, … agreed", "a protester shouted".
    "supporter",
    "protester",
    "voter",
    "attendee",
    // "HARBOR -- Candidate Dana Reyes told supporters": a role, capitalized opening a sentence.
    "candidate",
    "medalist",
    "medallist",
    "nominee",
    "editor",
    "president",
    "designer",
    "composer",
    "founder",
    "ceo",
    "teacher",
    "journalist",
    "reporter",
    "colleague",
    "employee",
    // Family and neighbours, who speak in news of fires, floods and crimes: "said Vossler's
    // sister", "his uncle told".
    "aunt",
    "uncle",
    "cousin",
    "niece",
    "nephew",
    "grandmother",
    "grandfather",
    "granddaughter",
    "grandson",
    // "an interview with my Grandad": as a grandchild writes them.
    "grandad",
    "grandma",
    "mom",
    "mum",
    "dad",
    "girlfriend",
    "boyfriend",
    "fiancee",
    "fiancée",
    "fiance",
    "fiancé",
    "neighbor",
    "neighbour",
    // Studios and services: "our lead developer, Alex,", "Red Cross volunteer Brian Anderson".
    "developer",
    "programmer",
    "volunteer",
    // Congregations, schools, juries and storms: "an elderly gentleman paused to say", "one of
    // the deacons said", "a juror told reporters", "said one homeowner".
    "gentleman",
    "lady",
    "deacon",
    "pastor",
    "priest",
    "parishioner",
    "student",
    "pupil",
    "parent",
    "survivor",
    "homeowner",
    "juror",
    "firefighter",
    // Zoos, chapels and the services: "Keeper Claire Winkler", "Chaplain Capt. Tim Gresham",
    // "retired Coast Guard Admiral James M. Loy".
    "keeper",
    "zookeeper",
    // "Ranger Jason Nedlo told LEX 18", "said park ranger Scott Gediman".
    "ranger",
    // "Giants shortstop Brandon Crawford", "Royals first baseman Eric Hosmer": where players play.
    "pitcher",
    "catcher",
    "shortstop",
    "outfielder",
    "infielder",
    "baseman",
    "quarterback",
    "linebacker",
    "goalkeeper",
    "midfielder",
    "defender",
    "striker",
    // "Thunder forward Caron Butler", "Wizards guard John Wall".
    "forward",
    "guard",
    "golfer",
    "jockey",
    // "Atlantis commander Christopher Ferguson", "Space Shuttle pilot Joe Engle".
    "commander",
    "pilot",
    "chaplain",
    "admiral",
    // "Owner Spiros Dermatis said": what the person is to a business, before the name.
    "owner",
    "co-owner",
];

const FEMALE_NOUNS: [&str; 25] = [
    "actress",
    "aunt",
    "niece",
    "grandmother",
    "grandma",
    "granddaughter",
    "mom",
    "mum",
    "girlfriend",
    "fiancee",
    "fiancée",
    "mother",
    "sister",
    "daughter",
    "wife",
    "widow",
    "woman",
    "frontwoman",
    "spokeswoman",
    "chairwoman",
    "mrs",
    "ms",
    "miss",
    "lady",
    "dame",
];
const MALE_NOUNS: [&str; 22] = [
    "actor",
    "uncle",
    "nephew",
    "grandfather",
    "grandad",
    "grandson",
    "dad",
    "boyfriend",
    "fiance",
    "fiancé",
    "father",
    "brother",
    "son",
    "husband",
    "widower",
    "man",
    "frontman",
    "spokesman",
    "chairman",
    "mr",
    "gentleman",
    "sir",
];

/// Offices named for a man ("Councilman Jonathan Grieder"); not every word ending in "man" is
/// one ("German", "Truman").
const MALE_OFFICE_NOUNS: [&str; 10] = [
    "councilman",
    "congressman",
    "assemblyman",
    "alderman",
    "selectman",
    "committeeman",
    "businessman",
    "policeman",
    "fireman",
    "anchorman",
];

/// Capitalized words that make a name run a place, an organization, a title or a time.
const NOT_PERSON_WORDS: [&str; 161] = [
    // "Five in Five with Corey Whaley", "Slaughter-House Five": a number names no person.
    "two",
    "three",
    "four",
    "five",
    "six",
    "seven",
    "eight",
    "nine",
    "ten",
    "eleven",
    "twelve",
    "twenty",
    "hundred",
    "thousand",
    // "Athletic Article - When a Player wants to Leave": a page's kind.
    "article",
    "street",
    // "Glacier National Park": a park, a guard, a grid; no one's first name.
    "national",
    // "Famous Location of Iconic California Restaurant Shuts Down": a headline's place.
    "location",
    // "Trump War Room", a campaign's account, is no person "Trump" stands for.
    "room",
    "road",
    "avenue",
    "records",
    "festival",
    "theatre",
    "theater",
    "university",
    "college",
    "school",
    "club",
    "awards",
    "network",
    "studios",
    "pictures",
    "magazine",
    // "Issue 57 of Stencil Mag".
    "mag",
    "news",
    // "TIJUANA (Border Report) —": an outlet in a dateline.
    "report",
    "times",
    "weekly",
    "daily",
    "online",
    "digest",
    "guide",
    "review",
    "radio",
    "tv",
    "channel",
    "season",
    "series",
    "episode",
    "part",
    "city",
    "county",
    "new",
    "los",
    "san",
    "north",
    "south",
    "east",
    "west",
    "netflix",
    "hbo",
    "bbc",
    "cw",
    "abc",
    "nbc",
    "quotes",
    // A sports page's kind: "Vikings-Bengals Postgame Quotes" names no one.
    "postgame",
    "pregame",
    "halftime",
    "recap",
    // "Thunder-Sixers Rewind: Post-Game Quotes".
    "rewind",
    // "I shall apply Chatham House Rules": a convention, no one who answers.
    "rules",
    "notebook",
    "preview",
    "highlights",
    "roundup",
    // "The Manager | Quarter Final Reaction": a club's page of its manager's words.
    "reaction",
    "reactions",
    "final",
    "finals",
    "semi",
    "semifinal",
    "semi-final",
    "quarterfinal",
    "quarter-final",
    "station",
    // "through Blue Mountain Lake, Indian Lake and North Creek": places.
    "lake",
    "creek",
    "mountain",
    "stadium",
    "airport",
    "hospital",
    "center",
    "centre",
    // Press-conference headings: "Opening Statement: “…”" is no one's name.
    "statement",
    "comments",
    "remarks",
    "transcript",
    "transcripts",
    "conference",
    "conferences",
    // "Macworld Keynote 2007": an event, not who spoke at it.
    "keynote",
    "keynotes",
    // "Speaking on 'The Broadway Show with Tamsen Fadal', she told…": a programme, not "she".
    "show",
    "podcast",
    "program",
    "programme",
    // Studios: "Tim Schafer, founder of Double Fine Productions," is who "he" is.
    "productions",
    "entertainment",
    "labs",
    // "Image Credits:" over a photo.
    "credits",
    // A company's legal form: "BlackBerry Ltd" is who "he" is never.
    "inc",
    "ltd",
    "llc",
    "corp",
    "plc",
    "gmbh",
    // A place to eat: "Newberg Bakery has been struggling to keep its shelves stocked" is no
    // "she".
    "bakery",
    "diner",
    "cafe",
    "café",
    "restaurant",
    "bistro",
    "brewery",
    "pizzeria",
    // "An Illinois woman…, the Illinois Lottery said": a lottery, no person.
    "lottery",
    // "Statement After Council Budget Vote": a body that votes, never one person.
    "council",
    "committee",
    // "Director of Policy at The Health Foundation, Hugh Alderwick, said:": a charity.
    "foundation",
    // "Ask Me Anything: Beer Edition": a page's issue or series, no one's name.
    "edition",
    // "Volunteer Spotlight: Arlene", "April Is Volunteer Appreciation Month": a column's name
    // and a month of the calendar's.
    "spotlight",
    "month",
    // "Inspiring the Entrepreneurs and Small Business Owners of America": a trade's word.
    "business",
    // "Research led by Christina Chapman shows…": what a person did, never who.
    "research",
    "study",
    // "Mars Mission Discovery Baffles Experts": a space mission's name.
    "mission",
    // "FIDE World Cup 2011": a competition; "Chikhura Post Match | The Manager", a game.
    "cup",
    "match",
    "championship",
    "olympiad",
    // A topic line's superlative: "Biggest European tie since 2019?" over a manager's answer.
    "biggest",
    "greatest",
    "largest",
    "latest",
    "newest",
    "oldest",
    "youngest",
    "highest",
    "toughest",
    "hardest",
    // A headline's words in capitals: "Rohit Sharma's Epic Reply To Report" names no one.
    "to",
    "for",
    "with",
    "from",
    "into",
    // "Hey Security, There's a Bear Out There!".
    "out",
    // "An Interview With the Expedition 15 Crew Aboard The Station": a group that works
    // together, and where it is, name no one person.
    "aboard",
    "crew",
    "squad",
    // "The deadly Camp Fire engulfed the city": a wildfire's name.
    "fire",
];

/// "east", "west": a place's word where it opens a name ("East Village"), a surname where it
/// ends one ("Sue East", "Kanye West").
fn is_compass_point(lower: &str) -> bool {
    matches!(lower, "north" | "south" | "east" | "west")
}

/// A word, in small letters, that no person's name holds: a place, a thing.
pub(crate) fn names_no_person(lower: &str) -> bool {
    NOT_PERSON_WORDS.contains(&lower)
}

/// A title-case headline's verbs: each ends the name before it ("Mara Quell Talks Tour").
const HEADLINE_VERBS: [&str; 60] = [
    // "John Terry Signs New One-year Contract At Chelsea": what sports pages have a player do.
    "signs",
    "extends",
    "joins",
    "leaves",
    "wins",
    "retires",
    "returns",
    "commits",
    // "Ethan Hawke Did the Best AMA": a verb, an auxiliary among them, ends the name.
    // "Obama Calls on Residents in Hurricane's Path…".
    "calls",
    "announces",
    "unveils",
    "did",
    "does",
    "is",
    "was",
    "has",
    "gets",
    "answers",
    "responds",
    "recalls",
    "tells",
    "speaks",
    "hosts",
    "holds",
    "talks",
    "says",
    "reveals",
    "covers",
    "opens",
    "discusses",
    "explains",
    "shares",
    "dishes",
    "admits",
    // "Lizzo Reacts to Rumors…", "Star Teases Season 2": what entertainment pages have a star do.
    "reacts",
    "teases",
    "confirms",
    "denies",
    "defends",
    "addresses",
    "reflects",
    "gushes",
    // "“Cristiano is the best” – Ole praises star forward": how sports and politics headlines
    // have a person speak.
    "praises",
    "hails",
    "slams",
    "blasts",
    "warns",
    "insists",
    "vows",
    "urges",
    // "Apple CEO Tim Cook Again Promises New Product Categories": and the adverb before one.
    "promises",
    "again",
    // "Mayor Williams Issues Statement Following Council Override": what an office does.
    "issues",
    // "Watch Rebecca Minkoff Prep…", "Meet Daryl Davis…": a headline's imperative.
    "watch",
    "meet",
    // "How Tracker's Colter Might Change His Mind": a modal ("Can" and "May" are names too).
    "might",
    "could",
    "would",
    "should",
    "must",
];

/// Whether a word is a title-case headline's verb, which no name holds: "Jessica Biel Covers
/// Marie Claire's August Issue" names two.
pub fn is_headline_verb(word: &str) -> bool {
    let lower = word.to_lowercase();
    HEADLINE_VERBS.contains(&lower.as_str())
        // "Perry Recalled His Relationship With Roberts": a report in the past, in title case
        // (no name ends so; "Said", a surname, does not).
        || lower.len() >= 6 && lower.ends_with("ed") && crate::extract::is_reporting_word(&lower)
}

pub fn gender_of_noun(noun: &str) -> Option<Gender> {
    let n = noun.to_lowercase();
    let n = n.trim_end_matches('.');
    // "actress-singer": the first part tells.
    let n = n.split('-').next().unwrap_or(n);
    // "Councilwoman Margaret Klein", "congresswoman": an office named for a woman.
    if FEMALE_NOUNS.contains(&n) || n.ends_with("woman") {
        Some(Gender::Female)
    } else if MALE_NOUNS.contains(&n) || MALE_OFFICE_NOUNS.contains(&n) {
        Some(Gender::Male)
    } else {
        None
    }
}

/// Offices and roles of public life: "the ambassador said" is someone the article introduced
/// in that role, or else a speaker as stated ("the resident who called police"), never the
/// nearest person of any role, as "the actress" may be.
const PUBLIC_ROLE_NOUNS: [&str; 72] = [
    // "The owner seems a little pushy at first, demanding, “…”" under "Fireman Rescues Dogs":
    // whoever owns the dog, the house or the shop, never the rescuer named before.
    "owner",
    // "Lib Dem MP Matthew Taylor" (a title before a name), "The Labour MP for Chester asked:".
    "mp",
    "mep",
    "msp",
    // "“…,” the sheriff said": the sheriff the page named ("Yavapai County Sheriff David
    // Rhodes"), else as written; never an organisation, as "the studio" is.
    "sheriff",
    "undersheriff",
    "detective",
    "sergeant",
    "trooper",
    "marshal",
    "constable",
    "commissioner",
    "superintendent",
    "councilman",
    "councilwoman",
    "councilmember",
    // British councils: "Cllr Colin Allen said", "Former Independent Newton Farm councillor".
    "councillor",
    "cllr",
    // School boards: "trustee Kim Beede asked", "“Fine,” says a trustee".
    "trustee",
    "ambassador",
    "diplomat",
    "prosecutor",
    "lawmaker",
    "senator",
    "governor",
    "mayor",
    "minister",
    // "NSW Premier Mike Baird": the head of a state's or province's government.
    "premier",
    "judge",
    "doctor",
    "nurse",
    "scientist",
    "researcher",
    "professor",
    "lawyer",
    "attorney",
    "economist",
    "analyst",
    "resident",
    "witness",
    // People in the news without a name, whose credit was lost: "“…,” an aide said", "a
    // paramedic told reporters", "the defendant said", "said a teammate".
    "aide",
    "clerk",
    "deputy",
    "paramedic",
    "medic",
    "surgeon",
    "expert",
    "consultant",
    "patient",
    "victim",
    "suspect",
    "defendant",
    // "“We need a 10-minute break,” the juror said": a juror the page never named, never the
    // court officer who opened the jury room's door.
    "juror",
    "plaintiff",
    "eyewitness",
    "teammate",
    "opponent",
    "rival",
    "child",
    "boy",
    "girl",
    // "Rider Natalie McNab says", "another commuter said".
    "rider",
    "commuter",
    "passenger",
    // "Another Twitter user, Kelly, asked…": social media's people.
    "user",
    // "said local Realtor Maya Galletta", "a broker at Century 21".
    "realtor",
    "broker",
    // Anonymous by definition: "the source continues" is the source the article quoted, never
    // the star it talks about.
    "source",
    "sources",
    "insider",
    "insiders",
    // "“Here’s the catch,” adds the agent": a player's agent, not the player the page names.
    "agent",
];

/// Offices that end a run of capitalized words and are no one's surname, as "Singer", "Player"
/// or "Dean" can be: "Exhibition Designer", "Production Manager", "Assistant Secretary".
const OFFICE_NOUNS: [&str; 23] = [
    "designer",
    "manager",
    "director",
    "secretary",
    "officer",
    "coordinator",
    "keeper",
    "president",
    "producer",
    "editor",
    "curator",
    "executive",
    "administrator",
    "supervisor",
    "superintendent",
    "commissioner",
    "spokesperson",
    "spokesman",
    "spokeswoman",
    "chairman",
    "chairwoman",
    "treasurer",
    // "India's first Prime Minister, Jawaharlal Nehru": the office, no one's name.
    "minister",
];

/// Nouns for someone a page quotes without a name: "a friend", "a source close to the couple".
/// (A neighbour too: "the neighbor said" under "Nosy Neighbor Nabs Bad Guys" is no one the
/// headline named.)
const ANONYMOUS_SOURCE_NOUNS: [&str; 8] = [
    "friend",
    "source",
    "insider",
    "confidant",
    "pal",
    "friends",
    "neighbor",
    "neighbour",
];

/// "the friend", "the source", "the neighbor": someone a page quotes without a name, who stays
/// as written (see `ANONYMOUS_SOURCE_NOUNS`).
pub fn is_anonymous_source(noun: &str) -> bool {
    ANONYMOUS_SOURCE_NOUNS.contains(&noun)
}

/// "ambassador", "agent": a role of public life, which no nearest person of another role holds.
pub fn is_public_role(noun: &str) -> bool {
    PUBLIC_ROLE_NOUNS.contains(&noun.to_lowercase().as_str())
}

pub fn is_person_noun(word: &str) -> bool {
    let w = word.to_lowercase();
    // "the mayor-elect", "the president-elect": an office won and not yet taken.
    let w = match w.strip_suffix("-elect") {
        Some(office) => office.to_string(),
        None => w,
    };
    let single = |w: &str| PERSON_NOUNS.contains(&w) || PUBLIC_ROLE_NOUNS.contains(&w);
    // "the 34-year-old"; "the actress-singer", every part a person noun.
    single(&w) || w.ends_with("-old") || (w.contains('-') && w.split('-').all(single))
}

/// "conductor", "commuter", "cyclist", "librarian": a word in small letters ending as agent nouns
/// do, but for the common words that end so and name no one ("water", "order").
pub(crate) fn looks_like_agent_noun(word: &str) -> bool {
    word.len() >= 5
        && word.bytes().all(|b| b.is_ascii_lowercase())
        && ["er", "or", "ist", "ian"]
            .iter()
            .any(|end| word.ends_with(end))
        && !NOT_AGENT_NOUNS.contains(&word)
}

/// Words that end as agent nouns do and name no one.
const NOT_AGENT_NOUNS: [&str; 40] = [
    "after",
    "answer",
    "border",
    "better",
    "center",
    "chapter",
    "character",
    "color",
    "corner",
    "dinner",
    "earlier",
    "either",
    "error",
    "factor",
    "finger",
    "floor",
    "further",
    "however",
    "later",
    "letter",
    "manner",
    "matter",
    "meter",
    "mirror",
    "motor",
    "neither",
    "never",
    "number",
    "order",
    "other",
    "paper",
    "power",
    "quarter",
    "rather",
    "sector",
    "summer",
    "together",
    "tower",
    "water",
    "winter",
];

/// "showrunners", "producers": a person noun's plural, "witnesses", "deputies" and "firemen"
/// too.
pub fn is_plural_person_noun(word: &str) -> bool {
    let sibilant_es = || {
        word.strip_suffix("es").filter(|stem| {
            stem.ends_with(['s', 'x']) || stem.ends_with("ch") || stem.ends_with("sh")
        })
    };
    word.strip_suffix('s').is_some_and(is_person_noun)
        || sibilant_es().is_some_and(is_person_noun)
        || word
            .strip_suffix("ies")
            .is_some_and(|stem| is_person_noun(&format!("{stem}y")))
        || word
            .strip_suffix("men")
            .is_some_and(|stem| is_person_noun(&format!("{stem}man")))
}

/// The people "one of the …" counts: "neighbors", "men", "organizers" (an agent noun's
/// plural, though no list holds it).
pub(crate) fn people_counted(word: &str) -> bool {
    is_plural_person_noun(word)
        || matches!(word, "men" | "women" | "people" | "children")
        || word.strip_suffix('s').is_some_and(looks_like_agent_noun)
}

/// Capitalized role words that may stand before a name: "Star Hannah Vogel", "Showrunners Lee Park".
pub fn is_title_word(word: &Word<'_>) -> bool {
    is_title(word.base())
}

/// "Chief Charlie Deane" → "Charlie Deane": the titles before a full name, as a transcript's
/// label writes them, are no part of it. A title before a surname alone stays ("Coach Reed").
pub fn without_leading_titles(name: &str) -> &str {
    let mut rest = name;
    while let Some((first, tail)) = rest.split_once(' ') {
        // "Sgt. 1st Class David Hausam", "First Lieutenant William Power": an ordinal before a
        // title is the rank's.
        let ordinal_rank =
            is_ordinal(first) && tail.split_once(' ').is_some_and(|(next, _)| is_title(next));
        if !(is_title(first) || ordinal_rank) || tail.split_whitespace().count() < 2 {
            break;
        }
        rest = tail.trim_start();
    }
    rest
}

/// "1st", "2nd", "First", "Second": the ordinal of a rank ("1st Sgt.", "Second Lieutenant").
fn is_ordinal(word: &str) -> bool {
    let w = word.to_lowercase();
    matches!(w.as_str(), "first" | "second" | "third") || crate::text::is_numbered_ordinal(&w)
}

/// `is_title_word` for a word of a name as written: "Mayor" in "Mayor Whitcombe".
pub fn is_title(word: &str) -> bool {
    // "Sen.", "Fmr.": an abbreviated title keeps its full stop in a label.
    let w = word.trim_end_matches('.').to_lowercase();
    // "Co-CEO John Mackey": a title shared is a title.
    if let Some(shared) = w.strip_prefix("co-") {
        return is_title(shared);
    }
    // "Vice President-elect Mike Pence": a title won and not yet taken is a title; so is an
    // office joined by hyphens, "Secretary-General Ban Ki-moon", "Editor-in-Chief Ana Lima".
    // ("City Councilor-at-Large Michael Flaherty": a seat the whole city elects.)
    if let Some(office) = ["-elect", "-general", "-in-chief", "-at-large"]
        .iter()
        .find_map(|suffix| w.strip_suffix(suffix))
    {
        return is_title(office);
    }
    // "Senators Lindsey Graham and Richard Blumenthal": a plural title too.
    is_person_noun(&w)
        || is_plural_person_noun(&w)
        || matches!(
            w.as_str(),
            "co-executive"
                // "HC Dan Quinn | Sept. 26 transcripts", "Padres GM Kevin Towers".
                | "hc"
                | "gm"
                // "PM Boris Johnson", "Sir Keir Starmer", "Dame Judi Dench": a title, as "Mr." is.
                | "pm"
                | "sir"
                | "dame"
                | "supervising"
                | "former"
                | "series"
                | "head"
                | "mr"
                | "mrs"
                | "ms"
                | "dr"
                | "longtime"
                // An army's ranks written out: "First Lieutenant William Power", "Sgt. 1st
                // Class David Hausam".
                | "lieutenant"
                // "Attorney General Ashley Moody", "Adjutant General James Eifert".
                | "general"
                | "corporal"
                | "colonel"
                | "admiral"
                | "class"
                // Callings written as titles: "Broadcaster John Humphrys".
                | "broadcaster"
                | "presenter"
                | "commentator"
                | "pundit"
                | "campaigner"
                | "activist"
                | "dancer"
                | "artist"
                | "poet"
                | "playwright"
                // "Interview with Architect Richard Meier".
                | "architect"
                | "filmmaker"
                | "screenwriter"
                | "choreographer"
                | "photographer"
                | "athlete"
                | "politician"
                | "entrepreneur"
                // Civic and other titles: "Mayor LaToya Cantrell" is LaToya Cantrell (mayor,
                // senator and the other offices of public life are person nouns, above).
                | "sen"
                | "gov"
                // A broadcast transcript's labels: "FMR. VICE PRES. MIKE PENCE:", "SEC. HILLARY
                // CLINTON:", "SPEAKER NANCY PELOSI:".
                | "fmr"
                | "vice"
                | "pres"
                | "sec"
                | "speaker"
                | "chief"
                | "councilman"
                | "councilwoman"
                | "councilmember"
                // "Councilmen Kevin Faulconer and Carl DeMaio": plurals not made with an "s".
                | "councilmen"
                | "councilwomen"
                // "Senate President Pro Tem Rodric Bray"
                | "pro"
                | "tem"
                | "tempore"
                | "commissioner"
                | "secretary"
                | "sheriff"
                | "undersheriff"
                | "officer"
                | "detective"
                | "sergeant"
                | "sgt"
                | "captain"
                | "capt"
                | "maj"
                | "adm"
                // A party written as a title: "Democrat Stacey Abrams said:".
                | "democrat"
                | "republican"
                | "prof"
                | "superintendent"
                | "principal"
                // "Headteacher Maria Wilson said:", as British schools have it.
                | "headteacher"
                | "headmaster"
                | "headmistress"
                | "pastor"
                | "rev"
                | "reverend"
                // "Bishop Daryl Harris of Total Life Christian Ministries said".
                | "bishop"
                | "archbishop"
                | "rabbi"
                | "imam"
                | "administrator"
                | "astronaut"
                | "astronauts"
                | "associate"
                | "deputy"
                | "assemblyman"
                | "assemblywoman"
                | "assemblymember"
                | "congressman"
                | "congresswoman"
                | "councilor"
                | "councillor"
                | "alderman"
                | "chair"
                | "qb"
                | "quarterback"
                // "OL John Grady Welden, Mountain Brook", "DB/KR/RB Jonathan Hagler, Leeds": a
                // football player's positions before his name on a quote sheet.
                | "ol"
                | "db"
                | "kr"
                | "rb"
                // "VP of Business Development, Jamie Michael,".
                | "vp"
                | "svp"
                | "evp"
                // "Offensive Coordinator Kevin Brown", "Interim Coach Lee Park".
                | "coordinator"
                | "offensive"
                | "defensive"
                | "interim"
        )
}

/// "Arkansan Dannie Daughhetee": where a person is from, before a name of two words or more
/// ("the Russian Soyuz" names no one).
pub(crate) fn is_demonym_before_name(ws: &[Word<'_>], i: usize) -> bool {
    ws.get(i)
        .is_some_and(|w| DEMONYMS.contains(&w.lower().as_str()))
        && ws
            .get(i + 1..i + 3)
            .is_some_and(|next| next.iter().all(Word::is_capitalized))
}

/// Nouns for a person from a place that no adjective of it is: "the Dutchman", "the Frenchman".
const DEMONYM_NOUNS: [&str; 15] = [
    "dutchman",
    "frenchman",
    "englishman",
    "irishman",
    "scotsman",
    "welshman",
    "spaniard",
    "swede",
    "dane",
    "finn",
    "pole",
    "scot",
    "brit",
    "kiwi",
    "aussie",
];

/// Where a person is from, written before the name as a title is: "Arkansan Dannie Daughhetee",
/// "Texan Lee Park", "Canadian Ada Lind".
const DEMONYMS: [&str; 44] = [
    "american",
    "canadian",
    "mexican",
    "british",
    "english",
    "scottish",
    "irish",
    "welsh",
    "australian",
    "french",
    "german",
    "italian",
    "spanish",
    "dutch",
    "swedish",
    "norwegian",
    "danish",
    "russian",
    "brazilian",
    "argentine",
    "nigerian",
    "kenyan",
    "alabamian",
    "alaskan",
    "arizonan",
    "arkansan",
    "californian",
    "coloradan",
    "floridian",
    "iowan",
    "kansan",
    "kentuckian",
    "michigander",
    "minnesotan",
    "missourian",
    "nebraskan",
    "ohioan",
    "oklahoman",
    "oregonian",
    "tennessean",
    "texan",
    "vermonter",
    "virginian",
    "wisconsinite",
];

/// Whether `full` is a fuller way of writing `written`: "Harris" or "Amy" for "Amy B. Harris"
/// (first or last word), "Amy Harris" for it (same first and last word), or the name itself.
pub fn fits_name(written: &str, full: &str) -> bool {
    let parts: Vec<&str> = written.split_whitespace().collect();
    let f: Vec<&str> = full.split_whitespace().collect();
    let (Some(first), Some(last), Some(ff), Some(fl)) =
        (parts.first(), parts.last(), f.first(), surname_of(&f))
    else {
        return false;
    };
    (f.len() > parts.len()
        && if parts.len() == 1 {
            ff == first || fl == *first || hyphen_halves(fl).any(|half| half == *first)
        } else {
            ff == first && fl == *last
        })
        || full == written
}

/// The last word of a full name that is no generation's suffix: "Rivera" for "Eric Rivera Jr.",
/// as "said Rivera" writes him.
fn surname_of<'a>(parts: &[&'a str]) -> Option<&'a str> {
    match parts {
        [.., surname, suffix] if parts.len() > 2 && is_generation_suffix(suffix) => Some(surname),
        [.., last] => Some(last),
        [] => None,
    }
}

/// "Weigen*nt": a word of seven letters or more with each letter after the first left open in
/// turn, the keys under which a surname typed with one letter wrong meets its own.
fn with_a_letter_open(word: &str) -> impl Iterator<Item = String> + '_ {
    let long_enough = word.chars().count() >= 7;
    word.char_indices()
        .skip(1)
        .filter(move |_| long_enough)
        .map(move |(at, c)| format!("{}*{}", &word[..at], &word[at + c.len_utf8()..]))
}

/// "Waldau" for Nicolaj Coster-Waldau: a writer may shorten a double surname to one half.
fn hyphen_halves(surname: &str) -> impl Iterator<Item = &str> {
    let double = surname.contains('-');
    surname.split('-').filter(move |half| {
        double && half.len() >= 3 && half.starts_with(|c: char| c.is_uppercase())
    })
}

/// A capitalized word that opens a sentence can glue onto a name ("Newcomer Lindsey Gort"): a
/// candidate that only adds leading words to `other` is not a name of its own.
pub fn glued_onto(full: &str, other: &str) -> bool {
    other.len() < full.len() && other.contains(' ') && full.ends_with(&format!(" {other}"))
}

/// Resolves a name as written to the fullest name in `full_names` for that person, with no
/// regard to place (across articles): "Harris" and "Amy" → "Amy B. Harris".
pub fn resolve_name(name: &str, full_names: &[String]) -> String {
    full_names
        .iter()
        .filter(|full| fits_name(name, full))
        .filter(|full| !full_names.iter().any(|other| glued_onto(full, other)))
        .max_by_key(|full| (full.split_whitespace().count(), full.len()))
        .cloned()
        .unwrap_or_else(|| name.to_string())
}

/// Full names (two or more name words) as the article writes them, indexed by their first and
/// last words, with every place they stand: a short name resolves to the full name named
/// most recently before it.
#[derive(Default, Debug)]
pub struct Names {
    full: Vec<String>,
    positions: Vec<Vec<usize>>,
    by_word: HashMap<String, Vec<usize>>,
    index: HashMap<String, usize>,
    /// Each surname of five letters or more with one letter dropped: "McKinns", a page's slip
    /// for "McKinnis" (`resolve`).
    by_surname_less_a_letter: HashMap<String, Vec<usize>>,
    /// Each surname of seven letters or more with one letter (after the first) left open:
    /// "Weigenent", a page's slip for "Weigenant" (`resolve`).
    by_surname_with_a_letter_open: HashMap<String, Vec<usize>>,
    /// The words between the first and the last of names of three words or more: "Solksjaer"
    /// of "Ole Solksjaer Gunnar", as a page may name him, and then call him (`resolve`).
    by_middle_word: HashMap<String, Vec<usize>>,
}

impl Names {
    pub fn add(&mut self, name: &str, at: usize) {
        let name = without_honorifics(name);
        if !name.contains(' ') {
            return;
        }
        if let Some(&i) = self.index.get(name) {
            self.positions[i].push(at);
            return;
        }
        let i = self.full.len();
        self.full.push(name.to_string());
        self.positions.push(vec![at]);
        self.index.insert(name.to_string(), i);
        let parts: Vec<&str> = name.split_whitespace().collect();
        let surname = surname_of(&parts).unwrap_or(parts[0]);
        for w in [parts[0], surname]
            .into_iter()
            .chain(hyphen_halves(surname))
        {
            let list = self.by_word.entry(w.to_string()).or_default();
            if !list.contains(&i) {
                list.push(i);
            }
        }
        if let [_, middle @ .., _] = &parts[..] {
            for w in middle
                .iter()
                .filter(|w| w.chars().count() >= 3 && w.starts_with(char::is_uppercase))
            {
                let list = self.by_middle_word.entry((*w).to_string()).or_default();
                if !list.contains(&i) {
                    list.push(i);
                }
            }
        }
        if surname.chars().count() >= 5 {
            for (at, c) in surname.char_indices().skip(1) {
                let slip = format!("{}{}", &surname[..at], &surname[at + c.len_utf8()..]);
                let list = self.by_surname_less_a_letter.entry(slip).or_default();
                if !list.contains(&i) {
                    list.push(i);
                }
            }
        }
        if surname.chars().count() >= 7 {
            for key in with_a_letter_open(surname) {
                let list = self.by_surname_with_a_letter_open.entry(key).or_default();
                if !list.contains(&i) {
                    list.push(i);
                }
            }
        }
    }

    pub fn contains(&self, name: &str) -> bool {
        self.index.contains_key(name)
    }

    /// The full names written with accents, by their folded form ("penelope cruz" →
    /// "Penélope Cruz"), where one name alone folds to it.
    pub fn with_accents(&self) -> HashMap<String, String> {
        let mut found: HashMap<String, Option<String>> = HashMap::new();
        for name in self.full.iter().filter(|name| !name.is_ascii()) {
            note_the_one_name(&mut found, crate::search::fold(name), name);
        }
        found
            .into_iter()
            .filter_map(|(folded, only)| Some((folded, only?)))
            .collect()
    }

    /// How many times the article writes the full name `name` itself.
    pub fn mentions(&self, name: &str) -> usize {
        self.index.get(name).map_or(0, |&i| self.positions[i].len())
    }

    /// The fullest name the article gives for `name` as written at `at`: "Harris" and "Amy" →
    /// "Amy B. Harris"; "Amy Harris" → "Amy B. Harris". Among several people who share the
    /// word, the one named most recently before `at`, else the first named after it.
    pub fn resolve(&self, name: &str, at: usize) -> String {
        self.resolve_among(name, at, &|_| false)
    }

    /// As `resolve`, but a surname alone that several people named in full share is the one
    /// of them `spoke` says has spoken, where only one has ("Ford said" after Sidney Ford's
    /// quotes, though "his wife Hilda Ford" was named since).
    pub fn resolve_among(&self, name: &str, at: usize, spoke: &dyn Fn(&str) -> bool) -> String {
        let found = self.resolve_as_written(name, at, spoke);
        // "Nyong’o" in a caption is the text's "Lupita Nyong'o": pages mix curly and straight
        // apostrophes, often in one name.
        for (from, to) in [("’", "'"), ("'", "’")] {
            if found.contains(from) && name.contains(from) {
                let other = name.replace(from, to);
                let full = self.resolve_as_written(&other, at, spoke);
                if full != without_honorifics(&other) {
                    return full;
                }
            }
        }
        found
    }

    /// The one full name whose surname is `word` with two neighbouring letters (after the
    /// first) swapped back, for a surname of five letters or more.
    fn surname_with_two_letters_swapped(&self, word: &str) -> Option<String> {
        let letters: Vec<char> = word.chars().collect();
        if letters.len() < 5 {
            return None;
        }
        let mut found: Vec<usize> = Vec::new();
        for k in 1..letters.len() - 1 {
            if letters[k] == letters[k + 1] {
                continue;
            }
            let mut swapped = letters.clone();
            swapped.swap(k, k + 1);
            let swapped: String = swapped.into_iter().collect();
            let owners = self.by_word.get(&swapped).into_iter().flatten();
            for &i in owners {
                let surname = self.full[i].rsplit(' ').next();
                if surname == Some(swapped.as_str()) && !found.contains(&i) {
                    found.push(i);
                }
            }
        }
        match found[..] {
            [only] => Some(self.full[only].clone()),
            _ => None,
        }
    }

    fn resolve_as_written(&self, name: &str, at: usize, spoke: &dyn Fn(&str) -> bool) -> String {
        // "Mr McMahon" is McMahon, whose full name the article gives.
        let name = without_honorifics(name);
        let parts: Vec<&str> = name.split_whitespace().collect();
        // "Mayor Whitcombe" is Dana Whitcombe, if the article names her; else as written.
        if let [title, surname] = parts[..] {
            if is_title(title) {
                let full = self.resolve(surname, at);
                if full != surname {
                    return full;
                }
            }
        }
        let (Some(first), Some(last)) = (parts.first(), parts.last()) else {
            return name.to_string();
        };
        let Some(candidates) = self.by_word.get(*first).or_else(|| self.by_word.get(*last)) else {
            // "McKinns says" on a page that names Tyler McKinnis: a surname alone that no one
            // has, one letter short of the one surname that fits.
            if let ([_], Some([only])) = (
                &parts[..],
                self.by_surname_less_a_letter.get(name).map(Vec::as_slice),
            ) {
                return self.full[*only].clone();
            }
            // "Weigenent said" for Zach Weigenant: one letter typed wrong, where one surname
            // fits.
            if let [_] = parts[..] {
                let mut owners: Vec<usize> = with_a_letter_open(name)
                    .filter_map(|key| self.by_surname_with_a_letter_open.get(&key))
                    .flatten()
                    .copied()
                    .collect();
                owners.sort_unstable();
                owners.dedup();
                if let [only] = owners[..] {
                    return self.full[only].clone();
                }
            }
            // "Buachuss said" for Ryan Bauchuss: two letters typed the wrong way round.
            if let [_] = parts[..] {
                if let Some(only) = self.surname_with_two_letters_swapped(name) {
                    return only;
                }
            }
            // "says Brit" on a page about Britney Spears: the short form of the one first name
            // it begins, of three letters or more.
            if let [short] = parts[..] {
                let mut owners = self.full.iter().filter(|full| {
                    full.split_once(' ').is_some_and(|(first, _)| {
                        short.len() >= 3 && first.len() > short.len() && first.starts_with(short)
                    })
                });
                if let (Some(only), None) = (owners.next(), owners.next()) {
                    return only.clone();
                }
            }
            // "Solksjaer said" where the page named "Ole Solksjaer Gunnar": the one name that
            // holds it between its first word and its last.
            if let ([_], Some([only])) =
                (&parts[..], self.by_middle_word.get(name).map(Vec::as_slice))
            {
                return self.full[*only].clone();
            }
            return name.to_string();
        };
        let mut fitting: Vec<usize> = candidates
            .iter()
            .copied()
            .filter(|&i| fits_name(name, &self.full[i]))
            .collect();
        // "San Felice", "Van Dyke": a surname that opens with a particle, written alone, is
        // the surname of the full names it ends, not a name they were glued onto.
        let surname_alone = |name: &str| {
            name.split_whitespace()
                .next()
                .is_some_and(|w| is_name_particle(&w.to_lowercase()) || w == "San")
        };
        if parts.len() > 1 {
            // Also names that share only the last word: "Amy Harris" → "Amy B. Harris".
            // ("De Gea said" of David de Gea: the particle's case as the sentence needs it.)
            let ends_in = format!(" {}", name.to_lowercase());
            if let Some(more) = self.by_word.get(*last) {
                fitting.extend(more.iter().copied().filter(|&i| {
                    fits_name(name, &self.full[i])
                        || surname_alone(name) && self.full[i].to_lowercase().ends_with(&ends_in)
                }));
            }
        }
        let glued = |i: usize| {
            fitting.iter().any(|&o| {
                o != i && glued_onto(&self.full[i], &self.full[o]) && !surname_alone(&self.full[o])
            })
        };
        // "Trump War Room", a campaign's account: a name that ends in a place or a thing is
        // no one a person's name stands for.
        let a_thing = |i: usize| {
            self.full[i]
                .rsplit(' ')
                .next()
                .map(str::to_lowercase)
                .is_some_and(|w| names_no_person(&w) && !is_compass_point(&w))
        };
        let usable: Vec<usize> = fitting
            .iter()
            .copied()
            .filter(|&i| !glued(i) && !a_thing(i))
            .filter(|&i| !(surname_alone(&self.full[i]) && self.full[i] == name))
            .collect();
        if parts.len() == 1 || surname_alone(name) {
            let mut speakers = usable.iter().filter(|&&i| spoke(&self.full[i]));
            if let (Some(&only), None, true) = (speakers.next(), speakers.next(), usable.len() > 1)
            {
                return self.full[only].clone();
            }
        }
        // Positions are added in reading order: the last one before `at` is a binary search.
        let before = |i: usize| {
            let positions = &self.positions[i];
            let k = positions.partition_point(|&p| p <= at).checked_sub(1)?;
            Some(positions[k])
        };
        let best = usable
            .iter()
            .copied()
            .filter_map(|i| before(i).map(|p| (i, p)))
            .max_by_key(|&(i, p)| (p, self.full[i].split_whitespace().count()))
            .map(|(i, _)| i)
            .or_else(|| {
                usable
                    .iter()
                    .copied()
                    .min_by_key(|&i| self.positions[i].first().copied().unwrap_or(usize::MAX))
            });
        best.map_or_else(|| name.to_string(), |i| self.full[i].clone())
    }
}

/// Whether a run of name words names a person rather than a place, an organization or a title.
pub fn looks_like_person(name: &str) -> bool {
    let parts: Vec<&str> = name.split_whitespace().collect();
    // "MedicalResearch.com": a web address, not a name ("J.R.R." keeps its capitals).
    let web_address = |p: &str| {
        p.split('.')
            .skip(1)
            .any(|s| s.starts_with(char::is_lowercase))
    };
    // "Bradley D. Gelfand", "Kevin J Worthen": an initial between two names, its full stop
    // left out by some house styles (at either end, "I." ends a sentence).
    let bare_initial =
        |p: &str| p.len() == 1 && p != "I" && p.starts_with(|c: char| c.is_ascii_uppercase());
    // "W. Somerset Maugham", "E. B. White": initials with their full stops may open the name,
    // but for "I.", a sentence's end.
    // "K.C. Crosthwaite": initials run together, with their full stops.
    // "D Gukesh", "R Vaishali": a given name as an initial, as Tamil names are written (never
    // "A", which opens sentences).
    let inner_initial = |k: usize, p: &str| {
        k + 1 < parts.len()
            && (k > 0 && (is_initial(p) || bare_initial(p))
                || is_initial(p) && p != "I."
                || p.ends_with('.') && is_dotted_initials(p)
                || parts.len() == 2 && bare_initial(p) && p != "A")
    };
    // "Pieter van Dijk": a particle between two names.
    // ("John San Felice": "San" between a given name and one more is a surname's, not a
    // city's.)
    let inner_particle = |k: usize, p: &str| {
        k > 0 && k + 1 < parts.len() && is_name_particle(p)
            || p == "San" && k == 1 && parts.len() == 3
    };
    // "Our Game Developers", "The Writers": a trade, not one person.
    let trade = parts.last().is_some_and(|p| is_plural_person_noun(p));
    // "Exhibition Designer", "Senior Primate Keeper": an office in capitals.
    let office = parts.len() >= 2
        && parts
            .last()
            .is_some_and(|p| OFFICE_NOUNS.contains(&p.to_lowercase().as_str()));
    (1..=4).contains(&parts.len())
        && !trade
        && !office
        && parts.iter().enumerate().all(|(k, p)| {
            if inner_particle(k, p) {
                return true;
            }
            let lower = p.to_lowercase();
            // "March" in a heading, "May 2013" in a date line, "Marie Claire's August Issue" name
            // no one; "Theresa May" and "Chris May" end in a surname.
            let month = crate::text::MONTH_NAMES.contains(&lower.as_str());
            let surname = k > 0 && k + 1 == parts.len();
            // "Sally Struthers-like", "Kafka-esque": a name made into an adjective.
            let adjective = ["-like", "-esque", "-style"]
                .iter()
                .any(|suffix| lower.ends_with(suffix));
            !names_no_person(&lower)
                && !adjective
                && (!month || surname)
                && !HEADLINE_VERBS.contains(&lower.as_str())
                && !matches!(
                    lower.as_str(),
                    "interview"
                        | "interviews"
                        | "interviewed"
                        // "Blunt Inquiry - Dave McMillan": a column of questions, not its guest.
                        | "inquiry"
                        | "questions"
                        | "questionnaire"
                        | "exclusive"
                        | "q&a"
                        // "Louisville vs Michigan State Postgame Quotes": a page of quotes;
                        // "Potent Quotables - …", a column of them.
                        | "quotes"
                        | "quotables"
                        | "postgame"
                        | "pregame"
                        | "transcript"
                )
                && !web_address(p)
                && !initials_run_into_a_word(p)
                && p.chars().next().is_some_and(char::is_uppercase)
                && (p.chars().any(char::is_lowercase) || inner_initial(k, p))
        })
}

/// "LAist", "NYTimes": a publication's or a company's initials run into a word, as no name is
/// written ("McAdams", "LeBron" and "DiCaprio" have a small letter second; Dutch "IJ" is one
/// letter).
fn initials_run_into_a_word(word: &str) -> bool {
    let mut chars = word.chars();
    let (Some(a), Some(b)) = (chars.next(), chars.next()) else {
        return false;
    };
    a.is_uppercase()
        && b.is_uppercase()
        && !(a == 'I' && b == 'J')
        && word.chars().any(char::is_lowercase)
}

/// A role whose work is asking: "host", "co-host", "moderator", "the show's presenter".
pub fn is_asking_role(role: &str) -> bool {
    const ASKING_ROLES: [&str; 6] = [
        "host",
        "co-host",
        "interviewer",
        "moderator",
        "presenter",
        "anchor",
    ];
    let role = role.to_lowercase();
    ASKING_ROLES.contains(&role.rsplit(' ').next().unwrap_or_default())
}

#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Kind {
    Person,
    /// Two or more people joined by "and": the antecedent of "they".
    Plural,
}

#[derive(Clone, Debug)]
pub struct Mention {
    pub name: String,
    pub kind: Kind,
    pub sentence: usize,
    pub subject: bool,
    /// The role noun written with it ("showrunner Lee Park"), for "the showrunner".
    pub noun: Option<String>,
}

/// How many mentions a pronoun looks back over, at most.
const MENTIONS_LOOKED_BACK: usize = 200;

/// People mentioned so far, in reading order, and what the text says about them.
#[derive(Default, Debug)]
pub struct People {
    pub mentions: Vec<Mention>,
    pub gender: HashMap<String, Gender>,
    pub sentence: usize,
    /// (person, role) as the article states it: "executive producer Amy B. Harris".
    pub roles: Vec<(String, String)>,
    /// (person, affiliation) where a role came with one: "One Direction’s member, Liam Payne"
    /// gives ("Liam Payne", "one direction").
    pub affiliations: Vec<(String, String)>,
    /// (relation as written, person) where the page names a relation: "her daughter, Zoë La
    /// Roche" gives ("her daughter", "Zoë La Roche").
    pub relatives: Vec<(String, String)>,
    /// Everyone mentioned so far as one person, by the name the mention gives.
    persons: HashSet<String>,
}

impl People {
    pub fn next_sentence(&mut self) {
        self.sentence += 1;
    }

    pub fn mention(&mut self, name: &str, kind: Kind, subject: bool, noun: Option<String>) {
        if kind == Kind::Person && !self.persons.contains(name) {
            self.persons.insert(name.to_string());
        }
        self.mentions.push(Mention {
            name: name.to_string(),
            kind,
            sentence: self.sentence,
            subject,
            noun,
        });
    }

    /// Whether anyone has been named as a person so far.
    pub fn knows_anyone(&self) -> bool {
        !self.persons.is_empty()
    }

    /// Whether `name` has been mentioned as one person so far.
    pub fn knows(&self, name: &str) -> bool {
        self.persons.contains(name)
    }

    /// Everyone the text gave a role whose work is asking: "host Tamara Dhia".
    pub fn interviewers(&self) -> Vec<String> {
        let mut interviewers: Vec<String> = Vec::new();
        for (person, role) in &self.roles {
            if is_asking_role(role) && !interviewers.contains(person) {
                interviewers.push(person.clone());
            }
        }
        interviewers
    }

    pub fn learn_gender(&mut self, name: &str, gender: Gender) {
        self.gender.entry(name.to_string()).or_insert(gender);
    }

    /// The person a pronoun stands for: in the nearest sentence that names a compatible person,
    /// the subject first, then the last one named. `they` wants people joined by "and".
    pub fn resolve_pronoun(&self, pronoun: Pronoun) -> Option<String> {
        self.resolve_pronoun_outside(pronoun, None, &|_| false)
    }

    /// [`Self::resolve_pronoun`] where, in sentence `own`, only a subject counts ("Her verdict
    /// on Holt:" is not Holt's), and no one `excluded` counts.
    pub fn resolve_pronoun_outside(
        &self,
        pronoun: Pronoun,
        own: Option<usize>,
        excluded: &dyn Fn(&str) -> bool,
    ) -> Option<String> {
        self.nearest(|m| {
            (Some(m.sentence) != own || m.subject)
                && !excluded(&m.name)
                && match pronoun {
                    // ("The spokesperson said…. “…,” they said.": one person, as British
                    // pages write of a spokesperson.)
                    Pronoun::They => {
                        m.kind == Kind::Plural
                            || m.kind == Kind::Person
                                && m.noun.as_deref().is_some_and(|noun| {
                                    matches!(noun, "spokesperson" | "representative")
                                })
                    }
                    _ => m.kind == Kind::Person && self.compatible(&m.name, pronoun.gender()),
                }
        })
    }

    /// The person a definite role stands for ("the actress", "the showrunner"): the nearest one
    /// stated with that noun, else the nearest compatible person who has spoken (`spoke`: the
    /// actress-singer an article quotes is seldom the friend her sentence just named), else the
    /// nearest person of a compatible gender.
    ///
    /// With `affiliation` ("the Little Mix member"), never someone the page gave another
    /// ("One Direction’s member, Liam Payne"). `said_of`: the gender the role's own sentence
    /// gives it ("the singer … on her Instagram"), where its noun has none.
    pub fn resolve_definite(
        &self,
        noun: &str,
        affiliation: Option<&str>,
        said_of: Option<Gender>,
        spoke: &dyn Fn(&str) -> bool,
    ) -> Option<String> {
        let of_another = |name: &str| {
            affiliation.is_some_and(|ours| {
                self.affiliations
                    .iter()
                    .any(|(p, theirs)| p == name && theirs != ours)
            })
        };
        self.with_stated_role_but(noun, &of_another)
            .or_else(|| self.just_read_about(noun, &of_another, said_of, spoke))
    }

    /// The nearest person the text gave that role ("the AWI researcher explains", after "AWI
    /// scientist Autun Purser").
    pub fn with_stated_role(&self, noun: &str) -> Option<String> {
        self.with_stated_role_but(noun, &|_| false)
    }

    fn with_stated_role_but(&self, noun: &str, excluded: &dyn Fn(&str) -> bool) -> Option<String> {
        let noun = noun.to_lowercase();
        // "the Everton boss" is the visiting manager the article named; "the skipper", its
        // captain.
        // ("the AWI researcher explains", after "AWI scientist Autun Purser".)
        let same_role = |other: &str| {
            const HEADS_OF_A_TEAM: [&str; 3] = ["boss", "manager", "coach"];
            const CAPTAINS: [&str; 2] = ["captain", "skipper"];
            const SCIENTISTS: [&str; 2] = ["scientist", "researcher"];
            other == noun
                || [&HEADS_OF_A_TEAM[..], &CAPTAINS[..], &SCIENTISTS[..]]
                    .iter()
                    .any(|same| same.contains(&other) && same.contains(&noun.as_str()))
        };
        let stated = |name: &str| {
            self.roles.iter().any(|(p, r)| {
                p == name && same_role(r.to_lowercase().rsplit(' ').next().unwrap_or_default())
            })
        };
        self.nearest(|m| {
            m.kind == Kind::Person
                && (m
                    .noun
                    .as_deref()
                    .is_some_and(|n| same_role(&n.to_lowercase()))
                    || stated(&m.name))
                && !excluded(&m.name)
        })
    }

    /// The person a role stands for where no one was given it: the subject just read about,
    /// else the nearest who has spoken or was named, of the role's gender.
    fn just_read_about(
        &self,
        noun: &str,
        excluded: &dyn Fn(&str) -> bool,
        said_of: Option<Gender>,
        spoke: &dyn Fn(&str) -> bool,
    ) -> Option<String> {
        let noun = noun.to_lowercase();
        // ("the friend said", "the insider added": an unnamed source the page never names
        // stays as written, never the star whose friend it is.)
        if is_public_role(&noun) || is_anonymous_source(&noun) {
            return None;
        }
        let gender = gender_of_noun(&noun).or(said_of);
        // ("Host Tamara Dhia began by asking about Lizzo's single…. the “Juice” singer replied":
        // the host is no singer.)
        let interviewers = if is_asking_role(&noun) {
            Vec::new()
        } else {
            self.interviewers()
        };
        // ("the mayor said" and then "said the fire captain": one office is never someone only
        // another office named; but "the winner" may well be "the Jackson resident", and "the
        // speaker" the "resident" who spoke, words that hold no office.)
        let holds_an_office = |word: &str| {
            let word = word.to_lowercase();
            is_public_role(&word)
                || matches!(
                    word.as_str(),
                    "captain"
                        | "chief"
                        | "sheriff"
                        | "spokesman"
                        | "spokeswoman"
                        | "spokesperson"
                        | "coach"
                        | "commander"
                        | "superintendent"
                        | "officer"
                        | "director"
                        | "manager"
                )
        };
        let named_by_another_office = |m: &Mention| {
            holds_an_office(&noun)
                && m.name.starts_with(char::is_lowercase)
                && m.name.split_whitespace().any(holds_an_office)
                && !m
                    .name
                    .split_whitespace()
                    .any(|w| w.eq_ignore_ascii_case(&noun))
        };
        // ("a source told PEOPLE…. The singer addressed the split": a source the page never
        // names is no singer.)
        let unnamed_source = |m: &Mention| {
            m.name.starts_with(char::is_lowercase)
                && m.name
                    .rsplit(' ')
                    .next()
                    .is_some_and(|last| is_anonymous_source(last) && last != noun)
        };
        let fits = |m: &Mention| {
            m.kind == Kind::Person
                && !unnamed_source(m)
                && self.compatible(&m.name, gender)
                && !interviewers.contains(&m.name)
                && !excluded(&m.name)
                && !named_by_another_office(m)
        };
        // "Director Tomas Reyes explained his outburst. He said… The Danish filmmaker then
        // joked": the subject of the sentences just read, though someone else has spoken
        // before.
        let current = self.sentence;
        let just_the_subject = |m: &Mention| m.subject && m.sentence + 2 >= current;
        let found = self.nearest(|m| fits(m) && just_the_subject(m));
        // ("the rancher", a noun no list holds, may name a company as well as a person:
        // only the person just read about.)
        if !is_person_noun(&noun) {
            return found;
        }
        found
            .or_else(|| self.nearest(|m| fits(m) && spoke(&m.name)))
            .or_else(|| self.nearest(fits))
    }

    fn compatible(&self, name: &str, gender: Option<Gender>) -> bool {
        match (gender, self.gender.get(name)) {
            (Some(want), Some(known)) => want == *known,
            _ => true,
        }
    }

    fn nearest(&self, fits: impl Fn(&Mention) -> bool) -> Option<String> {
        // A reader looks back a few paragraphs, not to the start of a transcript: bounded, so
        // extraction stays linear in the article's length.
        let window = self.mentions.len().saturating_sub(MENTIONS_LOOKED_BACK);
        let last = window + self.mentions[window..].iter().rposition(&fits)?;
        let sentence = self.mentions[last].sentence;
        let in_sentence = self.mentions[..=last]
            .iter()
            .rev()
            .take_while(|m| m.sentence == sentence)
            .filter(|m| fits(m));
        // "Though substitute Nikica Jelavic halved the deficit, West Ham lost, leaving Bilic to
        // rue…": with no subject among them, the one an earlier sentence had as its subject.
        let was_subject = |name: &str| {
            self.mentions[window..last]
                .iter()
                .any(|m| m.subject && m.name == name)
        };
        let rank = |m: &Mention| (m.subject, m.subject || was_subject(&m.name));
        let mut best: Option<&Mention> = None;
        for m in in_sentence {
            // Later mentions come first here: a subject wins, then someone who has been one,
            // and among equals the first named.
            if best.is_none_or(|b| rank(m) >= rank(b)) {
                best = Some(m);
            }
        }
        best.map(|m| m.name.clone())
    }
}

/// Conjunctions that open a clause before the main one: "While she…", "Although he…".
const SUBORDINATORS: [&str; 6] = ["while", "although", "though", "because", "since", "when"];

/// Words that open a subordinate phrase before a sentence's subject: "Talking to a radio host,
/// Moreau confirmed…", "Asked about the cliffhanger, Kerr smiled."
const LEADING_PHRASE_WORDS: [&str; 63] = [
    // "Beneath a series of photos, the Duchess of York wrote:": a place before the subject.
    // ("Amidst the bustle of customers, a woman approached…")
    "amid",
    "amidst",
    "among",
    "amongst",
    "inside",
    "outside",
    "beneath",
    "below",
    "above",
    "beside",
    "alongside",
    "underneath",
    "around",
    "asked",
    "talking",
    "speaking",
    "after",
    "before",
    "when",
    "while",
    "in",
    "on",
    "at",
    "during",
    "backstage",
    "then",
    "ahead",
    "like",
    "moved",
    "laughing",
    "smiling",
    "for",
    "with",
    "since",
    "as",
    "now",
    "later",
    "meanwhile",
    "still",
    "from",
    "despite",
    // "Through tears, her mother told those at the vigil…"
    "through",
    "throughout",
    "although",
    "though",
    "once",
    "over",
    "earlier",
    "today",
    "yesterday",
    "onstage",
    // "To construction manager Ted Bogner, she said": whom the words were for.
    "to",
    // "However, he is not too worried": a connective before the clause.
    // ("Overall, Bradley sounded optimistic:")
    "overall",
    "afterwards",
    "afterward",
    "likewise",
    "otherwise",
    "however",
    "instead",
    "indeed",
    "nevertheless",
    "unfortunately",
    "fortunately",
];

const DETERMINERS: [&str; 10] = [
    "the", "a", "an", "one", "two", "three", "several", "some", "another", "this",
];

/// The subject of a sentence or clause, as written.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Subject {
    /// A name run, without role words before it; `noun` is the role noun written before it.
    Name {
        name: String,
        noun: Option<String>,
    },
    Pronoun(Pronoun),
    /// "her verdict on Holt": a possessive whose noun is not a person.
    Possessive(Pronoun),
    /// "a person close to the production", "the actress": `definite` for "the".
    Role {
        text: String,
        noun: String,
        definite: bool,
    },
}

/// Index of the first word of the main clause: past a leading phrase that ends in a comma.
pub fn main_clause_start(text: &str, ws: &[Word<'_>]) -> usize {
    let start = after_dateline(text, ws);
    let Some(first) = ws.get(start) else { return 0 };
    let lower = first.lower();
    // ("Visibly more relaxed, she later told reporters…")
    let leading = LEADING_PHRASE_WORDS.contains(&lower.as_str())
        || lower.ends_with("ing")
        || crate::text::ends_like_an_adverb(&lower);
    if !leading {
        return start;
    }
    let comma_before = |i: usize| text[ws[i - 1].range.end..ws[i].range.start].contains(',');
    let Some(mut i) = (start + 1..ws.len()).find(|&i| comma_before(i)) else {
        return start;
    };
    // "Speaking in Ankara, Turkey, on Saturday, British Prime Minister Theresa May refused":
    // a place's country before a short phrase of time or place, and that phrase, still belong
    // to the leading phrase.
    let segment = |from: usize| {
        let to = (from + 1..ws.len()).find(|&j| comma_before(j))?;
        Some((from, to))
    };
    let prepositional = |(from, to): (usize, usize)| {
        to - from <= 4
            && matches!(
                ws[from].lower().as_str(),
                "on" | "in" | "at" | "during" | "after" | "before"
            )
    };
    while let Some(here) = segment(i) {
        let place = here.1 - here.0 <= 3 && ws[here.0..here.1].iter().all(|w| w.is_capitalized());
        let before_a_phrase = segment(here.1).is_some_and(prepositional);
        if prepositional(here) || place && before_a_phrase {
            i = here.1;
        } else {
            break;
        }
    }
    // "In Santa Fe, New Mexico, Jenny Kimball said": the place's state or country, set off by
    // commas with a name after it, still belongs to the leading phrase.
    let run_end = (i..ws.len())
        .find(|&j| !ws[j].is_capitalized() || (j > i && comma_before(j)))
        .unwrap_or(ws.len());
    let place_then_name = run_end - i <= 3
        && ws.get(run_end).is_some_and(|w| w.is_capitalized())
        && comma_before(run_end);
    if place_then_name {
        run_end
    } else {
        i
    }
}

/// Index of the first word after a news dateline ("WASHINGTON—", "PORTLAND, Ore. (KOIN) —",
/// "Washington—Representative Eliot Engel…", "Elmira, N.Y., February 26—"), or 0. A dateline
/// is a few capitalized words, one of them all in capitals unless there are at most three, then
/// a dash and a capitalized word: "Amy Harris—the show's creator—said" has none.
fn after_dateline(text: &str, ws: &[Word<'_>]) -> usize {
    let Some(dash) = text
        .char_indices()
        .take_while(|&(i, _)| i < 60)
        .find(|&(i, c)| matches!(c, '—' | '–') || text[i..].starts_with(" - "))
        .map(|(i, _)| i)
    else {
        return 0;
    };
    let before = ws.partition_point(|w| w.range.end <= dash);
    let Some(next) = ws.get(before) else { return 0 };
    let place = &ws[..before];
    let shouting = place
        .iter()
        .any(|w| w.text.len() > 1 && !w.text.chars().any(char::is_lowercase));
    // ("Elmira, N.Y., February 26—": a day's number may follow the place.)
    let day = |w: &Word<'_>| w.text.len() <= 2 && w.text.bytes().all(|b| b.is_ascii_digit());
    let dateline = !place.is_empty()
        && place.len() <= 6
        && place.iter().all(|w| w.is_capitalized() || day(w))
        && place.first().is_some_and(Word::is_capitalized)
        && (shouting || place.len() <= 3)
        && next.is_capitalized();
    if dateline {
        before
    } else {
        0
    }
}

/// A person noun, or a hyphenated compound that starts with one: "mother-in-law".
pub(crate) fn relation_noun(word: &Word<'_>) -> Option<String> {
    let lower = word.base().to_lowercase();
    let head = lower.split('-').next().unwrap_or_default();
    // ("Her neighbors said": relations in the plural are people too, and so is "Her family
    // said in a statement", never the woman it mourns.)
    (is_person_noun(&lower)
        || is_person_noun(head)
        || is_plural_person_noun(&lower)
        || is_kin_group(&lower))
    .then_some(lower)
}

/// "family", "relatives": the people of someone's kin, who speak as one.
pub(crate) fn is_kin_group(noun: &str) -> bool {
    matches!(noun, "family" | "relatives")
}

/// The name run starting at word `i`, skipping capitalized role words before it ("Star Hannah
/// Vogel"): (name, role noun, index after the name).
pub fn name_with_title(
    text: &str,
    ws: &[Word<'_>],
    i: usize,
) -> Option<(String, Option<String>, usize)> {
    // "PUBLIC HEARING Mayor Gibson": a heading in capitals may run into the name.
    let run_end = (i + 1..ws.len())
        .find(|&k| !(ws[k].is_capitalized() && adjacent(text, &ws[k - 1], &ws[k])))
        .unwrap_or(ws.len());
    let mut start = i + heading_in_capitals(&ws[i.min(run_end)..run_end]);
    // "U.S. Rep. John Lewis": a country's initials before a title are no part of the name.
    if ws
        .get(start)
        .is_some_and(|w| matches!(w.base(), "U.S" | "U.K" | "U.N" | "E.U" | "US" | "UK" | "EU"))
        && ws.get(start + 1).is_some_and(is_title_word)
    {
        start += 1;
    }
    let mut noun = None;
    // "Rancher John Rodgers says", "Farmer Bob Majors": a word made as agent nouns are, before
    // a first name and a surname, is what the person does (two words, "Hunter Biden", stay a
    // name).
    let agent_before_a_full_name = |k: usize| {
        run_end >= k + 3
            && !ws[k].is_possessive()
            && looks_like_agent_noun(&ws[k].base().to_lowercase())
    };
    // "Lady Gaga", "Lady Hale": "Lady" before one name alone is how the person is called.
    let lady_and_one_name = |k: usize| run_end == k + 2 && ws[k].base() == "Lady";
    while start < ws.len()
        && ws[start].is_capitalized()
        && !lady_and_one_name(start)
        && (is_title_word(&ws[start])
            || is_demonym_before_name(ws, start)
            || agent_before_a_full_name(start))
    {
        noun = Some(ws[start].base().to_lowercase());
        start += 1;
    }
    let (name, j) = crate::extract::name_at(text, ws, start)?;
    // "Embattled Assemblyman Vito Lopez", "Panthers QB Cam Newton": no title stands inside a
    // name, so the name starts after the last one.
    if let Some(k) = (start..j.saturating_sub(2))
        .rev()
        .find(|&k| is_title_word(&ws[k]))
    {
        let (name, end) = crate::extract::name_at(text, ws, k + 1)?;
        return Some((name, Some(ws[k].base().to_lowercase()), end));
    }
    Some((name, noun, j))
}

/// "Mammals Jordan Piha" after "Curator of", "Sales Dana Whit" after "Vice President of": what
/// an office is of, then the person's name, its last two words (three with an initial between).
/// `None` where the run is too short to hold both.
pub fn person_after_an_office(run: &str) -> Option<String> {
    let parts: Vec<&str> = run.split_whitespace().collect();
    let keep = match parts.len() {
        0..=2 => return None,
        3 => 2,
        n if crate::text::is_initial(parts[n - 2]) => 3,
        _ => 2,
    };
    let person = parts[parts.len() - keep..].join(" ");
    looks_like_person(&person).then_some(person)
}

/// A name run as the person's name: where the words before it end in an office and "of"
/// ("…Zoological Curator of "), the run opens with what the office is of, and the name is
/// after it ("Mammals Jordan Piha" → "Jordan Piha").
pub fn past_an_office(before: &str, name: String) -> String {
    let after_an_office = before
        .trim_end()
        .strip_suffix(" of")
        .and_then(|rest| rest.split_whitespace().next_back())
        .is_some_and(|w| w.starts_with(char::is_uppercase) && (is_office(w) || is_royal_title(w)));
    after_an_office
        .then(|| person_after_an_office(&name))
        .flatten()
        .unwrap_or(name)
}

/// "Princess of Wales Kate Middleton", "Duke of Harborland": a royal title, which "of" and a
/// place follow. (Not a title before a name by itself: "Prince Harry" is all some pages call
/// him.)
fn is_royal_title(word: &str) -> bool {
    matches!(
        word.to_lowercase().as_str(),
        "prince" | "princess" | "duke" | "duchess" | "earl" | "countess"
    )
}

/// A title or an office in capitals: "Senator", "Curator", "Director".
pub fn is_office(word: &str) -> bool {
    is_title(word) || OFFICE_NOUNS.contains(&word.to_lowercase().as_str())
}

/// A determiner phrase naming a person from word `i`: "a person close to the production",
/// "the actress", "one crew member". With `to_end` it runs to the end of the clause (after a
/// verb: "says a person close to the production") and needs a person noun somewhere in it;
/// otherwise it stops before the verb and must end in a person noun ("the singer has…"), or
/// have one with a complement ("a spokesperson for the network said", "a representative for
/// Park told"). Returns the role and the index after it.
pub fn role_phrase(
    text: &str,
    ws: &[Word<'_>],
    i: usize,
    to_end: bool,
) -> Option<(Subject, usize)> {
    let det = ws.get(i)?.lower();
    if !DETERMINERS.contains(&det.as_str()) {
        return None;
    }
    // "one of the deacons", "one of the board members", "two of her neighbors", "one of them
    // told us": someone of a group (the one the sentence before counted, for "them"), never one
    // person the article names.
    let of_a_group = |of: &Word<'_>, whose: &Word<'_>, group: &Word<'_>| {
        det != "the"
            && of.lower() == "of"
            && matches!(
                whose.lower().as_str(),
                "the" | "his" | "her" | "their" | "our" | "its"
            )
            && people_counted(&group.lower())
            && text[ws[i].range.start..group.range.end]
                .chars()
                .all(|c| c.is_alphanumeric() || c.is_whitespace() || c == '-')
    };
    let one_of = |group: &Word<'_>| {
        let noun = group.lower();
        noun.strip_suffix('s').unwrap_or(&noun).to_string()
    };
    let group = match ws.get(i + 1..).unwrap_or_default() {
        [of, whose, group, ..] if of_a_group(of, whose, group) => {
            Some((group, one_of(group), i + 4))
        }
        // A lowercase word before the noun says which group: "board", "city", "school".
        [of, whose, kind, group, ..]
            if !kind.is_capitalized()
                && kind.text.chars().all(char::is_alphabetic)
                && of_a_group(of, whose, group) =>
        {
            Some((group, one_of(group), i + 5))
        }
        [of, them, ..] if det == "one" && of.lower() == "of" && them.lower() == "them" => {
            Some((them, "person".to_string(), i + 3))
        }
        _ => None,
    };
    if let Some((last, noun, next)) = group {
        // "says one of the men holding the red sign": after the verb, which of them, to the
        // clause's end.
        let which = to_end
            && ws.get(next).is_some_and(|w| {
                w.text.ends_with("ing") && !w.is_capitalized() && adjacent(text, last, w)
            });
        let (last, next) = if which {
            (&ws[ws.len() - 1], ws.len())
        } else {
            (last, next)
        };
        let written = on_one_line(&text[ws[i].range.start..last.range.end]);
        return Some((
            Subject::Role {
                text: written.to_lowercase(),
                noun,
                definite: false,
            },
            next,
        ));
    }
    // "“…,” the Argentine said", "said the Dutchman": where a person is from stands for them,
    // right before the verb or at the clause's end ("the Russian Soyuz" names no one).
    if let [from, rest @ ..] = ws.get(i + 1..).unwrap_or_default() {
        let demonym = det == "the"
            && from.is_capitalized()
            && (DEMONYMS.contains(&from.lower().as_str())
                || DEMONYM_NOUNS.contains(&from.lower().as_str()));
        let ends = if to_end {
            rest.first()
                .is_none_or(|next| text[from.range.end..next.range.start].contains(','))
        } else {
            rest.first().is_some_and(crate::extract::is_verb)
        };
        if demonym && ends {
            return Some((
                Subject::Role {
                    text: text[ws[i].range.start..from.range.end].to_lowercase(),
                    noun: from.lower(),
                    definite: true,
                },
                i + 2,
            ));
        }
    }
    // Where a person noun's complement starts ("spokesperson for …"): names may follow there.
    let complement_at =
        |k: usize| k > i + 1 && is_person_noun(ws[k - 1].text) && opens_a_complement(ws, k);
    let mut complement = None;
    let mut j = i + 1;
    // (A complement may name a long body: "The director of the National Institute of
    // Anthropology and History INAH, Diego Prieto,".)
    while j < ws.len() && j - i <= if complement.is_some() { 12 } else { 8 } {
        let w = &ws[j];
        let gap = &text[ws[j - 1].range.end..w.range.start];
        if gap.contains([',', ';', ':', '.', '(', '—', '–']) {
            break;
        }
        if complement.is_none() && complement_at(j) {
            complement = Some(j - 1);
        }
        // "the resident who placed the call": the role ends where its relative clause starts.
        if to_end
            && matches!(w.lower().as_str(), "who" | "whose" | "which" | "that")
            && ws[i + 1..j].iter().any(|w| is_person_noun(w.text))
        {
            break;
        }
        let name_in_complement = complement.is_some() && w.is_capitalized();
        // "The Mayor disagreed": an office capitalized as a title, right after "the", is still
        // the role and no name.
        let office = j == i + 1 && det == "the" && PUBLIC_ROLE_NOUNS.contains(&w.lower().as_str());
        // "the former Twilight star", "the Game of Thrones actress": what the person is known
        // for, capitalized, before the person noun a few words on.
        let known_for = || {
            ws[j + 1..ws.len().min(j + 4)]
                .iter()
                .take_while(|w| !crate::extract::is_verb(w) && !is_auxiliary(w))
                .any(|w| is_person_noun(w.text))
        };
        // ("A friend of Lopez also said": an adverb before the verb is no part of the role.)
        if !to_end
            && (crate::extract::is_verb(w)
                || crate::extract::is_reporting_participle(w)
                || is_adverb_before_a_verb(w)
                || is_auxiliary(w)
                || (w.is_capitalized() && !name_in_complement && !office && !known_for()))
        {
            break;
        }
        j += 1;
    }
    let phrase = &ws[i + 1..j];
    // "…,” confessed an anonymous MTA conductor.": after an indefinite determiner, a word made
    // as agent nouns are ends the role of someone unnamed, though no list holds it.
    let indefinite = matches!(det.as_str(), "a" | "an" | "one" | "another");
    // ("Two residents said:", "the witnesses told": a person noun's plural is people too.)
    let person_or_people =
        |w: &Word<'_>| is_person_noun(w.text) || is_plural_person_noun(&w.lower());
    let person_noun =
        |w: &Word<'_>| person_or_people(w) || indefinite && looks_like_agent_noun(w.text);
    let noun = if to_end {
        // "…,” exclaimed a DJ from the stage at Old Courthouse Square": right after an indefinite
        // determiner, a word no list holds, in small letters or an acronym's capitals, then
        // what it is of or where it is, is someone unnamed; the place's name is no speaker.
        let unlisted_noun = |w: &Word<'_>| {
            w.text.chars().all(char::is_alphabetic)
                && (w.text.chars().all(char::is_lowercase)
                    || w.text.len() <= 4 && w.text.chars().all(char::is_uppercase))
                && !crate::extract::is_verb(w)
                && !is_auxiliary(w)
        };
        let mut at = match phrase.iter().position(person_noun) {
            Some(at) => at,
            None if indefinite
                && phrase.len() >= 2
                && unlisted_noun(&phrase[0])
                && opens_a_complement(ws, i + 2) =>
            {
                0
            }
            None => return None,
        };
        // "the 26-year-old veteran Wozniacki": an age before the noun is a person noun too.
        while phrase.get(at + 1).is_some_and(person_noun) {
            at += 1;
        }
        // "a campaign member to the crowd gathered at the depot": the role ends at its noun,
        // unless a complement names whom the person is for ("a spokesperson for the network").
        let after_noun = i + 2 + at;
        // ("a DJ from the stage at the square": where the person spoke from is no part of who
        // they are.)
        let spoke_from = || {
            matches!(&ws[after_noun..], [from, the, place, ..]
                if from.lower() == "from"
                    && the.lower() == "the"
                    && SPEAKING_PLACES.contains(&place.lower().as_str()))
        };
        let complemented =
            after_noun < ws.len() && opens_a_complement(ws, after_noun) && !spoke_from();
        if !complemented {
            j = after_noun;
        } else if ws[after_noun].lower() == "in" {
            // "a woman in Eastport Square as the result came in": the place is its capitalized
            // words.
            j = (after_noun + 1..j)
                .find(|&k| !ws[k].is_capitalized())
                .unwrap_or(j);
        }
        &phrase[at]
    } else {
        // "A third follower noted:": an agent noun no list holds, only right before a
        // reporting verb.
        let reports_next = ws.get(j).is_some_and(crate::extract::is_verb);
        match phrase
            .last()
            .filter(|w| person_or_people(w) || reports_next && person_noun(w))
        {
            Some(last) => last,
            // "the former soap star got candid": a verb the list does not know ends the role
            // right after its noun, within a few words of the determiner.
            // ("the neighbors came to her door to say": people in the plural too.)
            None if complement.is_none() && phrase.iter().take(4).any(&person_or_people) => {
                let at = phrase.iter().position(person_or_people)?;
                j = i + 2 + at;
                &phrase[at]
            }
            // The complement must reach the verb: "a spokesperson for the network said", "a
            // friend of Lopez also said"; or the person's name, set off by a comma ("The
            // director of the institute, Diego Prieto, announced").
            None => ws.get(complement?).filter(|_| {
                let named_after = ws.get(j).is_some_and(|w| {
                    w.is_capitalized() && text[ws[j - 1].range.end..w.range.start].trim() == ","
                });
                named_after
                    || ws[j..]
                        .iter()
                        .find(|w| !is_adverb_before_a_verb(w))
                        .is_some_and(|w| crate::extract::is_verb(w) || is_auxiliary(w))
            })?,
        }
    };
    let written = on_one_line(&text[ws[i].range.start..ws[j - 1].range.end]);
    let mut role = written.clone();
    if let Some(first) = written.get(..1) {
        role = first.to_lowercase() + &written[1..];
    }
    Some((
        Subject::Role {
            text: role,
            noun: noun.lower(),
            // "The showrunners" stand for no one person: their own speaker, as stated.
            definite: (det == "the" || det == "this") && !is_plural_person_noun(noun.text),
        },
        j,
    ))
}

/// "a\nlineman from Eastport", a role that a wrapped line breaks, as a speaker is written.
fn on_one_line(written: &str) -> String {
    written.split_whitespace().collect::<Vec<_>>().join(" ")
}

/// "neighbors", "local residents", "many survivors" from word `i`, right before the verb they
/// are the subject of: people the page names by what they are, with no determiner (the role
/// phrase reads those with one).
fn bare_plural_people(text: &str, ws: &[Word<'_>], i: usize) -> Option<Subject> {
    let (people, noun_end) = plural_people_at(text, ws, i)?;
    let mut verb = noun_end;
    while ws.get(verb).is_some_and(is_adverb_before_a_verb) {
        verb += 1;
    }
    // ("neighbors came to her door to say:": any verb, the lists' or one in the past.)
    let finite = |v: &Word<'_>| {
        crate::extract::is_verb(v)
            || is_auxiliary(v)
            || !v.is_capitalized() && reads_as_a_verb(&v.lower())
    };
    ws.get(verb).is_some_and(finite).then_some(people)
}

/// "residents", "local residents", "many survivors" from word `i`, with no determiner before
/// them: the people as written, and the index after the noun.
pub(crate) fn plural_people_at(text: &str, ws: &[Word<'_>], i: usize) -> Option<(Subject, usize)> {
    let plural = |w: &Word<'_>| is_plural_person_noun(&w.lower());
    let first = ws.get(i)?;
    // One word may stand before the noun: a crowd word ("many") or an adjective in small
    // letters ("local"), capitalized only where the sentence starts.
    let modifier = !plural(first)
        && (is_crowd_word(&first.lower())
            || (i == 0 || !first.is_capitalized())
                && first.text.chars().all(char::is_alphabetic)
                && !crate::extract::is_verb(first)
                && !is_auxiliary(first)
                && !DETERMINERS.contains(&first.lower().as_str()));
    let noun = i + usize::from(modifier);
    let w = ws
        .get(noun)
        .filter(|w| plural(w) && (noun == i || adjacent(text, first, w)))?;
    if noun > i && w.is_capitalized() || noun == i && i > 0 && w.is_capitalized() {
        return None;
    }
    let people = Subject::Role {
        text: on_one_line(&text[first.range.start..w.range.end]).to_lowercase(),
        noun: w.lower(),
        definite: false,
    };
    Some((people, noun + 1))
}

/// "thanked", "says", "came": a word in small letters that reads as a verb where no list of
/// verbs holds it.
fn reads_as_a_verb(lower: &str) -> bool {
    inflected_as_a_verb(lower) || COMMON_IRREGULAR_PASTS.contains(&lower)
}

/// "came", "went": verbs in the past that no ending shows, after people who then speak
/// ("neighbors came to her door to say:").
const COMMON_IRREGULAR_PASTS: [&str; 14] = [
    "came", "went", "ran", "rang", "wrote", "stood", "began", "spoke", "took", "got", "gave",
    "held", "sent", "left",
];

/// "Others", "many": a crowd the page counts and never names, as a subject.
pub fn is_crowd_word(word: &str) -> bool {
    matches!(word, "others" | "many" | "some" | "several")
}

/// Words that say where a crowd stands: "others in the room", "many at the back".
const CROWD_PLACES: [&str; 6] = ["in", "at", "outside", "inside", "near", "around"];

/// Where someone speaks to a crowd from: "shouted a man from the stage", "a voice from the floor".
const SPEAKING_PLACES: [&str; 8] = [
    "stage", "podium", "pulpit", "lectern", "crowd", "audience", "floor", "balcony",
];

/// "also", "later": an adverb that stands between a role and its verb ("a friend of Lopez also
/// said"), never part of the role.
fn is_adverb_before_a_verb(w: &Word<'_>) -> bool {
    matches!(
        w.lower().as_str(),
        "also" | "later" | "then" | "now" | "once" | "still" | "again" | "just"
    )
}

/// Words that open a person noun's complement: "a spokesperson for the network", "a friend of
/// the couple", "a source close to the production".
const COMPLEMENT_WORDS: [&str; 6] = ["for", "of", "at", "from", "close", "with"];

/// Whether word `k` opens what a person noun is of or for: "spokesperson for…", "a friend of…",
/// or where the person is, a place after "in" ("a woman in Midtown", "a voter in Ohio").
fn opens_a_complement(ws: &[Word<'_>], k: usize) -> bool {
    let w = ws[k].lower();
    COMPLEMENT_WORDS.contains(&w.as_str())
        || w == "in" && ws.get(k + 1).is_some_and(|place| place.is_capitalized())
}

pub fn is_auxiliary(w: &Word<'_>) -> bool {
    matches!(
        w.lower().as_str(),
        "is" | "was"
            | "has"
            | "had"
            | "have"
            | "will"
            | "would"
            | "could"
            | "can"
            | "did"
            | "does"
            | "do"
            | "were"
            | "are"
            | "might"
            | "may"
            | "must"
            | "should"
            | "declined"
            | "refused"
    )
}

/// The subject of a sentence: a pronoun, a name (with role words before it), a person's role
/// phrase, or a possessive ("Her verdict on Holt:"). `None` when it is none of these.
pub fn subject_of(text: &str) -> Option<Subject> {
    let ws = words(text);
    let mut i = main_clause_start(text, &ws);
    // "But Brett Holmes, general secretary of the union, states": a conjunction that joins the
    // sentence to the one before is no part of its subject.
    if ws
        .get(i)
        .is_some_and(|w| matches!(w.text, "But" | "And" | "Yet" | "So"))
        && ws.get(i + 1).is_some_and(Word::is_capitalized)
    {
        i += 1;
    }
    // "Interviewed Tony Call, a.k.a. …": a note that leaves out its subject, the writer, names
    // the one interviewed, whose words follow.
    if ws.get(i).is_some_and(|w| w.text == "Interviewed") {
        let mut k = i + 1;
        if ws.get(k).is_some_and(|w| w.text == "the") {
            k += 1;
        }
        while ws.get(k).is_some_and(|w| !w.is_capitalized()) && k < i + 5 {
            k += 1;
        }
        if let Some((name, noun, _)) = name_with_title(text, &ws, k) {
            return Some(Subject::Name { name, noun });
        }
    }
    let first = ws.get(i)?;
    // "She’s widely known to be dating…": "she is" written short.
    if let Some(p) = Pronoun::of(first.base()) {
        return Some(Subject::Pronoun(p));
    }
    // "While she didn’t name any names — …": a clause opened by a conjunction and set off by a
    // dash rather than a comma; its subject is the sentence's, as news writing has it.
    if i == 0 && SUBORDINATORS.contains(&first.lower().as_str()) {
        if let Some(p) = ws.get(1).and_then(|w| Pronoun::of(w.base())) {
            return Some(Subject::Pronoun(p));
        }
    }
    if let Some(p) = Pronoun::of_possessive(first.text) {
        // "Her drummer, Paul Okafor, waved": the appositive name; "Her verdict": the possessive.
        // ("My father once said:": an adverb ends the phrase as a verb does.)
        let mut j = i + 1;
        while j < ws.len()
            && j - i <= 3
            && !ws[j].is_capitalized()
            && !crate::extract::is_verb(&ws[j])
            && !is_auxiliary(&ws[j])
            && !crate::extract::is_adverb(&ws[j])
        {
            j += 1;
        }
        // ("His mother thanked everyone": a verb the lists do not know, after the noun.)
        if relation_noun(&ws[j - 1]).is_none() {
            if let Some(k) = (i + 1..j.saturating_sub(1)).find(|&k| {
                let next = ws[k + 1].lower();
                relation_noun(&ws[k]).is_some() && reads_as_a_verb(&next)
            }) {
                j = k + 1;
            }
        }
        if let Some(noun) = (j > i + 1).then(|| relation_noun(&ws[j - 1])).flatten() {
            if let Some((name, _, _)) = name_with_title(text, &ws, j) {
                return Some(Subject::Name {
                    name,
                    noun: Some(noun),
                });
            }
            // "His mother said": someone the article does not name, as stated (not "he").
            return Some(Subject::Role {
                text: text[first.range.start..ws[j - 1].range.end].to_lowercase(),
                noun,
                definite: false,
            });
        }
        return Some(Subject::Possessive(p));
    }
    // "Someone on the audio link exclaimed,": one the page does not name, as stated, to the
    // verb that ends the clause ("Someone mentioned that she…, to which she says" is hers).
    if matches!(first.lower().as_str(), "someone" | "somebody")
        && ws.len() > i + 1
        && ws.len() <= i + 10
        && ws.last().is_some_and(crate::extract::is_verb)
        && ws[i + 1..ws.len() - 1]
            .iter()
            .all(|w| !crate::extract::is_verb(w) && !is_auxiliary(w))
    {
        let last = &ws[ws.len() - 2];
        return Some(Subject::Role {
            text: on_one_line(&text[first.range.start..last.range.end]).to_lowercase(),
            noun: first.lower(),
            definite: false,
        });
    }
    // "Neighbors said:", "Later, local residents told reporters:", "Several residents came out
    // to say:": people the page names only by what they are, no determiner before them.
    if let Some(people) = bare_plural_people(text, &ws, i) {
        return Some(people);
    }
    // "Others in the room began yelling, saying, “…”", "Many in the crowd shouted": a crowd
    // the page does not name, its own speaker as stated, with where it stands.
    // ("Some 220 miles away from Earth, …": "some" before a number is about that number.)
    let before_a_number = ws
        .get(i + 1)
        .is_some_and(|w| w.text.starts_with(|c: char| c.is_ascii_digit()));
    if is_crowd_word(&first.lower()) && !before_a_number {
        // ("Many residents in the square": who the crowd is, when the page says.)
        let who = ws
            .get(i + 1)
            .filter(|w| is_plural_person_noun(&w.lower()))
            .map_or(first, |w| w);
        let mut end = i + 1 + usize::from(who.range != first.range);
        if let [at, rest @ ..] = ws.get(end..).unwrap_or_default() {
            if CROWD_PLACES.contains(&at.lower().as_str()) {
                let det = usize::from(
                    rest.first()
                        .is_some_and(|w| matches!(w.lower().as_str(), "the" | "a")),
                );
                if rest
                    .get(det)
                    .is_some_and(|w| !w.is_capitalized() && !crate::extract::is_verb(w))
                {
                    end += 1 + det + 1;
                }
            }
        }
        if ws.get(end).is_some_and(|w| !w.is_capitalized()) {
            return Some(Subject::Role {
                text: on_one_line(&text[first.range.start..ws[end - 1].range.end]).to_lowercase(),
                noun: who.lower(),
                definite: false,
            });
        }
    }
    // "Statement from Representative Kathleen Rice:", as press releases head a statement.
    let statement = ws[i..]
        .iter()
        .take(3)
        .position(|w| matches!(w.lower().as_str(), "statement" | "remarks"));
    if let Some(k) = statement.map(|k| i + k) {
        if ws
            .get(k + 1)
            .is_some_and(|w| matches!(w.lower().as_str(), "from" | "by" | "of"))
        {
            if let Some((name, noun, _)) = name_with_title(text, &ws, k + 2) {
                return Some(Subject::Name { name, noun });
            }
        }
    }
    // "The former Shropshire man's mother, Barbara Hoy, told", "Jacintha's mother-in-law Carmine
    // Barboza, 69, said": the person a possessive's relation noun names.
    if let Some(k) = (i..ws.len().min(i + 6)).find(|&k| ws[k].is_possessive()) {
        let plain_phrase = ws[i..k]
            .iter()
            .all(|w| !crate::extract::is_verb(w) && !is_auxiliary(w));
        let mut j = k + 1;
        // ("Ella Marsh’s official spokesperson said": the verb ends the relation.)
        while j < ws.len()
            && j - k <= 3
            && !ws[j].is_capitalized()
            && !crate::extract::is_verb(&ws[j])
        {
            j += 1;
        }
        let gap = ws
            .get(j)
            .map(|w| text[ws[j - 1].range.end..w.range.start].trim());
        // Without commas the noun must be a relation ("mother-in-law Carmine Barboza"); set off
        // by commas, any noun ("The bridge's oldest toll keeper, Hattie Moss, told").
        let noun = match gap {
            Some("") => (j > k + 1).then(|| relation_noun(&ws[j - 1])).flatten(),
            Some(",") if j > k + 1 => Some(ws[j - 1].base().to_lowercase()),
            _ => None,
        };
        if let (true, Some(noun)) = (plain_phrase, noun) {
            if let Some((name, _, end)) = name_with_title(text, &ws, j) {
                let closed = gap != Some(",")
                    || ws
                        .get(end)
                        .is_some_and(|w| text[ws[end - 1].range.end..w.range.start].contains(','));
                if closed && looks_like_person(&name) {
                    return Some(Subject::Name {
                        name,
                        noun: Some(noun),
                    });
                }
            }
            // "Ella Marsh’s official spokesperson said on Monday": someone of a person's the
            // page does not name, as stated, right before the verb.
            let owner_named = name_with_title(text, &ws, i)
                .is_some_and(|(name, _, end)| end == k + 1 && looks_like_person(&name));
            if gap == Some("") && owner_named && ws.get(j).is_some_and(crate::extract::is_verb) {
                return Some(Subject::Role {
                    text: on_one_line(&text[first.range.start..ws[j - 1].range.end]),
                    noun,
                    definite: false,
                });
            }
        }
    }
    if let Some((role, j)) = role_phrase(text, &ws, i, false) {
        // "The show's longtime director, Bernadette Shaw, joined us", "The director José María
        // García Lara says": the name is the subject.
        let appositive = ws
            .get(j)
            .is_some_and(|w| matches!(text[ws[j - 1].range.end..w.range.start].trim(), "," | ""));
        if let (true, Some((name, _, _)), Subject::Role { noun, .. }) =
            (appositive, name_with_title(text, &ws, j), &role)
        {
            return Some(Subject::Name {
                name,
                noun: Some(noun.clone()),
            });
        }
        return Some(role);
    }
    // "Ex-Scotland international Pat Nevin, …, went on to say": a team and a role before the name.
    if let Some((name, role, _)) = crate::extract::name_past_affiliation(text, &ws, i) {
        return Some(Subject::Name {
            name,
            noun: role.map(|r| r.rsplit(' ').next().unwrap_or_default().to_lowercase()),
        });
    }
    // "House Committee on Oversight and Government Reform Chairman James Comer": a body's name,
    // then a title, then the person.
    let title_in_body = (i..ws.len().min(i + 12))
        .take_while(|&k| {
            (ws[k].is_capitalized() || matches!(ws[k].text, "of" | "on" | "and" | "for" | "the"))
                && (k == i
                    || text[ws[k - 1].range.end..ws[k].range.start]
                        .trim()
                        .is_empty())
        })
        .filter(|&k| k > i && ws[k].is_capitalized() && is_title_word(&ws[k]))
        .find_map(|k| {
            let (name, end) = crate::extract::name_at(text, &ws, k + 1)?;
            looks_like_person(&name).then(|| (name, Some(ws[k].base().to_lowercase()), end))
        });
    let (name, noun, end) = match title_in_body {
        Some(found) => found,
        None => name_with_title(text, &ws, i)?,
    };
    // "Maggie’s journey", "Maggie’s (Katie Findlay) journey": a possessive is not the subject.
    // "James Comer (R-Ky.) said": a party and state are no possessive's aside.
    let after = text[ws[end - 1].range.end..].trim_start();
    // "Charla Smyth (Librarian) says that…": a role in parentheses, then the verb, is no aside.
    let verb_past_the_aside = || {
        after.split_once(')').is_some_and(|(_, rest)| {
            words(rest)
                .first()
                .is_some_and(|w| crate::extract::is_verb(w) && !w.is_capitalized())
        })
    };
    let aside = after.starts_with('(') && !party_and_state(after) && !verb_past_the_aside();
    // "Research led by …": a word no person's name holds.
    if ws[end - 1].is_possessive() || aside || !looks_like_person(&name) {
        return None;
    }
    Some(Subject::Name { name, noun })
}

/// Notes that a short form (a surname, initials, a name without its accents) stands for
/// `full`: the map keeps the one full name each stands for, and `None` once two different
/// names share it.
pub(crate) fn note_the_one_name(
    known: &mut HashMap<String, Option<String>>,
    short: String,
    full: &str,
) {
    known
        .entry(short)
        .and_modify(|only| {
            if only.as_deref() != Some(full) {
                *only = None;
            }
        })
        .or_insert_with(|| Some(full.to_string()));
}

/// Whether a word, in small letters, is inflected as a verb is ("thanked", "says"): what a
/// rule takes for a verb where no list holds it.
pub(crate) fn inflected_as_a_verb(lower: &str) -> bool {
    lower.ends_with("ed") || lower.ends_with('s')
}

/// "(R-Ky.)", "(D-NY)", "(I)": a legislator's party and state, after the name.
pub(crate) fn party_and_state(text: &str) -> bool {
    let inner = text
        .strip_prefix('(')
        .and_then(|t| t.split_once(')'))
        .map_or("", |(inner, _)| inner);
    let mut parts = inner.splitn(2, ['-', '–']);
    matches!(parts.next(), Some("R" | "D" | "I"))
        && parts
            .next()
            .is_none_or(|state| state.len() <= 8 && state.starts_with(char::is_uppercase))
}

#[cfg(test)]
mod tests {
    use super::*;

    fn name(n: &str) -> Option<Subject> {
        Some(Subject::Name {
            name: n.into(),
            noun: None,
        })
    }

    #[test]
    fn subjects_past_leading_phrases_titles_and_appositives() {
        assert_eq!(
            subject_of("Talking to a radio host in Lyon, Celine Moreau confirmed the tour."),
            name("Celine Moreau")
        );
        assert_eq!(
            subject_of("Star Hannah Vogel, who plays the detective, has stayed upbeat."),
            Some(Subject::Name {
                name: "Hannah Vogel".into(),
                noun: Some("star".into())
            })
        );
        assert_eq!(
            subject_of("Her drummer, Paul Okafor, waved."),
            Some(Subject::Name {
                name: "Paul Okafor".into(),
                noun: Some("drummer".into())
            })
        );
        assert_eq!(
            subject_of("Her verdict on Holt:"),
            Some(Subject::Possessive(Pronoun::She))
        );
        assert_eq!(
            subject_of("Moved, he adds:"),
            Some(Subject::Pronoun(Pronoun::He))
        );
        assert_eq!(
            subject_of("Maggie’s (Katie Findlay) journey is rough."),
            None
        );
        assert_eq!(
            subject_of("A former producer, speaking on condition of anonymity, was less hopeful."),
            Some(Subject::Role {
                text: "a former producer".into(),
                noun: "producer".into(),
                definite: false
            })
        );
        assert_eq!(subject_of("The fog is thick."), None);
    }

    #[test]
    fn short_names_resolve_to_the_person_named_most_recently() {
        let mut names = Names::default();
        names.add("Bea Kowalski", 0);
        names.add("Irena Kowalski", 100);
        assert_eq!(names.resolve("Kowalski", 50), "Bea Kowalski");
        assert_eq!(names.resolve("Kowalski", 150), "Irena Kowalski");
        assert_eq!(names.resolve("Irena", 10), "Irena Kowalski");
        assert_eq!(names.resolve("Nobody", 10), "Nobody");
    }

    #[test]
    fn pronouns_take_the_nearest_compatible_person_subject_first() {
        let mut people = People::default();
        people.mention("Sofia Brandt", Kind::Person, true, None);
        people.learn_gender("Sofia Brandt", Gender::Female);
        people.next_sentence();
        people.mention("Elliot Crane", Kind::Person, true, None);
        people.mention("Ana Ruiz", Kind::Person, false, None);
        people.next_sentence();
        people.mention("Sofia Brandt", Kind::Person, true, None);
        assert_eq!(
            people.resolve_pronoun(Pronoun::She).as_deref(),
            Some("Sofia Brandt")
        );
        people.learn_gender("Elliot Crane", Gender::Male);
        assert_eq!(
            people.resolve_pronoun(Pronoun::He).as_deref(),
            Some("Elliot Crane")
        );
        assert_eq!(people.resolve_pronoun(Pronoun::They), None);
    }
}
