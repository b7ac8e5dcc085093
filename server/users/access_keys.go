package users

import (
	"context"
	"crypto/rand"
	"encoding/base64"
	"errors"

	"github.com/movie-robot/web-console/server/fault"
	"github.com/movie-robot/web-console/server/store"
)

// CreateAccessKey makes a new API key bound to user uid.
func (s *Service) CreateAccessKey(ctx context.Context, uid int64) (store.AccessKey, error) {
	key, err := newAccessKey()
	if err != nil {
		return store.AccessKey{}, err
	}
	k, err := s.st.CreateAccessKey(ctx, uid, key)
	if errors.Is(err, store.ErrNotFound) {
		return k, fault.Invalid{Message: "用户不存在"}
	}
	return k, err
}

// OwnAccessKey is u's API key (the plugins' SDK signs in with it), made
// on first use.
func (s *Service) OwnAccessKey(ctx context.Context, u store.User) (store.AccessKey, error) {
	list, err := s.st.AccessKeys(ctx)
	if err != nil {
		return store.AccessKey{}, err
	}
	for _, k := range list {
		if k.UID == u.ID {
			return k, nil
		}
	}
	k, err := s.CreateAccessKey(ctx, u.ID)
	k.Nickname = u.Nickname
	return k, err
}

// DeleteAccessKey removes key id; it stops working at once, as every
// request looks its key up.
func (s *Service) DeleteAccessKey(ctx context.Context, id int64) error {
	err := s.st.DeleteAccessKey(ctx, id)
	if errors.Is(err, store.ErrNotFound) {
		return fault.Invalid{Message: "API密钥不存在"}
	}
	return err
}

// newAccessKey is 32 random bytes, URL-safe base64 (43 characters): safe
// in a header and in a query string without escaping.
func newAccessKey() (string, error) {
	b := make([]byte, 32)
	if _, err := rand.Read(b); err != nil {
		return "", err
	}
	return base64.RawURLEncoding.EncodeToString(b), nil
}
