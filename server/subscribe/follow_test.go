package subscribe

import (
	"context"
	"errors"
	"testing"

	"github.com/movie-robot/web-console/server/store"
)

type fakeFollower struct{ err error }

func (f fakeFollower) SubDouban(context.Context, store.User, DoubanInput) (string, error) {
	return "订阅成功：x", f.err
}
func (fakeFollower) Note(context.Context, int64, string, string) error { return nil }

func TestFromListTellsAlreadyFromFailure(t *testing.T) {
	ctx := context.Background()
	for _, c := range []struct {
		err    error
		result string
		failed bool
	}{{nil, "subscribed", false}, {errAlreadySubscribed, "already", false}, {errors.New("down"), "", true}} {
		result, _, err := FromList(ctx, fakeFollower{c.err}, store.User{}, DoubanInput{})
		if result != c.result || (err != nil) != c.failed {
			t.Errorf("SubDouban error %v: got %q, %v", c.err, result, err)
		}
	}
}
