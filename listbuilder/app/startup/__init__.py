"""Starting the editor: the application object, the first frame, recovery offered at start,
the crash hook, and guards against Qt's platform notices and a PySide reference leak."""
