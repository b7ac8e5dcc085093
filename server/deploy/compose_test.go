package deploy

import (
	"os"
	"slices"
	"testing"

	"gopkg.in/yaml.v3"
)

// composeFile is the part of the Compose specification compose.yaml uses;
// KnownFields makes a misspelt key an error, as `docker compose config` would.
type composeFile struct {
	Services map[string]struct {
		Image         string            `yaml:"image"`
		ContainerName string            `yaml:"container_name"`
		Restart       string            `yaml:"restart"`
		Ports         []string          `yaml:"ports"`
		Environment   map[string]string `yaml:"environment"`
		Volumes       []string          `yaml:"volumes"`
		Healthcheck   struct {
			Test        []string `yaml:"test"`
			Interval    string   `yaml:"interval"`
			Timeout     string   `yaml:"timeout"`
			StartPeriod string   `yaml:"start_period"`
			Retries     int      `yaml:"retries"`
		} `yaml:"healthcheck"`
	} `yaml:"services"`
}

func TestComposeFile(t *testing.T) {
	f, err := os.Open("compose.yaml")
	if err != nil {
		t.Fatal(err)
	}
	defer f.Close()
	dec := yaml.NewDecoder(f)
	dec.KnownFields(true)
	var c composeFile
	if err := dec.Decode(&c); err != nil {
		t.Fatalf("compose.yaml: %v", err)
	}
	s, ok := c.Services["movie-robot"]
	if !ok {
		t.Fatal("no movie-robot service")
	}
	if !slices.Contains([]string{"always", "unless-stopped", "on-failure"}, s.Restart) {
		t.Errorf("restart policy %q", s.Restart)
	}
	if !slices.Contains(s.Ports, "1329:1329") {
		t.Errorf("ports %v", s.Ports)
	}
	if !slices.Contains(s.Volumes, "./data:/data") {
		t.Errorf("the data folder is not a volume: %v", s.Volumes)
	}
	for _, k := range []string{"PUID", "PGID", "TZ"} {
		if s.Environment[k] == "" {
			t.Errorf("environment lacks %s", k)
		}
	}
	if !slices.Equal(s.Healthcheck.Test, []string{"CMD", "/movie-robot", "--healthcheck"}) || s.Healthcheck.Retries < 1 {
		t.Errorf("health check %+v", s.Healthcheck)
	}
}
