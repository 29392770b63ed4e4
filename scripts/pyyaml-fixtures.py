"""Regenerates lib/casts/__fixtures__/pyyaml-dump-cases.json with the reference's call:
yaml.dump(mapping, default_flow_style=False, allow_unicode=True).

Run with a Python that has PyYAML: python3 scripts/pyyaml-fixtures.py
Each case is a profile-shaped mapping and the exact text PyYAML writes for it.
"""
import json
import pathlib

import yaml

TRICKY = [
    "adv-critic", "analyst", "yes", "No", "on", "0x1f", "2024-01-05", "019", "0o17", "1_000", "1.5", ".5",
    "1e3", "1.0e+3", ".inf", "-.INF", ".NaN", "null", "~", "", "NULL", "true", "y", "n", "<<", "=", "!", "&",
    "*", "-", "- a", "a -", "-a", "?", "? x", ":", "a: b", "a:b", "a #b", "a#b", "#x", "---", "--- x", "...",
    " lead", "trail ", " ", "a  b", "it's", "'quoted'", '"dq"', "back\\slash", "tab\there", "line\nbreak",
    "two\n\nbreaks", "trail\n", "\nlead", "sp \nx", "x\n y", "café", "日本語", "emoji 😀", "\u2028sep",
    "nb\xa0sp", "bell\x07", "del\x7f", "\ufeffbom", "1:20", "1:20.5", "190:20:30", "12:30:45",
    "2001-12-14t21:59:43.10-05:00", "2001-12-14 21:59:43.10 -5", "+12", "-0", "0b101", "0o7", "07", "08",
    "0x", "1__0", "[x]", "{x}", "a,b", "a[b]", "%x", "@x", "`x", "|x", ">x", "a|b", "a>b", "x%", "x@",
    "word " * 30,
    "averyveryverylongwordwithoutanyspaces" * 4,
    ("a long profile name with many words to fold " * 4).strip(),
    ("it's a long name with quotes 'and' more words to fold at eighty columns " * 2).strip(),
    ("café long name with unicode that must be double quoted and folded " * 3).strip(),
    "x" * 79 + " y z", "x" * 80 + " y z", "x" * 74 + " a b c",
    "  double  spaces  " * 8,
    ("word  " * 30).strip(),
    "a" + " " * 100 + "b",
    ("é " * 60).strip(),
    ("line one\nline two " * 8).strip(),
    "x" * 90 + "\ty",
    "análise", "Ünïcödé", "naïve café", "émoji 🚀", "🚀", "👩‍💻 dev", "\U0001F600 at start",
    "مرحبا بالعالم", "שלום", "abc עברית def", "\u200fRTL mark", "\u200dzwj", "\ufffe", "\U0010fffe",
    "x\ud7ff\ue000", "gr\xfc\xdfe: yes", "ñ #tag", "'ñ'", "- ñ",
    ("análise muito longa com palavras " * 4).strip(),
    ("emoji 🚀 folding test words " * 5).strip(),
    ("שלום עולם " * 12).strip(),
    ("tab\tbetween words " * 8).strip(),
]

def dump(mapping):
    return yaml.dump(mapping, default_flow_style=False, allow_unicode=True)


cases = []
for text in TRICKY:
    for mapping in (
        {"name": text, "role": "critic", "modes": ["adversarial", "evidential"]},
        {"name": "p", "role": text, "modes": [text]},
    ):
        cases.append({"mapping": mapping, "yaml": dump(mapping)})
empty = {"name": "analyst", "role": "analyst", "modes": []}
cases.append({"mapping": empty, "yaml": dump(empty)})

out = pathlib.Path(__file__).resolve().parent.parent / "lib/casts/__fixtures__/pyyaml-dump-cases.json"
out.write_text(json.dumps(cases, ensure_ascii=False, indent=1))
print(f"wrote {len(cases)} cases to {out}")
