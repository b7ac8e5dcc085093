// Package deploy holds the ways self-hosters install the binary: the
// container image recipe (build-image.sh, run by `make image`), compose.yaml
// and the systemd unit. It has no Go code of its own; its tests check those
// files, and the built image when MR_IMAGE names one.
package deploy
