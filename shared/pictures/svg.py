"""A few helpers to write SVG text by hand (no dependency, deterministic).

Numbers are rounded to two decimals so that one position always gives the
same bytes (the picture's ETag is a hash of them)."""

from __future__ import annotations

from xml.sax.saxutils import escape, quoteattr

FONT = "DejaVu Sans, Verdana, Arial, sans-serif"


def num(x: float) -> str:
    text = f"{x:.2f}".rstrip("0").rstrip(".")
    return "0" if text in ("-0", "") else text


def count(n: int, noun: str) -> str:
    """``1 stone``, ``2 stones``, ``-1 point``: a number with its noun in words."""
    return f"{n} {noun}" if abs(n) == 1 else f"{n} {noun}s"


def attrs(**values) -> str:
    """Attributes in the order given; ``data_cell`` becomes ``data-cell``,
    ``class_`` becomes ``class``; None values are left out."""
    out = []
    for key, value in values.items():
        if value is None:
            continue
        name = key.rstrip("_").replace("_", "-")
        if isinstance(value, float):
            value = num(value)
        out.append(f"{name}={quoteattr(str(value))}")
    return " ".join(out)


def tag(name: str, body: str | None = None, **values) -> str:
    head = f"<{name} {attrs(**values)}".rstrip()
    if body is None:
        return head + "/>"
    return f"{head}>{body}</{name}>"


def text(x: float, y: float, content: str, size: float = 16, anchor: str = "middle",
         **values) -> str:
    return tag("text", escape(content), x=float(x), y=float(y), font_size=float(size),
               text_anchor=anchor, dominant_baseline="central", font_family=FONT,
               **values)


def document(width: float, height: float, size: int, body: list[str], title: str,
             **root) -> str:
    """The whole picture: ``size`` pixels wide, the height keeps the aspect."""
    pixels_high = round(size * height / width)
    head = tag("svg", None, xmlns="http://www.w3.org/2000/svg", width=size,
               height=pixels_high, viewBox=f"0 0 {num(width)} {num(height)}",
               role="img", **root)[:-2] + ">"
    return "\n".join([head, f"<title>{escape(title)}</title>", *body, "</svg>", ""])
