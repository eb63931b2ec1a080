// A generated collection of interview articles that looks like real ones to the extractor, the
// compressor and the search: words drawn by frequency (Zipf) from Debian's word list
// (`wamerican`) behind a core of common English words, quotes of 8 to 120 words, a few hundred
// speakers of whom some are quoted often, roles, cast pairs ("Nora Bell (Ada Quinn)") and the
// usual attribution shapes (“…,” Name said. / Name says: “…” / “…,” said Name, the role. / split
// quotes / pronouns). Deterministic for a given seed. Used by scripts/bench.mjs.
import { mkdirSync, readFileSync, rmSync, writeFileSync, existsSync } from 'node:fs';
import { join } from 'node:path';

const COMMON = (
  'the of and to a in that it is was i for on you he be with as by at have are this not but ' +
  'had his they from she which or we an there her were one do been all their has would will ' +
  'what if can when so my no more about up out who like just think really know time people ' +
  'very because could then now way how things something going year years make first work ' +
  'much even back good new always never story character show season scene episode family ' +
  'feel felt wanted love moment together different thing lot little world part kind'
).split(' ');
const FIRST = ('Ada Alice Amara Ben Carla Chen Dara David Elena Eli Emma Farah Felix Grace Hana ' +
  'Hugo Ines Isaac Jade James Jon Kai Kara Leo Lena Liam Lucia Maya Marco Mia Nadia Nina Noah ' +
  'Omar Owen Paula Priya Quinn Rafael Rosa Ruth Sami Sara Sofia Tariq Theo Uma Vera Victor ' +
  'Wendy Yara Yusuf Zoe Zoë José Renée Björn Chloé').split(' ');
const LAST = ('Abbott Adeyemi Alvarez Bauer Becker Bell Brooks Castillo Chandra Costa Dalton Diaz ' +
  'Dubois Ellis Evans Fischer Flores Garcia Gill Haddad Hansen Hayes Ibarra Ito Jensen Kaur ' +
  'Kowalski Lambert Larsen Lopez Marsh Mendes Moreau Murphy Nakamura Novak Okafor Olsen Ortiz ' +
  'Park Patel Quinn Reyes Rossi Sato Schmidt Silva Stone Tanaka Torres Varga Vega Walsh Weber ' +
  'Wright Young Zhou Ødegaard Müller Núñez').split(' ');
const ROLES = ['the director', 'the showrunner', 'executive producer', 'the writer', 'the composer',
  'the costume designer', 'the actress', 'the actor', 'the author', 'the creator',
  'the cinematographer', 'the casting director', 'the producer', 'the novelist', 'the editor'];
const OUTLETS = ['Screen Weekly', 'The Daily Reel', 'Culture Desk', 'Northern Post', 'Stage & Screen',
  'The Review', 'Metro Arts', 'Pop Ledger', 'The Observer Arts', 'Film Notes', 'Series Club',
  'Evening Standard Culture', 'Harbor Times', 'The Listener', 'Arts Quarterly'];

/** A small seeded PRNG (mulberry32), so a run is reproducible. */
function rng(seed) {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** Zipf-distributed ranks over `n` items: rank 0 is the most frequent. */
function zipf(random, n, s = 1.0) {
  const weights = Array.from({ length: n }, (_, i) => 1 / Math.pow(i + 1, s));
  const cumulative = [];
  let sum = 0;
  for (const w of weights) cumulative.push((sum += w));
  return () => {
    const x = random() * sum;
    let lo = 0, hi = n - 1;
    while (lo < hi) {
      const mid = (lo + hi) >> 1;
      if (cumulative[mid] < x) lo = mid + 1; else hi = mid;
    }
    return lo;
  };
}

function vocabulary(random) {
  const file = '/usr/share/dict/words';
  if (!existsSync(file)) throw new Error(`${file} is missing: install Debian's wamerican (scripts/setup.sh --bench)`);
  const words = readFileSync(file, 'utf8').split('\n').filter((w) => /^[a-zà-öø-ÿ]{2,}$/.test(w));
  for (let i = words.length - 1; i > 0; i--) {
    const j = Math.floor(random() * (i + 1));
    [words[i], words[j]] = [words[j], words[i]];
  }
  return [...COMMON, ...words];
}

/**
 * Writes `dir/articles/*.txt` holding about `quotes` attributed quotes over `speakers` people.
 * Returns { articles, bytes }.
 */
export function generateRealisticCorpus(dir, { quotes = 10000, speakers = 340, characters = 80, seed = 11 } = {}) {
  const random = rng(seed);
  const pick = (xs) => xs[Math.floor(random() * xs.length)];
  const between = (lo, hi) => lo + Math.floor(random() * (hi - lo + 1));
  const words = vocabulary(random);
  const word = zipf(random, words.length, 1.2);
  const people = [];
  const seen = new Set();
  while (people.length < speakers) {
    const name = `${pick(FIRST)} ${pick(LAST)}`;
    if (seen.has(name)) continue;
    seen.add(name);
    people.push({ name, role: pick(ROLES), pronoun: random() < 0.5 ? 'she' : 'he' });
  }
  const cast = [];
  // Characters go by one name, as in "Carrie (AnnaSophia Robb)": invented from syllables.
  const syllables = ['ca', 'ro', 'lin', 'mar', 'te', 'so', 'bel', 'da', 'vi', 'no', 'ra', 'len', 'tho', 'mi', 'sel'];
  while (cast.length < characters) {
    const raw = Array.from({ length: between(2, 3) }, () => pick(syllables)).join('');
    const name = raw[0].toUpperCase() + raw.slice(1);
    if (seen.has(name)) continue;
    seen.add(name);
    cast.push({ name, actor: people[Math.floor(random() * Math.min(speakers, 120))] });
  }
  const person = zipf(random, people.length, 0.9);

  const sentence = (n, mention) => {
    const ws = Array.from({ length: n }, () => words[word()]);
    if (mention) ws.splice(Math.floor(n / 2), 0, mention.name);
    ws[0] = ws[0][0].toUpperCase() + ws[0].slice(1);
    if (n > 9 && random() < 0.4) ws[Math.floor(n / 3)] += ',';
    return ws.join(' ').replace(/\bi\b/g, 'I') + (random() < 0.08 ? '?' : '.');
  };
  // Quote lengths from 8 to 120 words, most of them 15 to 50: a log-normal-ish draw.
  const quoteWords = () => Math.max(8, Math.min(120, Math.round(Math.exp(3.3 + 0.6 * (random() + random() + random() - 1.5) * 1.6))));
  const quoteText = (articleCast) => {
    let left = quoteWords();
    const out = [];
    while (left > 0) {
      const n = Math.min(left, between(6, 22));
      out.push(sentence(Math.max(n, 4), articleCast.length && random() < 0.15 ? pick(articleCast) : null));
      left -= n;
    }
    return out.join(' ');
  };
  const narrative = () => Array.from({ length: between(1, 3) }, () => sentence(between(10, 26))).join(' ');

  rmSync(dir, { recursive: true, force: true });
  mkdirSync(join(dir, 'articles'), { recursive: true });
  let written = 0, bytes = 0, a = 0;
  while (written < quotes) {
    const who = [];
    for (let k = between(1, 4); who.length < k;) {
      const p = people[person()];
      if (!who.includes(p)) who.push(p);
    }
    const articleCast = random() < 0.4 ? Array.from({ length: between(1, 3) }, () => pick(cast)) : [];
    const topic = () => words[between(60, 400)];
    const title = `${who[0].name} on ${topic()}, ${topic()} and the ${topic()}`;
    const lines = ['---', `title: ${title}`, `outlet: ${pick(OUTLETS)}`,
      `author: ${pick(FIRST)} ${pick(LAST)}`, `date: 20${between(10, 25)}-${String(between(1, 12)).padStart(2, '0')}-${String(between(1, 28)).padStart(2, '0')}`,
      `url: https://example.org/interviews/${a}`, '---', title, '', narrative(), ''];
    for (const c of articleCast) {
      lines.push(`${sentence(between(6, 12)).slice(0, -1)} as ${c.name} (${c.actor.name}) this season.`, '');
    }
    const introduced = new Set();
    let last = null;
    const count = between(8, 30);
    for (let i = 0; i < count && written < quotes; i++, written++) {
      const p = pick(who);
      const words = quoteText(articleCast);
      const full = p.name, short = p.name.split(' ')[1];
      let line;
      if (!introduced.has(p)) {
        introduced.add(p);
        line = random() < 0.5 ? `“${words.slice(0, -1)},” said ${full}, ${p.role}.` : `${full}, ${p.role}, said: “${words}”`;
      } else if (p === last && random() < 0.5) {
        line = `“${words.slice(0, -1)},” ${p.pronoun} said.`;
      } else {
        switch (between(0, 3)) {
          case 0: line = `“${words.slice(0, -1)},” ${short} said.`; break;
          case 1: line = `${short} says: “${words}”`; break;
          case 2: {
            const cut = words.indexOf('. ');
            line = cut > 0
              ? `“${words.slice(0, cut)},” ${full} says. “${words.slice(cut + 2)}”`
              : `“${words.slice(0, -1)},” ${full} says.`;
            break;
          }
          default: line = `“${words.slice(0, -1)},” says ${short}.`;
        }
      }
      last = p;
      lines.push(line, '');
      if (random() < 0.6) lines.push(narrative(), '');
    }
    const text = lines.join('\n');
    bytes += Buffer.byteLength(text);
    writeFileSync(join(dir, 'articles', `${String(a).padStart(4, '0')}_interview-${a}.txt`), text);
    a++;
  }
  return { articles: a, bytes };
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const [dir = '/tmp/realistic', quotes = '10000'] = process.argv.slice(2);
  const { articles, bytes } = generateRealisticCorpus(dir, { quotes: Number(quotes) });
  console.log(`${articles} articles, ${(bytes / 1e6).toFixed(2)} MB, in ${dir}/articles`);
}
