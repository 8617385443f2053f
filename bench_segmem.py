#!/usr/bin/env python3
"""bench_segmem.py: segmem is never the slow part of a prompt, measured.

Builds synthetic stores of 1k to 1M memories through segmem's own schema and functions,
times whole `segmem` processes exactly as the hooks run them (the file by its path, its first
line finding `python3` on PATH; the command lines read from hooks/hooks.json) next to the
floor (`python3 -c 'import sqlite3, json, re'`, the same interpreter, in the same rounds)
and, with --peer, memware's prompt hook, times the episodic cover in-process, and
reports bytes per memory and peak RSS against the budgets in DESIGN.md ("The hot path,
budgeted").

    python3 bench_segmem.py                       # 1k, 10k, 100k, 1M; 15 runs each
    python3 bench_segmem.py --quick               # 1k only, 3 runs: a smoke test
    python3 bench_segmem.py --sizes=100000 --runs=31 --profile
    python3 bench_segmem.py --aged                # a year of daily use, raw and compacted
    python3 bench_segmem.py --viewer --sizes=100000 --runs=5   # serve's routes, first paint
    python3 bench_segmem.py --peer=/tmp/memware-venv   # beside memware's prompt hook
    python3 bench_segmem.py --retrieval --misses     # the retrieval benchmark alone, tuned misses
    python3 bench_segmem.py --month               # a month of scripted use: upkeep asks

A store is built once per (size, build format, schema digest) and cached under
~/.cache/segmem-bench (--cache=DIR); every timing run works on a copy, so notes, touches
and claims written while timing never leak into the next run, and on a frozen copy of the
segmem file, so one run times one version. Standard library only, Python 3.8+.

The retrieval benchmark (--retrieval alone) builds two realistic stores, the tuned set (three
projects and global memory, 195 prompts) and a held-out set written before any tuning and
never used to choose a weight (a Go CLI and a data pipeline beside global memory, 92
prompts), and scores what the prompt hook serves in five categories side by side:
precision, recall, bleed, stale and false-positive rate per category.

Sections: settings; vocabulary; building a store; the cache; timing processes;
in-process figures and profiles; retrieval; the viewer; the report; the month; main().
"""
import argparse
import importlib.machinery
import json
import os
import random
import re
import resource
import shutil
import sqlite3
import statistics
import subprocess
import sys
import tempfile
import time

HERE = os.path.dirname(os.path.abspath(__file__))

# ==== Settings: store shape, commands, targets ====

BUILD_FORMAT = 2            # bump when the synthetic store's shape changes: old caches are ignored
DEFAULT_SIZES = (1000, 10000, 100000, 1000000)
PROJECTS = 36               # scope keys PROJECT_ROOT/proj00 .. proj35, activity Zipf-distributed
PROJECT_ROOT = "/home/dev/src"
BENCH_PROJECT = 0           # the busiest project: the hooks run in it (the worst case)
ANCHORED = 500              # its newest live procedural facts anchored to a file each (schema 5 on)
ANCHOR_MTIME_NS = 1700000000 * 10 ** 9   # the anchored files' mtime, set on the checkout's files
YEARS = 3                   # the store's history ends an hour ago and starts this long before
KIND_SHARE = (("episodic", 80), ("procedural", 12), ("identity", 5), ("people", 3))
GLOBAL_SHARE = {"episodic": 0.05, "procedural": 0.10, "identity": 1.0, "people": 1.0}
REVISE = {"procedural": 0.40, "identity": 0.60, "people": 0.85}   # notes that supersede a live one
EPISODIC_REVISE = 0.01      # episodic notes that supersede a live leaf of their stream
TAG_COUNTS = {"episodic": ((0, 1, 2, 3), (15, 45, 30, 10)),
              "procedural": ((0, 1, 2, 3), (3, 50, 35, 12)),
              "identity": ((0, 1, 2), (20, 60, 20)),
              "people": ((0, 1), (70, 30))}    # people: the name, plus these extra tags
PROMPT_TOUCHES = 1.2        # mean weight-1 touches (a known tag in a prompt) per note
RECALL_TOUCHES = 0.8        # mean weight-2 touches (a fact served by recall) per note
REVIEW_SHARE = 0.10         # procedural facts and dossiers with a `touch` review
SESSION_NOTES = (3, 40)     # notes per session, uniform
ZIPF_S = 1.05               # exponent of every rank-frequency law below

SESSION = "bench-session-0001"
PROMPT = ("Why does `retry_backoff` fail again in src/billing/client.py since #123? Postgres "
          "looked fine before the deploy-queue change; check the migrations and tell me what "
          "broke.")
TOOL_COMMAND = "git status && sqlite3 x.db"
RECALL_WORD = "sqlite"
ORG_FILES = 5000            # facts and candidates in the knowledge repo `hook +org` reads
ORG_FORMAT = 1              # bump when the synthetic knowledge repo's shape changes
FLOOR_CODE = "import sqlite3, json, re"
PLUGIN_HOOKS = os.path.join(HERE, "hooks", "hooks.json")   # the command lines timed
PLUGIN_FILE = "${CLAUDE_PLUGIN_ROOT}/segmem"                # how hooks.json names the file
HOOK_LABELS = {("SessionStart", "prompt"): "prompt", ("SessionStart", "wake"): "wake",
               ("UserPromptSubmit", "hook"): "hook", ("PreToolUse", "hook"): "hook --tool"}
HOOK_STDIN = {"SessionStart": "start", "UserPromptSubmit": "prompt", "PreToolUse": "tool"}
PEER_HOOK = ("context", "--from-hook")   # memware's UserPromptSubmit command, JSON on stdin
PEER_BELIEFS = (("retry_backoff", "uses", "exponential backoff capped at 30 s"),
                ("postgres", "version", "15"),
                ("deploy-queue", "owned_by", "the billing team"),
                ("migrations", "run_by", "alembic upgrade head"))   # subjects PROMPT names
HEADER = "%-16s %9s %5s %10s %17s %8s %7s %9s" % (
    "command", "size", "runs", "median ms", "min-max ms", "x floor", "paired", "RSS MiB")

# (label, check(results, cover_ms) -> (PASS|MISS|n/a, measured text)), in report order
TARGETS = []


def target(label):
    def register(fn):
        TARGETS.append((label, fn))
        return fn
    return register


# ==== Vocabulary: words, tags and names with long tails ====

COMMON = """the to a and of in for is on that with it this be as not at by from or we when
but was are if so all can after before now only also it's then than into out new old more
one two first last still does did had has have use run make check keep need fix fixed broke
again why what where which because about over under same other next each every""".split()

DEV_WORDS = """test build deploy release branch merge rebase commit review patch error crash
timeout retry backoff latency memory leak lock race schema index query cache token session
cookie header route handler worker job queue batch stream buffer pool thread async await
flag config env secret key vault bucket region cluster node pod image container volume
mount proxy gateway client server request response payload json yaml toml csv parser lexer
compiler linter formatter bundler module package dependency version upgrade downgrade pin
lockfile vendor fixture mock stub snapshot coverage benchmark profile trace log metric alert
dashboard incident rollback hotfix feature toggle experiment cohort migration seed backup
restore replica shard partition vacuum analyze explain plan cursor transaction isolation
deadlock retry_backoff parse_config load_settings run_migrations fetch_page send_email
build_index flush_queue read_manifest write_snapshot""".split()

HEAD_TAGS = """git sqlite npm docker pytest ci deploy auth api postgres redis cache migrations
webpack typescript lambda terraform k8s nginx celery graphql eslint pnpm react kafka s3
oauth cron logging metrics billing search queue webhooks payments config tests build
release docs""".split()

FIRST_NAMES = """alice bob carol dave erin frank grace heidi ivan judy mallory niaj olivia peggy
rupert sybil trent victor walter yusuf zara amir bea chen dana eli fatima gus hana igor
jonas kemal lena marco nora omar priya quinn rosa sven tomas uma vera wen xavi yara""".split()

SYLLABLES = """ka ro mi ten sul vo ri an del po nu gar is le tor ba shi qua fen lo ut
zen mar ki ol ve dru ny ash co pel""".split()


def zipf_cum(n, s=ZIPF_S):
    """Cumulative weights of a rank-frequency law over n ranks, for random.choices."""
    out, acc = [], 0.0
    for r in range(1, n + 1):
        acc += 1.0 / r ** s
        out.append(acc)
    return out


def pseudo_words(rng, n, taken):
    """n distinct made-up words (the long tail of any real vocabulary)."""
    out = []
    while len(out) < n:
        w = "".join(rng.choice(SYLLABLES) for _ in range(rng.randint(2, 4)))
        if w not in taken:
            taken.add(w)
            out.append(w)
    return out


class Vocabulary(object):
    """Everything text and tags are drawn from. Sizes grow with the store, as they would:
    a bigger store has seen more components, more people, more words."""

    def __init__(self, rng, size):
        taken = set(COMMON) | set(DEV_WORDS) | set(HEAD_TAGS) | set(FIRST_NAMES)
        tail = pseudo_words(rng, 4000 + size // 100, taken)
        self.words = COMMON + DEV_WORDS + HEAD_TAGS + tail
        self.words_cum = zipf_cum(len(self.words))
        suffixes = ("worker", "api", "ui", "sync", "store", "cli", "client", "jobs", "core")
        tail_tags = []
        for w in pseudo_words(rng, 150 + size // 50, taken):
            r = rng.random()
            tail_tags.append(w if r < 0.5 else "%s-%s" % (w, rng.choice(suffixes))
                             if r < 0.85 else "%s_%s" % (rng.choice(DEV_WORDS[:60]), w))
        self.tags = HEAD_TAGS + tail_tags
        self.tags_cum = zipf_cum(len(self.tags))
        # Each project has its own components: a disjoint slice of the tail, Zipf within.
        self.local = []
        per = max(1, len(tail_tags) // PROJECTS)
        for p in range(PROJECTS):
            part = tail_tags[p * per:(p + 1) * per] or tail_tags[:per]
            self.local.append((part, zipf_cum(len(part))))
        self.names = list(FIRST_NAMES)
        for last in pseudo_words(rng, 40 + size // 2000, taken):
            for first in FIRST_NAMES:
                self.names.append("%s_%s" % (first, last[:4]))
        self.next_name = 0

    def text_words(self, rng, k):
        return rng.choices(self.words, cum_weights=self.words_cum, k=k)

    def draw_tags(self, rng, k, project):
        out = []
        for _ in range(k * 3):
            if len(out) == k:
                break
            if project is not None and rng.random() < 0.5:
                part, cum = self.local[project]
                t = rng.choices(part, cum_weights=cum)[0]
            else:
                t = rng.choices(self.tags, cum_weights=self.tags_cum)[0]
            if t not in out:
                out.append(t)
        return out

    def new_name(self):
        name = self.names[self.next_name % len(self.names)]
        self.next_name += 1
        return name if self.next_name <= len(self.names) else "%s%d" % (
            name, self.next_name // len(self.names))


def fact_text(rng, voc, kind, tags, n):
    """A plausible one-line fact of `kind` about `tags`, 60 to 250 bytes."""
    w = lambda k: " ".join(voc.text_words(rng, k))
    subj = tags[0] if tags else voc.text_words(rng, 1)[0]
    other = tags[1] if len(tags) > 1 else voc.text_words(rng, 1)[0]
    if kind == "episodic":
        form = n % 6
        if form == 0:
            return "chose %s over %s for %s: %s" % (subj, other, w(2), w(rng.randint(4, 14)))
        if form == 1:
            return "root cause of the %s %s: %s; fixed in src/%s/%s.py" % (
                subj, w(1), w(rng.randint(4, 12)), subj, w(1).replace(" ", "_"))
        if form == 2:
            return "handoff: %s %s is half done, next %s" % (subj, w(3), w(rng.randint(3, 10)))
        if form == 3:
            return "PR #%d %s %s, %s" % (rng.randint(1, 2000), w(2), subj, w(rng.randint(4, 12)))
        if form == 4:
            return "decided to %s %s because %s" % (w(2), subj, w(rng.randint(5, 16)))
        return "%s %s after %s: %s" % (subj, w(2), other, w(rng.randint(4, 14)))
    if kind == "procedural":
        form = n % 4
        if form == 0:
            return "uses %s for %s, %s" % (subj, other, w(rng.randint(3, 12)))
        if form == 1:
            return "tests: %s %s (%s)" % (subj, w(2), w(rng.randint(3, 9)))
        if form == 2:
            return "%s config lives in config/%s.toml; %s" % (subj, other, w(rng.randint(3, 10)))
        return "run %s %s before %s" % (subj, w(2), w(rng.randint(3, 12)))
    if kind == "identity":
        form = n % 3
        if form == 0:
            return "prefers %s over %s, %s" % (subj, other, w(rng.randint(2, 10)))
        if form == 1:
            return "prefers %s %s when %s" % (w(2), subj, w(rng.randint(3, 10)))
        return "wants %s before %s" % (w(rng.randint(3, 8)), subj)
    name = tags[0].capitalize()
    rest = tags[1] if len(tags) > 1 else voc.text_words(rng, 1)[0]
    if n % 2:
        return "%s owns %s, ask before touching %s; %s" % (name, rest, w(2), w(rng.randint(2, 9)))
    return "%s reviews %s changes, %s" % (name, rest, w(rng.randint(4, 12)))


# ==== Building a store: segmem's schema, bulk rows, every invariant kept ====

def load_segmem(path):
    return importlib.machinery.SourceFileLoader("segmem", path).load_module()


def scope_of(p):
    return "%s/proj%02d" % (PROJECT_ROOT, p)


def anchor_file(i):
    """The i-th anchored file of the bench checkout: (repo-relative path, content)."""
    return "src/mod%03d/config.py" % i, ("SETTING_%d = %d\n" % (i, i) * 20).encode()


class Builder(object):
    """Writes one synthetic store. Rows go in with segmem's own normalize() and squash();
    the store keeps every invariant the module relies on: FTS rows (rebuilt from the
    content table once, as the triggers would have written them), memory_tags and the tag
    vocabulary, meta 'live', and gap-free episodic seqs among live facts per scope."""

    CHUNK = 20000

    def __init__(self, seg, db, size, seed):
        self.seg, self.db, self.size = seg, db, size
        self.rng = random.Random(seed)
        self.voc = Vocabulary(self.rng, size)
        self.rows, self.links, self.touches, self.supersedes = [], [], [], []
        self.vocab = {}                 # tag -> first ts
        self.seqs, self.leaf_ts = {}, {}   # scope -> next seq; scope -> [ts by seq]
        self.leaf_id = {}               # scope -> [live id by seq]
        self.chains = {}                # (kind, scope) -> [[head id, tags]]
        self.procedural, self.dossiers = [], {}

    def flush(self, last=False):
        db = self.db
        if self.rows and (last or len(self.rows) >= self.CHUNK):
            db.executemany("INSERT INTO memories(id, ts, kind, scope, seq, text, norm, tags, "
                           "supersedes, session) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?)",
                           self.rows)
            db.executemany("INSERT OR IGNORE INTO memory_tags(tag, kind, scope, memory_id, lead, "
                           "ts) VALUES (?, ?, ?, ?, ?, ?)", self.links)
            self.rows, self.links = [], []
        if self.touches and (last or len(self.touches) >= self.CHUNK):
            db.executemany("INSERT INTO touches(ts, tag, weight, source, scope, session) "
                           "VALUES (?, ?, ?, ?, ?, ?)", self.touches)
            self.touches = []

    def fact(self, mid, ts, kind, project, session, n):
        rng, voc = self.rng, self.voc
        scope = self.seg.GLOBAL if rng.random() < GLOBAL_SHARE[kind] else scope_of(project)
        local = None if scope == self.seg.GLOBAL else project
        sup, seq = None, None
        chain = self.chains.setdefault((kind, scope), []) if kind != "episodic" else None
        if kind == "episodic":
            ids = self.leaf_id.setdefault(scope, [])
            if ids and rng.random() < EPISODIC_REVISE:
                seq = rng.randrange(len(ids))
                sup = ids[seq]
                ids[seq] = mid
                self.leaf_ts[scope][seq] = ts
            else:
                seq = len(ids)
                ids.append(mid)
                self.leaf_ts.setdefault(scope, []).append(ts)
            counts, weights = TAG_COUNTS[kind]
            tags = voc.draw_tags(rng, rng.choices(counts, weights)[0], local)
        elif chain and rng.random() < REVISE[kind]:
            link = chain[rng.randrange(len(chain))]
            sup, tags = link[0], link[1]
            link[0] = mid
        else:
            counts, weights = TAG_COUNTS[kind]
            k = rng.choices(counts, weights)[0]
            if kind == "people":
                tags = [voc.new_name()] + voc.draw_tags(rng, k, None)
            else:
                tags = voc.draw_tags(rng, k, local)
            chain.append([mid, tags])
        text = fact_text(rng, voc, kind, tags, n)
        self.rows.append((mid, ts, kind, scope, seq, text, self.seg.normalize(text),
                          " ".join(tags), sup, session))
        for i, t in enumerate(tags):
            self.links.append((t, kind, scope, mid, 1 if i == 0 else 0, ts))
            if t not in self.vocab:
                self.vocab[t] = ts
        if sup is not None:
            self.supersedes.append((mid, sup))
        if kind == "procedural" and rng.random() < REVIEW_SHARE:
            self.procedural.append((mid, ts))
        if kind == "people":
            self.dossiers[tags[0]] = ts
        return tags

    def touch(self, ts, tags, weight, source, project, session):
        for t in tags:
            self.touches.append((ts, t, weight, source, scope_of(project), session))

    def timeline(self):
        rng, n = self.rng, self.size
        kinds = [k for k, _ in KIND_SHARE]
        kind_cum, acc = [], 0
        for _, share in KIND_SHARE:
            acc += share
            kind_cum.append(acc)
        proj_cum = zipf_cum(PROJECTS, 1.0)
        t1 = time.time() - 3600
        ts = t1 - YEARS * 365 * 86400
        step = (t1 - ts) / max(1, n)
        sid, left, project, session = 0, 0, 0, None
        for mid in range(1, n + 1):
            if left == 0:
                sid += 1
                left = rng.randint(*SESSION_NOTES)
                project = rng.choices(range(PROJECTS), cum_weights=proj_cum)[0]
                session = "s-%07d" % sid
            left -= 1
            ts += rng.uniform(0.2, 1.8) * step
            kind = rng.choices(kinds, cum_weights=kind_cum)[0]
            tags = self.fact(mid, ts, kind, project, session, mid)
            self.touch(ts, tags, 3, "note", project, session)   # as add_note records them
            for source, weight, mean in (("prompt", 1, PROMPT_TOUCHES),
                                         ("recall", 2, RECALL_TOUCHES)):
                k = int(mean) + (rng.random() < mean - int(mean))
                self.touch(ts + 1, self.voc.draw_tags(rng, k, project), weight, source,
                           project, session)
            self.flush()
        self.flush(last=True)
        return sid, t1

    def side_tables(self, sessions, t1):
        """Reviews, claims, rejections, the tag vocabulary, supersede links, meta live."""
        rng, db, seg = self.rng, self.db, self.seg
        db.executemany("UPDATE memories SET superseded_by = ? WHERE id = ?", self.supersedes)
        db.executemany("INSERT OR IGNORE INTO tags(tag, squash, ts) VALUES (?, ?, ?)",
                       [(t, seg.squash(t), ts) for t, ts in self.vocab.items()])
        reviews = [("fact:%d" % mid, rng.uniform(ts, t1), int(rng.random() < 0.2))
                   for mid, ts in self.procedural]
        reviews += [("name:%s" % name.lower(), rng.uniform(ts, t1), 0)
                    for name, ts in self.dossiers.items() if rng.random() < REVIEW_SHARE]
        db.executemany("INSERT INTO reviews(subject, ts, keep) VALUES (?, ?, ?)", reviews)
        claims = []
        for s in range(1, sessions + 1):
            sid = "s-%07d" % s
            claims += [(sid, "wake", "startup", "command", t1), (sid, "hook", "session",
                                                                 "command", t1)]
            if s % 3 == 0:
                claims.append((sid, "upkeep", "nap", "", t1))
        db.executemany("INSERT OR IGNORE INTO claims(session, command, source, served, ts) "
                       "VALUES (?, ?, ?, ?, ?)", claims)
        rejections = []
        for i in range(max(3, self.size // 1000)):
            text = "rejected %d %s" % (i, " ".join(self.voc.text_words(rng, 8)))
            rejections.append((seg.normalize(text), "episodic", scope_of(i % PROJECTS), text,
                               "misfiled", t1))
        db.executemany("INSERT INTO rejections(norm, kind, scope, text, why, ts) VALUES "
                       "(?, ?, ?, ?, ?, ?)", rejections)
        live = db.execute("SELECT count(*) FROM memories WHERE superseded_by IS NULL").fetchone()
        db.execute("UPDATE meta SET v = ? WHERE k = 'live'", (str(live[0]),))

    def anchors(self):
        """The bench project's ANCHORED newest live procedural facts, each anchored to a file
        of the checkout as store_setup() writes it (anchor_file()), where the schema has
        anchors: wake stats the anchors of every such fact it prints."""
        if not self.db.execute("SELECT 1 FROM sqlite_master WHERE name = 'anchors'").fetchone():
            return
        ids = [r[0] for r in self.db.execute(
            "SELECT id FROM memories WHERE kind = 'procedural' AND superseded_by IS NULL AND "
            "scope = ? ORDER BY id DESC LIMIT ?", (scope_of(BENCH_PROJECT), ANCHORED))]
        import hashlib
        rows = []
        for i, mid in enumerate(ids):
            path, data = anchor_file(i)
            rows.append((mid, path, hashlib.sha1(data).hexdigest(), len(data), ANCHOR_MTIME_NS))
        self.db.executemany("INSERT INTO anchors(memory_id, path, hash, size, mtime) VALUES "
                            "(?, ?, ?, ?, ?)", rows)

    def summaries(self):
        """The summary tree over every block the wake cover prints, children first, as naps
        build it; the newest wide block's own line is left out: one nap is pending."""
        seg, rng = self.seg, self.rng
        rows = []
        for scope, stamps in self.leaf_ts.items():
            budget = seg.WAKE_LINES_GLOBAL if scope == seg.GLOBAL else seg.WAKE_LINES_PROJECT
            wide = [(lo, hi) for lo, hi in seg.cover(len(stamps), budget) if hi - lo > 1]
            for lo, hi in wide:
                stack = [(lo, hi)]
                while stack:
                    a, b = stack.pop()
                    if b - a < 2:
                        continue
                    if (a, b) != wide[-1]:
                        text = "%s: %s" % (" ".join(self.voc.text_words(rng, 3)),
                                           " ".join(self.voc.text_words(rng, rng.randint(6, 18))))
                        rows.append((scope, a, b, text, stamps[b - 1] + 600, stamps[a],
                                     stamps[b - 1]))
                    mid = (a + b) // 2
                    stack += [(a, mid), (mid, b)]
                if len(rows) >= self.CHUNK:
                    self._summaries(rows)
                    rows = []
        self._summaries(rows)

    def _summaries(self, rows):
        self.db.executemany("INSERT INTO summaries(scope, lo, hi, text, ts, first_ts, last_ts) "
                            "VALUES (?, ?, ?, ?, ?, ?, ?)", rows)


def schema_extras(db):
    """Indexes and triggers of the tables a bulk load fills: dropped while it runs,
    recreated verbatim after (the same definitions, built in one sorted pass)."""
    return db.execute(
        "SELECT type, name, sql FROM sqlite_master WHERE type IN ('index', 'trigger') AND "
        "sql IS NOT NULL AND tbl_name IN ('memories', 'memory_tags', 'touches', 'reviews', "
        "'tags')").fetchall()


def build_store(seg, store_dir, size, log):
    """Create store_dir/segmem.db with `size` memories. Returns the build facts."""
    t0 = time.time()
    os.environ[seg.ENV_DIR] = store_dir
    db = seg.connect()
    extras = schema_extras(db)
    db.execute("PRAGMA journal_mode = OFF")
    db.execute("PRAGMA synchronous = OFF")
    db.execute("PRAGMA cache_size = -400000")
    for kind, name, _ in extras:
        db.execute("DROP %s %s" % (kind.upper(), name))
    db.execute("BEGIN")
    b = Builder(seg, db, size, seed=size)
    sessions, t1 = b.timeline()
    log("  %d memories written (%.1fs)" % (size, time.time() - t0))
    b.side_tables(sessions, t1)
    db.execute("INSERT INTO memories_fts(memories_fts) VALUES ('rebuild')")
    seg.meta_set(db, "paired", size + 1)   # the rows went in by SQL: every fact awaits its pairs
    seg.pair_backlog(db, size + 1)
    log("  full-text and word-pair indexes built (%.1fs)" % (time.time() - t0))
    for _, _, sql in extras:
        db.execute(sql)
    b.summaries()
    b.anchors()
    db.execute("COMMIT")
    now = time.time()
    steps, folded = fold_touches(seg, db, now)
    log("  compaction run to the end: %d steps over %d touches (%.1fs)"
        % (steps, folded, time.time() - t0))
    db.execute("PRAGMA journal_mode = WAL")
    problems = verify_store(seg, db, size, now)
    db.close()
    if problems:
        raise SystemExit("bench: the built store breaks segmem's invariants: " + "; ".join(problems))
    log("  indexes, summaries, checks done (%.1fs)" % (time.time() - t0))
    return {"size": size, "build_seconds": round(time.time() - t0, 1), "sessions": sessions}


def fold_touches(seg, db, now):
    """Run segmem's compaction over the built store to the end, as at `now`: (steps,
    touches read).
    The history went in by SQL, so none of the steps its notes, recalls and session starts
    would have run has run, and a store segmem kept holds no touch older than a day
    unfolded (every timed wake, note and recall would otherwise fold 400 more, at 1M
    for thousands of steps, where the small stores are done after a few). The steps are
    larger than a note's; every answer is the same however the steps are cut (the
    Compaction tests fold in steps of 23)."""
    keep = seg.COMPACT_ROWS, seg.COMPACT_TAGS, seg.COMPACT_CLOCK_ROWS
    seg.COMPACT_ROWS, seg.COMPACT_TAGS, seg.COMPACT_CLOCK_ROWS = 400000, 10 ** 6, 10 ** 8
    steps = folded = 0
    try:
        while True:
            n = seg.compact(db, now, pairs=False)
            if not n:
                return steps, folded
            steps, folded = steps + 1, folded + n
    finally:
        seg.COMPACT_ROWS, seg.COMPACT_TAGS, seg.COMPACT_CLOCK_ROWS = keep


def verify_store(seg, db, size, folded_at):
    """The invariants segmem relies on, checked on the built store. [] when all hold."""
    bad = []
    q = lambda sql, *a: db.execute(sql, a).fetchone()[0]
    if q("SELECT count(*) FROM memories") != size:
        bad.append("memory count")
    if seg.live_count(db) != q("SELECT count(*) FROM memories WHERE superseded_by IS NULL"):
        bad.append("meta live differs from the live facts")
    for scope, n, lo, hi in db.execute(
            "SELECT scope, count(*), min(seq), max(seq) FROM memories WHERE kind = 'episodic' "
            "AND superseded_by IS NULL GROUP BY scope"):
        if lo != 0 or hi != n - 1 or seg.next_seq(db, scope) != n:
            bad.append("episodic seqs of %s have gaps" % scope)
    if q("SELECT count(*) FROM memory_tags") != q(
            "SELECT coalesce(sum(length(tags) - length(replace(tags, ' ', '')) + 1), 0) "
            "FROM memories WHERE tags != ''"):
        bad.append("memory_tags differ from the tags column")
    if q("SELECT count(*) FROM touches WHERE id > ? AND ts < ?", int(seg.meta_get(db, "folded", 0)),
         folded_at - seg.COMPACT_AGE):
        bad.append("touches older than a day left unfolded")
    if q("SELECT count(*) FROM memory_tags mt JOIN memories m ON m.id = mt.memory_id WHERE "
         "mt.ts IS NOT m.ts"):
        bad.append("a tag link without its fact's time")
    if q("SELECT count(*) FROM memory_tags mt LEFT JOIN tags t ON t.tag = mt.tag "
         "WHERE t.tag IS NULL"):
        bad.append("a tag missing from the vocabulary")
    if q("SELECT count(*) FROM tags WHERE squash IS NULL OR squash = ''"):
        bad.append("a tag without its squash")
    if q("SELECT count(*) FROM memories_fts") != size:
        bad.append("full-text rows")
    if q("SELECT count(*) FROM pairs_fts") != size or seg.pairs_waiting(db):
        bad.append("word-pair rows")
    if size <= 100000:
        try:
            db.execute("INSERT INTO memories_fts(memories_fts) VALUES ('integrity-check')")
        except sqlite3.DatabaseError as e:
            bad.append("full-text index: %s" % e)
    if q("PRAGMA user_version") != seg.SCHEMA_VERSION:
        bad.append("schema version")
    return bad


# ==== The cache: one built store per (size, format, schema), copied for each run ====

def cache_root(args):
    return os.path.abspath(os.path.expanduser(args.cache or "~/.cache/segmem-bench"))


def cached_store(seg, args, size, log):
    """The directory of the built store for `size`, building it on a miss."""
    key = "v%d-schema%d-%s" % (BUILD_FORMAT, seg.SCHEMA_VERSION, schema_hash(seg))
    final = os.path.join(cache_root(args), key, str(size))
    info_path = os.path.join(final, "build.json")
    if os.path.exists(info_path):
        with open(info_path) as f:
            return final, json.load(f)
    log("building the %s store (cached for next time in %s)" % (human(size), final))
    tmp = final + ".building-%d" % os.getpid()
    shutil.rmtree(tmp, ignore_errors=True)
    os.makedirs(tmp)
    info = build_store(seg, tmp, size, log)
    with open(os.path.join(tmp, "build.json"), "w") as f:
        json.dump(info, f)
    shutil.rmtree(final, ignore_errors=True)
    os.rename(tmp, final)
    return final, info


def schema_hash(seg):
    """The schema scripts' digest: an index redefined under the same user_version is a
    different store, and a cached one would time the old plan."""
    import hashlib
    text = "\n".join("%s:%s" % kv for kv in sorted(seg.MIGRATIONS.items()))
    return hashlib.sha256(text.encode("utf-8")).hexdigest()[:10]


def snapshot(path, root):
    """A frozen copy of the segmem file, so one run times one version even while the file
    is being edited. Returns (copy, digest)."""
    import hashlib
    with open(path, "rb") as f:
        data = f.read()
    digest = hashlib.sha256(data).hexdigest()[:12]
    copy = os.path.join(root, "segmem-%s" % digest)
    if not os.path.exists(copy):
        with open(copy + ".tmp", "wb") as f:
            f.write(data)
        os.chmod(copy + ".tmp", 0o755)
        os.replace(copy + ".tmp", copy)
    return copy, digest


def work_copy(src_dir, parent):
    """A scratch store the timed commands may write to."""
    d = tempfile.mkdtemp(prefix="work-", dir=parent)
    shutil.copyfile(os.path.join(src_dir, "segmem.db"), os.path.join(d, "segmem.db"))
    return d


def cached_org_repo(args, log):
    """A knowledge repo of `args.org` one-fact files (a tenth of them candidates), committed
    with git, built once per size and format. Its facts share the store's tag vocabulary
    and some name what the benchmark prompt names, so the org search finds hits."""
    final = os.path.join(cache_root(args), "org-v%d-%d" % (ORG_FORMAT, args.org))
    if os.path.isdir(os.path.join(final, ".git")):
        return final
    log("building the %d-file knowledge repo (cached in %s)" % (args.org, final))
    tmp = final + ".building-%d" % os.getpid()
    shutil.rmtree(tmp, ignore_errors=True)
    rng = random.Random(7)
    voc = Vocabulary(rng, 10000)
    prompt_words = ["retry_backoff", "postgres", "billing", "deploy-queue", "migrations"]
    for sub in ("facts", "candidates"):
        os.makedirs(os.path.join(tmp, sub))
    for n in range(args.org):
        tags = voc.draw_tags(rng, rng.choice((1, 2, 3)), None)
        text = fact_text(rng, voc, "procedural", tags, n)
        if n % 50 == 0:
            text = "%s: %s" % (prompt_words[n // 50 % len(prompt_words)], text)
        sub = "candidates" if n % 10 == 9 else "facts"
        with open(os.path.join(tmp, sub, "org-%05d.md" % n), "w") as f:
            f.write("---\nkind: procedural\nscope: org\nentities: %s\nwitnesses: proj%02d "
                    "2026-01-01\n---\n%s\n" % (",".join(tags), n % PROJECTS, text[:270]))
    env = dict(os.environ, GIT_AUTHOR_NAME="bench", GIT_AUTHOR_EMAIL="bench@localhost",
               GIT_COMMITTER_NAME="bench", GIT_COMMITTER_EMAIL="bench@localhost")
    for argv in (["init", "-q"], ["add", "."], ["commit", "-qm", "knowledge"]):
        subprocess.run(["git", "-C", tmp] + argv, check=True, env=env, stdout=subprocess.DEVNULL)
    shutil.rmtree(final, ignore_errors=True)
    os.rename(tmp, final)
    return final


def human(n):
    for unit, div in (("M", 1000000), ("k", 1000)):
        if n >= div and n % div == 0:
            return "%d%s" % (n // div, unit)
    return str(n)


# ==== Timing processes: median of runs, floor in the same rounds, peak RSS ====

# Peak RSS comes from wait4() in a small spawner process, not in this one: Linux carries
# the parent's high-water mark into a vforked or forked child's ru_maxrss, and this process
# holds a loaded segmem and a store, so every command would read as big as the bench.
SPAWNER = r"""
import json, os, signal, sys, time
for line in sys.stdin:
    job = json.loads(line)
    os.chdir(job["cwd"])
    acts = [(os.POSIX_SPAWN_OPEN, 0, job["stdin"], os.O_RDONLY, 0),
            (os.POSIX_SPAWN_OPEN, 1, job["out"], os.O_WRONLY | os.O_CREAT | os.O_TRUNC, 384),
            (os.POSIX_SPAWN_DUP2, 1, 2)]
    t0 = time.perf_counter()
    pid = os.posix_spawn(job["argv"][0], job["argv"], job["env"], file_actions=acts)
    signal.signal(signal.SIGALRM, lambda *a: os.kill(pid, signal.SIGKILL))
    signal.setitimer(signal.ITIMER_REAL, job["timeout"])
    _, status, usage = os.wait4(pid, 0)
    dt = time.perf_counter() - t0
    signal.setitimer(signal.ITIMER_REAL, 0)
    code = os.WEXITSTATUS(status) if os.WIFEXITED(status) else -os.WTERMSIG(status)
    sys.stdout.write(json.dumps([dt, code, usage.ru_maxrss]) + "\n")
    sys.stdout.flush()
"""


class Spawner(object):
    """Runs one process at a time to the end: (seconds, exit code, peak RSS MiB, output)."""

    def __init__(self, scratch):
        self.out = os.path.join(scratch, "output.txt")
        self.proc = subprocess.Popen([sys.executable, "-S", "-E", "-c", SPAWNER],
                                     stdin=subprocess.PIPE, stdout=subprocess.PIPE,
                                     universal_newlines=True, bufsize=1)

    def run(self, argv, stdin_path, env, cwd, timeout):
        job = {"argv": argv, "stdin": stdin_path or os.devnull, "out": self.out, "env": env,
               "cwd": cwd, "timeout": timeout}
        self.proc.stdin.write(json.dumps(job) + "\n")
        self.proc.stdin.flush()
        line = self.proc.stdout.readline()
        if not line:
            raise SystemExit("bench: the spawner died")
        elapsed, code, maxrss = json.loads(line)
        with open(self.out, "rb") as f:
            output = f.read().decode("utf-8", "replace")
        rss = maxrss / (1024.0 * 1024.0 if sys.platform == "darwin" else 1024.0)
        return elapsed, code, rss, output

    def close(self):
        self.proc.stdin.close()
        self.proc.wait()


class Command(object):
    """One timed command: a label, its argv (or `fresh()` making a new one per run), and
    the file its stdin reads (or `fresh_stdin()` writing a new one per run)."""

    def __init__(self, label, argv, stdin=None, fresh=None, fresh_stdin=None, env=None):
        self.label, self.argv, self.stdin, self.fresh = label, argv, stdin, fresh
        self.fresh_stdin, self.env = fresh_stdin, env or {}
        self.times, self.rss, self.failures, self.output = [], [], [], ""


def hook_lines(path=PLUGIN_HOOKS):
    """The plugin's command hooks as (event, words after the file), in hooks.json's order:
    the bench times these, so it times what the harness runs."""
    import shlex
    with open(path, encoding="utf-8") as f:
        hooks = json.load(f)["hooks"]
    lines = []
    for event, groups in hooks.items():
        for group in groups:
            for hook in group["hooks"]:
                words = shlex.split(hook["command"])
                if words[0] != PLUGIN_FILE:
                    raise SystemExit("bench: %s runs %s, not the segmem file" % (event, words[0]))
                lines.append((event, words[1:]))
    return lines


def peer_exe(peer):
    """memware's executable from --peer: a venv (or prefix) directory, or the file itself."""
    if peer and os.path.isdir(peer):
        peer = os.path.join(peer, "bin", "memware")
    return peer if peer and os.access(peer, os.X_OK) else None


def commands(args, fixtures):
    """The floor, the plugin's hook lines, the agent's commands, and the peer's prompt hook.
    Every segmem command runs the file by its path: its first line picks the interpreter,
    the python3 first on PATH, which the bench points at --python."""
    py, seg = args.python, args.segmem
    n = [0]

    def note_args(kind, exe=seg):
        def fresh():
            n[0] += 1
            text = "bench %s note %d at %d: chose %s over polling for the %s queue" % (
                kind, n[0], time.time() * 1e6, "webhooks" if n[0] % 2 else "retries",
                "billing")
            return [exe, "note", kind, text, "--entities=billing,queue"]
        return fresh

    cmds = [Command("floor", [py, "-c", FLOOR_CODE]),
            Command("floor -S", [py, "-S", "-c", FLOOR_CODE])]
    for event, words in hook_lines():
        label = HOOK_LABELS.get((event, words[0]), "%s %s" % (event, words[0]))
        if label == "wake":   # a new session each run: the wake a session start prints
            cmds.append(Command(label, [seg] + words, fresh_stdin=fixtures["new_start"]))
            cmds.append(Command("wake, claimed", [seg] + words, fixtures["start"]))
        else:
            cmds.append(Command(label, [seg] + words, fixtures[HOOK_STDIN[event]]))
        if label == "hook":   # the same prompt hook, with a knowledge repo to search too
            cmds.append(Command("hook +org", [seg] + words, fixtures["prompt"],
                                env={"SEGMEM_ORG_DIR": fixtures["org"]}))
    cmds += [Command("note", None, fresh=note_args("episodic")),
             Command("note proc", None, fresh=note_args("procedural")),
             Command("recall", [seg, "recall", RECALL_WORD])]
    for name in getattr(args, "launch", ()):   # the same commands in another environment
        exe = args.read_only if name == "ro" else args.dont_write
        env = {"PYTHONDONTWRITEBYTECODE": "1"} if name == "dwb" else {}
        for c in [c for c in cmds if c.label in LAUNCH_TIMED]:
            cmds.append(Command("%s, %s" % (c.label, name), c.argv and [exe] + c.argv[1:],
                                c.stdin, note_args("episodic", exe) if c.fresh else None,
                                c.fresh_stdin, dict(c.env, **env)))
    peer = peer_exe(getattr(args, "peer", None))
    if peer:
        cmds.append(Command("memware hook", [peer] + list(PEER_HOOK), fixtures["prompt"]))
    return cmds


def fixtures_for(work, cwd, org):
    """The stdin files: Claude Code's UserPromptSubmit, PreToolUse and SessionStart JSON;
    and the knowledge repo `hook +org` reads."""
    base = {"session_id": SESSION, "transcript_path": os.path.join(work, "transcript.jsonl"),
            "cwd": cwd}
    events = {
        "prompt": dict(base, hook_event_name="UserPromptSubmit", prompt=PROMPT),
        "tool": dict(base, hook_event_name="PreToolUse", tool_name="Bash",
                     tool_input={"command": TOOL_COMMAND, "description": "status"},
                     tool_use_id="toolu_bench"),
        "start": dict(base, hook_event_name="SessionStart", source="startup"),
    }
    out = {}
    for name, event in events.items():
        out[name] = os.path.join(work, name + ".json")
        with open(out[name], "w") as f:
            json.dump(event, f)
    starts = [0]

    def new_start():
        starts[0] += 1
        path = os.path.join(work, "start-new.json")
        with open(path, "w") as f:
            json.dump(dict(events["start"], session_id="bench-start-%d-%d" % (
                os.getpid(), starts[0])), f)
        return path
    out["new_start"] = new_start
    out["org"] = org
    return out


def claimed_by_the_other_path(store):
    """The session's wake is already served by the function hook: the row claim() writes
    when `wake --once --served=function` wins, so the timed `wake --once` only loses."""
    db = sqlite3.connect(os.path.join(store, "segmem.db"))
    with db:
        db.execute("INSERT OR IGNORE INTO claims(session, command, source, served, ts) "
                   "VALUES (?, 'wake', 'startup', 'function', ?)", (SESSION, time.time()))
    db.close()


CACHE_OFF = ("PYTHONDONTWRITEBYTECODE", "PYTHONPYCACHEPREFIX")   # a user's shell rarely sets these
LAUNCH_ENVS = ("dwb", "ro")   # --launch: PYTHONDONTWRITEBYTECODE=1; a directory it cannot write
LAUNCH_TIMED = ("wake", "hook", "hook --tool", "note", "recall")


def own_copy(path, work, name):
    """A copy of the segmem file in a directory of its own, whose bytecode cache no run in
    another environment has written."""
    d = os.path.join(work, name)
    os.makedirs(d)
    shutil.copy2(path, os.path.join(d, "segmem"))
    return os.path.join(d, "segmem")


def read_only_copy(path, work):
    """A copy of the segmem file in a directory this process cannot write: immutable (chattr
    +i) for root, whom permissions do not bind; else without write permission."""
    copy = own_copy(path, work, "read-only")
    if os.geteuid() == 0:
        subprocess.run(["chattr", "+i", os.path.dirname(copy)], check=True)
    else:
        os.chmod(os.path.dirname(copy), 0o555)
    return copy


def release_read_only(path):
    d = os.path.dirname(path)
    if os.geteuid() == 0:
        subprocess.run(["chattr", "-i", d])
    os.chmod(d, 0o755)


def child_env(store, python=None, work=None):
    """A hook's environment: the store, the bench project, and `python` as the python3
    first on PATH (a symlink in `work`), so the file's first line finds the interpreter
    the floor runs. A bytecode cache switched off here is switched back on: the timings
    are a user's, whose shell does not set it."""
    env = {k: v for k, v in os.environ.items()
           if not k.startswith(("SEGMEM_", "CLAUDE", "MEMWARE_")) and k not in CACHE_OFF}
    env["SEGMEM_DIR"] = store
    env["SEGMEM_PROJECT"] = scope_of(BENCH_PROJECT)
    if work:   # the launch's private bytecode cache, where it cannot write beside the file
        env["XDG_CACHE_HOME"] = os.path.join(work, "cache")
    if python and work:
        bindir = os.path.join(work, "bin")
        os.makedirs(bindir, exist_ok=True)
        os.symlink(python, os.path.join(bindir, "python3"))
        env["PATH"] = bindir + os.pathsep + env.get("PATH", "")
    return env


def peer_store(exe, work, env):
    """A memware store holding beliefs on the subjects the bench prompt names, so its
    prompt hook has something to find; the variables that point memware at it."""
    peer = {"MEMWARE_DB": os.path.join(work, "memware.db"),
            "MEMWARE_HOME": os.path.join(work, "memware-home")}
    e = dict(env, **peer)
    tsv = "".join("\t".join(b) + "\n" for b in PEER_BELIEFS)
    for argv, stdin in (([exe, "init"], None), ([exe, "assert", "-"], tsv)):
        subprocess.run(argv, input=stdin, env=e, stdout=subprocess.DEVNULL,
                       stderr=subprocess.DEVNULL, universal_newlines=True, check=True)
    return peer


def store_setup(args, store_src, root):
    """One store's set-up in `root`: a copy of it, the checkout the hooks run in, the stdin
    files, the environment and the commands."""
    os.makedirs(root)
    store = work_copy(store_src, root)
    cwd = os.path.join(root, "src", "proj%02d" % BENCH_PROJECT)
    os.makedirs(os.path.join(cwd, ".git"))     # the project checkout the hooks run in
    for i in range(ANCHORED):   # the files the anchored facts name, as they were anchored
        path, data = anchor_file(i)
        os.makedirs(os.path.dirname(os.path.join(cwd, path)), exist_ok=True)
        with open(os.path.join(cwd, path), "wb") as f:
            f.write(data)
        os.utime(os.path.join(cwd, path), ns=(ANCHOR_MTIME_NS, ANCHOR_MTIME_NS))
    fixtures = fixtures_for(root, cwd, cached_org_repo(args, lambda msg: None))
    env = child_env(store, args.python, root)
    cmds = commands(args, fixtures)
    if any(c.label == "memware hook" for c in cmds):
        env.update(peer_store(peer_exe(args.peer), root, env))
    # The session is already claimed by the other path: wake --once must print nothing.
    claimed_by_the_other_path(store)
    return {"cmds": cmds, "env": env, "cwd": cwd, "db": os.path.join(store, "segmem.db")}


def time_stores(args, stores, log):
    """All commands on every store ({key: store directory}, in order: the sizes, or the
    --aged stores): warm-up rounds, then `runs` rounds in which the stores take turns
    command by command, so a machine's drift falls on every store alike and a ratio between
    them (hook at 1M against hook at 1k) comes from the same moments. Returns
    {key: [Command]}."""
    work = tempfile.mkdtemp(prefix="segmem-bench-", dir=cache_root(args))
    args.read_only = read_only_copy(args.segmem, work) if "ro" in args.launch else None
    args.dont_write = own_copy(args.segmem, work, "dont-write")
    try:
        cached_org_repo(args, log)
        setups = dict((key, store_setup(args, src, os.path.join(work, "store%d" % i)))
                      for i, (key, src) in enumerate(stores.items()))
        first = next(iter(setups))
        spawner = Spawner(work)
        runs = dict(((key, c.label), args.runs) for key in setups for c in setups[key]["cmds"])
        for rnd in range(args.warmup + args.runs):
            for i in range(len(setups[first]["cmds"])):
                for key in setups:
                    setup = setups[key]
                    c = setup["cmds"][i]
                    if rnd >= args.warmup + runs[key, c.label]:
                        continue
                    argv = c.fresh() if c.fresh else c.argv
                    stdin = c.fresh_stdin() if c.fresh_stdin else c.stdin
                    dt, code, rss, output = spawner.run(argv, stdin, dict(setup["env"], **c.env),
                                                        setup["cwd"], args.timeout)
                    if code != 0:
                        c.failures.append("exit %d: %s" % (code, output.strip()[-300:]))
                    if code == -9:
                        c.failures[-1] = "killed after %.0f s (--timeout)" % args.timeout
                        runs[key, c.label] = 0
                        continue
                    if rnd < args.warmup:
                        c.output = output
                        if c.label == "wake, claimed" and output.strip():
                            c.failures.append("printed a wake on a session the other path owns")
                        # A slow command gets fewer runs, not a stalled bench; one that takes
                        # a minute has nothing left to warm, so its warm-up is its sample.
                        if dt > args.slow:
                            runs[key, c.label] = min(runs[key, c.label], 3)
                        if dt > 60 and rnd == args.warmup - 1:
                            runs[key, c.label] = 0
                        else:
                            continue
                    c.times.append(dt * 1000.0)
                    c.rss.append(rss)
            log("  round %d of %d" % (rnd + 1, args.warmup + args.runs))
        spawner.close()
        log("  timed %s interleaved: %d rounds" % (", ".join(
            human(s) if isinstance(s, int) else s for s in setups), args.runs))
        return dict((key, setups[key]["cmds"]) for key in setups)
    finally:
        if args.read_only:
            release_read_only(args.read_only)
        if not args.keep:
            shutil.rmtree(work, ignore_errors=True)


# ==== In-process figures: the cover, bytes per memory, compile cost, profiles ====

def median_call(fn, calls):
    out = []
    for _ in range(calls):
        t = time.perf_counter()
        fn()
        out.append((time.perf_counter() - t) * 1000.0)
    return statistics.median(out)


def cover_ms(seg, total=1000000, budget=16, calls=2001):
    seg.cover(total, budget)
    return median_call(lambda: seg.cover(total, budget), calls)


def compile_ms(path):
    with open(path, encoding="utf-8") as f:
        src = f.read()
    return median_call(lambda: compile(src, path, "exec"), 15)


def store_bytes(db_path):
    db = sqlite3.connect(db_path)
    try:
        n, live = db.execute("SELECT count(*), count(*) - count(superseded_by) FROM "
                             "memories").fetchone()
        tables = []
        try:
            tables = db.execute(
                "SELECT CASE WHEN m.type = 'index' THEN m.tbl_name || ' (indexes)' "
                "WHEN d.name LIKE 'memories_fts_%' THEN 'memories_fts' ELSE d.name END AS t, "
                "sum(d.pgsize) FROM dbstat d LEFT JOIN sqlite_master m ON m.name = d.name "
                "GROUP BY t ORDER BY 2 DESC").fetchall()
        except sqlite3.DatabaseError:
            pass
        counts = {t: db.execute("SELECT count(*) FROM %s" % t).fetchone()[0]
                  for t in ("summaries", "touches", "memory_tags", "tags")}
    finally:
        db.close()
    return os.path.getsize(db_path), n, live, tables, counts


class QueryProfile(object):
    """A stand-in connection that times every statement segmem runs through it, by SQL
    text, so a slow function can be read as its queries."""

    def __init__(self, db):
        self.db, self.stats = db, {}

    def execute(self, sql, params=()):
        t = time.perf_counter()
        cur = self.db.execute(sql, params)
        rows = cur.fetchall()
        self._count(sql, t)
        return Rows(rows, cur)

    def executemany(self, sql, seq):
        t = time.perf_counter()
        cur = self.db.executemany(sql, seq)
        self._count(sql, t)
        return cur

    def cursor(self):   # segmem's named() reads through a cursor of its own row factory
        return ProfiledCursor(self)

    @property
    def in_transaction(self):   # wake reads in one transaction of its own
        return self.db.in_transaction

    def _count(self, sql, t):
        key = re.sub(r"\?(, \?)+", "?...", " ".join(sql.split()))
        n, total = self.stats.get(key, (0, 0.0))
        self.stats[key] = (n + 1, total + time.perf_counter() - t)

    def top(self, k=6):
        return sorted(self.stats.items(), key=lambda kv: -kv[1][1])[:k]


class ProfiledCursor(object):
    """A cursor of a QueryProfile: its statements are timed with the connection's."""
    row_factory = None

    def __init__(self, profile):
        self.profile = profile

    def execute(self, sql, params=()):
        t = time.perf_counter()
        cur = self.profile.db.cursor()
        cur.row_factory = self.row_factory
        rows = cur.execute(sql, params).fetchall()
        self.profile._count(sql, t)
        return Rows(rows, cur)


class Rows(list):
    def __init__(self, rows, cur):
        list.__init__(self, rows)
        self.rowcount, self.lastrowid = cur.rowcount, cur.lastrowid

    def fetchone(self):
        return self[0] if self else None

    def fetchall(self):
        return list(self)


def profile_size(args, seg, store_src, size, log):
    """In-process medians of the hot path's domain functions, and the queries behind them."""
    work = tempfile.mkdtemp(prefix="segmem-prof-", dir=cache_root(args))
    os.environ[seg.ENV_DIR] = work_copy(store_src, work)
    os.environ[seg.ENV_QUIET] = ""
    project = scope_of(BENCH_PROJECT)
    try:
        db = seg.connect(create=False)
        progs = seg.programs_in(TOOL_COMMAND)
        parts = [
            ("connect", lambda d: seg.connect(create=False).close()),
            ("prompt_recall", lambda d: seg.prompt_recall(d, PROMPT, project)),
            ("upkeep_due", lambda d: seg.upkeep_due(d, project, "profile-%f" % time.time())),
            ("due_list", lambda d: seg.due_list(d, project)),
            ("nap_ask", lambda d: seg.nap_ask(d, project)),
            ("wake_text", lambda d: seg.wake_text(d, project)),
            ("tool_facts", lambda d: seg.tool_facts(d, project, progs)),
            ("recall", lambda d: seg.recall(d, RECALL_WORD)),
        ]
        print("\nin-process at %s (median of %d calls; the queries that cost most):"
              % (human(size), args.profile_calls))
        for name, fn in parts:
            qp = QueryProfile(db)
            t = time.perf_counter()
            fn(qp)
            ms = (time.perf_counter() - t) * 1000.0
            if ms < 1000:     # the median of several calls, unless one call takes seconds
                ms = median_call(lambda: fn(db), args.profile_calls)
            print("  %-14s %9.2f ms" % (name, ms))
            for sql, (n, secs) in qp.top(3):
                if secs * 1000 >= 0.05:
                    print("      %8.2f ms %6dx  %s" % (secs * 1000, n, sql[:110]))
        db.close()
    finally:
        shutil.rmtree(work, ignore_errors=True)


# ==== Retrieval: a realistic store, prompts by category, what the prompt hook serves ====
#
# Three projects and global memory as a team would have written them: standing facts,
# superseded ones, people, and a history of routine work around them (a subject common in
# its project, like Django in the API, is mentioned by many facts). Each prompt lists the
# facts a careful colleague would bring (`expect`) and those that are fine to bring too
# (`ok`); anything else served counts against precision. Categories:
#   identifier  the prompt names its subject as written: `code`, a path, snake_case, #123
#   natural     plain words: a multi-word tag as separate words, a tag that is also a
#               common word, a plural, a subject whose fact was superseded
#   paraphrase  the subject in other words (reported only: no stdlib method solves these)
#   nothing     prompts that should recall nothing
#   trap        a subject stored in another project too: only this project's fact
# Measures per category: precision and recall over facts, bleed (another project's fact
# served), stale (a superseded fact served), and the share of prompts serving a fact
# outside expect/ok (for `nothing`: any injection at all).

RETRIEVAL_PROJECTS = {"shop": "/home/dev/src/shop", "api": "/home/dev/src/api",
                      "infra": "/home/dev/src/infra", None: "global"}

# (key, project or None for global, kind, text, tags, key of the fact it supersedes)
RETRIEVAL_FACTS = [
    ("S11", "shop", "procedural", "install with yarn; the workspaces are listed in package.json", "package-manager,yarn", None),
    ("S1", "shop", "procedural", "use pnpm, never npm or yarn: the lockfile is pnpm-lock.yaml and CI runs pnpm install --frozen-lockfile", "package-manager,pnpm", "S11"),
    ("S2", "shop", "procedural", "payment_gateway wraps Stripe and retries a failed charge 3 times with the order id as idempotency key", "payment_gateway,stripe", None),
    ("S3", "shop", "procedural", "flags live in LaunchDarkly; read them through lib/flags.ts, never the SDK directly", "feature_flag,launchdarkly", None),
    ("S4", "shop", "procedural", "run the tests with pnpm test -- --runInBand; parallel jest workers exhaust the CI runner", "tests,jest", None),
    ("S5", "shop", "procedural", "checkout_flow.ts computes tax on the server, never in the browser", "checkout", None),
    ("S6", "shop", "procedural", "search_index is rebuilt nightly by the reindex cron; a manual rebuild takes 40 minutes and hammers the products API", "search_index,algolia", None),
    ("S7", "shop", "procedural", "pictures go through next/image with the Cloudinary loader; a raw img tag fails the lint", "images,cloudinary", None),
    ("S8", "shop", "episodic", "fixed #412: duplicate deliveries from Stripe are dropped by event id in webhooks/stripe.ts", "webhooks", None),
    ("S9", "shop", "episodic", "chose SQS over Kafka for order events: there is no ops team to run Kafka", "queue,sqs", None),
    ("S10", "shop", "episodic", "cart totals were off by a cent: rounding now happens once, in lib/money.ts", "cart,money", None),
    ("S12", "shop", "procedural", "storybook runs on port 6006 with pnpm storybook", "storybook", None),
    ("S14", "shop", "procedural", "local settings go in .env.local, production ones in the Vercel project settings; never commit a .env file", "env,vercel", None),
    ("S15", "shop", "procedural", "the catalog is owned by the PIM and arrives by webhook: never edit products in the admin", "catalog,pim", None),
    ("S16", "shop", "episodic", "Lighthouse score fell to 61 after the chat widget landed; it is lazy-loaded now", "performance,chat-widget", None),
    ("S17", "shop", "procedural", "end-to-end tests use Playwright against the preview deploy: pnpm e2e", "e2e,playwright", None),
    ("S18", "shop", "procedural", "`useSession` returns null until the auth redirect completes; gate pages with requireAuth from lib/auth.ts", "useSession,auth", None),
    ("S19", "shop", "episodic", "order emails moved from SendGrid to Postmark; the templates live in emails/templates/", "email,postmark", None),
    ("S20", "shop", "procedural", "translations live in locales/; add a key to locales/en.json first, the other languages fall back to it", "i18n,translations", None),
    ("A8", "api", "procedural", "install dependencies with pipenv install --dev", "pipenv,deps", None),
    ("A9", "api", "procedural", "uses poetry: poetry install, and poetry add for a new dependency", "poetry,deps", "A8"),
    ("A1", "api", "procedural", "the Django admin is read-only in prod: merchants are edited in the support console", "django,admin,merchants", None),
    ("A2", "api", "procedural", "Django settings are split per environment under config/settings/; DJANGO_SETTINGS_MODULE picks one", "django,settings", None),
    ("A3", "api", "procedural", "Django migrations run in the release phase with manage.py migrate, never by hand", "django,migrations", None),
    ("A4", "api", "procedural", "DRF serializers carry money as integer cents, never floats", "drf,money", None),
    ("A5", "api", "procedural", "celery workers use Redis as the broker; the beat schedule is in api/celery.py", "celery,redis", None),
    ("A6", "api", "procedural", "postgres pool size is 20 behind pgbouncer in transaction mode: no server-side cursors", "postgres,pgbouncer", None),
    ("A7", "api", "episodic", "outage: postgres connections exhausted by sessions leaked in the export task", "postgres,outage", None),
    ("A10", "api", "procedural", "auth tokens are JWT signed with RS256; rotate the keys with make rotate-keys", "auth,jwt", None),
    ("A11", "api", "procedural", "100 requests per minute per API key, enforced in middleware/throttle.py", "rate-limit,throttle", None),
    ("A12", "api", "procedural", "run the tests with pytest -n auto; they need the local postgres from docker compose up db", "tests,pytest", None),
    ("A13", "api", "episodic", "moved the webhook signature check into middleware after the replay incident", "webhooks,security", None),
    ("A14", "api", "procedural", "flag checks go through django-waffle; a new flag is created in a data migration", "feature_flag,waffle", None),
    ("A15", "api", "procedural", "sentry samples 10% of transactions in prod; raise it only during an incident", "sentry,monitoring", None),
    ("A17", "api", "procedural", "search_index is Elasticsearch 7 fed by a post_save signal; rebuild with manage.py search_index --rebuild", "search_index,elasticsearch", None),
    ("A18", "api", "episodic", "Django upgraded to 4.2; USE_TZ warnings are expected until the data migration lands", "django,upgrade", None),
    ("A19", "api", "procedural", "the orders app is api/orders/views.py, serializers.py and urls.py; permissions are checked in api/orders/permissions.py", "orders", None),
    ("A20", "api", "procedural", "refunds over 500 EUR need a second approval in the support console", "refunds", None),
    ("I8", "infra", "procedural", "logs ship to Papertrail through remote_syslog", "logging,papertrail", None),
    ("I9", "infra", "procedural", "logs ship to Loki through promtail; query them in Grafana", "logging,loki", "I8"),
    ("I1", "infra", "procedural", "cert-manager issues the TLS certificates from Let's Encrypt by DNS01 on Route 53; renewals fail when the IAM role loses route53 access", "cert-manager,tls", None),
    ("I2", "infra", "procedural", "terraform runs only in CI through Atlantis: never terraform apply from a laptop", "terraform,atlantis", None),
    ("I3", "infra", "procedural", "the cluster autoscaler caps the pool at 12 nodes; raise max_size in node_pools.tf", "autoscaler,k8s", None),
    ("I4", "infra", "procedural", "secrets come from AWS Secrets Manager through external-secrets; never kubectl create secret", "secrets,external-secrets", None),
    ("I5", "infra", "procedural", "deploys go through Argo CD: sync the app, never kubectl apply", "deploy,argocd", None),
    ("I6", "infra", "episodic", "the ingress-nginx upgrade cut websocket connections at 60s; proxy-read-timeout is 3600 now", "ingress-nginx,websockets", None),
    ("I7", "infra", "procedural", "Helm charts live in charts/; bump the chart version with every values change", "helm,charts", None),
    ("I10", "infra", "procedural", "the staging cluster sleeps from 20:00 to 07:00 UTC; wake it with make staging-up", "staging", None),
    ("I11", "infra", "procedural", "postgres runs on RDS with a 7 day backup window; restore drills are quarterly", "postgres,rds,backups", None),
    ("I12", "infra", "episodic", "#88 done: the node pools run on arm64 and the image builder makes multi-arch images", "arm64", None),
    ("I13", "infra", "procedural", "the ops scripts use uv: uv sync before running anything in scripts/", "package-manager,uv", None),
    ("I14", "infra", "procedural", "every API deployment has a pod-disruption-budget of two replicas, so a node drain waits for them", "pod-disruption-budget,k8s", None),
    ("I15", "infra", "procedural", "container images are built in GitHub Actions and pushed to ECR, tagged with the git sha", "images,ecr", None),
    ("I16", "infra", "episodic", "the image builder ran out of disk on the runners; builds prune the docker cache first now", "build,docker", None),
    ("G1", None, "identity", "prefers rebase over merge; keep history linear", "git", None),
    ("G2", None, "people", "Alice owns deploys across all projects; ask her before touching infra", "Alice", None),
    ("G3", None, "people", "Bob is the DBA for the postgres clusters", "Bob,postgres", None),
    ("G4", None, "procedural", "prefers pnpm for new JavaScript repos", "pnpm", None),
    ("G5", None, "identity", "commit messages in the imperative, first line under 72 characters", "commits", None),
    ("G7", None, "people", "Priya owns the design system and its tokens", "Priya,design-system", None),
    ("G8", None, "procedural", "code review needs one approval, and the author merges", "code-review", None),
    ("G9", None, "identity", "editor is VS Code", "editor", None),
    ("G10", None, "identity", "editor is Neovim, set up from the dotfiles repo", "editor", "G9"),
    ("G11", None, "people", "Marco runs the on-call rotation and the incident reviews", "Marco,on-call", None),
    ("G12", None, "people", "Dana is the product manager for checkout and signs off on its changes", "Dana,checkout", None),
]

# Routine history around the facts above: (project, text, tags). Never expected.
RETRIEVAL_HISTORY = {
    "shop": [
        ("bumped next to 14.2 and fixed the image domains warning", "next"),
        ("renamed the ProductCard props to match the design tokens", "design-system"),
        ("added tests for the coupon edge cases in the cart", "cart,tests"),
        ("the preview deploy was red for an hour: a flaky e2e login test, retried green", "e2e"),
        ("pnpm update for the security advisories, no breaking changes", "pnpm"),
        ("moved the header to a server component", ""),
        ("stripe API version pinned to 2023-10-16 in the dashboard", "stripe"),
        ("wrote the migration guide for the old checkout page", "checkout"),
        ("the products API returned 502s during the sale; the CDN cache saved us", "outage"),
        ("refactored the account page into three components", ""),
        ("jest snapshots updated after the typography change", "jest"),
        ("the order confirmation email now lists the delivery window", "email"),
        ("typescript strict mode enabled for lib/", "typescript"),
        ("vercel build cache cleared after a stale font bug", "vercel"),
        ("lint rules for hooks turned on across the repo", "lint"),
    ],
    "api": [
        ("bumped Django to 4.1.7 for the security release", "django"),
        ("Django debug toolbar enabled in dev settings only", "django"),
        ("added tests for the refund endpoint", "tests,refunds"),
        ("merchants export now streams CSV instead of building it in memory", "merchants"),
        ("fixed flaky tests in the orders app: a timezone-naive fixture", "tests"),
        ("Django signals for the audit log moved into apps.py", "django,audit"),
        ("the Django REST framework browsable API is off in prod", "django,drf"),
        ("new endpoint for merchant payouts, behind a flag", "merchants,payouts"),
        ("redis memory alarm at 80%: raised maxmemory on the cache instance", "redis"),
        ("Django query count in the order list cut from 120 to 9 with select_related", "django,performance"),
        ("celery retry policy for emails set to 5 attempts", "celery,email"),
        ("a Django management command to backfill merchant slugs", "django,merchants"),
        ("upgraded psycopg to 3 in the API", "postgres"),
        ("Django admin got a search box on the orders page", "django,admin"),
        ("docs for the public API regenerated from the OpenAPI schema", "docs"),
        ("the Django test runner replaced by pytest-django", "django,pytest"),
        ("merchant onboarding emails moved to the new template", "merchants,email"),
        ("Django ORM: order totals computed with a Sum annotation", "django"),
    ],
    "infra": [
        ("grafana dashboards exported to the dashboards/ folder", "grafana"),
        ("k8s upgraded to 1.28 on staging, prod next week", "k8s,staging"),
        ("terraform state moved to the new S3 bucket with locking", "terraform"),
        ("added an alert on pod restarts above 5 an hour", "monitoring"),
        ("the VPN certificate rotated for the office", "vpn"),
        ("removed the unused redis cluster from the old platform", "redis"),
        ("node_exporter scraped by the new prometheus", "monitoring"),
        ("the CI runners moved to spot instances", "ci"),
        ("cost report: the NAT gateway is a third of the bill", "costs"),
        ("kubectl contexts renamed to prod and staging", "k8s"),
        ("helm diff plugin added to the CI image", "helm"),
        ("DNS records for the status page moved to Route 53", "dns"),
    ],
    None: [
        ("likes short answers with the command first", ""),
        ("works in UTC; standups are at 09:30", ""),
    ],
}

RETRIEVAL_ELSEWHERE = 6        # other projects whose history fills the store
RETRIEVAL_ELSEWHERE_FACTS = 40   # facts in each, made from the templates below
RETRIEVAL_ELSEWHERE_FORMS = (
    "fixed the {w} bug in the {t} module", "decided to keep {w} in {t} for now",
    "the {t} job failed overnight: {w} timeout", "renamed {w} to match the {t} naming",
    "the {t} build is slow because of {w}", "moved {w} out of the {t} package",
)
RETRIEVAL_ELSEWHERE_WORDS = ("parser", "exporter", "scheduler", "tokenizer", "cache", "renderer",
                             "uploader", "billing", "search_index", "payment_gateway", "feature_flag",
                             "django", "webhooks", "tests", "cert-manager", "logging")

# category -> [(project, prompt, expected keys, ok keys)]
RETRIEVAL_PROMPTS = {
    "identifier": [
        ("shop", "why does `checkout_flow.ts` compute tax on the server?", "S5", ""),
        ("shop", "the payment_gateway retries twice, not three times", "S2", ""),
        ("shop", "add a new flag in lib/flags.ts", "S3", ""),
        ("shop", "can you look at #412 again", "S8", ""),
        ("shop", "`pnpm storybook` won't start", "S12", "S1 G4"),
        ("shop", "search_index rebuild is slow", "S6", ""),
        ("shop", "who else uses lib/money.ts?", "S10", ""),
        ("shop", "webhooks/stripe.ts is throwing on a replay", "S8", ""),
        ("shop", "the `next/image` loader config", "S7", ""),
        ("shop", "the `.env.local` file is missing", "S14", ""),
        ("shop", "bump @playwright/test and run `pnpm e2e`", "S17", "S1 G4"),
        ("api", "edit `config/settings/` for staging", "A2", ""),
        ("api", "why does middleware/throttle.py reject requests?", "A11", ""),
        ("api", "`pipenv install` fails on the lockfile", "A9", ""),
        ("api", "the beat schedule in api/celery.py", "A5", ""),
        ("api", "run `pytest -n auto` locally", "A12", ""),
        ("api", "make rotate-keys failed with a permission error", "A10", ""),
        ("api", "the feature_flag for bulk refunds", "A14", ""),
        ("api", "`DJANGO_SETTINGS_MODULE` is wrong in the container", "A2", ""),
        ("api", "manage.py search_index --rebuild crashed", "A17", ""),
        ("api", "pgbouncer says no more connections", "A6", "A7 G3"),
        ("infra", "cert-manager is failing to renew", "I1", ""),
        ("infra", "raise max_size in node_pools.tf", "I3", ""),
        ("infra", "`make staging-up` hangs", "I10", ""),
        ("infra", "external-secrets sync error in the payments namespace", "I4", ""),
        ("infra", "ingress-nginx drops connections again", "I6", ""),
        ("infra", "status of #88?", "I12", ""),
        ("infra", "argocd shows the app out of sync", "I5", ""),
        ("infra", "`promtail` is not shipping anything", "I9", ""),
        ("api", "`git pull --rebase` or merge?", "G1", ""),
        # grown after the held-out set: paths by their directory, an exact tag in a span
        ("shop", "add a handler in webhooks/paypal.ts", "S8", ""),
        ("api", "add a CORS check to middleware/cors.py", "A11", "A13"),
        ("api", "a new filter in api/orders/filters.py", "A19", ""),
        ("infra", "the values in charts/api/values.yaml are wrong", "I7", ""),
        ("infra", "a new script in scripts/ for the backups", "I13 I11", ""),
        ("shop", "`useSession` is null on the account page", "S18", ""),
    ],
    "natural": [
        ("shop", "does the payment gateway retry failed charges?", "S2", ""),
        ("shop", "how do I run the tests?", "S4", ""),
        ("shop", "where do the feature flags live?", "S3", ""),
        ("shop", "which package manager should I use here?", "S1", "G4"),
        ("shop", "yarn install is failing", "S1", "G4"),
        ("shop", "the search index rebuild is hammering the API", "S6", ""),
        ("shop", "the images fail the lint", "S7", ""),
        ("shop", "why are there duplicate webhook deliveries?", "S8", ""),
        ("shop", "cart totals are off by a cent", "S10", ""),
        ("shop", "what port does storybook use?", "S12", ""),
        ("shop", "how do I run the e2e suite?", "S17", ""),
        ("shop", "ask Priya about the design system", "G7", ""),
        ("api", "does the Django admin let me edit merchants in prod?", "A1", ""),
        ("api", "how do I run the tests?", "A12", ""),
        ("api", "the Django migrations didn't run on deploy", "A3", ""),
        ("api", "how are feature flags created?", "A14", ""),
        ("api", "pipenv is broken on my machine", "A9", ""),
        ("api", "the celery workers are stuck", "A5", ""),
        ("api", "what's the rate limit per API key?", "A11", ""),
        ("api", "the search index is stale after a product update", "A17", ""),
        ("api", "sentry is dropping events", "A15", ""),
        ("api", "Django settings for staging", "A2", ""),
        ("api", "the webhook signature check rejects valid requests", "A13", ""),
        ("api", "the jwt expiry is too short", "A10", ""),
        ("api", "how should I word the commit?", "G5", ""),
        ("infra", "cert manager didn't renew the certificate", "I1", ""),
        ("infra", "can I run terraform apply from my laptop?", "I2", ""),
        ("infra", "the cluster autoscaler won't add nodes", "I3", ""),
        ("infra", "how do secrets get into the cluster?", "I4", ""),
        ("infra", "how do we deploy a new version?", "I5", "G2"),
        ("infra", "we still ship logs to papertrail, right?", "I9", ""),
        ("infra", "the staging cluster is asleep", "I10", ""),
        ("infra", "when is the next restore drill for the RDS backups?", "I11", ""),
        ("infra", "the helm charts need a bump", "I7", ""),
        ("infra", "websockets drop after a minute", "I6", ""),
        ("infra", "how many approvals does code review need?", "G8", ""),
        ("shop", "which editor am I using these days?", "G10", ""),
        # grown after the held-out set: several subjects, word forms, hyphenated tags
        ("shop", "ask Dana if the checkout tax change needs her sign-off", "G12 S5", ""),
        ("infra", "tell Alice the argocd deploys are stuck", "G2 I5", ""),
        ("api", "ask Bob whether we can raise the pgbouncer pool", "G3 A6", "A7"),
        ("shop", "check with Priya before we change the image lint rule", "G7 S7", ""),
        ("infra", "Marco wants the staging cluster awake for the incident review", "G11 I10", ""),
        ("api", "the jwt keys and the rate limit both need changes for the partner API", "A10 A11", ""),
        ("infra", "terraform and the helm charts disagree on the node pool size", "I2 I7", "I3"),
        ("shop", "storybook and playwright both fail after the upgrade", "S12 S17", ""),
        ("infra", "deploying the new version hangs", "I5", ""),
        ("api", "the migration didn't apply on release", "A3", ""),
        ("shop", "the payment gateway keeps retrying a declined card", "S2", ""),
        ("infra", "I need a new secret for the payments service", "I4", ""),
        ("infra", "bump the chart version for the api", "I7", ""),
        ("infra", "external secrets is not syncing", "I4", ""),
        ("infra", "ingress nginx times out the websockets", "I6", ""),
        ("api", "the rate limiting middleware blocks our load test", "A11", ""),
        ("shop", "the chat widget slowed the page down", "S16", ""),
        ("shop", "add the German translation for the cart page", "S20", "S10"),
        ("shop", "the order email still uses the old template", "S19", ""),
        ("api", "a refund of 800 EUR went through without approval", "A20", ""),
        ("infra", "the node drain is stuck on the pod disruption budget", "I14", ""),
        ("infra", "the docker builds run out of disk", "I16", ""),
        ("api", "the outages last month were all the export task", "A7", ""),
        ("api", "the serializer sends money as a float", "A4", ""),
        ("shop", "who's on call this week?", "G11", ""),
        ("api", "write the commit message for the refund fix", "G5", "A20"),
        # a second batch, written after the rules the first one led to, before running it
        ("api", "Bob thinks the postgres outage came back", "G3 A7", "A6"),
        ("infra", "ask Alice if I can bump the helm chart today", "G2 I7", ""),
        ("shop", "the webhook for Stripe fires twice", "S8", "S2"),
        ("api", "celery keeps retrying the emails", "A5", "h-api-10"),
        ("infra", "the secrets aren't syncing from AWS", "I4", ""),
        ("shop", "the feature flag lib is reading the SDK directly", "S3", ""),
        ("infra", "Marco asked for the pod disruption budgets before the drain", "G11 I14", ""),
        ("api", "the refunds approval rule for big amounts", "A20", ""),
        ("shop", "storybook ports clash with the dev server", "S12", ""),
        ("infra", "the argo cd sync is failing", "I5", ""),
    ],
    "paraphrase": [
        ("shop", "can customers be charged twice if the card processor times out?", "S2", ""),
        ("api", "how do I pull in a new python library?", "A9", ""),
        ("infra", "who do I ask before changing infrastructure?", "G2", ""),
        ("shop", "why is the homepage slow since the support chat was added?", "S16", ""),
        ("api", "can we change a seller's details directly in the backend UI?", "A1", ""),
        ("infra", "TLS expired on the public endpoint", "I1", ""),
        ("shop", "where do I put API credentials for local development?", "S14", ""),
        ("api", "too many database connections again", "A6", "A7 G3"),
        ("infra", "what's the nightly downtime schedule for the test environment?", "I10", ""),
        ("shop", "can I tweak product descriptions in the dashboard?", "S15", ""),
        ("api", "the background job queue is backed up", "A5", ""),
        ("shop", "should order events go through Kafka?", "S9", ""),
    ],
    "nothing": [
        ("shop", "thanks, that looks good", "", ""),
        ("shop", "what is the weather like", "", ""),
        ("shop", "write a haiku about autumn", "", ""),
        ("shop", "rename this variable to something clearer", "", ""),
        ("shop", "make the button blue", "", ""),
        ("shop", "explain what a closure is in JavaScript", "", ""),
        ("api", "can you summarize the last diff?", "", ""),
        ("api", "ok, continue", "", ""),
        ("api", "please fix the typo in the readme", "", ""),
        ("api", "how does binary search work?", "", ""),
        ("api", "add a docstring to this function", "", ""),
        ("api", "sort this list alphabetically", "", ""),
        ("api", "refactor this loop into a list comprehension", "", ""),
        ("infra", "looks good, ship it", "", ""),
        ("infra", "why is the sky blue?", "", ""),
        ("infra", "translate this sentence to French", "", ""),
        ("infra", "I think we're done for today", "", ""),
        ("infra", "good morning!", "", ""),
        ("infra", "what's 17 times 23?", "", ""),
        ("infra", "run it again", "", ""),
        ("shop", "undo the last change", "", ""),
        ("api", "what does this regex match?", "", ""),
        # grown after the held-out set
        ("shop", "split this function in two", "", ""),
        ("api", "explain this stack trace", "", ""),
        ("infra", "lgtm, merge it", "", ""),
        ("shop", "add a comment explaining why", "", ""),
        ("shop", "rename the file and update the imports", "", ""),
        ("api", "add type hints here", "", ""),
        ("api", "can you make this faster?", "", ""),
        ("infra", "what does this error mean?", "", ""),
    ],
    "trap": [
        ("api", "the search index needs a rebuild", "A17", ""),
        ("shop", "the search index needs a rebuild", "S6", ""),
        ("api", "where are the feature flags defined?", "A14", ""),
        ("shop", "how do I create a feature flag?", "S3", ""),
        ("infra", "which package manager do the scripts use?", "I13", ""),
        ("shop", "is this repo on the same package manager as the scripts?", "S1", "G4"),
        ("shop", "webhooks are arriving twice", "S8", ""),
        ("api", "webhooks fail the signature check", "A13", ""),
        ("infra", "postgres backups", "I11", "G3"),
        ("api", "postgres connection pool size", "A6", "A7 G3"),
        ("shop", "run the tests in CI", "S4", ""),
        ("api", "money values in the serializers", "A4", ""),
        ("shop", "does the admin let me edit products?", "S15", ""),
        ("infra", "how do I run the tests?", "", ""),
        ("shop", "rotate the jwt keys", "", ""),
        ("infra", "stripe webhook retries", "", ""),
        ("shop", "celery workers are stuck", "", ""),
        ("api", "cert-manager renewals", "", ""),
        ("api", "yarn install fails", "", ""),
        ("shop", "pipenv install fails", "", ""),
        ("shop", "the Django admin", "", ""),
        # grown after the held-out set: another project's subject named here
        ("infra", "where are the images pushed?", "I15", ""),
        ("shop", "image lint errors after the upgrade", "S7", ""),
        ("api", "money is rounded wrong in the serializers", "A4", ""),
        ("shop", "money rounding is off again", "S10", ""),
        ("shop", "how are the django migrations run?", "", ""),
        ("api", "storybook won't start", "", ""),
        ("shop", "terraform plan fails", "", ""),
        ("api", "argocd shows the app degraded", "", ""),
        ("infra", "the payment gateway retries", "", ""),
        ("shop", "the celery beat schedule", "", ""),
        ("infra", "pnpm install fails", "", "G4"),
        ("api", "where do the logs go?", "", ""),
        ("infra", "the Django settings module", "", ""),
        ("shop", "the orders app permissions", "", ""),
        ("api", "the webhooks replay again", "A13", ""),
        ("shop", "do refunds need a second approval?", "", ""),
        ("infra", "who signs off on checkout changes?", "G12", ""),
        ("api", "the search index rebuild is slow", "A17", ""),
        ("shop", "ask Bob about the postgres pool", "G3", ""),
        ("infra", "the jest workers exhaust the runner", "", ""),
        ("api", "the helm chart version", "", ""),
        ("shop", "the uv sync step", "", ""),
        ("api", "Dana wants the checkout change reviewed", "G12", "G8"),
    ],
}
RETRIEVAL_REPORTED_ONLY = ("paraphrase",)

# ---- the held-out set: written before the ranking was tuned, never used to choose a weight.
# A Go CLI (tern) and a data pipeline (etl) beside global memory, the same five categories.
# Its figures are reported beside the tuned set's: a rule that lifts one and lowers the
# other is not kept.
HELD_OUT_PROJECTS = {"tern": "/home/dev/src/tern", "etl": "/home/dev/src/etl", None: "global"}

HELD_OUT_FACTS = [
    ("T1", "tern", "procedural", "build with make build; it stamps the version through -ldflags from git describe", "build,ldflags", None),
    ("T2", "tern", "procedural", "releases are cut by goreleaser from a signed tag: git tag -s vX.Y.Z and push it; never run goreleaser locally", "release,goreleaser", None),
    ("T3", "tern", "procedural", "every CLI command is a cobra command in its own file under cmd/, registered in init()", "cobra,commands", None),
    ("T4", "tern", "procedural", "config is read by viper from ~/.config/tern/config.yaml; TERN_* environment variables override it", "config,viper", None),
    ("T5", "tern", "procedural", "run the tests with go test -race ./...; the integration tests need -tags=integration and a running docker", "tests,integration", None),
    ("T6", "tern", "procedural", "golangci-lint runs in CI with .golangci.yml; errcheck and revive are the linters that fail the build", "golangci-lint,lint", None),
    ("T7", "tern", "procedural", "errors are wrapped with fmt.Errorf and %w; compare them with errors.Is, never by their strings", "errors", None),
    ("T8", "tern", "episodic", "the Windows build broke on path separators in internal/fsutil; filepath.Join everywhere now", "windows,fsutil", None),
    ("T9", "tern", "procedural", "the HTTP client in internal/api retries 429 and 503 with exponential backoff, 5 attempts", "api-client,retries", None),
    ("T10", "tern", "episodic", "fixed #57: the progress bar corrupted output when stdout is not a terminal; it is off when piped", "progress-bar", None),
    ("T11", "tern", "procedural", "shell completions come from tern completion bash|zsh|fish; the Homebrew formula installs them", "completions,homebrew", None),
    ("T12", "tern", "procedural", "go.mod targets Go 1.22; bump it only together with the CI matrix", "go-version,ci", None),
    ("T13", "tern", "procedural", "dependencies are vendored: run go mod vendor after every change to go.mod", "vendoring,deps", None),
    ("T14", "tern", "procedural", "no more vendoring: go mod tidy after a dependency change, and commit go.sum with it", "vendoring,deps", "T13"),
    ("T15", "tern", "procedural", "golden files in testdata/ are rewritten by go test ./... -update; read the diff before committing", "golden-files,tests", None),
    ("T16", "tern", "episodic", "chose cobra over urfave/cli for nested subcommands and generated docs", "cobra", None),
    ("T17", "tern", "procedural", "the docs site is generated from the command tree by make docs into docs/cli/", "docs", None),
    ("T18", "tern", "procedural", "telemetry is opt-in through TERN_TELEMETRY=1; nothing is ever sent without it", "telemetry", None),
    ("T19", "tern", "episodic", "the plugin loader in internal/plugins was removed after the security review", "plugins,security", None),
    ("T20", "tern", "procedural", "output formats are --output table, json or yaml; the json shape is a stable interface, never change its fields", "output,json", None),
    ("P1", "etl", "procedural", "DAGs live in dags/; the Airflow scheduler picks up a new file within 5 minutes", "airflow,dags", None),
    ("P2", "etl", "procedural", "dbt models are in models/staging and models/marts; run dbt build --select state:modified+ before a PR", "dbt,models", None),
    ("P3", "etl", "procedural", "the warehouse is Snowflake; the TRANSFORMER role owns every table dbt writes", "snowflake,warehouse", None),
    ("P4", "etl", "procedural", "raw events land in s3://acme-raw/events/ partitioned by dt=YYYY-MM-DD; never rewrite a partition in place", "s3,raw-events", None),
    ("P5", "etl", "procedural", "backfills go through airflow dags backfill with --reset-dagruns, one week at a time", "backfill,airflow", None),
    ("P6", "etl", "procedural", "great_expectations suites in gx/ gate every mart; a failing expectation stops the DAG", "great_expectations,data-quality", None),
    ("P7", "etl", "episodic", "the orders_daily job ran twice on the DST night; every schedule is in UTC now", "orders_daily,scheduling", None),
    ("P8", "etl", "procedural", "spark jobs run on EMR Serverless; a local run uses spark-submit with conf/local.conf", "spark,emr", None),
    ("P9", "etl", "procedural", "run the tests with pytest tests/unit; tests/integration needs the docker compose warehouse", "tests,pytest", None),
    ("P10", "etl", "procedural", "secrets come from Airflow connections backed by AWS Secrets Manager, never from Variables", "secrets,airflow", None),
    ("P11", "etl", "episodic", "customer_dim was slow because of a cross join; rewritten with a window function, 40 minutes down to 3", "customer_dim,performance", None),
    ("P12", "etl", "procedural", "PII columns are hashed in the staging layer by the pii_hash macro; marts never see a raw email", "pii,privacy", None),
    ("P13", "etl", "procedural", "the pipeline runs from cron on the etl box", "orchestration", None),
    ("P14", "etl", "procedural", "orchestration moved to Airflow on MWAA; the cron box is gone", "orchestration,mwaa", "P13"),
    ("P15", "etl", "procedural", "the kafka-connect S3 sink writes the raw events; its config is connect/s3-sink.json", "kafka-connect,s3", None),
    ("P16", "etl", "procedural", "lint the SQL with sqlfluff lint models/ before pushing; CI fails on any violation", "sqlfluff,lint", None),
    ("P17", "etl", "episodic", "decided on Parquet with snappy over CSV for every intermediate table", "parquet,file-format", None),
    ("P18", "etl", "procedural", "raw events are kept 400 days, then an S3 lifecycle rule deletes them", "retention,s3", None),
    ("P19", "etl", "procedural", "a release is a new image tag in the MWAA requirements; deploy with make deploy ENV=prod", "deploy,mwaa", None),
    ("P20", "etl", "procedural", "migrations of the metadata database run with alembic upgrade head, from the deploy job", "migrations,alembic", None),
    ("W1", None, "people", "Marta owns the data platform and approves every new mart", "Marta,data-platform", None),
    ("W2", None, "people", "Kenji is the release manager for the CLI tools; ask him before a major version", "Kenji,release", None),
    ("W3", None, "identity", "prefers table-driven tests in Go", "go,table-driven-tests", None),
    ("W4", None, "identity", "wants small pull requests, one concern each", "pull-requests", None),
    ("W5", None, "procedural", "on-call hands over on Mondays at 10:00; the runbook is in the ops wiki", "on-call,runbook", None),
    ("W6", None, "people", "Sofia is the security reviewer: anything touching credentials goes to her", "Sofia,security", None),
    ("W7", None, "identity", "shell is zsh with oh-my-zsh", "shell", None),
    ("W8", None, "identity", "shell is fish now, configured from the dotfiles", "shell", "W7"),
    ("W9", None, "procedural", "sign commits with the SSH key registered on GitHub", "commit-signing,git", None),
]

HELD_OUT_HISTORY = {
    "tern": [
        ("bumped cobra to 1.8", "cobra"),
        ("added a --quiet flag to the sync command", ""),
        ("fixed a typo in the help text of tern init", "docs"),
        ("the CI matrix now includes macOS arm64", "ci"),
        ("split internal/api into smaller files", "api-client"),
        ("added tests for the yaml output", "tests,output"),
        ("cleaned up the Go 1.21 deprecation warnings", "go-version"),
        ("rewrote the README install section for Homebrew", "homebrew"),
        ("the release notes template lists breaking changes first", "release"),
        ("fixed the errcheck warnings in cmd/", "lint"),
        ("benchmarks for the table renderer", "output"),
        ("removed the deprecated --format flag", "output"),
    ],
    "etl": [
        ("added the refunds source to the staging models", "dbt"),
        ("airflow upgraded to 2.8 on MWAA", "airflow,mwaa"),
        ("the finance mart got a revenue column", "dbt"),
        ("snowflake credits report: the warehouse idles too long", "snowflake"),
        ("fixed a flaky test in tests/unit/test_dates.py", "tests"),
        ("created the exports bucket in S3 with versioning", "s3"),
        ("the marketing DAG waits on the orders sensor now", "airflow"),
        ("dashboards moved to the new BI workspace", "bi"),
        ("spark bumped to 3.5 on EMR", "spark,emr"),
        ("sqlfluff rules relaxed for jinja macros", "sqlfluff"),
        ("the March backfill finished in 6 hours", "backfill"),
        ("a new expectation on null customer ids", "great_expectations"),
    ],
    None: [
        ("prefers dark mode in every tool", ""),
        ("keyboard layout is US international", ""),
    ],
}

HELD_OUT_ELSEWHERE_WORDS = ("tests", "lint", "release", "config", "airflow", "dbt", "cobra",
                            "retries", "migrations", "output", "s3", "spark", "deploy", "docs",
                            "backfill", "secrets")

HELD_OUT_PROMPTS = {
    "identifier": [
        ("tern", "`golangci-lint` fails on revive", "T6", ""),
        ("tern", "internal/fsutil/walk.go breaks on Windows", "T8", ""),
        ("tern", "what did #57 fix?", "T10", ""),
        ("tern", "`go test -race ./...` is flaky", "T5", "T15"),
        ("tern", "edit cmd/root.go to add a global flag", "T3", ""),
        ("tern", "who depends on the `--output json` fields?", "T20", ""),
        ("tern", "`goreleaser` failed on the last tag", "T2", "W2"),
        ("tern", "TERN_TELEMETRY is set in CI, is that fine?", "T18", ""),
        ("tern", "internal/api/client.go keeps getting 429s", "T9", ""),
        ("tern", "update testdata/ after the table change", "T15", ""),
        ("etl", "`dbt build` fails on the marts", "P2", ""),
        ("etl", "orders_daily ran twice again", "P7", ""),
        ("etl", "connect/s3-sink.json needs a new topic", "P15", ""),
        ("etl", "what does the `pii_hash` macro do?", "P12", ""),
        ("etl", "customer_dim takes forever", "P11", ""),
        ("etl", "dags/orders_daily.py is not picked up by the scheduler", "P1", "P7"),
        ("etl", "`sqlfluff` complains about models/marts/finance.sql", "P16", "P2"),
        ("etl", "`great_expectations` suite failed on the orders mart", "P6", ""),
        ("etl", "`alembic upgrade head` failed in the deploy", "P20", "P19"),
        ("etl", "`git commit -S` asks for a GPG key", "W9", ""),
    ],
    "natural": [
        ("tern", "how do I cut a release?", "T2", "W2"),
        ("tern", "ask Kenji about the release", "W2 T2", ""),
        ("tern", "how do I run the tests?", "T5", "T15 W3"),
        ("tern", "where is the config file read from?", "T4", ""),
        ("tern", "the linter fails the build", "T6", "T1"),
        ("tern", "the windows build broke again", "T8", "T1"),
        ("tern", "how should errors be wrapped?", "T7", ""),
        ("tern", "shell completions for zsh", "T11", "W8"),
        ("tern", "after adding a dependency, do I vendor it?", "T14", ""),
        ("tern", "the progress bar garbles piped output", "T10", "T20"),
        ("tern", "should the api client retry on 503?", "T9", ""),
        ("etl", "how do I backfill a week of orders?", "P5", ""),
        ("etl", "who owns the tables in the snowflake warehouse?", "P3", ""),
        ("etl", "how do I run the tests?", "P9", ""),
        ("etl", "the data quality checks stopped the DAG", "P6", "P1"),
        ("etl", "where do the raw events land?", "P4", "P15 P18"),
        ("etl", "ask Marta about the new finance mart and the dbt models", "W1 P2", ""),
        ("etl", "which file format for intermediate tables?", "P17", ""),
        ("etl", "deploying the pipeline to prod", "P19", "P20"),
        ("etl", "the spark job fails locally", "P8", ""),
        ("etl", "how long do we keep the raw events?", "P18", "P4 P15"),
        ("etl", "Sofia should review how the DAGs get their secrets", "W6 P10", "P1"),
        ("tern", "who is on call this week?", "W5", ""),
        ("etl", "which shell am I using?", "W8", ""),
    ],
    "paraphrase": [
        ("tern", "how do I stamp the version into the binary?", "T1", ""),
        ("tern", "can I rename fields in the machine-readable output?", "T20", ""),
        ("etl", "who signs off on a new reporting table?", "W1", ""),
        ("etl", "the nightly job ran twice when the clocks changed", "P7", ""),
        ("etl", "can emails show up in the reporting tables?", "P12", ""),
        ("tern", "the tool spews escape codes into a log file", "T10", ""),
        ("etl", "who checks a change that touches credentials?", "W6", ""),
        ("etl", "CSV or a columnar format for temporary tables?", "P17", ""),
    ],
    "nothing": [
        ("tern", "thanks!", "", ""),
        ("tern", "that's enough for now", "", ""),
        ("tern", "what does this function return?", "", ""),
        ("tern", "make it faster", "", ""),
        ("tern", "explain goroutines to me", "", ""),
        ("tern", "rename the package", "", ""),
        ("tern", "tidy up the imports", "", ""),
        ("tern", "can you explain this stack trace?", "", ""),
        ("tern", "use a map instead of a slice", "", ""),
        ("tern", "why is this nil?", "", ""),
        ("tern", "convert this to a switch statement", "", ""),
        ("tern", "delete the unused function", "", ""),
        ("etl", "what's a left join?", "", ""),
        ("etl", "looks fine to me", "", ""),
        ("etl", "try again with more detail", "", ""),
        ("etl", "what time is it in Tokyo?", "", ""),
        ("etl", "summarize the README", "", ""),
        ("etl", "add a comment here", "", ""),
        ("etl", "let's call it a day", "", ""),
        ("etl", "how big is a terabyte?", "", ""),
        ("etl", "format the table as markdown", "", ""),
        ("etl", "is this query correct?", "", ""),
        ("etl", "show me the diff", "", ""),
        ("etl", "what did we just change?", "", ""),
        ("etl", "write a unit test for this", "", ""),
    ],
    "trap": [
        ("tern", "lint before pushing", "T6", ""),
        ("etl", "lint before pushing", "P16", ""),
        ("tern", "the tests need docker", "T5", "T15"),
        ("etl", "the tests need docker", "P9", ""),
        ("tern", "where is the config?", "T4", ""),
        ("etl", "conf/local.conf for spark", "P8", ""),
        ("etl", "what is the release process?", "P19", "W2"),
        ("tern", "alembic migrations", "", ""),
        ("etl", "goreleaser config", "", ""),
        ("tern", "the airflow scheduler is down", "", ""),
        ("etl", "cobra subcommands", "", ""),
        ("tern", "snowflake role grants", "", ""),
        ("etl", "the golden files need an update", "", ""),
        ("tern", "secrets in Airflow connections", "", ""),
        ("etl", "the windows build", "", ""),
    ],
}

# name -> one store and its prompts: the tuned set first, then the held-out one
RETRIEVAL_SETS = {
    "tuned": dict(projects=RETRIEVAL_PROJECTS, facts=RETRIEVAL_FACTS, history=RETRIEVAL_HISTORY,
                  words=RETRIEVAL_ELSEWHERE_WORDS, prompts=RETRIEVAL_PROMPTS, seed=17),
    "held-out": dict(projects=HELD_OUT_PROJECTS, facts=HELD_OUT_FACTS, history=HELD_OUT_HISTORY,
                     words=HELD_OUT_ELSEWHERE_WORDS, prompts=HELD_OUT_PROMPTS, seed=26),
}


def retrieval_store(seg, store_dir, rs):
    """Write the store of the retrieval set `rs` through segmem's own add_note, history
    interleaved with the facts (a fixed shuffle), every superseding fact after the one it
    replaces. Returns {key: id}."""
    rng = random.Random(rs["seed"])
    entries = [(k, p, kind, text, tags, sup) for k, p, kind, text, tags, sup in rs["facts"]]
    for p, lines in rs["history"].items():
        for i, (text, tags) in enumerate(lines):
            entries.append(("h-%s-%d" % (p, i), p, "identity" if p is None else "episodic",
                            text, tags, None))
    for n in range(RETRIEVAL_ELSEWHERE):
        for i in range(RETRIEVAL_ELSEWHERE_FACTS):
            form = rng.choice(RETRIEVAL_ELSEWHERE_FORMS)
            text = form.format(w=rng.choice(rs["words"]), t=rng.choice(rs["words"])) + \
                " (%d)" % i
            entries.append(("x-%d-%d" % (n, i), "elsewhere%d" % n,
                            "episodic" if i % 3 else "procedural", text,
                            rng.choice(rs["words"]), None))
    rng.shuffle(entries)
    os.environ["SEGMEM_DIR"] = store_dir
    os.environ["SEGMEM_QUIET"] = "1"
    db = seg.connect()
    ids, pending = {}, list(entries)
    while pending:
        later = []
        for key, p, kind, text, tags, sup in pending:
            if sup and sup not in ids:
                later.append((key, p, kind, text, tags, sup))
                continue
            project = rs["projects"].get(p) or "/home/dev/src/" + p
            ids[key] = seg.add_note(db, kind, text, seg.parse_tags(tags),
                                    "global" if p is None else "project", project,
                                    ids[sup] if sup else None)[0]
        pending = later
    db.close()
    return ids


def retrieval_run(seg, store_dir, ids, rs):
    """Every prompt of the set `rs` through the prompt hook in-process (quiet: nothing is
    pressed), scored. Returns ({category: figures}, [(category, project, prompt, served,
    expected)] misses)."""
    keys = {v: k for k, v in ids.items()}
    superseded = set(sup for _, _, _, _, _, sup in rs["facts"] if sup)
    home = dict((k, p) for k, p, _, _, _, _ in rs["facts"])
    os.environ["SEGMEM_DIR"] = store_dir
    os.environ["SEGMEM_QUIET"] = "1"
    figures, misses = {}, []
    for cat, prompts in rs["prompts"].items():
        f = {"prompts": 0, "served": 0, "good": 0, "expected": 0, "found": 0, "bleed": 0,
             "stale": 0, "wrong": 0}
        for p, prompt, expect, ok in prompts:
            os.environ["SEGMEM_PROJECT"] = rs["projects"][p]
            text = seg.hook_prompt({"prompt": prompt, "cwd": "/"}, {}) or ""
            served = [keys.get(int(m), "?") for m in re.findall(r"(?m)^#(\d+) ", text)]
            expect, ok = set(expect.split()), set(ok.split())
            f["prompts"] += 1
            f["served"] += len(served)
            f["good"] += len([k for k in served if k in expect | ok])
            f["expected"] += len(expect)
            f["found"] += len(expect & set(served))
            f["bleed"] += len([k for k in served if home.get(k, p) not in (p, None)
                               or k.startswith("x-") or (k.startswith("h-") and
                                                         k.split("-")[1] not in (p, "None"))])
            f["stale"] += len([k for k in served if k in superseded])
            wrong = [k for k in served if k not in expect | ok]
            f["wrong"] += 1 if wrong else 0
            if wrong or expect - set(served):
                misses.append((cat, p, prompt, served, sorted(expect)))
        figures[cat] = f
    os.environ.pop("SEGMEM_PROJECT", None)
    return figures, misses


def retrieval_rates(f):
    """precision, recall, false-positive rate: None where there is nothing to divide."""
    return (f["good"] / float(f["served"]) if f["served"] else None,
            f["found"] / float(f["expected"]) if f["expected"] else None,
            f["wrong"] / float(f["prompts"]))


def retrieval_report(figures, held=None):
    """The per-category table, as text; with `held` (the held-out set's figures) the two
    sets side by side, the tuned one first."""
    sets = [figures] + ([held] if held else [])
    fmt = "%7s %9s %6s %6s %5s %5s %9s"
    head = ("prompts", "precision", "recall", "served", "bleed", "stale", "fp rate")
    lines = ["%-11s " % "" + " | ".join("%-*s" % (len(fmt % head), name) for name in
                                        ("tuned", "held-out")[:len(sets)])] if held else []
    lines.append("%-11s " % "category" + " | ".join(fmt % head for _ in sets))
    lines.append("-" * len(lines[-1]))
    show = lambda x: "-" if x is None else "%.2f" % x
    totals = [dict((k, 0) for k in f[next(iter(f))]) for f in sets]

    def cells(f):
        p, r, fp = retrieval_rates(f)
        return fmt % (f["prompts"], show(p), show(r), f["served"], f["bleed"], f["stale"],
                      show(fp))
    for cat in figures:
        for f, total in zip(sets, totals):
            for k in total:
                total[k] += f[cat][k]
        lines.append("%-11s " % (cat + (" *" if cat in RETRIEVAL_REPORTED_ONLY else "")) +
                     " | ".join(cells(f[cat]) for f in sets))
    lines.append("%-11s " % "all" + " | ".join(cells(t) for t in totals))
    lines.append("(* reported only; fp rate: prompts serving a fact outside what they "
                 "expect, for `nothing` any injection)")
    return "\n".join(lines)


def retrieval(seg, scratch, name="tuned"):
    """Build the store of the retrieval set `name` under `scratch`, run every prompt,
    return (figures, misses). Leaves SEGMEM_* as it found them."""
    saved = {k: os.environ.get(k) for k in ("SEGMEM_DIR", "SEGMEM_PROJECT", "SEGMEM_QUIET")}
    try:
        store = os.path.join(scratch, "retrieval-" + name)
        ids = retrieval_store(seg, store, RETRIEVAL_SETS[name])
        return retrieval_run(seg, store, ids, RETRIEVAL_SETS[name])
    finally:
        restore_env(saved)


# Word forms: which pairs a light stemmer (segmem's word_forms) and FTS5's porter tokenizer
# join. Inflections and derivations should meet; look-alikes should not.
FORM_PAIRS = (("migrations", "migration"), ("builds", "build"), ("deploying", "deploy"),
              ("deployed", "deploy"), ("deploys", "deploy"), ("caching", "cache"),
              ("cached", "cache"), ("retries", "retry"), ("retrying", "retry"), ("stopped", "stop"),
              ("running", "run"), ("tests", "test"), ("testing", "test"), ("webhooks", "webhook"),
              ("indexes", "index"), ("queries", "query"), ("linting", "lint"),
              ("scheduled", "schedule"), ("logging", "log"), ("backups", "backup"),
              ("releasing", "release"), ("released", "release"), ("merged", "merge"),
              ("merging", "merge"), ("failed", "fail"), ("upgrading", "upgrade"),
              ("mocked", "mock"), ("flags", "flag"), ("rebased", "rebase"), ("caches", "cache"),
              ("hosting", "host"))
FORM_DERIVED = (("deployment", "deploy"), ("migrate", "migration"), ("linter", "lint"),
                ("scheduler", "schedule"), ("configuration", "config"),
                ("installation", "install"), ("connecting", "connection"))
FORM_LOOKALIKES = (("news", "new"), ("user", "use"), ("using", "user"), ("general", "generate"),
                   ("organization", "organ"), ("university", "universe"), ("policy", "police"),
                   ("login", "log"), ("catalog", "cat"), ("testament", "test"), ("address", "add"),
                   ("business", "busy"), ("process", "proce"), ("bus", "business"),
                   ("station", "state"), ("relative", "relation"), ("operator", "operation"),
                   ("provision", "provide"), ("generic", "general"), ("items", "itemize"),
                   ("wanted", "wander"), ("number", "numb"), ("string", "stringer"),
                   ("parts", "partial"), ("marketing", "market"))


def word_form_report(seg):
    """How many inflections, derivations and look-alikes each method joins, as text."""
    db = sqlite3.connect(":memory:")
    db.execute("CREATE VIRTUAL TABLE t USING fts5(x, tokenize='porter unicode61')")

    def porter(a, b):
        db.execute("DELETE FROM t")
        db.execute("INSERT INTO t VALUES (?)", (a,))
        return db.execute("SELECT count(*) FROM t WHERE t MATCH ?", ('"%s"' % b,)).fetchone()[0]
    light = lambda a, b: b in seg.word_forms(a) or a in seg.word_forms(b)
    lines = ["word forms joined    inflections  derivations  look-alikes (fewer is better)"]
    for name, joins in (("light (word_forms)", light), ("FTS5 porter", porter)):
        lines.append("%-20s %8d/%d %9d/%d %10d/%d" % tuple([name] + [
            x for pairs in (FORM_PAIRS, FORM_DERIVED, FORM_LOOKALIKES)
            for x in (len([p for p in pairs if joins(*p)]), len(pairs))]))
    return "\n".join(lines)


# ==== The report: the table, the figures, the targets ====

def summarize(c):
    if not c.times:
        return {"median": None, "runs": 0, "failures": c.failures, "times": []} \
            if c.failures else None
    return {"median": statistics.median(c.times), "min": min(c.times), "max": max(c.times),
            "rss": max(c.rss), "runs": len(c.times), "failures": c.failures, "times": c.times}


def paired(a, b):
    """A / B, two summaries' runs taken round by round (they ran moments apart in each
    round, so the machine's drift cancels): the median of the per-round ratios. TypeError
    when either was killed."""
    if a["median"] is None or b["median"] is None:
        raise TypeError("killed")
    n = min(len(a["times"]), len(b["times"]))
    return statistics.median(a["times"][i] / b["times"][i] for i in range(n))


def print_table(results, sizes):
    print("\n" + HEADER)
    print("-" * len(HEADER))
    labels = [c for c in results[sizes[0]]]
    for label in labels:
        for size in sizes:
            r = results[size].get(label)
            if not r:
                continue
            floor = results[size]["floor"]["median"]
            if r["median"] is None:
                print("%-16s %9s %5d  %s" % (label, human(size), 0, r["failures"][0]))
                continue
            print("%-16s %9s %5d %10.1f %17s %8.2f %7.2f %9.1f%s" % (
                label, human(size), r["runs"], r["median"], "%.1f-%.1f" % (r["min"], r["max"]),
                r["median"] / floor, paired(r, results[size]["floor"]), r["rss"],
                "  FAILED %d" % len(r["failures"]) if r["failures"] else ""))


def ratio(results, label, size):
    try:
        return results[size][label]["median"] / results[size]["floor"]["median"]
    except (KeyError, TypeError):
        return None if label not in results.get(size, {}) else float("inf")


def verdict(ok, text):
    return ("n/a ", "not measured") if ok is None else ("PASS" if ok else "MISS", text)


def floor_target(label, limit=1.5, size=100000):
    @target("%s <= %gx floor at %s" % (label, limit, human(size)))
    def check(res, cover):
        try:
            r = paired(res[size][label], res[size]["floor"])
        except (KeyError, TypeError, ValueError):
            r = ratio(res, label, size)
        return verdict(None if r is None else r <= limit, "%.2fx" % (r or 0))
    return check


for _label in ("hook", "hook --tool", "wake", "note"):
    floor_target(_label)


def scale_target(label, limit=1.2):
    @target("%s at 1M <= %gx %s at 1k" % (label, limit, label))
    def check(res, cover):
        try:
            r = paired(res[1000000][label], res[1000][label])
        except (TypeError, ValueError):
            return verdict(False, "killed")
        except KeyError:
            return verdict(None, "")
        return verdict(r <= limit, "%.2fx" % r)
    return check


for _label in ("hook", "wake"):
    scale_target(_label)


@target("hook <= 0.25x memware's prompt hook")
def _t_peer(res, cover):
    sizes = [s for s in sorted(res) if "memware hook" in res[s] and "hook" in res[s]]
    if not sizes:
        return verdict(None, "")
    try:
        r = [paired(res[s]["hook"], res[s]["memware hook"]) for s in sizes]
    except TypeError:
        return verdict(False, "killed")
    return verdict(max(r) <= 0.25, ", ".join("%.2fx at %s" % (x, human(s))
                                            for x, s in zip(r, sizes)))


@target("hook +org <= 1.1x hook, every size")
def _t_hook_org(res, cover):
    worst = None
    for size, r in res.items():
        try:
            worst = max(worst or 0, paired(r["hook +org"], r["hook"]))
        except (KeyError, TypeError, ValueError):
            continue
    return verdict(None if worst is None else worst <= 1.1, "%.3fx" % (worst or 0))


@target("cover(1M, 16) < 0.2 ms in-process")
def _t_cover(res, cover):
    return verdict(cover < 0.2, "%.3f ms" % cover)


HOOKS_TIMED = ("prompt", "wake", "wake, claimed", "hook", "hook +org", "hook --tool")


@target("peak RSS of every hook < 25 MiB at 1M")
def _t_rss(res, cover):
    rows = [(res[1000000][h]["rss"], h) for h in HOOKS_TIMED
            if h in res.get(1000000, {}) and res[1000000][h].get("rss") is not None]
    if not rows:
        return verdict(False if any(h in res.get(1000000, {}) for h in HOOKS_TIMED) else None,
                       "killed")
    rss, label = max(rows)
    return verdict(rss < 25, "%.1f MiB (%s)" % (rss, label))


def describe_output(text):
    """What a command printed, in brief: bytes, recall hits, and the blocks it held."""
    if not text:
        return "(silent)"
    hits = len(re.findall(r"^#\d+ \d{4}-\d\d-\d\d ", text, re.M))
    org = len(re.findall(r"^org:\S+ ", text, re.M))
    marks = [name for name in ("upkeep", "Compression due") if name in text]
    return "%dB%s%s%s" % (len(text.encode("utf-8")), " %d hits" % hits if hits else "",
                          " %d org" % org if org else "",
                          "".join(" +" + m.split()[0].lower() for m in marks))


def load_average():
    try:
        return "%.2f" % os.getloadavg()[0]
    except (AttributeError, OSError):
        return "?"


# ==== The viewer: every API route in-process, and the first paint in Chromium ====

VIEWER_PROMPT = "why does `retry_backoff` fail? check the Postgres pool and Lambda"
VIEWER_ROUTES = ("/api/scopes", "/api/spine", "/api/overview", "/api/scope?scope={p}",
                 "/api/scope?scope=global", "/api/wake?scope={p}", "/api/why?id={id}&scope={p}",
                 "/api/search?q=sqlite", "/api/search?q=", "/api/search?q=deploy&kind=episodic",
                 "/api/fact?nth={nth}", "/api/feed", "/api/hook?scope={p}&prompt={prompt}",
                 "/api/tree?scope={p}", "/api/tree?scope={p}&budget=4&total=1000",
                 "/api/entities", "/api/vocabulary", "/api/lineage", "/api/lineage?q=npm")


def viewer_size(args, seg, store_src, size, log):
    """Each route's answer time over a copy of the store: a fresh computation every run
    (a nonce defeats the server's per-commit cache), wall and server CPU time."""
    import threading
    import urllib.parse
    import urllib.request
    work = tempfile.mkdtemp(prefix="segmem-bench-", dir=cache_root(args))
    try:
        store = work_copy(store_src, work)
        path = os.path.join(store, "segmem.db")
        os.environ[seg.ENV_DIR] = store
        db = seg.connect()
        seg.broad_words(db, seg.live_count(db))   # what the first prompt hook leaves in meta
        some_id = db.execute("SELECT id FROM memories WHERE kind = 'procedural' AND "
                             "superseded_by IS NULL ORDER BY id DESC LIMIT 1").fetchone()[0]
        db.close()
        project = scope_of(BENCH_PROJECT)
        server = seg.viewer_server(0, path, project, warm=False)
        threading.Thread(target=server.serve_forever, daemon=True).start()
        base = "http://127.0.0.1:%d" % server.viewer.port
        rows = []
        for route in VIEWER_ROUTES:
            url = route.format(p=urllib.parse.quote(project), id=some_id, nth=size // 2,
                               prompt=urllib.parse.quote(VIEWER_PROMPT))
            times = []
            for i in range(args.runs):
                t = time.perf_counter()
                with urllib.request.urlopen("%s%s%s_=%d" % (
                        base, url, "&" if "?" in url else "?", i)) as r:
                    body = r.read()
                times.append((time.perf_counter() - t) * 1000.0)
            cpu = []
            for i in range(args.runs):   # the same work in this thread: CPU, not the queue
                rdb = seg.connect_readonly(path)
                fn = seg.ROUTES[url.split("?")[0]]
                query = urllib.parse.parse_qs(url.partition("?")[2])
                t = time.thread_time()
                fn(rdb, query, {"project": project})
                cpu.append((time.thread_time() - t) * 1000.0)
                rdb.close()
            rows.append((url.split("&prompt=")[0], statistics.median(times), max(times),
                         statistics.median(cpu), len(body)))
        paint = first_paint(base + "/", log)
        seg.stop_viewer(server)
        log("  viewer timed at %s" % human(size))
        return rows, paint
    finally:
        shutil.rmtree(work, ignore_errors=True)


def first_paint(url, log):
    """(first contentful paint, overview drawn) in ms, from the system Chromium through
    Playwright; None when either is missing."""
    chromium = shutil.which("chromium") or shutil.which("chromium-browser")
    try:
        from playwright.sync_api import sync_playwright
    except ImportError:
        chromium = None
    if not chromium:
        log("  no Chromium or Playwright: first paint not measured")
        return None
    with sync_playwright() as pw:
        browser = pw.chromium.launch(executable_path=chromium, args=[
            "--headless", "--no-sandbox", "--disable-gpu", "--disable-background-networking"])
        out = []
        for _ in range(3):
            page = browser.new_page(viewport={"width": 1280, "height": 900})
            t = time.perf_counter()
            page.goto(url)
            page.wait_for_selector("main .cards .card .n")
            drawn = (time.perf_counter() - t) * 1000.0
            fcp = page.evaluate("performance.getEntriesByName('first-contentful-paint')"
                                ".map(e => e.startTime)[0]")
            out.append((fcp, drawn))
            page.close()
        browser.close()
    return statistics.median(o[0] for o in out), statistics.median(o[1] for o in out)


def print_viewer(results):
    print("\nviewer routes (in-process server, fresh computation each run; wall ms over HTTP, "
          "and the CPU ms of the same call in one thread):")
    print("  %-50s %7s %9s %9s %9s %9s" % ("route", "size", "median", "max", "cpu", "bytes"))
    for size, (rows, paint) in sorted(results.items()):
        for route, med, top, cpu, nbytes in rows:
            print("  %-50s %7s %9.1f %9.1f %9.1f %9d" % (route[:50], human(size), med, top, cpu,
                                                         nbytes))
        if paint:
            print("  first contentful paint at %s: %.0f ms; overview cards drawn: %.0f ms"
                  % (human(size), paint[0], paint[1]))


# ==== The month: a scripted agent over 28 simulated days ====
#
# `--month` runs a careful agent through four weeks of work, in-process on a shifted clock
# (segmem's `time` is swapped for a clock the script advances, so every table's times stay
# consistent): three repos, sessions of prompts, Bash commands, notes, and every upkeep ask
# answered the way it asks. Deterministic for a seed. It reports how often memory asked for
# upkeep, about what, and how big wake grew, against the targets below.

MONTH_DAYS = 28
MONTH_START = 1785000000.0      # a fixed epoch: the same dates every run
MONTH_REPOS = {
    "api": ("fastapi", "alembic", "pytest", "celery", "redis", "auth_service", "rate-limit",
            "pydantic", "uvicorn", "sentry"),
    "shop": ("react", "vite", "checkout", "cart", "storybook", "playwright", "tailwind",
             "stripe", "graphql", "i18n"),
    "infra": ("terraform", "helm", "argocd", "eks", "vault", "prometheus", "grafana",
              "karpenter", "cert-manager", "route53"),
}
MONTH_PEOPLE = {"alice": ("api", "infra"), "bob": ("api",), "carol": ("shop",),
                "dan": ("shop", "api"), "erin": ("infra",), "frank": ("infra", "shop")}
MONTH_PROGRAMS = {"api": ("pytest -q", "alembic upgrade head", "uvicorn app:app", "git status"),
                  "shop": ("npm run build", "npx playwright test", "git diff", "npm test"),
                  "infra": ("terraform plan", "helm upgrade api ./chart", "kubectl get pods",
                            "git log -3")}
MONTH_TARGETS = (
    ("prompts with an upkeep ask (week 4)", "ask_share", 0.10),
    ("upkeep asks per session, median (week 4)", "asks_median", 1),
    ("upkeep asks per session, max (week 4)", "asks_max", 3),
    ("asks about one pointer or --keep fact in a month", "resting_max", 2),
    ("export verdicts asking for a silent repo edit", "silent_exports", 0),
    ("single-event pressure answers off the spec's weights", "weight_errors", 0),
)


class ShiftedClock(object):
    """Stands in for the `time` module inside segmem: the script sets the hour, and each
    reading moves a millisecond on, so rows keep their order."""

    def __init__(self, start):
        self.now = start

    def time(self):
        self.now += 0.001
        return self.now

    def localtime(self, ts=None):
        return time.localtime(self.now if ts is None else ts)

    def strftime(self, fmt, t=None):
        return time.strftime(fmt, self.localtime() if t is None else t)

    def __getattr__(self, name):
        return getattr(time, name)


class MonthAgent(object):
    """Runs segmem's commands in-process, as the scripted agent would in a shell, and keeps
    the tallies the report reads."""

    def __init__(self, seg, store, seed):
        import io
        self.io = io
        self.seg, self.store = seg, store
        self.rng = random.Random(seed)
        self.clock = ShiftedClock(MONTH_START)
        seg.time = self.clock
        os.environ["SEGMEM_DIR"] = store
        os.environ.pop("SEGMEM_QUIET", None)
        self.sessions = []          # one dict per session
        self.subject_asks = {}      # subject -> asks over the month
        self.resting = {}           # fact id -> 'pointer' | 'keep'
        self.resting_asks = {}      # fact id -> asks while resting
        self.silent_exports = 0
        self.repo_edits = 0
        self.proposals = 0
        self.wake_sizes = {}        # week -> [wake chars]
        self.facts = {r: [] for r in MONTH_REPOS}   # live procedural ids per repo
        self.dossiers = {}          # name -> live people fact id
        self.notes = self.bash = 0
        self.side_naps = 0          # compressions asked by wake or note, answered there

    # -- the shell ------------------------------------------------------------------------

    def run(self, *argv):
        """`segmem <argv>` in-process: (exit code, stdout)."""
        import contextlib
        buf, err = self.io.StringIO(), self.io.StringIO()
        with contextlib.redirect_stdout(buf), contextlib.redirect_stderr(err):
            code = self.seg.main([str(a) for a in argv])
        return code, buf.getvalue()

    def note(self, kind, text, tags, supersedes=None):
        argv = ["note", kind, text, "--entities=" + ",".join(tags)]
        if supersedes:
            argv.append("--supersedes=%d" % supersedes)
        code, text_out = self.run(*argv)
        self.notes += code == 0
        ask = text_out
        while "Then run: segmem nap" in ask:   # the compression note asks for, answered
            self.answer(self.repo, ask, None)
            self.side_naps += 1
            ask = self.last
        m = re.match(r"#(\d+) ", text_out)
        return int(m.group(1)) if code == 0 and m else None

    def enter(self, repo, session):
        self.repo = repo
        os.environ["SEGMEM_PROJECT"] = "/sim/" + repo
        os.environ["CLAUDE_CODE_SESSION_ID"] = session

    # -- answering upkeep -------------------------------------------------------------------

    def answer(self, repo, ask, s):
        """Do what the upkeep block asks, as a careful agent would."""
        m = re.search(r"segmem nap (\d+-\d+)( --scope=global)?", ask)
        if "Compress #" in ask and m:
            code, self.last = self.run("nap", m.group(1), "summary of %s work, decisions kept"
                                       % repo, *(["--scope=global"] if m.group(2) else []))
            return "nap"
        m = re.search(r"segmem touch (\d+) --keep", ask)
        fid = None
        ids = re.findall(r"#(\d+) \"", ask)
        if ids:
            fid = int(ids[0])
        if fid and re.search(r"\bexport\b", ask, re.I) and m:
            self.subject(s, "#%d" % fid)
            lead = ask.split("\n", 1)[0].lower()
            proposal = "propose" in ask.lower() and "do not mention" not in lead
            if not proposal:
                self.silent_exports += 1
            else:
                self.proposals += 1
            if proposal and self.rng.random() < 0.35:
                self.run("touch", fid, "--keep")     # the user keeps it in memory
                self.resting[fid] = "keep"
                return "keep"
            self.repo_edits += 1
            where = "CLAUDE.md (## %s)" % self.rng.choice(("Testing", "Deploys", "Conventions"))
            text = ("moved to %s" % where) if not proposal else self.pointer_text(ask, where)
            new = self.note("procedural", text, self.tags_of(fid), supersedes=fid)
            if new:
                self.replace(repo, fid, new)
                self.resting[new] = "pointer"
            return "export"
        if fid and "verify" in ask.lower():
            self.subject(s, "#%d" % fid)
            if self.rng.random() < 0.15 and fid not in self.resting:
                text = "%s (checked day %d)" % (self.text_of(fid), self.today)
                new = self.note("procedural", text[:200], self.tags_of(fid), supersedes=fid)
                if new:
                    self.replace(repo, fid, new)
                    return "supersede"
            self.run("touch", fid)
            return "touch"
        m = re.search(r"dossier on ([\w.-]+)", ask) or re.search(r"segmem touch ([a-z][\w-]*)",
                                                                   ask)
        if m:
            name = m.group(1)
            self.subject(s, name)
            if "segmem recall %s" % name in ask:
                self.run("recall", name)
            if self.rng.random() < 0.1 and name in self.dossiers:
                new = self.note("people", "%s now also reviews %s changes (day %d)" % (
                    name, MONTH_PEOPLE[name][0], self.today), [name],
                    supersedes=self.dossiers[name])
                if new:
                    self.dossiers[name] = new
                    return "dossier"
            self.run("touch", name)
            return "touch"
        return "unknown"

    def pointer_text(self, ask, where):
        m = re.search(r"segmem note procedural \"(moved to [^\"]*)\"", ask)
        claim = self.text_of(int(re.findall(r"#(\d+) \"", ask)[0]))
        return ("moved to %s: %s" % (where, claim))[:250]

    def subject(self, s, name):
        s["subjects"].append(name)
        self.subject_asks[name] = self.subject_asks.get(name, 0) + 1
        fid = int(name[1:]) if name.startswith("#") else None
        if fid in self.resting:
            self.resting_asks[fid] = self.resting_asks.get(fid, 0) + 1

    def row(self, fid):
        db = self.seg.connect()
        try:
            return db.execute("SELECT text, tags FROM memories WHERE id = ?", (fid,)).fetchone()
        finally:
            db.close()

    def text_of(self, fid):
        return self.row(fid)[0]

    def tags_of(self, fid):
        return self.row(fid)[1].split() or ["misc"]

    def replace(self, repo, old, new):
        for r in self.facts:
            if old in self.facts[r]:
                self.facts[r][self.facts[r].index(old)] = new

    # -- the month --------------------------------------------------------------------------

    def seed_memory(self):
        self.clock.now = MONTH_START - 86400
        for repo, subjects in sorted(MONTH_REPOS.items()):
            self.enter(repo, "seed-" + repo)
            for i, subj in enumerate(subjects[:5]):
                fid = self.note("procedural", "uses %s for the %s work; %s" % (
                    subj, repo, ("pinned", "configured in the repo root", "see the docs")[i % 3]),
                    [subj])
                self.facts[repo].append(fid)
        self.enter("api", "seed-people")
        for name, repos in sorted(MONTH_PEOPLE.items()):
            self.dossiers[name] = self.note("people", "%s works on %s, reviews %s changes" % (
                name.capitalize(), " and ".join(repos), repos[0]), [name])

    def pick(self, seq, s=1.1):
        weights = [1.0 / (i + 1) ** s for i in range(len(seq))]
        return self.rng.choices(seq, weights)[0]

    def session(self, n, repo, start):
        self.clock.now = start
        sid = "sim-%03d" % n
        self.enter(repo, sid)
        s = {"id": sid, "repo": repo, "day": self.today, "prompts": 0, "asks": 0,
             "subjects": [], "ask_prompts": 0, "answers": {}}
        naps = self.side_naps
        code, wake = self.run("wake", "--once", "--session=" + sid)
        self.wake_sizes.setdefault(self.today // 7, []).append(len(wake))
        ask = wake.partition("### Compression due\n")[2]
        while "Then run: segmem nap" in ask:   # wake's own ask, answered before the first prompt
            self.answer(repo, ask, s)
            self.side_naps += 1
            ask = self.last
        subjects = MONTH_REPOS[repo]
        people = [p for p, rs in sorted(MONTH_PEOPLE.items()) if repo in rs]
        focus = [self.pick(subjects) for _ in range(2)]
        for p in range(self.rng.randint(6, 10)):
            self.clock.now += self.rng.randint(60, 600)
            words = [self.rng.choice(focus)] + ([self.pick(subjects)] if self.rng.random() < 0.5
                                                 else [])
            who = self.rng.choice(people) if self.rng.random() < 0.2 else None
            prompt = "look at the %s setup%s, then fix the failing step" % (
                " and ".join("`%s`" % w for w in words),
                " and check with %s" % who.capitalize() if who else "")
            text = self.seg.hook_prompt({"session_id": sid, "cwd": "/sim/" + repo,
                                         "prompt": prompt, "hook_event_name":
                                         "UserPromptSubmit"}, {})
            s["prompts"] += 1
            asks = re.findall(r"<segmem-upkeep>\n(.*?)</segmem-upkeep>", text or "", re.S)
            if asks:
                s["ask_prompts"] += 1
            for ask in asks:
                s["asks"] += 1
                done = self.answer(repo, ask, s)
                s["answers"][done] = s["answers"].get(done, 0) + 1
            if who:   # the doctrine: look a person up before acting on them
                self.run("recall", who)
            if self.rng.random() < 0.25:
                self.run("recall", words[0])
            for _ in range((self.rng.random() < 0.33) + (p % 3 == 0)):
                self.clock.now += 30
                self.bash += 1
                self.seg.hook_tool({"session_id": sid, "cwd": "/sim/" + repo, "tool_input": {
                    "command": self.rng.choice(MONTH_PROGRAMS[repo])}}, {})
            if self.rng.random() < 0.17:
                self.note("episodic", "day %d: %s fixed in %s, cause found in the %s step" % (
                    self.today, words[0], repo, self.rng.choice(("build", "deploy", "test"))),
                    words[:1] + ([who] if who else []))
            if self.rng.random() < 0.04:
                fid = self.note("procedural", "uses %s with the day-%d settings in %s" % (
                    words[0], self.today, repo), words[:1])
                if fid:
                    self.facts[repo].append(fid)
            if who and self.rng.random() < 0.03:
                new = self.note("people", "%s moved to the %s on-call rota (day %d)" % (
                    who.capitalize(), repo, self.today), [who], supersedes=self.dossiers[who])
                if new:
                    self.dossiers[who] = new
        s["side_naps"] = self.side_naps - naps
        self.sessions.append(s)

    def month(self):
        self.seed_memory()
        n = 0
        for d in range(MONTH_DAYS):
            self.today = d
            per_day = 3 if d % 7 != 6 or d > 20 else 2
            for k in range(per_day):
                repo = ("api", "shop", "infra")[(d + k) % 3] if k < 2 else \
                    self.rng.choice(("api", "shop", "infra"))
                self.session(n, repo, MONTH_START + d * 86400 + (9 + 3 * k) * 3600)
                n += 1

    # -- single events against the spec's weights -------------------------------------------

    def single_events(self, scratch):
        """A procedural fact tagged `probe`, then one event in a new session: a note tagged
        probe must press 3, a recall serving it 2, a prompt naming it 1."""
        errors = []
        for i, (label, want) in enumerate((("note", 3), ("recall", 2), ("prompt", 1))):
            os.environ["SEGMEM_DIR"] = os.path.join(scratch, "single%d" % i)
            self.enter("solo", "single-write")
            self.clock.now += 3600
            self.note("procedural", "uses probe_tool for the checks", ["probe"])
            self.clock.now += 86400
            self.enter("solo", "single-event")
            if label == "note":
                self.note("episodic", "probe run finished", ["probe"])
            elif label == "recall":
                self.run("recall", "probe_tool")
            else:
                self.seg.hook_prompt({"session_id": "single-event", "cwd": "/sim/solo",
                                      "prompt": "is `probe` still flaky?"}, {})
            code, text = self.run("stale", "--min=0")
            m = re.search(r"#1 procedural \(solo\) pressure (\d+)", text)
            got = int(m.group(1)) if m else None
            if got != want:
                errors.append("%s pressed %s, the spec says %d" % (label, got, want))
        os.environ["SEGMEM_DIR"] = self.store
        return errors


def sum_counts(dicts):
    out = {}
    for d in dicts:
        for k, v in d.items():
            out[k] = out.get(k, 0) + v
    return out


def month_figures(agent, weight_errors):
    """The report's numbers, by week and for week 4."""
    weeks = {}
    for s in agent.sessions:
        weeks.setdefault(s["day"] // 7, []).append(s)
    rows = []
    for w in sorted(weeks):
        ss = weeks[w]
        asks = sorted(s["asks"] for s in ss)
        prompts = sum(s["prompts"] for s in ss)
        rows.append({"week": w + 1, "sessions": len(ss), "prompts": prompts,
                     "side_naps": sum(s["side_naps"] for s in ss),
                     "ask_share": sum(s["ask_prompts"] for s in ss) / float(prompts or 1),
                     "asks": sum(asks), "asks_median": statistics.median(asks),
                     "asks_max": max(asks), "five_plus": sum(1 for a in asks if a >= 5),
                     "wake": max(agent.wake_sizes.get(w, [0])),
                     "answers": sum_counts(s["answers"] for s in ss)})
    last = rows[-1]
    figures = {"ask_share": last["ask_share"], "asks_median": last["asks_median"],
               "asks_max": last["asks_max"],
               "resting_max": max(agent.resting_asks.values() or [0]),
               "silent_exports": agent.silent_exports, "weight_errors": len(weight_errors)}
    return rows, figures


def run_month(args):
    seg = load_segmem(args.segmem)
    scratch = tempfile.mkdtemp(prefix="segmem-month-")
    saved = {k: os.environ.get(k) for k in ("SEGMEM_DIR", "SEGMEM_PROJECT", "SEGMEM_QUIET",
                                            "CLAUDE_CODE_SESSION_ID")}
    try:
        agent = MonthAgent(seg, os.path.join(scratch, "store"), args.seed)
        agent.month()
        weight_errors = agent.single_events(scratch)
        rows, figures = month_figures(agent, weight_errors)
    finally:
        restore_env(saved)
        if not args.keep:
            shutil.rmtree(scratch, ignore_errors=True)
    sessions = agent.sessions
    prompts = sum(s["prompts"] for s in sessions)
    print("segmem month (%s, seed %d): %d days, %d sessions, %d prompts, %d Bash commands, "
          "%d notes, 3 repos, %d people" % (args.segmem, args.seed, MONTH_DAYS, len(sessions),
                                            prompts, agent.bash, agent.notes,
                                            len(MONTH_PEOPLE)))
    print("\n%-5s %8s %7s %12s %5s %7s %4s %9s %10s" % (
        "week", "sessions", "prompts", "ask prompts", "asks", "median", "max", "5+ asks",
        "wake chars"))
    for r in rows:
        print("%-5d %8d %7d %11.0f%% %5d %7g %4d %9d %10d" % (
            r["week"], r["sessions"], r["prompts"], 100 * r["ask_share"], r["asks"],
            r["asks_median"], r["asks_max"], r["five_plus"], r["wake"]))
    print("\nnaps asked by wake or note and answered there, by week: " + ", ".join(
        "%d" % r["side_naps"] for r in rows))
    print("answers to prompt asks by week: " + "; ".join("%d: %s" % (r["week"], ", ".join(
        "%s %d" % kv for kv in sorted(r["answers"].items()))) for r in rows))
    print("upkeep asks per session: " + " ".join(str(s["asks"]) for s in sessions))
    print("prompts with an ask, whole month: %.0f%%" % (
        100.0 * sum(s["ask_prompts"] for s in sessions) / max(1, prompts)))
    top = sorted(agent.subject_asks.items(), key=lambda kv: (-kv[1], kv[0]))
    print("asks per subject (top 12 of %d): %s" % (len(top), ", ".join(
        "%s %d" % kv for kv in top[:12])))
    print("exports: %d repo edits, %d put to the user first; resting facts (pointers, --keep):"
          " %d, most asks about one: %d" % (agent.repo_edits, agent.proposals,
                                             len(agent.resting), figures["resting_max"]))
    for e in weight_errors:
        print("  single event: " + e)
    print("\ntargets:")
    ok = True
    for label, key, limit in MONTH_TARGETS:
        value = figures[key]
        good = value <= limit
        ok = ok and good
        shown = "%.0f%%" % (100 * value) if key == "ask_share" else "%g" % value
        print("  %s  %-52s %s (target <= %s)" % ("PASS" if good else "MISS", label, shown,
                                               "%.0f%%" % (100 * limit) if key == "ask_share"
                                               else limit))
    return 0 if ok else 1


# ==== main() ====

# ==== The aged store: a year of daily use, before and after compaction ====

AGED_DAYS = 365             # days of use
AGED_PROMPTS = 40           # prompts a day, each naming up to three tags
AGED_SESSIONS = 3           # sessions a day (a wake claim, a prompt claim, upkeep asks each)
AGED_NOTES = 3              # notes a day
AGED_TAGS = """postgres billing deploy-queue migrations retry_backoff auth api cache ci docker
git npm pytest redis sqlite webhooks queue alice bob carol""".split()


def build_aged(seg, store_dir, days, seed=365):
    """A store after `days` days of use: AGED_NOTES facts a day, AGED_PROMPTS prompts a day
    naming up to three tags each (a session touches a tag once), a shell recall every ten
    prompts, the sessions' claims and touch marks, and a review a week. `days=0` is the fresh store: the same year of facts,
    imported today, with no telemetry. Returns the counts written."""
    rng = random.Random(seed)
    os.environ[seg.ENV_DIR] = store_dir
    db = seg.connect()
    db.execute("BEGIN")
    project, now = scope_of(BENCH_PROJECT), time.time()
    weights = [1.0 / (i + 1) for i in range(len(AGED_TAGS))]
    pick = lambda k: list(set(rng.choices(AGED_TAGS, weights, k=k)))
    touches, claims, facts = [], [], 0
    for d in range(AGED_DAYS, 0, -1):
        start = now - d * 86400
        for i in range(AGED_NOTES):
            kind = rng.choice(("episodic", "episodic", "procedural", "identity", "people"))
            ts = start + 3600 * (9 + i * 3) if days else now - 3600 + facts * 0.01
            tags = [rng.choice(("alice", "bob", "carol"))] if kind == "people" else pick(2)
            scope = seg.GLOBAL if kind in ("identity", "people") else project
            seq = seg.next_seq(db, scope) if kind == "episodic" else None
            facts += 1
            seg.insert_fact(db, ts, kind, scope, seq, "%s fact %d of day %d about %s" % (
                kind, i, d, " and ".join(tags)), tags)
            if days:
                touches.extend((ts, t, 3, "note", project, "day-%d" % d) for t in tags)
        if not days:
            continue
        seen = set()   # segmem records one touch per session, tag and kind, marked in claims
        for p in range(AGED_PROMPTS):
            ts = start + 3600 * 9 + p * 900
            session = "aged-%d-%d" % (d, p * AGED_SESSIONS // AGED_PROMPTS)
            for tag in pick(3):
                if (session, tag) not in seen:
                    seen.add((session, tag))
                    touches.append((ts, tag, 1, "prompt", project, session))
                    claims.append((session, "touch:prompt", tag, "", ts))
            if p % 10 == 0:   # a recall in the shell now and then
                for tag in pick(2):
                    touches.append((ts + 1, tag, 2, "recall", project, "day-%d" % d))
        for k in range(AGED_SESSIONS):
            session = "aged-%d-%d" % (d, k)
            for command, source in (("wake", "startup"), ("hook", "session"), ("upkeep", "nap"),
                                    ("upkeep", "#%d" % rng.randint(1, facts))):
                claims.append((session, command, source, "command", start + 3600 * (9 + k)))
        if d % 7 == 0:
            db.execute("INSERT INTO reviews(subject, ts, keep) VALUES (?, ?, 0)",
                       ("name:%s" % rng.choice(("alice", "bob")), start + 3600 * 17))
    db.executemany("INSERT INTO touches(ts, tag, weight, source, scope, session) VALUES "
                   "(?, ?, ?, ?, ?, ?)", sorted(touches))   # ids in time order, as written
    db.executemany("INSERT OR IGNORE INTO claims(session, command, source, served, ts) "
                   "VALUES (?, ?, ?, ?, ?)", claims)
    db.execute("COMMIT")
    db.close()
    return {"facts": facts, "touches": len(touches), "claims": len(claims)}


def compact_all(seg, store_dir):
    """Run compaction steps until none is left: (steps, seconds, touch rows, claim rows)."""
    os.environ[seg.ENV_DIR] = store_dir
    db = seg.connect()
    t0, steps = time.time(), 0
    while seg.compact(db):
        steps += 1
    rows = [db.execute("SELECT count(*) FROM %s" % t).fetchone()[0] for t in ("touches", "claims")]
    db.close()
    return steps, time.time() - t0, rows[0], rows[1]


def aged_report(args, seg, log):
    """--aged: the hooks on a fresh store, a year-old one as it would be without compaction,
    and the same year compacted, side by side."""
    root = tempfile.mkdtemp(prefix="segmem-aged-", dir=cache_root(args))
    try:
        stores = {}
        for label, days in (("fresh", 0), ("aged raw", AGED_DAYS)):
            stores[label] = os.path.join(root, label.replace(" ", "-"))
            os.makedirs(stores[label])
            t0 = time.time()
            counts = build_aged(seg, stores[label], days)
            log("built the %s store: %s (%.1fs)" % (label, counts, time.time() - t0))
        stores["aged compacted"] = os.path.join(root, "aged-compacted")
        shutil.copytree(stores["aged raw"], stores["aged compacted"])
        steps, secs, touch_rows, claim_rows = compact_all(seg, stores["aged compacted"])
        log("compacted in %d steps (%.1fs)" % (steps, secs))
        sizes = {}
        for label, path in stores.items():
            db = sqlite3.connect(os.path.join(path, "segmem.db"))
            sizes[label] = [db.execute("SELECT count(*) FROM %s" % t).fetchone()[0]
                            for t in ("memories", "touches", "claims")]
            sizes[label].append(os.path.getsize(os.path.join(path, "segmem.db")))
            pages = [db.execute("PRAGMA %s" % p).fetchone()[0]
                     for p in ("page_count", "freelist_count", "page_size")]
            sizes[label].append((pages[0] - pages[1]) * pages[2])   # freed pages are reused
            db.close()
        results = dict((label, dict((c.label, summarize(c)) for c in cmds if summarize(c)))
                       for label, cmds in time_stores(args, stores, log).items())
        print("aged store: %d days x %d prompts (up to 3 tags each, a touch per session and tag), "
              "%d sessions and %d notes a day; median ms of %d runs, stores interleaved "
              "(ratio to the floor)" % (
                  AGED_DAYS, AGED_PROMPTS, AGED_SESSIONS, AGED_NOTES, args.runs))
        print("compaction: %d steps of at most %d touches, %.1f s in all" % (
            steps, seg.COMPACT_ROWS, secs))
        print("%-15s %9s %9s %8s %9s %9s" % ("store", "facts", "touches", "claims", "file MB",
                                            "used MB"))
        for label, (facts, touches, claims, nbytes, used) in sizes.items():
            print("%-15s %9d %9d %8d %9.1f %9.1f" % (label, facts, touches, claims, nbytes / 1e6,
                                                    used / 1e6))
        labels = list(results["fresh"])
        print("\n%-13s %s" % ("command", " ".join("%15s" % l for l in stores)))
        for label in labels:
            cells = []
            for store in stores:
                r, floor = results[store].get(label), results[store]["floor"]["median"]
                cells.append("%15s" % ("-" if not r or r["median"] is None
                                       else "%.1f (%.2f)" % (r["median"], r["median"] / floor)))
            print("%-13s %s" % (label, " ".join(cells)))
        failures = [(s, l, f) for s in results for l, r in results[s].items() for f in r["failures"]]
        for s, label, f in failures[:10]:
            print("  failed: %s on %s: %s" % (label, s, f))
        return 1 if failures else 0
    finally:
        if not args.keep:
            shutil.rmtree(root, ignore_errors=True)


# `--upgrade`: a store as the first segmem wrote it (its schema is test_segmem.py's
# LEGACY_SCHEMA), upgraded by a shell command, and a hook's answer on one too large for it.

def legacy_store(path, n, scope):
    sys.path.insert(0, HERE)
    from test_segmem import LEGACY_SCHEMA, iso
    rnd, t0 = random.Random(1), time.time() - 365 * 86400
    words = ["deploy", "queue", "billing", "client", "src", "lambda", "node", "sqlite", "cache",
             "retry", "auth", "token", "api", "worker", "Alice", "bob"]
    con = sqlite3.connect(path)
    con.executescript(LEGACY_SCHEMA)
    seqs = {}
    for lo in range(0, n, 50000):
        rows = []
        for i in range(lo + 1, min(n, lo + 50000) + 1):
            kind = rnd.choice(["episodic"] * 6 + ["procedural", "identity", "people"])
            sc = scope if kind in ("episodic", "procedural") else "global"
            seq = seqs[kind, sc] = seqs.get((kind, sc), -1) + 1
            rows.append((i, iso(t0 + i * 30), kind, sc, seq, ",".join(rnd.sample(words, 3)),
                         None, " ".join(rnd.choice(words) for _ in range(12))))
        con.executemany("INSERT INTO memories VALUES (?, ?, ?, ?, ?, ?, ?, ?)", rows)
        con.executemany("INSERT INTO touches VALUES (?, ?, 'note', ?, ?)", [
            (iso(t0 + r[0] * 30), rnd.choice(words).lower(), "s%d" % (r[0] // 40), scope)
            for r in rows])
    con.commit()
    con.close()


def run_upgrade(args):
    print("| facts | build s | hook (wake --once) ms | upgrade wall s | upgrade CPU s | size before -> after MB |")
    print("|---|---|---|---|---|---|")
    for n in args.sizes:
        tmp = tempfile.mkdtemp(prefix="segmem-upgrade-bench-")
        try:
            store, scope = os.path.join(tmp, "store"), os.path.join(tmp, "app")
            os.makedirs(store)
            started = time.time()
            legacy_store(os.path.join(store, "segmem.db"), n, scope)
            built = time.time() - started
            env = dict(os.environ, SEGMEM_DIR=store, SEGMEM_PROJECT=scope)
            event = json.dumps({"session_id": "bench", "cwd": tmp, "source": "startup"})
            started = time.time()
            subprocess.run([args.segmem, "wake", "--once"], input=event, env=env,
                           universal_newlines=True, stdout=subprocess.DEVNULL, check=True)
            hook_ms = (time.time() - started) * 1000
            before = os.path.getsize(os.path.join(store, "segmem.db")) / 2 ** 20
            usage = resource.getrusage(resource.RUSAGE_CHILDREN)
            started = time.time()
            subprocess.run([args.segmem, "stale", "--count"], env=env, check=True,
                           stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
            wall = time.time() - started
            after = resource.getrusage(resource.RUSAGE_CHILDREN)
            cpu = after.ru_utime + after.ru_stime - usage.ru_utime - usage.ru_stime
            print("| %d | %.1f | %.0f | %.1f | %.1f | %.0f -> %.0f |" % (
                n, built, hook_ms, wall, cpu, before,
                os.path.getsize(os.path.join(store, "segmem.db")) / 2 ** 20))
            sys.stdout.flush()
        finally:
            shutil.rmtree(tmp, ignore_errors=True)
    return 0


def parse_args(argv):
    ap = argparse.ArgumentParser(description="Time segmem's hot path against the Python floor.")
    ap.add_argument("--sizes", default=",".join(map(str, DEFAULT_SIZES)),
                    help="store sizes in memories, comma-separated (default 1k..1M)")
    ap.add_argument("--runs", type=int, default=15, help="timed runs per command and size")
    ap.add_argument("--warmup", type=int, default=1, help="untimed rounds first")
    ap.add_argument("--python", default=sys.executable,
                    help="the interpreter to time: the floor runs it, and it is the python3 "
                         "first on PATH when the segmem file's first line looks for one")
    ap.add_argument("--peer", help="a memware install (its venv, or its memware executable): "
                                   "times its prompt hook beside segmem's")
    ap.add_argument("--segmem", default=os.path.join(HERE, "segmem"), help="the segmem file")
    ap.add_argument("--launch", default="", help="also time wake, hook, hook --tool, note and "
                    "recall in these launch environments, comma-separated: dwb "
                    "(PYTHONDONTWRITEBYTECODE=1), ro (the file in a directory it cannot write)")
    ap.add_argument("--cache", help="where built stores are kept (~/.cache/segmem-bench)")
    ap.add_argument("--quick", action="store_true", help="1k only, 3 runs: a smoke test")
    ap.add_argument("--profile", action="store_true",
                    help="also time the hot path's functions in-process, with their queries")
    ap.add_argument("--profile-calls", type=int, default=5)
    ap.add_argument("--timeout", type=float, default=900.0, help="seconds before a run is killed")
    ap.add_argument("--slow", type=float, default=3.0,
                    help="a command slower than this many seconds in warm-up gets 3 runs")
    ap.add_argument("--keep", action="store_true", help="keep the scratch stores")
    ap.add_argument("--aged", action="store_true",
                    help="only the aged store: a year of daily use, raw and compacted, "
                         "beside a fresh store of the same facts")
    ap.add_argument("--viewer", action="store_true",
                    help="time the viewer's routes and first paint instead of the hot path")
    ap.add_argument("--org", type=int, default=ORG_FILES,
                    help="files in the knowledge repo `hook +org` reads (SEGMEM_ORG_DIR)")
    ap.add_argument("--retrieval", action="store_true",
                    help="only the retrieval benchmark: what the prompt hook serves, per "
                         "category (with --misses: every tuned prompt it got wrong)")
    ap.add_argument("--misses", action="store_true",
                    help="with --retrieval: list the tuned set's prompts served wrong (never "
                         "the held-out set's: only its figures are shown)")
    ap.add_argument("--month", action="store_true",
                    help="run the month of scripted use instead of the timings")
    ap.add_argument("--seed", type=int, default=18, help="the month's random seed")
    ap.add_argument("--upgrade", action="store_true",
                    help="time the upgrade of stores the first segmem wrote, at --sizes")
    args = ap.parse_args(argv)
    if args.quick:
        args.sizes, args.runs = "1000", min(args.runs, 3)
        args.org = min(args.org, 200)
    args.sizes = sorted(int(float(s)) for s in args.sizes.split(",") if s.strip())
    args.segmem = os.path.abspath(args.segmem)
    args.launch = [e for e in args.launch.split(",") if e.strip()]
    if set(args.launch) - set(LAUNCH_ENVS):
        ap.error("--launch takes %s" % ",".join(LAUNCH_ENVS))
    args.python = shutil.which(args.python) or args.python   # posix_spawn wants a path
    return args


def restore_env(saved):
    for k, v in saved.items():
        if v is None:
            os.environ.pop(k, None)
        else:
            os.environ[k] = v


def main(argv=None):
    args = parse_args(sys.argv[1:] if argv is None else argv)
    if args.month:
        return run_month(args)
    if args.upgrade:
        return run_upgrade(args)
    log = lambda msg: (sys.stderr.write(msg + "\n"), sys.stderr.flush())
    os.makedirs(cache_root(args), exist_ok=True)
    saved = {k: os.environ.get(k) for k in ("SEGMEM_DIR", "SEGMEM_PROJECT", "SEGMEM_QUIET")}
    source = args.segmem
    args.segmem, digest = snapshot(source, cache_root(args))
    seg = load_segmem(args.segmem)
    if args.retrieval:
        print_retrieval(args, seg, source)
        return 0
    results, stores, bytes_rows, outputs = {}, {}, [], {}
    load = [load_average()]
    py_version = subprocess.check_output([args.python, "-c", "import sys, sqlite3; print("
                                          "sys.version.split()[0], sqlite3.sqlite_version)"],
                                         universal_newlines=True).split()
    if args.aged:
        print("segmem %s (sha256 %s), Python %s, SQLite %s, load average %s" % (
            seg.VERSION, digest, py_version[0], py_version[1], load[0]))
        return aged_report(args, seg, log)
    if args.viewer:
        viewer = {}
        for size in args.sizes:
            src, info = cached_store(seg, args, size, log)
            viewer[size] = viewer_size(args, seg, src, size, log)
        restore_env(saved)
        print("segmem %s (%s, sha256 %s); load average %s at start, %s at end" % (
            seg.VERSION, source, digest, load[0], load_average()))
        print_viewer(viewer)
        return 0
    for size in args.sizes:
        src, info = cached_store(seg, args, size, log)
        stores[size] = src
        bytes_rows.append((size, info) + store_bytes(os.path.join(src, "segmem.db")))
    outputs = time_stores(args, stores, log)
    results = dict((size, dict((c.label, summarize(c)) for c in cmds if summarize(c)))
                   for size, cmds in outputs.items())
    restore_env(saved)

    print("segmem %s (%s, sha256 %s), Python %s, SQLite %s, %s" % (
        seg.VERSION, source, digest, py_version[0], py_version[1],
        args.python))
    print("project %s; median of %d runs after %d warm-up; load average %s at start, "
          "%s at end" % (scope_of(BENCH_PROJECT), args.runs, args.warmup, load[0],
                         load_average()))
    if any(os.environ.get(k) for k in CACHE_OFF):
        print("%s is set here; the timed processes run without it, as from a user's shell"
              % " and ".join(k for k in CACHE_OFF if os.environ.get(k)))
    if not peer_exe(args.peer):
        print("memware: not measured (%s)" % ("no memware executable at %s" % args.peer
                                             if args.peer else "--peer=<its venv> times it"))
    print_table(results, args.sizes)
    for size in args.sizes:
        print("  output at %s: %s" % (human(size), ", ".join(
            "%s %s" % (c.label, describe_output(c.output)) for c in outputs[size]
            if c.label != "floor")))
    import textwrap
    print("\n" + textwrap.fill(
        "floor = python3 -c '%s' (floor -S: the same without the site module); x floor = "
        "the median over the floor's median, paired = the median of the ratios to the floor "
        "round by round; every "
        "segmem command runs the file by its path, as the hooks do; a label ending in "
        "'dwb' runs it with PYTHONDONTWRITEBYTECODE=1 (a copy of its own, which no other run "
        "cached), one ending in 'ro' a copy in a directory it cannot write (--launch). "
        "prompt, wake, hook, "
        "hook --tool = the command lines of hooks/hooks.json (%s), with the SessionStart, "
        "UserPromptSubmit and PreToolUse JSON (%s) on stdin; wake = a new session each run; "
        "wake, claimed = a session the function path already claimed, so it prints nothing; "
        "hook +org = hook with SEGMEM_ORG_DIR on a %d-file knowledge repo; note = note "
        "episodic, note proc = note procedural, a new line each run; recall = recall %s; "
        "memware hook = memware %s < the same UserPromptSubmit JSON. Peak RSS from "
        "wait4()." % (FLOOR_CODE, "; ".join(" ".join(w) for _, w in hook_lines()),
                      TOOL_COMMAND, args.org, RECALL_WORD, " ".join(PEER_HOOK)), 95))
    failures = [(s, label, f) for s in args.sizes for label, r in results[s].items()
                for f in r["failures"]]
    for s, label, f in failures[:10]:
        print("  failed: %s at %s: %s" % (label, human(s), f))

    cov = cover_ms(seg)
    print("\ncover(1000000, 16) in-process: %.4f ms median of 2001 calls" % cov)
    print("compiling the segmem file: %.1f ms in-process, paid by a hook only when its "
          "bytecode cache misses (the first run after an edit, or a cache it cannot write)"
          % compile_ms(args.segmem))
    print("\nstore size:")
    for size, info, nbytes, n, live, tables, counts in bytes_rows:
        print("  %5s: %7.1f MB, %5.0f bytes per memory (%d live; %d summaries, %d touches, "
              "%d tags; built in %.0fs)" % (human(size), nbytes / 1e6, nbytes / float(n), live,
                                            counts["summaries"], counts["touches"],
                                            counts["tags"], info["build_seconds"]))
        if tables and size == args.sizes[-1]:
            print("         by table: " + ", ".join("%s %.0f" % (t, b / float(n))
                                                  for t, b in tables[:7]))
    print("\ntargets (a ratio of two commands, or of one at two sizes, is the median of the "
          "ratios of their runs round by round):")
    for label, check in TARGETS:
        mark, text = check(results, cov)
        print("  %s  %-40s %s" % (mark, label, text))
    print_retrieval(args, seg, source)
    if args.profile:
        for size in args.sizes:
            profile_size(args, seg, stores[size], size, log)
    return 1 if failures else 0


def print_retrieval(args, seg, source):
    scratch = tempfile.mkdtemp(prefix="segmem-retrieval-", dir=cache_root(args))
    try:
        runs = dict((name, retrieval(seg, scratch, name)) for name in RETRIEVAL_SETS)
    finally:
        shutil.rmtree(scratch, ignore_errors=True)
    print("\nretrieval: what the prompt hook serves (%s), two stores:" % source)
    for name, rs in RETRIEVAL_SETS.items():
        print("  %-8s %d facts and %d routine notes in %s, global memory and %d other "
              "projects" % (name, len(rs["facts"]), sum(len(v) for v in rs["history"].values())
                            + RETRIEVAL_ELSEWHERE * RETRIEVAL_ELSEWHERE_FACTS,
                            ", ".join(p for p in rs["projects"] if p), RETRIEVAL_ELSEWHERE))
    print(retrieval_report(runs["tuned"][0], runs["held-out"][0]))
    print(word_form_report(seg))
    for cat, project, prompt, served, expected in runs["tuned"][1] if args.misses else ():
        print("  %-10s %-5s %-56s served %s, expected %s" % (
            cat, project, prompt[:56], " ".join(served) or "-", " ".join(expected) or "-"))


if __name__ == "__main__":
    sys.exit(main())
