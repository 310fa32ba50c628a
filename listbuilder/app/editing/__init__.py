"""The army editor in the window's middle: its header fields, the units table, the fields panel
and the widgets each field is edited with."""
