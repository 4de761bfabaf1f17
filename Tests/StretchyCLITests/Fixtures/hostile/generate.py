#!/usr/bin/env python3
"""Writes the hostile-input corpus (README.md in this folder): cases/ and manifest.jsonl.

Usage: generate.py [--record path/to/stretchy-replay]
With --record, each case's exit code and first error line are taken from running the binary (review the diff!);
without it, the expectations already in manifest.jsonl are kept for the cases that still exist.
"""
import json, os, shutil, subprocess, sys, tempfile

HERE = os.path.dirname(os.path.abspath(__file__))
CASES = os.path.join(HERE, "cases")
CASES_LIST = []


def case(id, args, files=None, links=None, sessions=None, note=""):
    CASES_LIST.append(dict(id=id, args=args, files=files or {}, links=links or {}, sessions=sessions or [], note=note))


CSV = "t,offset_y\n0,0\n"
# Sample files, CSV: every number by the one grammar, text checks, bounds.
for name, value in [
    ("hex", "0x10"), ("hex-negative", "-0x10"), ("hex-float-plus", "+0x1p3"), ("tab-hex", "\t0x10"),
    ("tab-number", "\t5"), ("inf", "inf"), ("nan", "nan"), ("infinity-word", "-Infinity"), ("exponent-empty", "1e"),
    ("exponent-sign-only", "1e+"), ("trailing-dot", "1."), ("leading-dot", ".5"), ("double-sign", "--1"),
    ("underscore", "1_000"), ("binary", "0b101"), ("fullwidth-digit", "\uff15"), ("arabic-digit", "\u0665"),
    ("fraction-exponent", "1e5.5"), ("d-exponent", "1d3"), ("huge", "1e999"), ("huge-negative", "-1e999"),
    ("plus-minus", "+-1"), ("space-inside", "1 0"), ("comma-decimal", "1,5"), ("nbsp", "\u00a05"),
]:
    case(f"csv-{name}", ["import", "{dir}/in.csv", "--into", "{dir}/s.db"], {"in.csv": CSV + "0.1," + value + "\n"})
for name, data in [
    ("nul-in-field", b"t,offset_y\n0,0\n0.1,5\x0000\n"), ("nul-in-header", b"t,off\x00set_y\n0,0\n"),
    ("invalid-utf8-field", b"t,offset_y\n0,0\n0.1,\xff\n"), ("invalid-utf8-header", b"t,offset_y\xc3\n0,0\n"),
    ("overlong-utf8", b"t,offset_y\n0,\xc0\x80\n"), ("surrogate-utf8", b"t,offset_y\n0,\xed\xa0\x80\n"),
    ("lone-continuation", b"t,offset_y\n0,0\n\x80\n"), ("truncated-utf8", b"t,offset_y\n0,0\xe2\x82"),
    ("empty", b""), ("header-only", b"t,offset_y\n"), ("unknown-column", b"t,offset_y,speed\n0,0,1\n"),
    ("missing-column", b"t\n0\n"), ("duplicate-column", b"t,t,offset_y\n0,0,0\n"),
    ("field-count", b"t,offset_y\n0,0,0\n"), ("time-backwards", b"t,offset_y\n1,0\n0.5,0\n"),
    ("negative-size", b"t,offset_y,viewport_width\n0,0,-390\n"), ("unknown-phase", b"t,offset_y,phase\n0,0,flinging\n"),
    ("magnitude", b"t,offset_y\n0,1e10\n"),
]:
    case(f"csv-{name}", ["import", "{dir}/in.csv", "--into", "{dir}/s.db"], {"in.csv": data})
case("csv-dev-zero", ["import", "{dir}/in.csv", "--into", "{dir}/s.db"], links={"in.csv": "/dev/zero"})
case("csv-dev-null", ["import", "{dir}/in.csv", "--into", "{dir}/s.db"], links={"in.csv": "/dev/null"})

# Sample files, JSON Lines.
for name, line in [
    ("trailing-comma", '{"t": 0, "offset_y": 1,}'), ("duplicate-key", '{"t": 0, "offset_y": 1, "offset_y": 2}'),
    ("hex", '{"t": 0, "offset_y": 0x10}'), ("plus", '{"t": 0, "offset_y": +1}'),
    ("leading-zero", '{"t": 0, "offset_y": 01}'), ("leading-dot", '{"t": 0, "offset_y": .5}'),
    ("trailing-dot", '{"t": 0, "offset_y": 1.}'), ("nan", '{"t": 0, "offset_y": NaN}'),
    ("infinity", '{"t": 0, "offset_y": -Infinity}'), ("minus-only", '{"t": 0, "offset_y": -}'),
    ("exponent-empty", '{"t": 0, "offset_y": 1e}'), ("control-in-string", '{"t": 0, "offset_y": 0, "phase": "id\tle"}'),
    ("bad-escape", '{"t": 0, "offset_y": 0, "phase": "\\q"}'), ("object-value", '{"t": 0, "offset_y": {}}'),
    ("array-value", '{"t": 0, "offset_y": [1]}'), ("null-value", '{"t": 0, "offset_y": null}'),
    ("unterminated", '{"t": 0, "offset_y": 0, "phase": "idle'), ("no-brace", '"t": 0'),
    ("text-after", '{"t": 0, "offset_y": 0} x'), ("single-quotes", "{'t': 0, 'offset_y': 0}"),
    ("bare-key", '{t: 0, offset_y: 0}'), ("huge", '{"t": 0, "offset_y": 1e999}'),
    ("unicode-escape-sign", '{"t": 0, "offset_y": 0, "phase": "\\u+fff"}'),
    ("surrogate-escape", '{"t": 0, "offset_y": 0, "phase": "\\ud800"}'),
]:
    case(f"jsonl-{name}", ["import", "{dir}/in.jsonl", "--into", "{dir}/s.db"], {"in.jsonl": line + "\n"})
for name, data in [
    ("nul", b'{"t": 0, "offset_y": 5\x0000}\n'), ("invalid-utf8", b'{"t": 0, "offset_y": 0, "phase": "\xff"}\n'),
]:
    case(f"jsonl-{name}", ["import", "{dir}/in.jsonl", "--into", "{dir}/s.db"], {"in.jsonl": data})
case("jsonl-dev-zero", ["import", "{dir}/in.jsonl", "--into", "{dir}/s.db"], links={"in.jsonl": "/dev/zero"})

# Header JSON.
REPLAY = ["{dir}/pull-to-stretch.db", "--header", "{dir}/h.json"]
for name, text in [
    ("trailing-comma-object", '{"maximumContentHeight": 280,}'),
    ("trailing-comma-array", '{"subviews": [{"id": "a"},]}'),
    ("duplicate-key", '{"maximumContentHeight": 280, "maximumContentHeight": 300}'),
    ("duplicate-key-subview", '{"subviews": [{"id": "a", "id": "b"}]}'),
    ("deep-nesting", '{"subviews": ' + "[" * 100 + "]" * 100 + "}"),
    ("hex", '{"maximumContentHeight": 0x118}'), ("plus", '{"maximumContentHeight": +280}'),
    ("leading-zero", '{"maximumContentHeight": 0280}'), ("nan", '{"maximumContentHeight": NaN}'),
    ("infinity", '{"maximumContentHeight": Infinity}'), ("single-quotes", "{'maximumContentHeight': 280}"),
    ("comment", '{"maximumContentHeight": 280 // tall\n}'), ("empty", ""), ("top-level-array", "[]"),
    ("unterminated-string", '{"maximumContentHeight'), ("control-in-string", '{"subviews": [{"id": "a\tb"}]}'),
    ("lone-surrogate", '{"subviews": [{"id": "\\ud800"}]}'), ("nul-escape", '{"subviews": [{"id": "\\u0000"}]}'),
    ("huge", '{"maximumContentHeight": 1e999}'), ("bool-for-number", '{"maximumContentHeight": true}'),
    ("two-objects", "{} {}"), ("bom-inside", "{\ufeff}"), ("bare-word", '{"contentShrinks": yes}'),
    ("number-then-letter", '{"maximumContentHeight": 280px}'),
]:
    case(f"header-{name}", REPLAY, {"h.json": text}, sessions=["pull-to-stretch"])
for name, data in [("nul", b'{"maximumContentHeight": 2\x0080}'), ("invalid-utf8", b'{"subviews": [{"id": "\xfe"}]}')]:
    case(f"header-{name}", REPLAY, {"h.json": data}, sessions=["pull-to-stretch"])
case("header-dev-zero", REPLAY, links={"h.json": "/dev/zero"}, sessions=["pull-to-stretch"])

# Stack texts.
for name, stack in [
    ("hex", "top-only,fade=by=0x1"), ("hex-negative", "top-only,fade=by=-0x1"), ("hex-float", "fade=by=+0x1p-1"),
    ("inf", "fade=by=inf"), ("nan", "fade=by=nan"), ("huge", "fade=by=1e999"), ("tab-before", "fade=by=\t0.5"),
    ("tab-after", "fade=by=0.5\t"), ("underscore", "fade=by=0_5"), ("fullwidth", "fade=by=\uff10.5"),
    ("trailing-dot", "fade=by=1."), ("empty-value", "fade=by="),
]:
    case(f"stack-{name}", ["{dir}/pull-to-stretch.db", "--behaviors", stack], sessions=["pull-to-stretch"])

# Gesture scripts.
SYNTH = ["synth", "--into", "{dir}/s.db", "--script"]
for name, script in [
    ("nested-5000", "repeat 2 { " * 5000 + "wait 0" + " }" * 5000),
    ("nested-65", "repeat 1 { " * 65 + "wait 0" + " }" * 65),
    ("doubling-32", "repeat 2 { " * 32 + "pull 10 over 1; release" + " }" * 32),
    ("too-many-samples", "repeat 1000000000 { wait 1 }"), ("rate-hex", "rate 0x3c; wait 1"),
    ("wait-hex-negative", "wait -0x1"), ("wait-inf", "wait inf"), ("wait-nan", "wait nan"),
    ("pull-hex-float", "pull +0x1p3 over 1"), ("viewport-hex", "viewport 0x10x844"),
    ("repeat-fraction", "repeat 2.5 { wait 1 }"), ("wait-trailing-dot", "wait 1."),
]:
    case(f"script-{name}", SYNTH + [script])
case("script-file-invalid-utf8", ["synth", "--into", "{dir}/s.db", "--script-file", "{dir}/g.txt"],
     {"g.txt": b"wait 1\nwait \xff\n"})
case("script-file-nul", ["synth", "--into", "{dir}/s.db", "--script-file", "{dir}/g.txt"], {"g.txt": b"wait 1\nwa\x00it 1\n"})
case("script-file-dev-zero", ["synth", "--into", "{dir}/s.db", "--script-file", "{dir}/g.txt"], links={"g.txt": "/dev/zero"})

# Touch traces.
TRACE = "stroke,event,t_ms,x,y\n"
TOUCH = ["import-touches", "{dir}/t.csv", "--into", "{dir}/s.db"]
for name, rows in [
    ("hex-time", "1,down,0x10,0,0\n1,up,20,0,0\n"), ("inf", "1,down,0,0,inf\n1,up,20,0,0\n"),
    ("nan", "1,down,0,0,nan\n1,up,20,0,0\n"), ("hex-float", "1,down,0,+0x1p3,0\n1,up,20,0,0\n"),
    ("tab-hex", "1,down,0,\t0x10,0\n1,up,20,0,0\n"), ("huge", "1,down,0,1e999,0\n1,up,20,0,0\n"),
    ("span-1e15", "1,down,0,0,0\n1,up,1e15,0,100\n"),
]:
    case(f"touch-{name}", TOUCH, {"t.csv": TRACE + rows})
for name, data in [
    ("nul", (TRACE + "1,down,0,0,5\x0000\n1,up,20,0,0\n").encode()),
    ("invalid-utf8", (TRACE + "1,down,0,0,0\n").encode() + b"1,up,20,\xff,0\n"),
]:
    case(f"touch-{name}", TOUCH, {"t.csv": data})
case("touch-dev-zero", TOUCH, links={"t.csv": "/dev/zero"})
GOOD_TRACE = TRACE + "1,down,0,0,0\n1,move,10,0,5\n1,up,20,0,10\n"
for name, option in [("scale-hex", ["--scale", "0x10"]), ("scale-inf", ["--scale", "inf"]),
                     ("rate-hex", ["--rate", "0x3c"]), ("max-gap-negative", ["--max-gap", "-1"]),
                     ("max-gap-nan", ["--max-gap", "nan"])]:
    case(f"option-{name}", TOUCH + option, {"t.csv": GOOD_TRACE})

# Session names, in every path that names one.
GOOD_CSV = "t,offset_y\n0,0\n0.1,-1\n"
for name, session in [("newline", "a\nb"), ("tab", "a\tb"), ("spaces", "   "), ("empty", ""), ("delete", "a\x7fb"),
                      ("line-separator", "a\u2028b"), ("too-long", "x" * 257)]:
    case(f"name-import-{name}", ["import", "{dir}/in.csv", "--into", "{dir}/s.db", "--name", session], {"in.csv": GOOD_CSV})
case("name-synth-newline", SYNTH + ["wait 1", "--name", "a\nb"])
case("name-synth-spaces", SYNTH + ["wait 1", "--name", " "])
case("name-touches-tab", TOUCH + ["--name", "a\tb"], {"t.csv": GOOD_TRACE})
case("name-touches-too-long", TOUCH + ["--name", "y" * 300], {"t.csv": GOOD_TRACE})

# Session files with bad cells (made by make_bad_cells below).
for cell in ["text", "numeric-text", "blob"]:
    case(f"session-cell-{cell}", ["{dir}/cells.db"], {"cells.db": ("bad-cells", cell)})


def make_bad_cells(binary, cell, path):
    work = tempfile.mkdtemp()
    csv = os.path.join(work, "cells.csv")
    open(csv, "w").write("t,offset_y\n0,0\n0.1,-10\n0.2,-20\n")
    subprocess.run([binary, "import", csv, "--into", path], check=True, capture_output=True)
    value = {"text": "'abc'", "numeric-text": "'5'", "blob": "x'00ff'"}[cell]
    subprocess.run(["sqlite3", path, f"UPDATE samples SET offset_y = {value} WHERE seq = 1; PRAGMA journal_mode = DELETE;"],
                   check=True, capture_output=True)
    shutil.rmtree(work)


def main():
    record = sys.argv[2] if len(sys.argv) > 2 and sys.argv[1] == "--record" else None
    old = {}
    manifest = os.path.join(HERE, "manifest.jsonl")
    if os.path.exists(manifest):
        for line in open(manifest):
            entry = json.loads(line)
            old[entry["id"]] = entry
    shutil.rmtree(CASES, ignore_errors=True)
    os.makedirs(CASES)
    entries = []
    for c in CASES_LIST:
        files = {}
        for name, content in c["files"].items():
            stored = f"{c['id']}--{name}"
            path = os.path.join(CASES, stored)
            if isinstance(content, tuple):
                make_bad_cells(record or "stretchy-replay", content[1], path)
            else:
                open(path, "wb").write(content if isinstance(content, bytes) else content.encode())
            files[name] = stored
        entry = dict(id=c["id"], args=c["args"], files=files, links=c["links"], sessions=c["sessions"])
        if record:
            work = tempfile.mkdtemp()
            for name, stored in files.items():
                shutil.copy(os.path.join(CASES, stored), os.path.join(work, name))
            for name, target in c["links"].items():
                os.symlink(target, os.path.join(work, name))
            for s in c["sessions"]:
                shutil.copy(os.path.join(HERE, "../../../../Sessions", s + ".db"), os.path.join(work, s + ".db"))
            args = [a.replace("{dir}", work) for a in c["args"]]
            result = subprocess.run([record] + args, capture_output=True, timeout=60)
            first = result.stderr.decode(errors="replace").split("\n")[0].replace(work, "{dir}")
            entry["exit"], entry["error"] = result.returncode, first
            shutil.rmtree(work)
        elif c["id"] in old:
            entry["exit"], entry["error"] = old[c["id"]]["exit"], old[c["id"]]["error"]
        entries.append(entry)
    with open(manifest, "w") as out:
        for entry in entries:
            out.write(json.dumps(entry, ensure_ascii=True) + "\n")
    print(f"{len(entries)} cases")


main()
