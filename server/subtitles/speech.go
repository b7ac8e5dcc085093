package subtitles

import (
	"bufio"
	"bytes"
	"context"
	"encoding/binary"
	"errors"
	"fmt"
	"io"
	"math"
	"os/exec"
	"sort"
	"strings"
	"time"
)

// Speech activity of the video, the audio alignment's reference (as
// ffsubsync does it, built on Debian's ffmpeg since no aligner is packaged
// here): ffmpeg streams the first audio track as 8 kHz mono PCM, band-passed
// to the voice range; each 10 ms frame's energy against an adaptive
// threshold marks it as speech or not.

const (
	frameMS       = 10
	sampleRate    = 8000
	frameSamples  = sampleRate * frameMS / 1000
	maxAudioSecs  = 9000            // 2.5 h decoded at most: the frames and the transform stay bounded
	decodeTimeout = 5 * time.Minute // a two-hour track decodes in ~10 s on two cores
	minContrastDB = 6.0             // loud and quiet frames this far apart, else no speech is told apart
	gapFrames     = 30              // pauses under 300 ms inside a sentence still count as speech
)

// speechFrames answers one bool per 10 ms frame of the video's first audio
// stream, or why there is none.
func (s *Service) speechFrames(ctx context.Context, video string) ([]bool, error) {
	ctx, cancel := context.WithTimeout(ctx, decodeTimeout)
	defer cancel()
	cmd := exec.CommandContext(ctx, s.o.FFmpeg, "-v", "error", "-nostdin", "-i", video, "-map", "0:a:0", "-vn",
		"-t", fmt.Sprint(maxAudioSecs), // down to 8 kHz mono first: the band-pass then costs a sixth
		"-af", fmt.Sprintf("aresample=%d,aformat=channel_layouts=mono,highpass=f=200,lowpass=f=3400", sampleRate),
		"-f", "s16le", "-")
	var stderr bytes.Buffer
	cmd.Stderr = &stderr
	out, err := cmd.StdoutPipe()
	if err != nil {
		return nil, err
	}
	if err := cmd.Start(); err != nil {
		return nil, err
	}
	energy, readErr := frameEnergies(bufio.NewReaderSize(out, 1<<16))
	waitErr := cmd.Wait()
	switch {
	case strings.Contains(stderr.String(), "matches no streams"):
		return nil, errors.New("视频没有音频流")
	case ctx.Err() != nil:
		return nil, errors.New("音频解码超时")
	case waitErr != nil || readErr != nil:
		return nil, fmt.Errorf("音频读不出：%s", firstLine(stderr.String(), waitErr, readErr))
	}
	return voiced(energy)
}

// frameEnergies reads PCM frame by frame (never the whole track at once)
// into each frame's energy in dB.
func frameEnergies(r io.Reader) ([]float32, error) {
	var out []float32
	buf := make([]byte, 2*frameSamples)
	for {
		n, err := io.ReadFull(r, buf)
		if n == len(buf) {
			var sum float64
			for i := 0; i < n; i += 2 {
				v := float64(int16(binary.LittleEndian.Uint16(buf[i:])))
				sum += v * v
			}
			out = append(out, float32(10*math.Log10(sum/frameSamples+1)))
		}
		if err == io.EOF || err == io.ErrUnexpectedEOF {
			return out, nil
		}
		if err != nil {
			return out, err
		}
	}
}

// voiced marks frames louder than halfway (in dB) between the quiet floor
// (10th percentile) and the loud level (95th): the threshold follows the
// track's own loudness, as a film's mix varies from one to another.
func voiced(energy []float32) ([]bool, error) {
	if len(energy) < 100 {
		return nil, errors.New("音频不足 1 秒")
	}
	sorted := append([]float32(nil), energy...)
	sort.Slice(sorted, func(i, j int) bool { return sorted[i] < sorted[j] })
	lo, hi := sorted[len(sorted)/10], sorted[len(sorted)*95/100]
	if float64(hi-lo) < minContrastDB {
		return nil, errors.New("音频里分辨不出人声起止")
	}
	cut := (lo + hi) / 2
	out := make([]bool, len(energy))
	last := -1 // the last voiced frame
	for i, e := range energy {
		if e < cut {
			continue
		}
		if last >= 0 && i-last <= gapFrames {
			for j := last + 1; j < i; j++ {
				out[j] = true
			}
		}
		out[i], last = true, i
	}
	return out, nil
}

func firstLine(stderr string, errs ...error) string {
	if line, _, _ := strings.Cut(strings.TrimSpace(stderr), "\n"); line != "" {
		return line
	}
	return errors.Join(errs...).Error()
}
