#!/bin/sh
# Install listbuilder's menu entry and icon for this user only (the XDG folders:
# $XDG_DATA_HOME, by default ~/.local/share), no root needed.
#
#   ./install-desktop.sh [PROGRAM]   the entry starts PROGRAM (default: the `listbuilder` beside
#                                    this script, as in the desktop bundle); run it again after
#                                    moving the program
#   ./install-desktop.sh --remove    take the entry and the icon away again
#
# From a clone, `make install-desktop` runs it for the bundle (`make dist`) or the .venv.
set -eu
here=$(cd "$(dirname "$0")" && pwd)
data=${XDG_DATA_HOME:-$HOME/.local/share}
entry=$data/applications/listbuilder.desktop
icon=$data/icons/hicolor/256x256/apps/listbuilder.png

refresh() {  # menus notice new entries on their own too; these only make it sooner
    command -v update-desktop-database >/dev/null 2>&1 &&
        update-desktop-database -q "$data/applications" 2>/dev/null || true
    command -v gtk-update-icon-cache >/dev/null 2>&1 &&
        gtk-update-icon-cache -q -t "$data/icons/hicolor" 2>/dev/null || true
}

if [ "${1:-}" = "--remove" ]; then
    rm -f "$entry" "$icon"
    refresh
    echo "removed $entry and $icon"
    exit 0
fi

program=${1:-$here/listbuilder}
case $program in /*) ;; *) program=$(pwd)/$program ;; esac
case $program in *"
"*) echo "install-desktop.sh: a program path holding a line break cannot go in a menu entry" >&2
    exit 2 ;;
esac
if [ ! -x "$program" ] || [ -d "$program" ]; then
    echo "install-desktop.sh: $program is not a program; give the path of listbuilder" >&2
    exit 2
fi
# The icon: in the bundle inside the package's resources, in a clone under resources/.
png=
for candidate in "$here/_internal/listbuilder/resources/icons/listbuilder.png" \
                 "$here/../resources/icons/listbuilder.png"; do
    [ -f "$candidate" ] && { png=$candidate; break; }
done
[ -n "$png" ] || { echo "install-desktop.sh: listbuilder.png not found" >&2; exit 2; }

# Exec takes a quoted path (the Desktop Entry spec): ", `, $ and \ escaped inside the quotes,
# then every \ doubled again, as in any string value of the file.
quoted=$(printf '%s' "$program" | sed -e 's/[\\"`$]/\\&/g' -e 's/\\/\\\\/g')
mkdir -p "$(dirname "$entry")" "$(dirname "$icon")"
cp "$png" "$icon.tmp" && mv "$icon.tmp" "$icon"
sed -e "s|^Exec=[^ ]*|Exec=\"$(printf '%s' "$quoted" | sed 's/[|&\\]/\\&/g')\"|" \
    -e "s|^Icon=.*|Icon=listbuilder|" "$here/listbuilder.desktop" > "$entry.tmp"
mv "$entry.tmp" "$entry"
refresh
echo "installed $entry (starts $program) and $icon"
