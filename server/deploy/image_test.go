package deploy

import (
	"context"
	"encoding/json"
	"fmt"
	"os"
	"os/exec"
	"slices"
	"strings"
	"sync"
	"syscall"
	"testing"
	"time"

	"github.com/movie-robot/web-console/server/internal/daemontest"
)

// The image tests run when MR_IMAGE names an image buildah holds (make
// image-check builds one first); go test alone skips them.
func imageUnderTest(t *testing.T) string {
	name := os.Getenv("MR_IMAGE")
	if name == "" {
		t.Skip("MR_IMAGE not set: `make image-check` builds the image and runs these")
	}
	return name
}

func buildah(args ...string) *exec.Cmd {
	return exec.Command("buildah", append([]string{"--storage-driver", "vfs"}, args...)...)
}

type imageConfig struct {
	User         string
	Env          []string
	Entrypoint   []string
	ExposedPorts map[string]struct{}
	Volumes      map[string]struct{}
	WorkingDir   string
	Healthcheck  *struct{ Test []string }
}

func TestImageConfig(t *testing.T) {
	out, err := buildah("inspect", "--type", "image", imageUnderTest(t)).Output()
	if err != nil {
		t.Fatalf("buildah inspect: %v", err)
	}
	var img struct {
		Docker struct {
			Config imageConfig `json:"config"`
		}
	}
	if err := json.Unmarshal(out, &img); err != nil {
		t.Fatal(err)
	}
	c := img.Docker.Config
	if !slices.Equal(c.Entrypoint, []string{"/movie-robot"}) {
		t.Errorf("entrypoint %v", c.Entrypoint)
	}
	if _, ok := c.ExposedPorts["1329/tcp"]; !ok {
		t.Errorf("ports %v", c.ExposedPorts)
	}
	if _, ok := c.Volumes["/data"]; !ok {
		t.Errorf("volumes %v", c.Volumes)
	}
	for _, kv := range []string{"MR_DATA=/data", "MR_LISTEN=:1329", "PUID=1000", "PGID=1000"} {
		if !slices.Contains(c.Env, kv) {
			t.Errorf("env %v lacks %s", c.Env, kv)
		}
	}
	if c.Healthcheck == nil || !slices.Equal(c.Healthcheck.Test, []string{"CMD", "/movie-robot", "--healthcheck"}) {
		t.Errorf("health check %+v", c.Healthcheck)
	}
}

// TestImageRuns starts the image's own file system (chroot isolation: this
// VM refuses crun's rlimits, so podman cannot run it) and checks what a
// container would: the health check passes, the server dropped to PUID and
// owns the data volume, and TZ is honoured by the embedded zone database.
func TestImageRuns(t *testing.T) {
	image := imageUnderTest(t)
	out, err := buildah("from", image).Output()
	if err != nil {
		t.Fatalf("buildah from: %v", err)
	}
	ctr := strings.TrimSpace(string(out))
	defer buildah("rm", ctr).Run()
	port := freePort(t)
	env := []string{"--env", "MR_LISTEN=127.0.0.1:" + port, "--env", "TZ=Asia/Shanghai", "--env", "PUID=1234", "--env", "PGID=1234"}
	server := buildah(append(append([]string{"run", "--isolation", "chroot"}, env...), ctr, "--", "/movie-robot")...)
	server.SysProcAttr = &syscall.SysProcAttr{Setpgid: true}
	var logs strings.Builder
	server.Stdout, server.Stderr = &logs, &logs
	if err := server.Start(); err != nil {
		t.Fatal(err)
	}
	var stopped sync.Once
	stop := func() {
		stopped.Do(func() {
			syscall.Kill(-server.Process.Pid, syscall.SIGTERM)
			server.Wait()
		})
	}
	defer stop()
	ctx, cancel := context.WithTimeout(context.Background(), 30*time.Second)
	defer cancel()
	for {
		check := buildah(append(append([]string{"run", "--isolation", "chroot"}, env...), ctr, "--", "/movie-robot", "--healthcheck")...)
		if check.Run() == nil {
			break
		}
		if ctx.Err() != nil {
			t.Fatal("the health check never passed")
		}
		time.Sleep(500 * time.Millisecond)
	}
	pid := serverPID(t, "MR_LISTEN=127.0.0.1:"+port)
	status, err := os.ReadFile("/proc/" + pid + "/status")
	if err != nil {
		t.Fatal(err)
	}
	if !strings.Contains(string(status), "\nUid:\t1234\t1234\t1234\t1234\n") {
		t.Errorf("the server did not drop to PUID 1234:\n%s", status)
	}
	// The data volume, seen through the server's own root.
	info, err := os.Stat("/proc/" + pid + "/root/data/movie-robot.db")
	if err != nil {
		t.Fatal(err)
	}
	if st := info.Sys().(*syscall.Stat_t); st.Uid != 1234 || st.Gid != 1234 {
		t.Errorf("database owned by %d:%d, want PUID/PGID 1234:1234", st.Uid, st.Gid)
	}
	stop() // the output is complete (and no longer written to) once it exited
	if !strings.Contains(logs.String(), "+08:00 ") {
		t.Errorf("log times are not in TZ=Asia/Shanghai:\n%s", logs.String())
	}
}

// serverPID finds the image's server process by an environment entry only
// it has.
func serverPID(t *testing.T, marker string) string {
	dirs, _ := os.ReadDir("/proc")
	for _, d := range dirs {
		cmdline, _ := os.ReadFile("/proc/" + d.Name() + "/cmdline")
		environ, _ := os.ReadFile("/proc/" + d.Name() + "/environ")
		if string(cmdline) == "/movie-robot\x00" && slices.Contains(strings.Split(string(environ), "\x00"), marker) {
			return d.Name()
		}
	}
	t.Fatal("server process not found")
	return ""
}

func freePort(t *testing.T) string { return fmt.Sprint(daemontest.FreePort(t)) }
