"""The main window and what it owns: menus, file handling, on-disk changes by others,
sharing actions, settings and geometry, the panes and the status bar."""
