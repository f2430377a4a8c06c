"""A small C++ tokenizer for the mutation fuzzer (python3 stdlib only).

tokenize(text) -> list of (start, end) character spans, one per token, in order. Tokens are
identifiers/keywords, pp-numbers, string and character literals (with encoding prefixes,
user-defined suffixes and raw strings), and punctuators (longest match). Comments, whitespace
and backslash-newline continuations are skipped. Anything else (a stray byte) is one token.
It does not need to be a perfect C++ lexer: it only decides where a token starts and ends.
"""

import re

_PUNCT = sorted(
    """%:%: ... <=> <<= >>= ->* :: ++ -- << >> <= >= == != && || += -= *= /= %= &= |= ^= -> .* ## <: :> <% %>
    { } [ ] ( ) ; : ? . + - * / % ^ & | ~ ! = < > , #""".split(),
    key=len,
    reverse=True,
)
_PUNCT_RE = re.compile("|".join(re.escape(p) for p in _PUNCT))
_IDENT_RE = re.compile(r"[A-Za-z_$][A-Za-z0-9_$]*")
_NUMBER_RE = re.compile(r"\.?[0-9](?:[eEpP][+-]|'[0-9A-Za-z_]|[0-9A-Za-z_.])*")
_STR_PREFIX_RE = re.compile(r"(?:u8|u|U|L)?R?(?=[\"'])")
_RAW_OPEN_RE = re.compile(r'"([^ ()\\\t\v\f\n]{0,16})\(')
_SPACE_RE = re.compile(r"(?:[ \t\r\n\v\f]|\\\r?\n)+")


def _quoted_end(text, i, quote):
    """i points at the opening quote; return the index after the closing one (or line end)."""
    n = len(text)
    j = i + 1
    while j < n:
        c = text[j]
        if c == "\\":
            j += 2
            continue
        if c == quote:
            return j + 1
        if c == "\n":  # unterminated: stop at the end of the line
            return j
        j += 1
    return n


def tokenize(text):
    spans = []
    i, n = 0, len(text)
    while i < n:
        m = _SPACE_RE.match(text, i)
        if m:
            i = m.end()
            continue
        if text.startswith("//", i):
            j = text.find("\n", i)
            # a line comment continues over backslash-newlines
            while j != -1 and text[i:j].rstrip("\r").endswith("\\"):
                j = text.find("\n", j + 1)
            i = n if j == -1 else j
            continue
        if text.startswith("/*", i):
            j = text.find("*/", i + 2)
            i = n if j == -1 else j + 2
            continue
        m = _STR_PREFIX_RE.match(text, i)
        if m:
            p = m.end()
            raw = m.group(0).endswith("R")
            if raw and text[p] == '"':
                r = _RAW_OPEN_RE.match(text, p)
                if r:
                    close = ")" + r.group(1) + '"'
                    j = text.find(close, r.end())
                    j = n if j == -1 else j + len(close)
                else:
                    j = _quoted_end(text, p, '"')
            else:
                j = _quoted_end(text, p, text[p])
            s = _IDENT_RE.match(text, j)  # user-defined literal suffix
            if s:
                j = s.end()
            spans.append((i, j))
            i = j
            continue
        for rx in (_IDENT_RE, _NUMBER_RE, _PUNCT_RE):
            m = rx.match(text, i)
            if m:
                spans.append((i, m.end()))
                i = m.end()
                break
        else:
            spans.append((i, i + 1))
            i += 1
    return spans


def mutate(text, spans, op, index):
    """Delete (op 'del') or duplicate (op 'dup') token `index`; returns the new text.

    A deleted token is replaced by a space and a duplicate is inserted after the token with a
    space in between, so neighbouring tokens never fuse into a different token.
    """
    s, e = spans[index]
    if op == "del":
        return text[:s] + " " + text[e:]
    if op == "dup":
        return text[:e] + " " + text[s:e] + text[e:]
    raise ValueError("unknown mutation: " + op)


def position(text, offset):
    """1-based (line, column) of a character offset."""
    return text.count("\n", 0, offset) + 1, offset - (text.rfind("\n", 0, offset) + 1) + 1


def describe(text, spans, op, index):
    """`del 'tok' at L:C` / `dup 'tok' at L:C`: the mutation, for messages."""
    s, e = spans[index]
    line, col = position(text, s)
    return f"{op} {text[s:e]!r} at {line}:{col}"


if __name__ == "__main__":  # debugging aid: python3 cpptok.py FILE prints the tokens
    import sys

    src = open(sys.argv[1], encoding="utf-8", errors="surrogateescape").read()
    for a, b in tokenize(src):
        print(repr(src[a:b]))
