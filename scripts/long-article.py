#!/usr/bin/env python3
"""Writes a long interview article of about SIZE bytes (default 3 MB) to stdout: paragraphs of
narrative and attributed quotes over many speakers, words drawn from a fixed vocabulary, so the
extraction benchmark measures growth with length on the same kind of text every time."""
import random, sys

size = int(sys.argv[1]) if len(sys.argv) > 1 else 3_000_000
rng = random.Random(7)
words = ("the show season night record song stage crowd light water story people time year "
         "friend family studio camera line scene moment kind idea work voice room road city").split()
firsts = ["Celine", "Paul", "Dana", "Lee", "Maria", "Nina", "Omar", "Imogen", "Rupert", "Lisa"]
lasts = ["Moreau", "Okafor", "Whitfield", "Park", "Ortega", "Sol", "Haddad", "Blake", "Ashdown", "Tran"]
people = [f"{f} {l}{i}" for i in range(30) for f, l in [rng.choice(list(zip(firsts, lasts)))]]

def sentence(n):
    return " ".join(rng.choice(words) for _ in range(n)).capitalize() + "."

out = ["---", "title: A very long conversation", "outlet: Test Weekly", "---", "A very long conversation", ""]
total = sum(len(x) + 1 for x in out)
while total < size:
    who = rng.choice(people)
    kind = rng.randrange(4)
    if kind == 0:
        p = f"{who} talked about the {rng.choice(words)}. {sentence(12)}"
    elif kind == 1:
        p = f"“{sentence(15)} {sentence(8)}” {who.split()[1]} said. “{sentence(10)}”"
    elif kind == 2:
        p = f"{sentence(9)} “{sentence(14)},” she says."
    else:
        p = f"Asked about the {rng.choice(words)}, {who} smiled: “{sentence(11)}”"
    out += [p, ""]
    total += len(p) + 2
sys.stdout.write("\n".join(out))
