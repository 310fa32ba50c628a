"""One module per command, each with `run(args, streams) -> ExitStatus`; `run.py` imports
only the one that runs (its arguments are declared in `definition.py`)."""
