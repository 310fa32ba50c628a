"""What the editor keeps on disk beside the armies: its settings (and older ones read once),
the folders of the player's own lists, and the autosaved copies that recover unsaved work."""
