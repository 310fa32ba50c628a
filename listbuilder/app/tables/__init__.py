"""The Qt table models and the tables beside the army: the lists browser, the units and the
findings, with what each cell shows and how the columns share the room."""
