package settings

// Web is the /setup/web and /config/web form. Port takes effect at the
// next start (see server/cli).
type Web struct {
	ServerURL string `json:"server_url"` // external address used in shared links; may be empty
	Port      int    `json:"port"`
}

// DefaultPort is the port on a fresh install (api-contract §1.1).
const DefaultPort = 1329

// WebSetting is the stored record, shared by the wizard's form (Web) and
// the settings page 网站访问设置, which adds the listen host.
type WebSetting struct {
	ServerURL string `json:"server_url"`
	Host      string `json:"host"` // "::" = every interface
	Port      int    `json:"port"`
}

// DefaultHost listens on every interface (IPv6 and, dual-stack, IPv4).
const DefaultHost = "::"

// WebSection is stored under "config.web"; records saved before the host
// field existed load with DefaultHost.
var WebSection = Section[WebSetting]{Key: "config.web", Default: func() WebSetting {
	return WebSetting{ServerURL: "", Host: DefaultHost, Port: DefaultPort}
}}

// Legacy is the record as the wizard's form shows it.
func (w WebSetting) Legacy() Web { return Web{ServerURL: w.ServerURL, Port: w.Port} }

// Apply writes the wizard's form into the record, keeping the host.
func (w *WebSetting) Apply(v Web) { w.ServerURL, w.Port = v.ServerURL, v.Port }

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
