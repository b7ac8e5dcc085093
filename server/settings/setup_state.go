package settings

// SetupState is where the first-run wizard stands. Done is set when its last
// step (电影元数据) is saved; from then on the legacy config saves answer
// without data.next and /setup/* pages send people to /config/*.
type SetupState struct {
	Done bool `json:"done"`
}

// SetupStateSection is stored under "setup.state"; a fresh install (and one
// made before this record existed) has Done false.
var SetupStateSection = Section[SetupState]{Key: "setup.state", Default: func() SetupState { return SetupState{} }}
