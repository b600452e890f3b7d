#!/usr/bin/env python3
"""Writes the published JSON Schemas from the strict ones (docs/scenario-format.md#versions).

  make-published-schemas.py [--check]

schema/NAME.strict.schema.json is the schema we maintain: as strict as wargen's readers, a key they
do not know is refused. schema/NAME.schema.json is what a tool should use: the same schema with
every map open to keys it does not know, so that a file of a later revision of the same format
version, which may add optional keys, still validates. Each strict schema's $id ends in
":strict"; the published one's $id is the same without it. --check exits 1, naming the file, when
a published schema is not what its strict one makes (the schema_jsonschema test runs it).
"""
import copy
import glob
import json
import os
import sys

SCHEMA_DIR = os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", "schema")


def opened(node):
    """node with every "additionalProperties": false of a map with listed keys taken out."""
    if isinstance(node, list):
        return [opened(n) for n in node]
    if not isinstance(node, dict):
        return node
    out = {k: opened(v) for k, v in node.items()}
    if "properties" in out and out.get("additionalProperties") is False:
        del out["additionalProperties"]
    return out


def published(strict):
    out = opened(copy.deepcopy(strict))
    if not strict["$id"].endswith(":strict"):
        raise ValueError(f"the strict schema's $id {strict['$id']} does not end in :strict")
    out["$id"] = strict["$id"].removesuffix(":strict")
    out["description"] = (strict["description"].replace("As strict as wargen's reader: a key it does not know is refused.", "")
                          .strip() + " Published schema: a key it does not know is allowed, as the format's version"
                          " policy asks of readers; wargen's own tests use NAME.strict.schema.json, which refuses it.")
    return out


def text(schema):
    return json.dumps(schema, indent=2, ensure_ascii=False) + "\n"


def main():
    stale = []
    for path in sorted(glob.glob(os.path.join(SCHEMA_DIR, "*.strict.schema.json"))):
        target = path.replace(".strict.schema.json", ".schema.json")
        want = text(published(json.load(open(path, encoding="utf-8"))))
        have = open(target, encoding="utf-8").read() if os.path.exists(target) else None
        if have == want:
            continue
        if "--check" in sys.argv:
            stale.append(os.path.basename(target))
        else:
            with open(target, "w", encoding="utf-8") as out:
                out.write(want)
    if stale:
        sys.exit(f"not made from its strict schema (run scripts/make-published-schemas.py): {', '.join(stale)}")


if __name__ == "__main__":
    main()
