"""Small builders for the raw JSON Schemas (OpenAPI 3.1 / JSON Schema 2020-12)
of the API document. Documentation only: nothing here runs on a request."""

from __future__ import annotations

REF = "#/components/schemas/"


def ref(name: str) -> dict:
    return {"$ref": REF + name}


def null_or(schema: dict) -> dict:
    """``schema`` or null."""
    if "type" in schema and "$ref" not in schema and "anyOf" not in schema \
            and "oneOf" not in schema:
        types = schema["type"] if isinstance(schema["type"], list) else [schema["type"]]
        out = dict(schema, type=[*types, "null"])
        if "enum" in out:
            out["enum"] = [*out["enum"], None]
        return out
    return {"anyOf": [schema, {"type": "null"}]}


def obj(properties: dict, *, optional: tuple = (), description: str | None = None,
        strict: bool = False) -> dict:
    """An object whose properties are all required except ``optional``.

    Responses stay open to new fields (no ``additionalProperties: false``);
    ``strict`` is for request bodies only."""
    out = {"type": "object", "properties": properties,
           "required": [name for name in properties if name not in optional]}
    if not out["required"]:
        del out["required"]
    if description:
        out["description"] = description
    if strict:
        out["additionalProperties"] = False
    return out


def enum(*values, description: str | None = None) -> dict:
    kinds = {type(v) for v in values}
    out: dict = {"enum": list(values)}
    if kinds == {str}:
        out["type"] = "string"
    elif kinds == {int}:
        out["type"] = "integer"
    if description:
        out["description"] = description
    return out


def array(items: dict, **extra) -> dict:
    return {"type": "array", "items": items, **extra}


def integer(**extra) -> dict:
    return {"type": "integer", **extra}


def string(**extra) -> dict:
    return {"type": "string", **extra}


def boolean(**extra) -> dict:
    return {"type": "boolean", **extra}


def number(**extra) -> dict:
    return {"type": "number", **extra}


def described(schema: dict, description: str) -> dict:
    return {**schema, "description": description}


def pass_move() -> dict:
    """A game's ``<prefix>PassMove``: the pass the rules play by themselves."""
    return obj({"action": enum("pass")},
               description="A forced pass; only ever an automatic record.")


def one_of_moves(prefix: str, kinds: tuple[str, ...]) -> dict:
    """A game's ``<prefix>Move``: one of its ``<prefix><Kind>Move`` schemas,
    told apart by ``action`` (the kind in lower case)."""
    return {"oneOf": [ref(f"{prefix}{kind}Move") for kind in kinds],
            "discriminator": {"propertyName": "action", "mapping": {
                kind.lower(): REF + f"{prefix}{kind}Move" for kind in kinds}}}
