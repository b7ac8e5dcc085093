package users

import (
	"context"
	"errors"
	"strings"

	"github.com/movie-robot/web-console/server/auth"
	"github.com/movie-robot/web-console/server/fault"
	"github.com/movie-robot/web-console/server/settings"
	"github.com/movie-robot/web-console/server/store"
)

// Length limits of the /setup/admin form (screens.md §3), counted as the
// form counts (settings.TextLen).
const (
	maxAdminNameLen = 64
	minAdminPassLen = 8
	maxAdminPassLen = 64
)

var errAdminExists = fault.Invalid{Message: "管理员账号已存在，不能重复初始化"}

// CreateFirstAdmin creates the first admin of a new install. Once an admin
// exists it refuses, so it cannot be used to take over.
func (s *Service) CreateFirstAdmin(ctx context.Context, username, password string) error {
	has, err := s.st.HasAdmin(ctx)
	if err != nil {
		return err
	}
	if has {
		return errAdminExists
	}
	username = strings.TrimSpace(username)
	if err := checkFirstAdmin(username, password); err != nil {
		return err
	}
	hash, err := auth.HashPassword(password)
	if err != nil {
		return err
	}
	// The store re-checks inside its transaction: two wizards racing past
	// the check above still yield one admin.
	if _, err := s.st.CreateFirstAdmin(ctx, username, hash); errors.Is(err, store.ErrAdminExists) {
		return errAdminExists
	} else if err != nil {
		return err
	}
	return nil
}

func checkFirstAdmin(username, password string) error {
	switch {
	case username == "":
		return fault.Invalid{Message: "网站登陆账号不能为空"}
	case settings.TextLen(username) > maxAdminNameLen:
		return fault.Invalid{Message: "网站登陆账号不能超过64位"}
	case settings.TextLen(password) < minAdminPassLen:
		return fault.Invalid{Message: "登陆密码不能少于8位"}
	case settings.TextLen(password) > maxAdminPassLen:
		return fault.Invalid{Message: "登陆密码不能超过64位"}
	}
	return nil
}
