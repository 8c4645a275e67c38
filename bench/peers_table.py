#!/usr/bin/env python3
"""Scores bench/out/<corpus>.<system>.jsonl with the reference scorer and prints
docs/peers.md (Markdown) on stdout. Called by bench/run-peers.sh.

Per-category article scores (corpora whose gold labels pages with a `category`,
web2026-dev) come from the reference scorer's own shingle_scores, loaded from
--scorer, over the pages of each category: means over those pages, F1 of the means."""
import argparse, datetime, importlib.util, json, os, platform, subprocess, sys

# The "best peer today" column of ../shared/DESIGN.md's targets table.
DESIGN_CLAIMS = [
    ("scrapinghub", "article", "trafilatura", 0.959),
    ("readability", "article", "readability", 0.990),
    ("dragnet-train", "article", "readability", 0.894),
    ("dragnet-train", "comments", "trafilatura", 0.56),
    ("web2026-dev", "article", "trafilatura", 0.768),
    ("web2026-dev", "article", "defuddle", 0.791),  # named in the text above the table
    ("cleaneval-dev", "article", "readability.js", 0.880),
]

# The order issue 25 lists web2026-dev's categories in; others follow by name.
CATEGORY_ORDER = ["article", "documentation", "service", "forum", "listing", "product", "collection"]

ABOUT = {
    "pith": "pith `core.Extract`, default options (not a peer: for comparison)",
    "trafilatura": "go-trafilatura v1.12.2 `ExtractDocument`, default options; comments = `CommentsText`",
    "trafilatura-nocomments": "go-trafilatura, `ExcludeComments: true`",
    "trafilatura-fallback": "go-trafilatura, `EnableFallback: true` (readability and distiller candidates); comments = `CommentsText`",
    "readability": "go-readability (2025-12-05) `FromDocument`; text with block breaks from the article node",
    "domdistiller": "go-domdistiller v1.0.0 `Apply`, `SkipPagination`; text = `Result.Text`",
    "readability.js": "@mozilla/readability 0.6.0 on jsdom 26.1 (Node); text with block breaks from the article element",
    "defuddle": "Defuddle 0.19.4 (npm `defuddle`, the engine of Obsidian Web Clipper) on jsdom 26.1 (Node), "
                "`defuddle/node` `Defuddle(document, url, {useAsync: false})`; text with block breaks from its "
                "content HTML; title = `title`, byline = `author`",
}


def score(scorer, corpus_dir, pred):
    r = subprocess.run([sys.executable, scorer, "--corpus", corpus_dir, "--pred", pred],
                       check=True, capture_output=True, text=True)
    return json.loads(r.stdout)


def load_scorer(path):
    spec = importlib.util.spec_from_file_location("score", path)
    mod = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(mod)
    return mod


def by_category(scorer, corpus_dir, pred):
    """{category: shingle scores of the article} over the pages of each category."""
    golds = scorer.load(os.path.join(corpus_dir, "gold.jsonl"))
    preds = {p["id"]: p for p in scorer.load(pred)}
    pairs = {}
    for g in golds:
        if g.get("article") and g.get("category"):
            pairs.setdefault(g["category"], []).append((g["article"], preds.get(g["id"], {}).get("article", "")))
    return {c: scorer.shingle_scores(ps) for c, ps in pairs.items()}


def f(x, nd=3):
    return "–" if x is None else f"{x:.{nd}f}"


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--datasets", required=True)
    ap.add_argument("--scorer", required=True)
    ap.add_argument("--out-dir", required=True)
    ap.add_argument("--corpora", nargs="+", required=True)
    ap.add_argument("--systems", nargs="+", required=True)
    ap.add_argument("--command", default="bench/run-peers.sh")
    a = ap.parse_args()

    scorer = load_scorer(a.scorer)
    results, cats = {}, {}
    for c in a.corpora:
        for s in a.systems:
            pred = os.path.join(a.out_dir, f"{c}.{s}.jsonl")
            if os.path.exists(pred):
                r = score(a.scorer, os.path.join(a.datasets, c), pred)
                with open(pred, encoding="utf-8") as fh:
                    if not any((json.loads(l).get("comments") or "").strip() for l in fh if l.strip()):
                        r.pop("comments", None)  # the system does not extract comments
                results[(c, s)] = r
                bc = by_category(scorer, os.path.join(a.datasets, c), pred)
                if bc:
                    cats[(c, s)] = bc

    today = datetime.date.today().isoformat()
    p = print
    p("# Peers on the evaluation corpora")
    p()
    p(f"Generated {today} by `{a.command}` (from the repository root; predictions in `bench/out/`, "
      f"scored with `../shared/tools/score.py`). Machine: {os.cpu_count()} shared cores, {platform.system()} "
      f"{platform.machine()}; every system ran alone, one page at a time, corpora one after another.")
    p()
    p("Systems:")
    p()
    for s in a.systems:
        p(f"- **{s}**: {ABOUT.get(s, s)}")
    p()
    p("Every Go system gets the page decoded to UTF-8 by pith's `core/charset.Decode` (valid UTF-8 wins, "
      "then BOM, Content-Type, `<meta charset>`, then a sniff), Readability.js by a simplified JavaScript "
      "version of the same order (the same one for Defuddle), and every system gets the page URL where the corpus has one. "
      "Article F1, precision and recall are the 4-token shingle scores (means over pages, F1 of the means); "
      "snippets F1 is trafilatura's with/without snippet test (web2026-dev only); comments F1 is the "
      "shingle F1 over pages where gold or prediction has comments (dragnet-train only, the one corpus with "
      "comment gold; – for systems that do not extract comments). Title and byline = exact match (case and whitespace folded) "
      "where the gold has one (byline: Defuddle's `author`, go-trafilatura's and go-domdistiller's author). "
      "ms = median time per page from bytes to result in the batch run (one run per page, "
      "including decoding and the peer's own parse; Readability.js's and Defuddle's include jsdom's parse), taken "
      "on a machine shared with other jobs (load average 5 to 14 on 2 cores): differences under about "
      "1.5× between Go systems are noise here; use `go run ./cmd/peers speed` in `bench/` for timings "
      "(see `bench/README.md`).")
    p()
    p("| corpus | system | article F1 | precision | recall | snippets F1 | comments F1 | title | byline | median ms | errors |")
    p("|---|---|---:|---:|---:|---:|---:|---:|---:|---:|---:|")
    for c in a.corpora:
        rows = [(s, results[(c, s)]) for s in a.systems if (c, s) in results]
        best = max((r.get("article", {}).get("f1", 0) for s, r in rows if s != "pith"), default=None)
        for s, r in rows:
            art = r.get("article", {})
            af = f(art.get("f1"))
            if art.get("f1") == best and s != "pith":
                af = f"**{af}**"
            p(f"| {c} | {s} | {af} | {f(art.get('precision'))} | {f(art.get('recall'))} | "
              f"{f(r.get('snippets', {}).get('f1'))} | {f(r.get('comments', {}).get('f1'))} | "
              f"{f(r.get('title_match'))} | {f(r.get('byline_match'))} | {f(r.get('ms', {}).get('median'), 1)} | "
              f"{r.get('errors', 0) + r.get('missing', 0)} |")
    p()
    p("Bold: the best peer's article F1 on that corpus.")
    p()
    for c in a.corpora:
        rows = [(s, cats[(c, s)]) for s in a.systems if (c, s) in cats]
        if not rows:
            continue
        names = set().union(*(bc for _, bc in rows))
        order = [k for k in CATEGORY_ORDER if k in names] + sorted(names - set(CATEGORY_ORDER))
        pages = {k: max(bc.get(k, {}).get("pages", 0) for _, bc in rows) for k in order}
        p(f"## {c}: article F1 by page category")
        p()
        p(f"Article F1 over the pages of each category of the gold (`category`), computed by the reference "
          f"scorer's `shingle_scores` exactly as the whole-corpus figure (precision and recall averaged over "
          f"the category's pages, F1 of the two means); `all` is the article F1 of the table above. "
          f"Bold: the best peer in the column.")
        p()
        p("| system | " + " | ".join(f"{k} ({pages[k]})" for k in order) + " | all |")
        p("|---|" + "---:|" * (len(order) + 1))
        best = {k: max((bc.get(k, {}).get("f1", 0) for s, bc in rows if s != "pith"), default=None) for k in order}
        for s, bc in rows:
            cells = []
            for k in order:
                v = bc.get(k, {}).get("f1")
                cell = f(v)
                if v is not None and v == best[k] and s != "pith":
                    cell = f"**{cell}**"
                cells.append(cell)
            cells.append(f(results[(c, s)].get("article", {}).get("f1")))
            p(f"| {s} | " + " | ".join(cells) + " |")
        p()
    p("## Against the targets table of DESIGN.md")
    p()
    p("| corpus | metric | DESIGN.md says | this run: that system | this run: best peer |")
    p("|---|---|---|---:|---|")
    for c, metric, sys_, claim in DESIGN_CLAIMS:
        if c not in a.corpora:
            continue
        got = results.get((c, sys_), {}).get(metric, {}).get("f1")
        bp = (None, "–")  # the first system in --systems order wins a tie
        for s in a.systems:
            v = results.get((c, s), {}).get(metric, {}).get("f1")
            if s != "pith" and v is not None and (bp[0] is None or v > bp[0]):
                bp = (v, s)
        p(f"| {c} | {metric} F1 | {sys_} {claim} | {f(got)} | {bp[1]} {f(bp[0])} |")
    p()
    if any(c in a.corpora and s == "defuddle" for c, _, s, _ in DESIGN_CLAIMS):
        p("The defuddle row is the figure DESIGN.md's text above its targets table gives for Defuddle; "
          "the table itself names the best peer of the other five.")
        p()


if __name__ == "__main__":
    main()
