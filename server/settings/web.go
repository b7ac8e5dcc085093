package settings

// Web is the /setup/web and /config/web form. Port takes effect at the
// next start (see server/cli).
type Web struct {
	ServerURL string `json:"server_url"` // external address used in shared links; may be empty
	Port      int    `json:"port"`
}

// DefaultPort is the port on a fresh install (api-contract §1.1).
const DefaultPort = 1329

// WebSection is stored under "config.web".
var WebSection = Section[Web]{Key: "config.web", Default: func() Web {
	return Web{ServerURL: "", Port: DefaultPort}
}}

// WebInput is the body of save_web.
type WebInput struct {
	ServerURL string `json:"server_url"`
	Port      Int    `json:"port"`
}

// Validate checks the form and returns the record to store.
func (in WebInput) Validate() (Web, error) {
	port, ok := in.Port.In(1, 65535)
	if !ok {
		return Web{}, invalid("网站访问端口必须是1到65535之间的整数")
	}
	u, err := checkHTTPURL("站点访问地址", in.ServerURL, false)
	if err != nil {
		return Web{}, err
	}
	return Web{ServerURL: u, Port: port}, nil
}
