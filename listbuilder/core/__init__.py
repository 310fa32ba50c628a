"""The pure core: diagnostics, the rule-system interface and the generic army view.

Nothing here knows any particular game, and nothing here imports Qt.
"""
