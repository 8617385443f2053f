#!/usr/bin/env python3
"""segmem's tests, in three layers: unit tests of pure functions (the file loaded with
SourceFileLoader), contract tests running ./segmem in a subprocess against a temporary store
and real temporary git repos, and end-to-end tests through the real harnesses.

Run: python3 test_segmem.py
"""
import importlib.machinery
import json
import os
import shutil
import sqlite3
import subprocess
import sys
import tempfile
import unittest

HERE = os.path.dirname(os.path.abspath(__file__))
SEGMEM = os.path.join(HERE, "segmem")
seg = importlib.machinery.SourceFileLoader("segmem", SEGMEM).load_module()


def git_repo(parent, name):
    """A real git repo with one commit, so worktrees can be added."""
    path = os.path.join(parent, name)
    os.makedirs(path)
    env = dict(os.environ, GIT_AUTHOR_NAME="t", GIT_AUTHOR_EMAIL="t@t", GIT_COMMITTER_NAME="t",
               GIT_COMMITTER_EMAIL="t@t")
    subprocess.run(["git", "init", "-q", "-b", "main", path], check=True, env=env)
    with open(os.path.join(path, "README"), "w") as f:
        f.write("x\n")
    subprocess.run(["git", "-C", path, "add", "README"], check=True, env=env)
    subprocess.run(["git", "-C", path, "commit", "-qm", "init"], check=True, env=env)
    return os.path.realpath(path)


class Store(unittest.TestCase):
    """A temporary SEGMEM_DIR and a scratch area for repos; run() invokes ./segmem."""

    def setUp(self):
        self.tmp = tempfile.mkdtemp(prefix="segmem-test-")
        self.dir = os.path.join(self.tmp, "store")
        self.env = {k: v for k, v in os.environ.items()
                    if not k.startswith(("SEGMEM_", "CLAUDE"))}
        self.env["SEGMEM_DIR"] = self.dir
        self.cwd = self.tmp

    def tearDown(self):
        shutil.rmtree(self.tmp, ignore_errors=True)

    def run_seg(self, *args, stdin=None, cwd=None, env=None, code=0):
        e = dict(self.env, **(env or {}))
        p = subprocess.run([SEGMEM] + [str(a) for a in args], input=stdin, cwd=cwd or self.cwd,
                           env=e, stdout=subprocess.PIPE, stderr=subprocess.PIPE,
                           universal_newlines=True, timeout=60)
        if code is not None and p.returncode != code:
            self.fail("segmem %s exited %d (wanted %d)\nstdout: %s\nstderr: %s" % (
                " ".join(map(str, args)), p.returncode, code, p.stdout, p.stderr))
        return p

    def seg(self, *args, **kw):
        return self.run_seg(*args, **kw).stdout

    def refused(self, *args, code=1, **kw):
        """A refusal: the exit code, one line on stderr, no traceback."""
        p = self.run_seg(*args, code=code, **kw)
        self.assertNotIn("Traceback", p.stderr)
        self.assertEqual(len(p.stderr.strip().splitlines()), 1, p.stderr)
        self.assertTrue(p.stderr.startswith("segmem: "), p.stderr)
        return p.stderr

    def db(self):
        return sqlite3.connect(os.path.join(self.dir, "segmem.db"))

    def note(self, kind, text, *flags, cwd=None):
        out = self.seg("note", kind, text, *flags, cwd=cwd)
        return int(out.split()[0].lstrip("#"))

    def repo(self, name):
        return git_repo(self.tmp, name)


# ---- core: store, scope, note, recall, wake, forget, promote, export/import

class PureFunctions(unittest.TestCase):
    def test_normalize_ignores_case_spacing_and_punctuation(self):
        self.assertEqual(seg.normalize("Uses  NPM, the Lambda runtime needs it!"),
                         seg.normalize("uses npm the lambda runtime needs it"))

    def test_trim_mark_falls_on_a_character_boundary_at_the_byte_limit(self):
        marked = seg.trim_mark("\u00e9" * 141)
        head, tail = marked.split("\u25ae")
        self.assertEqual(len(head.encode("utf-8")), 280)
        self.assertEqual(tail, "\u00e9")

    def test_squash_and_near_miss_edit(self):
        self.assertEqual(seg.squash("GitHub_Actions"), seg.squash("github-actions"))
        self.assertTrue(seg._within_one_edit("postgres", "postgrs"))
        self.assertFalse(seg._within_one_edit("postgres", "mysql"))

    def test_secret_rules_fire_on_credentials_and_not_on_ordinary_facts(self):
        bad = ["-----BEGIN RSA PRIVATE KEY----- abc", "key AKIAABCDEFGHIJKLMNOP here",
               "token ghp_" + "a1B2" * 9, "slack xoxb-1234567890-abcdefghij",
               "use sk-" + "Ab3" * 10, "db password=hunter22x",
               "blob " + "q8ZkP3xR7mW2vN9tY4bL6cJ1hF5gD0sA" + "Qe"]
        for text in bad:
            self.assertIsNotNone(seg.secret_rule(text), text)
        good = ["uses npm, the Lambda runtime needs it", "commit 3f2a9c1d4e5b6a7f8091a2b3c4d5e6f708192a3b",
                "set password= in .env.example as a placeholder", "path /usr/local/lib/python3.11/site-packages",
                "password: <from vault>", "api_key=$API_KEY from the environment"]
        for text in good:
            self.assertIsNone(seg.secret_rule(text), text)

    def test_name_like_tags_are_capitalized_words(self):
        self.assertTrue(seg.name_like("Bob"))
        self.assertFalse(seg.name_like("bob"))
        self.assertFalse(seg.name_like("GitHub"))

    def test_main_repo_follows_a_worktree_gitdir_to_its_main_repository(self):
        tmp = tempfile.mkdtemp()
        try:
            main = git_repo(tmp, "app")
            wt = os.path.join(tmp, "wt")
            subprocess.run(["git", "-C", main, "worktree", "add", "-q", wt], check=True)
            os.makedirs(os.path.join(wt, "a", "b"))
            self.assertEqual(seg.main_repo(os.path.join(wt, "a", "b")), main)
            self.assertEqual(seg.main_repo(os.path.join(main)), main)
            self.assertIsNone(seg.main_repo("/"))
        finally:
            shutil.rmtree(tmp)


class CoreContract(Store):
    def test_note_prints_id_kind_and_scope_with_kind_defaults(self):
        repo = self.repo("segmem")
        self.assertEqual(self.seg("note", "identity", "prefers short commits", cwd=repo),
                         "#1 identity (global)\n")
        out = self.seg("note", "procedural", "uses npm", "--entities=pkg", cwd=repo)
        self.assertEqual(out.splitlines()[0], "#2 procedural (segmem)")
        self.assertTrue(self.seg("note", "people", "Alice owns deploys", "--entities=alice",
                                 cwd=repo).startswith("#3 people (global)"))
        self.assertTrue(self.seg("note", "episodic", "chose SQLite", cwd=repo)
                        .startswith("#4 episodic (segmem)"))
        self.assertTrue(self.seg("note", "procedural", "runs on Linux", "--entities=os",
                                 "--scope=global", cwd=repo).startswith("#5 procedural (global)"))

    def test_scope_is_shared_by_worktrees_and_subdirectories(self):
        main = self.repo("app")
        wt = os.path.join(self.tmp, "app-wt")
        subprocess.run(["git", "-C", main, "worktree", "add", "-q", wt], check=True)
        sub = os.path.join(main, "src", "deep")
        os.makedirs(sub)
        for d in (main, wt, sub):
            self.assertEqual(self.seg("project", cwd=d).strip(), main)
        self.assertEqual(self.seg("project", cwd=self.tmp).strip(), "global")
        self.note("procedural", "uses tox for tests", "--entities=tox", cwd=wt)
        self.assertIn("#1 uses tox for tests (app)", self.seg("wake", cwd=sub))
        self.assertEqual(self.seg("project", env={"SEGMEM_PROJECT": "/x/y"}).strip(), "/x/y")

    def test_wake_prints_the_spec_shape_with_overrides(self):
        repo = self.repo("segmem")
        self.note("identity", "prefers short commits, one concern each", cwd=repo)
        self.note("procedural", "prefers pnpm", "--entities=pkg", "--scope=global", cwd=repo)
        self.note("procedural", "uses npm, Lambda runtime needs it", "--entities=pkg", cwd=repo)
        self.note("procedural", "tests: python3 test_segmem.py", "--entities=tests", cwd=repo)
        self.note("people", "Alice owns deploys", "--entities=alice", cwd=repo)
        wake = self.seg("wake", cwd=repo)
        self.assertEqual(wake, "\n".join([
            "## Memory (project: segmem)", "",
            "### Identity", "#1 prefers short commits, one concern each (global)", "",
            "### Procedural",
            "#2 prefers pnpm (global) OVERRIDDEN by #3 uses npm, Lambda runtime needs it (segmem)",
            "#4 tests: python3 test_segmem.py (segmem)", "",
            "### People known: alice",
            "Run `segmem recall <name>` before acting on or about them.", "",
            "You are awake.", ""]))
        self.assertEqual(self.seg("wake", "--conflicts", cwd=repo), "#3 overrides #2\n")

    def test_another_projects_procedural_facts_never_load(self):
        a, b = self.repo("a"), self.repo("b")
        self.note("procedural", "uses npm", "--entities=pkg", cwd=a)
        self.assertNotIn("uses npm", self.seg("wake", cwd=b))
        self.assertIn("uses npm", self.seg("recall", "npm", cwd=b))   # recall sees every scope

    def test_empty_store_wakes_with_an_empty_header(self):
        repo = self.repo("fresh")
        self.assertEqual(self.seg("wake", cwd=repo), "## Memory (project: fresh)\n\nYou are awake.\n")

    def test_wake_stays_under_ten_thousand_characters_and_says_what_it_left_out(self):
        repo = self.repo("big")
        con = None
        for i in range(120):
            self.note("procedural", "rule %d: %s" % (i, "x" * 150), "--entities=t%d" % i, cwd=repo)
        wake = self.seg("wake", cwd=repo)
        self.assertLess(len(wake), 10000)
        self.assertIn("rule 119", wake)   # the newest survive
        self.assertRegex(wake, r"\(\d+ older procedural facts left out: segmem wake --all prints them\)")
        self.assertIn("rule 0:", self.seg("wake", "--all", cwd=repo))

    def test_bad_input_is_one_line_with_exit_codes_and_no_change(self):
        self.note("identity", "prefers tea")
        before = self.seg("export")
        self.assertIn("unknown kind 'bogus'", self.refused("note", "bogus", "x", code=2))
        self.assertIn("empty", self.refused("note", "identity", "   ", code=2))
        err = self.refused("note", "identity", "\u00e9" * 141)
        self.assertIn("282 bytes", err)
        self.assertIn("\u25ae", err)
        self.assertIn("#99", self.refused("note", "identity", "x y", "--supersedes=99"))
        self.assertIn("did you mean --entities", self.refused("note", "identity", "x", "--entites=a",
                                                              code=2))
        self.assertIn("unknown command", self.refused("wakee", code=2))
        self.assertEqual(self.seg("export"), before)

    def test_fts_hostile_queries_are_searched_as_plain_words(self):
        self.note("procedural", "foo bar baz are c plus plus things", "--entities=cpp")
        for q in ("foo-bar (baz", '"unbalanced', "NEAR(", "*", "c++", "AND", "x OR"):
            p = self.run_seg("recall", q)
            self.assertNotIn("Traceback", p.stderr)
            self.assertEqual(p.stderr, "")
        self.assertIn("foo bar baz", self.seg("recall", "foo-bar (baz"))

    def test_unicode_and_quotes_round_trip(self):
        text = 'it\'s "quoted" \u2014 \u00fcn\u00efcode \u2713 \u65e5\u672c'
        self.note("identity", text)
        self.assertIn(text, self.seg("recall", "quoted"))
        self.assertIn(text, self.seg("wake"))

    def test_recall_prints_id_date_kind_scope_tags_and_caps_hits(self):
        repo = self.repo("proj")
        for i in range(25):
            self.note("procedural", "lambda fact %d" % i, "--entities=pkg", cwd=repo)
        out = self.seg("recall", "lambda", cwd=repo).splitlines()
        self.assertRegex(out[0], r"^#\d+ \d{4}-\d\d-\d\d procedural \(proj\) \[pkg\] lambda fact \d+$")
        self.assertEqual(len(out), 21)
        self.assertEqual(out[-1], "(5 more: narrow the query)")

    def test_supersede_hides_the_old_fact_from_wake_but_keeps_it(self):
        old = self.note("identity", "lives in Porto")
        new = self.note("identity", "lives in Lisbon", "--supersedes=%d" % old)
        wake = self.seg("wake")
        self.assertIn("lives in Lisbon", wake)
        self.assertNotIn("Porto", wake)
        self.assertNotIn("Porto", self.seg("recall", "lives"))
        self.assertIn("(superseded by #%d)" % new, self.seg("recall", "Porto", "--all"))
        self.assertIn("already superseded", self.refused("note", "identity", "lives in Faro",
                                                         "--supersedes=%d" % old))

    def test_duplicate_note_is_refused_naming_the_existing_id(self):
        self.note("identity", "Prefers rebase over merge.")
        self.assertIn("#1", self.refused("note", "identity", "prefers   rebase over MERGE"))
        self.note("procedural", "prefers rebase over merge", "--entities=git")  # other kind is fine

    def test_tags_take_the_stored_spelling_and_near_misses_get_a_hint(self):
        self.note("procedural", "runs on GitHub Actions", "--entities=github-actions")
        out = self.seg("note", "procedural", "caches pip in CI", "--entities=github_actions")
        self.assertIn("new tag: github_actions (similar: github-actions)", out)
        self.seg("note", "procedural", "matrix of 3 pythons", "--entities=GITHUB-ACTIONS")
        self.assertIn("[github-actions] matrix", self.seg("recall", "matrix"))

    def test_name_like_tag_without_people_record_gets_a_nudge(self):
        out = self.seg("note", "episodic", "Bob reviewed the schema", "--entities=Bob")
        self.assertIn("Bob looks like a person with no people record", out)
        self.note("people", "Bob is the DBA", "--entities=Bob")
        out = self.seg("note", "episodic", "Bob approved the migration", "--entities=Bob")
        self.assertNotIn("no people record", out)

    def test_untagged_procedural_fact_gets_a_warning(self):
        self.assertIn("warning: a procedural fact with no tag", self.seg("note", "procedural", "uses make"))

    def test_secret_guard_refuses_credentials_naming_the_rule(self):
        self.assertIn("AWS access key", self.refused("note", "procedural", "key AKIAABCDEFGHIJKLMNOP",
                                                     "--entities=aws"))
        self.assertIn("private key", self.refused("note", "identity", "-----BEGIN OPENSSH PRIVATE KEY-----"))
        self.assertEqual(self.seg("recall", "key"), "no memory matches key\n")

    def test_forget_records_the_rejection_and_refuses_the_line_after(self):
        mid = self.note("procedural", "uses yarn", "--entities=pkg")
        self.assertIn("forgot #%d" % mid, self.seg("forget", str(mid), "wrong repo"))
        self.assertIn("wrong repo", self.refused("note", "procedural", "Uses Yarn!", "--entities=pkg"))
        self.assertNotIn("yarn", self.seg("wake"))

    def test_forget_of_history_only_while_newest(self):
        a = self.note("episodic", "first event")
        b = self.note("episodic", "second event")
        self.assertIn("not the newest", self.refused("forget", str(a)))
        self.seg("forget", str(b))
        self.seg("forget", str(a))

    def test_promote_needs_three_projects(self):
        repos = [self.repo(n) for n in ("p1", "p2", "p3")]
        ids = [self.note("procedural", "uses ruff for lint", "--entities=lint", cwd=r) for r in repos[:2]]
        self.assertIn("live in 2 projects", self.refused("promote", str(ids[0])))
        self.note("procedural", "Uses ruff for lint.", "--entities=lint", cwd=repos[2])
        out = self.seg("promote", str(ids[0]))
        self.assertRegex(out, r"^#\d+ procedural \(global\): promoted")
        other = self.repo("p4")
        self.assertIn("uses ruff for lint (global)", self.seg("wake", cwd=other))

    def test_unwritable_store_directory_and_corrupt_store_are_clean_refusals(self):
        blocker = os.path.join(self.tmp, "file")
        open(blocker, "w").close()
        err = self.refused("note", "identity", "x", env={"SEGMEM_DIR": os.path.join(blocker, "s")})
        self.assertIn("cannot create the store directory", err)
        bad = os.path.join(self.tmp, "bad")
        os.makedirs(bad)
        with open(os.path.join(bad, "segmem.db"), "w") as f:
            f.write("this is not sqlite at all " * 100)
        self.assertIn("is not a segmem store", self.refused("wake", env={"SEGMEM_DIR": bad}))
        self.assertIn("is not a segmem store", self.refused("note", "identity", "x",
                                                           env={"SEGMEM_DIR": bad}))
        with open(os.path.join(bad, "segmem.db")) as f:
            self.assertTrue(f.read().startswith("this is not sqlite"))

    def test_concurrent_notes_all_land(self):
        repo = self.repo("busy")
        procs = [subprocess.Popen([SEGMEM, "note", "episodic", "parallel event %d" % i,
                                   "--entities=race"], cwd=repo, env=self.env,
                                  stdout=subprocess.PIPE, stderr=subprocess.PIPE)
                 for i in range(16)]
        for p in procs:
            _, err = p.communicate(timeout=60)
            self.assertEqual(p.returncode, 0, err)
        with self.db() as con:
            seqs = sorted(r[0] for r in con.execute("SELECT seq FROM memories WHERE kind='episodic'"))
            live = con.execute("SELECT v FROM meta WHERE k='live'").fetchone()[0]
        self.assertEqual(seqs, list(range(16)))
        self.assertEqual(int(live), 16)

    def test_store_is_wal_with_a_schema_version(self):
        self.note("identity", "x y z")
        with self.db() as con:
            self.assertEqual(con.execute("PRAGMA journal_mode").fetchone()[0], "wal")
            self.assertEqual(con.execute("PRAGMA user_version").fetchone()[0], seg.SCHEMA_VERSION)

    def test_every_command_has_help(self):
        for name in seg.COMMANDS:
            out = self.seg(name, "--help")
            self.assertTrue(out.startswith("usage: segmem %s" % name), name)

    def test_prompt_and_subagent_rule(self):
        doctrine = self.seg("prompt")
        self.assertTrue(doctrine.startswith("## Memory"))
        for must in ("30-day", "PR status", "CI counts", "--entities", "--supersedes", "forget"):
            self.assertIn(must, doctrine)
        rule = self.seg("prompt", "--subagent")
        for must in ("segmem wake", "segmem recall", "never run segmem note, nap", "promote", "parent"):
            self.assertIn(must, rule)

    def test_init_prints_the_memory_block_and_valid_hooks_json(self):
        out = self.seg("init")
        self.assertIn("## Memory", out)
        block = json.loads(out[out.index("{"):out.rindex("}") + 1])
        cmds = [h["command"] for ev in block["hooks"].values() for g in ev for h in g["hooks"]]
        self.assertIn("%s wake --once --served=manual" % os.path.realpath(SEGMEM), cmds)
        self.assertIn("%s hook --once --served=manual" % os.path.realpath(SEGMEM), cmds)


class ExportImport(Store):
    def fill(self):
        repo = self.repo("proj")
        a = self.note("identity", "lives in Porto")
        self.note("identity", "lives in Lisbon \u2713", "--supersedes=%d" % a)
        self.note("procedural", "uses npm", "--entities=pkg,Lambda", cwd=repo)
        for i in range(18):
            self.note("episodic", "event %d" % i, "--entities=ev", cwd=repo)
        self.seg("nap", "0-1", "events zero and one", cwd=repo)
        gone = self.note("procedural", "uses yarn", "--entities=pkg", cwd=repo)
        self.seg("forget", str(gone), "wrong", cwd=repo)
        self.seg("recall", "npm")
        return repo

    def test_export_then_import_into_an_empty_store_is_byte_identical(self):
        self.fill()
        first = os.path.join(self.tmp, "a.jsonl")
        self.seg("export", first)
        other = os.path.join(self.tmp, "other")
        self.seg("import", first, env={"SEGMEM_DIR": other})
        again = self.seg("export", env={"SEGMEM_DIR": other})
        with open(first, encoding="utf-8") as f:
            self.assertEqual(f.read(), again)

    def test_import_into_a_non_empty_store_remaps_and_refuses_forgotten_lines(self):
        self.fill()
        dump = os.path.join(self.tmp, "a.jsonl")
        self.seg("export", dump)
        other = os.path.join(self.tmp, "other")
        env = {"SEGMEM_DIR": other}
        self.seg("note", "identity", "prefers tea", env=env)
        self.seg("note", "procedural", "uses yarn", "--entities=pkg", env=env)   # id 2
        self.seg("forget", "2", "not here either", env=env)
        with open(dump, "a", encoding="utf-8") as f:
            f.write(json.dumps({"type": "fact", "id": 99, "ts": 1.0, "kind": "procedural",
                                "scope": "/x/proj", "seq": None, "text": "uses yarn", "tags": ["pkg"],
                                "supersedes": None, "superseded_by": None, "session": None}) + "\n")
        out = self.seg("import", dump, env=env)
        self.assertIn("refused 1 forgotten", out)
        rec = self.seg("recall", "Lisbon", "--all", env=env)
        self.assertIn("lives in Lisbon", rec)
        porto = self.seg("recall", "Porto", "--all", env=env)
        self.assertRegex(porto, r"superseded by #\d+")
        self.assertNotIn("#1 ", porto)   # ids remapped past the existing fact

    def test_a_bad_import_line_changes_nothing(self):
        self.note("identity", "prefers tea")
        before = self.seg("export")
        bad = os.path.join(self.tmp, "bad.jsonl")
        with open(bad, "w") as f:
            f.write('{"type": "fact", "id": 5, "ts": 1, "kind": "identity", "scope": "global", '
                    '"seq": null, "text": "a", "tags": [], "supersedes": null, "superseded_by": null}\n')
            f.write("not json\n")
        self.assertIn("line 2", self.refused("import", bad))
        self.assertEqual(self.seg("export"), before)


class Migrations(Store):
    def test_an_older_schema_store_opens_and_upgrades_in_place(self):
        """A store at user_version 0 holding a table of its own: the migration adds the
        schema around it, keeps what was there, and records the new version."""
        os.makedirs(self.dir)
        path = os.path.join(self.dir, "segmem.db")
        con = sqlite3.connect(path)
        con.execute("CREATE TABLE keepme(x)")
        con.execute("INSERT INTO keepme VALUES ('still here')")
        con.commit()
        con.close()
        self.note("identity", "prefers tea")
        with self.db() as con:
            self.assertEqual(con.execute("SELECT x FROM keepme").fetchone()[0], "still here")
            self.assertEqual(con.execute("PRAGMA user_version").fetchone()[0], seg.SCHEMA_VERSION)
        self.assertIn("prefers tea", self.seg("wake"))

    def test_a_store_from_a_newer_segmem_is_refused(self):
        os.makedirs(self.dir)
        con = sqlite3.connect(os.path.join(self.dir, "segmem.db"))
        con.execute("PRAGMA user_version = 99")
        con.close()
        self.assertIn("newer segmem", self.refused("wake"))

# ---- episodic: the cover, naps

class CoverProperties(unittest.TestCase):
    """The wake cover over many stream lengths and budgets."""
    LENGTHS = list(range(0, 700)) + [1023, 1024, 1025, 4095, 65535, 65536, 99999, 10 ** 6, 2 ** 20 - 1]
    BUDGETS = (1, 2, 3, 4, 5, 8, 16, 24)

    def each(self):
        for budget in self.BUDGETS:
            for total in self.LENGTHS:
                yield total, budget, seg.cover(total, budget)

    def test_tiles_the_stream_exactly_with_aligned_power_of_two_blocks(self):
        for total, budget, blocks in self.each():
            pos = 0
            for lo, hi in blocks:
                w = hi - lo
                self.assertEqual(lo, pos, (total, budget))
                self.assertTrue(w > 0 and w & (w - 1) == 0 and lo % w == 0, (total, budget, lo, hi))
                pos = hi
            self.assertEqual(pos, total)

    def test_never_more_lines_than_the_budget_unless_the_length_itself_needs_more(self):
        for total, budget, blocks in self.each():
            # an aligned tiling of [0, total) needs at least popcount(total) blocks
            self.assertLessEqual(len(blocks), max(budget, bin(total).count("1")), (total, budget))

    def test_every_fact_verbatim_while_the_stream_fits_the_budget(self):
        for total, budget, blocks in self.each():
            if total <= budget:
                self.assertEqual(blocks, [(i, i + 1) for i in range(total)])

    def test_widths_never_grow_toward_the_present_and_the_newest_are_verbatim(self):
        for total, budget, blocks in self.each():
            widths = [hi - lo for lo, hi in blocks]
            self.assertEqual(widths, sorted(widths, reverse=True), (total, budget))
            if total and bin(total - 1).count("1") < budget:
                self.assertEqual(widths[-1], 1, (total, budget))

    def test_each_doubling_of_age_gets_about_the_same_number_of_lines(self):
        blocks = seg.cover(10 ** 6, 16)
        widths = [hi - lo for lo, hi in blocks]
        self.assertGreater(widths[0], 10 ** 5)       # last year is a line or two
        self.assertEqual(widths[-3:], [1, 1, 1])     # yesterday is verbatim
        self.assertTrue(12 <= len(blocks) <= 16, widths)


class NapFlow(Store):
    def stream(self, n, repo):
        for i in range(n):
            self.note("episodic", "event %d happened" % i, "--entities=ev", cwd=repo)

    def test_notes_wake_asks_naps_answered_wake_compressed(self):
        repo = self.repo("hist")
        self.stream(20, repo)
        wake = self.seg("wake", cwd=repo)
        self.assertIn("### Episodic (hist), oldest first", wake)
        self.assertIn("#0-1 ", wake)
        self.assertIn("(not compressed yet)", wake)
        self.assertIn("  #0 ", wake)
        self.assertIn('segmem nap 0-1 "<line>"', wake)
        self.assertIn("Invent nothing", wake)
        self.assertIn("unknown cause", wake)
        answered = []
        while True:
            data = json.loads(self.seg("next-nap", "--json", cwd=repo))
            if not data:
                break
            self.assertEqual(set(data), {"scope", "range", "prompt", "remaining"})
            answered.append(data["range"])
            self.seg("nap", data["range"], "summary of %s" % data["range"], cwd=repo)
        self.assertEqual(answered[0], "0-1")
        wake = self.seg("wake", cwd=repo)
        self.assertNotIn("not compressed", wake)
        self.assertNotIn("segmem nap", wake)
        lines = wake.split("### Episodic (hist), oldest first\n")[1].split("\n\n")[0].splitlines()
        self.assertLessEqual(len(lines), 16)
        self.assertEqual(lines[-1][:4], "#19 ")
        self.assertTrue(lines[-1].endswith("event 19 happened"))
        self.assertRegex(lines[0], r"^#0-\d+ \d{4}-\d\d-\d\d summary of 0-\d+$")

    def test_nap_accepts_only_the_pending_block(self):
        repo = self.repo("hist")
        self.stream(20, repo)
        err = self.refused("nap", "2-3", "wrong block", cwd=repo)
        self.assertIn("the pending one is #0-1", err)
        self.assertIn("300 bytes", self.refused("nap", "0-1", "x" * 300, cwd=repo))
        out = self.seg("nap", "0-1", "first two", cwd=repo)
        self.assertIn('segmem nap 2-3 "<line>"', out)

    def test_superseding_a_leaf_drops_the_summaries_over_it(self):
        repo = self.repo("hist")
        self.stream(20, repo)
        self.seg("nap", "0-1", "first two", cwd=repo)
        self.assertIn("first two", self.seg("wake", cwd=repo))
        self.seg("note", "episodic", "event 1 really happened", "--supersedes=2", cwd=repo)
        wake = self.seg("wake", cwd=repo)
        self.assertNotIn("first two", wake)
        self.assertIn("  #1 ", wake)
        self.assertIn("event 1 really happened", wake)
        self.assertEqual(json.loads(self.seg("next-nap", "--json", cwd=repo))["range"], "0-1")

    def test_forget_a_summary_and_it_is_asked_for_again(self):
        repo = self.repo("hist")
        self.stream(20, repo)
        self.seg("nap", "0-1", "a bad summary", cwd=repo)
        self.assertIn("dropped summary #0-1", self.seg("forget", "0-1", cwd=repo))
        self.assertEqual(json.loads(self.seg("next-nap", "--json", cwd=repo))["range"], "0-1")

    def test_episodic_note_prints_the_pending_request(self):
        repo = self.repo("hist")
        self.stream(16, repo)
        out = self.seg("note", "episodic", "the seventeenth", cwd=repo)
        self.assertIn('segmem nap 0-1 "<line>"', out)
        self.assertIn("wake numbers it #16", out)

    def test_wake_stays_under_ten_thousand_characters_with_raw_blocks(self):
        repo = self.repo("long")
        for i in range(60):
            self.note("episodic", ("event %d " % i) + "y" * 260, cwd=repo)
        for i in range(30):
            self.note("procedural", ("rule %d " % i) + "z" * 260, "--entities=r%d" % i, cwd=repo)
        wake = self.seg("wake", cwd=repo)
        self.assertLess(len(wake), 10000)
        self.assertIn("not shown", wake)
        self.assertTrue(wake.endswith("You are awake.\n"))

    def test_no_history_means_nothing_is_asked(self):
        repo = self.repo("quiet")
        self.assertEqual(self.seg("next-nap", "--json", cwd=repo).strip(), "{}")
        self.assertIn("Nothing to compress", self.seg("next-nap", cwd=repo))

# ---- pressure

class Pressure(Store):
    def touches(self):
        with self.db() as con:
            return con.execute("SELECT tag, weight, source FROM touches ORDER BY id").fetchall()

    def test_weights_two_recalls_stay_under_six_three_reach_it(self):
        self.note("people", "Alice owns deploys", "--entities=alice")
        self.seg("recall", "alice")
        self.seg("recall", "alice")
        self.assertEqual(self.seg("stale", "--count").strip(), "0")
        self.seg("recall", "alice")
        self.assertEqual(self.seg("stale", "--count").strip(), "1")
        stale = self.seg("stale")
        self.assertIn("alice (people) pressure 6", stale)
        self.assertIn("3 recalls", stale)

    def test_an_episodic_note_about_a_person_raises_pressure_and_wake_flags_it(self):
        repo = self.repo("app")
        self.note("people", "Alice owns deploys", "--entities=alice", cwd=repo)
        self.note("episodic", "alice paused the deploy", "--entities=alice", cwd=repo)
        self.note("episodic", "alice resumed the deploy", "--entities=alice", cwd=repo)
        wake = self.seg("wake", cwd=repo)
        self.assertRegex(wake, r"\nalice: dossier from \d{4}-\d\d-\d\d, 2 notes since\n")
        self.assertIn("### Episodic (app), oldest first", wake)   # the rest stays intact

    def test_a_people_note_or_touch_resets_the_dossier_clock(self):
        self.note("people", "Alice owns deploys", "--entities=alice")
        for _ in range(3):
            self.seg("recall", "alice")
        self.assertEqual(self.seg("stale", "--count").strip(), "1")
        self.assertIn("dossier reviewed", self.seg("touch", "alice"))
        self.assertEqual(self.seg("stale", "--count").strip(), "0")
        for _ in range(3):
            self.seg("recall", "alice")
        self.note("people", "Alice owns deploys and billing", "--entities=alice", "--supersedes=1")
        self.assertEqual(self.seg("stale", "--count").strip(), "0")
        self.assertIn("no people record", self.refused("touch", "bob"))

    def test_procedural_verify_then_export_then_keep(self):
        repo = self.repo("app")
        mid = self.note("procedural", "uses npm, the Lambda runtime needs it", "--entities=pkg", cwd=repo)
        for _ in range(5):
            self.seg("recall", "npm", cwd=repo)     # 5 x 2 = 10: under 12
        self.assertEqual(self.seg("stale", "--count", cwd=repo).strip(), "0")
        self.seg("recall", "npm", cwd=repo)
        stale = self.seg("stale", cwd=repo)
        self.assertIn("#%d procedural (app) pressure 12" % mid, stale)
        self.assertIn("verify -> segmem touch %d" % mid, stale)
        self.assertIn("(under pressure: verify)", self.seg("wake", cwd=repo))
        touched = self.seg("touch", str(mid), cwd=repo)
        self.assertIn("#%d uses npm, the Lambda runtime needs it (app)" % mid, touched)
        self.assertEqual(self.seg("stale", "--count", cwd=repo).strip(), "0")
        for _ in range(6):
            self.seg("recall", "npm", cwd=repo)
        self.assertIn("export", self.seg("stale", cwd=repo))
        self.assertIn("(under pressure: export)", self.seg("wake", cwd=repo))
        upkeep = self.seg("stale", "--hook", cwd=repo)
        self.assertIn("<segmem-upkeep>", upkeep)
        self.assertIn("CI check", upkeep)
        self.seg("touch", str(mid), "--keep", cwd=repo)
        for _ in range(6):
            self.seg("recall", "npm", cwd=repo)
        stale = self.seg("stale", cwd=repo)
        self.assertIn("verify", stale)
        self.assertNotIn("export", stale)

    def test_the_write_itself_does_not_count(self):
        repo = self.repo("app")
        self.note("procedural", "uses npm", "--entities=pkg", cwd=repo)
        self.assertIn("pressure 0", self.seg("stale", "--min=0", cwd=repo))
        self.note("procedural", "uses node 20", "--entities=pkg", cwd=repo)
        self.assertIn("pressure 3", self.seg("stale", "--min=0", cwd=repo))   # the other fact felt it

    def test_another_projects_touches_never_press_a_project_fact(self):
        a, b = self.repo("a"), self.repo("b")
        self.note("procedural", "uses npm", "--entities=pkg", cwd=a)
        self.note("procedural", "prefers small diffs", "--entities=pkg", "--scope=global", cwd=a)
        for _ in range(8):
            self.seg("recall", "npm", cwd=b)   # served from b: the touches carry b
        # 3 from the global note written in a; b's eight recalls (16) never reach it
        self.assertIn("#1 procedural (a) pressure 3", self.seg("stale", "--min=0", cwd=a))
        self.assertRegex(self.seg("stale", "--min=0", cwd=a), r"#2 procedural \(global\) pressure \d+")

    def test_touch_of_a_non_procedural_id_is_refused(self):
        mid = self.note("identity", "prefers tea")
        self.assertIn("touch <id> reviews procedural facts", self.refused("touch", str(mid)))

    def test_quiet_sessions_leave_no_evidence(self):
        self.note("people", "Alice owns deploys", "--entities=alice")
        before = self.touches()
        for _ in range(4):
            self.seg("recall", "alice", env={"SEGMEM_QUIET": "1"})
        self.seg("hook", stdin='{"prompt": "ask Alice about `alice`", "session_id": "q"}',
                 env={"SEGMEM_QUIET": "1"})
        self.assertEqual(self.touches(), before)
        self.assertEqual(self.seg("stale", "--hook", env={"SEGMEM_QUIET": "1"}), "")

# ---- hooks: identifiers, prompt hook, tool hook, check-note, claims

# ---- harnesses: plugin files, Claude Code, Codex (end to end)

# ---- repo: README, docs, Python floor, benchmark smoke


if __name__ == "__main__":
    unittest.main(verbosity=1)
