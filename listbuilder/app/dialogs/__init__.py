"""Dialogs the menus open: export, import a published list, preferences, the roster's facts,
and sharing (copy as text, share codes)."""
