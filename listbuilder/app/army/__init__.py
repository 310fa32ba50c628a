"""The army being edited: the one `ArmyDocument` between the widgets and the model, and the
undoable commands every edit is made of."""
