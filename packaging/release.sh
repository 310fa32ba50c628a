#!/usr/bin/env bash
# `make release`: build a release from the committed tree, check it, and tag it (locally).
# docs/releasing.md says when to run it and what to do after (push the tag, publish).
#
#   1. the tree is clean, the version (listbuilder/__init__.py) has no tag yet, and CHANGELOG.md
#      has a dated section for it ("## [X.Y.Z] — YYYY-MM-DD", not "unreleased");
#   2. sdist and wheel from `git archive HEAD` (nothing untracked or stale can slip in; the
#      wheel is built from the sdist), then the wheel installed into a fresh venv and used from
#      a folder outside the repository;
#   3. the desktop bundle (`make dist`, licences included) and its smoke test, then archived;
#   4. SHA256SUMS, then the annotated tag vX.Y.Z on HEAD.
# Everything lands in build/release/X.Y.Z/; nothing is pushed or uploaded.
set -euo pipefail
cd "$(dirname "$0")/.."
BIN=${BIN:-$PWD/.venv/bin}
fail() { echo "release: $*" >&2; exit 1; }

git rev-parse --git-dir >/dev/null 2>&1 || fail "not a git checkout"
# Untracked files too: `make dist` reads the working tree, and a stray list would ship.
[ -z "$(git status --porcelain)" ] ||
    fail "the tree has uncommitted or untracked files: commit, stash or remove them first"
VERSION=$("$BIN/python" -c 'import re, pathlib; print(re.search(r"__version__ = \"([^\"]+)\"", pathlib.Path("listbuilder/__init__.py").read_text()).group(1))')
TAG="v$VERSION"
git rev-parse -q --verify "refs/tags/$TAG" >/dev/null && fail "the tag $TAG exists already: raise __version__ first"
grep -Eq "^## \[$(printf '%s' "$VERSION" | sed 's/\./\\./g')\] — [0-9]{4}-[0-9]{2}-[0-9]{2}$" CHANGELOG.md ||
    fail "CHANGELOG.md has no dated section '## [$VERSION] — YYYY-MM-DD' (is it still 'unreleased'?)"

OUT=$PWD/build/release/$VERSION
rm -rf "$OUT"
mkdir -p "$OUT/src" "$OUT/dist"
echo "== sdist and wheel of $TAG from git archive HEAD"
git archive --format=tar HEAD | tar -x -C "$OUT/src"
"$BIN/uv" build -q --out-dir "$OUT/dist" "$OUT/src"
WHEEL=$(ls "$OUT"/dist/listbuilder-"$VERSION"-*.whl)
SDIST=$OUT/dist/listbuilder-$VERSION.tar.gz
[ -f "$SDIST" ] || fail "no sdist $SDIST"

echo "== the wheel, installed into a fresh venv and used outside the repository"
"$BIN/uv" venv -q --python "$BIN/python" "$OUT/venv"
"$BIN/uv" pip install -q --python "$OUT/venv/bin/python" "$WHEEL"
TRY=$(mktemp -d)
trap 'rm -rf "$TRY"' EXIT
(
    cd "$TRY"
    export LISTBUILDER_CONFIG_DIR="$TRY/config" LISTBUILDER_NO_CACHE=1
    LB="$OUT/venv/bin/listbuilder"
    [ "$("$LB" --version)" = "listbuilder $VERSION" ] || fail "the wheel says $("$LB" --version)"
    "$LB" lists >/dev/null
    "$LB" samples --copy armies >/dev/null
    "$LB" validate armies/bi-french.army.yaml >/dev/null
    "$LB" export cards armies/bi-french.army.yaml -o cards.pdf >/dev/null
    head -c 5 cards.pdf | grep -q '%PDF-' || fail "the wheel's export wrote no PDF"
)

echo "== the desktop bundle"
make dist
bash .ci/smoke-frozen
PLATFORM=$("$BIN/python" -c 'import sysconfig; print(sysconfig.get_platform().replace("-", "_"))')
BUNDLE=$OUT/dist/listbuilder-$VERSION-$PLATFORM.tar.gz
tar -czf "$BUNDLE" -C dist listbuilder

(cd "$OUT/dist" && sha256sum -- * > SHA256SUMS)
git tag -a "$TAG" -m "listbuilder $VERSION"
echo
echo "released $TAG (local tag; nothing pushed or uploaded):"
sed 's/^/  /' "$OUT/dist/SHA256SUMS"
echo "next: docs/releasing.md, 'After make release'; the upload takes the sdist and the wheel only:"
echo "  uv publish $SDIST $WHEEL"
