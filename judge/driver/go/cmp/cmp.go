// Package cmp is Go 1.21's cmp for the Go 1.19 toolchain: the same names and behaviour.
package cmp

// Ordered is a type that supports the operators < <= >= >.
type Ordered interface {
	~int | ~int8 | ~int16 | ~int32 | ~int64 | ~uint | ~uint8 | ~uint16 | ~uint32 | ~uint64 | ~uintptr |
		~float32 | ~float64 | ~string
}

func isNaN[T Ordered](x T) bool { return x != x }

// Less reports whether x is less than y; a NaN is less than any other value.
func Less[T Ordered](x, y T) bool { return (isNaN(x) && !isNaN(y)) || x < y }

// Compare is -1, 0 or +1 as x is less than, equal to or greater than y; NaNs first, equal to each other.
func Compare[T Ordered](x, y T) int {
	xNaN, yNaN := isNaN(x), isNaN(y)
	if xNaN {
		if yNaN {
			return 0
		}
		return -1
	}
	if yNaN {
		return +1
	}
	if x < y {
		return -1
	}
	if x > y {
		return +1
	}
	return 0
}

// Or is the first of its arguments that is not the zero value (Go 1.22).
func Or[T comparable](vals ...T) T {
	var zero T
	for _, v := range vals {
		if v != zero {
			return v
		}
	}
	return zero
}
