package api

import (
	"errors"
	"net/http"
	"slices"

	"github.com/movie-robot/web-console/server/notify"
)

// saveNotify: POST /api/setting/save_notify {type, name (original; null
// when new), args}.
func (s *Server) saveNotify(w http.ResponseWriter, r *http.Request) (any, error) {
	in, c, err := decodeChannel(r)
	if err != nil {
		return nil, err
	}
	err = s.editChannels(r, func(list []notify.ChannelConfig) ([]notify.ChannelConfig, error) {
		return notify.PutChannel(list, in.Original(), c)
	})
	if err != nil {
		return nil, err
	}
	return Result{Message: msgSaved}, nil
}

// decodeChannel reads a channel form (save and test alike).
func decodeChannel(r *http.Request) (notify.SaveInput, notify.ChannelConfig, error) {
	var in notify.SaveInput
	if err := decodeJSON(r, &in); err != nil {
		return in, notify.ChannelConfig{}, err
	}
	c, err := in.Validate()
	return in, c, err
}

// testNotify really sends the test message with the form's values, saved
// or not: code 0 when the service accepted it, code 1 with its reason.
func (s *Server) testNotify(w http.ResponseWriter, r *http.Request) (any, error) {
	_, c, err := decodeChannel(r)
	if err != nil {
		return nil, err
	}
	if err := s.Notifier.Test(r.Context(), c); err != nil {
		if se, ok := errors.AsType[*notify.SendError](err); ok {
			return nil, Error{Message: "发送失败：" + se.Reason}
		}
		return nil, err
	}
	return Result{Message: "测试消息已发送，请查收"}, nil
}

func (s *Server) deleteNotify(w http.ResponseWriter, r *http.Request) (any, error) {
	name := r.URL.Query().Get("name")
	err := s.editChannels(r, func(list []notify.ChannelConfig) ([]notify.ChannelConfig, error) {
		_, at, err := notify.FindChannel(list, name)
		if err != nil {
			return nil, err
		}
		return slices.Delete(list, at, at+1), nil
	})
	if err != nil {
		return nil, err
	}
	return Result{Message: "删除成功"}, nil
}

func (s *Server) setNotifyEnable(w http.ResponseWriter, r *http.Request) (any, error) {
	in, err := readEnable(r)
	if err != nil {
		return nil, err
	}
	err = s.editChannels(r, func(list []notify.ChannelConfig) ([]notify.ChannelConfig, error) {
		_, at, err := notify.FindChannel(list, in.Name)
		if err == nil {
			list[at].Enable = *in.Enable
		}
		return list, err
	})
	if err != nil {
		return nil, err
	}
	if *in.Enable {
		return Result{Message: "已启用"}, nil
	}
	return Result{Message: "已停用"}, nil
}

// editChannels changes the channel list in one transaction.
func (s *Server) editChannels(r *http.Request, change func([]notify.ChannelConfig) ([]notify.ChannelConfig, error)) error {
	ctx, sec := r.Context(), notify.ChannelsSection
	err := sec.Edit(ctx, s.Store, func(list []notify.ChannelConfig) ([]notify.ChannelConfig, error) {
		return change(slices.Clone(list))
	})
	if err == nil {
		s.logSaved(r, sec.Key)
	}
	return err
}
