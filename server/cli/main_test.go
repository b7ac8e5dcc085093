package cli

import (
	"encoding/json"
	"os"
	"testing"
)

// childArgsEnv, when set, makes the test binary run the real program
// (Main) with these JSON-encoded arguments instead of the tests: the
// restart test needs a process it can watch re-execute itself.
const childArgsEnv = "MR_CLI_TEST_CHILD_ARGS"

func TestMain(m *testing.M) {
	if raw := os.Getenv(childArgsEnv); raw != "" {
		var args []string
		if err := json.Unmarshal([]byte(raw), &args); err != nil {
			os.Exit(2)
		}
		os.Exit(Main(args, os.Getenv, testAssets, os.Stderr))
	}
	os.Exit(m.Run())
}
