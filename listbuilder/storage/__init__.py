"""Reading and writing files: YAML with positions, schema errors as diagnostics, atomic saves."""
