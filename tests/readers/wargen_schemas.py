"""What the schema checks share: wargen's JSON Schemas (schema/*.schema.json) as validators, and a
YAML reader that reads booleans as wargen does.

Imported by the check_*.py scripts beside it (sys.dont_write_bytecode first: no __pycache__ in the
source tree). Needs python3-jsonschema and python3-yaml, which the quick start installs.
"""
import json
import os
import re

import jsonschema  # Debian: python3-jsonschema
import yaml  # Debian: python3-yaml


def validator(source_dir, name):
    """A draft 2020-12 validator for schema/NAME under SOURCE_DIR, the schema itself checked first."""
    with open(os.path.join(source_dir, "schema", name), encoding="utf-8") as f:
        schema = json.load(f)
    jsonschema.Draft202012Validator.check_schema(schema)
    return jsonschema.Draft202012Validator(schema)


class Yaml12Loader(yaml.SafeLoader):
    """PyYAML with YAML 1.2's booleans (true, false only), as wargen reads them. A state file's key
    `on` (who is on an objective) is a boolean to a YAML 1.1 reader; wargen reads YAML 1.2. Scenario
    files need no such help: wargen quotes every string a YAML 1.1 reader could mistake."""


Yaml12Loader.yaml_implicit_resolvers = {
    first: [r for r in resolvers if r[0] != "tag:yaml.org,2002:bool"]
    for first, resolvers in yaml.SafeLoader.yaml_implicit_resolvers.items()
}
Yaml12Loader.add_implicit_resolver("tag:yaml.org,2002:bool", re.compile(r"^(?:true|false)$"), list("tf"))
