package bencode

// The typed readers: a value of another type is refused, naming field.

func (s *scanner) intInto(field string, dst *int64) reader {
	return func(pos, depth int) (int, error) {
		if err := s.enter(pos, depth); err != nil {
			return 0, err
		}
		if s.data[pos] != 'i' {
			return 0, invalid("%s 应是整数", field)
		}
		n, end, err := s.integer(pos)
		*dst = n
		return end, err
	}
}

func (s *scanner) strInto(field string, dst *[]byte) reader {
	return func(pos, depth int) (int, error) {
		if err := s.enter(pos, depth); err != nil {
			return 0, err
		}
		if c := s.data[pos]; c < '0' || c > '9' {
			return 0, invalid("%s 应是字符串", field)
		}
		start, end, err := s.str(pos)
		if err == nil {
			*dst = s.data[start:end:end]
		}
		return end, err
	}
}

func (s *scanner) listOf(field string, each reader) reader {
	return func(pos, depth int) (int, error) {
		if err := s.enter(pos, depth); err != nil {
			return 0, err
		}
		if s.data[pos] != 'l' {
			return 0, invalid("%s 应是列表", field)
		}
		return s.list(pos, depth, each)
	}
}

func (s *scanner) dictOf(field string, ordered bool, of func(key []byte) reader) reader {
	return func(pos, depth int) (int, error) {
		if err := s.enter(pos, depth); err != nil {
			return 0, err
		}
		if s.data[pos] != 'd' {
			return 0, invalid("%s 应是字典", field)
		}
		return s.dict(pos, depth, of, ordered)
	}
}

// once reads a field with r and refuses it the second time in the same
// dictionary (seen is reset for each dictionary): two values for one
// field would make the file mean two things.
func once(seen *bool, field string, r reader) reader {
	return func(pos, depth int) (int, error) {
		if *seen {
			return 0, invalid("%s 出现了两次", field)
		}
		*seen = true
		return r(pos, depth)
	}
}
