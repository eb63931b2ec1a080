//! Any text at all, with any Unicode and any arrangement of quotation marks: extraction never
//! panics, every quote it gives is exact byte ranges of the input, in order, and the corpus
//! survives packing for the app.

use proptest::prelude::*;
use quotes_core::article::ArticleFile;
use quotes_core::corpus::InputFile;
use quotes_core::extract::extract;
use quotes_core::packed::{pack, unpack};
use quotes_core::search::marked_runs;

/// Text built from the pieces that trouble quote extraction: every kind of mark, apostrophes,
/// inch marks, sentence ends, names, speech verbs, transcript labels, line breaks and arbitrary
/// Unicode.
fn tricky_text() -> impl Strategy<Value = String> {
    let piece = prop_oneof![
        Just("“".to_string()),
        Just("”".to_string()),
        Just("\"".to_string()),
        Just("‘".to_string()),
        Just("’".to_string()),
        Just("'".to_string()),
        Just("„".to_string()),
        Just("5'9\"".to_string()),
        Just(", she says. ".to_string()),
        Just(" Jo March told us: ".to_string()),
        Just(" says a person close to the show".to_string()),
        Just("\n\n".to_string()),
        Just("\n".to_string()),
        Just(". ".to_string()),
        Just("…".to_string()),
        Just(" — ".to_string()),
        Just("Rosa: ".to_string()),
        // Transcript labels in capitals, one holding another after a title's full stop.
        Just("DR. JO MARCH: ".to_string()),
        Just("KYRA PHILLIPS, CNN ANCHOR: ".to_string()),
        Just("Q: ".to_string()),
        // A briefing's credits, a reader's signature and a heading glued before a transcript.
        Just("Shri Jo March, Official Spokesperson: ".to_string()),
        Just("\n-- Jo March, Salem".to_string()),
        Just("Jo March Interview | Open Q. ".to_string()),
        // A team sheet's heading with a result, a post's signature, a moderator's turn.
        Just("\nJo March (1st, Q3 - 1m 30.399s)\n".to_string()),
        Just(" — Chief Jo March (@jomarch) May 3, 2024".to_string()),
        Just("THE MODERATOR: ".to_string()),
        // A round-up's heading, a jockey's, and a statement read out by someone else.
        Just("\nJo March (A first major win)\n".to_string()),
        Just("\n1st – Silver Harbour – Jo March\n".to_string()),
        Just(" read out loud by prosecutor Jo March".to_string()),
        // A verb before a surname, an unnamed neighbour, a sentence quoted inside a sentence.
        Just("Said March: ".to_string()),
        Just("One neighbor remembers Jo K March. ".to_string()),
        Just(" told us to “Keep the garden tidy and the gate shut.” ".to_string()),
        // Credits under quotes, with a dash and without.
        Just("\n—Harbor GM Jo March, on the win\n".to_string()),
        Just("\n\nJo March, Harbor manager, on the loss".to_string()),
        Just("\n–March (Ana Roe, Daily)\n".to_string()),
        // A credit after two hyphens, a dash whose name is lost, a briefing's "Q" and "Mc".
        Just(" -- Veteran and former Senator Jo March, speaking to".to_string()),
        Just("\n\n- Former .\n\n".to_string()),
        Just("\nQ Jo, what now?\nMR. McMARCH: ".to_string()),
        // Initials after full-name labels, a sign-off, "Research led by", a comma'd verb.
        Just("\n\nJo March: Why?\n\nJM: ".to_string()),
        Just("\n\n--Ann Roe\n".to_string()),
        Just("Research led by Jo March shows".to_string()),
        Just(", says Jo March, whose work shows: ".to_string()),
        // A column and its guest, one exchange under an outlet, surnames after full names.
        Just("Blunt Inquiry - Jo March\n\nWhy?\n".to_string()),
        Just("\n\nHarbor Weekly: Why?\nJo March: ".to_string()),
        Just("\n\nMarch: ".to_string()),
        // A position over a topic line, a name in capitals before ", on", an answer in marks.
        Just("\nHarbor forward Jo March\nOn the loss\n".to_string()),
        Just("JO MARCH, on the loss:“".to_string()),
        Just("\nJo March:\n\"".to_string()),
        // A bullet before a line, a word mentioned in marks.
        Just("\n  • ".to_string()),
        Just("a word for this: 'jomarch'. ".to_string()),
        // Words that open mid-sentence and run on past it.
        Just(", saying that they're “all so kind. We are a team.” ".to_string()),
        // Broadcast labels alone on their line, glued to their words, after titles.
        Just("\n\nJO MARCH:\n\n".to_string()),
        Just("\nFMR. VICE PRES. JO MARCH:Yes".to_string()),
        Just(" they said".to_string()),
        // A quote cut with "[...]", a heading in capitals before a name, what someone heads, a
        // role after an acronym, a headline with a colon.
        Just("“so we kept [...]".to_string()),
        Just("PUBLIC HEARING Mayor March announced \"this".to_string()),
        Just(" chief executive of Harbor Mills".to_string()),
        Just("US Open finalist March said".to_string()),
        Just("Harbor Nights: Jo March on".to_string()),
        // A headline in single marks, a phrase between a name and its verb, a fragment told
        // after a comma.
        Just("Home » 'It was our best week'\n".to_string()),
        Just(", Jo March, a supporter at one of the rallies, said.".to_string()),
        Just("March told moderator Jo Park, “taxes too high".to_string()),
        // HTML left in the text: entities (one cut short), an inline tag, a bare "<".
        Just("&ldquo;We don&rsquo;t&#8211;&#x2014;&#99999999;&amp".to_string()),
        Just("<em>The Ledger, </em><b".to_string()),
        // A memo under "It said (…):", a message that continues, a question over a name label.
        Just(". It said (emphasis ours):\n\n\"".to_string()),
        Just(",\" the message continued.".to_string()),
        Just("?\n\nJo March: ".to_string()),
        // A broadcaster's credits: in parentheses (a colon inside), a host alone on a line, a
        // sound note, a host who introduces herself.
        Just("\n\nMr. JO MARCH (Author, \"Harbor: A Life\"): ".to_string()),
        Just("\n\nJO MARCH, HOST:\n\n(SOUNDBITE OF MUSIC)\n\n".to_string()),
        Just("I'm Jo March.\n\nMARCH: ".to_string()),
        // A single name as a headline's subject, a capitalized calling.
        Just("Jo was terrified\n\n\"".to_string()),
        Just("Entertainer Jo attends".to_string()),
        Just("Watch Jo March prep".to_string()),
        Just("\n\nJo March (06:49):\n\n".to_string()),
        Just("(Opening statement)- \"".to_string()),
        Just("\n\nOperator\n\n".to_string()),
        Just("\n\nJo March -- Head of Investor Relations\n\n".to_string()),
        Just("Operator: turn the call over to Mr. Jo March. Jo March: ".to_string()),
        Just("\nspk03: ".to_string()),
        Just("Our next question comes from Jo March. Your line is open.".to_string()),
        Just("According to the agency, ".to_string()),
        Just(" (\"".to_string()),
        Just("\n\nOn fame: ".to_string()),
        Just("?\": \"".to_string()),
        Just(",\" confessed an anonymous conductor. ".to_string()),
        Just("He then asked Jo, \"".to_string()),
        Just(" One wrote: \"".to_string()),
        Just("Beneath a photo, ".to_string()),
        Just("\n\nAuthor: Jo March (1901-1980)\n\n".to_string()),
        Just("\n--Jo March (1802—1871)\nA poet\n".to_string()),
        Just(",\" Lt. Col. Jo March, commander of 2nd Battalion. ".to_string()),
        Just("Sgt. 1st Class Jo March ".to_string()),
        Just(" we replied, \"".to_string()),
        Just("a few\u{201d} words\u{201d} ".to_string()),
        Just("---\n".to_string()),
        // A newswire's typewriter marks, a closing mark typed to open a line, and a page that
        // lost its marks (a first-person sentence credited after a comma).
        Just("``".to_string()),
        Just(",'' said Jo March. ".to_string()),
        Just("''".to_string()),
        Just("\n” ".to_string()),
        Just("We are ready, Jo March said earlier. Our team ".to_string()),
        // An office then its holder, a numbered ward, an example, a lone closing mark, a
        // press conference's dashed question, a topic heading, a garbled ellipsis.
        Just(" said Senior Park Keeper, Jo March who ".to_string()),
        Just("Ward 3’s Jo March told ".to_string()),
        Just(" (e.g., \"".to_string()),
        Just(", stating, ”\n\n".to_string()),
        Just("\n\n— Do you agree? — ".to_string()),
        Just("\nOn your emotions\n".to_string()),
        Just("so?¢‚Ǩ¬¶ ".to_string()),
        // Two apostrophes that open, a nested mark spaced from the two that close, an advert
        // and a caption inside a quote, a story's opening capitals, a participle before a
        // mark, an opening mark typed to close, a dashed credit past a connective.
        Just("\n\n''It ".to_string()),
        Just(",' '' ".to_string()),
        Just("\n\nADVERTISEMENT\n\n".to_string()),
        Just("\n\nA view. Photo: Jo March\n\n".to_string()),
        Just("\n\nJO MARCH last night ".to_string()),
        Just(" says laughing ".to_string()),
        Just(".“\n– However, Jo March’s ".to_string()),
        Just("Jo March, 25, said she ".to_string()),
        // A credit that reports, roles joined by a slash, "Same" opening a sentence, someone
        // unnamed who speaks of a named person, a full name's label then its surname's.
        Just(",” reports Harbor partner/festival director Jo March. ".to_string()),
        Just("Same with March, and his family: ".to_string()),
        Just("Another neighbor, who asked not to be named, said she saw March's ".to_string()),
        Just("\n\nJo Ann March: ".to_string()),
        // A quote box over "Name, role", a subheading in single marks, an adverb opening a
        // sentence, a title inside a credit, a filmmaker, "went on to".
        Just(" I might win nothing\nJo March, best actress\n\n".to_string()),
        Just("\n\n'A small heading'\n\n".to_string()),
        Just("Visibly more relaxed, she ".to_string()),
        Just(",\" March, who won in \"12 Days,\" said. ".to_string()),
        Just(" The Danish filmmaker then joked, ".to_string()),
        Just(" went on to ".to_string()),
        // A plural title made without an "s".
        Just("Councilmen Jo March and Ann Lee ".to_string()),
        // A sign that reads, a crowd's chant, a name set off by dashes, "of her husband's".
        Just(" March's sign said, ".to_string()),
        Just("Marchers chant, ".to_string()),
        Just(",” Jo March — the widow of Ann Lee, killed in July — told ".to_string()),
        Just(",” says Jo March of her husband Lee's ".to_string()),
        // A caption in single marks, a host telling of a labelled guest, a tag that ends an
        // answer, someone unnamed on a stage, a name with a curly apostrophe.
        Just("\n\n'We lost it all,' said Jo O’Neill of Lee. (Photo/Wire)\n\n".to_string()),
        Just("\n\nHALE: And Jo March says it is gone.\n\nJO MARCH: ".to_string()),
        Just(", and it's all ash, right?\n\n".to_string()),
        Just(",\" shouted a DJ from the stage at ".to_string()),
        // A crowd with where it stands, another unnamed speaker, a title spelled out.
        Just("Others in the room began yelling, saying, ".to_string()),
        Just(",” said another speaker. ".to_string()),
        Just(" said Reverend Jo March".to_string()),
        // An owner before a name, a city of a name.
        Just("Owner Jo March said ".to_string()),
        Just(",” the City of March said. ".to_string()),
        // An agent noun before a full name or alone after "the", "says one", a name and an
        // apposition holding a place and a clause, a relation inside the writer's sentence.
        Just("Rancher Jo Ann March says ".to_string()),
        Just(",” the farmer said. ".to_string()),
        Just(",” says one. ".to_string()),
        Just("Jo March, a rancher from Lee, Ohio, who sold cows, said, ".to_string()),
        Just(" of something my dad had said to me: ".to_string()),
        // A speech printed whole after a time, "mentioned", an office won, a seat at large, a
        // quote glued to the end of the writer's sentence.
        Just(" at 9:40 p.m.  Here is his speech:\n\nWe knocked on doors.\n\n".to_string()),
        Just(",” he mentioned. ".to_string()),
        Just("The mayor-elect said “".to_string()),
        Just("City Councilor-at-Large Jo March said ".to_string()),
        Just(" that “fear has been beaten, and hope has won.”“Let ".to_string()),
        // Words for someone before the subject, a participle taking quoted words, a role in
        // parentheses before the verb, a surname one letter short.
        Just("To construction manager Jo March, she said, ".to_string()),
        Just(",” he said, providing “".to_string()),
        Just("Jo March (Librarian) says that ".to_string()),
        Just(" Marh says ".to_string()),
        // A surname two people share, words between dashes with a preposition after them.
        Just(" his wife Ann March ".to_string()),
        Just(" — “Keep the light on” — during the Great War ".to_string()),
        // An office and what it is of before a name.
        Just(",” said Lee Zoo Curator of Mammals Jo March".to_string()),
        // A statement's words past a fragment in marks, a surname with two letters swapped.
        Just(" said in a statement that it was “seeing delays” because of it. “".to_string()),
        Just(" Mrach said ".to_string()),
        // A call out, a letter signed under it, a place-bound adjective before a name.
        Just(",” a boy called out as ".to_string()),
        Just("\n\n“Love, Jo.”\n\nLee-bound Jo ".to_string()),
        // Two roles joined by "and" before a name.
        Just(",” fair president and CEO Jo March said. “".to_string()),
        // A quote sheet's dashed labels and topics; an apposition left open before its verb.
        Just("\n\nJo March --\n\nGeneral --\n\"".to_string()),
        Just("\n\nOn the loss ...\n“".to_string()),
        Just(",” Jo March, a shop steward told ".to_string()),
        // A relation of someone else's, a message counted, a surname opening with "San", a
        // cry after its verb, a hearer past an outlet's possessive.
        Just(",” said the victim's mother. One posting declared: “".to_string()),
        Just(" Jo San March, whose son Lee March was hurt in it, told ".to_string()),
        Just(" shouted \"Yes!\" when Jo told WKRN's Lee Park “".to_string()),
        // Roles joined by "and" after an organisation and its initials; a role in capitals.
        Just(
            ",” says Lee International University (LIU) professor and geologist Jo March"
                .to_string()
        ),
        Just(",” Jo March, Associate Professor at the Lee Museum and co-author, said.".to_string()),
        // A banner credited after its words, one of a group, an honorific of the other sex, a
        // co-host's turn.
        Just(",” read a big banner. “".to_string()),
        Just(",” says one of the men holding it. Mrs. March says ".to_string()),
        Just("\n\nSHAW: Jo March crossed the line.\n\nMOORE: March says ".to_string()),
        // A heading of a name alone under the title, a connective opening an answer, a name
        // written with and without its accents.
        Just("lee.example\n\nJo March\n\nHow do you feel?\n\nAlso, you ".to_string()),
        Just(" Zoë Saldaña and Zoe Saldana said: “".to_string()),
        // Sentences and a quote's paragraphs run together, a particle's capital, a middle name.
        Just("in Lee.Jo March said: \"Yes.\"We won.\"It was ".to_string()),
        Just(" Jo van March Signs New Deal. Van March said ".to_string()),
        // A senators' quote sheet: capitals, a party and state, a bullet, "let's".
        Just("\n\nSEN. JO McMARCH (R-OH): “".to_string()),
        Just("\n\n  • McMARCH: “".to_string()),
        Just("\n\nSen. Lee (D-NY):\nPass it and let's go.".to_string()),
        // A left mark for an apostrophe; words about someone just read about.
        Just(" Jo‘s ‘long talks’ with Lee March.\n\n“He taught me ".to_string()),
        // A host hands over to a network's reporter.
        Just("I'm Jo Lee.\n\nKRN's Lee March reports.\n\nMARCH: ".to_string()),
        // A credit under a quote, a country's initials before its title.
        Just(".”\n\nU.S. Rep. Jo March\n\n".to_string()),
        // A note that leaves out its subject, opening on its verb.
        Just("\nEnded the talk after ten minutes: “".to_string()),
        // A role with no article ends a credit.
        Just(",” said longtime resident.\n\n".to_string()),
        // A question right after "asking"; a headline's possessive show name.
        Just(" had Jo politely asking “Can you hear me?” as".to_string()),
        Just("'Lantern's' Jo Lee Reveals".to_string()),
        // A transcript pasted as one line under its heading.
        Just("Jo Lee Interview | Final Q. Ready? JO LEE: Yes. Q. Why? JO LEE: ".to_string()),
        // A relation after a leading phrase; a pause inside a quote.
        Just("Through tears, his widow Jo, 57, said: “".to_string()),
        Just(",” Lee paused and exhaled, “".to_string()),
        // Block tags pasted with the text; wire credits; someone unnamed.
        Just("</p>.<p><a href=\"x\">".to_string()),
        Just(",\" said US astronaut Jo Lee.</p>".to_string()),
        Just("As Lee waved, someone on the boat shouted, \"".to_string()),
        // Words that run past their sentence, the full stop after the mark.
        Just(" has “never been better. I think you will love it”.".to_string()),
        // Lyrics with slashes; a label with a role and a suffix.
        Just("“Rain / Road,” she sings)".to_string()),
        Just("\n\nDEFENSE ATTORNEY JO LEE JR.: ".to_string()),
        // An introduction ending on a question; a closing thank-you.
        Just(
            "we can't wait to interview her. Ready, Jo?\n\nWhat do you read?\n\nI read".to_string()
        ),
        Just("\n\nThanks so much, Jo, we can't wait to read you.".to_string()),
        // A show's announcer and co-host.
        Just("\n\nANNOUNCER: Tonight.\n\nJO LEE, CO-HOST: Welcome.".to_string()),
        // Signs listed after "signs that read".
        Just(" holding signs that read “Jo,” “Lee” and “".to_string()),
        // A post's words, then the emoji it came with.
        Just("He added, \"Break a leg\" with a heart emoji.".to_string()),
        Just("\u{201c}Gone,\u{201d} the neighbor, who asked not to be named, said.".to_string()),
        Just("Nosy Neighbor Nabs Bad Guys - Site\n\nNosy Neighbor Nabs Bad Guys".to_string()),
        Just("Ana Lind, Sweden, 100 fly\n\nHow was it?\n\n".to_string()),
        Just("On her coach\n\u{201c}Calm.\u{201d} Moss, who won, said".to_string()),
        Just("Update: Elderly man is first case\n\n".to_string()),
        Just("\u{201c}More,\u{201d} Ana Lind, deputy director of health said Friday.".to_string()),
        Just("\u{201c}No\u{201d} PM Sir Ana Lind defends her plan in Leeds".to_string()),
        Just("The Mayor\u{2019}s remarks at the opening in Riverton:\n\nHello.".to_string()),
        Just("ANA LIND: Hi. I'm Ana Lind. Tom Reyes joins us now.\n\n".to_string()),
        Just("\u{2022} TOM REYES, Head of Sales, Port X: Wait.\n\n\u{2022} (BREAK)".to_string()),
        Just("1992: Ana Lind, winning Best Actress for Dusk\n\nI thank you.".to_string()),
        Just("\"Hi.\" --Ana Lind, accepting".to_string()),
        Just("\u{201c}No,\u{201d} she reiterated. \u{201c}Time.\u{201d}".to_string()),
        Just("Later, she said, neighbors came to say: \u{201c}Go.\u{201d}".to_string()),
        Just("\u{201c}Gone,\u{201d} said local residents at".to_string()),
        Just("Her neighbors ran out to say:".to_string()),
        Just("Overall, Amsel sounded calm: \u{201c}Fine.\u{201d}".to_string()),
        Just("Interviewed Ana Roe, a.k.a. Nurse Pike. Choice quote: ".to_string()),
        Just("Noel Pike\u{2019}s official spokesperson said they".to_string()),
        Just("and promises to do \"more on that\".".to_string()),
        Just("\"Fine.\"\n\nThat is what head coach ".to_string()),
        Just("Those were the words of Tim Reyes".to_string()),
        Just("on the wall that stated, \u{201c}TODAY.\u{201d}".to_string()),
        Just("\u{201c}My name is Tomas Reyna and".to_string()),
        Just("Some 250 miles above".to_string()),
        Just("On the night shift: \u{201c}Cold.\u{201d} Interviewed ".to_string()),
        Just(
            "According to Penn, his aunt baked. \u{201c}Burn it.\u{201d} \u{2013} SFist"
                .to_string()
        ),
        "[a-zA-Z ]{0,12}",
        any::<String>(),
    ];
    prop::collection::vec(piece, 0..40).prop_map(|pieces| pieces.concat())
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(600))]

    #[test]
    fn never_panics_and_quotes_are_exact_byte_ranges(text in tricky_text()) {
        let Ok(article) = ArticleFile::parse("any.txt", &text) else {
            return Ok(()); // a malformed header is reported, not extracted
        };
        // Quotes are byte ranges of the text as read (HTML entities and inline tags read),
        // which keeps every line where it was.
        prop_assert_eq!(article.source.lines().count(), text.lines().count());
        let text = &article.source;
        let x = extract(&article, &[]);
        let mut last_end = 0;
        for q in &x.quotes {
            prop_assert!(!q.segments.is_empty());
            for s in &q.segments {
                prop_assert!(s.start <= s.end && s.end <= text.len());
                prop_assert!(text.is_char_boundary(s.start) && text.is_char_boundary(s.end));
                prop_assert!(text.get(s.clone()).is_some());
                prop_assert!(s.start >= last_end, "segments in reading order");
                last_end = s.end;
            }
        }
        for note in &x.review {
            prop_assert!(note.line >= 1 && note.line <= text.lines().count().max(1) + 1);
        }
    }
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(200))]

    /// The app embeds the corpus packed: whatever the articles, unpacking gives back exactly
    /// the corpus the build made.
    #[test]
    fn any_corpus_unpacks_to_itself(texts in prop::collection::vec(tricky_text(), 1..4)) {
        let files: Vec<InputFile> = texts
            .into_iter()
            .enumerate()
            .map(|(i, text)| InputFile { name: format!("{i}.txt"), text })
            .collect();
        let Ok(corpus) = quotes_core::corpus::build(&files, None, None) else {
            return Ok(()); // a malformed header fails the build, named; nothing to pack
        };
        let packed = pack(&corpus);
        let text: &'static str = Box::leak(packed.text.into_boxed_str());
        let facets = quotes_core::explore::Facets::new(&corpus);
        prop_assert_eq!(unpack(text, &packed.numbers), Ok((corpus, facets)));
    }
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(2000))]

    /// Damaged numbers (bytes changed anywhere) give an error or some corpus, never a panic:
    /// offsets may then point backwards or past the text. The article has every kind of quote
    /// the format stores: a run of a paragraph, one interrupted by "she says", one of its own.
    #[test]
    fn damaged_numbers_never_panic(changes in prop::collection::vec((any::<prop::sample::Index>(), any::<u8>()), 1..4)) {
        let text = "---\ntitle: T\n---\nT\n\nAnn Lee (Jo Roe) talks.\n\n“Walt is brave,” Ann Lee says. “And Carrie, too.”\n\n“One,” she said.\n\n“Café talk, yes,” Ann Lee says.\n";
        let files = [InputFile { name: "007_an-id.txt".into(), text: text.into() }];
        let corpus = quotes_core::corpus::build(&files, None, None).expect("builds");
        let packed = pack(&corpus);
        let text: &'static str = Box::leak(packed.text.into_boxed_str());
        let mut numbers = packed.numbers;
        for (at, byte) in changes {
            let i = at.index(numbers.len());
            numbers[i] = byte;
        }
        let _ = unpack(text, &numbers);
    }
}

proptest! {
    /// Whatever ranges a search gives, in any order and on any byte: the card's pieces join back
    /// into its text, so a highlight never drops or repeats a word, and cutting never panics.
    #[test]
    fn marked_runs_join_back_into_the_text(
        text in tricky_text(),
        ranges in prop::collection::vec((0usize..400, 0usize..60), 0..8),
    ) {
        let ranges: Vec<_> = ranges.into_iter().map(|(start, len)| start..start + len).collect();
        let (runs, rest) = marked_runs(&text, &ranges);
        let pieces = runs.iter().flat_map(|(plain, marked)| [*plain, *marked]);
        let joined: String = pieces.chain([rest]).collect();
        prop_assert_eq!(joined.as_str(), text.as_str());
        prop_assert!(runs.iter().all(|(_, marked)| !marked.is_empty()));
    }
}
