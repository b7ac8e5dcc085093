package menu

import (
	"context"
	"fmt"
	"strings"
	"unicode/utf8"

	"github.com/movie-robot/web-console/server/settings"
)

// Saved is the sidebar an administrator's script set with the SDK's
// common.save_menus (plugins add their pages so); empty: Sidebar(). Both
// are shown to each user as their role allows (ForRole).
var Saved = settings.Section[[]Section]{Key: "menu.sidebar", Default: func() []Section { return nil }}

// Current is the sidebar to show: the saved one, else the built-in.
func Current(ctx context.Context, g settings.Getter, admin bool) ([]Section, error) {
	saved, err := Saved.Load(ctx, g)
	if err != nil || len(saved) == 0 {
		return Sidebar(admin), err
	}
	return ForRole(saved, admin), nil
}

// Check validates a save_menus body; messages name the group and entry.
func Check(groups []Section) error {
	if len(groups) == 0 {
		return fmt.Errorf("菜单（menus）不能为空")
	}
	for i, g := range groups {
		if utf8.RuneCountInString(g.Title) > 32 {
			return fmt.Errorf("菜单组%d的标题（title）不能超过32个字符", i+1)
		}
		if err := checkPages(fmt.Sprintf("菜单组%d", i+1), g.Pages, true); err != nil {
			return err
		}
	}
	return nil
}

func checkPages(where string, pages []Page, nested bool) error {
	for j, p := range pages {
		at := fmt.Sprintf("%s第%d项", where, j+1)
		switch {
		case strings.TrimSpace(p.Title) == "":
			return fmt.Errorf("%s缺少标题（title）", at)
		case !strings.HasPrefix(p.Href, "/") && !strings.HasPrefix(p.Href, "http://") && !strings.HasPrefix(p.Href, "https://"):
			return fmt.Errorf("%s的链接（href）必须以/或http(s)://开头：%s", at, p.Href)
		case !nested && len(p.Children) > 0:
			return fmt.Errorf("%s不能再有子菜单（children）", at)
		}
		if err := checkPages(at, p.Children, false); err != nil {
			return err
		}
	}
	return nil
}
