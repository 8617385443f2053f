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

# ---- episodic: the cover, naps

# ---- pressure

# ---- hooks: identifiers, prompt hook, tool hook, check-note, claims

# ---- harnesses: plugin files, Claude Code, Codex (end to end)

# ---- repo: README, docs, Python floor, benchmark smoke


if __name__ == "__main__":
    unittest.main(verbosity=1)
