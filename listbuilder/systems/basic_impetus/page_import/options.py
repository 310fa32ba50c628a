"""An option paragraph's prose, read as the list format's operations.

Understood shapes (English and Italian verbs; the publisher's typos such as `one the` pass):
- `Change one FP Unit (VBU=5) with:` + rows, `or with` + another row (then the player adds
  one of them), `Replace wardogs with:`, `Replace 1 CM unit with 1 FP 5 6 3 3 Varangians`;
- `change the FL + S Units into 2 CL Units (with VBU=3)`: removals, then more units of the
  row that fits (`add_more`), or a new row made from it with the VBU printed;
- `Increase by 1 point the FP Unit's VBU and lower by 1 point one the CP Unit's VBU`: `modify`
  with `by`; `Remove 1 S and upgrade to VBU=7 one Unit of CP`: `remove` and `modify`;
- `Add 1 CL`, `Add:` + rows.
A verb misprinted by one letter at a clause's start ('Remore 1 S') is read as the verb (and
said). Anything else gives None, and a number beyond what a list holds ('by 101') gives
`Refused`: the caller keeps the paragraph as a note and warns.
"""

from __future__ import annotations

import re
from dataclasses import dataclass, field, replace

from listbuilder.systems.basic_impetus.page_import.lines import joined_all
from listbuilder.systems.basic_impetus.page_import.rows import Row, read_row
from listbuilder.systems.basic_impetus.page_import.targets import (
    NUMBER_WORDS,
    Target,
    target_of,
    targets,
)

_SWAP = (r"change|replace|substitute|swap|exchange|sostituisci|sostituire|sostituite|cambia|"
         r"cambiare|scambia|scambiare|rimpiazza|rimpiazzare")
_INTO = re.compile(rf"^(?:{_SWAP}|transform|turn|convert|trasforma|trasformare|convertire)\s+"
                   r"(?P<target>.+?)\s+"
                   r"(?:into|in)\s+(?P<tail>.+)$", re.IGNORECASE)
_WITH = re.compile(rf"^(?:{_SWAP})\s+(?P<target>.+?)\s+(?:with|con)\b\s*:?\s*(?P<tail>.*)$",
                   re.IGNORECASE)
_VERBS = (r"remove|drop|delete|togli|togliere|elimina|eliminare|rimuovi|rimuovere|upgrade|raise|"
          r"increase|improve|potenzia|potenziare|aumenta|aumentare|porta|portare|lower|reduce|"
          r"decrease|downgrade|diminuisci|diminuire|riduci|ridurre|abbassa|abbassare|add|"
          r"aggiungi|aggiungere")
_CLAUSES = re.compile(rf"\s*(?:[,;.]\s*)?\b(?:and|e|then|poi)\s+(?=(?:{_VERBS})\b)|"
                      rf"\s*[;.]\s+(?=(?:{_VERBS})\b)", re.IGNORECASE)
_REMOVE = re.compile(r"^(?:remove|drop|delete|togli|togliere|elimina|eliminare|rimuovi|rimuovere)"
                     r"\s+(?P<target>.+)$",
                     re.IGNORECASE)
_UP, _DOWN = (r"upgrade|raise|increase|improve|potenzia|potenziare|aumenta|aumentare|porta|portare",
              r"lower|reduce|decrease|downgrade|diminuisci|diminuire|riduci|ridurre|abbassa|"
              r"abbassare")
_TO_VBU = re.compile(rf"^(?:{_UP}|{_DOWN})\s+(?:to|a)\s+VBU\s*[=:]?\s*(?P<v>\d{{1,2}})\s+"
                     r"(?P<target>.+)$", re.IGNORECASE)
_TARGET_TO_VBU = re.compile(rf"^(?:{_UP}|{_DOWN})\s+(?P<target>.+?)\s+(?:to|a)\s+VBU\s*[=:]?\s*"
                            r"(?P<v>\d{1,2})$", re.IGNORECASE)
_BY = re.compile(rf"^(?P<verb>{_UP}|{_DOWN})\s+(?:by|di)\s+(?P<n>\d{{1,2}}|\w+)\s+"
                 r"(?:points?|punt[oi])\s+(?P<target>.+?)\s+VBU\b.*$", re.IGNORECASE)
_BY_AFTER = re.compile(rf"^(?P<verb>{_UP}|{_DOWN})\s+(?:the\s+)?VBU\s+(?:of|di|del|della)\s+"
                       r"(?P<target>.+?)\s+(?:by|di)\s+(?P<n>\d{1,2}|\w+)(?:\s+(?:points?|"
                       r"punt[oi]))?$", re.IGNORECASE)
_ADD = re.compile(r"^(?:add|aggiungi|aggiungere)\s*:?\s*(?P<tail>.*)$", re.IGNORECASE)
_UNITS = re.compile(r"^(?P<what>.+?)\s*(?:\(\s*(?:with\s+|con\s+)?VBU\s*[=:]?\s*(?P<v>\d{1,2})"
                    r"\s*\)|(?:with|con)\s+VBU\s*[=:]?\s*(?P<v2>\d{1,2}))?$", re.IGNORECASE)

#: The publisher's missing spaces: 'Remove 1S and upgrade to VBU=7one Unit of CP'.
_RUN_TOGETHER = re.compile(r"(?<=\d)(?=(?:one|a|an|the|unit|units|unità|una|uno|CP|CM|CL|CGP|CGL|"
                           r"CF|FP|FL|T|S|ART|EL|W)\b)", re.IGNORECASE)

Base = list[tuple[str, Row]]

#: The most a change may move a value by (the list format's modifier range).
MOST_BY = 100


@dataclass
class OptionText:
    """An option paragraph as printed: its label line, prose lines and rows."""

    line: int
    label: str
    number: int | None
    prose: list[tuple[int, str]] = field(default_factory=list)
    #: Rows after the prose; a new group starts at each `or with`.
    groups: list[list[Row]] = field(default_factory=list)
    #: The label as printed when it is not `label.` (`2)` in a numbered list of options).
    printed: str | None = None

    @property
    def text(self) -> str:
        return joined_all(t for _n, t in self.prose)

    @property
    def lines(self) -> list[int]:
        return sorted([self.line, *(n for n, _t in self.prose),
                       *(r.line for g in self.groups for r in g)])


@dataclass
class Operations:
    remove: list[Target] = field(default_factory=list)
    add: list[Row] = field(default_factory=list)
    add_one_of: list[Row] = field(default_factory=list)
    add_more: list[tuple[str, int]] = field(default_factory=list)
    #: (row id, count, absolute values, relative values)
    modify: list[tuple[str, int, dict[str, int], dict[str, int]]] = field(default_factory=list)
    #: Misprinted verbs read as others: (as printed, as read).
    misread: list[tuple[str, str]] = field(default_factory=list)


@dataclass(frozen=True)
class Refused:
    """The prose gives a number the list format cannot hold ('by 101')."""

    value: int
    low: int
    high: int


class _Beyond(Exception):
    def __init__(self, refused: Refused) -> None:
        super().__init__(refused)
        self.refused = refused


def operations(option: OptionText, base: Base) -> Operations | Refused | None:
    """What the option does to the list, or None when its prose is not understood."""
    prose, misread = _misprints_read(_RUN_TOGETHER.sub(" ", option.text.strip(" .")))
    rows = [g for g in option.groups if g]
    try:
        swaps = [_swap(m["target"], m["tail"], rows, base)
                 for m in (_INTO.match(prose), _WITH.match(prose)) if m]
        ops = next((s for s in swaps if s is not None), None) if swaps \
            else _clauses(prose, rows, base)
    except _Beyond as beyond:
        return beyond.refused
    if ops is None or not _any(ops):
        return None
    ops.misread = misread
    at = option.prose[-1][0] if option.prose else option.line  # a row printed in the prose
    ops.add = [r if r.line else replace(r, line=at) for r in ops.add]
    return ops


def _clauses(prose: str, rows: list[list[Row]], base: Base) -> Operations | None:
    ops = Operations()
    clauses = [c for c in _CLAUSES.split(prose) if c and c.strip()]
    if not clauses or not all(_clause(c.strip(" .,;"), rows, base, ops) for c in clauses):
        return None
    return ops


def _swap(target: str, tail: str, rows: list[list[Row]], base: Base) -> Operations | None:
    removed = targets(target, base)
    ops = Operations(remove=removed or [])
    if removed is None or not _additions(tail, rows, base, ops):
        return None
    return ops


def _clause(clause: str, rows: list[list[Row]], base: Base, ops: Operations) -> bool:
    if found := _REMOVE.match(clause):
        removed = targets(found["target"], base)
        ops.remove += removed or []
        return removed is not None
    if found := (_TO_VBU.match(clause) or _TARGET_TO_VBU.match(clause)):
        return _modify(found["target"], base, ops, {"VBU": int(found["v"])}, {})
    if found := (_BY.match(clause) or _BY_AFTER.match(clause)):
        n = _number(found["n"])
        sign = -1 if re.match(_DOWN, found["verb"], re.IGNORECASE) else 1
        if n is not None and not 1 <= n <= MOST_BY:
            raise _Beyond(Refused(sign * n, -MOST_BY, MOST_BY))
        return n is not None and _modify(found["target"], base, ops, {}, {"VBU": sign * n})
    if found := _ADD.match(clause):
        return _additions(found["tail"], rows, base, ops)
    return False


def _modify(phrase: str, base: Base, ops: Operations, absolute: dict[str, int],
            by: dict[str, int]) -> bool:
    target = target_of(phrase, base)
    if target is None or len(target.ids) != 1:  # a change names one row
        return False
    ops.modify.append((target.ids[0], target.count, absolute, by))
    return True


def _additions(tail: str, rows: list[list[Row]], base: Base, ops: Operations) -> bool:
    """What comes in: rows under the prose (several groups: the player adds one of them),
    a row in the prose itself, or `2 CL Units (with VBU=3)` made from a row of the list."""
    tail = tail.strip(" .:;")
    inline = read_row(tail, 0) if tail else None
    groups = ([[inline]] if inline else []) + rows
    if groups:
        if tail and inline is None:
            return False
        if len(groups) == 1:
            ops.add += groups[0]
            return True
        if any(len(g) != 1 for g in groups):
            return False
        ops.add_one_of += [g[0] for g in groups]
        return True
    return bool(tail) and _more_units(tail, base, ops)


def _more_units(tail: str, base: Base, ops: Operations) -> bool:
    """More units of the row the words name, with the VBU printed if it fits one; else a new
    row made from the first such row, with that VBU."""
    found = _UNITS.match(tail)
    if found is None:
        return False
    vbu = found["v"] or found["v2"]
    target = target_of(f"{found['what']} VBU={vbu}", base) if vbu else None
    if target is not None and len(target.ids) == 1:
        ops.add_more.append((target.ids[0], target.count))
        return True
    target = target_of(found["what"], base)
    if target is None or (vbu is None and len(target.ids) != 1):
        return False
    row = next(r for i, r in base if i == target.ids[0])
    if vbu is None:
        ops.add_more.append((target.ids[0], target.count))
    else:
        ops.add.append(replace(row, count=target.count, VBU=int(vbu), general=False,
                               VD_general=None))
    return True


#: Every verb a clause may start with, for reading a misprinted one.
_ALL_VERBS = frozenset(re.findall(r"[a-z]+", f"{_SWAP}|{_VERBS}|transform|turn|convert|trasforma|"
                                             "trasformare|convertire"))
_CLAUSE_START = re.compile(r"(?:^|[.;,]\s+|\b(?:and|e|then|poi)\s+)(?P<word>[^\W\d_]{5,})",
                           re.IGNORECASE)


def _misprints_read(prose: str) -> tuple[str, list[tuple[str, str]]]:
    """The prose with a clause's first word that is one letter away from a verb (changed,
    left out, added or two swapped: 'Remore', 'Chnage') read as that verb."""
    misread: list[tuple[str, str]] = []

    def read(found: re.Match[str]) -> str:
        word = found["word"]
        if word.lower() in _ALL_VERBS:
            return found[0]
        verb = next((v for v in sorted(_ALL_VERBS) if len(v) >= 5 and _one_apart(
            word.lower(), v)), None)
        if verb is None:
            return found[0]
        misread.append((word, verb))
        return found[0][:found.start("word") - found.start()] + verb

    return _CLAUSE_START.sub(read, prose), misread


def _one_apart(a: str, b: str) -> bool:
    """Whether `a` is `b` with one letter changed, left out, added, or two letters swapped."""
    if a == b or abs(len(a) - len(b)) > 1:
        return False
    if len(a) == len(b):
        diff = [i for i in range(len(a)) if a[i] != b[i]]
        return len(diff) == 1 or (len(diff) == 2 and diff[1] == diff[0] + 1
                                  and a[diff[0]] == b[diff[1]] and a[diff[1]] == b[diff[0]])
    short, long_ = (a, b) if len(a) < len(b) else (b, a)
    return any(long_[:i] + long_[i + 1:] == short for i in range(len(long_)))


def _number(word: str) -> int | None:
    return int(word) if word.isdigit() else NUMBER_WORDS.get(word.lower())


def _any(ops: Operations) -> bool:
    return bool(ops.remove or ops.add or ops.add_one_of or ops.add_more or ops.modify)
