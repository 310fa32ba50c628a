"""How the editor looks and reads: theme, colours and contrast, the focus outline, names for
screen readers, and the widgets' language (a QTranslator over our catalogues)."""
