package scheduler

import "errors"

// Told marks a run's failure that users already hear of from another
// feature: a download client that does not answer is the health check's
// 服务不可用, so the job that could not reach it does not tell it again.
// The run still fails: its state says why and the log has it.
func Told(err error) error {
	if err == nil {
		return nil
	}
	return told{err}
}

type told struct{ error }

func (t told) Unwrap() error { return t.error }

// IsTold tells whether err was marked Told.
func IsTold(err error) bool {
	var t told
	return errors.As(err, &t)
}
