#!/bin/sh
# The Debian base of every Záběr image, made from Debian's packages (no image registry needed):
# debootstrap's minimal bookworm plus tini, without documentation, locales and apt's caches.
# Usage: deploy/base-image.sh [--force]   (needs root, debootstrap and podman)
set -eu
IMAGE=${ZABER_BASE_IMAGE:-localhost/zaber-base:bookworm}
MIRROR=${DEBIAN_MIRROR:-http://deb.debian.org/debian}
here=$(cd "$(dirname "$0")" && pwd)
export CONTAINERS_CONF="${CONTAINERS_CONF:-$here/containers.conf}"

if [ "${1:-}" != "--force" ] && podman image exists "$IMAGE"; then
  echo "$IMAGE is there"
  exit 0
fi
command -v debootstrap >/dev/null || { echo "debootstrap is missing (apt-get install debootstrap)" >&2; exit 1; }

root=$(mktemp -d /tmp/zaber-base.XXXXXX)
trap 'rm -rf "$root"' EXIT
debootstrap --variant=minbase --include=tini bookworm "$root" "$MIRROR"
# What a container never uses: downloaded packages, package lists, manuals, translations.
rm -rf "$root"/var/cache/apt/archives/*.deb "$root"/var/cache/apt/*.bin "$root"/var/lib/apt/lists/* \
  "$root"/usr/share/doc/* "$root"/usr/share/man/* "$root"/usr/share/info/* "$root"/usr/share/locale/* \
  "$root"/var/log/* "$root"/tmp/* "$root"/dev/*
# Later layers' apt-get keep nothing they do not need either.
printf 'APT::Install-Recommends "false";\nAPT::Install-Suggests "false";\n' >"$root"/etc/apt/apt.conf.d/90zaber
printf 'path-exclude /usr/share/doc/*\npath-exclude /usr/share/man/*\npath-exclude /usr/share/locale/*\npath-exclude /usr/share/info/*\n' \
  >"$root"/etc/dpkg/dpkg.cfg.d/90zaber
tar -C "$root" -c . | podman import --change 'CMD ["/bin/bash"]' - "$IMAGE"
podman image ls "$IMAGE"
