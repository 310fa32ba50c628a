"""Small widgets and event filters the editor's parts share: banners, labels that do not
resize, wrapping buttons, boxes that ignore a stray wheel turn, key handlers, layout helpers."""
