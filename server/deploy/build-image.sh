#!/usr/bin/env bash
# Builds the container image from the binary `make build` made, with
# Debian's buildah and no registry: an empty (scratch) base holding the
# binary, the CA bundle (HTTPS to TMDB, Douban, notification services) and
# an empty /data owned by 1000:1000. Usage: build-image.sh BINARY TAG
set -euo pipefail
bin=${1:?binary} tag=${2:?tag}
# vfs and chroot isolation work in a VM or container without overlayfs,
# fuse or user namespaces; the image is small, so vfs costs little.
export BUILDAH_FORMAT=docker
buildah=(buildah --storage-driver vfs)
ctr=$("${buildah[@]}" from scratch)
trap '"${buildah[@]}" rm "$ctr" >/dev/null' EXIT
empty=$(mktemp -d)
"${buildah[@]}" copy --chmod 0755 "$ctr" "$bin" /movie-robot >/dev/null
ca=/etc/ssl/certs/ca-certificates.crt # Debian's ca-certificates package
if [ -f "$ca" ]; then
  "${buildah[@]}" copy "$ctr" "$ca" "$ca" >/dev/null
else
  echo "warning: $ca missing (apt-get install ca-certificates): the image cannot check HTTPS certificates" >&2
fi
"${buildah[@]}" copy --chown 1000:1000 "$ctr" "$empty" /data >/dev/null
rmdir "$empty"
"${buildah[@]}" config \
  --entrypoint '["/movie-robot"]' --cmd '' \
  --env MR_DATA=/data --env MR_LISTEN=:1329 \
  --env PUID=1000 --env PGID=1000 --env TZ=Etc/UTC \
  --port 1329/tcp --volume /data --workingdir /data \
  --healthcheck 'CMD /movie-robot --healthcheck' \
  --healthcheck-interval 30s --healthcheck-timeout 5s \
  --healthcheck-start-period 10s --healthcheck-retries 3 \
  --label org.opencontainers.image.title="Movie Robot web console" \
  --label org.opencontainers.image.version="$("$bin" --version | cut -d' ' -f2)" \
  "$ctr"
# docker format: the OCI image format has no HEALTHCHECK.
"${buildah[@]}" commit --quiet --format docker "$ctr" "$tag"
echo "built $tag"
