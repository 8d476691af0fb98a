// Package slices is Go 1.23's slices for the Go 1.19 toolchain: the same names and behaviour,
// sorting through package sort. All, Values, Backward, Collect, Sorted, Chunk and the other
// iterator functions need range over a function (Go 1.23), which Go 1.19 cannot compile.
package slices

import (
	"cmp"
	"sort"
)

// Equal reports whether two slices hold the same elements in the same order.
func Equal[S ~[]E, E comparable](s1, s2 S) bool {
	if len(s1) != len(s2) {
		return false
	}
	for i := range s1 {
		if s1[i] != s2[i] {
			return false
		}
	}
	return true
}

// EqualFunc is Equal with elements compared by eq.
func EqualFunc[S1 ~[]E1, S2 ~[]E2, E1, E2 any](s1 S1, s2 S2, eq func(E1, E2) bool) bool {
	if len(s1) != len(s2) {
		return false
	}
	for i := range s1 {
		if !eq(s1[i], s2[i]) {
			return false
		}
	}
	return true
}

// Compare compares the elements in order, then the lengths.
func Compare[S ~[]E, E cmp.Ordered](s1, s2 S) int {
	for i, v1 := range s1 {
		if i >= len(s2) {
			return +1
		}
		if c := cmp.Compare(v1, s2[i]); c != 0 {
			return c
		}
	}
	if len(s1) < len(s2) {
		return -1
	}
	return 0
}

// CompareFunc is Compare with elements compared by cmp.
func CompareFunc[S1 ~[]E1, S2 ~[]E2, E1, E2 any](s1 S1, s2 S2, cmp func(E1, E2) int) int {
	for i, v1 := range s1 {
		if i >= len(s2) {
			return +1
		}
		if c := cmp(v1, s2[i]); c != 0 {
			return c
		}
	}
	if len(s1) < len(s2) {
		return -1
	}
	return 0
}

// Index is the first index of v in s, or -1.
func Index[S ~[]E, E comparable](s S, v E) int {
	for i := range s {
		if v == s[i] {
			return i
		}
	}
	return -1
}

// IndexFunc is the first index i satisfying f(s[i]), or -1.
func IndexFunc[S ~[]E, E any](s S, f func(E) bool) int {
	for i := range s {
		if f(s[i]) {
			return i
		}
	}
	return -1
}

// Contains reports whether v is in s.
func Contains[S ~[]E, E comparable](s S, v E) bool { return Index(s, v) >= 0 }

// ContainsFunc reports whether an element of s satisfies f.
func ContainsFunc[S ~[]E, E any](s S, f func(E) bool) bool { return IndexFunc(s, f) >= 0 }

// Insert inserts the values at index i; it panics if i is out of range.
func Insert[S ~[]E, E any](s S, i int, v ...E) S {
	_ = s[i:] // bounds check
	result := make(S, 0, len(s)+len(v))
	result = append(result, s[:i]...)
	result = append(result, v...)
	return append(result, s[i:]...)
}

// Delete removes s[i:j], zeroing the elements past the new length.
func Delete[S ~[]E, E any](s S, i, j int) S {
	_ = s[i:j:len(s)] // bounds check
	if i == j {
		return s
	}
	oldlen := len(s)
	s = append(s[:i], s[j:]...)
	var zero E
	vacated := s[len(s):oldlen] // within the capacity: the elements left behind, zeroed as Go 1.22 does
	for k := range vacated {
		vacated[k] = zero
	}
	return s
}

// DeleteFunc removes the elements for which del is true.
func DeleteFunc[S ~[]E, E any](s S, del func(E) bool) S {
	i := IndexFunc(s, del)
	if i == -1 {
		return s
	}
	for j := i + 1; j < len(s); j++ {
		if v := s[j]; !del(v) {
			s[i] = v
			i++
		}
	}
	var zero E
	for k := i; k < len(s); k++ {
		s[k] = zero
	}
	return s[:i]
}

// Replace replaces s[i:j] by v.
func Replace[S ~[]E, E any](s S, i, j int, v ...E) S {
	_ = s[i:j]
	tail := Clone(s[j:])
	result := append(s[:i:i], v...)
	return append(result, tail...)
}

// Clone is a shallow copy of s (nil for nil).
func Clone[S ~[]E, E any](s S) S {
	if s == nil {
		return nil
	}
	return append(S([]E{}), s...)
}

// Compact replaces runs of equal elements by one.
func Compact[S ~[]E, E comparable](s S) S {
	return CompactFunc(s, func(a, b E) bool { return a == b })
}

// CompactFunc is Compact with elements compared by eq.
func CompactFunc[S ~[]E, E any](s S, eq func(E, E) bool) S {
	if len(s) < 2 {
		return s
	}
	i := 1
	for k := 1; k < len(s); k++ {
		if !eq(s[k], s[k-1]) {
			s[i] = s[k]
			i++
		}
	}
	var zero E
	for k := i; k < len(s); k++ {
		s[k] = zero
	}
	return s[:i]
}

// Grow makes room for n more elements.
func Grow[S ~[]E, E any](s S, n int) S {
	if n < 0 {
		panic("cannot be negative")
	}
	if n -= cap(s) - len(s); n > 0 {
		s = append(s[:cap(s)], make([]E, n)...)[:len(s)]
	}
	return s
}

// Clip removes unused capacity.
func Clip[S ~[]E, E any](s S) S { return s[:len(s):len(s)] }

// Reverse reverses s in place.
func Reverse[S ~[]E, E any](s S) {
	for i, j := 0, len(s)-1; i < j; i, j = i+1, j-1 {
		s[i], s[j] = s[j], s[i]
	}
}

// Max is the largest element; it panics on an empty slice.
func Max[S ~[]E, E cmp.Ordered](x S) E {
	if len(x) < 1 {
		panic("slices.Max: empty list")
	}
	m := x[0]
	for i := 1; i < len(x); i++ {
		if x[i] > m || x[i] != x[i] {
			m = x[i]
		}
	}
	return m
}

// MaxFunc is the first largest element by cmp.
func MaxFunc[S ~[]E, E any](x S, cmp func(a, b E) int) E {
	if len(x) < 1 {
		panic("slices.MaxFunc: empty list")
	}
	m := x[0]
	for i := 1; i < len(x); i++ {
		if cmp(x[i], m) > 0 {
			m = x[i]
		}
	}
	return m
}

// Min is the smallest element; it panics on an empty slice.
func Min[S ~[]E, E cmp.Ordered](x S) E {
	if len(x) < 1 {
		panic("slices.Min: empty list")
	}
	m := x[0]
	for i := 1; i < len(x); i++ {
		if x[i] < m || x[i] != x[i] {
			m = x[i]
		}
	}
	return m
}

// MinFunc is the first smallest element by cmp.
func MinFunc[S ~[]E, E any](x S, cmp func(a, b E) int) E {
	if len(x) < 1 {
		panic("slices.MinFunc: empty list")
	}
	m := x[0]
	for i := 1; i < len(x); i++ {
		if cmp(x[i], m) < 0 {
			m = x[i]
		}
	}
	return m
}

type ordered[E cmp.Ordered] []E

func (s ordered[E]) Len() int           { return len(s) }
func (s ordered[E]) Less(i, j int) bool { return cmp.Less(s[i], s[j]) }
func (s ordered[E]) Swap(i, j int)      { s[i], s[j] = s[j], s[i] }

type byFunc[E any] struct {
	s   []E
	cmp func(a, b E) int
}

func (s byFunc[E]) Len() int           { return len(s.s) }
func (s byFunc[E]) Less(i, j int) bool { return s.cmp(s.s[i], s.s[j]) < 0 }
func (s byFunc[E]) Swap(i, j int)      { s.s[i], s.s[j] = s.s[j], s.s[i] }

// Sort sorts s in ascending order (NaNs first).
func Sort[S ~[]E, E cmp.Ordered](x S) { sort.Sort(ordered[E](x)) }

// SortFunc sorts s by cmp; not stable.
func SortFunc[S ~[]E, E any](x S, cmp func(a, b E) int) { sort.Sort(byFunc[E]{x, cmp}) }

// SortStableFunc sorts s by cmp, keeping equal elements in their order.
func SortStableFunc[S ~[]E, E any](x S, cmp func(a, b E) int) { sort.Stable(byFunc[E]{x, cmp}) }

// IsSorted reports whether s is in ascending order.
func IsSorted[S ~[]E, E cmp.Ordered](x S) bool {
	for i := len(x) - 1; i > 0; i-- {
		if cmp.Less(x[i], x[i-1]) {
			return false
		}
	}
	return true
}

// IsSortedFunc reports whether s is in ascending order by cmp.
func IsSortedFunc[S ~[]E, E any](x S, cmp func(a, b E) int) bool {
	for i := len(x) - 1; i > 0; i-- {
		if cmp(x[i], x[i-1]) < 0 {
			return false
		}
	}
	return true
}

// BinarySearch is where target is, or would be, in sorted x, and whether it is there.
func BinarySearch[S ~[]E, E cmp.Ordered](x S, target E) (int, bool) {
	i := sort.Search(len(x), func(k int) bool { return cmp.Compare(x[k], target) >= 0 })
	return i, i < len(x) && cmp.Compare(x[i], target) == 0
}

// BinarySearchFunc is BinarySearch by cmp.
func BinarySearchFunc[S ~[]E, E, T any](x S, target T, cmp func(E, T) int) (int, bool) {
	i := sort.Search(len(x), func(k int) bool { return cmp(x[k], target) >= 0 })
	return i, i < len(x) && cmp(x[i], target) == 0
}

// Concat is the slices one after another (Go 1.22).
func Concat[S ~[]E, E any](slices ...S) S {
	size := 0
	for _, s := range slices {
		size += len(s)
	}
	result := make(S, 0, size)
	for _, s := range slices {
		result = append(result, s...)
	}
	return result
}

// Repeat is x count times (Go 1.23).
func Repeat[S ~[]E, E any](x S, count int) S {
	if count < 0 {
		panic("cannot be negative")
	}
	result := make(S, 0, len(x)*count)
	for i := 0; i < count; i++ {
		result = append(result, x...)
	}
	return result
}
