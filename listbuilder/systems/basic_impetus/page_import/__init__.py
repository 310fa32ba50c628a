"""Read the text a player copies from a published Basic Impetus list page into list files.

`importer.import_page` is the whole of it: bounded reading (`lines`), the walk of the page into
armies (`page`: headings, `heading`; rows, `rows` and `words`; options, `options`,
`targets` and `vdt`), each army as list data (`build`) and as YAML (`writer`). It is pure:
no files, no Qt. Writing and checking the files is `storage/page_import.py`'s.
"""
